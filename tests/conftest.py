"""Shared fixtures: the people every access rule is tested against, and a clean Redis namespace.

Personas (compare healthchecks' alice/bob/charlie): ``student`` and ``other_student`` are enrolled
in ``course`` and ``other_course`` respectively; ``teacher`` teaches ``course``; ``other_teacher``
teaches ``other_course``; ``admin`` administers the institution; ``outsider`` is a student of
another institution enrolled in ``foreign_course``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from django.conf import settings
from hypothesis import settings as hypothesis_settings

# No wall-clock deadline on property tests: a test never asserts a time, and on a shared 2-core machine
# a slow example says nothing about the code.
hypothesis_settings.register_profile("coursetutor", deadline=None)
hypothesis_settings.load_profile("coursetutor")

from courses.models import Enrollment, Role
from materials.models import CourseMaterial
from materials.services import material_create_from_text, material_index
from tests.factories import CourseFactory, InstitutionFactory, make_user


def pytest_collection_modifyitems(config, items):
    """Browser tests run last: they are the slowest, and a failure elsewhere should show first."""
    items.sort(key=lambda item: "/tests/browser/" in str(item.fspath))


# --------------------------------------------------------------------------- pytest-xdist
# `make test` runs the suite on two xdist workers (docs/decisions.md, "Test suite on two workers").
# The red-team tally (tests/security/conftest.py) is counted in the workers; each hands its counts
# to the controller, which prints the one summary a serial run prints.


def _xdist_controller(config) -> bool:
    return getattr(config.option, "numprocesses", None) not in (None, 0) and not hasattr(config, "workerinput")


def pytest_sessionfinish(session, exitstatus):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is None:
        return
    from tests.security import conftest as redteam

    workeroutput["redteam"] = {"tally": {k: list(v) for k, v in redteam._TALLY.items()}, "failed": list(redteam._FAILED)}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """xdist: a worker finished; add its red-team counts to the controller's."""
    sent = getattr(node, "workeroutput", {}).get("redteam")
    if not sent:
        return
    from tests.security import conftest as redteam

    for category, results in sent["tally"].items():
        redteam._TALLY[category].extend(results)
    redteam._FAILED.extend(sent["failed"])


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if _xdist_controller(config):  # the security conftest is loaded only where tests are collected
        from tests.security import conftest as redteam

        redteam.pytest_terminal_summary(terminalreporter, exitstatus, config)


@dataclass
class World:
    institution: object
    other_institution: object
    student: object
    other_student: object
    teacher: object
    other_teacher: object
    admin: object
    superuser: object
    outsider: object
    course: object
    other_course: object
    foreign_course: object


@pytest.fixture
def world(db) -> World:
    inst = InstitutionFactory(name="North College", slug="north")
    other_inst = InstitutionFactory(name="South College", slug="south")
    teacher = make_user("teacher", Role.TEACHER, inst)
    other_teacher = make_user("teacher2", Role.TEACHER, inst)
    student = make_user("student", Role.STUDENT, inst)
    other_student = make_user("student2", Role.STUDENT, inst)
    admin = make_user("admin", Role.ADMIN, inst)
    superuser = make_user("root", None, None, is_superuser=True, is_staff=True)
    outsider = make_user("outsider", Role.STUDENT, other_inst)
    course = CourseFactory(institution=inst, code="ALG101", title="Algebra", teacher=teacher)
    other_course = CourseFactory(institution=inst, code="BIO101", title="Biology", teacher=other_teacher)
    foreign_course = CourseFactory(institution=other_inst, code="HIS101", title="History")
    Enrollment.objects.create(student=student, course=course)
    Enrollment.objects.create(student=other_student, course=other_course)
    Enrollment.objects.create(student=outsider, course=foreign_course)
    return World(inst, other_inst, student, other_student, teacher, other_teacher, admin, superuser, outsider,
                 course, other_course, foreign_course)


@pytest.fixture(scope="session", autouse=True)
def _close_tutor_turn_pool(django_db_setup):
    """Tutor turns served without an outer async_to_sync (websocket tests) run in tutor/workers.py's
    pool, whose threads keep their connections: close them before the test database is dropped."""
    yield
    from tutor import workers

    workers.shutdown()


