# CourseTutor: two commands. `make run` serves the app on its embedded default; `make test` runs the suite.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -ec
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: run test install clean-var

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	@echo "Installing CourseTutor and its dependencies into $(VENV) (first run takes a few minutes)..."
	@{ $(PY) -m pip install --disable-pip-version-check -q -e '.[dev]' 2>&1; } | { grep -v '^WARNING: Location' || true; }
	@rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

run: install
	@DEBUG=$${DEBUG:-true} $(PY) manage.py serve

test: install
	@$(PY) -m pytest $(PYTEST_ARGS)

clean-var:
	rm -rf var
