"""CourseTutor's own RSA keys: creation, the public JWKS, the signing key, rotation.

Private keys are stored encrypted (Fernet, key derived from ``LTI_KEY_SECRET`` or, unset, from
``SECRET_KEY``): a database dump alone does not let anyone sign as CourseTutor.
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass
from datetime import datetime, timedelta

from cryptography.fernet import Fernet
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from django.conf import settings
from django.db import transaction
from django.db.models import Q
from jwcrypto.jwk import JWK

from lti.models import ToolKey


def _fernet() -> Fernet:
    secret = (settings.LTI_KEY_SECRET or settings.SECRET_KEY).encode()
    return Fernet(base64.urlsafe_b64encode(hashlib.sha256(b"coursetutor-lti-keys:" + secret).digest()))


def _new_key_pair() -> tuple[str, str]:
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private_pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                        serialization.NoEncryption()).decode()
    public_pem = private.public_key().public_bytes(serialization.Encoding.PEM,
                                                   serialization.PublicFormat.SubjectPublicKeyInfo).decode()
    return private_pem, public_pem


def _thumbprint(public_pem: str) -> str:
    return JWK.from_pem(public_pem.encode()).thumbprint()


def key_create() -> ToolKey:
    """A new key pair, stored with its private half encrypted. It signs from now on."""
    private_pem, public_pem = _new_key_pair()
    return ToolKey.objects.create(kid=_thumbprint(public_pem), public_pem=public_pem,
                                  private_pem_encrypted=_fernet().encrypt(private_pem.encode()).decode())


@dataclass(frozen=True)
class SigningKey:
    kid: str
    private_pem: str
    public_pem: str


def signing_key_get() -> SigningKey:
    """The key CourseTutor signs with: the newest unretired one (created on first use)."""
    key = ToolKey.objects.filter(retired_at__isnull=True).first()
    if key is None:
        # Two first uses at once may both create one: harmless, both are published and the newest signs.
        key = key_create()
    private_pem = _fernet().decrypt(key.private_pem_encrypted.encode()).decode()
    return SigningKey(kid=key.kid, private_pem=private_pem, public_pem=key.public_pem)


def jwks_get(*, now: datetime) -> dict:
    """The public JWKS: every unretired key and every key retired less than the grace period ago."""
    signing_key_get()  # a fresh install publishes a key before its first launch
    grace_start = now - timedelta(days=settings.LTI_KEY_GRACE_DAYS)
    keys = []
    for key in ToolKey.objects.filter(Q(retired_at__isnull=True) | Q(retired_at__gt=grace_start)):
        jwk = json.loads(JWK.from_pem(key.public_pem.encode()).export_public())
        jwk.update({"kid": key.kid, "alg": "RS256", "use": "sig"})
        keys.append(jwk)
    return {"keys": keys}


@dataclass(frozen=True)
class Rotation:
    new_kid: str
    retired: list[str]
    deleted: list[str]


@transaction.atomic
def keys_rotate(*, now: datetime) -> Rotation:
    """Create a new signing key, retire the current ones (kept in the JWKS for the grace period)
    and delete keys retired longer ago than the grace period. Atomic."""
    grace_start = now - timedelta(days=settings.LTI_KEY_GRACE_DAYS)
    current = list(ToolKey.objects.select_for_update().filter(retired_at__isnull=True))
    expired = list(ToolKey.objects.filter(retired_at__lte=grace_start))
    ToolKey.objects.filter(pk__in=[k.pk for k in current]).update(retired_at=now)
    ToolKey.objects.filter(pk__in=[k.pk for k in expired]).delete()
    new = key_create()
    return Rotation(new_kid=new.kid, retired=[k.kid for k in current], deleted=[k.kid for k in expired])
