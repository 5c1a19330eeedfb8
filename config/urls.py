from django.contrib import admin
from django.urls import include, path

from config.health import healthz

admin.site.site_header = "CourseTutor administration"
admin.site.site_title = "CourseTutor admin"

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("", include("courses.urls")),
]
