from django.urls import path

from gamification import views

urlpatterns = [
    path("student/xp/", views.xp_history, name="xp_history"),
]
