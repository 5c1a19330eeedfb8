"""A small but real LTI 1.3 platform (an LMS) for tests, served over HTTP on a free local port.

It signs id_tokens with its own RSA key and publishes the public half as a JWKS; answers the OIDC
authorization request with the auto-posting form a real LMS sends; issues service tokens only for a
client-credentials grant whose JWT assertion verifies against the tool's own JWKS; serves a Names
and Roles membership container and Assignment and Grade Services line items and scores (both
behind those tokens); and receives deep-linking responses, verifying their signature too.

Hostile launches are built from the same parts (``id_token(..., **overrides)``), so each test
changes exactly one thing about an otherwise valid launch.
"""

from __future__ import annotations

import html
import json
import re
import secrets
import threading
import time
import uuid
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

import jwt
import requests
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"
INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"
SYSTEM_ADMIN = "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator"
NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
AGS_SCOPES = ["https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
              "https://purl.imsglobal.org/spec/lti-ags/scope/score"]


def rsa_key() -> tuple[Any, str]:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption()).decode()
    return private, pem


@dataclass
class Person:
    sub: str
    name: str
    email: str
    roles: list[str]


@dataclass
class PlatformState:
    pending: dict[str, dict] = field(default_factory=dict)  # login_hint -> launch claims to send
    tokens: dict[str, list[str]] = field(default_factory=dict)  # access token -> scopes
    members: dict[str, list[Person]] = field(default_factory=dict)  # context id -> roster
    lineitems: dict[str, list[dict]] = field(default_factory=dict)  # context id -> line items
    scores: list[dict] = field(default_factory=list)
    score_failures_left: int = 0
    deep_link_items: list[dict] = field(default_factory=list)
    token_requests: int = 0


