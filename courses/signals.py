"""Teachers and institution admins work in the Django admin, so their accounts are staff accounts.

Wherever a profile is created or its role changes (seed_demo, the admin, a script), the user's
``is_staff`` follows the role: what they may see there is decided by courses/access.py, never by
Django's model permissions alone. A superuser keeps ``is_staff`` whatever their profile says.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db.models.signals import post_save
from django.dispatch import receiver

from courses.models import Profile, Role

STAFF_ROLES = (Role.TEACHER, Role.ADMIN)


@receiver(post_save, sender=Profile, dispatch_uid="courses.profile_staff_flag")
def _profile_saved(sender, instance: Profile, raw: bool = False, **kwargs) -> None:
    if raw:
        return
    staff = instance.role in STAFF_ROLES
    users = get_user_model().objects.filter(pk=instance.user_id, is_superuser=False).exclude(is_staff=staff)
    if users.update(is_staff=staff):
        # the instance the caller holds should not contradict the row it just caused to change
        cached = getattr(instance, "_state", None) and instance._state.fields_cache.get("user")
        if cached is not None:
            cached.is_staff = staff
