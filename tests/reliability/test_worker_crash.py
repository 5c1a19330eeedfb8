"""kill -9 of the Celery worker in the middle of indexing a large PDF: after a new worker starts,
the material ends indexed, with exactly the chunks one clean run gives (none missing, none twice),
having been shown as "resuming after an interruption" on the way."""

from __future__ import annotations

import random

import pytest

from materials.embeddings import get_embedding_provider
from materials.extract import extract
from materials.models import Chunk, CourseMaterial, MaterialStatus
from materials.services import _chunk_runs, material_upload
from tests.reliability.processes import kill_9, start_worker, stop, wait_until
from tests.reliability.report import record
from tests.served import server_env

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

WORDS = ("slope gradient line intercept vector matrix equation variable function graph axis point change rate "
         "linear quadratic root solve factor term coefficient constant value table plot rise run steep").split()


def large_pdf(pages: int, seed: int = 21) -> bytes:
    """A text PDF of ``pages`` pages of varied sentences (fpdf2, no network)."""
    from fpdf import FPDF

    rng = random.Random(seed)
    pdf = FPDF()
    pdf.set_font("Helvetica", size=10)
    for page in range(pages):
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 14)
        pdf.cell(0, 8, f"Section {page + 1}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", size=10)
        for _ in range(6):
            sentences = [" ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 16))).capitalize() + "."
                         for _ in range(5)]
            pdf.multi_cell(0, 5, " ".join(sentences))
            pdf.ln(2)
    return bytes(pdf.output())


def test_kill_9_of_the_worker_mid_indexing_resumes_with_the_right_chunks(world, transactional_db, tmp_path):
    data = large_pdf(60)
    provider = get_embedding_provider()
    expected = len(_chunk_runs(extract(data, "pdf"), provider.token_counter(), min(500, provider.max_tokens),
                               "lecture_notes"))
    env = {**server_env(), "MATERIAL_HEARTBEAT_TIMEOUT_SECONDS": "6", "MATERIAL_SWEEP_SECONDS": "2"}
    first = start_worker(env, tmp_path / "w1", tmp_path / "worker1.log")
    second = None
    try:
        material = material_upload(user=world.teacher, course=world.course, filename="big.pdf", data=data)

        def embedding():
            material.refresh_from_db()
            assert material.status != MaterialStatus.FAILED, material.error
            return material.status == MaterialStatus.PROCESSING and material.stage == "embed"

        wait_until(embedding, timeout=240, what="the first worker to start embedding")
        kill_9(first)
        material.refresh_from_db()
        assert material.status == MaterialStatus.PROCESSING and material.chunk_count == 0
        assert not Chunk.all_objects.filter(material=material).exists()

        second = start_worker(env, tmp_path / "w2", tmp_path / "worker2.log")
        wait_until(lambda: CourseMaterial.objects.get(pk=material.pk).interruptions >= 1, timeout=120,
                   what="the sweep to resume the material")
        done = wait_until(
            lambda: (m := CourseMaterial.objects.get(pk=material.pk)).status in (MaterialStatus.INDEXED, MaterialStatus.FAILED) and m,
            timeout=300, what="the resumed indexing to finish")
    finally:
        stop(first)
        if second is not None:
            stop(second)
    log = (tmp_path / "worker2.log").read_text(errors="replace")[-3000:]
    assert done.status == MaterialStatus.INDEXED, f"{done.error}\n{log}"
    assert done.interruptions == 1
    indexes = list(Chunk.all_objects.filter(material=done).order_by("index").values_list("index", flat=True))
    assert indexes == list(range(expected)) and done.chunk_count == expected
    record("worker_kill", done="kill -9 of the Celery worker (process group) while it embedded a 60-page PDF; "
                               "a new worker started",
           expected="resumed by the heartbeat within two minutes, shown as resuming; indexed with exactly the "
                    "chunks of a clean run",
           happened=f"resumed once (interruptions {done.interruptions}); indexed with chunks 0..{expected - 1}, "
                    "none missing, none twice", messages_lost=0, materials_stuck=0, chunks=expected)
