"""Tests for labkit.pricing: hand-calculated dollars, unknown models, and no network."""

from __future__ import annotations

import math
import warnings

import pytest
from genai_prices import data_snapshot

from labkit import config, pricing

# The usage from the reference notes: a 12,000-token prompt of which 8,000 were cached, 500 out.
USAGE = {"input_tokens": 12_000, "cached_tokens": 8_000, "output_tokens": 500}


def test_gpt_4_1_mini_by_hand():
    # gpt-4.1-mini: $0.40/M input, $0.10/M cache read, $1.60/M output.
    #   uncached input  4,000 x 0.40 / 1e6 = 0.0016
    #   cached input    8,000 x 0.10 / 1e6 = 0.0008
    #   output            500 x 1.60 / 1e6 = 0.0008
    #   total                                0.0032
    parts = pricing.cost_breakdown("gpt-4.1-mini", **USAGE)
    assert parts == pytest.approx(
        {"input_usd": 0.0016, "cached_usd": 0.0008, "output_usd": 0.0008, "total_usd": 0.0032}
    )
    assert pricing.cost_usd("gpt-4.1-mini", **USAGE) == pytest.approx(0.0032)


def test_gpt_4o_mini_by_hand():
    # gpt-4o-mini: $0.15/M input, $0.075/M cache read, $0.60/M output.
    #   uncached input  4,000 x 0.15  / 1e6 = 0.0006
    #   cached input    8,000 x 0.075 / 1e6 = 0.0006
    #   output            500 x 0.60  / 1e6 = 0.0003
    #   total                                 0.0015
    parts = pricing.cost_breakdown("gpt-4o-mini", **USAGE)
    assert parts == pytest.approx(
        {"input_usd": 0.0006, "cached_usd": 0.0006, "output_usd": 0.0003, "total_usd": 0.0015}
    )


def test_gpt_5_mini_by_hand():
    # gpt-5-mini: $0.25/M input, $0.025/M cache read, $2.00/M output (reasoning is output).
    #   uncached input  4,000 x 0.25  / 1e6 = 0.0010
    #   cached input    8,000 x 0.025 / 1e6 = 0.0002
    #   output            500 x 2.00  / 1e6 = 0.0010
    #   total                                 0.0022
    parts = pricing.cost_breakdown("gpt-5-mini", **USAGE)
    assert parts == pytest.approx(
        {"input_usd": 0.0010, "cached_usd": 0.0002, "output_usd": 0.0010, "total_usd": 0.0022}
    )


def test_cached_tokens_are_cheaper_than_uncached():
    cached = pricing.cost_usd("gpt-4.1-mini", input_tokens=10_000, cached_tokens=10_000)
    uncached = pricing.cost_usd("gpt-4.1-mini", input_tokens=10_000)
    # 10,000 x 0.10 / 1e6 vs 10,000 x 0.40 / 1e6
    assert cached == pytest.approx(0.001) and uncached == pytest.approx(0.004)


def test_dated_name_costs_like_its_base_model():
    dated = pricing.cost_usd("gpt-4.1-mini-2025-04-14", **USAGE)
    assert dated == pricing.cost_usd("gpt-4.1-mini", **USAGE)


def test_zero_tokens_cost_nothing():
    assert pricing.cost_usd("gpt-4.1-mini", input_tokens=0) == 0.0


def test_costs_are_plain_floats():
    parts = pricing.cost_breakdown("gpt-4.1-mini", **USAGE)
    assert all(type(value) is float for value in parts.values())


def test_unknown_model_is_nan_with_exactly_one_warning():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first = pricing.cost_usd("no-such-model-xyz", input_tokens=100)
        second = pricing.cost_usd("no-such-model-xyz", input_tokens=200, output_tokens=5)
        parts = pricing.cost_breakdown("no-such-model-xyz", input_tokens=1)
    assert math.isnan(first) and math.isnan(second)
    assert all(math.isnan(value) for value in parts.values())
    messages = [str(w.message) for w in caught]
    assert len(messages) == 1, messages
    assert "labkit: no price for model 'no-such-model-xyz'" in messages[0]
    assert messages[0].endswith("its cost shows as NaN")


def test_each_unknown_model_warns_once():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):
            pricing.cost_usd("unknown-a", input_tokens=1)
            pricing.cost_usd("unknown-b", input_tokens=1)
    assert sorted(str(w.message).split("'")[1] for w in caught) == ["unknown-a", "unknown-b"]


@pytest.mark.parametrize(
    "tokens",
    [
        {"input_tokens": -1},
        {"input_tokens": 10, "cached_tokens": 11},
        {"input_tokens": 10, "output_tokens": -5},
    ],
)
def test_impossible_token_counts_are_refused(tokens):
    with pytest.raises(ValueError):
        pricing.cost_usd("gpt-4.1-mini", **tokens)


def test_price_table():
    table = pricing.price_table(["gpt-4.1-mini", "gpt-4o-mini", "gpt-5-mini", "gpt-4.1-mini-2025-04-14"])
    assert list(table.columns) == [
        "priced_as", "input_usd_per_mtok", "cached_input_usd_per_mtok", "output_usd_per_mtok",
    ]
    assert table.loc["gpt-4.1-mini", ["input_usd_per_mtok", "cached_input_usd_per_mtok",
                                       "output_usd_per_mtok"]].tolist() == [0.4, 0.1, 1.6]
    assert table.loc["gpt-4o-mini", "cached_input_usd_per_mtok"] == 0.075
    assert table.loc["gpt-5-mini", "output_usd_per_mtok"] == 2.0
    assert table.loc["gpt-4.1-mini-2025-04-14", "priced_as"] == "gpt-4.1-mini"


def test_price_table_defaults_to_report_models():
    assert list(pricing.price_table().index) == list(config.REPORT_MODELS)


def test_price_table_unknown_model_is_nan():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table = pricing.price_table(["no-such-model-table"])
    assert table.loc["no-such-model-table"].drop("priced_as").isna().all()


def test_is_known():
    assert pricing.is_known("gpt-4.1-mini") and not pricing.is_known("no-such-model-known")


def test_results_are_cached():
    pricing.cost_usd("gpt-4.1-mini", input_tokens=321, output_tokens=7)
    hits = pricing._costs.cache_info().hits
    pricing.cost_usd("gpt-4.1-mini", input_tokens=321, output_tokens=7)
    assert pricing._costs.cache_info().hits == hits + 1


def test_warm_up_and_no_network():
    pricing.warm_up()
    snapshot = data_snapshot.get_snapshot()
    assert snapshot.from_auto_update is False
    assert snapshot is data_snapshot._bundled_snapshot()
