"""An LTI platform in the test process, registered with the tool served on a real socket."""

from __future__ import annotations

import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests

from courses.models import Role
from lti.models import Deployment, Platform
from tests.factories import InstitutionFactory
from tests.served import ROOT, free_port, server_env, share_bank_cache
from tests.lti.oidc_provider import OidcProvider
from tests.lti.platform import INSTRUCTOR, LEARNER, Person, TestPlatform


@dataclass
class Served:
    url: str
    process: subprocess.Popen
    log: Path


@pytest.fixture(scope="session")
def oidc_provider():
    provider = OidcProvider().start()
    yield provider
    provider.stop()


@pytest.fixture(scope="session")
def _lti_served(django_db_setup, django_db_blocker, tmp_path_factory, oidc_provider):
    """The tool served by Daphne on a free port, on the test database. LTI needs no embedding
    model, so this skips ``manage.py serve``'s preloading (minutes on a busy machine)."""
    with django_db_blocker.unblock():
        env = {**server_env(), **oidc_provider.env(SSO_EMAIL_DOMAINS="north.example=north-sso")}
    port = free_port()
    log = tmp_path_factory.mktemp("lti-served") / "daphne.log"
    share_bank_cache(log.parent)
    process = subprocess.Popen([sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port),
                                "config.asgi:application"], cwd=ROOT, env={**env, "COURSETUTOR_VAR_DIR": str(log.parent)},
                               stdout=log.open("w"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):  # bounded: 300 s
        if process.poll() is not None:
            pytest.fail("daphne exited:\n" + log.read_text()[-3000:])
        try:
            requests.get(url + "/lti/jwks/", timeout=10)
            break
        except requests.ConnectionError:
            time.sleep(0.5)
    else:
        process.kill()
        pytest.fail("daphne did not answer:\n" + log.read_text()[-3000:])
    yield Served(url=url, process=process, log=log)
    process.terminate()
    process.wait(timeout=30)


@pytest.fixture
def served_tool(_lti_served, transactional_db) -> Served:
    if _lti_served.process.poll() is not None:
        pytest.fail("the served tool died:\n" + _lti_served.log.read_text()[-3000:])
    return _lti_served


@pytest.fixture(scope="module")
def lms():
    platform = TestPlatform().start()
    yield platform
    platform.stop()


@dataclass
class Registered:
    lms: TestPlatform
    platform: Platform
    url: str

    def session(self) -> requests.Session:
        return requests.Session()


def register(lms: TestPlatform, institution) -> Platform:
    platform = Platform.objects.create(
        name="North Canvas", institution=institution, issuer=lms.issuer, client_id=lms.client_id,
        auth_login_url=lms.url + "/auth", access_token_url=lms.url + "/token", jwks_url=lms.url + "/jwks")
    Deployment.objects.create(platform=platform, deployment_id=lms.deployment_id)
    return platform


@pytest.fixture
def registered(lms, served_tool) -> Registered:
    """The platform registered for a fresh institution; the tool is the served process."""
    lms.tool_url = served_tool.url
    lms.state.__init__()
    institution = InstitutionFactory(name="North College", slug="north-lti")
    return Registered(lms=lms, platform=register(lms, institution), url=served_tool.url)


TEACHER_PERSON = Person(sub="t-100", name="Tess Teacher", email="tess@north.example", roles=[INSTRUCTOR])
LEARNER_PERSON = Person(sub="s-200", name="Sam Student", email="sam@north.example", roles=[LEARNER])
ROLE_BY_PERSON = {TEACHER_PERSON.sub: Role.TEACHER, LEARNER_PERSON.sub: Role.STUDENT}
