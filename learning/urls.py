from django.urls import path

from learning import views
from learning.sessions import views as session_views

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
    path("student/learning/courses/<int:course_id>/report/", session_views.report_card, name="learning_report"),
    path("student/learning/sessions/<uuid:session_id>/answer/", session_views.session_answer,
         name="learning_session_answer"),
    path("student/learning/sessions/<uuid:session_id>/next/", session_views.session_next, name="learning_session_next"),
    path("student/learning/sessions/<uuid:session_id>/exam/", session_views.session_exam_answer,
         name="learning_session_exam"),
    path("student/learning/sessions/<uuid:session_id>/pause/", session_views.session_pause,
         name="learning_session_pause"),
    path("student/learning/sessions/<uuid:session_id>/resume/", session_views.session_resume,
         name="learning_session_resume"),
    path("student/learning/sessions/<uuid:session_id>/end/", session_views.session_end, name="learning_session_end"),
]
