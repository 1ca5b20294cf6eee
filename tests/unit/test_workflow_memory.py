"""The deal planner's memory: a deal already surfaced is skipped by the fixed workflow's scan, and
the answer key with that memory says who (if anyone) should be notified next."""

from __future__ import annotations

import pytest

import labkit
from labkit.loops import AlwaysAllow
from labkit.scenarios import deals
from labkit.workflows import deals_workflow


@pytest.fixture(scope="module")
def conn():
    with labkit.connect("sim") as connection:
        yield connection


def test_a_memory_keeps_a_second_run_from_announcing_the_same_deal(conn) -> None:
    world = deals.SCENARIO.new_world()
    deals_workflow(conn, world=world, approver=AlwaysAllow(), write_message=False)
    memory = {note["url"] for note in world.outbox}
    again = deals_workflow(conn, world=world, approver=AlwaysAllow(), write_message=False, memory=memory)
    assert len(world.outbox) == 1
    assert all(deal["url"] not in memory for deal in again.values["scan"])
    assert "leaving out 1 already surfaced" in again.final_text and "nobody was notified" in again.final_text


def test_the_answer_key_honours_the_memory() -> None:
    best = deals.expected_best_deal(10)
    runner_up = deals.expected_best_deal(10, memory={best["url"]})
    assert runner_up["id"] != best["id"] and runner_up["discount_pct"] <= best["discount_pct"]
    with pytest.raises(ValueError, match="not yet surfaced"):
        deals.expected_best_deal(20, memory={best["url"]})


def test_at_a_lower_threshold_the_memory_moves_on_to_the_next_deal(conn) -> None:
    world = deals.SCENARIO.new_world()
    deals_workflow(conn, world=world, threshold_pct=10, approver=AlwaysAllow(), write_message=False)
    deals_workflow(conn, world=world, threshold_pct=10, approver=AlwaysAllow(), write_message=False,
                   memory={note["url"] for note in world.outbox})
    best = deals.expected_best_deal(10)
    assert [note["url"] for note in world.outbox] == [best["url"], deals.expected_best_deal(10, memory={best["url"]})["url"]]
