"""The int8 ONNX build of all-MiniLM-L6-v2 against the torch one: speed, agreement, retrieval quality.

    DEBUG=true .venv/bin/python bench/onnx_minilm.py [--rounds 5] [--passages 320] [--threads 2]
        [--skip-retrieval] [--json out.json]

Both providers (``LocalMiniLMProvider``, torch, at the precision ``EMBEDDING_PRECISION`` resolves to
on this CPU, and ``LocalOnnxMiniLMProvider``, ``EMBEDDING_PROVIDER=local-onnx``) run in this one
process, alternately, so a shared, loaded machine slows both alike; every figure is a median.

* ingestion speed: ``embed_passages`` (passage + sentence vectors, as indexing calls it) over the
  first ``--passages`` chunks of the 300-page benchmark PDF of ``bench/ingest.py``, chunked as
  indexing chunks, with ``--threads`` threads (an indexing worker's count on this machine), the
  two providers alternating for ``--rounds`` rounds (the first one starting alternately);
* query latency: ``embed_query`` of every question in tests/data/eval/*.jsonl with one thread (the
  web process's), the two providers alternating per question, p50/p95;
* agreement: cosine between the two providers' passage and sentence vectors of every chunk of the
  evaluation corpus (tests/data/eval/corpus), and of their query vectors;
* retrieval: ``manage.py evaluate_retrieval`` on each evaluation set, once per provider (a
  subprocess each, ``EMBEDDING_PROVIDER`` set in its environment), scores read from ``--scores``.
  Both use the MiniLM's evidence settings: config/settings.py gives the ONNX build's model name the
  same ``EVIDENCE_*`` values (``MINILM_MODEL_NAMES``), so the refusal figures compare like with like.

Prints the figures as Markdown tables for docs/benchmarks.md. Leaves no data behind (the
evaluation runs roll back).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DEBUG", "true")

EVAL = ROOT / "tests" / "data" / "eval"
SETS = [
    ("own (61)", "questions.jsonl"),
    ("held-out 1 (21)", "heldout_questions.jsonl"),
    ("held-out 2 (36)", "heldout2_questions.jsonl"),
    ("held-out 3 (45)", "heldout3_questions.jsonl"),
    ("held-out 4 (60)", "heldout4_questions.jsonl"),
]
METRICS = ["hit@1", "hit@3", "hit@5", "mrr", "refusal_rate", "false_refusal_rate", "answered_hit@5"]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def chunks_of(data: bytes, filename: str, provider) -> list[str]:
    from materials import extract as extraction
    from materials.chunking import chunk_document

    document = extraction.extract(data, extraction.detect_kind(data, filename))
    return [d.text for d in chunk_document(document, provider.token_counter(), max_tokens=provider.max_tokens)]


def corpus_passages(provider) -> list[str]:
    passages = []
    for path in sorted((EVAL / "corpus").rglob("*")):
        if path.is_file():
            passages.extend(chunks_of(path.read_bytes(), path.name, provider))
    return passages


def pdf_passages(provider, count: int) -> list[str]:
    from ingest import build_pdf

    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "reader.pdf"
        build_pdf(300, pdf)
        return chunks_of(pdf.read_bytes(), "reader.pdf", provider)[:count]


def questions() -> list[str]:
    texts = []
    for path in sorted(EVAL.glob("*questions.jsonl")):
        texts.extend(json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return texts


def speed(providers: dict, passages: list[str], rounds: int, threads: int) -> dict:
    from materials import embeddings

    embeddings.use_threads(threads)
    for provider in providers.values():
        embeddings.embed_passages(provider, passages[:8])  # load and warm up, not timed
    rates: dict[str, list[float]] = {name: [] for name in providers}
    names = list(providers)
    for round_ in range(rounds):
        for name in names if round_ % 2 == 0 else names[::-1]:
            started = time.perf_counter()
            embeddings.embed_passages(providers[name], passages)
            rates[name].append(len(passages) / (time.perf_counter() - started))
            print(f"  round {round_ + 1} {name}: {rates[name][-1]:.1f} passages/s", file=sys.stderr)
    return {name: {"median": statistics.median(r), "all": r} for name, r in rates.items()}


def latency(providers: dict, texts: list[str], passes: int = 2) -> dict:
    from materials import embeddings

    embeddings.use_threads(1)
    for provider in providers.values():
        provider.embed_query("warm up")
    times: dict[str, list[float]] = {name: [] for name in providers}
    names = list(providers)
    for number, text in enumerate(texts * passes):
        for name in names if number % 2 == 0 else names[::-1]:
            started = time.perf_counter()
            providers[name].embed_query(text)
            times[name].append(1000 * (time.perf_counter() - started))
    return {name: {"p50": percentile(t, 0.5), "p95": percentile(t, 0.95), "n": len(t)} for name, t in times.items()}


def agreement(torch_provider, onnx_provider, passages: list[str], texts: list[str]) -> dict:
    import numpy as np

    a = torch_provider.embed_passages(passages)
    b = onnx_provider.embed_passages(passages)
    passage_cos = [float(np.dot(x.vector, y.vector)) for x, y in zip(a, b)]
    sentence_cos = [float(np.dot(s, t)) for x, y in zip(a, b) for s, t in zip(x.sentences, y.sentences)]
    query_cos = [float(np.dot(torch_provider.embed_query(q), onnx_provider.embed_query(q))) for q in texts]
    # Does the ONNX build rank the corpus in the same order for each query? (top-5 overlap)
    pa = np.array([x.vector for x in a])
    pb = np.array([y.vector for y in b])
    overlaps = []
    for q in texts[:120]:
        ta = set(np.argsort(-pa @ np.array(torch_provider.embed_query(q)))[:5])
        tb = set(np.argsort(-pb @ np.array(onnx_provider.embed_query(q)))[:5])
        overlaps.append(len(ta & tb) / 5)

    def summary(values):
        return {"n": len(values), "min": min(values), "p5": percentile(values, 0.05), "median": statistics.median(values)}

    return {"passages": summary(passage_cos), "sentences": summary(sentence_cos), "queries": summary(query_cos),
            "top5_overlap": statistics.mean(overlaps)}


def resident_memory(provider_class: str) -> float:
    """Peak RSS (MB) of a fresh process that loads the provider and embeds one query: what each web
    process pays for the query model."""
    # VmHWM, not ru_maxrss: the latter carries the (large) peak of this parent process across fork.
    code = (
        "import sys; sys.path.insert(0, '.');"
        f"from materials.embeddings import {provider_class} as P; P().embed_query('warm up');"
        "line = next(l for l in open('/proc/self/status') if l.startswith('VmHWM:'));"
        "print(int(line.split()[1]) / 1024)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True)
    return float(result.stdout.strip().splitlines()[-1])


def retrieval(provider_kind: str, questions_file: str) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        scores = Path(folder) / "scores.json"
        command = [sys.executable, "manage.py", "evaluate_retrieval", "--corpus", str(EVAL / "corpus"),
                   "--questions", str(EVAL / questions_file), "--out", str(Path(folder) / "out.jsonl"),
                   "--scores", str(scores)]
        env = {**os.environ, "EMBEDDING_PROVIDER": provider_kind, "DEBUG": "true"}
        subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, text=True, timeout=1800)
        return json.loads(scores.read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--passages", type=int, default=320)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--skip-retrieval", action="store_true")
    parser.add_argument("--json", help="also write every figure as JSON here")
    args = parser.parse_args()

    from materials import embeddings

    torch_provider = embeddings.LocalMiniLMProvider()
    onnx_provider = embeddings.LocalOnnxMiniLMProvider()
    providers = {"torch": torch_provider, "onnx-int8": onnx_provider}
    report: dict = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "machine": f"{platform.machine()} {platform.processor() or ''} nproc={os.cpu_count()} "
                   f"load={os.getloadavg()[0]:.1f}",
        "torch_precision": torch_provider.precision, "native_bf16_cpu": embeddings.cpu_has_native_bf16(),
        "threads": args.threads,
    }
    texts = questions()
    corpus = corpus_passages(torch_provider)
    print(f"agreement on {len(corpus)} corpus passages and {len(texts)} questions", file=sys.stderr)
    report["agreement"] = agreement(torch_provider, onnx_provider, corpus, texts)
    passages = pdf_passages(torch_provider, args.passages)
    print(f"speed: {len(passages)} passages x {args.rounds} rounds", file=sys.stderr)
    report["speed"] = speed(providers, passages, args.rounds, args.threads)
    report["speed"]["passages"] = len(passages)
    print(f"query latency: {len(texts)} questions x 2", file=sys.stderr)
    report["latency"] = latency(providers, texts)
    report["load_after"] = os.getloadavg()[0]
    report["rss_mb"] = {"torch": resident_memory("LocalMiniLMProvider"),
                        "onnx-int8": resident_memory("LocalOnnxMiniLMProvider")}
    if not args.skip_retrieval:
        report["retrieval"] = {}
        for label, file in SETS:
            for kind in ("local", "local-onnx"):
                print(f"evaluate_retrieval {file} with {kind}", file=sys.stderr)
                report["retrieval"].setdefault(label, {})[kind] = retrieval(kind, file)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    print_report(report)


def pooled(by_set: dict) -> dict:
    """The five sets as one: rates over answerable questions weighted by their answerable counts,
    refusal rates by their refusable counts."""
    result = {}
    for kind in ("local", "local-onnx"):
        scores = [by_kind[kind] for by_kind in by_set.values()]
        answerable = sum(s["answerable"] for s in scores)
        refusable = sum(s["refusable"] for s in scores)
        result[kind] = {
            m: sum(s[m] * (s["refusable"] if m == "refusal_rate" else s["answerable"]) for s in scores)
            / (refusable if m == "refusal_rate" else answerable)
            for m in METRICS
        }
    return result


def print_report(r: dict) -> None:
    print(f"{r['date']}, {r['machine']}, torch precision {r['torch_precision']}, {r['threads']} threads for ingestion\n")
    s = r["speed"]
    print("| provider | passages/s (median) | rounds | query p50 ms | query p95 ms |")
    print("|---|---|---|---|---|")
    for name in ("torch", "onnx-int8"):
        rates = ", ".join(f"{x:.1f}" for x in s[name]["all"])
        print(f"| {name} | {s[name]['median']:.1f} | {rates} | {r['latency'][name]['p50']:.1f} | {r['latency'][name]['p95']:.1f} |")
    print(f"\npeak RSS of a process that loads the model and embeds a query: torch {r['rss_mb']['torch']:.0f} MB, "
          f"onnx-int8 {r['rss_mb']['onnx-int8']:.0f} MB")
    print(f"\nspeed-up: {s['onnx-int8']['median'] / s['torch']['median']:.2f}x ingestion, "
          f"{r['latency']['torch']['p50'] / r['latency']['onnx-int8']['p50']:.2f}x query p50")
    a = r["agreement"]
    print("\n| vectors | n | min cosine | 5th percentile | median |")
    print("|---|---|---|---|---|")
    for key in ("passages", "sentences", "queries"):
        v = a[key]
        print(f"| {key} | {v['n']} | {v['min']:.4f} | {v['p5']:.4f} | {v['median']:.4f} |")
    print(f"\ntop-5 overlap of exact vector search over the corpus, first 120 questions: {a['top5_overlap']:.3f}")
    if "retrieval" in r:
        print("\n| set | provider | " + " | ".join(METRICS) + " | largest difference |")
        print("|---|---|" + "---|" * (len(METRICS) + 1))
        for label, by_kind in {**r["retrieval"], "all five (pooled)": pooled(r["retrieval"])}.items():
            diff = max(abs(by_kind["local"][m] - by_kind["local-onnx"][m]) for m in METRICS)
            for kind in ("local", "local-onnx"):
                values = " | ".join(f"{by_kind[kind][m]:.3f}" for m in METRICS)
                print(f"| {label} | {kind} | {values} | {diff:.3f} |" if kind == "local-onnx" else f"| {label} | {kind} | {values} | |")


if __name__ == "__main__":
    main()
