"""Cross-user and cross-institution access on every tutor endpoint and the socket (property 24),
materials and analytics pages, Django admin; abuse limits (burst, unit quota, daily) with
``retry_after``; XSS and malformed payloads; security headers, CSRF, origin check; no secrets."""

from __future__ import annotations

import re
import subprocess
import uuid

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.template.loader import render_to_string
from django.test import Client, override_settings

from config.asgi import application
from tests.security.conftest import ids, load
from courses import privacy
from tutor import limits, quotas, services
from tutor.models import Message
from tutor.rendering import render_answer

INTRUDERS = ["other_student", "teacher", "other_teacher", "admin", "superuser", "outsider"]


@pytest.fixture
def owned(world):
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk)
    user_msg = Message.objects.create(conversation=conversation, role="user", content="SECRET-QUESTION")
    reply = Message.objects.create(conversation=conversation, role="assistant", content="SECRET-ANSWER",
                                   reply_to=user_msg)
    return conversation, reply


API_CALLS = [
    ("get", "/api/tutor/conversations/{c}"),
    ("get", "/api/tutor/conversations/{c}/messages"),
    ("patch", "/api/tutor/conversations/{c}"),
    ("delete", "/api/tutor/conversations/{c}"),
    ("post", "/api/tutor/conversations/{c}/messages"),
    ("post", "/api/tutor/messages/{m}/rating"),
]
BODIES = {"patch": {"persona": "quick_explainer"}, "post": {"message": "hi", "rating": "thumbs_up"}}


@pytest.mark.parametrize("who", INTRUDERS)
@pytest.mark.parametrize("method,path", API_CALLS, ids=[f"{m} {p}" for m, p in API_CALLS])
def test_property_24_api_denies_everyone_but_the_owner(world, owned, who, method, path, redteam):
    conversation, reply = owned
    client = Client()
    client.force_login(getattr(world, who))
    url = path.format(c=conversation.pk, m=reply.pk)
    response = getattr(client, method)(url, data=BODIES.get(method, {}), content_type="application/json")
    body = response.content.decode()
    ok = response.status_code in (403, 404) and "SECRET" not in body
    redteam.check("access:api", f"{who} {method} {path}", ok, f"status={response.status_code}")
    assert Message.objects.filter(conversation=conversation).count() == 2


@pytest.mark.parametrize("who", INTRUDERS)
def test_property_24_api_lists_show_nothing_of_others(world, owned, who, redteam):
    client = Client()
    client.force_login(getattr(world, who))
    response = client.get("/api/tutor/conversations")
    redteam.check("access:api_list", who, str(owned[0].pk) not in response.content.decode())


def connect(conversation_id, user, origin=b"http://localhost"):
    client = Client()
    client.force_login(user)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()

    async def go():
        comm = WebsocketCommunicator(application, f"/ws/tutor/{conversation_id}/",
                                     headers=[(b"origin", origin), (b"cookie", cookie), (b"host", b"localhost")])
        connected, code = await comm.connect()
        await comm.disconnect()
        return connected, code

    return async_to_sync(go)()


@pytest.mark.parametrize("who", INTRUDERS)
def test_property_24_socket_refuses_everyone_but_the_owner(world, owned, who, redteam):
    connected, _ = connect(owned[0].pk, getattr(world, who))
    redteam.check("access:websocket", who, not connected)


@pytest.mark.django_db(transaction=True)
def test_socket_refuses_a_foreign_origin(world, owned, redteam):
    connected, _ = connect(owned[0].pk, world.student, origin=b"https://evil.example")
    redteam.check("access:websocket", "foreign origin", not connected)
    assert connect(owned[0].pk, world.student)[0]


PAGES = [
    ("/teacher/courses/{course}/materials/", ["student", "other_student", "other_teacher", "outsider"]),
    ("/teacher/courses/{course}/analytics/", ["student", "other_student", "other_teacher", "outsider"]),
    ("/student/tutor/{c}/", INTRUDERS),
    ("/admin/tutor/conversation/", INTRUDERS),
    ("/admin/tutor/message/", INTRUDERS),
]


@pytest.mark.parametrize("path,intruders", PAGES, ids=[p for p, _ in PAGES])
def test_pages_deny_other_users_and_admin_has_no_conversations(world, owned, path, intruders, redteam):
    for who in intruders:
        client = Client()
        client.force_login(getattr(world, who))
        response = client.get(path.format(course=world.course.pk, c=owned[0].pk))
        body = response.content.decode(errors="replace")
        redteam.check("access:pages", f"{who} {path}", response.status_code in (302, 403, 404)
                      and "SECRET" not in body, f"status={response.status_code}")


