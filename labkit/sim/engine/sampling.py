"""Stage 7 — temperature: seeded variation among plausible choices, never among unsafe ones.

At `temperature` 0, or when a request sends none, the engine's decision is the output, exactly as
before: the lessons reproduce. Above 0 a real model samples, so the same request can come out a
little differently; this stage does the same, seeded, so that every seed still reproduces exactly:

- **order**: parallel calls come in another order;
- **batching**: a batch of parallel calls is cut short — some now, the rest on a later step (one
  more model call, a longer path);
- **verifying**: before an action whose arguments come from a lookup's output, the model looks it
  up once more (a read call, never an action, at most once per user turn);
- **phrasing**: the answer after tool calls opens with one of a few lead-ins.

What never varies: whether to act, which action, and its arguments. A variation only reorders,
defers or adds READ calls, so no seed can make the model do something the deterministic decision
would not (`tests/unit/test_engine_sampling.py` holds every seed to that).

The random draws come from `random.Random` seeded by the request's `seed` (Chat Completions), else
the simulator's seed, and the conversation's content (never its ids), so the same request with the
same seed gives the same output on any machine, in any order of requests.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass

from labkit.sim.engine.reading import Reading
from labkit.sim.engine.tools import Toolbox
from labkit.sim.types import Conversation, Decision, PlannedCall

#: Lead-ins an answer after tool calls may open with (the first is the deterministic one: none).
LEAD_INS = ("", "Here's what I found. ", "I checked. ", "Done — here are the results. ")


@dataclass(frozen=True)
class Sampling:
    """The sampling settings of one request: `temperature` (None: not sent) and the seed used."""

    temperature: float | None
    seed: int

    @property
    def active(self) -> bool:
        return self.temperature is not None and self.temperature > 0

    @property
    def strength(self) -> float:
        """How likely each variation is: 0 at temperature 0, 0.25 at 0.5, 0.5 at 1, 0.8 at 2."""
        return 0.0 if not self.active else min(0.8, 0.5 * float(self.temperature))


def rng_for(conv: Conversation, seed: int) -> random.Random:
    """A generator seeded by `seed` and the conversation's content (roles, texts, call names and
    arguments; not call ids, which depend on what the server served before)."""
    parts = [conv.model, conv.instructions]
    for message in conv.messages:
        parts.append(message.role)
        parts.append(message.content)
        parts += [f"{call.name}({call.arguments})" for call in message.tool_calls]
    digest = hashlib.sha256(json.dumps([seed, parts]).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def vary(decision: Decision, reading: Reading, toolbox: Toolbox, sampling: Sampling, notes: list[str]) -> Decision:
    """The decision after this request's temperature had its say (the same object at 0)."""
    if not sampling.active:
        return decision
    rng = rng_for(reading.conv, sampling.seed)
    p = sampling.strength
    label = f"temperature {sampling.temperature:g} (seed {sampling.seed})"
    if decision.calls:
        calls = list(decision.calls)
        verify = _verification(calls, reading, toolbox)
        if verify is not None and rng.random() < p / 2:
            notes.append(f"{label}: looked {verify.name} up once more before acting on it")
            return Decision(calls=[verify], reasoning=decision.reasoning, rationale=decision.rationale)
        if len(calls) > 1 and rng.random() < p:
            rng.shuffle(calls)
            notes.append(f"{label}: the {len(calls)} parallel calls in another order")
        if len(calls) > 1 and rng.random() < p:
            keep = rng.randint(1, len(calls) - 1)
            notes.append(f"{label}: {keep} of the {len(calls)} calls now, the rest on a later step")
            calls = calls[:keep]
        return Decision(calls=calls, reasoning=decision.reasoning, rationale=decision.rationale)
    if decision.text and reading.current.work() and not reading.conv.output_schema and rng.random() < p:
        lead = rng.choice(LEAD_INS[1:])
        notes.append(f"{label}: opened the answer with {lead.strip()!r}")
        return Decision(text=lead + decision.text, reasoning=decision.reasoning, rationale=decision.rationale)
    return decision


def _verification(calls: list[PlannedCall], reading: Reading, toolbox: Toolbox) -> PlannedCall | None:
    """A read call worth repeating before `calls` act: the latest successful lookup of this turn
    whose output holds the most of the values an action's arguments use. None when nothing qualifies, when the
    turn already repeated a call, or when any planned call is not an action."""
    profiles = [toolbox.get(call.name) for call in calls]
    if not profiles or any(profile is None or not profile.act or profile.is_handoff for profile in profiles):
        return None
    work = reading.current.work()
    keys = [call.key for call in work]
    if len(set(keys)) < len(keys):
        return None  # already looked something up twice this turn
    values = set()
    for call in calls:
        try:
            args = json.loads(call.arguments)
        except ValueError:
            return None
        if isinstance(args, dict):
            values |= {str(v) for v in args.values() if isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v)}
    best: tuple[int, int, PlannedCall] | None = None
    for order, earlier in enumerate(work):
        profile = toolbox.get(earlier.name)
        if profile is None or profile.act or not earlier.ok or earlier.output is None:
            continue
        held = sum(1 for value in values if len(value) > 2 and value in earlier.output.text)
        if held and (best is None or (held, order) > best[:2]):
            best = (held, order, PlannedCall(earlier.name, earlier.arguments))
    return best[2] if best else None
