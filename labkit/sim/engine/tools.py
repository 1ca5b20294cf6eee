"""Stage 2a — what each offered tool is: its verb, whether it acts or only reads, the words it is
known by (weighted), and its parameters.

A tool *acts* when it changes the world: its verb is one of `lexicon.ACTION_GROUPS` ("book",
"send", "delete", "set", "play"…) or its description says so ("side effect", "cannot be
undone"). It *reads* when its verb only looks or computes ("get", "search", "convert"), or when
its description says "read-only". Words are weighted by where they appear (the name counts most)
and by how rare they are among the offered tools (IDF: a word every tool has says nothing).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field

from labkit.sim.engine import lexicon
from labkit.sim.engine.effects import PARTICLES, RECORD_NOUNS, act_or_read
from labkit.sim.engine.fill.described import description_examples
from labkit.sim.engine.schema import Param, params_of
from labkit.sim.engine.slots import Slot, settle_sides, slot_of
from labkit.sim.engine.words import MAX_TEXT, STOPWORDS, identifier_stems, namespaced, split_identifier, stem, stems, words
from labkit.sim.types import Tool

#: Verbs that are also nouns: `book_search` searches books, `order_status` reads an order.
NOUN_VERBS = frozenset(stem(w) for w in "book order email message text file log record note post ship return store reserve schedule review rate report alarm remind reminder alert plan".split())
#: Verbs that are nouns before a lookup word ("hold_status", "claim_details"), though verbs as a name's last word ("issue_refund").
_LEAD_NOUNS = NOUN_VERBS | frozenset(stem(w) for w in "hold loan claim request refund transfer deposit repair".split())
#: Name words that make a name a lookup even when its first word is a noun-verb ("order_status").
LOOKUP_NOUNS = frozenset(stem(w) for w in "status info information details detail history summary lookup search list tracking availability price prices quote rates balance count stats statistics".split())
_HANDOFF_BOILERPLATE = re.compile(r"handoff to the .{0,80}? agent to handle the request\.?", re.I)


#: A word that means nearly the same as a tool's word (WordNet: "vet" ~ "veterinarian") counts
#: this much of it; a word of the same hand-made family counts 0.6, the same word 1.
NEAR_WEIGHT = 0.4
#: A word that names the same thing as a read tool's (`lexicon.SYNONYMS`: "bookings" ~ `reservations`).
SYNONYM_WEIGHT = 0.9
#: A request's verb against the tool's noun made of it and a particle ("paid" ~ payout).
PARTICLE_WEIGHT = 0.8
#: At most this many words' matches are remembered per tool (`ToolProfile.best_term`).
_REMEMBERED_TERMS = 4096


@dataclass
class ToolProfile:
    """One tool as the engine sees it."""

    tool: Tool
    index: int
    name_words: tuple[str, ...]
    verb: str | None
    act: bool
    why_kind: str
    objects: frozenset[str]
    terms: dict[str, float]
    params: list[Param]
    handoff: str | None = None
    idf: dict[str, float] = field(default_factory=dict)
    slots: dict[str, Slot] = field(default_factory=dict)
    #: What a lookup's description says it finds ("Find CarePlus *stores* near…" -> {"store"}).
    returns: frozenset[str] = frozenset()
    #: The head noun of the name (`setup_payment_plan` -> "plan"; None when it names no object).
    head: str | None = None
    #: Values a string parameter's description gives as examples (`activity`: "e.g. 'spin',
    #: 'yoga'" -> {"spin", "yoga"}), lower-case: saying one of them is a value for it.
    examples: dict[str, frozenset[str]] = field(default_factory=dict)
    _families: dict[int, list[tuple[float, str]]] | None = field(default=None, repr=False, compare=False)
    _best: dict[str, tuple[float, str]] | None = field(default=None, repr=False, compare=False)

    @property
    def name(self) -> str:
        return self.tool.name

    @property
    def is_handoff(self) -> bool:
        return self.handoff is not None

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    def weight(self, term: str) -> float:
        """The term's weight in this tool times its rarity among the offered tools."""
        return self.terms.get(term, 0.0) * self.idf.get(term, 1.0)

    def family_weights(self) -> dict[int, list[tuple[float, str]]]:
        """For each word family, this tool's terms of it with their weights, best first (built
        once per toolbox: the scoring of every clause asks it)."""
        if self._families is None:
            out: dict[int, list[tuple[float, str]]] = {}
            for term in self.terms:
                for group in lexicon.families(term):
                    out.setdefault(group, []).append((self.weight(term), term))
            for entries in out.values():
                entries.sort(key=lambda e: (-e[0], e[1]))
            self._families = out
        return self._families

    def best_term(self, term: str) -> tuple[float, str]:
        """How strongly this tool says a word of the request: (weight, the tool's own term). The
        word itself, else another of its word family at 0.6, else (for a word that is not a
        verb) a near synonym at `NEAR_WEIGHT`; (0.0, "") when none. Remembered per toolbox: every
        clause of every step asks it again."""
        if self._best is None:
            self._best = {}
        found = self._best.get(term)
        if found is None:
            found = self._find_best(term)
            if len(self._best) < _REMEMBERED_TERMS:
                self._best[term] = found
        return found

    def _find_best(self, term: str) -> tuple[float, str]:
        best = self.weight(term)
        best_term = term if best > 0 else ""
        if best < 3.0:
            by_family = self.family_weights()
            for group in lexicon.families(term):
                for weight, tool_term in by_family.get(group, ()):
                    if tool_term != term:
                        # a synonym counts nearly fully for a tool that only reads ("what bookings have I got" and
                        # `get_my_reservations`); for one that acts, "book" ~ `reserve_seats` stays a relation
                        factor = SYNONYM_WEIGHT if not self.act and lexicon.synonyms(term, tool_term) else 0.6
                        if factor * weight > best:
                            best, best_term = factor * weight, tool_term
        if best <= 0 and not lexicon.is_verb(term):
            close = lexicon.near_words(term)
            for tool_term in self.terms if close else ():
                if tool_term in close and not lexicon.is_verb(tool_term):
                    nearby = NEAR_WEIGHT * self.weight(tool_term)
                    if nearby > best:
                        best, best_term = nearby, tool_term
        if best <= 0 and len(term) >= 3:
            for particle in _NOUNPARTICLES:  # "paid" ~ `getPayouts`, "check in" ~ `checkin`: a verb and its particle as one noun
                compound = self.weight(term + particle)
                if compound > 0 and PARTICLE_WEIGHT * compound > best:
                    best, best_term = PARTICLE_WEIGHT * compound, term + particle
        return best, best_term


