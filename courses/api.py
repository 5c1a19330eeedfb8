"""API: the caller's identity and their bearer tokens."""

from __future__ import annotations
from django.utils.translation import gettext

from datetime import datetime

from ninja import Router, Schema, Status

from config.errors import ErrorOut
from courses import access
from courses.api_tokens import api_token_create, api_token_revoke, browser_session
from courses.models import ApiToken

router = Router(tags=["account"])


class MeOut(Schema):
    username: str
    role: str | None
    course_ids: list[int]


class TokenIn(Schema):
    name: str


class TokenOut(Schema):
    id: int
    name: str
    prefix: str
    created_at: datetime
    last_used_at: datetime | None
    revoked: bool


class TokenCreatedOut(TokenOut):
    token: str


def _token_out(row: ApiToken, **extra) -> dict:
    return {"id": row.pk, "name": row.name, "prefix": row.prefix, "created_at": row.created_at,
            "last_used_at": row.last_used_at, "revoked": row.revoked_at is not None, **extra}


@router.get("/me", response=MeOut)
def me(request):
    return {"username": request.user.get_username(), "role": access.role_of(request.user),
            "course_ids": list(access.courses_visible_to(request.user).values_list("pk", flat=True))}


@router.get("/tokens", response=list[TokenOut])
def token_list(request):
    return [_token_out(t) for t in ApiToken.objects.filter(user=request.user)]


# Creating a token needs a signed-in browser session: a leaked token cannot mint more tokens.
@router.post("/tokens", response={201: TokenCreatedOut, 400: ErrorOut}, auth=browser_session)
def token_create(request, payload: TokenIn):
    token, plain = api_token_create(user=request.user, name=payload.name)
    return Status(201, _token_out(token, token=plain))


@router.delete("/tokens/{token_id}", response={204: None, 404: ErrorOut})
def token_revoke(request, token_id: int):
    if not api_token_revoke(user=request.user, token_id=token_id):
        return Status(404, {"message": gettext("No such token."), "code": "not_found", "extra": {}})
    return Status(204, None)