class TestPlatform:
    """Start with ``TestPlatform().start()``; stop with ``.stop()``."""

    __test__ = False  # a helper, not a test class

    def __init__(self, *, client_id: str = "coursetutor-client", deployment_id: str = "deploy-1") -> None:
        self.client_id = client_id
        self.deployment_id = deployment_id
        self.private_key, self.private_pem = rsa_key()
        self.kid = "platform-key-1"
        self.state = PlatformState()
        self.tool_url = ""  # set by the test: where the tool is served
        self._server: ThreadingHTTPServer | None = None

    # ------------------------------------------------------------------ serving
    def start(self) -> "TestPlatform":
        platform = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_GET(self) -> None:
                platform._handle(self, "GET")

            def do_POST(self) -> None:
                platform._handle(self, "POST")

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def issuer(self) -> str:
        return self.url

    def jwks(self) -> dict:
        jwk = json.loads(RSAAlgorithm.to_jwk(self.private_key.public_key()))
        jwk.update({"kid": self.kid, "alg": "RS256", "use": "sig"})
        return {"keys": [jwk]}

    # ------------------------------------------------------------------ launches
    def claims(self, person: Person, *, context_id: str = "ctx-1", context_title: str = "Algebra in the LMS",
               message_type: str = "LtiResourceLinkRequest", custom: dict | None = None,
               deep_link_return: bool = False) -> dict:
        body: dict[str, Any] = {
            "sub": person.sub, "name": person.name, "email": person.email,
            "given_name": person.name.split()[0], "family_name": person.name.split()[-1],
            LTI + "message_type": message_type, LTI + "version": "1.3.0",
            LTI + "deployment_id": self.deployment_id, LTI + "roles": person.roles,
            LTI + "context": {"id": context_id, "label": "ALG-LMS", "title": context_title},
            LTI + "target_link_uri": self.tool_url + "/lti/launch/",
            "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice": {
                "context_memberships_url": f"{self.url}/nrps/{context_id}", "service_versions": ["2.0"]},
            "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
                "scope": AGS_SCOPES, "lineitems": f"{self.url}/lineitems/{context_id}"},
        }
        if message_type == "LtiResourceLinkRequest":
            body[LTI + "resource_link"] = {"id": "rl-" + context_id, "title": "CourseTutor"}
        if custom:
            body[LTI + "custom"] = custom
        if message_type == "LtiDeepLinkingRequest":
            body["https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"] = {
                "deep_link_return_url": f"{self.url}/deep_link_return", "accept_types": ["ltiResourceLink"],
                "accept_presentation_document_targets": ["iframe", "window"], "data": "dl-data-1"}
        return body

    def id_token(self, body: dict, *, nonce: str, aud: Any = None, exp_in: int = 300, key: Any = None,
                 kid: str | None = None) -> str:
        now = int(time.time())
        payload = {"iss": self.issuer, "aud": aud if aud is not None else self.client_id, "iat": now,
                   "exp": now + exp_in, "nonce": nonce, **body}
        return jwt.encode(payload, key or self.private_key, algorithm="RS256", headers={"kid": kid or self.kid})

    def login(self, session: requests.Session, *, login_hint: str) -> tuple[str, str, str]:
        """Third-party login initiation at the tool; returns (state, nonce, redirect_uri) from the
        tool's redirect to our authorization endpoint."""
        response = session.get(self.tool_url + "/lti/login/", allow_redirects=False, params={
            "iss": self.issuer, "login_hint": login_hint, "client_id": self.client_id,
            "target_link_uri": self.tool_url + "/lti/launch/", "lti_message_hint": "hint-" + login_hint})
        assert response.status_code == 302, response.text[:500]
        query = parse_qs(urlparse(response.headers["Location"]).query)
        return query["state"][0], query["nonce"][0], query["redirect_uri"][0]

    def post_launch(self, session: requests.Session, redirect_uri: str, id_token: str, state: str) -> requests.Response:
        return session.post(redirect_uri, data={"id_token": id_token, "state": state}, allow_redirects=False)

    def launch(self, session: requests.Session, body: dict) -> requests.Response:
        """A whole launch the way a browser goes through it: login initiation, our authorization
        endpoint (the auto-posting form), and the form's POST to the tool."""
        hint = uuid.uuid4().hex
        self.state.pending[hint] = body
        login = session.get(self.tool_url + "/lti/login/", allow_redirects=False, params={
            "iss": self.issuer, "login_hint": hint, "client_id": self.client_id,
            "target_link_uri": self.tool_url + "/lti/launch/"})
        assert login.status_code == 302, login.text[:500]
        form = session.get(login.headers["Location"])
        action = re.search(r'action="([^"]+)"', form.text).group(1)
        fields = dict(re.findall(r'name="([^"]+)" value="([^"]*)"', form.text))
        return session.post(html.unescape(action), data=fields, allow_redirects=False)

    def course_page_url(self, body: dict, *, title: str = "Algebra 1", height: int = 760) -> str:
        """A page of this LMS showing the tool in an iframe, launching as ``body`` says."""
        hint = uuid.uuid4().hex
        self.state.pending[hint] = body
        return f"{self.url}/course?" + urlencode({"hint": hint, "title": title, "height": height})

    def _course_page(self, query: dict):
        q = {k: v[0] for k, v in query.items()}
        src = self.tool_url + "/lti/login/?" + urlencode({
            "iss": self.issuer, "login_hint": q["hint"], "client_id": self.client_id,
            "target_link_uri": self.tool_url + "/lti/launch/"})
        page = ('<!doctype html><html><head><meta charset="utf-8"><title>North College LMS</title><style>'
                'body{margin:0;font-family:sans-serif;background:#f4f5f7}header{background:#2d3b45;color:#fff;'
                'padding:.8rem 1.2rem;font-weight:600}nav{float:left;width:180px;padding:1rem;color:#2d3b45}'
                f'nav p{{margin:.2rem 0 .8rem}}main{{margin-left:212px;padding:1rem}}iframe{{width:100%;height:{int(q.get("height", 760))}px;'
                'border:1px solid #c7cdd1;background:#fff}</style></head><body>'
                f'<header>North College LMS · {html.escape(q.get("title", ""))}</header>'
                '<nav><p>Home</p><p>Modules</p><p>Grades</p><p><strong>CourseTutor</strong></p></nav>'
                f'<main><iframe id="tool" title="CourseTutor" src="{html.escape(src)}"></iframe></main></body></html>')
        return 200, {"Content-Type": "text/html; charset=utf-8"}, page.encode()

    # ------------------------------------------------------------------ HTTP endpoints
    def _handle(self, handler: BaseHTTPRequestHandler, method: str) -> None:
        parsed = urlparse(handler.path)
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length) if length else b""
        try:
            status, headers, body = self._route(method, parsed.path, parse_qs(parsed.query), raw, handler.headers)
        except Exception as error:  # a test platform reports its own bugs loudly
            status, headers, body = 500, {"Content-Type": "text/plain"}, repr(error).encode()
        handler.send_response(status)
        for name, value in headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def _json(self, data: Any, status: int = 200, content_type: str = "application/json"):
        return status, {"Content-Type": content_type}, json.dumps(data).encode()

    def _scopes(self, headers) -> list[str]:
        token = (headers.get("Authorization") or "").removeprefix("Bearer ")
        return self.state.tokens.get(token, [])

    def _route(self, method: str, path: str, query: dict, raw: bytes, headers):
        if path == "/jwks":
            return self._json(self.jwks())
        if path == "/course":
            return self._course_page(query)
        if path == "/auth" and method == "GET":
            return self._authorize(query)
        if path == "/token" and method == "POST":
            return self._token(parse_qs(raw.decode()))
        if path == "/deep_link_return" and method == "POST":
            token = parse_qs(raw.decode())["JWT"][0]
            claims = self.verify_tool_jwt(token, audience=self.issuer)
            self.state.deep_link_items.extend(claims["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"])
            return 200, {"Content-Type": "text/html"}, b"<h1>Links added to the course</h1>"
        if match := re.fullmatch(r"/nrps/([^/]+)", path):
            if NRPS_SCOPE not in self._scopes(headers):
                return self._json({"error": "unauthorized"}, 401)
            members = [{"user_id": p.sub, "name": p.name, "email": p.email, "status": "Active", "roles": p.roles}
                       for p in self.state.members.get(match.group(1), [])]
            return self._json({"id": path, "context": {"id": match.group(1)}, "members": members}, 200,
                              "application/vnd.ims.lti-nrps.v2.membershipcontainer+json")
        if match := re.fullmatch(r"/lineitems/([^/]+)", path):
            if AGS_SCOPES[0] not in self._scopes(headers):
                return self._json({"error": "unauthorized"}, 401)
            items = self.state.lineitems.setdefault(match.group(1), [])
            if method == "POST":
                item = {**json.loads(raw), "id": f"{self.url}/lineitems/{match.group(1)}/{len(items) + 1}"}
                items.append(item)
                return self._json(item, 201, "application/vnd.ims.lis.v2.lineitem+json")
            return self._json(items, 200, "application/vnd.ims.lis.v2.lineitemcontainer+json")
        if match := re.fullmatch(r"/lineitems/([^/]+)/(\d+)/scores", path):
            if AGS_SCOPES[1] not in self._scopes(headers):
                return self._json({"error": "unauthorized"}, 401)
            if self.state.score_failures_left > 0:
                self.state.score_failures_left -= 1
                return self._json({"error": "gradebook temporarily unavailable"}, 503)
            self.state.scores.append({"lineitem": self.url + path.removesuffix("/scores"), **json.loads(raw)})
            return 200, {}, b""
        return self._json({"error": "not found"}, 404)

    def _authorize(self, query: dict):
        q = {k: v[0] for k, v in query.items()}
        assert q["client_id"] == self.client_id and q["response_mode"] == "form_post", q
        body = self.state.pending.pop(q["login_hint"])
        token = self.id_token(body, nonce=q["nonce"])
        page = (f'<!doctype html><html><body><form id="f" method="post" action="{html.escape(q["redirect_uri"])}">'
                f'<input type="hidden" name="id_token" value="{token}">'
                f'<input type="hidden" name="state" value="{html.escape(q["state"])}"></form>'
                '<script>document.getElementById("f").submit()</script></body></html>')
        return 200, {"Content-Type": "text/html"}, page.encode()

    def tool_jwks(self) -> dict:
        return requests.get(self.tool_url + "/lti/jwks/", timeout=10).json()

    def verify_tool_jwt(self, token: str, *, audience: str) -> dict:
        kid = jwt.get_unverified_header(token)["kid"]
        jwk = next(k for k in self.tool_jwks()["keys"] if k["kid"] == kid)
        return jwt.decode(token, RSAAlgorithm.from_jwk(json.dumps(jwk)), algorithms=["RS256"], audience=audience)

    def _token(self, form: dict):
        self.state.token_requests += 1
        f = {k: v[0] for k, v in form.items()}
        if f.get("grant_type") != "client_credentials":
            return self._json({"error": "unsupported_grant_type"}, 400)
        try:
            claims = self.verify_tool_jwt(f["client_assertion"], audience=self.url + "/token")
        except Exception as error:
            return self._json({"error": "invalid_client", "error_description": str(error)}, 401)
        if claims["iss"] != self.client_id or claims["sub"] != self.client_id:
            return self._json({"error": "invalid_client"}, 401)
        token = secrets.token_urlsafe(16)
        self.state.tokens[token] = f.get("scope", "").split()
        return self._json({"access_token": token, "token_type": "Bearer", "expires_in": 3600, "scope": f.get("scope")})
