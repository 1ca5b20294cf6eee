"""Stage 2c — preferences among the tools a clause fits: when two fit alike, which one a model
would call (the one that can be called as asked, the lookup of the thing named, the lookup by the id
given, the user's own records, the tool that changes what exists rather than one that makes another),
and an exact word over a loose synonym. `matching.rank` scores; these reorder its matches."""

from __future__ import annotations

import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.matching import MIN_SCORE, Match, _unfilled, fit_weights, fits, term_value
from labkit.sim.engine.request import Clause
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import STOPWORDS, shorten, stem, words


def weigh(matches: list[Match], clause: Clause, evidence: Evidence) -> None:
    """Reorder ranked matches by the preferences (a question cannot call an action: they weigh the
    lookups among themselves — "when is VH-22 due a service?" above book_service and service_slots alike)."""
    weighed = matches if clause.may_act else [m for m in matches if not m.profile.act]
    _prefer_callable(weighed)
    _prefer_the_lookup_of_the_thing_named(weighed, clause, evidence)
    _change_what_exists(matches, clause)
    _prefer_the_lookup_by_id(weighed, clause, evidence)
    _prefer_own_records(weighed, clause)
    _break_a_tie_by_the_message(weighed, clause, evidence)
    if weighed is not matches:
        matches.sort(key=lambda m: (-m.score, m.profile.index))


def _break_a_tie_by_the_message(matches: list[Match], clause: Clause, evidence: Evidence) -> None:
    """Two lookups the clause fits alike ("anything in the north bowl that's quick?": the snow
    report and the lift status both take the area): the one whose own words the rest of the
    message says ("… without queueing ages" and "queue times") goes first."""
    ranked = sorted(matches, key=lambda m: (-m.score, m.profile.index))
    if len(ranked) < 2 or ranked[0].score < MIN_SCORE or abs(ranked[0].score - ranked[1].score) > 1e-6 or ranked[0].profile.act or ranked[1].profile.act:
        return
    inside = {stem(w) for w in words(clause.text)}
    around = {stem(w) for w in words(evidence.text[:2000]) if w.lower() not in STOPWORDS} - inside
    shared = [len(around & set(m.profile.terms)) for m in ranked[:2]]
    if shared[1] > shared[0]:
        ranked[1].score += 0.01
        ranked[1].note = (ranked[1].note + "; " if ranked[1].note else "") + "the rest of the message speaks of it"
        matches.sort(key=lambda m: (-m.score, m.profile.index))


def exact_beats_near(matches: list[Match], read: tuple[set[str], set[str], list[str]]) -> None:
    """A word another tool says as it is counts nothing as a loose synonym for an action ("pass"
    is the roaming pass `add_data_addon` sells, not the spending of `set_roaming`)."""
    exact = {t for m in matches for t, said in m.terms.items() if t == said}
    hints, modifiers, _terms = read
    for match in matches:
        if not match.profile.act:
            continue
        loose = [t for t, said in match.terms.items() if t != said and t in exact and not lexicon.related(t, said)
                 and not (said.startswith(t[:4]) or t.startswith(said[:4]))]
        for term in loose:
            best, said = match.profile.best_term(term)
            match.score -= term_value(best, term, said, hints, modifiers)
            del match.terms[term]


#: The user speaking of their own bookings: "which shifts I've got coming up", "am I on anything Saturday",
#: "what have we got booked on the 29th", "when am I picking the car up" (a plan of theirs).
_OWN_THINGS = re.compile(r"\b(?:what|which)\b[^?.!]{0,40}\b(?:i've got|i have got|ive got|i have|i'm on|im on|i'm booked|we've got|we have got|we have|we're booked)\b(?!\s+(?:free|spare|off))"
                         r"|\b(?:have (?:i|we) got|have (?:i|we) booked|(?:am i|are we) (?:on|booked|down|signed)|(?:am i|are we) (?!going to\b)\w+ing\b"
                         r"|i'm signed up|booked in|coming up|my (?:upcoming|next|booked)"
                         r"|my (?:borrowed|rented|hired|reserved|current|open|ordered|active|outstanding)|(?:i've|i have|i) (?:borrowed|rented|hired|reserved|ordered|got out))\b", re.I)
