"""Candidates for places (or their airports' codes, or postal codes), people (or their email
addresses) and other named things (a restaurant, a title, a cuisine said as an adjective)."""

from __future__ import annotations

import re

from labkit.sim.engine import places
from labkit.sim.engine.candidates.scoring import Candidate, free, in_span, mentions, near, param_words, role_fit
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.phrases import TITLE_LABEL
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import STOPWORDS


def _wants_code(param: Param) -> bool:
    schema = param.schema
    return bool(re.search(r"iata|icao|airport code|\bcode\b|3[- ]letter|three[- ]letter", param.text)) or schema.get("maxLength") == 3 or "{3}" in str(schema.get("pattern") or "")


def airport_code_for(param: Param, value: object) -> str | None:
    """A city's main airport code for a parameter that takes one ("IATA airport or city code"),
    when the value is a place's name ("Lisbon" -> LIS); None otherwise."""
    if not isinstance(value, str) or re.fullmatch(r"[A-Z]{3}", value) or not _takes_airport_code(param):
        return None
    return places.airport_for(value)


def _takes_airport(param: Param) -> bool:
    return "airport" in param.text or "iata" in param.text


def _takes_airport_code(param: Param) -> bool:
    return _takes_airport(param) and _wants_code(param)


_WAY = {"start": "from", "end": "to"}


def _last_way(before: str) -> str | None:
    """The last "from" or "to" said before a place ("… to my mum in Perth, postcode"): which end
    of a route the words that follow are on."""
    ways = re.findall(r"\b(from|to)\b", before.lower())
    return ways[-1] if ways else None


