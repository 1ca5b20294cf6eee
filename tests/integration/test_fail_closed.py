"""No side effect without an explicit approval, on any path, under any fault (randomized).

Each run triages the incidents alert, whose `create_ticket` is a side effect, on one of four
paths — the hand-written Chat Completions loop, the hand-written Responses loop,
`labkit.sdk.run` and the streamed runner with its fallback (`stream_with_fallback`) — with an
approver drawn at random from six kinds, under a fault drawn at random from the simulator's
fault plan. The simulator, the `openai` clients and the Agents SDK are the real ones.

Only an approver of kind "approve" ever answers with an explicit approval, so the property is:
a ticket exists only after an "approve" run, and never more tickets than approvals given (a model
may ask twice, and each ask is approved; the fallback's own test shows a side effect is never
repeated without one). An approver that rejects,
raises, times out, answers garbage (things that look like a yes but are not one of the documented
shorthands) or is missing must leave the world untouched. A run may end in an exception (a fault
the client does not retry): the property holds all the same.

The draws come from a seeded `random.Random`, so a failure names a run that can be replayed.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

import labkit
from labkit.ledger import Ledger
from labkit.loops import (
    AlwaysAllow,
    AlwaysDeny,
    ApprovalDecision,
    Callback,
    Defer,
    Dispatcher,
    FailClosed,
    Limits,
    Preset,
    Registry,
    chat_loop,
    from_env,
    responses_loop,
)
from labkit.scenarios import incidents
from labkit.sdk import FallbackLoop, make_agent, run, scenario_tools, stream_with_fallback

PATHS = ("chat_loop", "responses_loop", "sdk_run", "sdk_stream")
KINDS = ("approve", "reject", "raise", "timeout", "garbage", "missing")
RUNS_PER_PATH = 56  # 4 paths x 56 = 224 runs
FAULTS = (
    None, "rate_limit@{n}", "server_error@{n}", "unavailable@{n}", "quota@{n}", "stream_cut:0@{n}",
    "stream_cut:2@{n}", "stream_error:0@{n}", "malformed_args@{n}", "unknown_tool@{n}", "server_error@{n}+",
)


class LooksLikeYes:
    """Garbage: its str() is "approve", but it is not a decision."""

    def __str__(self) -> str:
        return "approve"


class SneakyDecision(ApprovalDecision):
    """Garbage: an ApprovalDecision subclass that claims to be approved without the verdict."""

    @property
    def approved(self) -> bool:
        return True


GARBAGE = ("yes", "approved", "ok", "APPROVE!", 1, 1.0, LooksLikeYes(), {"verdict": "approve"}, ["approve"],
           ("approve",), b"approve", SneakyDecision(None, "trust me"))


async def approve_later(call):
    """An async approver: its coroutine is never awaited by a synchronous gate."""
    return "approve"


class Counting:
    """An approver of kind "approve", counting the approvals it gives for tickets."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.approvals = inner, 0

    def decide(self, call):
        decision = self.inner.decide(call)
        self.approvals += call.name == "create_ticket"
        return decision

    def __repr__(self) -> str:
        return f"Counting({self.inner!r})"


def approver_of(kind: str, rng: random.Random, monkeypatch) -> Any:
    """A fresh approver of `kind` (None for "missing": the path's default)."""
    if kind == "approve":
        return Counting(rng.choice([AlwaysAllow(), Callback(lambda call: "approve"), Callback(lambda call: True),
                           Callback(lambda call: ApprovalDecision("approve", "ok")), Preset({"create_ticket": "approve"}),
                           Callback(lambda call: " Approve ")]))
    if kind == "reject":
        return rng.choice([AlwaysDeny("no tickets today"), Callback(lambda call: "reject"),
                           Callback(lambda call: False), Preset({"create_ticket": "reject"})])
    if kind == "raise":
        def broken(call):
            raise RuntimeError("the approval service crashed")
        return Callback(broken)
    if kind == "timeout":
        def too_slow(call):
            raise TimeoutError("no answer from the approval service within 30 s")
        return rng.choice([Callback(too_slow), Callback(approve_later)])
    if kind == "garbage":
        value = rng.choice(GARBAGE)
        return Callback(lambda call: value)
    choice = rng.choice(["none", "fail_closed", "defer", "env_unset", "env_unknown", "preset_other"])
    if choice.startswith("env"):
        if choice == "env_unset":
            monkeypatch.delenv("LABKIT_AUTO_DECISION", raising=False)
        else:
            monkeypatch.setenv("LABKIT_AUTO_DECISION", rng.choice(["yes", "1", "approved", "true", " "]))
        return from_env()
    return {"none": None, "fail_closed": FailClosed(), "defer": Defer(),
            "preset_other": Preset({"get_incident": "approve"})}[choice]