_HELD = re.compile(r"\b(?:my (?:borrowed|rented|hired|reserved|ordered)|(?:i've|i have|i) (?:borrowed|rented|hired|got out))\b", re.I)
#: Whose records a lookup's description says they are ("The customer's bookings", "an employee's leave").
_HOLDERS = "user|customer|member|volunteer|patient|client|guest|student|employee|resident|tenant|subscriber|account holder|traveller|passenger|driver|owner|parent"
_OWN_WORDS = re.compile(rf"\b(?:my|your|booked|upcoming|(?:the|an?) (?:{_HOLDERS})'s)\b", re.I)


def _prefer_own_records(matches: list[Match], clause: Clause) -> None:
    """"which shifts have I got coming up?": of two lookups the clause fits alike, the one of the
    user's own records (`getMyShifts`, "A volunteer's upcoming shifts") over the list of all of
    them (`listShifts`, "with spots left")."""
    readers = [m for m in matches if not m.profile.act]
    if len(readers) < 2 or not _OWN_THINGS.search(clause.text) or readers[0].score < WEAK_OWN:
        return
    held = _HELD.search(clause.text)  # "my hired gear", "what I've borrowed": the user's own, said outright
    close = [m for m in readers if m.score >= readers[0].score - 0.85 or held and m.score >= 0.5 * readers[0].score]
    own = [m for m in close if "my" in m.profile.name_words or _OWN_WORDS.search((m.profile.tool.description or "")[:200])]
    if len(own) == 1 and own[0] is not readers[0]:
        _promote(matches, matches.index(own[0]), "the user's own records")


WEAK_OWN = 1.0


def _promote(matches: list[Match], k: int, note: str, *, drop_top: bool = False) -> None:
    """Put `matches[k]` first, just above the old first, saying why; `drop_top`: the old first
    cannot be called as asked, so it falls below `MIN_SCORE`."""
    top, other = matches[0], matches[k]
    other.note = note
    other.score = round(top.score + 0.01, 4)
    if drop_top:
        top.score = min(top.score, MIN_SCORE - 0.01)
    matches.sort(key=lambda m: (-m.score, m.profile.index))


def _prefer_the_lookup_by_id(matches: list[Match], clause: Clause, evidence: Evidence) -> None:
    """"where's my parcel 33LPT0092455?": the lookup that takes the id the user gave answers it, not
    the list of every parcel (a model looks the one thing up by its id)."""
    if len(matches) < 2 or matches[0].profile.act or matches[0].score < MIN_SCORE:
        return
    if not any(m.kind == "id" and clause.start <= m.start < clause.end for m in evidence.mentions):
        return
    top = matches[0]
    if any(top.profile.slots.get(name) is not None and top.profile.slots[name].kind == "id" for name in top.fits):
        return
    said = {str(m.value).lower() for m in evidence.mentions if m.kind == "id" and clause.start <= m.start < clause.end}
    if any((p := top.profile.param(name)) is not None and said & {str(v).lower() for v in p.enum} for name in top.fits):
        return  # "is anything up on the x7 line?": x7 is a value the top lookup's `line` takes, not another tool's id
    for k, other in enumerate(matches[1:], 1):
        if other.profile.act or other.score < MIN_SCORE:
            continue
        by_id = [n for n in other.fits if other.profile.slots.get(n) is not None and other.profile.slots[n].kind == "id"
                 and (p := other.profile.param(n)) is not None and p.essential]
        if by_id and _unfilled(other.profile, other.fits, skip=("object", "array")) == 0:
            _promote(matches, k, f"it looks up the {by_id[0]} the user gave")
            return