def locations(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    airport = _takes_airport(param)
    coded = airport and _wants_code(param)
    cities = places.cities()
    city_wanted = bool({"city", "town"} & {w.lower() for w in param.words})
    for mention in mentions(evidence, ("place", "name", "country", "person"), used):
        if mention.kind == "person" and (cities.get(str(mention.value).lower(), ("", 0))[1] < 50_000 or not (set(mention.before[-1:]) & {"for", "to", "from", "in"})):
            continue  # "forecast for Bergen": a city read as a person (by "for") is still a city for a city parameter
        cue = mention.before[-2:-1] if mention.before[-1:] == ("the",) else mention.before[-1:]
        if mention.kind == "name" and not (set(cue) & {"in", "at", "near", "from", "to", "around"} or mention.before[-2:] == ("on", "the")):
            continue  # a name is a place only where a place word puts it ("at Roxy Central", "at the North Wall")
        if city_wanted and _a_venue(str(mention.value), cities):
            continue  # "at the Auditorium Theatre": a venue in a city, not the city
        if role_fit(mention, slot) < 0:
            continue  # "to Porto" is where the trip ends: never its origin
        if slot.side == "start" and mention.role is None and tuple(mention.after[:1]) not in (("to",), ("-",), ("and",)) and any(
                m.role == "destination" for m in evidence.mentions if m is not mention and span[0] <= m.start < span[1]):
            continue  # "ferries to Split … a cabin at Lake Bled": a place with no 'from' is not where a trip to Split starts
        score = (3.0 if mention.kind == "place" else 1.0 if mention.kind in ("country", "person") else 0.5) + in_span(mention, span) + role_fit(mention, slot)
        value = mention.extra.get("name") if mention.kind == "country" else mention.value
        if coded:
            code = places.airport_for(str(value))
            if code is None:
                continue
            out.append(Candidate(code, mention, score, f"'{mention.text}' -> {code} (its main airport)"))
            continue
        out.append(Candidate(value, mention, score, f"'{mention.text}'"))
    codes = mentions(evidence, ("postcode",), used)
    if {"postal", "postcode", "zip", "zipcode", "post"} & set(param.words):
        out = [c for c in out if c.mention is None]  # a city is not a postal code
        for mention in codes:
            if slot.side and mention.role is None and _last_way(evidence.text[max(0, mention.start - 80) : mention.start]) not in (None, _WAY[slot.side]):
                continue  # "send a box to my mum in Perth, postcode 6000": where it goes, not where it starts
            score = 6.0 + in_span(mention, span) + role_fit(mention, slot)
            out.append(Candidate(mention.value, mention, score, f"'{mention.text}' (a postal code)"))
    elif not coded and not airport and {"near", "location", "area", "where", "address", "around", "locality", "neighborhood", "neighbourhood", "street"} & set(param.words):
        for mention in codes:  # "near SW3", "outages at N1 7GU": a postal code names the area
            out.append(Candidate(mention.value, mention, 2.5 + in_span(mention, span) + role_fit(mention, slot), f"'{mention.text}' (a postal code)"))
    if not out and not coded and not airport and not codes and {w.lower() for w in param.words} & _FACILITIES:
        out += _lowercase_place(param, evidence, span)
    if airport:
        for token in evidence.toks:
            if re.fullmatch(r"[A-Z]{3}", token.text) and token.text not in ("USD", "EUR", "GBP", "THE", "AND"):
                out.append(Candidate(token.text, None, 3.5, f"'{token.text}' (an airport code)"))
    return out


#: Parameters for a site the user may name in lower case, by its local name ("at peak edge").
_FACILITIES = frozenset("park campsite campground resort lodge site centre center clinic gym facility office hospital depot venue".split())
#: Words after "at"/"in" that say when or how, not where ("at the moment", "in the morning").
_NOT_PLACES = frozenset("moment morning afternoon evening night weekend week month year day today tomorrow tonight time "
                        "least most all total general advance case fact future past end start beginning middle person "
                        "cash full once half stock bulk order turn line detail charge".split())
#: Words that end the name of a place said in lower case ("at peak edge for 2 nights").
_PLACE_STOPS = STOPWORDS | frozenset("pls please thanks asap next this".split())


def _lowercase_place(param: Param, evidence: Evidence, span: tuple[int, int]) -> list[Candidate]:
    """A place named in lower case after "at"/"in"/"near"/"to the", where nothing capitalised or
    known names one: "a pitch at peak edge", "up to the lakes". One to three words up to the next
    small word, none a number, a time or another value, nor only the tool's own words; a weak
    candidate, taken only when no other place is there."""
    toks = evidence.toks
    taken = {i for m in evidence.mentions if m.kind not in ("place", "name") for i in range(m.first, m.last + 1)}
    own = {w.lower() for w in param.words}
    for index, token in enumerate(toks):
        if not (span[0] <= token.start < span[1]) or token.lower not in ("at", "in", "near", "around", "to"):
            continue
        start = index + 1
        if start < len(toks) and toks[start].lower == "the":
            start += 1
        elif token.lower == "to":
            continue  # "to book": a verb; "to the lakes": a place
        words = []
        for position, tok in enumerate(toks[start : start + 3], start):
            if not tok.is_word or tok.lower in _PLACE_STOPS or tok.lower in _NOT_PLACES or position in taken or not tok.text.isalpha() or not tok.text.islower():
                break
            words.append(tok.text)
        if words and not {w.lower() for w in words} <= own:
            name = " ".join(words)
            return [Candidate(name, None, 0.8, f"'{name}' (a place, after '{token.text}')")]
    return []


_VENUE_HEADS = frozenset("theatre theater center centre hall arena stadium park museum gallery station airport terminal club "
                         "church cathedral library school college university hospital hotel market square garden gardens bar pub".split())


def _a_venue(name: str, cities: dict[str, tuple[str, int]]) -> bool:
    """"Symphony Center", "the Auditorium Theatre": a name ending in the word for a building or a
    site, and not itself a city."""
    words = name.lower().split()
    return len(words) >= 2 and words[-1] in _VENUE_HEADS and name.lower() not in cities


def people(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    recipient = bool({"to", "recipient", "recipients", "invitee", "attendee", "attendees", "cc", "assignee"} & set(param.words))
    for mention in mentions(evidence, ("person", "name") if evidence.text[:1] != "\x00" else ("person",), used):
        if mention.kind == "name" and mention.after[:1] and mention.after[0][:1].isdigit():
            continue  # "the Fiat 500", "an iPhone 15": a model, not a person
        cue = set(mention.before[-2:])
        score = (3.0 if mention.kind == "person" else 1.0) + in_span(mention, span)
        if recipient and cue & {"to", "email", "messag", "text", "tell", "invit", "ask", "cc", "with", "ping"}:
            score += 1.5
        if not recipient and cue & {"for", "under", "name", "nam", "call"}:
            score += 1.5
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'"))
    if recipient and param.kind == "string":
        for mention in mentions(evidence, ("email",), used):  # "email alice@example.com …": the address is the recipient
            out.append(Candidate(mention.value, mention, 4.0 + in_span(mention, span), f"'{mention.text}' (an email address)"))
    return out


def things(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    placey = bool(set(param.words) & {"city", "location", "place", "venue", "destination", "region", "area", "airport", "station", "branch", "site", "office"})
    for mention in mentions(evidence, ("name", "quoted", "place", "person", "path", "handle"), used) + [m for m in evidence.of("quoted") if free(m, used)]:
        if mention.kind == "place" and not placey:
            continue  # "a hotel in Rome": Rome is where, not which hotel
        score = {"name": 3.0, "quoted": 3.5, "place": 1.0, "person": 0.5, "path": 1.0, "handle": 2.0}[mention.kind] + in_span(mention, span) + near(mention, param_words(param))
        if mention.kind == "handle" and str(mention.value).startswith("#") and set(param.words) & _CHANNEL_WORDS:
            score += 2.5  # "post in #ops": the channel
        if mention.kind in ("name", "quoted") and TITLE_LABEL.search(evidence.text[max(0, mention.start - 20) : mention.start]) and not set(param.words) & _TITLE_WORDS:
            score -= 2.0  # "with the title 'Deploy'": the title's, not the channel's
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'"))
    if set(param.words) & _STYLE_WORDS:
        # "Japanese restaurants", "Italian places": the adjective is the cuisine, not a language
        for mention in mentions(evidence, ("language", "country"), used):
            if re.fullmatch(r"[A-Z][a-z]+(?:ese|ian|an|ish|ch|ic|i)", mention.text):
                out.append(Candidate(mention.text, mention, 3.0 + in_span(mention, span), f"'{mention.text}' (a style, said as an adjective)"))
    return out


#: Parameters a "#name" is the value of, and what a quoted title is labelled with.
_CHANNEL_WORDS = frozenset("channel channels hashtag hashtags tag tags room topic stream".split())
_TITLE_WORDS = frozenset("title subject heading headline name caption label".split())


#: Parameters whose value is a style or kind ("cuisine": Italian, "genre": French cinema).
_STYLE_WORDS = frozenset("cuisine cuisines style genre food kind category".split())