#: Words a parameter's description uses about the schema, not the world ("null for every month",
#: "e.g.", "true to include"): a request's "nothing" or "true" says nothing about such a tool.
_SCHEMA_TALK = frozenset(("null", "nullabl", "none", "true", "fals", "boolean", "string", "integ", "param", "paramet", "e.g.", "i.e.", "yyyi", "yyyy", "mm", "dd", "hh", "iso", "json", "enum"))

#: Particles that make a noun of a verb when written together: payout, checkin, pickup, dropoff.
_NOUNPARTICLES = ("out", "up", "in", "off", "over", "back", "down", "away", "through")


#: Second words that make a noun of the first ("exchange rates", "order history", "return policy")
#: — nouns a tool reports, not things a description's verb would act on — and the first words
#: that stay commands before them ("update policy", "change rates", "set fees").
_LISTED_NOUNS = frozenset("rate rates history policy policies results reviews hours fees prices costs balances".split())
_CHANGING = frozenset("update set change reset record log post send write create add delete remove cancel edit modify adjust apply pay "
                      "charge refund submit approve reject raise lower cut increase decrease override clear".split())


def _description_verb(description: str) -> str | None:
    """The first verb of a description ("Books a table…" -> "book"), within its first words."""
    lead = re.sub(r"^(?:use (?:this|it) (?:tool )?(?:to|when(?: you)?(?: want to)?)|this (?:tool|function) |tool (?:to|that) |allows? (?:you|the user) to |lets? (?:you|the user) )", "", description.strip()[:200], flags=re.I)
    found = words(lead)[:2]
    if found and found[0] in ("quickly", "safely", "instantly", "securely", "permanently", "immediately") and len(found) > 1:
        found = found[1:]
    if found:
        if found[0].endswith("ing") and (len(found) < 2 or found[1] not in lexicon.DETERMINERS | {"up", "out", "in", "on", "off", "for", "to", "with", "all", "any"}):
            return None  # "Opening hours of a branch", "Parking spots near…": a noun, not a command
        if found[0].lower() in _PLURAL_ADJECTIVES and len(found) > 1 and _plural(found[1]):
            return None  # "Open slots for a kind of appointment", "Free tables on a day": what is listed, not a command
        if len(found) > 1 and found[1].lower() in _LISTED_NOUNS and found[0].lower() not in _CHANGING and not lexicon.is_read_verb(stem(found[0])):
            return None  # "Exchange rates against the pound", "Book reviews for a title": a noun of two words
        word_stem = stem(found[0])
        if lexicon.is_read_verb(word_stem) or lexicon.action_groups(word_stem):
            return word_stem
    return None


