"""Every name, id and date labkit depends on, defined once.

Notebooks and modules import these constants instead of re-typing them, so a retired model id or
a new price date is a one-line change here.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

# --- Models -------------------------------------------------------------------------------
#: The model the lessons use by default: cheap, fast, supports tools and structured output.
DEFAULT_MODEL = "gpt-4.1-mini"
#: A second model for comparisons (a reasoning model, so reasoning tokens show up).
COMPARISON_MODEL = "gpt-5-mini"
#: The models the comparison report sweeps over.
REPORT_MODELS = ("gpt-4.1-mini", "gpt-5-mini")

# --- Prices -------------------------------------------------------------------------------
#: Prices are time-versioned in genai-prices; every cost is computed at this date so the same
#: tokens cost the same dollars tomorrow.
PRICE_DATE = datetime(2026, 11, 1, tzinfo=UTC)

# --- Simulator ----------------------------------------------------------------------------
SIM_HOST = "127.0.0.1"
SIM_PORT = 8765
SIM_SEED = 0
#: The key the simulator accepts when no real key is involved. It is not a secret.
SIM_API_KEY = "sk-labkit-sim"

# --- Environment variables ----------------------------------------------------------------
ENV_API_KEY = "OPENAI_API_KEY"
ENV_BASE_URL = "OPENAI_BASE_URL"
#: "sim" (default) | "openai" | "compatible" (any OpenAI-compatible server at OPENAI_BASE_URL)
#: | "record" (a live upstream, every exchange written to $LABKIT_CASSETTES) | "replay" (answers from them).
ENV_BACKEND = "LABKIT_BACKEND"
#: Where labkit keeps caches (token vocabularies). Default: ~/.cache/labkit.
ENV_CACHE_DIR = "LABKIT_CACHE_DIR"
#: Headless decision for approval widgets: "approve" | "reject". Set by the RUNNER of a headless
#: run (nbval through conftest.py, `labkit execute` and `make report` through `labkit.report`),
#: never by a notebook; unset, empty or anything else decides nothing (a panel waits for a click).
ENV_AUTO_DECISION = "LABKIT_AUTO_DECISION"
#: The decision headless runners give: the committed notebook outputs show the approved path.
HEADLESS_DECISION = "approve"

#: The cassette folder of the `record` and `replay` backends (see `labkit.replay`).
ENV_CASSETTES = "LABKIT_CASSETTES"

BACKENDS = ("sim", "openai", "compatible", "record", "replay")
#: The key a client sends to labkit's local proxy (the proxy sends the upstream's own key). Not a secret.
PROXY_API_KEY = "labkit-local-proxy"
OPENAI_BASE_URL = "https://api.openai.com/v1"

#: The repository root, when labkit runs from a checkout (used by doctor and the report).
REPO_ROOT = Path(__file__).resolve().parent.parent


def env(name: str, default: str | None = None) -> str | None:
    """The value of an environment variable, with empty strings treated as unset."""
    value = os.environ.get(name, "")
    return value if value.strip() else default


def headless_environment(backend: str = "sim") -> dict[str, str]:
    """The environment a headless runner gives a notebook's kernel: this process's, with the
    headless approval decision (`ENV_AUTO_DECISION=HEADLESS_DECISION`) and the backend (default
    the simulator)."""
    return {**os.environ, ENV_AUTO_DECISION: HEADLESS_DECISION, ENV_BACKEND: backend}


def cache_dir() -> Path:
    """The directory labkit caches into (`$LABKIT_CACHE_DIR` or `~/.cache/labkit`)."""
    configured = env(ENV_CACHE_DIR)
    return Path(configured) if configured else Path.home() / ".cache" / "labkit"


def mask_key(key: str | None) -> str:
    """A key shown safely: its prefix and last four characters, never the whole key."""
    if not key:
        return "(none)"
    if len(key) <= 8:
        return "****"
    return f"{key[:3]}…{key[-4:]}"
