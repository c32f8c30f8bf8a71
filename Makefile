# Papershelf: `make run` opens the app, `make test` runs the whole suite.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TSTAMP := $(VENV)/.installed-test

.PHONY: run test lint pytest bench package clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(TSTAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(STAMP)

## run: create .venv, install, open the app (a new default library starts with the sample list)
run: $(STAMP)
	$(BIN)/papershelf $(ARGS)

## test: create .venv with test extras, then lint, type-check and run every test offscreen
test: $(TSTAMP) lint pytest

lint: $(TSTAMP)
	$(BIN)/ruff check desktop tests bench
	$(BIN)/ruff format --check desktop tests bench
	$(BIN)/mypy

pytest: $(TSTAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest $(PYTEST_ARGS)

## bench: measure speed (not part of test); figures go to bench/results/
bench: $(TSTAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run.py $(SUITES)

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