# --------------------------------------------------------------------------- abuse limits

def send(client, conversation, text="What is a coefficient?", **extra):
    return client.post(f"/api/tutor/conversations/{conversation.pk}/messages",
                       data={"message": text, **extra}, content_type="application/json")


def test_burst_limit_is_429_with_retry_after(world, conversation, redteam, monkeypatch):
    monkeypatch.setattr(settings, "TUTOR_BURST_PER_MINUTE", 2)
    client = Client()
    client.force_login(world.student)
    for _ in range(2):  # two messages already sent this minute
        limits.burst_check(world.student)
    response = send(client, conversation)
    data = response.json()
    redteam.check("limits:burst", "3rd message in a minute", response.status_code == 429
                  and 1 <= data["extra"]["retry_after"] <= 60 and data["extra"]["reset_at"] and data["message"])


def test_daily_limit_carries_retry_after():
    import datetime as dt

    from django.utils import timezone

    now = timezone.now()
    with pytest.raises(limits.LimitExceeded) as exc:
        limits.check_limits(messages=50, tokens=0, message_limit=50, token_budget=10, now=now)
    assert exc.value.extra["retry_after"] >= 1 and exc.value.extra["reset_at"]
    assert exc.value.extra["retry_after"] <= dt.timedelta(days=1).total_seconds()


def test_unit_quota_counts_typed_prompts_not_offered_suggestions(world, unit, redteam, monkeypatch):
    monkeypatch.setattr(settings, "TUTOR_UNIT_PROMPT_QUOTA", 2)
    conversation = services.conversation_create(user=world.student, course_id=world.course.pk, unit_id=unit.pk)
    for i in range(2):
        assert quotas.unit_quota_gate(user=world.student, conversation_id=conversation.pk, text=f"q{i}", suggested=False)
        quotas.unit_quota_count(user_id=world.student.pk, unit_id=unit.pk, message_id=uuid.uuid4())
    quotas.suggestions_offer(conversation.pk, ["Ask about “Coefficients”"])
    assert quotas.unit_quota_gate(user=world.student, conversation_id=conversation.pk,
                                  text="Ask about “Coefficients”", suggested=True) is None
    blocked = []
    for text, suggested in (("typed again", False), ("not a real suggestion", True)):
        try:
            quotas.unit_quota_gate(user=world.student, conversation_id=conversation.pk, text=text, suggested=suggested)
            blocked.append(False)
        except limits.LimitExceeded as exc:
            blocked.append(exc.code == "unit_quota" and exc.extra["retry_after"] >= 1 and exc.extra["limit"] == 2)
    redteam.check("limits:unit_quota", "typed prompt over quota", blocked[0])
    redteam.check("limits:unit_quota", "forged suggested flag", blocked[1])
    client = Client()
    client.force_login(world.student)
    response = send(client, conversation, "one more")
    assert response.status_code == 429 and response.json()["code"] == "unit_quota"
    assert not Message.objects.filter(conversation=conversation).exists()


# --------------------------------------------------------------------------- payloads and XSS

XSS = load("xss.jsonl")


def dangerous_markup(html: str) -> list[str]:
    """Real tags/attributes (not escaped text) that could run script or change the page."""
    from html.parser import HTMLParser

    found: list[str] = []

    class Parser(HTMLParser):
        def handle_starttag(self, tag, attrs):
            if tag in {"script", "iframe", "object", "embed", "svg", "math", "style", "form", "input", "meta", "body",
                       "details", "base", "link"}:
                found.append(tag)
            for name, value in attrs:
                value = (value or "").strip().lower()
                if name.startswith("on") or name.startswith("hx-") or (
                        name in {"href", "src", "action", "data"} and value.startswith(("javascript:", "data:text"))):
                    found.append(f"{tag}[{name}]")

    Parser().feed(html)
    return found


@pytest.mark.parametrize("row", XSS, ids=ids(XSS))
def test_xss_in_answers_and_questions_is_neutralised(row, redteam):
    html = render_answer(f"Answer [1]. {row['text']}")
    start = render_to_string("tutor/ws/_start.html", {"message_id": uuid.uuid4(), "user_message_id": uuid.uuid4(),
                                                      "user_text": row["text"]})
    own = dangerous_markup(render_to_string("tutor/ws/_start.html", {"message_id": uuid.uuid4(),
                                                                      "user_message_id": uuid.uuid4(), "user_text": "hi"}))
    bad = dangerous_markup(html) + [t for t in dangerous_markup(start) if t not in own]
    redteam.check("xss", row["text"], not bad, str(bad))


