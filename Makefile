# Papershelf: `make run` opens the app, `make test` runs lint and the suite (`make slow`: the
# tests marked slow; CI runs both).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TSTAMP := $(VENV)/.installed-test
PSTAMP := $(VENV)/.installed-package

.PHONY: run test lint pytest slow fuzz e2e bench package smoke clean i18n

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(TSTAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@ $(STAMP)

$(PSTAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[package]'
	touch $@ $(STAMP)

# The window loads compiled catalogs (.qm, built, never committed): compiled again when a .ts changes.
CATALOGS := $(filter-out %_en_XA.ts,$(wildcard resources/i18n/papershelf_*.ts))
QMSTAMP  := resources/i18n/.compiled

$(QMSTAMP): $(CATALOGS) | $(STAMP)
	$(BIN)/python -m papershelf.i18n.build compile
	touch $@

## run: create .venv, install, open the app (a new default library starts with the sample list)
run: $(STAMP) $(QMSTAMP)
	$(BIN)/papershelf $(ARGS)

## test: create .venv with test extras, then lint, type-check and run every test not marked
## slow, offscreen (about 12 minutes on two cores; `make slow` about 8)
test: $(TSTAMP) lint pytest

lint: $(TSTAMP)
	$(BIN)/ruff check desktop tests bench packaging e2e packaging/papershelf.spec
	$(BIN)/ruff format --check desktop tests bench packaging e2e packaging/papershelf.spec
	$(BIN)/mypy
	$(BIN)/mypy e2e/run.py e2e/oracle.py e2e/new_user.py e2e/keyboard_only.py
	PYTHONPATH=desktop $(BIN)/lint-imports
	$(BIN)/vulture

# Two worker processes (CI's machine has two cores); a file's tests run in one of them, so a
# module's fixtures are made once. `make pytest PYTEST_WORKERS=0` runs in this process.
PYTEST_WORKERS ?= 2
pytest: $(TSTAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile -m "not slow" $(PYTEST_ARGS)

## slow: the tests marked slow (TeX Live's every .bib, files over 512 MB, killed processes,
## hostile servers' deadlines, the fuzz campaign's short pass); CI runs them after `make test`
slow: $(TSTAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile -m slow $(PYTEST_ARGS)

## fuzz: the whole hostile-input campaign of issue 30 (`make slow` runs a short pass of it)
fuzz: $(TSTAMP)
	PAPERSHELF_FUZZ_EXAMPLES=150 QT_QPA_PLATFORM=offscreen $(BIN)/pytest tests/fuzz/test_hostile_campaign.py \
		tests/fuzz/test_hostile_services.py

## e2e: the real app on a virtual X screen, driven by xdotool; screenshots in e2e/shots/
e2e: $(TSTAMP)
	xvfb-run -a -s "-screen 0 1600x1000x24" $(BIN)/python e2e/run.py

## bench: measure speed (not part of test); figures go to bench/results/
bench: $(TSTAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run.py $(SUITES)

## i18n: refresh resources/i18n/*.ts from the code (pyside6-lupdate), then compile them
i18n: $(STAMP)
	PYTHONPATH=desktop $(BIN)/python -m papershelf.i18n.build update
	PYTHONPATH=desktop $(BIN)/python -m papershelf.i18n.build compile

## package: build the one-folder app in dist/Papershelf/ with PyInstaller (packaging/papershelf.spec)
package: $(PSTAMP)
	$(BIN)/python packaging/build.py

## smoke: run the built app (not the source) offscreen on a new home: CLI round trip, GUI first paint
smoke: | $(BIN)/python
	$(BIN)/python packaging/smoke.py $(SMOKE_ARGS)

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