@dataclass
class Draw:
    """One randomized run: its path, approver kind, approver and fault spec."""

    index: int
    path: str
    kind: str
    approver: Any
    fault: str | None

    def __str__(self) -> str:
        return f"run {self.index}: {self.path}, {self.kind} approver {self.approver!r}, faults {self.fault!r}"


def draws(path: str, monkeypatch) -> list[Draw]:
    rng = random.Random(f"fail-closed/{path}")
    out = []
    for index in range(RUNS_PER_PATH):
        kind = KINDS[index % len(KINDS)] if index < len(KINDS) * 2 else rng.choice(KINDS)
        template = rng.choice(FAULTS)
        fault = template.format(n=rng.randint(1, 4)) if template else None
        out.append(Draw(index, path, kind, approver_of(kind, rng, monkeypatch), fault))
    return out


def one_run(conn, draw: Draw) -> tuple[int, str]:
    """Run `draw` in a fresh world; (tickets filed, how the run ended)."""
    world = incidents.SCENARIO.new_world()
    try:
        with conn.sim.faults(draw.fault) if draw.fault else _nothing():
            ended = RUNNERS[draw.path](conn, world, draw.approver)
    except Exception as error:  # a fault the client does not retry: the run ends, the property must hold
        ended = f"raised {type(error).__name__}"
    return len(world.tickets), ended


def hand_loop(loop):
    def go(conn, world, approver):
        registry = Registry.for_scenario(incidents.SCENARIO, world=world)
        dispatcher = Dispatcher(registry, approver=approver) if approver is not None else None
        result = loop(conn, registry, incidents.TASK, instructions=incidents.INSTRUCTIONS, dispatcher=dispatcher,
                      limits=Limits(max_steps=8), approach="fail_closed", scenario="incidents")
        return result.stopped_by or "answered"
    return go


def sdk_run(conn, world, approver):
    async def main():
        agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=scenario_tools(incidents.SCENARIO))
        result = await run(agent, incidents.TASK, context=world, max_turns=8, approver=approver, scenario="incidents",
                           approach="fail_closed")
        return "paused" if result.interruptions else "answered"
    return _in_loop(conn, main)


def sdk_stream(conn, world, approver):
    async def main():
        agent = make_agent("Triage", incidents.INSTRUCTIONS, tools=scenario_tools(incidents.SCENARIO))
        fallback = FallbackLoop.for_agent(agent, Registry.for_scenario(incidents.SCENARIO, world=world),
                                          client=conn.async_client, approver=approver, max_steps=8)
        with conn.ledger.run(approach="fail_closed", scenario="incidents"):
            stream = stream_with_fallback(agent, incidents.TASK, fallback=fallback, context=world, max_turns=8,
                                          approver=approver)
            await stream.text()
        return stream.outcome.path
    return _in_loop(conn, main)


RUNNERS = {"chat_loop": hand_loop(chat_loop), "responses_loop": hand_loop(responses_loop), "sdk_run": sdk_run,
           "sdk_stream": sdk_stream}


def _in_loop(conn, main):
    async def wrapper():
        try:
            return await main()
        finally:
            await conn.async_client.close()
    return asyncio.run(wrapper())


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@pytest.mark.parametrize("path", PATHS)
def test_no_side_effect_without_an_explicit_approval(path, monkeypatch):
    violations, outcomes, filed = [], Counter(), Counter()
    for draw in draws(path, monkeypatch):
        with labkit.connect("sim", ledger=Ledger()) as conn:
            tickets, ended = one_run(conn, draw)
        outcomes[(draw.kind, ended)] += 1
        filed[draw.kind] += tickets
        if tickets and draw.kind != "approve":
            violations.append(f"{draw}: {tickets} ticket(s) filed WITHOUT an explicit approval ({ended})")
        if draw.kind == "approve" and tickets > draw.approver.approvals:
            violations.append(f"{draw}: {tickets} ticket(s) filed after {draw.approver.approvals} approval(s) ({ended})")
    assert violations == [], "\n".join(violations)
    assert set(filed) == set(KINDS), f"every approver kind was drawn: {sorted(filed)}"
    assert filed["approve"] > 0, f"no approved run filed a ticket on {path}, so the test proves nothing: {outcomes}"