described_verb = functools.lru_cache(maxsize=2048)(_description_verb)

_COORDINATED = re.compile(r"(?:,|\band/or|\band|\bor)\s+([a-z]+)\b", re.I)


@functools.lru_cache(maxsize=2048)
def coordinated_verbs(description: str) -> frozenset[str]:
    """The act verbs a description's first sentence gives its first act verb as equals ("Swap
    bottles in the next box and/or add extra bottles" -> swap, add): asking for any of them asks
    for the tool."""
    first = _description_verb(description)
    if first is None or not lexicon.is_act_verb(first):
        return frozenset()
    sentence = re.split(r"(?<=[.!?])\s|\n|\(", description.strip()[:300], maxsplit=1)[0]
    found = {first}
    for match in _COORDINATED.finditer(sentence):
        word = stem(match.group(1).lower())
        if lexicon.is_act_verb(word) and (word not in NOUN_VERBS or lexicon.is_common_verb(match.group(1).lower())):
            found.add(word)
    return frozenset(found)


def _described_in_tool(param: Param, description: str) -> Param:
    """A parameter with no description of its own takes what the tool's description says of it
    ("Schedule a meeting. start: ISO 8601 date-time", "pickup_time as YYYY-MM-DD HH:MM"), as a
    docstring written for Python functions often does."""
    if param.description or len(param.name) < 2:
        return param
    said = re.search(rf"(?<![\w-]){re.escape(param.name)}(?:\s*[:=(]|\s+(?:as|is|in)\b|\s+[-–]\s)\s*([^.;)]{{3,120}})", description[:1000])
    return dataclasses.replace(param, description=said.group(1).strip()) if said else param


_SEARCH_VERBS = frozenset(stem(w) for w in "search find lookup look query filter".split())

#: Verbs that are adjectives before a plural noun: `open_times` lists times that are open.
_PLURAL_ADJECTIVES = frozenset("open free closed live clear".split())


def _plural(word: str) -> bool:
    low = word.lower()
    return len(low) > 3 and low.endswith("s") and not low.endswith(("ss", "us", "is"))


