"""Staff flags follow roles, and every course gets a slug.

Teachers and institution admins work in the Django admin, so their accounts are staff accounts.

Wherever a profile is created or its role changes (seed_demo, the admin, a script), the user's
``is_staff`` follows the role: what they may see there is decided by courses/access.py, never by
Django's model permissions alone. A superuser keeps ``is_staff`` whatever their profile says.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db.models.signals import post_save, pre_save
from django.dispatch import receiver

from courses.models import Course, Institution, Profile, Role
from courses.slugs import first_free_slug

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


@receiver(pre_save, sender=Course, dispatch_uid="courses.course_slug")
def _course_slug(sender, instance: Course, raw: bool = False, **kwargs) -> None:
    """Every course has a slug, whoever creates it (admin, seed, factory, script): a blank one is
    derived from the code (courses/slugs.py). A slug that is already set is never changed here: it
    names the course in links and API clients."""
    if raw or instance.slug:
        return
    institution_slug = Institution.objects.filter(pk=instance.institution_id).values_list("slug", flat=True).first()
    taken = Course.objects.exclude(pk=instance.pk)
    instance.slug = first_free_slug(instance.code, institution_slug or "",
                                    lambda slug: taken.filter(slug=slug).exists())
