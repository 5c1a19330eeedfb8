# CourseTutor: two commands. `make run` serves the app on its embedded default; `make test` runs the suite.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -ec
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: run test install clean-var messages

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@echo "Installing CourseTutor and its dependencies into $(VENV) (first run takes a few minutes)..."
	@{ $(PY) -m pip install --disable-pip-version-check -q -e '.[dev]' 2>&1; } | { grep -v '^WARNING: Location' || true; }
	@rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

run: install
	@DEBUG=$${DEBUG:-true} $(PY) manage.py serve

# Two xdist workers, one per core, the suite split by module (docs/decisions.md, "Test suite on two
# workers" and "The embedded PostgreSQL's connection limit"); TEST_WORKERS=0 runs it in one process.
TEST_WORKERS ?= 2
test: install
	@$(PY) -m pytest -n $(TEST_WORKERS) --dist loadscope $(PYTEST_ARGS)

# After wrapping new strings: refresh locale/es/LC_MESSAGES/django.po, translate the new entries, then
# run this again to compile django.mo (needs GNU gettext's msgfmt; the compiled .mo is committed, so
# `make run` never needs it).
messages: install
	@$(PY) manage.py makemessages -l es --no-obsolete --no-wrap --ignore=.venv --ignore=var --ignore=tests --ignore=docs --ignore=bench --ignore=devtools
	@$(PY) manage.py compilemessages -l es --ignore=.venv

clean-var:
	rm -rf var
