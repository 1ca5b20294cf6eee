"""Postal codes ("N1 7GU", "SW3" after a place word, "zip 94103") and street addresses ("221B Baker
Street"): places written with digits, found before the digits can be read as times or counts."""

from __future__ import annotations

import re

from labkit.sim.engine import places
from labkit.sim.engine.evidence.mention import Mention, around, token_range
from labkit.sim.engine.evidence.propernames import place_role
from labkit.sim.engine.words import Token

_POSTCODE_FULL = re.compile(r"\b(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[1-9]\d{3}\s?[A-Z]{2}"  # UK "N1 7GU", Dutch "1012 AB"
                            r"|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d"  # Canadian "M4L 3P1"
                            r"|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4})\b")  # Irish Eircode "H91 E2K8"
_POSTCODE_OUTWARD = re.compile(r"\b[A-Z]{1,2}\d{1,2}[A-Z]?\b")  # UK "SW3", after a place word
_POSTCODE_DIGITS = re.compile(r"\b\d{4,5}(?:-\d{4})?\b")  # "75011 Paris", "zip 94103"
#: The UK postcode areas of one letter (Birmingham, East London, Glasgow, Liverpool, Manchester, N, S, W).
_ONE_LETTER_AREAS = frozenset("BEGLMNSW")
_POSTCODE_CUES = frozenset("near in around at postcode post code zip zipcode plz area from to".split())


def roles_from_postcodes(mentions: list[Mention]) -> list[Mention]:
    """"to 75011 Paris": the city right after a postal code has the code's role (destination)."""
    codes = {m.last + 1: m for m in mentions if m.kind == "postcode" and m.role}
    if not codes:
        return mentions
    return [Mention(**{**m.__dict__, "role": codes[m.first].role}) if m.kind == "place" and m.role is None and m.first in codes else m
            for m in mentions]


def postcodes(text: str, toks: list[Token], taken: set[int]) -> list[Mention]:
    """Postal codes: a full UK or Dutch one anywhere; a UK district ("SW3") after a place word;
    digits after "zip"/"postcode" or before a city's name ("10119 Berlin")."""
    out: list[Mention] = []
    cities = places.cities()
    found: list[tuple[int, int]] = [(m.start(), m.end()) for m in _POSTCODE_FULL.finditer(text[:5000])]
    for match in _POSTCODE_OUTWARD.finditer(text[:5000]):
        before = text[max(0, match.start() - 12) : match.start()].lower().split()
        area = re.match(r"[A-Z]+", match.group(0)).group(0)
        if len(area) == 1 and area not in _ONE_LETTER_AREAS:
            continue  # "seats F7 to F9": no UK postcode area is F
        if re.fullmatch(r"[A-Z]{2}\d{2}", match.group(0)) and re.match(r" [A-Z]{3}\b", text[match.end() : match.end() + 5]):
            continue  # "in YX21 KPT": a registration plate, not the district YX21
        if len(before) >= 2 and before[-1] in ("to", "-", "through", "thru") and re.fullmatch(rf"{area}\d{{1,3}}", before[-2], re.I):
            continue  # "rows B7 to B9": the end of a run of codes, not a district
        if before and before[-1] in _POSTCODE_CUES and not any(a <= match.start() < b for a, b in found):
            found.append((match.start(), match.end()))
    for match in _POSTCODE_DIGITS.finditer(text[:5000]):
        before = text[max(0, match.start() - 16) : match.start()].lower().replace("code", " code").split()
        after = text[match.end() : match.end() + 30].split()
        city_after = bool(after) and after[0][:1].isupper() and after[0].strip(",.").lower() in cities
        if (before and before[-1] in ("zip", "zipcode", "postcode", "code", "plz")) or city_after or _after_a_city(text, match, cities):
            found.append((match.start(), match.end()))
    for start, end in sorted(set(found)):
        first, last = token_range(toks, start, end)
        if any(i in taken for i in range(first, last + 1)):
            continue
        before, after = around(toks, first, last)
        cue = toks[first - 1].lower if first > 0 else ""
        cue2 = toks[first - 2].lower if first > 1 else ""
        role = place_role(cue, cue2)
        out.append(Mention("postcode", text[start:end], text[start:end], start, end, first, last, before, after, role))
    return out


#: A city, then perhaps a state ("Hobart TAS", "Austin, TX"), just before the digits.
_CITY_BEFORE = re.compile(r"\b([A-Z][a-z'’-]+)(,?\s+[A-Z]{2,3})?,?\s+$")


def _after_a_city(text: str, match: re.Match[str], cities: dict[str, tuple[str, int]]) -> bool:
    """"my friend in Hobart, 7000", "Hobart TAS 7000", "Austin, TX 78701": digits after a city's
    name (and its state) that end the phrase are its postal code; a year after a city ("Sydney
    2000 Olympics", "Paris 2024") is not, unless a state stands between."""
    city = _CITY_BEFORE.search(text[max(0, match.start() - 40) : match.start()])
    if city is None or city.group(1).lower() not in cities and city.group(2) is None:
        return False  # (a town and its state, "Fremantle WA 6160", need no list of towns)
    if not re.match(r"\s*(?:[,.;:!?)]|$|and\b|\n)", text[match.end() : match.end() + 6]):
        return False
    return city.group(2) is not None or not re.fullmatch(r"(?:19|20)\d\d", match.group(0))


_STREET_ADDRESS = re.compile(
    r"\b\d{1,4}[A-Za-z]?,?\s+(?:[A-Z][a-z'’-]+\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Close|Drive|Dr|Way|Place|Pl|Square|Sq|"
    r"Crescent|Cres|Terrace|Gardens|Grove|Hill|Row|Court|Ct|Mews|Parade|Walk|Boulevard|Blvd|Strasse|Straße|Rue)\b\.?")


def addresses(text: str, toks: list[Token], taken: set[int]) -> list[Mention]:
    """Street addresses: "12 Elm Road", "221B Baker Street" (the number is part of the place,
    not a time or a count)."""
    out: list[Mention] = []
    for match in _STREET_ADDRESS.finditer(text[:5000]):
        first, last = token_range(toks, match.start(), match.end())
        if any(i in taken for i in range(first, last + 1)):
            continue
        before, after = around(toks, first, last)
        cue = toks[first - 1].lower if first > 0 else ""
        cue2 = toks[first - 2].lower if first > 1 else ""
        value = match.group(0).rstrip(".")
        out.append(Mention("place", value, value, match.start(), match.start() + len(value), first, last, before, after, place_role(cue, cue2),
                           extra={"street": True}))
    return out
