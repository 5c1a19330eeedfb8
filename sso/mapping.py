"""Which institution an identity provider's user belongs to: one pure rule over their claims.

Either a claim names the institution (its slug), or the email domain does, through the configured
domain → institution table. Anything else is refused: a provider may not place people in an
institution the operator did not map to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Placement:
    institution_slug: str | None
    refusal: str = ""


def parse_domain_map(value: str) -> dict[str, str]:
    """``north.edu=north,south.edu=south`` → {"north.edu": "north", ...}; raises ValueError."""
    table = {}
    for item in filter(None, (part.strip() for part in value.split(","))):
        domain, sep, slug = item.partition("=")
        if not sep or not domain.strip() or not slug.strip():
            raise ValueError(f"expected domain=institution-slug, got {item!r}")
        table[domain.strip().lower().lstrip("@")] = slug.strip()
    return table


def place(claims: Mapping, *, domain_map: Mapping[str, str], institution_claim: str = "") -> Placement:
    """The institution slug for these claims, or a refusal a person can read."""
    email = str(claims.get("email") or "")
    if not email or "@" not in email:
        return Placement(None, "Your identity provider did not share an email address.")
    if claims.get("email_verified") is False:
        return Placement(None, "Your identity provider has not verified your email address.")
    if institution_claim:
        slug = claims.get(institution_claim)
        if not isinstance(slug, str) or not slug:
            return Placement(None, "Your identity provider did not say which institution you belong to.")
        return Placement(slug)
    domain = email.rsplit("@", 1)[1].lower()
    slug = domain_map.get(domain)
    if slug is None:
        return Placement(None, f"Accounts from {domain} cannot sign in to CourseTutor with single sign-on. "
                               "Use the address your institution gave you, or your CourseTutor password.")
    return Placement(slug)
