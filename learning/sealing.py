"""Sealed card payloads: what a drill card needs for grading travels with the card, unreadable and unforgeable.

A drill is never stored (seed 002). Its payload (unit, prompt, expected answer, wrong-answer tags)
is serialised, encrypted and authenticated with AES-256-GCM under a key derived from ``SECRET_KEY``
(HKDF-SHA256, its own ``info`` label, so the key is used for nothing else), and handed to the
browser as one opaque URL-safe token. Guarantees:

* **unreadable**: the token is ciphertext; nothing in the page source or a websocket frame shows the
  expected answer;
* **unforgeable**: GCM's tag covers the ciphertext and the associated data (purpose, student id,
  course id), so a changed byte, a token made for another student or course, or a token of another
  purpose fails to open;
* **expiring**: the payload carries its expiry; an expired token is refused.

``open_seal`` raises :class:`SealError` (code ``invalid``) for all of these, with one message, so a
prober learns nothing about which check failed.
"""

from __future__ import annotations

import base64
import json
import os
from datetime import datetime, timedelta

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from django.conf import settings
from django.utils.translation import gettext

from config.errors import ApplicationError

VERSION = b"\x01"
NONCE_BYTES = 12
DEFAULT_TTL = timedelta(hours=6)  # a drill left open over a lesson can still be checked
MAX_TOKEN_CHARS = 8000  # a real token is well under 2 kB; longer input is refused before decoding


class SealError(ApplicationError):
    code = "invalid"


_KEYS: dict[str, bytes] = {}


def _key() -> bytes:
    secret = settings.SECRET_KEY
    key = _KEYS.get(secret)
    if key is None:
        key = HKDF(algorithm=hashes.SHA256(), length=32, salt=b"coursetutor-learning",
                   info=b"card-seal-v1").derive(secret.encode())
        _KEYS.clear()
        _KEYS[secret] = key
    return key


def _aad(purpose: str, student_id: int, course_id: int) -> bytes:
    return f"{purpose}|{student_id}|{course_id}".encode()


def seal(payload: dict, *, purpose: str, student_id: int, course_id: int, now: datetime,
         ttl: timedelta = DEFAULT_TTL) -> str:
    """The sealed token for ``payload`` (JSON-serialisable), valid until ``now + ttl`` for this student
    and course only."""
    body = json.dumps({"exp": (now + ttl).timestamp(), "p": payload}, separators=(",", ":")).encode()
    nonce = os.urandom(NONCE_BYTES)
    cipher = AESGCM(_key()).encrypt(nonce, body, _aad(purpose, student_id, course_id))
    return base64.urlsafe_b64encode(VERSION + nonce + cipher).decode().rstrip("=")


def open_seal(token: str, *, purpose: str, student_id: int, course_id: int, now: datetime) -> dict:
    """The payload inside ``token``. Raises ``SealError`` when the token is malformed, altered, made for
    another student, course or purpose, or expired."""
    refused = SealError(gettext("This card can no longer be checked. Ask for another one."), extra={"reason": "seal"})
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN_CHARS:
        raise refused
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (ValueError, TypeError):
        raise refused from None
    if len(raw) < 1 + NONCE_BYTES + 16 or raw[:1] != VERSION:
        raise refused
    try:
        body = AESGCM(_key()).decrypt(raw[1:1 + NONCE_BYTES], raw[1 + NONCE_BYTES:],
                                      _aad(purpose, student_id, course_id))
        data = json.loads(body)
    except (InvalidTag, ValueError):
        raise refused from None
    if not isinstance(data, dict) or not isinstance(data.get("p"), dict):
        raise refused
    if float(data.get("exp", 0)) < now.timestamp():
        raise SealError(gettext("This card has expired. Ask for another one."), extra={"reason": "expired"})
    return data["p"]
