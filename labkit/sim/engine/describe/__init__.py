"""Tool results in words: a record as a sentence of its salient facts, a list as a short count
and the first few items, a confirmation for an action, an error or a refusal said plainly.

Facts are stated as the tool returned them (numbers, ids, dates are copied, never rounded or
invented); units are read from field names (`temperature_c` -> "7°C", `wind_kph` -> "12 km/h")
and money from a currency field or a `_usd`/`_eur` suffix.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from labkit.sim.engine.describe.actions import confirmation, error_sentence
from labkit.sim.engine.describe.lists import list_sentence
from labkit.sim.engine.describe.names import counted, noun_of, verb_phrase
from labkit.sim.engine.describe.records import SKIP_KEYS, asked_leaf, item_phrase, record_sentence
from labkit.sim.engine.describe.values import join, number_text, value_text
from labkit.sim.engine.outputs import Output, field_label, id_of, label_of, list_in
from labkit.sim.engine.words import STOPWORDS, humanize, shorten, split_identifier, stem, words

#: What the rest of the engine says through this module (`describe.field_label` is the outputs one).
__all__ = ["confirmation", "counted", "error_sentence", "field_label", "item_phrase", "join", "noun_of", "number_text",
           "output_sentence", "record_sentence", "value_text", "verb_phrase"]

_CONTAINERS = frozenset("basket cart trolley bag list wishlist inbox order queue playlist folder library shelf wallet catalog catalogue inventory".split())
_GENERIC_LISTS = frozenset("results result items data list records matches hits entries rows values objects response "
                           "available upcoming current active pending open past recent found".split())  # adjectives name no thing


def _conversion_sentence(record: dict[str, Any]) -> str | None:
    """"200 GBP is 234 EUR (rate 1.17)." for a converter's result: an amount, what it is in, what
    it became and in what (None when the record is not that)."""
    def first(*names: str) -> tuple[str, Any] | None:
        return next(((k, v) for k, v in record.items() if split_identifier(k)[:1] and split_identifier(k)[0] in names), None)

    amount, result = first("amount", "value", "quantity", "input"), first("result", "converted", "output")
    source, target = first("from", "source", "base"), first("to", "target", "quote")
    if not (amount and result and source and target) or not all(isinstance(v, (int, float)) for _k, v in (amount, result)):
        return None
    rate = first("rate", "exchange", "factor")
    tail = f" (rate {number_text(rate[1])})" if rate and isinstance(rate[1], (int, float)) else ""
    return f"{number_text(amount[1])} {source[1]} is {number_text(result[1])} {target[1]}{tail}."


_HOW_MUCH = re.compile(r"\bhow (?:much|many)\b|\bcost\b|\bquote\b|\btotal\b|\bin all\b|\baltogether\b|\bcompare[sd]?\b|\bcomparison\b|\bversus\b|\bvs\.?\b", re.I)


def _totals_said(value: dict[str, Any], question: str) -> str:
    """"The total solar generation is 708.8 kWh." when a result gives totals beside its series
    and the question asks how much ("" otherwise)."""
    if not _HOW_MUCH.search(question or ""):
        return ""
    key = next((k for k in value if set(split_identifier(k)) & {"total", "totals", "sum", "sums"}), None)
    totals = value.get(key) if key else None
    units = value.get("units") if isinstance(value.get("units"), dict) else {}
    pairs = [(k, v) for k, v in totals.items() if isinstance(v, (int, float)) and not isinstance(v, bool)][:4] if isinstance(totals, dict) else []
    if key and isinstance(totals, (int, float)) and not isinstance(totals, bool):
        return f"The total is {value_text(key, totals, value)}."  # {"lines": [...], "total_eur": 124}: "The total is €124."
    if not pairs:
        return ""
    said = [f"{field_label(k)} is {number_text(v)}" + (f" {units[k]}" if isinstance(units.get(k), str) else "") for k, v in pairs]
    return "The total " + join(said) + "."


def _wrapper_facts(wrapper: dict[str, Any], question: str, listed: str) -> str:
    """Facts beside a list that the question names by their own word ("closes" and
    `hours_today.close`): "Hours today, close: 22:00." Two at most; none for words of the list."""
    said = {stem(w) for w in words(question)} - STOPWORDS - {stem(p) for part in listed.split() for p in split_identifier(part)} - _UNIT_WORDS
    found = []
    stack: list[tuple[list[str], Any]] = [([str(k)], v) for k, v in wrapper.items()]
    while stack and len(found) < 2:
        path, node = stack.pop(0)
        if isinstance(node, dict) and len(path) < 3:
            stack += [(path + [str(k)], v) for k, v in list(node.items())[:12]]
            continue
        if isinstance(node, (dict, list)) or node is None or isinstance(node, bool):
            continue
        key_words = {stem(p) for p in split_identifier(path[-1])} - {"id", "at", "on", "of"}
        if key_words and key_words & said and not key_words <= _GENERIC_KEYS:
            label = ", ".join(field_label(p) for p in path)
            found.append(f"{label[:1].upper()}{label[1:]}: {value_text(path[-1], node, wrapper)}.")
    return " ".join(found)


#: Words of units and of the calendar: a key holding one ("…_per_day", "start_date") is not what "a 3 day pass" asks.
_UNIT_WORDS = frozenset(stem(w) for w in "day days per person people eur gbp usd date time hour hours week weeks month year start end from to".split())
#: Keys too general to answer a question by their word alone.
_GENERIC_KEYS = frozenset(stem(w) for w in "type name status count total note notes value data result results location".split())


def _code_of(code: str, name: str) -> bool:
    """Is `code` the ISO code of the language or country `name` ("ja" and "Japanese")?"""
    from labkit.sim.engine import places

    return places.code_name(code) == name


def as_list(value: Any, args: dict[str, Any] | None = None) -> tuple[list[Any], dict[str, Any]] | None:
    """(items, the wrapper's other fields) when a result is a list of things; None when it is one
    record (an order with its line items is a record, a search with a `count` is a list)."""
    if isinstance(value, list):
        return value, {}
    items = list_in(value)
    if items is None or not isinstance(value, dict):
        return None
    echoed = {str(v).lower() for v in (args or {}).values() if not isinstance(v, (dict, list))}
    scalars = {k: v for k, v in value.items() if not isinstance(v, (dict, list))}
    own = {k: v for k, v in scalars.items() if str(v).lower() not in echoed and k not in SKIP_KEYS
           and not set(split_identifier(k)) & {"count", "total", "page", "next", "cursor", "limit", "offset", "more", "returned", "results"}}
    if items and not isinstance(items[0], dict):
        return (items, scalars) if len(own) <= 2 else None
    if (id_of(scalars) is not None and len(own) >= 2) or len(own) >= 5:
        return None  # an order with its line items, a forecast with its hours: one record
    return items, scalars


def _as_the_output_says(code: str, value: dict[str, Any]) -> str:
    """"robin_hoods_bay", the enum value a call took, as the result spells it ("Robin Hood's Bay")."""
    key = re.sub(r"[^a-z0-9]", "", code)
    for field in value.values():
        if isinstance(field, str) and field != code and len(field) <= 80 and re.sub(r"[^a-z0-9]", "", field.lower()) == key:
            return field
    return code


def _holds_records(record: dict[str, Any]) -> bool:
    """Does a record hold a list of two or more records of its own ({"date": …, "tides": [{…}, {…}]})?"""
    inner = list_in(record)
    return isinstance(inner, list) and len(inner) >= 2 and all(isinstance(i, dict) for i in inner[:5])


def output_sentence(tool_name: str, output: Output, *, about: str = "", asked: set[str] = frozenset(),
                    question: str = "", args: dict[str, Any] | None = None) -> str:
    """What a read tool returned, in a sentence or two (the fields asked about first)."""
    value = output.value
    called = tool_name
    if isinstance(value, dict) and re.fullmatch(r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*", about or ""):
        about = _as_the_output_says(about, value)
    listed = as_list(value, args)
    if listed is not None and len(listed[0]) == 1 and isinstance(listed[0][0], dict) and _holds_records(listed[0][0]):
        # one day of a table, one store of a search: what the answer is about is the list it holds
        return output_sentence(tool_name, dataclasses.replace(output, value=listed[0][0]), about=about, asked=asked, question=question, args=args)
    if listed is not None:
        items, wrapper = listed
        key = next((k for k, v in value.items() if v is items), None) if isinstance(value, dict) else None
        if key and items and (not isinstance(items[0], dict) or key.lower() not in _GENERIC_LISTS):
            tool_name = key  # "7 steps", "2 ingredients": a list is named by its field (not "results")
        elif noun_of(tool_name) in _CONTAINERS:
            tool_name = "items"  # what a basket holds: "4 items", not "4 baskets"
        codes = frozenset(str(v).lower() for v in (args or {}).values() if isinstance(v, str) and about and _code_of(v, about))
        sentence = list_sentence(tool_name, items, about=about, asked=asked, question=question, context=wrapper, echoed=codes,
                                 tool_words=frozenset(stem(w) for w in split_identifier(called)))
        totals = _totals_said(value, question) if isinstance(value, dict) else ""
        beside = _wrapper_facts({k: v for k, v in value.items() if v is not items}, question, f"{key or ''} {called}") if isinstance(value, dict) else ""
        if beside:
            sentence = beside + " " + sentence  # "what time does it close?" beside a list of machines: the closing time first
        if totals:
            sentence = totals + " " + sentence  # "how much did we generate in May?": the total the result gives, first
        echoed = {str(v).lower() for v in (args or {}).values() if not isinstance(v, (dict, list))}
        notes = [v for k, v in wrapper.items() if isinstance(v, str) and str(v).lower() not in echoed
                 and any(w in split_identifier(k) for w in ("note", "message", "warning", "hint", "summary")) and len(v) > 12]
        if notes:
            sentence += " " + shorten(notes[0], 200)
        return sentence
    if isinstance(value, dict):
        converted = _conversion_sentence(value)
        if converted is not None:
            return converted
        picked = asked_leaf(value, asked)
        if picked is not None:
            return picked
        subject = None
        ident = id_of(value)
        code = bool(re.fullmatch(r"[A-Z]{2,3}|[a-z]{2,3}", about or ""))  # ("GBP" or "en", a code the call took, is no name for the quote it returned)
        if not label_of(value) and ident is not None and (not about or code or str(ident[1]).lower() == about.lower()):
            kind = " ".join(p for p in split_identifier(ident[0]) if p not in ("id", "ids", "number", "no", "code", "ref"))
            subject = f"{kind.capitalize()} {ident[1]}" if kind else str(ident[1])
        elif about and not label_of(value):
            subject = about if any(ch.isdigit() for ch in about) or about.isupper() or about != about.lower() else about.title()
        sentence = record_sentence(value, subject=subject, asked=asked)
        advice = [v for k, v in value.items() if isinstance(v, str) and any(w in split_identifier(k) for w in ("advice", "recommendation", "tip", "note", "warning", "summary", "answer"))
                  and v.lower()[:60] not in sentence.lower()]  # (a long note is said shortened: its start says it was said)
        if advice:
            sentence += " " + " ".join(advice[:2])
        return sentence
    if value is not None and not isinstance(value, (dict, list)):
        return f"{humanize(tool_name).capitalize()}: {value_text(tool_name, value)}."
    return shorten(output.text, 400)
