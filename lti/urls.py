from django.urls import path

from lti import views

urlpatterns = [
    path("lti/login/", views.login_initiation, name="lti_login"),
    path("lti/launch/", views.launch, name="lti_launch"),
    path("lti/jwks/", views.jwks, name="lti_jwks"),
    path("lti/courses/<int:course_id>/", views.course_page, name="lti_course"),
    path("lti/deep-link/", views.deep_link_picker, name="lti_deep_link_picker"),
    path("lti/courses/<int:course_id>/roster/sync/", views.roster_sync_now, name="lti_roster_sync"),
    path("lti/courses/<int:course_id>/grades/links/", views.grade_link_create, name="lti_grade_link_create"),
    path("lti/courses/<int:course_id>/grades/send/", views.grades_send_now, name="lti_grades_send"),
]
