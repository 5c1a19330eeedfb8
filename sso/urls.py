from django.conf import settings
from django.urls import include, path

urlpatterns = [path("oidc/", include("mozilla_django_oidc.urls"))] if settings.SSO_ENABLED else []
