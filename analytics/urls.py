from django.urls import path

from analytics import views

urlpatterns = [
    path("teacher/courses/<int:course_id>/analytics/", views.course_analytics_page, name="course_analytics"),
    path("staff/usage/", views.staff_usage_page, name="staff_usage"),
]
