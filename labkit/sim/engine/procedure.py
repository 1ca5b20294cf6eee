"""Following a stated procedure one step per response (see `steps`): fan out over a list,
merge each element with what the fan-out returned for it, pick the element a superlative points
at, respect a stated threshold, and answer with the outcome.

"Best" over records that carry a price and a value ("estimated_true_value", "market_value"…)
means the largest discount below that value; otherwise the highest rating or score, or the
lowest price for "cheapest".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import answer, describe, lexicon
from labkit.sim.engine import steps as steps_module
from labkit.sim.engine.fill import Context, fill
from labkit.sim.engine.outputs import label_of, list_in
from labkit.sim.engine.phrases import POINTERS
from labkit.sim.engine.reading import Call
from labkit.sim.engine.words import canonical, json_dumps, split_identifier, stem, words
from labkit.sim.types import Decision, PlannedCall

if TYPE_CHECKING:
    from labkit.sim.engine.core import Turn
    from labkit.sim.engine.steps import Step

_VALUE_WORDS = {"value", "worth", "msrp", "valuation"}
_QUALIFIERS = {"true", "estimated", "original", "list", "market", "retail", "fair", "resale"}


@dataclass
class Best:
    """The element a superlative picked, the sentence that says so, and whether it clears the bar."""

    record: dict[str, Any]
    line: str
    pct: float | None = None
    qualifies: bool = True


def _numeric_keys(records: Sequence[dict[str, Any]]) -> list[str]:
    keys: list[str] = []
    for record in records:
        for key, value in record.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and key not in keys:
                keys.append(key)
    return keys


def _price_and_value(records: Sequence[dict[str, Any]]) -> tuple[str | None, str | None]:
    keys = _numeric_keys(records)
    price = next((k for k in keys if set(split_identifier(k)) & {"price", "cost", "amount"} and not set(split_identifier(k)) & _QUALIFIERS), None)
    value = next((k for k in keys if k != price and (set(split_identifier(k)) & _VALUE_WORDS or set(split_identifier(k)) & _QUALIFIERS)), None)
    return price, value


def pick_best(records: Sequence[dict[str, Any]], text: str) -> Best | None:
    """The element a superlative in `text` points at, or None when the text has none."""
    said = [w for w in words(text) if w in lexicon.SUPERLATIVE_LOW or w in lexicon.SUPERLATIVE_HIGH]
    if not records or not said:
        return None
    word = said[0]
    ws = words(text)
    noun = next((ws[i + 1] for i, w in enumerate(ws) if w == word and i + 1 < len(ws)), "option")
    price, value = _price_and_value(records)
    if word in ("best", "biggest", "greatest", "top") and price and value:
        scored = []
        for index, record in enumerate(records):
            p, v = record.get(price), record.get(value)
            if isinstance(p, (int, float)) and isinstance(v, (int, float)) and v:
                scored.append(((v - p) / abs(v), index, record))
        if scored:
            scored.sort(key=lambda t: (-t[0], t[1]))
            record = scored[0][2]
            pct = round(scored[0][0] * 100)
            label = label_of(record) or "it"
            line = (f"The best {noun} is {label} at {describe.value_text(price, record[price], record)}, "
                    f"{pct}% below its {describe.field_label(value)} of {describe.value_text(value, record[value], record)}.")
            return Best(record, line, float(pct))
    keys = _numeric_keys(records)
    key = None
    if word in lexicon.SUPERLATIVE_LOW and price:
        key = price
    if key is None:
        key = next((k for k in keys if set(split_identifier(k)) & {"rating", "score", "stars", "value", "discount", "savings"}), None)
    if key is None:
        return None
    low = word in lexicon.SUPERLATIVE_LOW
    ranked = [(r[key], i, r) for i, r in enumerate(records) if isinstance(r.get(key), (int, float))]
    if not ranked:
        return None
    ranked.sort(key=lambda t: ((t[0] if low else -t[0]), t[1]))
    record = ranked[0][2]
    line = f"The {word} {noun} is {label_of(record) or 'this one'} ({describe.field_label(key)} {describe.value_text(key, record[key], record)})."
    return Best(record, line)


def with_threshold(best: Best | None, text: str) -> Best | None:
    """Apply a bar the text states ("if it is more than 20% below its value")."""
    if best is None or best.pct is None:
        return best
    bar = steps_module.threshold(text)
    if bar is None or best.pct > bar:
        return best
    label = label_of(best.record) or "it"
    line = (f"Nothing is more than {describe.number_text(bar)}% below its value: the best, {label}, is "
            f"{describe.number_text(best.pct)}% below, so I did not go on.")
    return Best(best.record, line, best.pct, qualifies=False)


def _list_call(calls: Sequence[Call], name: str | None) -> Call | None:
    for call in reversed(calls):
        if name is not None and call.name != name:
            continue
        if call.output is not None and not call.output.is_error and list_in(call.output.value):
            return call
        if name is not None:
            return None
    return None


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip().replace(",", ""))
        except ValueError:
            return None
    return None


def _merged(source: Call, followers: Sequence[Call]) -> list[dict[str, Any]]:
    """Each element of `source`'s list merged with the output of the call made for it."""
    elements = [e for e in (list_in(source.output.value) or []) if isinstance(e, dict)] if source.output else []
    out = []
    for element in elements:
        record = dict(element)
        for call in followers:
            if call.args and call.output and not call.output.is_error and any(
                isinstance(v, (str, int, float)) and v in element.values() for v in call.args.values()
            ):
                value = call.output.value
                if isinstance(value, dict):
                    for key, item in value.items():
                        record.setdefault(key, item)
                elif _number(value) is not None:
                    # a bare number ("349.0"): the tool's name says what it is (estimate_true_value -> true_value)
                    parts = [p for p in split_identifier(call.name) if not lexicon.is_read_verb(stem(p)) and not lexicon.action_groups(stem(p))]
                    record.setdefault("_".join(parts) or call.name, _number(value))
                break
        out.append(record)
    return out


