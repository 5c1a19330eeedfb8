from django.urls import path

from learning import views

urlpatterns = [
    path("student/learning/courses/<int:course_id>/panel/", views.snapshot_panel, name="learning_panel"),
    path("student/learning/courses/<int:course_id>/reasoning/", views.debug_drawer, name="learning_reasoning"),
    path("student/learning/courses/<int:course_id>/cards/grade/", views.card_grade, name="learning_card_grade"),
    path("student/learning/courses/<int:course_id>/cards/event/", views.card_event, name="learning_card_event"),
    path("student/learning/courses/<int:course_id>/cards/exam/", views.card_exam_submit, name="learning_card_exam_submit"),
    path("student/learning/courses/<int:course_id>/cards/exam/<int:question_id>/memo/", views.card_exam_memo,
         name="learning_card_memo"),
    path("student/learning/courses/<int:course_id>/cards/exam/<int:question_id>/support/", views.card_exam_support,
         name="learning_card_support"),
]
