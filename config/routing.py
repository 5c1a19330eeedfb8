"""Websocket URL routes, one list for the whole project."""

from django.urls import path

from tutor.consumers import TutorConsumer

websocket_urlpatterns: list = [
    path("ws/tutor/<uuid:conversation_id>/", TutorConsumer.as_asgi()),
]
