"""Dollars for tokens, from genai-prices' bundled price table at `config.PRICE_DATE`.

Every cost in labkit comes from here. Three rules keep the numbers reproducible:

- only the price table that ships inside the installed `genai-prices` is used; `UpdatePrices`
  (which downloads a newer table) is never started, so no price changes under a lesson;
- every price is looked up at `config.PRICE_DATE`, not "now", so the same tokens cost the same
  dollars tomorrow;
- `input_tokens` is the WHOLE prompt and `cached_tokens` the part of it served from the prompt
  cache. The cached part is passed to genai-prices explicitly as `cache_read_tokens`, so the
  discount is never lost. Reasoning tokens are already inside `output_tokens`.

A model the table does not know costs `float('nan')`, with one warning per model per process:
a lesson keeps running and its cost column shows the gap honestly.
"""

from __future__ import annotations

import functools
import math
import threading
import warnings
from collections.abc import Iterable
from decimal import Decimal

import pandas as pd

from labkit import config

#: The provider whose prices apply: the lessons call OpenAI models (or the simulator of them).
PROVIDER_ID = "openai"
#: Prices in genai-prices are per million tokens.
PER_MILLION = 1_000_000

_warned: set[str] = set()
_warned_lock = threading.Lock()


def warm_up() -> None:
    """Load the bundled price table now (the first price costs ~250 ms otherwise).

    Call it in a notebook's setup cell so the first timed call does not pay for the import.
    """
    from genai_prices import data_snapshot

    data_snapshot.get_snapshot()
    _model_price(config.DEFAULT_MODEL)
    _costs(config.DEFAULT_MODEL, 1, 0, 1)


def cost_usd(model: str, *, input_tokens: int, cached_tokens: int = 0, output_tokens: int = 0) -> float:
    """The price in USD of one call to `model` (NaN, with one warning, for an unknown model).

    `input_tokens` is the total prompt; `cached_tokens` is the part of it read from the prompt
    cache (charged at the cache-read price); `output_tokens` includes any reasoning tokens.
    """
    return cost_breakdown(
        model, input_tokens=input_tokens, cached_tokens=cached_tokens, output_tokens=output_tokens
    )["total_usd"]


def cost_breakdown(
    model: str, *, input_tokens: int, cached_tokens: int = 0, output_tokens: int = 0
) -> dict[str, float]:
    """One call's price split into `input_usd` (uncached input), `cached_usd`, `output_usd`, `total_usd`.

    All four are NaN for a model the price table does not know (warned about once per model).
    """
    tokens = _check_tokens(input_tokens, cached_tokens, output_tokens)
    costs = _costs(str(model), *tokens)
    if costs is None:
        _warn_unknown(str(model))
        costs = (math.nan,) * 4
    return dict(zip(("input_usd", "cached_usd", "output_usd", "total_usd"), costs, strict=True))


def price_table(models: Iterable[str] = config.REPORT_MODELS) -> pd.DataFrame:
    """Per-million-token prices (USD) for `models`: input, cached input and output, one row each.

    `priced_as` names the table entry used (dated names such as `gpt-4.1-mini-2025-04-14`
    resolve to their base model). Unknown models get NaN prices and a warning.
    """
    rows = [_price_row(str(model)) for model in models]
    columns = ["priced_as", "input_usd_per_mtok", "cached_input_usd_per_mtok", "output_usd_per_mtok"]
    frame = pd.DataFrame(rows, columns=["model", *columns]).set_index("model")
    frame["priced_as"] = frame["priced_as"].astype("string")
    return frame.astype({name: "float64" for name in columns[1:]})


def is_known(model: str) -> bool:
    """Whether the price table has `model` (no warning either way)."""
    return _model_price(str(model)) is not None


# --- internals --------------------------------------------------------------------------------


def _price_row(model: str) -> dict[str, object]:
    """One `price_table` row (NaN prices and a warning for an unknown model)."""
    found = _model_price(model)
    if found is None:
        _warn_unknown(model)
        return {"model": model, "priced_as": None, "input_usd_per_mtok": math.nan,
                "cached_input_usd_per_mtok": math.nan, "output_usd_per_mtok": math.nan}
    priced_as, prices = found
    return {
        "model": model,
        "priced_as": priced_as,
        "input_usd_per_mtok": _per_mtok(prices.input_mtok),
        "cached_input_usd_per_mtok": _per_mtok(prices.cache_read_mtok),
        "output_usd_per_mtok": _per_mtok(prices.output_mtok),
    }


def _per_mtok(price: object) -> float:
    """A per-million price as a float (the base price of a tiered price; NaN when absent)."""
    if price is None:
        return math.nan
    return float(getattr(price, "base", price))


def _check_tokens(input_tokens: int, cached_tokens: int, output_tokens: int) -> tuple[int, int, int]:
    """The three counts as ints, refusing negatives and a cached part larger than the prompt."""
    given = (input_tokens, cached_tokens, output_tokens)
    counts = tuple(0 if value is None else int(value) for value in given)
    if min(counts) < 0:
        raise ValueError(f"token counts must be >= 0, got input={counts[0]}, cached={counts[1]}, "
                         f"output={counts[2]}")
    if counts[1] > counts[0]:
        raise ValueError(f"cached_tokens ({counts[1]}) is part of input_tokens ({counts[0]}) "
                         "and cannot exceed it")
    return counts


@functools.lru_cache(maxsize=256)
def _model_price(model: str):
    """`(table id, ModelPrice at PRICE_DATE)` for `model`, or None when the table lacks it."""
    from genai_prices import data_snapshot

    try:
        _, info = data_snapshot.get_snapshot().find_provider_model(model, None, PROVIDER_ID, None)
    except LookupError:
        return None
    return info.id, info.get_prices(config.PRICE_DATE)


@functools.lru_cache(maxsize=4096)
def _costs(model: str, input_tokens: int, cached_tokens: int, output_tokens: int):
    """`(uncached input, cached input, output, total)` USD for one call, or None if unpriced."""
    from genai_prices import Usage, calc_price
    from genai_prices.types import calc_unit_price

    found = _model_price(model)
    if found is None:
        return None
    usage = Usage(input_tokens=input_tokens, cache_read_tokens=cached_tokens, output_tokens=output_tokens)
    price = calc_price(usage, model_ref=model, provider_id=PROVIDER_ID,
                       genai_request_timestamp=config.PRICE_DATE)
    # The cached part at the cache-read price (tier chosen by the whole prompt, as genai-prices
    # does); the rest of the input price is the uncached part.
    cached = calc_unit_price(found[1].cache_read_mtok, cached_tokens, input_tokens, PER_MILLION)
    parts = (price.input_price - cached, cached, price.output_price, price.total_price)
    return tuple(float(Decimal(part)) for part in parts)


def _warn_unknown(model: str) -> None:
    """Warn once per process that `model` has no price (its cost shows as NaN)."""
    with _warned_lock:
        if model in _warned:
            return
        _warned.add(model)
    warnings.warn(
        f"labkit: no price for model {model!r} in genai-prices' bundled table "
        f"(provider {PROVIDER_ID!r}, {config.PRICE_DATE.date()}); its cost shows as NaN",
        UserWarning,
        stacklevel=3,
    )