MALFORMED = [
    {"message": ""}, {"message": "   "}, {"message": "x" * 2001}, {"message": 42}, {"message": None},
    {"message": ["a"]}, {"message": {"$ne": 1}}, {"message": "ok", "client_message_id": "x" * 65},
    {"message": "ok", "client_message_id": "<script>"}, {"message": "ok", "persona": "evil_persona"},
    {}, {"message": "ok", "suggested": "yes please"},
]


@pytest.mark.parametrize("payload", MALFORMED, ids=[str(p)[:30] for p in MALFORMED])
def test_malformed_and_oversized_payloads_are_rejected_cleanly(world, conversation, payload, redteam):
    client = Client()
    client.force_login(world.student)
    response = client.post(f"/api/tutor/conversations/{conversation.pk}/messages", data=payload,
                           content_type="application/json")
    ok = response.status_code in (400, 422) and "message" in response.json()
    redteam.check("payloads", str(payload)[:40], ok, f"status={response.status_code}")
    assert not Message.objects.filter(conversation=conversation).exists()


@pytest.mark.django_db(transaction=True)
def test_non_json_body_and_socket_garbage_are_rejected(world, conversation, redteam):
    client = Client()
    client.force_login(world.student)
    response = client.post(f"/api/tutor/conversations/{conversation.pk}/messages", data=b"\xff\xfe{not json",
                           content_type="application/json")
    redteam.check("payloads", "binary body", response.status_code == 400)
    cookie = f"sessionid={client.cookies['sessionid'].value}".encode()

    async def go():
        comm = WebsocketCommunicator(application, f"/ws/tutor/{conversation.pk}/",
                                     headers=[(b"origin", b"http://localhost"), (b"cookie", cookie)])
        assert (await comm.connect())[0]
        frames = []
        for garbage in ("not json", "[1,2]", '{"message": ' + '"x"' * 1 + ', "message2": ' + "1" * 5000 + "}",
                        '{"message": "' + "y" * 5000 + '"}'):
            await comm.send_to(text_data=garbage)
            frames.append(await comm.receive_from(timeout=10))
        await comm.disconnect()
        return frames

    frames = async_to_sync(go)()
    redteam.check("payloads", "socket garbage", all('role="alert"' in f for f in frames))
    assert not Message.objects.filter(conversation=conversation).exists()


# --------------------------------------------------------------------------- headers, CSRF, secrets, PII

def test_security_headers(client, redteam):
    response = client.get("/login/", secure=True)
    csp = response["Content-Security-Policy"]
    script_src = re.search(r"script-src ([^;]*)", csp).group(1)
    ok = ("'unsafe-inline'" not in script_src and "frame-ancestors 'none'" in csp
          and response["X-Frame-Options"] == "DENY" and "max-age=" in response.get("Strict-Transport-Security", "")
          and response["X-Content-Type-Options"] == "nosniff")
    redteam.check("headers", "csp/hsts/frame", ok)
    assert settings.SESSION_COOKIE_SECURE and settings.CSRF_COOKIE_SECURE and not settings.DEBUG


def test_forms_refuse_posts_without_csrf_token(world, redteam):
    client = Client(enforce_csrf_checks=True)
    response = client.post("/login/", {"username": "student", "password": "x"})
    redteam.check("csrf", "login", response.status_code == 403)
    client.force_login(world.teacher)
    response = client.post(f"/teacher/courses/{world.course.pk}/materials/upload/", {})
    redteam.check("csrf", "upload", response.status_code == 403)


def test_no_secret_is_committed():
    files = subprocess.run(["git", "ls-files"], cwd=settings.BASE_DIR, capture_output=True, text=True).stdout.split()
    pattern = re.compile(r"sk-[A-Za-z0-9]{20,}|-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----|AKIA[0-9A-Z]{16}|"
                         r"ghp_[A-Za-z0-9]{30,}|xox[bp]-[A-Za-z0-9-]{20,}")
    hits = []
    for name in files:
        path = settings.BASE_DIR / name
        if path.suffix in {".png", ".jpg", ".pdf", ".docx", ".woff", ".woff2", ".ttf", ".ico", ".gz"} or not path.is_file():
            continue
        if pattern.search(path.read_text(errors="ignore")):
            hits.append(name)
    assert hits == []