def _name_verb(parts: Sequence[str], described: str | None = None) -> tuple[str | None, bool]:
    """The verb of a tool name and whether it is clearly a verb (not a noun that may be one).
    `described` is the description's first verb: it settles a name that reads both ways."""
    stems_ = [stem(p) for p in parts]
    # a word in -ing after the first is a noun ("scheduleViewing", "cancel_booking", "update_listing"), not the verb
    verbs = [s for k, s in enumerate(stems_) if (lexicon.is_read_verb(s) or lexicon.action_groups(s))
             and not ((k > 0 or len(parts) > 1) and parts[k].lower().endswith("ing"))  # "opening_times", "parking_spots": nouns
             and not (k == 0 and parts[0].lower() in _PLURAL_ADJECTIVES and len(parts) == 2 and _plural(parts[1]))]  # "open_times", "free_slots"
    if not verbs:
        return None, False
    first = stems_[0]
    if len(parts) > 1 and _plural(parts[0]):
        later = next((s for k, s in enumerate(stems_[1:], 1) if s in verbs and not _plural(parts[k]) and not parts[k].lower().endswith("ing")), None)
        if later is not None:
            return later, True  # `shows_reserve`, `orders_cancel`: a plural noun before the verb ("shows" is no command here)
    if first in verbs:
        if first in _LEAD_NOUNS and (set(stems_[1:]) & LOOKUP_NOUNS or any(lexicon.is_read_verb(s) for s in stems_[1:] if s in verbs)):
            if described is not None and lexicon.is_act_verb(described) and lexicon.action_groups(first):
                return first, True  # `request_quote`, "Send a quote request…": it asks for a quote, it does not read one
            later = next((s for s in stems_[1:] if lexicon.is_read_verb(s) and s in verbs), None)
            return later or "get", True
        return first, first not in NOUN_VERBS
    last = stems_[-1]
    if last in verbs and last not in NOUN_VERBS and not _plural(parts[-1]):  # "ticketCreate", "weather_get" (not "my_holds")
        return last, True
    if verbs == [last] and len(stems_) > 1:
        return None, False  # "class_schedule", "sales_report": a noun after its noun, not a command (the description may say)
    return verbs[0], False


#: Tool objects whose `name` is a person's.
_PERSON_OBJECTS = frozenset(stem(w) for w in """person people contact contacts user users customer customers employee employees
    member members guest guests patient patients student students passenger passengers attendee attendees driver staff
    colleague friend friends recipient payee author artist doctor vet dentist stylist agent owner host speaker caller""".split())

#: The term a tool named for the present moment gets, and a question about "this"/"right now" asks for.
NOW = "~now"
_NOW_WORDS = frozenset("now current currently live present".split())


