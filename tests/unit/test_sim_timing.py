"""Tests for labkit.sim.profiles and labkit.sim.timing."""

from __future__ import annotations

import asyncio
import threading

import pytest

from labkit.sim import profiles, timing
from labkit.sim.profiles import resolve

REQUIRED = [
    "gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano", "gpt-4o", "gpt-4o-mini", "gpt-5", "gpt-5-mini",
    "gpt-5-nano", "gpt-5.1", "gpt-5.2", "gpt-5.6-luna", "o4-mini", "o3", "o3-mini", "gpt-3.5-turbo",
]


# --- profiles ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", REQUIRED)
def test_required_models_resolve(name):
    profile = resolve(name)
    assert profile is not None and profile.name == name
    assert profile.reasoning == name.startswith(("gpt-5", "o"))
    assert profile.ttft_ms > 0 and profile.decode_tokens_per_s > 0 and profile.prefill_tokens_per_s > 0
    assert 0 < profile.max_output_tokens < profile.context_window


def test_dated_names_resolve_to_base():
    assert resolve("gpt-4.1-mini-2025-04-14") is resolve("gpt-4.1-mini")
    assert resolve("gpt-5-2025-08-07").name == "gpt-5"
    assert resolve("o3-mini-2025-01-31").name == "o3-mini"


@pytest.mark.parametrize("name", ["gpt-6", "gpt-4.1-mini-latest", "gpt-4.1-mini-2025-04", "", "claude-3"])
def test_unknown_models(name):
    assert resolve(name) is None


def test_all_profiles_sorted_and_complete():
    names = [p.name for p in profiles.all_profiles()]
    assert names == sorted(names)
    assert set(REQUIRED) <= set(names)
    assert all(isinstance(p.created, int) for p in profiles.all_profiles())


def test_relative_speeds():
    nano, mini, full = resolve("gpt-4.1-nano"), resolve("gpt-4.1-mini"), resolve("gpt-4.1")
    assert nano.ttft_ms < mini.ttft_ms < full.ttft_ms
    assert nano.decode_tokens_per_s > mini.decode_tokens_per_s > full.decode_tokens_per_s
    assert resolve("gpt-5").ttft_ms > mini.ttft_ms


# --- clock -------------------------------------------------------------------------------------


def test_virtual_clock():
    clock = timing.VirtualClock()
    assert clock.now_s() == 1_767_225_600
    assert clock.now_ms() == 1_767_225_600_000
    clock.advance(1500.5)
    assert clock.now_ms() == 1_767_225_601_500.5
    assert clock.now_s() == 1_767_225_601
    with pytest.raises(ValueError):
        clock.advance(-1)
    assert timing.VirtualClock(epoch_s=100).now_s() == 100


def test_virtual_clock_threads():
    clock = timing.VirtualClock(epoch_s=0)
    threads = [threading.Thread(target=lambda: [clock.advance(1) for _ in range(1000)]) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert clock.now_ms() == 4000


# --- latency and reasoning ---------------------------------------------------------------------

MINI = resolve("gpt-4.1-mini")


def lat(**overrides) -> timing.Latency:
    args = dict(input_tokens=2000, cached_tokens=0, output_tokens=100, reasoning_tokens=0)
    return timing.latency(MINI, **(args | overrides))


def test_latency_formula():
    result = lat()
    assert isinstance(result.ttft_ms, int) and isinstance(result.total_ms, int)
    assert result.ttft_ms == round(350 + 2000 / 10_000 * 1000)  # 550
    assert result.total_ms == result.ttft_ms + round(100 / 90 * 1000)
    assert lat() == lat()  # deterministic


def test_latency_monotonic():
    assert lat(input_tokens=1000).ttft_ms < lat(input_tokens=5000).ttft_ms
    assert lat(output_tokens=10).total_ms < lat(output_tokens=500).total_ms
    assert lat(output_tokens=10).ttft_ms == lat(output_tokens=500).ttft_ms
    assert lat(reasoning_tokens=0).ttft_ms < lat(reasoning_tokens=300).ttft_ms


def test_cached_tokens_reduce_latency():
    cold, warm = lat(input_tokens=5000), lat(input_tokens=5000, cached_tokens=4096)
    assert warm.ttft_ms < cold.ttft_ms
    assert lat(input_tokens=5000, cached_tokens=9999) == lat(input_tokens=5000, cached_tokens=5000)


def test_reasoning_tokens():
    kwargs = dict(input_tokens=500, output_tokens=100)
    assert timing.reasoning_tokens(resolve("gpt-4.1"), effort=None, **kwargs) == 0
    assert timing.reasoning_tokens(resolve("gpt-4.1"), effort="high", **kwargs) == 0
    mini5 = resolve("gpt-5-mini")
    default = timing.reasoning_tokens(mini5, effort=None, **kwargs)
    assert default > 0 and default == timing.reasoning_tokens(mini5, effort="medium", **kwargs)
    assert timing.reasoning_tokens(mini5, effort="none", **kwargs) == 0
    by_effort = [timing.reasoning_tokens(mini5, effort=e, **kwargs) for e in ("minimal", "low", "medium", "high")]
    assert by_effort == sorted(by_effort) and len(set(by_effort)) == 4
    assert all(isinstance(n, int) for n in by_effort)
    assert timing.reasoning_tokens(mini5, input_tokens=500, output_tokens=1000, effort="low") > by_effort[1]


# --- pacing ------------------------------------------------------------------------------------


class FakeSleep:
    def __init__(self) -> None:
        self.calls: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)


def test_pacer_never_sleeps_at_scale_zero():
    sleep = FakeSleep()
    pacer = timing.Pacer(0, sleep=sleep)
    asyncio.run(pacer.wait(5000))
    assert sleep.calls == []


def test_pacer_scales_sleeps():
    sleep = FakeSleep()
    pacer = timing.Pacer(0.5, sleep=sleep)

    async def run():
        await pacer.wait(1000)
        await pacer.wait(0)
        await pacer.wait(40)

    asyncio.run(run())
    assert sleep.calls == [0.5, 0.02]
    with pytest.raises(ValueError):
        timing.Pacer(-1)


def test_delta_gap_ms():
    assert timing.delta_gap_ms(MINI) == pytest.approx(1000 / 90)


def test_network_ms_counts_the_round_trips_each_exchange_makes():
    assert timing.network_ms(80, new_connection=False) == 80  # a request on a kept-alive connection
    assert timing.network_ms(80, new_connection=True) == 240  # TCP and TLS first
    assert timing.network_ms(80, new_connection=True, upgrade=True) == 320  # and the WebSocket upgrade
    assert timing.network_ms(0, new_connection=True, upgrade=True) == 0
    assert timing.network_ms(12.4, new_connection=True) == 37
