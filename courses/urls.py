from django.contrib.auth import views as auth_views
from django.urls import path

from courses import views

urlpatterns = [
    path("", views.home, name="home"),
    path("login/", views.LoginView.as_view(), name="login"),
    path("language/", views.language_set, name="language_set"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("student/", views.student_dashboard, name="student_dashboard"),
    path("student/assignments/<int:assignment_id>/", views.assignment_detail, name="assignment_detail"),
    path("teacher/", views.teacher_dashboard, name="teacher_dashboard"),
    path("staff/", views.staff_home, name="staff_home"),
]
