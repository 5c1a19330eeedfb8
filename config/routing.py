"""Websocket URL routes, one list for the whole project."""

websocket_urlpatterns: list = []
