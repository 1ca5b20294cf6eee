"""Candidates for ISO codes and zones: a country, a language, a currency (by the side of a
conversion it is on), a time zone; each as the code or the name the parameter asks for."""

from __future__ import annotations

import re
import zoneinfo

from labkit.sim.engine import places
from labkit.sim.engine.candidates.scoring import Candidate, in_span, mentions, role_fit
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot


def countries(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    form = _code_form(param, two="alpha_2", three="alpha_3")
    out = []
    for mention in mentions(evidence, ("country",), used):
        value = {"alpha_2": mention.value, "alpha_3": mention.extra.get("alpha_3"), "name": mention.extra.get("name")}[form]
        out.append(Candidate(value, mention, 3.0 + in_span(mention, span) - (1.0 if mention.extra.get("demonym") else 0), f"'{mention.text}' -> {value} (ISO 3166)"))
    for mention in mentions(evidence, ("place",), used):
        code = places.country_of_city(str(mention.value))
        country = places.country_by_code(code) if code else None
        if country is None:
            continue
        value = {"alpha_2": code, "alpha_3": country[1], "name": country[2]}.get(form, code)
        score = 0.8 + in_span(mention, span) + role_fit(mention, slot)  # a role against the side drops it
        out.append(Candidate(value, mention, score, f"'{mention.text}' is in {value}"))
    return out


def languages(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    form = _code_form(param, two="alpha_2", three="alpha_3")
    out = []
    for mention in mentions(evidence, ("language",), used):
        value = {"alpha_2": mention.value, "alpha_3": mention.extra.get("alpha_3"), "name": mention.extra.get("name")}[form]
        cue = set(mention.before[-1:])
        side = 0.0
        if slot.side == "end":
            side = 2.0 if cue & {"to", "into", "in"} else (-2.0 if cue & {"from"} else 0.0)
        elif slot.side == "start":
            side = 2.0 if cue & {"from"} else (-2.0 if cue & {"to", "into"} else 0.0)
        out.append(Candidate(value, mention, 3.0 + in_span(mention, span) + side, f"'{mention.text}' -> {value} (ISO 639)"))
    return out


def _code_form(param: Param, *, two: str, three: str) -> str:
    """Does the parameter want an ISO code (2 or 3 letters) or a name?"""
    text = param.text
    schema = param.schema
    max_length = schema.get("maxLength") if isinstance(schema.get("maxLength"), int) else None
    pattern = str(schema.get("pattern") or "")
    if max_length == 3 or "{3}" in pattern or re.search(r"alpha[- ]?3|three[- ]letter|3[- ]letter|iso 639-2|iso 639-3", text):
        return three
    if max_length == 2 or "{2}" in pattern or re.search(r"\bcode\b|\biso\b|alpha[- ]?2|two[- ]letter|2[- ]letter|e\.g\.,? ['\"]?[a-z]{2}\b|e\.g\.,? ['\"]?[A-Z]{2}\b|\(e\.g\. [a-z]{2}", text + " " + param.description) or "code" in param.words:
        return two
    return "name"


def currencies(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    found = [m for m in evidence.mentions if m.kind in ("currency", "money") and (m.kind == "currency" or m.extra.get("currency"))]
    for index, mention in enumerate(found):
        code = mention.value if mention.kind == "currency" else mention.extra.get("currency")
        cue = set(mention.before[-1:])
        score = 3.0 + in_span(mention, span)
        if slot.side == "end":
            score += 2.0 if cue & {"to", "into", "in"} else (-2.0 if mention.kind == "money" or index == 0 and len(found) > 1 else 0.0)
        elif slot.side == "start":
            score += 2.0 if mention.kind == "money" or cue & {"from"} else (-2.0 if cue & {"to", "into"} else 0.0)
        out.append(Candidate(code, mention if mention.kind == "currency" else None, score, f"'{mention.text}' -> {code} (ISO 4217)"))
    return out


def timezones(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    zones = zoneinfo.available_timezones()
    for token in evidence.toks:
        if token.text.upper() in ("UTC", "GMT") or token.text in zones:
            out.append(Candidate(token.text.upper() if token.text.upper() in ("UTC", "GMT") else token.text, None, 3.0, f"'{token.text}'"))
    for mention in mentions(evidence, ("place",), used):
        city = mention.value.replace(" ", "_")
        zone = next((z for z in sorted(zones) if z.split("/")[-1].lower() == city.lower()), None)
        if zone:
            out.append(Candidate(zone, mention, 2.5 + in_span(mention, span), f"'{mention.text}' -> {zone}"))
    return out


def country_code_for_place(name: str) -> str | None:
    """The ISO country a place name is, when it is a country ("Japan" -> "JP")."""
    found = places.countries().get(name.lower())
    return found[0] if found else None
