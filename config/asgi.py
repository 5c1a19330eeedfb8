"""ASGI entry point: HTTP through Django, websockets through Channels.

Websockets are authenticated with the session cookie and must come from an allowed origin;
each consumer then checks access through ``courses/access.py``.
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from config.routing import websocket_urlpatterns  # noqa: E402


def _preload() -> None:
    """Load the local query-embedding model and its tokenizer, and the guardrails' multilingual
    encoder and example banks, now, before this process accepts a connection: otherwise the first
    student it serves waits ~6 s for torch and a few more for the banks. ``manage.py serve`` (and
    bench/chat.py) set ``COURSETUTOR_PRELOAD=1`` for their web processes; tests and one-off imports
    don't pay for it."""
    import logging

    from django.conf import settings

    try:
        from materials.embeddings import get_embedding_provider
        from tutor.services import count_tokens

        if settings.EMBEDDING_PROVIDER in ("local", "local-onnx"):
            get_embedding_provider().embed_query("warm up")
            count_tokens("warm up")
    except Exception:  # a failed warm-up only means the first turn loads it
        logging.getLogger(__name__).exception("could not preload the embedding model")
    try:
        from tutor import guardrails

        guardrails.warm_up()
    except Exception:
        logging.getLogger(__name__).exception("could not preload the guardrails")


if os.environ.get("COURSETUTOR_PRELOAD") == "1":
    _preload()

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
