"""Candidates for ISO codes and zones: a country, a language, a currency (by the side of a
conversion it is on), a time zone; each as the code or the name the parameter asks for."""

from __future__ import annotations

import dataclasses
import re
import zoneinfo

from labkit.sim.engine import places
from labkit.sim.engine.candidates.scoring import Candidate, in_span, mentions, role_fit
from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import stem


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


#: Cues before a currency that make it the one handed over ("from euros", "with 800 francs", "for
#: CHF 250", "sell my pounds") or the one received ("into yen", "I need 40,000 yen", "buy dollars").
_SOURCE_CUES = frozenset(stem(w) for w in "from with for sell selling change changing exchange exchanging convert converting swap spend pay".split())
_TARGET_CUES = frozenset(stem(w) for w in "to into need want get buy receive order".split())
#: After "how many francs …": a verb of paying makes them the ones handed over ("will that cost me").
_PAYING_AFTER = re.compile(r"^[^.?!]{0,30}?\b(?:cost|costs|pay|paying|spend|set me back|hand over|give you)\b", re.I)
_LOCAL_MONEY = re.compile(r"\b(?:local|their|the country's) (?:money|currency|cash)\b", re.I)


def currency_role(mention: Mention, evidence: Evidence) -> str | None:
    """Is this currency the one the user hands over ("source") or the one they get ("target")?"""
    before = list(mention.before[-3:])
    last = before[-1] if before else ""
    if last == "in" and mention.kind == "currency":
        return "target"  # "what's that in euros"
    if mention.kind == "currency" and (len(before) >= 2 and before[-2] == "how" and last in ("mani", "much")
                                       or len(before) >= 3 and before[-3] == "how" and before[-2] in ("mani", "much")):
        return "source" if _PAYING_AFTER.search(evidence.text[mention.end : mention.end + 60]) else "target"
    if last in _SOURCE_CUES or (before[-2:-1] and before[-2] in _SOURCE_CUES and last in ("my", "our", "the", "some")):
        return "source"
    if last in _TARGET_CUES or (before[-2:-1] and before[-2] in _TARGET_CUES and last in ("some", "the", "me", "us")):
        return "target"
    return None


_GIVE_WORDS = frozenset("give given pay paid sell send have source base hand".split())
_GET_WORDS = frozenset("get got receive received buy want target quote".split())


def _exchange_side(slot: Slot, param: Param) -> str | None:
    """The side of an exchange a currency parameter is on: its slot's, else its own words
    (`give_currency`, "the currency the customer receives")."""
    if slot.side:
        return slot.side
    said = set(param.words) | set(re.findall(r"[a-z]+", param.description.lower()))
    give, get = bool(said & _GIVE_WORDS), bool(said & _GET_WORDS)
    return "start" if give and not get else "end" if get and not give else None


def currencies(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    slot = dataclasses.replace(slot, side=_exchange_side(slot, param))
    out = []
    found = [m for m in evidence.mentions if m.kind in ("currency", "money") and (m.kind == "currency" or m.extra.get("currency"))]
    roles = {id(m): currency_role(m, evidence) for m in found}
    codes_by_role = {role: {m.value if m.kind == "currency" else m.extra.get("currency") for m in found if roles[id(m)] == role} for role in ("source", "target")}
    for index, mention in enumerate(found):
        code = mention.value if mention.kind == "currency" else mention.extra.get("currency")
        role = roles[id(mention)] or ("source" if mention.kind == "money" else None)
        score = 3.0 + in_span(mention, span)
        if slot.side == "end":
            score += 2.0 if role == "target" else -2.0 if role == "source" or index == 0 and len(found) > 1 else 0.0
            if code in codes_by_role["source"] and role != "target":
                score -= 2.0  # "for CHF 250": francs handed over are not what is received
        elif slot.side == "start":
            score += 2.0 if role == "source" else -2.0 if role == "target" else 0.0
            if code in codes_by_role["target"] and role != "source":
                score -= 2.0
        out.append(Candidate(code, mention if mention.kind == "currency" else None, score, f"'{mention.text}' -> {code} (ISO 4217)"))
    local = _LOCAL_MONEY.search(evidence.text)
    if local and slot.side == "end":
        for mention in evidence.of("place", "country"):
            code = places.currency_of_place(str(mention.text))
            if code:
                out.append(Candidate(code, None, 5.0 + in_span(mention, span), f"'{local.group(0)}' in {mention.text} -> {code} (ISO 4217)"))
                break
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
