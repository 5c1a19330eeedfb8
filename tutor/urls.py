"""Pages and endpoints of the student's tutor (the websocket route is in config/routing.py)."""

from django.urls import path

from tutor import suggestion_views, views

urlpatterns = [
    path("student/tutor/", views.tutor_home, name="tutor_home"),
    path("student/tutor/new/", views.conversation_new, name="tutor_new"),
    path("student/tutor/units/<int:unit_id>/", views.tutor_unit, name="tutor_unit"),
    path("student/tutor/sessions/start/", views.session_start, name="tutor_session_start"),
    path("student/tutor/usage/", views.usage, name="tutor_usage"),
    path("student/tutor/transcribe/", views.transcribe, name="tutor_transcribe"),
    path("student/tutor/<uuid:conversation_id>/", views.tutor_conversation, name="tutor_conversation"),
    path("student/tutor/<uuid:conversation_id>/delete/", views.conversation_delete, name="tutor_delete"),
    path("student/tutor/<uuid:conversation_id>/persona/", views.conversation_persona, name="tutor_persona"),
    path("student/tutor/<uuid:conversation_id>/attachments/", views.attachment_upload, name="tutor_attachments"),
    path("student/tutor/<uuid:conversation_id>/suggestions/", suggestion_views.suggestion_chips,
         name="tutor_suggestion_chips"),
    path("student/tutor/<uuid:conversation_id>/suggestions/<int:suggestion_id>/ask/", suggestion_views.suggestion_ask,
         name="tutor_suggestion_ask"),
    path("student/tutor/messages/<uuid:message_id>/rate/", views.message_rate, name="tutor_rate"),
    path("student/tutor/messages/<uuid:message_id>/sources/<int:n>/", views.source_open, name="tutor_source"),
]
