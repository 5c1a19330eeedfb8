from courses.access import role_of


def role(request):
    """Expose the signed-in user's role to every template (for navigation)."""
    return {"user_role": role_of(request.user) if hasattr(request, "user") else None}
