"""Stage 2c — how well each tool fits a clause: its words, its verb, the values it would take.

The clause's intent words (`intent.query_terms`) are matched against each tool's weighted words —
the same stem counts fully, a word of the same family (`lexicon.FAMILIES`: "rain" ~ "weather")
counts 0.6 — and each match is weighted by how rare the word is among the offered tools. `rank`
orders the tools; a clause may call one whose score clears `MIN_SCORE`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import knowledge, lexicon
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.faults import FAULT, FAULT_WEIGHT, reports_faults
from labkit.sim.engine.request import Clause, is_acquiring
from labkit.sim.engine.schema.options import option_words
from labkit.sim.engine.terms import attribute_terms, query_terms
from labkit.sim.engine.tools import Toolbox, ToolProfile, coordinated_verbs
from labkit.sim.engine.words import IRREGULAR_PAST, stem, words

#: A clause must score at least this against a tool to call it (one name word, or two
#: description words, that are rare among the offered tools).
MIN_SCORE = 1.2


@dataclass
class Match:
    """How well one tool fits one clause: its words (query stem -> tool term), its verb, and the
    values the clause states that its parameters take."""

    profile: ToolProfile
    score: float
    terms: dict[str, str] = field(default_factory=dict)
    verb: float = 0.0
    fits: list[str] = field(default_factory=list)

    @property
    def objects_matched(self) -> set[str]:
        return {term for term in self.terms.values() if term in self.profile.objects}

    @property
    def words_score(self) -> float:
        return self.score - self.verb - self.fit_score

    weights: list[float] = field(default_factory=list)
    #: Why the ranking moved this tool (e.g. above one that would need an id nobody gave).
    note: str = ""

    @property
    def fit_score(self) -> float:
        return min(2.4, sum(self.weights) if self.weights else 0.6 * len(self.fits))

    def explain(self) -> str:
        parts = [f"{q}~{t}" for q, t in list(self.terms.items())[:4]]
        if self.verb:
            parts.append(f"verb +{self.verb:.1f}")
        if self.fits:
            parts.append("takes " + ", ".join(self.fits[:4]))
        if self.note:
            parts.append(self.note)
        return ", ".join(parts)


GENERIC_READ = frozenset(stem(w) for w in "get find search look lookup list show check see tell give fetch retrieve view read browse query".split())
_HOW_MANY_OF = frozenset("last latest top first recent newest previous past".split())
_FITS = {
    "place": ("place",), "date": ("date", "datetime", "range"), "datetime": ("datetime", "date", "range"),
    "time": ("time", "datetime"), "email": ("email",), "person": ("person",), "id": ("id",), "slug": ("slug",),
    "path": ("path",), "url": ("url",), "country": ("country",), "language": ("language",),
    "currency": ("currency", "money"), "amount": ("money",), "percent": ("percent",), "phone": ("phone",),
    "duration": ("duration",), "measure": ("number",), "thing": ("name", "quoted"), "title": ("name", "quoted"), "timezone": ("place",), "expression": ("expression",),
}


#: Nouns that are a request for the action their modifier names: a transfer order is to transfer,
#: a repair request to repair ("move 20 to RTM2" asks for `createTransferOrder`).
_ASKING_NOUNS = frozenset(stem(w) for w in "order request application claim ticket instruction job task".split())


def verb_agreement(profile: ToolProfile, clause: Clause) -> float:
    """Extra score when the clause asks for what the tool does ("book" for `book_table`,
    "translate" for `translate_text`): the verb says more than shared nouns do."""
    verb = profile.verb or ""
    if not verb:
        return 0.0
    if profile.act and clause.mood in ("question", "conceptual"):
        return 0.0  # "how many visits have I made?" asks about the past, not to make anything
    for asked in clause.verbs:
        if asked in clause.negated:
            continue
        if profile.act and lexicon.same_action(asked, verb):
            return 2.0 if asked == verb else 1.8  # "book" says book_journey a little more than reserve_seats
        if profile.act and lexicon.is_act_verb(asked) and asked in coordinated_verbs(profile.tool.description or ""):
            return 1.6  # "add 2 of the mugs" and `change_firing`: "Swap pieces … and/or add extra pieces"
        if profile.act and (asked in profile.objects or any(lexicon.related(asked, o) or lexicon.same_action(asked, o) for o in profile.objects)):
            head = profile.head
            if head and len(profile.objects) > 1 and asked != head and not lexicon.related(asked, head) and head not in _ASKING_NOUNS:
                return 1.2  # "pay" and `setup_payment_plan`: it names what the plan is of, not the plan
            return 2.0  # "remind me …" asks for create_reminder
        if profile.act and is_acquiring(asked) and is_acquiring(verb) and not (verb == "set" and asked != verb) and (
            set(clause.content) & profile.objects or any(lexicon.related(c, o) for c in clause.content for o in profile.objects)
        ):
            return 1.5  # "take some time off" asks for request_leave
        if not profile.act and asked == verb and asked not in GENERIC_READ:
            return 1.5
        if not profile.act and asked == verb and profile.name_words and stem(profile.name_words[0]) == verb:
            return 0.6  # "check whether…" and `checkCoverage`: the same everyday verb still says something
        if not profile.act and asked not in GENERIC_READ and lexicon.related(asked, verb):
            return 1.0
    return 0.0


def fits(profile: ToolProfile, clause: Clause, evidence: Evidence) -> list[str]:
    """The tool's parameters that a value stated in the clause would fill (a city for `city`, a
    date for `check_in`, an enum value the clause names)."""
    from labkit.sim.engine.choices import match_enum_at
    from labkit.sim.engine.compose.arrays import item_slot
    from labkit.sim.engine.fill.described import fits_code_shape

    key = ("fits-inside", clause.start, clause.end)
    inside = evidence.memo.get(key)
    if inside is None:
        inside = evidence.memo[key] = [m for m in evidence.mentions
                                       if clause.start <= m.start < clause.end and not m.quoted and not (m.extra or {}).get("ordinal")]
    left = list(inside)
    out: list[str] = []
    has_ids = any(m.kind == "id" for m in inside)
    has_numbers = any(m.kind == "number" for m in inside)
    for param in profile.params[:30]:
        slot = profile.slots.get(param.name)
        if slot is None:
            continue
        if slot.kind == "enum":
            named = match_enum_at(param, evidence, (clause.start, clause.end))
            if named is not None and (named[1].endswith(("names it", "is close to it")) or "->" in named[1]) and clause.start <= named[2] < clause.end:
                out.append(param.name)
            continue
        if has_numbers and param.kind in ("integer", "number"):
            own_noun = stem(param.words[0]) if len(param.words) == 1 or param.words[-1:] in (("number",), ("no",), ("num",)) else None
            labelled = next((m for m in left if m.kind == "number" and own_noun and m.before[-1:] == (own_noun,)), None) if own_noun else None
            if labelled is not None:
                out.append(param.name)  # "stop 23" and `stop` (an integer): the number its own noun labels
                left.remove(labelled)
                continue
        shaped = next((m for m in left if m.kind == "id" and has_shape(param, str(m.value))), None) if has_ids and param.kind == "string" else None
        if shaped is not None:
            out.append(param.name)  # "Q-0042" and a ticket "e.g. 'Q-0042'": an id of the shape it takes
            left.remove(shaped)
            continue
        said = profile.examples.get(param.name)
        if said and _names_example(said, clause.text):
            out.append(param.name)  # "any yoga on?" and `activity` ("e.g. 'spin', 'yoga'"): a value it gives as an example
            continue
        if param.kind == "string" and knowledge.cuisine_in(clause.text, param.words):
            out.append(param.name)  # "any indian places open?": a cuisine for `cuisine`
            continue
        if slot.kind == "limit":
            # "my last 3 rides", "the top 5 results": a number of the newest or best is a limit
            if any(m.kind == "number" and m.before[-1:] and m.before[-1] in _HOW_MANY_OF for m in left):
                out.append(param.name)
            continue
        if slot.kind == "array" and param.item_schema is not None:
            slot = item_slot(param)  # "rates for euros and yen" and `currencies: [string]`: currencies it takes
        wanted = _FITS.get(slot.kind) or (("number",) if slot.kind == "count" else ())
        if slot.kind == "id" and {stem(w) for w in param.words} & _PERSON_IDS:
            wanted = tuple(wanted) + ("person",)  # "to Sofia" names the payee a payee_id points at
        taken = next((m for m in left if m.kind in wanted and not _cued_elsewhere(m, param, slot.kind)
                      and (m.kind != "id" or fits_code_shape(param, str(m.value)))), None)  # ("R16" is no registration "e.g. 191-D-23817")
        if taken is not None:
            out.append(param.name)
            keep = taken.kind in ("range", "datetime") or (taken.kind == "date" and slot.side == "start") or (taken.kind == "money" and slot.kind == "amount")
            if not keep:
                left.remove(taken)
    return out


@functools.lru_cache(maxsize=1024)
def _shape_of(description: str, pattern: str | None) -> str | None:
    from labkit.sim.engine.fill.described import example_shape

    return pattern or example_shape(description)


def has_shape(param: Any, value: str) -> bool:
    """Does an id have the shape of the parameter's `pattern`, or of its description's examples?"""
    from labkit.sim.engine.schema import main_branch, pattern_ok

    schema = main_branch(param.schema, param.root)
    pattern = schema.get("pattern") if isinstance(schema, dict) and isinstance(schema.get("pattern"), str) else None
    shape = _shape_of(param.description[:400], pattern)
    return shape is not None and pattern_ok(shape, value)


def _names_example(examples: frozenset[str], text: str) -> bool:
    return _example_pattern(examples).search(text.lower()) is not None


@functools.lru_cache(maxsize=1024)
def _example_pattern(examples: frozenset[str]) -> re.Pattern[str]:
    """One pattern for a parameter's examples, each a whole word (compiled once per set)."""
    alternatives = "|".join(re.escape(example) for example in sorted(examples, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


_ID_WORDS = frozenset(stem(w) for w in "id ids number no num ref reference code key last4 last digits".split())
_CUE_NOUNS = frozenset(stem(w) for w in """card bill invoice order booking ticket account claim policy flight room table member membership
    loyalty customer user employee patient plate case incident task issue pr parcel package shipment tracking reservation""".split())


def _cued_elsewhere(mention: Any, param: Any, kind: str) -> bool:
    """"my card ending 4417" and `bill_id`: the id's cue word names another thing than the
    parameter does (it is the card's, for `card_last4`)."""
    if kind != "id":
        return False
    cue = set(mention.before) & _CUE_NOUNS
    own = {stem(w) for w in param.words} - _ID_WORDS
    if own <= _TRACKING:
        return False  # "my parcel 33LPT0092455" and `tracking_number`: a tracking number is whatever was sent's
    return bool(cue) and bool(own) and not cue & own and not any(lexicon.related(c, o) for c in cue for o in own)


_TRACKING = frozenset(stem(w) for w in "tracking track trace consignment waybill".split())


_SPECIFIC_FITS = frozenset({"id", "email", "slug", "url", "path", "phone", "enum", "expression"})
_PERSON_IDS = frozenset(stem(w) for w in "payee recipient contact customer member employee user patient student guest attendee".split())


def fit_weights(profile: ToolProfile, fitted: list[str]) -> list[float]:
    """A value that names one thing (an id, an email) says more than a date or a number does;
    a one-day range filling both ends counts once."""
    out = []
    for name in fitted:
        slot = profile.slots.get(name)
        if slot is not None and slot.side == "end" and any(profile.slots.get(n) and profile.slots[n].side == "start" and profile.slots[n].kind == slot.kind for n in fitted):
            out.append(0.2)
        else:
            out.append(1.0 if slot is not None and slot.kind in _SPECIFIC_FITS or name in profile.examples else 0.6)  # an example named is as telling as an enum option
    return out


#: A question about what was done: its verb names records to read ("did I pay Netflix?").
_ABOUT_THE_PAST = re.compile(r"\s*(?:(?:when|where|how much|how many times|how often)\s+)?(?:did|have|has|had)\s+(?:i|we|you|they)\b", re.I)


def term_value(best: float, term: str, best_term: str, hints: set[str], modifiers: set[str]) -> float:
    """What one word of the clause adds to a tool's score: the tool's weight for it, halved for an
    attribute hint or a modifier of the counted noun, raised for the counted noun said as the tool says it."""
    weight = 0.5 if term in modifiers else 1.5 if "^" + term in modifiers and best_term == term else 1.0
    return best * (0.5 if term in hints else 1.0) * weight


def score(profile: ToolProfile, terms: Sequence[str], clause: Clause | None = None, evidence: Evidence | None = None,
          read: tuple[set[str], set[str], list[str]] | None = None) -> Match:
    """The match of one tool against a clause: its words, its verb, the values it would take.
    `read`: the clause's (hints, modifiers, terms for a lookup) when `rank` already worked them out."""
    total = 0.0
    matched: dict[str, str] = {}
    hints, modifiers, lookup_terms = read if read is not None else _clause_reading(clause, terms)
    if clause is not None and not profile.act:
        terms = lookup_terms  # "should I book…": booking is not a lookup (but "did I pay…?" reads payments)
    for term in terms:
        best, best_term = profile.best_term(term)
        if best > 0:
            total += term_value(best, term, best_term, hints, modifiers)
            matched[term] = best_term
    if clause is None or evidence is None:
        return Match(profile, total, matched)
    verb = verb_agreement(profile, clause)
    fitted = fits(profile, clause, evidence)
    if total <= 0 and verb <= 0 and len(fitted) < 2:
        fitted = []
    if total <= 0 and not fitted and verb > 0 and not set(clause.verbs) - _EMPTY_VERBS:
        verb = 0.0  # "actually make it the Golf": an everyday verb alone does not name add_extra
    if profile.act and tells_someone(profile, clause.text):
        verb = max(verb, 1.5)  # "tell the rider to buzz flat 3" and `update_delivery_instructions`: the note the rider sees
    marked = MARKED_AS.search(clause.text[:2000]) if profile.act else None
    if marked and any(stem(marked.group(1).lower()) in words_ for words_ in options(profile)):
        verb = max(verb, 1.8)  # "mark tonight's reading as done" and `logCheckIn(status: done|skipped)`: the state it sets
    if verb > 0 and profile.verb in _LOGGING and not set(clause.verbs) & _LOGGING and _ahead(clause, evidence):
        verb = 0.5  # "set up a call on Thursday": a log records what happened, not what is to come
    if profile.act and clause.mood in ("request", "statement") and reports_faults(profile) and FAULT.search(clause.text[:2000]):
        total += FAULT_WEIGHT  # "the shower drain is blocked again … raise a new one": a repair request, not a guest's registration
        matched["<fault>"] = "repair"
    match = Match(profile, total + verb, matched, verb, fitted, fit_weights(profile, fitted))
    match.score += match.fit_score
    return match


def options(profile: ToolProfile) -> tuple[frozenset[str], ...]:
    """The word stems of the tool's string enum values, nested ones too (read once per profile:
    a toolbox is remembered across the steps of a loop, and every clause asks each tool)."""
    found = profile.__dict__.get("_options")
    if found is None:
        found = profile.__dict__["_options"] = option_words(profile.tool.parameters)
    return found


def option_named(profile: ToolProfile, clause: Clause) -> str:
    """The words of one of the tool's choices of two words or more that the clause says in full
    ("late checkout" for `late-checkout`, "gluten free" for `gluten_free`), or ""."""
    content = set(clause.content)
    for words_ in options(profile):
        if len(words_) >= 2 and words_ <= content:
            return " ".join(sorted(words_))
    return ""


_PHRASE_ENDS = frozenset("have has had do does did is are was were can could will would left remain remaining there i we you "
                         "they it in on at for of to from by with does should".split())


def _counted_modifiers(clause: Clause) -> set[str]:
    """"how many meeting room credits have I got left?": the words before the head noun of what
    is counted ("meeting", "room") say what kind of credits, not which tool — they count half."""
    words = [t.lower for t in clause.toks if t.is_word]
    for k in range(len(words) - 1):
        if words[k] == "how" and words[k + 1] in ("many", "much"):
            at = k + 2
            if words[at : at + 1] and words[at] in _COPULAS and words[at + 1 : at + 2] and words[at + 1] in _DETERMINERS:
                at += 2  # "how much is my rent this year": what is counted follows the copula
            phrase = []
            for word in words[at : at + 6]:
                if word in _PHRASE_ENDS or word in _DETERMINERS:
                    break
                phrase.append(word)
            return {stem(w) for w in phrase[:-1]} | {"^" + stem(phrase[-1])} if phrase else set()
    return set()


_COPULAS = frozenset("is are was were".split())
_DETERMINERS = frozenset("my the our your his her their this that these those next last".split())


#: "tell the rider to …", "let the cleaner know …", "ask the driver to …": words for someone to act on.
_TELL_ROLE = re.compile(r"\b(?:tell|ask|remind|let)\s+(?:the\s+|our\s+|my\s+)?([a-z]{3,})\b", re.I)
_NOTE_PARAMS = frozenset(stem(w) for w in "note notes instruction instructions message comment comments".split())


def tells_someone(profile: ToolProfile, text: str) -> bool:
    """Is this a request to tell a role something ("tell the rider to buzz flat 3") and the tool
    one that leaves that role a note (its description names the role, a parameter is a note,
    instructions or a message)?"""
    said = _TELL_ROLE.search(text[:2000])
    if said is None or said.group(1).lower() in ("me", "us", "him", "her", "them", "you", "know"):
        return False
    role = stem(said.group(1).lower())
    described = {stem(w) for w in words((profile.tool.description or "")[:400])}
    noted = any({stem(w) for w in p.words} & _NOTE_PARAMS for p in profile.params) or bool({stem(w) for w in profile.name_words} & _NOTE_PARAMS)
    return role in described and noted


#: "mark tonight's reading as done", "flag it as urgent", "set the order as shipped": the state asked for.
MARKED_AS = re.compile(r"\b(?:mark|flag|tick|set|record|log)\b[^.?!;]{0,60}?\bas\s+(?:an?\s+|the\s+)?([a-z][a-z-]{1,20})\b", re.I)


#: Verbs that say nothing of which action on their own ("make it the Golf", "do it", "get it").
_EMPTY_VERBS = frozenset(stem(w) for w in "make do put set go let give keep".split())


_LOGGING = frozenset(stem(w) for w in "log record".split())


def _ahead(clause: Clause, evidence: Evidence) -> bool:
    """Does the clause name a day or time to come ("on Thursday at 3pm", "next week")?"""
    for mention in evidence.mentions:
        if clause.start <= mention.start < clause.end and mention.kind in ("date", "datetime", "time", "range"):
            when = (mention.extra or {}).get("when")
            day = getattr(when, "date", None) if when is not None else None
            if day is None or day >= evidence.today:
                return True
    return False


def _said_in_the_past(clause: Clause) -> set[str]:
    """The act verbs a question or statement says in the past tense ("thought you paid monthly",
    "the one I booked"): what happened, which a lookup reads, not an action asked for."""
    if clause.mood not in ("question", "statement"):
        return set()
    out = set()
    for word in words(clause.text):
        base = stem(word)
        if base != word and (word.endswith("ed") or word in IRREGULAR_PAST) and lexicon.is_act_verb(base):
            out.add(base)
    return out


def _clause_reading(clause: Clause | None, terms: Sequence[str]) -> tuple[set[str], set[str], list[str]]:
    """What `score` reads of a clause whatever the tool: its attribute hints, its counted
    modifiers, and its terms as a lookup sees them (the act verbs of a question left out)."""
    if clause is None:
        return set(), set(), list(terms)
    lookup_terms = list(terms)
    if not _ABOUT_THE_PAST.match(clause.text):
        acts = {v for v in clause.verbs if lexicon.is_act_verb(v)} - _said_in_the_past(clause)
        lookup_terms = [t for t in terms if t not in acts]
    return set(attribute_terms(clause)), _counted_modifiers(clause), lookup_terms


def rank(clause: Clause, toolbox: Toolbox, evidence: Evidence) -> list[Match]:
    """Every work tool scored against the clause, best first (ties keep the tools' order)."""
    terms = query_terms(clause, evidence)
    read = _clause_reading(clause, terms)
    from labkit.sim.engine.preferences import exact_beats_near, weigh

    matches = [score(profile, terms, clause, evidence, read) for profile in toolbox.work]
    named = [(m, option) for m in matches if (option := option_named(m.profile, clause))]
    if len(named) == 1 and named[0][0].profile.act and clause.mood == "request":
        # "would it be possible to have a late checkout?" and `extras[].item: late-checkout`: a thing
        # of its own that only this action takes
        match, option = named[0]
        match.score += 1.5
        match.terms["<option>"] = option
    exact_beats_near(matches, read)
    readers = [m for m in matches if not m.profile.act]
    asks_action = any(lexicon.is_act_verb(v) for v in clause.verbs)
    if not any(m.score >= MIN_SCORE for m in readers) and clause.mood in ("question", "request") and not asks_action:
        # no word of the clause names a lookup ("what's on tomorrow?"): the values it states may
        # still point at one — the read tool whose parameters take the most of them, and of
        # those the one left missing the fewest required values
        fitted = [(m, fits(m.profile, clause, evidence)) for m in readers]
        ranked = sorted(((sum(fit_weights(m.profile, f)), -_unfilled(m.profile, f), -len(m.profile.params), m.profile.index, m, f) for m, f in fitted if f),
                        key=lambda t: (-t[0], -t[1], -t[2], t[3]))
        if ranked and (len(ranked) == 1 or ranked[0][:3] != ranked[1][:3]):
            _n, _u, _p, _i, match, found = ranked[0]
            match.fits = found
            match.weights = fit_weights(match.profile, found)
            match.score = max(match.score, MIN_SCORE + 0.6 * (len(found) - 1))
    _converting(matches, clause, evidence, asks_action)
    matches.sort(key=lambda m: (-m.score, m.profile.index))
    # a question cannot call an action: the preferences weigh the lookups among themselves
    # ("when is VH-22 due a service?" above book_service and service_slots alike)
    weigh(matches, clause, evidence)
    return matches


def _converting(matches: list[Match], clause: Clause, evidence: Evidence, asks_action: bool) -> None:
    """"what's the bluefin invoice worth in euros?": a question for a sum in another currency asks
    for a conversion even though it states no amount — the converter (one amount, two
    currencies: `plan.priced`) goes first, and finds the sum from the record named (the
    lookups are its producers). Only for a question, never beside an action asked for."""
    from labkit.sim.engine.plan.priced import is_converter, wants_a_currency

    if asks_action or clause.mood not in ("question", "request") or clause.negated:
        return
    converters = [m for m in matches if is_converter(m.profile)]
    if len(converters) != 1 or not wants_a_currency(evidence, (clause.start, clause.end)):
        return
    best = max((m.score for m in matches), default=0.0)
    converter = converters[0]
    if converter.score < best or converter.score < MIN_SCORE:
        converter.score = max(best, MIN_SCORE) + 0.1
        converter.note = (converter.note + "; " if converter.note else "") + "asks for a sum in another currency"


def _unfilled(profile: ToolProfile, filled: list[str], skip: tuple[str, ...] = ()) -> int:
    """How many required, not nullable parameters the stated values leave empty (slots of the
    kinds in `skip` aside, as well as those that have a default of their own)."""
    free = ("enum", "boolean", "limit", "page", "year", *skip)
    return sum(1 for p in profile.params if p.essential and p.name not in filled and profile.slots.get(p.name) and profile.slots[p.name].kind not in free)
