"""Security headers Django does not set by itself."""

from django.http import HttpRequest, HttpResponse

# No inline script anywhere: every script is a file under /static/. Styles allow 'unsafe-inline'
# only because KaTeX positions glyphs with inline style attributes.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' ws: wss:",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
    ]
)


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.path.startswith("/api/docs"):
            response.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        return response
