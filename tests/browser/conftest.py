"""Browser tests: Debian's Chromium driven by Playwright against a real Daphne on the test database.

``live_app`` starts Daphne (HTTP + websockets) once per session in a subprocess pointed at the test
database, the same Redis namespace and production-shaped settings; tests create their data with
``transactional_db`` so the server sees it. ``live_worker`` adds a real Celery worker when a test
needs background indexing. ``page`` is a fresh browser context per test.

Without /usr/bin/chromium the tests skip on a laptop; with CI=true they fail instead.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.served import free_port, server_env  # server_env is re-exported: other tests import it from here

# Playwright's sync API keeps an event loop running in the test thread; the test's own ORM calls are
# still synchronous, so Django's async-safety guard would misfire (Django documents this switch).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
]


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


def _require_chromium() -> None:
    if Path(CHROMIUM).exists():
        return
    message = f"Chromium not found at {CHROMIUM} (apt-get install -y chromium)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message + ": browser tests cannot be skipped in CI.")
    pytest.skip(message)


@dataclass
class LiveApp:
    url: str
    process: subprocess.Popen
    log: Path
    fake: object = None  # the model server, for a live app that answers with one

    def login(self, page, username: str, password: str = "pass-word-123") -> None:
        page.goto(f"{self.url}/login/")
        page.fill("#id_username", username)
        page.fill("#id_password", password)
        page.click("button[type=submit]")
        page.wait_for_load_state("networkidle")


def _wait_until_up(url: str, process: subprocess.Popen, log: Path, timeout: float = 60) -> None:
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited early:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/login/", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the server did not answer in {timeout} s:\n{log.read_text()[-3000:]}")


def _daphne(env: dict, log: Path):
    """Start Daphne with ``env`` and yield the running ``LiveApp``; stop it afterwards."""
    port = free_port()
    with open(log, "w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
    app = LiveApp(url=f"http://127.0.0.1:{port}", process=process, log=log)
    try:
        _wait_until_up(app.url, process, log)
        yield app
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def _live_server(django_db_setup, django_db_blocker, tmp_path_factory):
    _require_chromium()
    with django_db_blocker.unblock():
        env = server_env()
    yield from _daphne(env, tmp_path_factory.mktemp("daphne") / "daphne.log")


@pytest.fixture(scope="module")
def _live_server_with_model(django_db_setup, django_db_blocker, tmp_path_factory):
    """A second Daphne whose tutor answers with a model: the local OpenAI-compatible test server,
    started here (``.fake`` scripts its replies)."""
    _require_chromium()
    from tests.fakes.openai_server import FakeOpenAI

    with django_db_blocker.unblock():
        env = server_env()
    with FakeOpenAI() as fake:
        env.update({"ANSWER_PROVIDER": "openai", "LLM_BASE_URL": fake.base_url, "LLM_API_KEY": "test",
                    "LLM_MODEL": "fake-chat", "LLM_FALLBACK_MODEL": "", "TUTOR_MODERATION": "false"})
        for app in _daphne(env, tmp_path_factory.mktemp("daphne-model") / "daphne.log"):
            app.fake = fake
            yield app


@pytest.fixture
def live_app_with_model(_live_server_with_model, transactional_db) -> LiveApp:
    _live_server_with_model.fake.reset()
    return _live_server_with_model


@pytest.fixture
def live_app(_live_server, transactional_db) -> LiveApp:
    return _live_server


@pytest.fixture
def live_worker(live_app, tmp_path):
    """A real Celery worker subprocess on the test database (for indexing in browser tests)."""
    log = tmp_path / "worker.log"
    with open(log, "w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo", "--loglevel", "INFO"],
            cwd=ROOT, env=server_env(), stdout=out, stderr=subprocess.STDOUT,
        )
    try:
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


# Module scope: Playwright's sync API runs an event loop in the test thread for as long as it is
# open, which would break async tests (websocket consumers) collected after the browser tests.
@pytest.fixture(scope="module")
def _browser():
    _require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(_browser):
    context = _browser.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def phone_page(_browser):
    context = _browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    yield page
    context.close()


def screenshot(page, name: str) -> Path:
    """Save a screenshot under docs/screenshots/ (committed, and looked at)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.mouse.wheel(0, -100_000)  # back to the top, so the sticky header sits where a person sees it
    page.screenshot(path=str(path), full_page=True)
    return path
