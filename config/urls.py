from django.contrib import admin
from django.urls import include, path

from config.api import api, register_routers
from config.health import healthz

admin.site.site_header = "CourseTutor administration"
admin.site.site_title = "CourseTutor admin"

register_routers()

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("api/", api.urls),
    path("", include("courses.urls")),
    path("", include("materials.urls")),
    path("", include("learning.urls")),
    path("", include("analytics.urls")),
    path("", include("gamification.urls")),
    path("", include("tutor.urls")),
    path("", include("lti.urls")),
    path("", include("sso.urls")),
]
