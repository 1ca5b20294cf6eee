"""A conversion whose amount a record holds: "what's the bluefin invoice worth in euros?" with
`list_invoices` and `convert_amount(amount, from_currency, to_currency)`. The amount is no number
the user says; it is the named record's total, and its currency is the one to convert from. So
the lookup that lists such records is called first, the record the request names is chosen among
its results, and its money — a `total`, `price`, `amount`… with the record's `currency`, or a
`{"amount", "currency"}` object — fills the conversion. Never a guessed amount: when no record
or several are named, or a record holds no single sum, nothing is filled (and the model asks)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import split_identifier, stem

#: Words of a record's field that hold a sum of money, the likelier first.
_MONEY_WORDS = ("total", "price", "prices", "amount", "cost", "costs", "fee", "fees", "balance", "due", "value", "subtotal", "fare", "fares")

#: The same words as stems, for a description that speaks of sums ("with their hourly prices").
MONEY_STEMS = frozenset(stem(w) for w in _MONEY_WORDS)


#: "… worth in euros?", "… cost me in canadian dollars", "… into USD": the currency a sum is wanted in.
_IN_A_CURRENCY = re.compile(r"\b(?:in|into)\s+(?:\w+\s+)?$", re.I)


def wants_a_currency(evidence: Evidence, span: tuple[int, int]) -> bool:
    """The request at `span` asks for a sum in one currency it names ("in euros", "into USD")."""
    wanted = [m for m in evidence.mentions if m.kind == "currency" and span[0] <= m.start < span[1]
              and _IN_A_CURRENCY.search(evidence.text[max(span[0], m.start - 24) : m.start])]
    return len(wanted) == 1


def is_converter(profile: ToolProfile) -> bool:
    """A read tool that takes one amount and two currencies (from and to): a conversion."""
    if profile.act:
        return False
    kinds = [slot_of(p).kind for p in profile.params]
    return kinds.count("amount") == 1 and kinds.count("currency") >= 2


def source_currency(profile: ToolProfile) -> str | None:
    """The name of the converter's currency to convert FROM (`from_currency`, `source`)."""
    currencies = [p for p in profile.params if slot_of(p).kind == "currency"]
    starts = [p for p in currencies if slot_of(p).side == "start"]
    if len(starts) == 1:
        return starts[0].name
    return currencies[0].name if len(currencies) == 2 and slot_of(currencies[1]).side == "end" else None


def money_of(record: dict[str, Any], said: frozenset[float] = frozenset()) -> tuple[float, str | None] | None:
    """The one sum of money a record states, and its currency: `{"total": 3150, "currency": "USD"}`
    -> (3150, "USD"), `{"price": {"amount": 12, "currency": "EUR"}}` -> (12, "EUR"); of a list of
    prices (`[{"duration_minutes": 60, "amount": 380}, …]`), the one whose figures include a number
    the request says (`said`: "an hour" is 60). None when it states none, or two of the same
    standing (a lodging cap and a meals rate: which is meant?)."""
    currency = record.get("currency") if isinstance(record.get("currency"), str) else None
    for word in _MONEY_WORDS:
        found: list[tuple[float, str | None]] = []
        for key, value in record.items():
            if word not in split_identifier(key):
                continue
            if isinstance(value, list) and said:
                value = _the_one_said([v for v in value if isinstance(v, dict)], said)
            if _is_number(value):
                found.append((float(value), currency))
            elif isinstance(value, dict) and _is_number(value.get("amount")):
                inner = value.get("currency")
                found.append((float(value["amount"]), inner if isinstance(inner, str) else currency))
        if len(found) == 1:
            return found[0]
        if found:
            return None
    return None


def _the_one_said(options: list[dict[str, Any]], said: frozenset[float]) -> dict[str, Any] | None:
    """The one option with a figure the request says (its duration, its size), else None."""
    named = [o for o in options if any(_is_number(v) and float(v) in said for k, v in o.items() if k != "amount")]
    return named[0] if len(named) == 1 else None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