@pytest.fixture(autouse=True)
def _default_language():
    """Each test starts and ends in the default language. A request served on the test's own thread leaves the
    language its middleware chose active (Django's LocaleMiddleware never deactivates it), and a later test in the same
    worker that calls a service directly then gets its messages translated: a fresh-clone CI run once read "Una unidad no
    puede ser requisito previo de sí misma." where "own prerequisite" was expected."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture(autouse=True)
def _clean_redis_namespace():
    """Tests share one Redis with any running app; they only ever touch their own prefix."""
    yield
    import redis

    client = redis.Redis.from_url(settings.REDIS_URL)
    for key in client.scan_iter(match=f"*{settings.NAMESPACE}*", count=500):
        client.delete(key)


@pytest.fixture(scope="session")
def _served_app(django_db_setup, django_db_blocker, tmp_path_factory):
    """One ``manage.py serve --web-only`` for the session, on the test database and namespace."""
    from tests.served import server_env, start_served_app, stop_served_app

    with django_db_blocker.unblock():
        env = server_env()
    base = tmp_path_factory.mktemp("served")
    app = start_served_app(env, base / "var", base / "serve.log")
    try:
        yield app
    finally:
        stop_served_app(app)


@pytest.fixture
def served_app(_served_app, transactional_db):
    """The served process (data must be committed for it to see: ``transactional_db``)."""
    if _served_app.process.poll() is not None:
        pytest.fail(f"the served process died:\n{_served_app.log_tail()}")
    return _served_app


_PASSAGE_VECTORS: dict[tuple, list] = {}


@pytest.fixture(autouse=True)
def _passage_vectors_computed_once(request, monkeypatch):
    """Hundreds of tests index the same notes to have a course to ask about; the local model gives the
    same vectors for the same batch of passages every time, so outside tests/materials (which test
    indexing itself) a batch is embedded by the real model once per process and reused, keyed by
    its exact texts. Only the unpatched local MiniLM provider is cached: a test that swaps or breaks
    the provider still gets what it set up."""
    if "/tests/materials/" in str(request.node.fspath):
        yield
        return
    from materials import services
    from materials.embeddings import LocalMiniLMProvider, PassageVectors

    real = services.embed_passages
    original_method = LocalMiniLMProvider.__dict__["embed_passages"]

    def embed_passages(provider, texts):
        if type(provider) is not LocalMiniLMProvider or type(provider).__dict__.get("embed_passages") is not original_method \
                or "embed_passages" in vars(provider):
            return real(provider, texts)
        key = (provider.precision, tuple(texts))
        if key not in _PASSAGE_VECTORS:
            _PASSAGE_VECTORS[key] = real(provider, texts)
        return [PassageVectors(list(p.vector), [list(s) for s in p.sentences]) for p in _PASSAGE_VECTORS[key]]

    monkeypatch.setattr(services, "embed_passages", embed_passages)
    yield


@pytest.fixture
def index_text(django_capture_on_commit_callbacks):
    """Create a Markdown material from text and index it synchronously (no queue involved)."""

    def _index(course, title: str, text: str, **kwargs) -> CourseMaterial:
        with django_capture_on_commit_callbacks(execute=False):
            material = material_create_from_text(course=course, title=title, text=text, **kwargs)
        assert material_index(material_id=material.pk, version=material.version) == "indexed"
        material.refresh_from_db()
        return material

    return _index


@pytest.fixture(autouse=True)
def _turn_calls_inline_in_test_transactions(request):
    """A test that keeps its data in an open transaction (the ``db`` fixture) sees it from a turn's
    blocking calls only on its own thread, so those run inline (tutor/workers.py ``inline_calls``).
    Transactional tests, like the served process, use the turn pool as production does."""
    from tutor import workers

    marker = request.node.get_closest_marker("django_db")
    if "transactional_db" in request.fixturenames or (marker is not None and marker.kwargs.get("transaction")):
        yield
        return
    with workers.inline_calls():
        yield
