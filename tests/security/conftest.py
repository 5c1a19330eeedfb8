"""Red-team suite fixtures: hostile inputs from ``data/*.jsonl``, a tally of what was blocked, and a
summary line at the end of the session ("red-team: N hostile inputs, N blocked, 0 leaked").

Every hostile input goes through ``redteam.check(category, name, blocked)``: the outcome is
tallied first, then asserted, so a failure still shows up in the summary as "not blocked".
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from courses.models import Assignment, Unit
from tests.fakes.openai_server import FakeOpenAI
from tests.tutor.conftest import index_notes
from tutor import services
from tutor.providers.openai_compat import OpenAICompatProvider

DATA = Path(__file__).parent / "data"
CANARY = "PWNED"

_TALLY: dict[str, list[bool]] = defaultdict(list)
_FAILED: list[str] = []


def load(name: str) -> list[dict]:
    with (DATA / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def ids(rows: list[dict], key: str = "text") -> list[str]:
    return [f"{i:02d}-{str(r[key])[:30]}" for i, r in enumerate(rows)]


class RedTeam:
    def check(self, category: str, name: str, blocked: bool, detail: str = "") -> None:
        _TALLY[category].append(bool(blocked))
        if not blocked:
            _FAILED.append(f"{category}: {name} {detail}".strip())
        assert blocked, f"[{category}] not blocked: {name} {detail}"


@pytest.fixture
def redteam() -> RedTeam:
    return RedTeam()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not _TALLY:
        return
    total = sum(len(v) for v in _TALLY.values())
    blocked = sum(sum(v) for v in _TALLY.values())
    terminalreporter.section("red-team")
    for category in sorted(_TALLY):
        results = _TALLY[category]
        terminalreporter.write_line(f"  {category:<22} {sum(results):>4} / {len(results):<4} blocked")
    terminalreporter.write_line(f"red-team: {total} hostile inputs, {blocked} blocked, {total - blocked} leaked")
    for line in _FAILED[:20]:
        terminalreporter.write_line(f"  NOT BLOCKED {line}")


# --------------------------------------------------------------------------- shared fixtures

@pytest.fixture
def fake_llm():
    with FakeOpenAI() as fake:
        yield fake


@pytest.fixture
def llm(fake_llm):
    async def no_sleep(seconds: float) -> None:
        return None

    return OpenAICompatProvider(base_url=fake_llm.base_url, api_key="test", model="fake-chat", timeout=5.0,
                                sleep=no_sleep, retry_delays=())


@pytest.fixture
def indexed(world, django_capture_on_commit_callbacks):
    index_notes(world.course, django_capture_on_commit_callbacks)
    return world.course


@pytest.fixture
def graded(world):
    return Assignment.objects.create(course=world.course, title="Problem Set 1: Linear equations",
                                     description="Solve the five equations.", graded=True)


@pytest.fixture
def essay(world):
    return Assignment.objects.create(course=world.course, title="Essay on quadratic functions",
                                     description="Write 800 words.", graded=True)


@pytest.fixture
def conversation(world):
    return services.conversation_create(user=world.student, course_id=world.course.pk)


@pytest.fixture
def unit(world):
    return Unit.objects.create(course=world.course, code="U1", title="Linear equations")
