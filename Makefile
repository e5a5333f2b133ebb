# Tabletop: `make play` to play, `make test` to check everything. See README.md.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
# One step at a time: the steps share the setup stamps (and 2 cores are busy enough with one).
.NOTPARALLEL:

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
VPY := $(VENV)/bin/python
# Extra pytest arguments, e.g. `make unit ARGS="-k auction -x"` or `ARGS=tests/test_match.py`
# (without a path, unit and pyodide-test collect tests/, e2e collects e2e/).
ARGS ?=

NODE_STAMP := node_modules/.tabletop-stamp
VENDOR_STAMP := vendor/.stamp
VENV_STAMP := $(VENV)/.stamp
PYODIDE_SITE := build/pyodide-site
PYODIDE_SITE_STAMP := $(PYODIDE_SITE)/.stamp

.PHONY: help play serve bundle runtime site bench sweep pyodide-wheel venv chromium firefox webkit test lint unit \
	pyodide-test e2e clean distclean

help:
	@echo "make play          set up the runtime, build the bundle, serve on http://127.0.0.1:$(PORT)/"
	@echo "make test          lint + unit tests + engine tests in Pyodide + browser tests"
	@echo "make lint | unit | pyodide-test | e2e    one step of 'make test' (ARGS=... for pytest)"
	@echo "make site          build/site/: exactly what a static host (GitHub Pages) serves"
	@echo "make bench         the performance budget, one table (boot, paint, clicks, payload, engine)"
	@echo "make sweep         the one-screen table checked at many decisions, every game, size and player count"
	@echo "make clean         remove build/, vendor/ and caches (distclean: also node_modules, .venv)"

# ---- runtime: node_modules + vendor/ ---------------------------------------------------------
# npm ci when node_modules is missing or older than the lock (its postinstall vendors too);
# vendor/ alone is re-made from node_modules when it is missing.
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# vendor.mjs also precompiles Pyodide's stdlib to bytecode, inside Pyodide under Node (pycompile.mjs).
$(VENDOR_STAMP): $(NODE_STAMP) tools/vendor.mjs tools/pycompile.mjs
	node tools/vendor.mjs
	@touch $@

runtime: $(VENDOR_STAMP)

bundle:
	@$(PYTHON) tools/build_bundle.py

play: runtime bundle
	$(PYTHON) tools/serve.py $(PORT)

serve: play

# The folder to publish (GitHub Pages: .github/workflows/pages.yml); relative URLs only.
site: runtime
	$(PYTHON) tools/build_site.py

# Optional, needs the internet (pyodide-build downloads its cross-build environment): the engine
# as a wheel for other Pyodide pages (micropip). Not used by play, test or site.
pyodide-wheel:
	@test -x .venv-pyodide/bin/pyodide || { $(PYTHON) -m venv .venv-pyodide && \
		.venv-pyodide/bin/pip install -q pyodide-build "wheel<0.46"; }
	.venv-pyodide/bin/pyodide build . --outdir build/dist

# One table, measured in one run on this machine (takes a few minutes; keep the machine quiet).
bench: site venv chromium
	$(VPY) tools/bench.py $(ARGS)

# ---- Python tooling ----------------------------------------------------------------------------
$(VENV_STAMP): pyproject.toml
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q -e '.[test]'
	@touch $@

venv: $(VENV_STAMP)

# Pure-Python pytest and hypothesis (the venv's versions) and their deps, for the run inside Pyodide.
$(PYODIDE_SITE_STAMP): $(VENV_STAMP)
	rm -rf $(PYODIDE_SITE)
	$(VPY) -m pip install -q --target $(PYODIDE_SITE) --only-binary=:all: --no-compile \
		"pytest==$$($(VPY) -c 'import pytest; print(pytest.__version__)')" \
		"hypothesis==$$($(VPY) -c 'import hypothesis; print(hypothesis.__version__)')"
	@touch $@

# Debian's Chromium if present; apt as root; Playwright's own download only as a last resort.
chromium: $(VENV_STAMP)
	@if [ -x /usr/bin/chromium ]; then \
		:; \
	elif [ "$$(id -u)" = 0 ]; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	else \
		$(VENV)/bin/playwright install chromium; \
	fi

# The other engines' smoke tests (e2e/test_engines.py): Debian's Firefox ESR (driven by npm
# puppeteer-core, a devDependency) and WebKitGTK's MiniBrowser with its WebDriver under xvfb (driven by
# Selenium). Installed with apt as root; elsewhere the tests say they are skipped and why.
firefox:
	@if [ -x /usr/bin/firefox-esr ]; then \
		:; \
	elif [ "$$(id -u)" = 0 ]; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y firefox-esr; \
	else \
		echo "firefox-esr is not installed (as root: apt-get install firefox-esr); its smoke test is skipped"; \
	fi

webkit:
	@if [ -x /usr/bin/WebKitWebDriver ] && command -v xvfb-run >/dev/null; then \
		:; \
	elif [ "$$(id -u)" = 0 ]; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y webkit2gtk-driver xvfb; \
	else \
		echo "WebKitGTK is not installed (as root: apt-get install webkit2gtk-driver xvfb); its smoke test is skipped"; \
	fi

# ---- checks ------------------------------------------------------------------------------------
test: lint unit pyodide-test e2e

lint: $(VENV_STAMP)
	$(VENV)/bin/ruff check .

unit: $(VENV_STAMP)
	$(VPY) -m pytest -o testpaths=tests $(ARGS)

# Then the page's archives (build/app.zip, build/games/, build/stdlib.zip) checked inside Pyodide: every
# module of the app and every stdlib module listed imports from them (tools/bundles_check.mjs).
pyodide-test: $(VENDOR_STAMP) $(PYODIDE_SITE_STAMP)
	node tools/pyodide_pytest.mjs $(ARGS)
	$(PYTHON) tools/build_bundle.py --quiet
	node tools/bundles_check.mjs

e2e: $(VENDOR_STAMP) $(VENV_STAMP) chromium firefox webkit
	$(VPY) -m pytest -o testpaths=e2e $(ARGS)

# The one-screen check of the browser tests at many more decisions: each game at its fewest and most
# players, at the four sizes (make test samples a few decisions of each; this takes about 20 minutes).
sweep: $(VENDOR_STAMP) $(VENV_STAMP) chromium
	TABLETOP_SWEEP=1 $(VPY) -m pytest -o testpaths=e2e e2e/test_one_screen.py $(ARGS)

# ---- housekeeping ------------------------------------------------------------------------------
clean:
	rm -rf build vendor vendor.tmp test-results .pytest_cache .ruff_cache
	find . -name __pycache__ -type d -not -path './node_modules/*' -not -path './$(VENV)/*' -prune \
		-exec rm -rf {} +

distclean: clean
	rm -rf node_modules $(VENV) .venv-pyodide