def _prefer_callable(matches: list[Match]) -> None:
    """"trains brussels to amsterdam tomorrow, 2 adults" and `get_train_status(trainNumber)` beside
    `search_journeys(origin, destination, date)`: a lookup that would need an id the user did not
    give yields to one whose required values the request states (a model calls what it can)."""
    if len(matches) < 2 or matches[0].profile.act or matches[0].score < MIN_SCORE:
        return
    top = matches[0]
    needs_id = [p.name for p in top.profile.params if p.essential and p.name not in top.fits
                and top.profile.slots.get(p.name) is not None and top.profile.slots[p.name].kind == "id"]
    if not needs_id:
        return
    for k, other in enumerate(matches[1:], 1):
        if other.profile.act or other.score < MIN_SCORE or len(other.fits) < 2:
            continue
        if _unfilled(other.profile, other.fits, skip=("object", "array")) == 0:
            _promote(matches, k, f"its values are all stated, while {top.profile.name} needs {needs_id[0]}", drop_top=True)
            return


#: A lookup of one record's details ("Details of one room: …", `getRoomInfo`).
_ONE_RECORD = re.compile(r"\b(?:details?|info|information|profile|one|single|a specific|about (?:a|one|the))\b", re.I)


def _prefer_the_lookup_of_the_thing_named(matches: list[Match], clause: Clause, evidence: Evidence) -> None:
    """"would Ward 9 be alright for my nephew?": no word names a tool, and the search that takes the
    room (and a head count) still needs a date — the lookup of that one room needs nothing more."""
    if len(matches) < 2 or clause.mood != "question" or matches[0].profile.act or matches[0].verb:
        return
    top = matches[0]
    if _unfilled(top.profile, top.fits, skip=("object", "array")) == 0:
        return
    for k, other in enumerate(matches[1:], 1):
        if other.profile.act:
            continue
        if any(other.profile.best_term(term)[0] <= 0 for term in top.terms):
            continue  # (a word the search says and this lookup does not: the search is meant)
        fitted = fits(other.profile, clause, evidence)
        if fitted and set(fitted) <= set(top.fits) and _unfilled(other.profile, fitted, skip=("object", "array")) == 0 \
                and _ONE_RECORD.search(f"{' '.join(words(other.profile.name))} {(other.profile.tool.description or '')[:120]}"):
            other.fits, other.weights = fitted, fit_weights(other.profile, fitted)
            _promote(matches, k, f"it needs only the {fitted[0]} the question names, while {top.profile.name} needs more")
            return


#: "add one more person to my booking", "put a bottle of wine on our reservation": something added
#: to a thing the user already has — the tool that changes it, not the one that makes a new one.
ADDED_TO_MINE = re.compile(r"\b(?:add|put|include|stick|pop|throw)\b[^.?!]{0,60}?\b(?:to|on|onto|in|into)\s+(?:my|our|the|this|that)\s+(\w+)(?:\s+(\w+))?", re.I)
_MAKES = tuple(stem(w) for w in "create book reserve order make register".split())


def added_to(clause: Clause, profile: ToolProfile) -> bool:
    """Does the clause add something to a thing of this tool's (its object said after "to my")?"""
    found = ADDED_TO_MINE.search(clause.text[:1000])
    if not found:
        return False
    first, second = found.group(1), found.group(2)
    noun = second if second and not re.search(r"\d|^[A-Z]{2,}$", second) else first  # "my airport booking", "my booking PF-88213", "my booking"
    return stem(noun.lower()) in profile.objects


def _change_what_exists(matches: list[Match], clause: Clause) -> None:
    """"can you add one more person to my booking?": the booking exists — the tool that changes
    bookings goes first, above the one that makes them."""
    if clause.mood != "request" or not ADDED_TO_MINE.search(clause.text[:1000]):
        return
    makers = [m for m in matches if m.profile.act and added_to(clause, m.profile) and any(lexicon.same_action(m.profile.verb or "", v) for v in _MAKES)]
    changers = [k for k, m in enumerate(matches) if m.profile.act and added_to(clause, m.profile) and lexicon.same_action(m.profile.verb or "", "updat")]
    if makers and changers and matches[0] in makers:
        _promote(matches, changers[0], f"'{shorten(clause.text, 40)}' adds to one that exists: it changes it, it does not make another", drop_top=True)
