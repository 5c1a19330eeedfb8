"""factory-boy factories for the models every test needs."""

from __future__ import annotations

import factory
from django.contrib.auth import get_user_model

from courses import models

User = get_user_model()


class InstitutionFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = models.Institution
        django_get_or_create = ("slug",)

    name = factory.Sequence(lambda n: f"Institution {n}")
    slug = factory.Sequence(lambda n: f"inst-{n}")


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda u: f"{u.username}@example.org")
    password = factory.PostGenerationMethodCall("set_password", "pass-word-123")

    @factory.post_generation
    def saved(obj, create, extracted, **kwargs):
        if create:
            obj.save()


def make_user(username: str, role: str | None, institution: models.Institution | None, **extra) -> User:
    user = UserFactory(username=username, **extra)
    if role is not None:
        models.Profile.objects.update_or_create(
            user=user, defaults={"role": role, "institution": institution, "display_name": username.title()}
        )
    return user


class CourseFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = models.Course

    institution = factory.SubFactory(InstitutionFactory)
    code = factory.Sequence(lambda n: f"C{n:03d}")
    title = factory.Sequence(lambda n: f"Course {n}")


class CLOFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = models.CLO

    course = factory.SubFactory(CourseFactory)
    code = factory.Sequence(lambda n: f"CLO{n}")
    title = factory.Sequence(lambda n: f"Outcome {n}")


class UnitFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = models.Unit

    course = factory.SubFactory(CourseFactory)
    code = factory.Sequence(lambda n: f"U{n}")
    title = factory.Sequence(lambda n: f"Unit {n}")


class AssignmentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = models.Assignment

    course = factory.SubFactory(CourseFactory)
    title = factory.Sequence(lambda n: f"Assignment {n}")
    description = "Solve the problems on the sheet and show your working."
    graded = True
