"""labkit.errors: one exception tree, whose limit stops mean the same whatever loop hit them."""

from __future__ import annotations

import pytest

from labkit import errors
from labkit.loops import LoopResult
from labkit.reasons import REASONS


def test_every_labkit_exception_is_a_labkit_error_and_keeps_its_builtin_base():
    assert issubclass(errors.NotConnected, errors.LabkitError) and issubclass(errors.NotConnected, RuntimeError)
    assert issubclass(errors.SdkUnavailable, errors.LabkitError) and issubclass(errors.SdkUnavailable, ImportError)
    for stop in errors.STOPS.values():
        assert issubclass(stop, errors.RunStopped) and issubclass(stop, errors.LabkitError)


def test_the_stops_carry_the_ledgers_reason_codes_and_say_what_to_do():
    assert set(errors.STOPS) == {"max_steps", "max_cost", "timeout"} <= set(REASONS)
    error = errors.stopped("max_cost", "max_cost_usd=0.01 reached: $0.012 spent")
    assert isinstance(error, errors.CostLimitReached) and error.reason == "max_cost"
    assert str(error).startswith("max_cost_usd=0.01 reached: $0.012 spent: use a cheaper model")
    assert errors.StreamInterrupted.reason in REASONS
    with pytest.raises(ValueError, match="not a limit's reason code: use one of max_steps, max_cost, timeout"):
        errors.stopped("awaiting_approval", "held")


def result(stopped_by, detail=None):
    return LoopResult(final_text=None, steps=2, tool_results=[], transcript=[], stopped_by=stopped_by, run_id="r",
                      stop_detail=detail)


def test_a_loop_result_raises_the_stop_it_returned():
    with pytest.raises(errors.StepLimitReached, match=r"^max_steps=2 reached: 2 model calls made: the model kept"):
        result("max_steps", "max_steps=2 reached: 2 model calls made").raise_for_stop()
    with pytest.raises(errors.TimeLimitReached, match="timeout reached in r"):
        result("timeout").raise_for_stop()
    paused = result("awaiting_approval")
    assert paused.raise_for_stop() is paused and result(None).raise_for_stop().finished