def profile(tool: Tool, index: int) -> ToolProfile:
    """Build one tool's profile."""
    description = (tool.description or "")[:MAX_TEXT]
    handoff = tool.name[len("transfer_to_") :] if tool.name.startswith("transfer_to_") else None
    if handoff is not None:
        description = _HANDOFF_BOILERPLATE.sub(" ", description)
    namespace, local = namespaced(handoff if handoff is not None else tool.name)
    parts = split_identifier(local)
    described = _description_verb(description)
    lead = words(description[:80])[:2]
    if described is not None and len(lead) == 2 and stem(lead[0]) == described and _plural(lead[1]) \
            and stem(lead[1]) in {stem(p.lower()) for p in parts} and described not in {stem(p.lower()) for p in parts}:
        described = None  # `class_times` and "Start times of a class": the name's noun, two words of it, not a command
    verb, clear = _name_verb(parts, described)
    verb_first = bool(parts) and verb is not None and stem(parts[0].lower()) == verb
    if not clear and verb_first and len(parts) > 1 and lexicon.is_act_verb(verb) and not {stem(p.lower()) for p in parts[1:]} & _READ_TAILS:
        clear = True  # `report_absence`, `book_table`: a verb before its object, whatever the description's first verb ("Tell the nursery…")
    if verb is None or (not clear and described is not None):
        verb = described or verb
    act, why = act_or_read(verb, parts, description)
    if handoff is not None:
        act, why = False, "a handoff: it moves the conversation to another agent"
    if act and verb is None:
        # a verb the tables do not know ("escalate_incident", "Escalate an incident…"): its own word
        first = re.match(r"\s*([A-Za-z]+)", description)
        word = parts[0] if parts and (lexicon.is_common_verb(parts[0]) or "command" in why) else (first.group(1) if first else None)
        verb = stem(word.lower()) if word else None
    name_stems = [s for s in identifier_stems(local) if s not in STOPWORDS]
    # a read verb after the name's verb is a noun: `setup_payment_plan` is about a plan, `get_price_list` a list
    noun_first = len(parts) > 1 and _plural(parts[0]) and verb is not None and stem(parts[0].lower()) != verb  # `shows_reserve`: about shows
    objects = frozenset(s for k, s in enumerate(name_stems) if s != verb and not (lexicon.is_read_verb(s) and (k == 0 or verb is None or not verb_first)
                                                                                   and not (k == 0 and noun_first))
                        and s not in PARTICLES)
    terms: dict[str, float] = {}

    def add(found: Sequence[str], weight: float) -> None:
        for term in found:
            if term and term not in STOPWORDS and len(term) > 1 and terms.get(term, 0.0) < weight:
                terms[term] = weight

    if {w.lower() for w in parts} & _NOW_WORDS:
        terms[NOW] = 1.5  # `get_now_playing`, `current_weather`: what is so at this moment ("what's this song?")
    elif not act and re.search(r"\b(?:now|currently|right now|at the moment|at this moment)\b", description[:300], re.I):
        terms[NOW] = 1.0  # "…and whether they are watering now": it tells what is so at this moment
    named_objects = [s for s in name_stems if s in objects]
    add(named_objects[-1:], 3.0)  # the head noun of the name: `setup_payment_plan` is about a plan
    add(named_objects[:-1], 2.4)  # … and its modifiers less: a payment plan is not a payment
    add([s for s in name_stems if s not in objects], 1.5)
    add([s for s in identifier_stems(namespace) if s not in STOPWORDS], 0.8)  # `repairs__raise_job`: the server or app it comes from
    add(stems(description)[:400], 1.0)
    params = params_of(tool.parameters) if isinstance(tool.parameters, dict) else []
    params = [_described_in_tool(param, description) for param in params]
    examples: dict[str, frozenset[str]] = {}
    for param in params[:60]:
        add([stem(w) for w in param.words], 0.8)
        add([t for t in stems(param.description)[:40] if t not in _SCHEMA_TALK], 0.4)
        said = description_examples(param.description) if param.kind == "string" and not param.enum else frozenset()
        if said:
            examples[param.name] = said
            add([stem(w) for example in said for w in example.split()], 0.8)
        options = param.enum or (param.item_schema or {}).get("enum") or []  # `metrics: ["solar_generation", …]` too
        for option in options[:50] if isinstance(options, list) else []:
            if isinstance(option, str):
                add([stem(w) for w in split_identifier(option)], 0.6)
    if {"email", "mail", "e-mail"} & {w.lower() for w in parts} or re.match(r"\s*(?:sends?|emails?|writes?) (?:an? )?e-?mail", description, re.I):
        # `send_email(to=…)`: the recipient of an e-mail is an address (a name is looked up first)
        params = [dataclasses.replace(param, words=(*param.words, "email"))
                  if param.kind == "string" and set(param.words) & {"to", "recipient", "cc", "bcc"} and slot_of(param).kind == "person"
                  else param for param in params]
    slots = {param.name: slot_of(param) for param in params}
    for param in params:
        words_ = [w.lower() for w in param.words]
        if slots[param.name].kind == "person" and len(words_) == 2 and words_[-1] == "name" and stem(words_[0]) not in _PERSON_OBJECTS \
                and stem(words_[0]) in objects | {stem(w) for w in name_stems}:
            slots[param.name] = dataclasses.replace(slots[param.name], kind="thing")  # `queueName` of `get_queue_health`: the queue's name
    if act and verb is not None and lexicon.same_action(verb, "creat") and not lexicon.same_action(verb, "book") and not lexicon.same_action(verb, "enrol") and objects and not objects & _PERSON_OBJECTS:
        for param in params:
            if slots[param.name].kind == "person" and tuple(param.words) == ("name",):
                slots[param.name] = dataclasses.replace(slots[param.name], kind="title")  # `createHabit(name)`: the new habit's name, not the user's
    if not act and not objects & _PERSON_OBJECTS:
        for param in params:
            if slots[param.name].kind == "person" and tuple(param.words) == ("name",):
                slots[param.name] = dataclasses.replace(slots[param.name], kind="thing")  # `lookup_plant(name)`: the plant's name (a booking's `name` is still the guest's)
    if not act and (verb in _SEARCH_VERBS or re.search(r"\bsearch|\bby (?:text|keyword|query)", description[:300].lower())):
        for param in params:
            if slots[param.name].kind in ("content", "text") and param.essential and set(param.words) & {"text", "q", "term", "terms", "keyword", "keywords", "phrase", "words"}:
                slots[param.name] = dataclasses.replace(slots[param.name], kind="query")  # `findTickets(text)`: what to search for
    if act:
        for param in params:
            if slots[param.name].kind == "limit" and param.name.lower() in ("count", "n", "number", "num"):
                slots[param.name] = dataclasses.replace(slots[param.name], kind="count")  # `buy_pass(count)`: how many, not a page size
    settle_sides(params, slots)
    returns = objects | (_described_objects(description) if not act else frozenset())
    return ToolProfile(tool, index, parts, verb, act, why, objects, terms, params, handoff, slots=slots, returns=returns,
                       head=named_objects[-1] if named_objects else None, examples=examples)


