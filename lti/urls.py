from django.urls import path

from lti import views

urlpatterns = [
    path("lti/login/", views.login_initiation, name="lti_login"),
    path("lti/launch/", views.launch, name="lti_launch"),
    path("lti/jwks/", views.jwks, name="lti_jwks"),
    path("lti/courses/<int:course_id>/", views.course_page, name="lti_course"),
    path("lti/deep-link/", views.deep_link_picker, name="lti_deep_link_picker"),
]