def run_procedure(turn: Turn, found: list[Step], text: str) -> Decision:
    """The next step's calls, or the answer once every step is done (or a step cannot go on)."""
    calls = turn.reading.current.work()
    previous = turn.reading.previous
    if previous is not None and (turn.cont.go_ahead or turn.cont.kind in ("confirmed", "follow_up", "reference") or set(words(turn.reading.text[:2000])) & POINTERS):
        # "go on so, book it" after the quote: the steps done last turn are done, the procedure goes on from them
        names = {s.profile.name for s in found}
        done = [c for c in previous.work() if c.ok and c.name in names]
        if done and not any(c.name == done[-1].name for c in calls):
            turn.notes.append(f"{', '.join(sorted({c.name for c in done}))} done in the previous turn: going on from there")
            calls = done + calls
    evidence = turn.evidence
    today = turn.reading.today
    outputs = [c.output for c in reversed(calls) if c.output is not None]
    for index, step in enumerate(found):
        profile = step.profile
        made = [c for c in calls if c.name == profile.name]
        if made and any(c.output is not None and c.output.is_error for c in made) and not any(c.ok for c in made):
            turn.notes.append(f"step {index + 1} ({profile.name}) failed: stopping and reporting it")
            return turn._final(answer.compose(turn.reading, [], turn.toolbox))
        if step.fanout and index > 0:
            source = _list_call(calls, found[index - 1].profile.name)
            if source is not None:
                elements = [e for e in (list_in(source.output.value) or []) if isinstance(e, dict)][: turn.engine.max_fanout]
                wanted = []
                for element in elements:
                    filled = fill(profile, Context(evidence, (0, len(evidence.text)), today, outputs=outputs, focus=element))
                    key = (profile.name, canonical(filled.args))
                    if not filled.missing and key not in {c.key for c in made} and key not in {(w[0], canonical(w[1])) for w in wanted}:
                        wanted.append((profile.name, filled.args))
                if wanted:
                    turn.notes.append(f"step {index + 1}: {profile.name} for each of the {len(elements)} items {source.name} returned")
                    return turn._calls_of(wanted)
                continue
        if made:
            continue
        best = None
        if index > 0:
            previous = found[index - 1].profile.name
            source = _list_call(calls, None) if not found[index - 1].fanout else None
            fan_source = _list_call(calls, found[index - 2].profile.name) if index > 1 and found[index - 1].fanout else None
            if fan_source is not None:
                records = _merged(fan_source, [c for c in calls if c.name == previous])
            elif source is not None:
                records = [e for e in (list_in(source.output.value) or []) if isinstance(e, dict)]
            else:
                records = []
            best = with_threshold(pick_best(records, step.text) or pick_best(records, text), text)
            if best is not None and not best.qualifies:
                turn.notes.append(f"step {index + 1} ({profile.name}) not taken: {best.line}")
                turn.lead = best.line
                return turn._final(answer.compose(turn.reading, [], turn.toolbox, lead=best.line))
        focus = best.record if best is not None else None
        filled = fill(profile, Context(evidence, (0, len(evidence.text)), today, outputs=outputs, focus=focus))
        if filled.missing:
            turn.notes.append(f"step {index + 1} ({profile.name}) needs {', '.join(p.name for p in filled.missing)}: asking")
            return turn._final(answer.ask_for(profile, filled.missing))
        if best is not None:
            turn.notes.append(f"step {index + 1}: {best.line}")
        turn.notes.append(f"step {index + 1}: {profile.name} ({'asked for by the instructions' if profile.act else 'reads'}); {filled.why()}")
        return turn._calls_of([(profile.name, filled.args)])
    lead = ""
    if len(found) >= 2:
        last = found[-1]
        previous = found[-2]
        fan_source = _list_call(calls, found[-3].profile.name) if len(found) > 2 and previous.fanout else None
        if fan_source is not None:
            best = pick_best(_merged(fan_source, [c for c in calls if c.name == previous.profile.name]), last.text)
            lead = best.line if best else ""
    return turn._final(answer.compose(turn.reading, [], turn.toolbox, lead=lead))


def calls_decision(pairs: Sequence[tuple[str, dict[str, Any]]], parallel: bool) -> Decision:
    calls = [PlannedCall(name, json_dumps(args)) for name, args in pairs]
    return Decision(calls=calls if parallel else calls[:1])