_FINDING = re.compile(
    r"^(?:use (?:this|it) to |this (?:tool|function) )?(?:finds?|lists?|search(?:es)?(?: for)?|gets?|returns?|looks? up|shows?|fetch(?:es)?|retrieves?|browses?)\s+(.{1,80})",
    re.I)
_NOT_OBJECT = frozenset(
    "the a an all any every each your my our their its nearby available open current upcoming recent known active "
    "matching public saved existing latest new old local other".split())
_OBJECT_ENDS = frozenset("near in for by with that which matching from at on to of within around and or where whose".split())


#: "…; returns matching books with their book_id", "Returns a list of stores": what a lookup's
#: description says it gives back, anywhere in its first sentences.
_RETURNING = re.compile(r"\b(?:returns?|lists?|gives?(?: back)?|yields?)\s+(?:(?:a|the) (?:list|set) of\s+)?(.{1,80})", re.I)


def _described_objects(description: str) -> frozenset[str]:
    """The things a lookup's description says it finds: the first noun after its verb, and the
    first noun of what it says it returns."""
    found = set(_first_nouns(_FINDING.match(description.strip())))
    found |= _first_nouns(_RETURNING.search(description[:400]))
    return frozenset(found)


def _first_nouns(match: re.Match[str] | None) -> frozenset[str]:
    if not match:
        return frozenset()
    found: list[str] = []
    for word in re.findall(r"[A-Za-z][\w'-]*", match.group(1))[:6]:
        low = word.lower()
        if low in _OBJECT_ENDS:
            break
        if low in _NOT_OBJECT or low in STOPWORDS or (word[:1].isupper() and not word.isupper() and not found and word is not match.group(1).split()[0]):
            continue
        found.append(stem(low))
        if len(found) == 2:
            break
    return frozenset(found)


#: Words after a noun-verb that make the name a record to read (`order_status`, `book_search`).
_READ_TAILS = LOOKUP_NOUNS | frozenset(stem(w) for w in RECORD_NOUNS) | {"find", "get"}


_ID_TAILS = frozenset("id ids number no num code ref reference key uuid".split())


def id_object_words(param: Param) -> set[str]:
    """What an id parameter identifies: `store_id` -> {"store"}, `rxNumber` -> {"rx"}."""
    return {stem(w) for w in param.words if w not in _ID_TAILS and len(w) > 1}


