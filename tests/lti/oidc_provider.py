"""A small OpenID Connect provider for tests, over HTTP on a free local port: discovery, the
authorization redirect (the code flow), token, userinfo and JWKS. The test says who signs in
next (``next_user``) and may make the next ID token forged (signed by another key)."""

from __future__ import annotations

import json
import secrets
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlencode, urlparse

import jwt
from jwt.algorithms import RSAAlgorithm

from tests.lti.platform import rsa_key


class OidcProvider:
    client_id = "coursetutor-sso"
    client_secret = "sso-secret-for-tests"

    def __init__(self) -> None:
        self.key, _ = rsa_key()
        self.next_user: dict = {}
        self.forge_next_token = False
        self.codes: dict[str, dict] = {}
        self.access: dict[str, dict] = {}
        self._server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def env(self, **extra: str) -> dict[str, str]:
        return {"SSO_OIDC_CLIENT_ID": self.client_id, "SSO_OIDC_CLIENT_SECRET": self.client_secret,
                "SSO_OIDC_AUTHORIZATION_URL": self.url + "/authorize", "SSO_OIDC_TOKEN_URL": self.url + "/token",
                "SSO_OIDC_USERINFO_URL": self.url + "/userinfo", "SSO_OIDC_JWKS_URL": self.url + "/jwks",
                "SSO_DISPLAY_NAME": "North College", **extra}

    def start(self) -> "OidcProvider":
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_GET(self) -> None:
                provider._handle(self)

            def do_POST(self) -> None:
                provider._handle(self)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _send(self, handler, status: int, body: bytes = b"", headers: dict | None = None) -> None:
        handler.send_response(status)
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def _json(self, handler, data, status: int = 200) -> None:
        self._send(handler, status, json.dumps(data).encode(), {"Content-Type": "application/json"})

    def _handle(self, handler) -> None:
        parsed = urlparse(handler.path)
        query = {k: v[0] for k, v in parse_qs(parsed.query).items()}
        length = int(handler.headers.get("Content-Length") or 0)
        form = {k: v[0] for k, v in parse_qs(handler.rfile.read(length).decode()).items()} if length else {}
        if parsed.path == "/.well-known/openid-configuration":
            return self._json(handler, {"issuer": self.url, "authorization_endpoint": self.url + "/authorize",
                                        "token_endpoint": self.url + "/token", "userinfo_endpoint": self.url + "/userinfo",
                                        "jwks_uri": self.url + "/jwks", "id_token_signing_alg_values_supported": ["RS256"]})
        if parsed.path == "/jwks":
            jwk = json.loads(RSAAlgorithm.to_jwk(self.key.public_key()))
            return self._json(handler, {"keys": [{**jwk, "kid": "op-1", "alg": "RS256", "use": "sig"}]})
        if parsed.path == "/authorize":
            assert query["client_id"] == self.client_id and query["response_type"] == "code", query
            code = secrets.token_urlsafe(12)
            self.codes[code] = {"user": dict(self.next_user), "nonce": query.get("nonce")}
            location = query["redirect_uri"] + "?" + urlencode({"code": code, "state": query["state"]})
            return self._send(handler, 302, headers={"Location": location})
        if parsed.path == "/token":
            grant = self.codes.pop(form.get("code", ""), None)
            if grant is None or form.get("client_secret") != self.client_secret:
                return self._json(handler, {"error": "invalid_grant"}, 400)
            now = int(time.time())
            claims = {"iss": self.url, "aud": self.client_id, "iat": now, "exp": now + 300, "nonce": grant["nonce"],
                      **grant["user"]}
            key = rsa_key()[0] if self.forge_next_token else self.key
            self.forge_next_token = False
            access = secrets.token_urlsafe(12)
            self.access[access] = grant["user"]
            return self._json(handler, {"access_token": access, "token_type": "Bearer", "expires_in": 300,
                                        "id_token": jwt.encode(claims, key, algorithm="RS256", headers={"kid": "op-1"})})
        if parsed.path == "/userinfo":
            user = self.access.get((handler.headers.get("Authorization") or "").removeprefix("Bearer "))
            return self._json(handler, user, 200) if user is not None else self._json(handler, {"error": "invalid_token"}, 401)
        return self._json(handler, {"error": "not found"}, 404)
