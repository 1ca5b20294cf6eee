"""Model profiles: what the simulator pretends each model id is like.

The latency figures (`ttft_ms`, `prefill_tokens_per_s`, `decode_tokens_per_s`) are modelled,
illustrative figures chosen to be plausible relative to each other (bigger models are slower,
"nano" models the fastest, reasoning models start later); they are NOT measurements of the real
API. Context windows and output limits follow the public model pages. `created` values are fixed
integers so that `GET /v1/models` is deterministic.

Dated snapshot names such as `gpt-4.1-mini-2025-04-14` resolve to their base profile.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class ModelProfile:
    """One simulated model: its limits and its modelled speed."""

    name: str
    family: str
    reasoning: bool
    context_window: int
    max_output_tokens: int
    ttft_ms: float  # fixed time to first token, before prefill and reasoning
    prefill_tokens_per_s: float  # speed of reading uncached input tokens
    decode_tokens_per_s: float  # speed of writing output (and reasoning) tokens
    created: int
    owned_by: str = "system"


def _p(name: str, family: str, reasoning: bool, context: int, max_out: int,
       ttft: float, prefill: float, decode: float, created: int, owned_by: str = "system") -> ModelProfile:
    """Shorthand for one table row."""
    return ModelProfile(name, family, reasoning, context, max_out, ttft, prefill, decode, created, owned_by)


#            name            family     reason  context    max_out  ttft   prefill  decode  created
_TABLE = [
    _p("gpt-4.1",        "gpt-4.1",  False, 1_047_576, 32_768,  500,  6_000,   70, 1744316542),
    _p("gpt-4.1-mini",   "gpt-4.1",  False, 1_047_576, 32_768,  350, 10_000,   90, 1744318173),
    _p("gpt-4.1-nano",   "gpt-4.1",  False, 1_047_576, 32_768,  250, 16_000,  140, 1744321707),
    _p("gpt-4o",         "gpt-4o",   False,   128_000, 16_384,  450,  6_000,   80, 1715367049),
    _p("gpt-4o-mini",    "gpt-4o",   False,   128_000, 16_384,  350, 10_000,   85, 1721172741),
    _p("gpt-5",          "gpt-5",    True,    400_000, 128_000, 900,  5_000,   60, 1754425777),
    _p("gpt-5-mini",     "gpt-5",    True,    400_000, 128_000, 600,  8_000,   80, 1754425928),
    _p("gpt-5-nano",     "gpt-5",    True,    400_000, 128_000, 400, 14_000,  120, 1754426384),
    _p("gpt-5.1",        "gpt-5",    True,    400_000, 128_000, 800,  5_500,   65, 1762800000),
    _p("gpt-5.2",        "gpt-5",    True,    400_000, 128_000, 800,  6_000,   70, 1765400000),
    _p("gpt-5.6-luna",   "gpt-5",    True,    400_000, 128_000, 500,  9_000,  100, 1777000000),
    _p("o4-mini",        "o",        True,    200_000, 100_000, 700,  8_000,   90, 1744225351),
    _p("o3",             "o",        True,    200_000, 100_000, 1200, 4_000,   50, 1744225308),
    _p("o3-mini",        "o",        True,    200_000, 100_000, 650,  8_000,   95, 1737146383),
    _p("gpt-3.5-turbo",  "gpt-3.5",  False,    16_385,  4_096,  300, 12_000,  100, 1677610602, "openai"),
]

PROFILES: dict[str, ModelProfile] = {profile.name: profile for profile in _TABLE}

_DATED = re.compile(r"^(?P<base>.+)-\d{4}-\d{2}-\d{2}$")


def resolve(model: str) -> ModelProfile | None:
    """The profile for a model id (dated snapshots map to their base), or None if unknown."""
    model = model.strip()
    if model in PROFILES:
        return PROFILES[model]
    dated = _DATED.match(model)
    return PROFILES.get(dated.group("base")) if dated else None


def all_profiles() -> list[ModelProfile]:
    """Every base profile, sorted by name (what `GET /v1/models` lists)."""
    return sorted(PROFILES.values(), key=lambda profile: profile.name)
