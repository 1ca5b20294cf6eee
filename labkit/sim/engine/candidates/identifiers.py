"""Candidates for ids and the other identifiers (emails, URLs, phones, slugs, paths, expressions),
and whether an id is one of the parameter's at all ("refill RX104233" is not a store)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import places
from labkit.sim.engine.candidates.quantities import PEOPLE
from labkit.sim.engine.candidates.scoring import Candidate, in_span, mentions, near, numbers, param_words
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import stem


def abbreviates(prefix: str, word: str) -> bool:
    """"ST" abbreviates "store", "BK" "booking", "INV" "invoice", "RX" only "rx": the letters in
    order, the first one first."""
    prefix, word = prefix.lower(), word.lower()
    if not prefix or not word or prefix[0] != word[0]:
        return False
    position = 0
    for letter in prefix:
        position = word.find(letter, position)
        if position < 0:
            return False
        position += 1
    return True


_PLACE_PREPOSITIONS = frozenset("near in around at from to".split())


def belongs(candidate: Candidate, param: Param, id_objects: frozenset[str], span: tuple[int, int] = (0, 1 << 30)) -> Candidate:
    """Lower an id candidate that names another kind of thing than `param` identifies: "refill
    RX104233" is not a store, "my order RF-55810" is not a store, "near SW3" is a place."""
    import dataclasses

    from labkit.sim.engine.tools import id_object_words

    mention = candidate.mention
    if mention is None or mention.kind != "id":
        return candidate
    own = id_object_words(param)
    if not own:
        return candidate
    if mention.extra.get("plate") and {stem(w) for w in param.words} & _VEHICLE_WORDS:
        return candidate  # "a session for KX21 ABC": a registration, whatever word stands before it
    near = {*mention.before[-2:], *mention.after[:1]}
    if near & own:
        return candidate
    others = id_objects - own
    prefix = re.match(r"[A-Za-z]+", str(mention.value))
    letters = prefix.group(0) if prefix else ""
    fits_own = len(letters) >= 2 and any(abbreviates(letters, w) for w in own) or (
        len(letters) == 1 and re.fullmatch(r"[A-Za-z]-\d{3,}", str(mention.value)) is not None and any(w[:1] == letters.lower() for w in own))
    if fits_own:  # "RX104233" for a prescription, "L-4431" for a listing (a postcode has no hyphen after one letter)
        return candidate
    if not (span[0] <= mention.start < span[1]):
        # "p95" in the alert is not the incident "the closest one" means: an id from another clause
        # must say what it is (its prefix or the word before it)
        return dataclasses.replace(candidate, score=-1.0, why=f"{candidate.why} (in another clause, and nothing says it is a {param.name})")
    names_other = bool(near & others) or (len(letters) >= 2 and any(abbreviates(letters, w) for w in others)) or (
        len(letters) == 1 and bool(set(mention.before[-1:]) & others))
    place_like = bool(mention.before[-1:]) and mention.before[-1] in _PLACE_PREPOSITIONS and len(letters) >= 1 and len(str(mention.value)) <= 8 \
        and not mention.extra.get("kebab")  # "in SW3" is a postcode; "in eu-main" is a cluster
    if names_other or place_like:
        why = "names another kind of thing" if names_other else "reads as a place"
        return dataclasses.replace(candidate, score=-1.0, why=f"{candidate.why} ({why} than {param.name})")
    return candidate


_VEHICLE_WORDS = frozenset(stem(w) for w in "plate plates registration reg vin numberplate vehicle car licence license".split())


def ids(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    words = {stem(w) for w in param.words} - {"id", "number", "no", "code", "ref"}
    out = []
    if "airline" in param.words or "carrier" in param.words:
        for mention in mentions(evidence, ("name", "place", "person"), used):
            code = places.airline_code(str(mention.value))
            if code:
                out.append(Candidate(code, mention, 5.0 + in_span(mention, span), f"'{mention.text}' -> {code} (its IATA code)"))
    vehicle = bool(words & _VEHICLE_WORDS)
    for mention in mentions(evidence, ("id",), used):
        score = 3.0 + in_span(mention, span) + 2.0 * len(words & (set(mention.before) | set(mention.after)))
        if mention.extra.get("plate"):
            score += 2.5 if vehicle else -1.5  # "KX21 ABC" is a registration, not a zone or an order
        elif vehicle and not ({stem(w) for w in mention.before[-2:]} | {stem(w) for w in mention.after[:1]}) & _VEHICLE_WORDS:
            continue  # "berth B-4" is no registration: one is shaped like a plate, or said to be one ("reg 4471-XK")
        if mention.extra.get("kebab"):
            score -= 1.5  # "checkout-prod" may be an id, but "FARM-77" is surely one
        prefix = re.match(r"[A-Za-z]+", str(mention.value))
        if prefix and words and any(w.startswith(prefix.group(0).lower()[:3]) for w in words):
            score += 1.5
        value: Any = mention.value
        if param.kind == "integer":
            digits = re.sub(r"\D", "", str(value))
            if not digits:
                continue
            value = int(digits)
        out.append(Candidate(value, mention, score, f"'{mention.text}'"))
    for mention in numbers(evidence, used):
        digits = mention.text.replace(",", "")
        if not digits.isdigit():
            continue
        near = words & (set(mention.before) | set(mention.after))
        if mention.after[:1] and (mention.after[0] in PEOPLE or mention.after[0] in _COUNTED_NOUNS) and mention.before[-1:] not in (("#",), ("id",), ("number",), ("no",)):
            continue  # "that recipe for 6 people": a count, not recipe 6
        if (mention.extra or {}).get("unit") and mention.before[-1:] not in (("#",), ("id",), ("number",), ("no",)):
            continue  # "the 25 m badge": a measure, not badge 25
        if mention.before[-1:] in (("#",), ("id",), ("number",), ("no",), ("end",), ("ending",)) or near:
            value: Any = int(digits) if param.kind in ("integer", "number") else digits
            out.append(Candidate(value, mention, 2.0 + in_span(mention, span) + len(near), f"'{mention.text}'"))
    return out


_COUNTED_NOUNS = frozenset(stem(w) for w in "people persons guests servings portions nights days weeks hours minutes kids children adults tickets seats items pieces".split())


def of_kind(kind: str):
    def finder(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
        kinds = (kind, "path") if kind == "slug" else (kind, "slug") if kind == "path" else (kind,)
        return [Candidate(m.value, m, 3.0 + in_span(m, span) + near(m, param_words(param)) - (0.5 if m.kind != kind else 0), f"'{m.text}'")
                for m in mentions(evidence, kinds, used)]
    return finder