@dataclass
class Toolbox:
    """The function tools of one request, profiled, with IDF weights over them."""

    profiles: list[ToolProfile]
    #: The things the offered tools' id parameters identify ("store", "rx", "booking"…): an id
    #: the user gives belongs to the one its prefix or its cue word names.
    id_objects: frozenset[str] = frozenset()
    #: The words of the action tools' names: a message may use one as its verb ("refill …").
    command_words: frozenset[str] = frozenset()

    @classmethod
    def of(cls, tools: Sequence[Tool]) -> Toolbox:
        """The toolbox of these tools. Read once per distinct set of tools and then remembered:
        a tool loop sends the same tools with every step, and what a toolbox learns while it
        is used (`ToolProfile.best_term`) is the same for every request that offers them."""
        function_tools = [t for t in tools if t.type == "function"][:256]
        key = _toolbox_key(function_tools)
        if key is None:
            return cls._built(function_tools)
        with _TOOLBOXES_LOCK:
            known = _TOOLBOXES.get(key)
            if known is not None:
                _TOOLBOXES.move_to_end(key)
                return known
        built = cls._built(function_tools)
        with _TOOLBOXES_LOCK:
            _TOOLBOXES[key] = built
            while len(_TOOLBOXES) > MAX_TOOLBOXES:
                _TOOLBOXES.popitem(last=False)
        return built

    @classmethod
    def _built(cls, function_tools: list[Tool]) -> Toolbox:
        profiles = [_profile_of(tool, index) for index, tool in enumerate(function_tools)]
        count = len(profiles)
        frequency: dict[str, int] = {}
        for item in profiles:
            for term in item.terms:
                frequency[term] = frequency.get(term, 0) + 1
        for item in profiles:
            item.idf = {term: _idf(count, frequency[term]) for term in item.terms}
        objects = {w for item in profiles for param in item.params if item.slots.get(param.name) and item.slots[param.name].kind == "id"
                   for w in id_object_words(param)}
        commands = {s for item in profiles if item.act and not item.is_handoff for s in identifier_stems(item.name) if s not in STOPWORDS and len(s) > 2}
        return cls(profiles, frozenset(objects), frozenset(commands))

    def get(self, name: str) -> ToolProfile | None:
        return next((p for p in self.profiles if p.name == name), None)

    @property
    def work(self) -> list[ToolProfile]:
        return [p for p in self.profiles if not p.is_handoff]

    @property
    def handoffs(self) -> list[ToolProfile]:
        return [p for p in self.profiles if p.is_handoff]

    def __len__(self) -> int:
        return len(self.profiles)


#: Toolboxes remembered (`Toolbox.of`), least recently offered forgotten first; and the lock the
#: model workers of several servers in one process share it under.
MAX_TOOLBOXES = 64
_TOOLBOXES: OrderedDict[tuple, Toolbox] = OrderedDict()
_TOOLBOXES_LOCK = threading.Lock()
#: Tools whose schemas together are longer than this are read afresh for every request.
_REMEMBERED_SCHEMA_CHARS = 200_000


def _toolbox_key(tools: list[Tool]) -> tuple | None:
    """What makes two requests' function tools the same toolbox (None: not worth remembering)."""
    key, size = [], 0
    for tool in tools:
        try:
            schema = json.dumps(tool.parameters)  # key order kept: the order of parameters matters
        except (TypeError, ValueError):
            return None
        size += len(schema) + len(tool.description or "")
        if size > _REMEMBERED_SCHEMA_CHARS:
            return None
        key.append((tool.name, tool.description or "", schema, bool(tool.strict)))
    return tuple(key)


def _profile_of(tool: Tool, index: int) -> ToolProfile:
    """`profile(tool, index)`, read once per distinct tool: a loop sends the same tools every step.
    The copy is the caller's (its `idf` is set per toolbox); the terms and slots are shared, read only."""
    try:
        schema = json.dumps(tool.parameters)  # key order kept: the order of parameters matters
    except (TypeError, ValueError):
        return profile(tool, index)
    if len(schema) > 100_000 or tool.type != "function":
        return profile(tool, index)
    cached = _cached_profile(tool.name, tool.description or "", schema, bool(tool.strict))
    return dataclasses.replace(cached, tool=tool, index=index, idf={}, _families=None, _best=None)


@functools.lru_cache(maxsize=512)
def _cached_profile(name: str, description: str, schema: str, strict: bool) -> ToolProfile:
    return profile(Tool(name, description, json.loads(schema), strict), 0)


def _idf(count: int, frequency: int) -> float:
    """1.0 for a word only one tool has, down to about 0.35 for a word every tool has."""
    if count <= 1:
        return 1.0
    rarity = math.log((count + 1) / frequency) / math.log(count + 1)
    return 0.35 + 0.65 * rarity