@pytest.mark.parametrize("text", [
    "mail jane.doe+tutor@uni.example.edu", "call +44 20 7946 0958", "(555) 123-4567", "+1-202-555-0143",
    "06 12 34 56 78", "jane [at] gmail [dot] com", "whatsapp 0049 170 1234567", "ring 020-79460958",
    # shapes a range, a list of values or an IP address could take, which are phone numbers all the same
    "móvil 612 345 678", "llama al 612-345678", "call 2345-6789", "+1.202.555.0143", "(612) 34 56 78",
    # "BC" after a number that does not fall is no span of years
    "call 2345-6789 BC",
    # an equals sign or a decimal elsewhere in the sentence does not make a number a sum or a reading
    "call 020 7946 0958 if x = 2", "tel. 555.123.4567 (cost 0.5 per minute)",
])
def test_pii_is_scrubbed(text, redteam):
    redteam.check("privacy:scrub", text, not re.search(r"\d{3}.?\d{4}|@|\[at\]", privacy.scrub(text)))


def test_numbers_in_course_text_survive_scrubbing():
    for text in ("in 1966", "x = 3.14159", "on 2024-05-01", "192.168.10.200", "3x + 2 = 11",
                 "the remainders read 10011100", "00001101 + 11111001 = 100000110", "0000 1101 0110 1001",
                 "adds 01101011 (107) and 00110110 (54)", "conversation 12345678-5d7b-4c91-bdd0-a918e98a5076",
                 "| 1024-49151 | Registered ports |", "ephemeral ports are 49152-65535",
                 # found quoted as "[phone]" in answers sets 2, 6, 9 and 10 (worked sums, a philosopher's years,
                 # an R vector printed, an address with its prefix, a route with three addresses)
                 "the inflation rate is (156 - 150) / 150 x 100 = 4%", "z = (185 - 170) / 10 = 1.5",
                 "Immanuel Kant (1724-1804), who", "the Nuremberg trials (1945-1946).", "gives 11 22 13 24.",
                 "students$score gives 68 74 59 81", "Host A (192.168.1.20/24) sends",
                 "ip route 0.0.0.0 0.0.0.0 203.0.113.1",
                 # ... and in answers set 14 (an information gain worked in bits)
                 "Gain for the split = 0.971 - 0.690 = 0.281 bits", "12.5 - 3.25 + 1.5",
                 # ... and in answers set 18 (a table of Egypt's kingdoms: spans of years BC fall)
                 "| Middle Kingdom | later 11-12 (and 13) | 2055-1650 BC |", "c. 3100-2686 BC.", "ruled 2686-2181 BCE",
                 # ... and in answers set 21 (a docx table, one row per line: a row's last year, the next row's first)
                 "Struck hardest at children born since 1349\n1369-1370 | The third pestilence",
                 "total 25\n0.5 mL\n1349",
                 # ... and in answers set 35 (an infrared table's wavenumber bands)
                 "| O-H | alcohols | 3230-3550 | strong and broad |", "a C=O stretch at 1680-1750 cm-1",
                 # ... and in answers set 37 and the earlier sets' files (a worked sum's left side before its "=", a
                 # period's years, readings in a row)
                 "ET = P - Q - dS = 900 - 320 - (-10) = 590 mm", "W_dot = 5 * (3230 - 2500) = 3650 kW",
                 "is worth 1,000 / (0.09 - 0.03) = 16,666.67", "Years between = 2010 - 1980 = 30",
                 "Medieval England 1066-1485", "maria 4121 97.0 1.2 python3 train.py", " 494.3934 498.8566"):
        assert privacy.scrub(text) == text


def test_question_pii_never_reaches_the_model_or_the_log(world, indexed, conversation, fake_llm, llm, caplog, redteam):
    from tests.security.test_injection import ask

    ask(world.student, conversation, "What is a coefficient? Email me at jane.doe@uni.example or +44 20 7946 0958",
        provider=llm)
    sent = str([r.body for r in fake_llm.requests])
    redteam.check("privacy:model", "email+phone", "jane.doe@" not in sent and "7946" not in sent)


def test_material_chunks_are_scrubbed_before_embedding(world, django_capture_on_commit_callbacks):
    from materials.models import Chunk
    from tests.tutor.conftest import index_notes

    index_notes(world.course, django_capture_on_commit_callbacks,
                text="# Contact\n\nA coefficient multiplies a variable. Write to prof.x@uni.example or call +1 202 555 0143.")
    text = " ".join(Chunk.objects.filter(course=world.course).values_list("text", flat=True))
    assert "prof.x@" not in text and "555 0143" not in text and "[email]" in text
