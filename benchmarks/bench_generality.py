"""Generality benchmark: does the simulated model behave like a competent model on domains, tools
and phrasings it has never seen?

Runs every case of `benchmarks/generality/cases_*.py` (tune, dev, holdout and the eighteen fresh parts A–S; there is no fresh E: its file was lost before it landed) on five drivers
(Chat and Responses hand loops, the Agents SDK on both APIs) against one `labkit.sim` server and
prints pass rates by category, driver, domain and feature, and the unrequested actions.

    .venv/bin/python benchmarks/bench_generality.py [--part tune|dev|holdout|fresh_a|…|fresh_s|all] [--driver NAME]...
        [--case ID]... [--failures] [--holdout-details] [--json PATH]

The code lives in `benchmarks/generality/runner.py` (`run(...) -> Report` for tests).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.generality.runner import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
