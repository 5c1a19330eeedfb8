from django.urls import path

from learning import views

urlpatterns = [
    path("student/learning/courses/<int:course_id>/panel/", views.snapshot_panel, name="learning_panel"),
    path("student/learning/courses/<int:course_id>/reasoning/", views.debug_drawer, name="learning_reasoning"),
]
