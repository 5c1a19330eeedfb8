"""Voice input in a real Chromium: its microphone is fed a spoken question (espeak-ng now, else the
committed clip), MediaRecorder records it, the served page transcribes it with the bundled model,
and the text waits in the message box for the student: nothing is sent until they press Send."""

from __future__ import annotations

import shutil
import subprocess
import wave
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, _require_chromium, screenshot
from tutor import services
from tutor.models import Message

COMMITTED = Path(__file__).resolve().parents[1] / "data" / "voice" / "square_root_of_two.wav"
SPOKEN = "What is the square root of two?"


def padded_clip(folder: Path) -> Path:
    """The spoken question followed by four seconds of silence, so the fake microphone (which loops
    its file) says it once while the page records."""
    source = folder / "spoken.wav"
    espeak = shutil.which("espeak-ng")
    if espeak:
        subprocess.run([espeak, "-v", "en-us", "-s", "140", "-w", str(source), SPOKEN], check=True, timeout=30)
    else:
        shutil.copy(COMMITTED, source)
    with wave.open(str(source)) as clip:
        params, frames = clip.getparams(), clip.readframes(clip.getnframes())
    padded = folder / "microphone.wav"
    with wave.open(str(padded), "wb") as out:
        out.setparams(params)
        out.writeframes(frames + b"\x00" * (params.sampwidth * params.nchannels * params.framerate * 4))
    return padded


@pytest.fixture(scope="module")
def _voice_browser(tmp_path_factory):
    """Chromium whose microphone is the clip and whose permission prompt is answered yes."""
    _require_chromium()
    from playwright.sync_api import sync_playwright

    clip = padded_clip(tmp_path_factory.mktemp("microphone"))
    args = CHROMIUM_ARGS + ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
                            f"--use-file-for-fake-audio-capture={clip}"]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=args, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def voice_page(_voice_browser):
    context = _voice_browser.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    yield page
    context.close()


def test_a_spoken_question_waits_in_the_message_box_until_the_student_sends_it(live_app, voice_page, world):
    page = voice_page
    conv = services.conversation_create(user=world.student, course_id=world.course.pk)
    live_app.login(page, "student")
    page.goto(f"{live_app.url}/student/tutor/{conv.pk}/")
    mic = page.locator("#tutor-mic")
    expect(mic).to_be_enabled()

    mic.click()
    expect(mic).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#voice-status")).to_contain_text("0:03", timeout=15_000)  # the page's own clock
    mic.click()

    confirm = page.locator("#voice-confirm")
    expect(confirm).to_be_visible(timeout=90_000)
    heard = page.locator("#voice-heard").inner_text()
    assert "square root" in heard.lower(), heard
    box = page.locator("#tutor-input")
    assert "\\sqrt{2}" in box.input_value()
    expect(page.locator("#char-count")).not_to_have_text("0 / 2000")
    screenshot(page, "tutor_voice_confirm")
    assert not Message.objects.filter(conversation=conv).exists()  # shown, not sent
    expect(page.locator("article.message--user")).to_have_count(0)

    # Discard puts the box back as it was
    page.locator('[data-action="voice-discard"]').click()
    expect(confirm).to_be_hidden()
    expect(box).to_have_value("")
