# labkit — `make report` (the main job), `make test` and `make test-browser`.
# Both create .venv with python3 -m venv and install pinned versions from constraints.txt,
# only when pyproject.toml or constraints.txt changed since the last install.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.labkit-installed
export LABKIT_BACKEND := sim
export PIP_DISABLE_PIP_VERSION_CHECK = 1
export MPLBACKEND = Agg

.PHONY: report test test-browser lab doctor bench constraints clean notebooks

$(STAMP): pyproject.toml constraints.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]' -c constraints.txt
	@touch $(STAMP)

report: $(STAMP)  ## execute every notebook on the simulator and write reports/index.html
	$(BIN)/python -m labkit report --out reports

test: $(STAMP)  ## ruff, then unit + integration tests and strict nbval over notebooks/
	$(BIN)/ruff check --quiet .
	$(BIN)/python -m pytest

test-browser: $(STAMP)  ## JupyterLab and the HTML report in a real browser (Debian's chromium, via Playwright)
	$(BIN)/python -m pytest -o addopts="--import-mode=importlib -p no:cacheprovider" tests/browser

# As root (a container, CI), JupyterLab refuses to start without --allow-root. The approval
# panels wait for a click in JupyterLab, so a LABKIT_AUTO_DECISION from your shell is dropped.
LAB_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)
lab: $(STAMP)  ## JupyterLab on notebooks/ with the project environment
	env -u LABKIT_AUTO_DECISION $(BIN)/jupyter lab $(LAB_ROOT) notebooks/

doctor: $(STAMP)  ## [OK]/[FAIL] per requirement
	$(BIN)/python -m labkit doctor

bench: $(STAMP)  ## speed and memory figures (ratios against a baseline in the same run)
	@for script in benchmarks/bench_*.py; do $(BIN)/python $$script || exit 1; done

constraints: $(STAMP)  ## re-pin every installed package (after changing dependencies)
	$(BIN)/python -m pip freeze --exclude-editable | grep -v '^labkit' > constraints.txt

clean:
	rm -rf $(VENV) reports .pytest_cache

notebooks: $(STAMP)  ## re-execute every notebook in place, top to bottom in a fresh kernel
	$(BIN)/python -m labkit execute notebooks/[0-9][0-9]_*.ipynb
