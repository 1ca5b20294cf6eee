"""`temperature` on the simulator: absent or 0 reproduces today's path; above 0 the path varies
among plausible ones, reproducibly per seed, and never in what is DONE — no seed adds, drops or
changes a side effect the deterministic decision would not make. The invariants are checked
against each prompt's own deterministic run, so they hold whatever the engine decides there.
The library tools below are written for this test, not taken from a lesson."""

from __future__ import annotations

from typing import Any

import openai
import pytest

from labkit.loops import AlwaysAllow, Dispatcher, Registry, chat_loop, responses_loop
from labkit.scenarios import deals

BOOKS = [
    {"book_id": "B-311", "title": "The Left Hand of Darkness", "author": "Ursula K. Le Guin", "copies_free": 0},
    {"book_id": "B-412", "title": "The Dispossessed", "author": "Ursula K. Le Guin", "copies_free": 2},
    {"book_id": "B-513", "title": "A Wizard of Earthsea", "author": "Ursula K. Le Guin", "copies_free": 1},
]


def library(holds: list[dict[str, Any]]) -> Registry:
    def search_catalogue(query: str) -> list[dict[str, Any]]:
        """Search the library catalogue by title or author; returns matching books with their book_id."""
        words = query.lower().split()
        return [b for b in BOOKS if any(w in (b["title"] + " " + b["author"]).lower() for w in words)] or BOOKS

    def check_availability(book_id: str) -> dict[str, Any]:
        """How many copies of a book (by book_id) are free to borrow right now."""
        book = next((b for b in BOOKS if b["book_id"] == book_id), None)
        return {"book_id": book_id, "copies_free": book["copies_free"] if book else 0}

    def place_hold(book_id: str, member_name: str) -> dict[str, Any]:
        """Place a hold on a book (by book_id) for a library member."""
        hold = {"hold_id": f"H-{len(holds) + 1}", "book_id": book_id, "member_name": member_name}
        holds.append(hold)
        return hold

    def cancel_membership(member_name: str) -> dict[str, Any]:
        """Cancel a member's library membership."""
        holds.append({"cancelled": member_name})
        return {"cancelled": member_name}

    return Registry.from_functions([search_catalogue, check_availability, place_hold, cancel_membership],
                                   side_effects={"place_hold", "cancel_membership"})


PROMPTS = [
    "Find The Left Hand of Darkness and place a hold on it for Maya Okafor.",
    "Which Le Guin books have copies free right now?",
    "What's the difference between a hold and a loan?",
]
SEEDS = range(12)


def run_library(client: openai.OpenAI, prompt: str, **sampling: Any) -> tuple[list[tuple[str, str]], list[dict], str]:
    holds: list[dict[str, Any]] = []
    registry = library(holds)
    result = chat_loop(client, registry, prompt, dispatcher=Dispatcher(registry, approver=AlwaysAllow()), **sampling)
    path = [(r.name, str(sorted((r.arguments or {}).items()))) for r in result.tool_results]
    return path, holds, result.final_text or ""


def actions(path: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [step for step in path if step[0] in ("place_hold", "cancel_membership")]


@pytest.mark.parametrize("prompt", PROMPTS)
def test_no_seed_changes_what_is_done(client: openai.OpenAI, prompt: str) -> None:
    base_path, base_holds, _ = run_library(client, prompt)
    for seed in SEEDS:
        path, holds, _ = run_library(client, prompt, temperature=1.5, seed=seed)
        assert holds == base_holds, f"seed {seed} changed the side effects: {holds} vs {base_holds}"
        assert sorted(actions(path)) == sorted(actions(base_path)), f"seed {seed}: {path} vs {base_path}"
        assert set(path) == set(base_path), f"seed {seed} made other calls: only the order and repeats may vary"


def test_absent_and_zero_temperature_are_the_deterministic_path(client: openai.OpenAI) -> None:
    for prompt in PROMPTS:
        base = run_library(client, prompt)
        assert run_library(client, prompt, temperature=0, seed=5) == base
        assert run_library(client, prompt, temperature=0) == base


def deals_path(conn_or_client: Any, loop: Any = chat_loop, **sampling: Any) -> tuple[list[str], int, list[str]]:
    world = deals.SCENARIO.new_world()
    registry = Registry.for_scenario(deals.SCENARIO, world=world)
    result = loop(conn_or_client, registry, "Find me today's best bargain.",
                  instructions="First scan the internet for bargain deals. Then for each deal, estimate its true "
                               "value. Then notify the user of the best deal if its price is more than 20% below "
                               "its estimated true value.",
                  dispatcher=Dispatcher(registry, approver=AlwaysAllow()), **sampling)
    return ([f"{r.name}:{(r.arguments or {}).get('description', '')}" for r in result.tool_results], result.steps,
            [note["deal_description"] for note in world.outbox])


def test_a_seed_reproduces_and_seeds_spread(client: openai.OpenAI) -> None:
    base_calls, base_steps, base_outbox = deals_path(client)
    runs = {seed: deals_path(client, temperature=1.0, seed=seed) for seed in range(10)}
    assert deals_path(client, temperature=1.0, seed=3) == runs[3]  # the same seed, the same path
    assert len({tuple(calls) for calls, _, _ in runs.values()}) >= 3, "temperature 1 should vary the path"
    assert len({steps for _, steps, _ in runs.values()}) >= 2, "some seeds should take more model calls"
    assert all(steps >= base_steps for _, steps, _ in runs.values())
    assert all(outbox == base_outbox for _, _, outbox in runs.values()), "the notification never varies"


def test_responses_api_samples_with_the_simulators_seed(client: openai.OpenAI) -> None:
    first = deals_path(client, responses_loop, temperature=1.2)
    assert deals_path(client, responses_loop, temperature=1.2) == first
    assert first[2] == deals_path(client, responses_loop)[2]


@pytest.mark.parametrize(("value", "code"), [(2.5, "decimal_above_max_value"), (-0.1, "decimal_below_min_value")])
def test_temperature_out_of_range_is_a_400(client: openai.OpenAI, value: float, code: str) -> None:
    for create in (lambda: client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": "hi"}], temperature=value),
                   lambda: client.responses.create(model="gpt-4.1-mini", input="hi", temperature=value)):
        with pytest.raises(openai.BadRequestError) as caught:
            create()
        assert caught.value.code == code and caught.value.param == "temperature"
        assert "temperature" in caught.value.message


def test_reasoning_models_take_only_the_default_temperature(client: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(model="gpt-5-mini", input="hi", temperature=0.7)
    assert caught.value.code == "unsupported_value" and "Only the default (1)" in caught.value.message
    assert client.responses.create(model="gpt-5-mini", input="hi", temperature=1).output_text


def test_a_seed_that_is_not_an_integer_is_a_400(client: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": "hi"}],
                                       extra_body={"seed": "seven"})
    assert caught.value.code == "invalid_type" and caught.value.param == "seed"
