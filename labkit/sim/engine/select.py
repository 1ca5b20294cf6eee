"""Stage 2c — which tool each clause needs: scored by meaning, gated by permission to act.

A clause's words (values such as places and names left out: "Times Square" is not about time)
are matched against each tool's weighted words — the same stem counts fully, a word of the same
family (`lexicon.FAMILIES`: "rain" ~ "weather") counts 0.6 — and each match is weighted by how
rare the word is among the offered tools. A clause picks its best tool when the score clears
`MIN_SCORE`; a second tool only when the clause joins two objects ("the lights and the
thermostat") that match different tools.

An act tool is never picked unless the clause may authorise it (`authorize`): a request whose
verb asks for that kind of action, or a statement of need for something the tool obtains.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import knowledge, lexicon
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.request import HOW_IS_IT, Clause, acquires, is_acquiring
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import NOW, Toolbox, ToolProfile, described_verb
from labkit.sim.engine.words import STOPWORDS, stem, words

#: A clause must score at least this against a tool to call it (one name word, or two
#: description words, that are rare among the offered tools).
MIN_SCORE = 1.2
#: Value kinds whose words are not intent words.
_VALUE_KINDS = {"expression", "postcode", "place", "person", "name", "quoted", "email", "url", "id", "slug", "path", "handle", "country", "language", "currency", "money", "date", "datetime", "time", "range", "duration"}
#: Question words that point at what kind of answer is wanted.
_ASKS_FOR = {
    "how much": ("price", "cost", "amount", "total", "fee", "balance"),
    "how many": ("count", "number", "quantity", "total"),
    "how long": ("duration", "time", "length"),
    "when": ("time", "date", "schedule", "when"),
    "where": ("location", "place", "address", "where"),
    "who": ("person", "name", "contact", "who"),
    "what time": ("time", "schedule"),
    "how do i get": ("route", "journey", "trip", "directions", "plan"),
    "how can i get": ("route", "journey", "trip", "directions", "plan"),
    "how do we get": ("route", "journey", "trip", "directions", "plan"),
    "best way to get": ("route", "journey", "trip", "directions", "plan"),
    "get me from": ("route", "journey", "trip", "directions", "plan"),
}
#: Light verbs that take their meaning from the noun: "make a reservation", "place an order".
_LIGHT_VERBS = frozenset(stem(w) for w in "make place do put submit get have set arrange file raise lodge issue".split())


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

    @property
    def fit_score(self) -> float:
        return min(2.4, sum(self.weights) if self.weights else 0.6 * len(self.fits))

    def explain(self) -> str:
        parts = [f"{q}~{t}" for q, t in list(self.terms.items())[:4]]
        if self.verb:
            parts.append(f"verb +{self.verb:.1f}")
        if self.fits:
            parts.append("takes " + ", ".join(self.fits[:4]))
        return ", ".join(parts)


_PARTICLES = frozenset("up back in out off over".split())


def phrasal_compounds(clause: Clause) -> list[str]:
    """A verb and its particle written as one word, with up to two words between them: "call me
    back" -> "callback", "sign me up" -> "signup", "log in" -> "login"."""
    toks = [t for t in clause.toks if t.is_word]
    out: list[str] = []
    for i, token in enumerate(toks[:-1]):
        if token.lower in _PARTICLES or token.lower in STOPWORDS or len(token.lower) < 3:
            continue
        for j in range(i + 1, min(i + 4, len(toks))):
            if toks[j].lower in _PARTICLES:
                out.append(stem(token.lower + toks[j].lower))
                break
    return out


def query_terms(clause: Clause, evidence: Evidence) -> list[str]:
    """The clause's intent words: content stems outside the values stated in it, plus the
    attributes its question words ask for ("how much" -> price, cost…)."""
    covered: set[int] = set()
    for mention in evidence.mentions:
        if mention.kind in _VALUE_KINDS and clause.start <= mention.start < clause.end:
            if mention.kind == "range" and isinstance(mention.value, tuple):
                for end in mention.value:  # "the 12th … 3 nights": its two ends, not the words between them
                    if getattr(end, "start", None) is not None:
                        covered.update(range(end.start, end.end))
                continue
            covered.update(range(mention.start, mention.end))
    out: list[str] = []
    for token in clause.toks:
        if not token.is_word or token.start in covered:
            continue
        low = token.lower
        if low in STOPWORDS or len(low) < 2:
            continue
        word_stem = stem(low)
        if word_stem not in out:
            out.append(word_stem)
    joined = " ".join(t.lower for t in clause.toks)
    for phrase, attributes in _ASKS_FOR.items():
        if joined.startswith(phrase) or f" {phrase} " in f" {joined} ":
            for attribute in attributes:
                if stem(attribute) not in out:
                    out.append(stem(attribute))
    if HOW_IS_IT.search(joined):
        out += [s for s in ("status", "health") if s not in out]  # "how's the api looking?" asks how it is doing
    for compound in phrasal_compounds(clause):
        if compound not in out:
            out.append(compound)  # "call me back" asks for a callback, "pick it up" for a pickup
    for said, moods, attributes in _IMPLIED:
        if (moods is None or clause.mood in moods) and said(joined):
            out += [a for a in attributes if a not in out]
    return out


def _implied(pattern: str) -> Any:
    return re.compile(pattern).search



#: Saying someone will not come: what an absence report records.
_ABSENT = re.compile(r"\b(?:won't|wont|will not|can't|cant|cannot|isn't going to|is not going to|not going to|won't be able to)\s+(?:be in|be coming in|be at school|be at work|make it in|come in|attend)\b"
                     r"|\b(?:off sick|calling in sick|call in sick|home sick|staying home)\b")
_HOLDING_TAILS = tuple(f"{who} {verb}" for who in ("i", "we") for verb in ("got", "have", "got left", "have left", "have available", "got available")) + (
    "left", "remaining", "available", "is left", "are left")


def _asks_holding(joined: str) -> bool:
    """"how many euros have I got?", "how much is left on my card", "how many days do I have
    left?": a question about what the user holds (a balance, an allowance)."""
    if "how much" not in joined and "how many" not in joined:
        return False
    words = joined.rstrip(" ?!.").split()
    tail = " ".join(words[-3:])
    return any(tail.endswith(t) for t in _HOLDING_TAILS) or " left " in f" {joined} " or " remaining " in f" {joined} "
#: "did billing send me …", "has Anna emailed us back", "have I received …", "did I get a reply":
#: a question about what someone else sent the user.
_RECEIVED = re.compile(
    r"\b(?:did|has|have)\s+(?:\S+\s+){1,3}?(?:send|sent|email|emailed|mail|mailed|text|texted|message|messaged|reply|replied|write|written|wrote|get back|got back)\s+(?:to\s+)?(?:me|us)\b"
    r"|\b(?:have|has|did)\s+(?:i|we)\s+(?:received|receive|got|gotten|get)\s+(?:an?\s+|the\s+|any\s+)?(?:\w+\s+)?(?:email|mail|message|reply|answer|receipt|invoice|letter|text)")
_PRESENT = re.compile(r"\b(?:what(?:'s| is)|who(?:'s| is)) this\b|\bright now\b|\bcurrently\b|\bat the moment\b|\bat present\b")

#: What a way of asking implies the tool is about, beyond its words: (a test on the clause's
#: lower-case words, the moods it holds for (None: any), the stems it adds).
_IMPLIED: tuple[tuple[Any, tuple[str, ...] | None, tuple[str, ...]], ...] = (
    (_RECEIVED.search, ("question",), ("inbox", "messag", "receiv")),  # "did billing send me the receipt yet?" asks what came in
    (_implied(r"\b(?:got|have|has) (?:\w+ )?out\b|\bchecked out\b|\bon loan\b"), None, ("loan", "borrow")),  # "what have I got out?"
    (_implied(r"\b(?:need to|have to|must|got to|gotta|want to) (?:be|get) (?:at|to|in(?:to)?)\b"), None, ("journey", "rout", "arriv")),  # "I need to be at the airport by 10"
    (_ABSENT.search, None, ("absenc",)),  # "Leo won't be in tomorrow", "I'm off sick": an absence
    (_asks_holding, ("question",), ("balanc", "remain")),  # "how many euros have I got?", "how many credits do I have left?"
    (_PRESENT.search, ("question",), (NOW,)),  # "what's this song?", "what's on right now?": the tool for this moment
    (_implied(r"\bon time\b|\brunning late\b|\bon schedule\b"), None, ("status",)),  # "is BA117 on time?" asks for a status
    (_implied(r"\b(?:yet|so far|still|by now)\b"), ("question",), ("status",)),  # "has my order shipped yet?"
    (_implied(r"\bwhere\s+(?:did|has|have|was|were)\b.*\b(?:leave|left|put|drop|dropped|deliver|delivered)\b"), ("question",), ("deliv", "track", "status")),  # "where did you leave my kettle?"
    (_implied(r"\b(?:turned up|turn up|arrived|come yet|here yet|got here|been delivered)\b"), ("question",), ("deliv", "status")),  # "has everything turned up?"
    (_implied(r"\bwhy\b.*\b(?:fail|failed|failing|broke|broken|break|crash|crashed|error|errored|red|down)\b"), ("question",), ("log", "error", "reason")),  # "why did the build fail?" reads its logs
)

def _explains(profile: ToolProfile) -> bool:
    """A tool that tells how things are done (rules, policies, instructions, information)."""
    text = (profile.tool.description or "").lower() + " " + " ".join(profile.name_words)
    return any(word in text for word in ("how to", "rule", "polic", "instruction", "guide", "info", "help", "faq", "doc", "step", "requirement", "option", "allowance", "fee", "what ", "whether", "can be", "accepted", "advice", "weather", "status"))


def _attribute_terms(clause: Clause) -> list[str]:
    joined = " ".join(t.lower for t in clause.toks)
    out: list[str] = []
    for phrase, attributes in _ASKS_FOR.items():
        if joined.startswith(phrase) or f" {phrase} " in f" {joined} ":
            out += [stem(a) for a in attributes]
    return out


_GENERIC_READ = frozenset(stem(w) for w in "get find search look lookup list show check see tell give fetch retrieve view read browse query".split())
_HOW_MANY_OF = frozenset("last latest top first recent newest previous past".split())
_FITS = {
    "place": ("place",), "date": ("date", "datetime", "range"), "datetime": ("datetime", "date", "range"),
    "time": ("time", "datetime"), "email": ("email",), "person": ("person",), "id": ("id",), "slug": ("slug",),
    "path": ("path",), "url": ("url",), "country": ("country",), "language": ("language",),
    "currency": ("currency", "money"), "amount": ("money",), "percent": ("percent",), "phone": ("phone",),
    "duration": ("duration",), "measure": ("number",), "thing": ("name", "quoted"), "title": ("name", "quoted"), "timezone": ("place",), "expression": ("expression",),
}


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
            return 2.0
        if profile.act and (asked in profile.objects or any(lexicon.related(asked, o) for o in profile.objects)):
            head = profile.head
            if head and len(profile.objects) > 1 and asked != head and not lexicon.related(asked, head):
                return 1.2  # "pay" and `setup_payment_plan`: it names what the plan is of, not the plan
            return 2.0  # "remind me …" asks for create_reminder
        if profile.act and is_acquiring(asked) and is_acquiring(verb) and (
            set(clause.content) & profile.objects or any(lexicon.related(c, o) for c in clause.content for o in profile.objects)
        ):
            return 1.5  # "take some time off" asks for request_leave
        if not profile.act and asked == verb and asked not in _GENERIC_READ:
            return 1.5
        if not profile.act and asked == verb and profile.name_words and stem(profile.name_words[0]) == verb:
            return 0.6  # "check whether…" and `checkCoverage`: the same everyday verb still says something
        if not profile.act and asked not in _GENERIC_READ and lexicon.related(asked, verb):
            return 1.0
    return 0.0


def fits(profile: ToolProfile, clause: Clause, evidence: Evidence) -> list[str]:
    """The tool's parameters that a value stated in the clause would fill (a city for `city`, a
    date for `check_in`, an enum value the clause names)."""
    from labkit.sim.engine.choices import match_enum_at

    inside = [m for m in evidence.mentions if clause.start <= m.start < clause.end and not m.quoted and not (m.extra or {}).get("ordinal")]
    left = list(inside)
    out: list[str] = []
    for param in profile.params[:30]:
        slot = profile.slots.get(param.name)
        if slot is None:
            continue
        if slot.kind == "enum":
            named = match_enum_at(param, evidence, (clause.start, clause.end))
            if named is not None and (named[1].endswith("names it") or "->" in named[1]) and clause.start <= named[2] < clause.end:
                out.append(param.name)
            continue
        if param.kind == "string" and knowledge.cuisine_in(clause.text, param.words):
            out.append(param.name)  # "any indian places open?": a cuisine for `cuisine`
            continue
        if slot.kind == "limit":
            # "my last 3 rides", "the top 5 results": a number of the newest or best is a limit
            if any(m.kind == "number" and m.before[-1:] and m.before[-1] in _HOW_MANY_OF for m in left):
                out.append(param.name)
            continue
        wanted = _FITS.get(slot.kind) or (("number",) if slot.kind == "count" else ())
        if slot.kind == "id" and {stem(w) for w in param.words} & _PERSON_IDS:
            wanted = tuple(wanted) + ("person",)  # "to Sofia" names the payee a payee_id points at
        taken = next((m for m in left if m.kind in wanted and not _cued_elsewhere(m, param, slot.kind)), None)
        if taken is not None:
            out.append(param.name)
            keep = taken.kind in ("range", "datetime") or (taken.kind == "date" and slot.side == "start") or (taken.kind == "money" and slot.kind == "amount")
            if not keep:
                left.remove(taken)
    return out


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
    return bool(cue) and bool(own) and not cue & own and not any(lexicon.related(c, o) for c in cue for o in own)


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
            out.append(1.0 if slot is not None and slot.kind in _SPECIFIC_FITS else 0.6)
    return out


#: A question about what was done: its verb names records to read ("did I pay Netflix?").
_ABOUT_THE_PAST = re.compile(r"\s*(?:(?:when|where|how much|how many times|how often)\s+)?(?:did|have|has|had)\s+(?:i|we|you|they)\b", re.I)


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
            weight = 0.5 if term in modifiers else 1.5 if "^" + term in modifiers and best_term == term else 1.0  # the counted noun itself, said as the tool says it
            total += best * (0.5 if term in hints else 1.0) * weight
            matched[term] = best_term
    if clause is None or evidence is None:
        return Match(profile, total, matched)
    verb = verb_agreement(profile, clause)
    fitted = fits(profile, clause, evidence)
    if total <= 0 and verb <= 0 and len(fitted) < 2:
        fitted = []
    if total <= 0 and not fitted and verb > 0 and not set(clause.verbs) - _EMPTY_VERBS:
        verb = 0.0  # "actually make it the Golf": an everyday verb alone does not name add_extra
    if verb > 0 and profile.verb in _LOGGING and not set(clause.verbs) & _LOGGING and _ahead(clause, evidence):
        verb = 0.5  # "set up a call on Thursday": a log records what happened, not what is to come
    match = Match(profile, total + verb, matched, verb, fitted, fit_weights(profile, fitted))
    match.score += match.fit_score
    return match


_PHRASE_ENDS = frozenset("have has had do does did is are was were can could will would left remain remaining there i we you "
                         "they it in on at for of to from by with does should".split())


def _counted_modifiers(clause: Clause) -> set[str]:
    """"how many meeting room credits have I got left?": the words before the head noun of what
    is counted ("meeting", "room") say what kind of credits, not which tool — they count half."""
    words = [t.lower for t in clause.toks if t.is_word]
    for k in range(len(words) - 1):
        if words[k] == "how" and words[k + 1] in ("many", "much"):
            phrase = []
            for word in words[k + 2 : k + 8]:
                if word in _PHRASE_ENDS:
                    break
                phrase.append(word)
            return {stem(w) for w in phrase[:-1]} | {"^" + stem(phrase[-1])} if len(phrase) >= 2 else set()
    return set()


#: Verbs that say nothing of which action on their own ("make it the Golf", "do it", "get it").
_EMPTY_VERBS = frozenset(stem(w) for w in "make do put set go let give keep".split())


_TAKES = re.compile(r"\b(?:i|we)(?:'ll| will|'d like to| would like to)\s+(?:take|have)\b(?!\s+(?:a look|a think|a minute|a second|care|it easy|a break))", re.I)


def authorize(profile: ToolProfile, clause: Clause) -> str | None:
    """Why this clause may call this act tool, or None when it may not."""
    if not profile.act:
        return "reads only"
    if profile.verb and profile.verb in clause.negated:
        return None
    if clause.negated and not [v for v in clause.verbs if v not in clause.negated]:
        return None  # "please don't complete the task", "I don't want to add it yet": nothing is asked for
    if not clause.may_act and not _terse_command(profile, clause) and not (clause.mood == "statement" and (
            _reports_activity(clause) or _ABSENT.search(clause.text.lower()) or _gives_reading(profile, clause))) and not (
        clause.polite and not clause.verbs and _names_choice(profile, clause)
    ):
        return None
    verb = profile.verb or ""
    for asked in clause.verbs:
        if asked in clause.negated:
            continue
        if verb and lexicon.same_action(asked, verb):
            return f"the user asks to '{asked}'"
        if profile.head and asked == profile.head and len(asked) > 3 and asked not in _GENERIC_READ and verb and (
                lexicon.same_action(verb, "creat") or lexicon.same_action(verb, "add") or lexicon.same_action(verb, "post")) \
                and not lexicon.same_action(verb, "delet") and not lexicon.same_action(verb, "cancel") and not lexicon.same_action(verb, "updat"):
            return f"the user asks to '{asked}'"  # "comment 'Reproduced…' on #412" and `add_comment`: making the thing said as a verb
        if profile.name_words and asked == stem(profile.name_words[0].lower()) and len(asked) > 2 and asked not in _GENERIC_READ:
            return f"the user asks to '{asked}'"  # "settle the overdue one" and `settle_statement`: the tool's own verb
        if lexicon.is_act_verb(asked) and asked == described_verb(profile.tool.description or ""):
            return f"the user asks to '{asked}'"  # "stop it when the chapter ends" and `setSleepTimer`: "Stop playback after…"
        if lexicon.is_act_verb(asked) and len(asked) >= 3 and any(o != asked and o.startswith(asked) and len(o) <= len(asked) + 5 for o in profile.objects):
            return f"the user asks to '{asked}'"  # "play it" and `start_playback`, "book" and `create_booking`
        if asked in _LIGHT_VERBS and any(lexicon.related(stem(word), verb) or stem(word) == verb for word in clause.content):
            return f"the user asks to '{asked}' a {verb}"
    if acquires(clause) and is_acquiring(verb):
        return "the user says they need it"
    if _TAKES.search(clause.text) and is_acquiring(verb) and "take" not in clause.negated:
        return "the user says they will take it"  # "I'll take the weekly one": buying what was offered
    if clause.may_act and set(phrasal_compounds(clause)) & profile.objects:
        return "the user asks for a " + next(iter(set(phrasal_compounds(clause)) & profile.objects))  # "call me back"
    if _asks_for_more(clause) and (lexicon.same_action(verb, "extend") or lexicon.same_action(verb, "increas")):
        return "the user asks for more of it"  # "can you give me another hour on S-3?" extends it
    if lexicon.same_action(verb, "creat") and any(lexicon.is_act_verb(v) for v in clause.verbs if v not in clause.negated) and (
        set(clause.content) & profile.objects or any(lexicon.related(c, o) for c in clause.content for o in profile.objects)
    ):
        return "the user asks for a new one"  # "send a parcel" creates a shipment
    for asked in clause.verbs:
        if asked not in clause.negated and (asked in profile.objects or any(lexicon.related(asked, o) for o in profile.objects)) and is_acquiring(verb):
            return f"the user asks for a {asked}"
        if asked not in clause.negated and is_acquiring(asked) and is_acquiring(verb) and (
            set(clause.content) & profile.objects or any(lexicon.related(c, o) for c in clause.content for o in profile.objects)
        ):
            return f"the user asks to '{asked}' one"
    if verb in ("turn", "switch", "set", "enabl", "disabl") or not verb:
        particles = {t.lower for t in clause.toks} & {"on", "off", "up", "down"}
        if particles and clause.mood == "request" and any(lexicon.action_groups(v) for v in clause.verbs):
            return f"the user asks to switch it {'/'.join(sorted(particles))}"
    if _terse_command(profile, clause):
        return "a short command naming what to set"
    if clause.mood == "statement" and verb in _RECORDING_VERBS and _reports_activity(clause):
        return "the user reports something to log"
    if clause.mood == "statement" and _gives_reading(profile, clause):
        return "the user gives the reading to submit"  # "also gas reading is 7731"
    if clause.mood == "statement" and _ABSENT.search(" ".join(t.lower for t in clause.toks)) and (
            lexicon.same_action(verb, "report") or lexicon.same_action(verb, "log") or verb in ("notifi", "inform", "record")):
        return "the user reports an absence"  # "my son Leo won't be in tomorrow": telling the school is the report
    if clause.polite and not clause.verbs and clause.mood in ("statement", "request") and _names_choice(profile, clause):
        return "a polite request naming what to book"  # "MOT for my car on Friday, please"
    return None


_MORE = re.compile(r"\b(?:another|(?:\d+|a few|a couple(?: of)?|some|two|three|five|ten|fifteen|twenty|thirty) (?:more|extra|additional)|more|extra|additional)\s+(?:\w+\s+)?(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|time)\b", re.I)


_MORE_VERBS = frozenset(stem(w) for w in "give get have grant allow let buy add need want".split())


def _asks_for_more(clause: Clause) -> bool:
    """"give me another hour", "can I get two more weeks", "a bit more time": more of something
    that runs out (a stay, a loan, a session), asked with an everyday verb."""
    return clause.mood == "request" and any(v in _MORE_VERBS for v in clause.verbs) and bool(_MORE.search(clause.text))


def _names_choice(profile: ToolProfile, clause: Clause) -> bool:
    """Does the clause name one of the tool's enum values (or its object)?"""
    content = set(clause.content)
    if content & profile.objects:
        return True
    for param in profile.params:
        for option in param.enum:
            if isinstance(option, str) and {stem(w) for w in option.lower().replace("_", " ").split() if len(w) > 2} & content:
                return True
    return False


_SUBMITTING = frozenset(stem(w) for w in "submit enter record log report send provide".split())


def _gives_reading(profile: ToolProfile, clause: Clause) -> bool:
    """"also gas reading is 7731", "my meter reads 04512": a statement giving the value a submit
    tool takes (its object named, a number stated)."""
    if not profile.verb or profile.verb not in _SUBMITTING or not any(ch.isdigit() for ch in clause.text):
        return False
    content = set(clause.content)
    named = {o for o in profile.objects if o in content or any(lexicon.related(o, c) for c in content)}
    return bool(named & {stem("reading"), stem("meter"), stem("score"), stem("weight"), stem("measurement"), stem("result"), stem("temperature")})


#: Verbs of tools that record what the user did ("had porridge" is logged; it books and schedules nothing).
_RECORDING_VERBS = frozenset(stem(w) for w in "log record track add enter note save".split())


def _reports_activity(clause: Clause) -> bool:
    """"had porridge for breakfast", "ran 5k this morning", "did 40 mins of yoga": the user
    tells a logging app what they did."""
    words = [t.lower for t in clause.toks if t.is_word]
    done = ("had", "ate", "drank", "did", "ran", "walked", "swam", "cycled", "rode", "slept", "spent", "lifted", "just", "jogged", "hiked", "rowed")
    if bool(words) and words[0] in done:
        return True
    # "I had…", "for lunch I had…", "this morning we ran…"
    return any(words[k] in ("i", "we", "i've", "we've") and words[k + 1] in done + ("done", "eaten", "been") for k in range(min(len(words) - 1, 5)))


_SUBJECTS = frozenset("i i'm im we we're it it's its they they're he she you there this that these those".split())
_COPULAS = frozenset("is are was were am isn't aren't wasn't weren't has have had looks look seems seem feels feel sounds appears smells".split())


def _terse_command(profile: ToolProfile, clause: Clause) -> bool:
    """"bedroom blinds halfway", "movie night mode please", "lights off": no verb, but the object
    of an act tool and the setting it should take."""
    if clause.mood not in ("statement", "request") or clause.verbs:
        return False  # a terse command has no verb at all ("lights off", "blinds halfway")
    words = [t.lower for t in clause.toks if t.is_word]
    if len(words) > 8 and not clause.polite:
        return False
    if words and (words[0] in _SUBJECTS or set(words) & _COPULAS):
        return False  # "it lives in the bathroom", "the lights are off": a description, not an order
    if set(words) & {"went", "got", "broke", "stopped", "died", "happened", "just", "suddenly"} or any(len(w) > 4 and w.endswith("ed") for w in words[1:]):
        return False  # "the whole street just went dark": what happened, not a setting to make
    content = set(clause.content)
    names_object = bool(content & profile.objects) or any(lexicon.related(c, o) for c in content for o in profile.objects)
    setting = bool({"on", "off", "up", "down", "halfway", "half", "open", "closed", "mode", "max", "min", "full"} & set(words)) or any(
        ch.isdigit() for ch in clause.text
    )
    enum_named = False
    for param in profile.params:
        for option in param.enum:
            if isinstance(option, str) and len(option) > 2 and option.lower().replace("_", " ") in clause.text.lower():
                enum_named = True
    return (names_object and setting) or (enum_named and (clause.polite or len(words) <= 5))


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


def _clause_reading(clause: Clause | None, terms: Sequence[str]) -> tuple[set[str], set[str], list[str]]:
    """What `score` reads of a clause whatever the tool: its attribute hints, its counted
    modifiers, and its terms as a lookup sees them (the act verbs of a question left out)."""
    if clause is None:
        return set(), set(), list(terms)
    lookup_terms = list(terms)
    if not _ABOUT_THE_PAST.match(clause.text):
        acts = {v for v in clause.verbs if lexicon.is_act_verb(v)}
        lookup_terms = [t for t in terms if t not in acts]
    return set(_attribute_terms(clause)), _counted_modifiers(clause), lookup_terms


def rank(clause: Clause, toolbox: Toolbox, evidence: Evidence) -> list[Match]:
    """Every work tool scored against the clause, best first (ties keep the tools' order)."""
    terms = query_terms(clause, evidence)
    read = _clause_reading(clause, terms)
    matches = [score(profile, terms, clause, evidence, read) for profile in toolbox.work]
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
    matches.sort(key=lambda m: (-m.score, m.profile.index))
    return matches


WEAK_SCORE = 0.7
_EVERYTHING = re.compile(r"\b(?:web|internet|online|google|bing|duckduckgo|wikipedia|encyclop\w*|general knowledge|any (?:topic|question)|information about anything)\b", re.I)


def _searches_everything(profile: ToolProfile) -> bool:
    """A lookup for any question ("search_web", "Search the web for information")."""
    if profile.act or not any(profile.slots.get(p.name) and profile.slots[p.name].kind == "query" for p in profile.params):
        return False
    return bool(_EVERYTHING.search(profile.name.replace("_", " ") + " " + (profile.tool.description or "")[:300]))


#: A message that says something is wrong: "I can't log in", "the app keeps crashing", "I lost my phone".
PROBLEM = re.compile(r"\b(?:can't|cannot|can not|couldn't)\s+(?:\w+\s+)?(?:log|sign|get|access|open|connect|find|see|load|pay|reset|print|send|use|install|update|login)\b"
                     r"|\b(?:won't|wont|doesn't|does not|isn't|is not|didn't)\s+(?:\w+\s+)?(?:work|working|start|load|open|connect|turn on|charge|let me|sync|print|respond|boot|log|arrive|show)\b"
                     r"|\b(?:not working|stopped working|broken|error|errors|locked out|failed|fails|failing|keeps (?:crashing|freezing|failing)|crash(?:es|ed|ing)?|stuck)\b"
                     r"|\bi (?:lost|forgot) my\b", re.I)
_HELP = re.compile(r"\b(?:help|support|faq|knowledge|article|articles|troubleshoot\w*|guide|guides|docs|documentation|how-to)\b", re.I)


def _help_search(ranked: list[Match]) -> Match | None:
    """The one lookup that searches help articles by text (None when there is not exactly one)."""
    found = [m for m in ranked if not m.profile.act and not m.profile.is_handoff and _HELP.search(m.profile.name.replace("_", " ") + " " + (m.profile.tool.description or "")[:300])
             and any(m.profile.slots.get(p.name) and m.profile.slots[p.name].kind == "query" for p in m.profile.params)]
    return found[0] if len(found) == 1 else None


_FINDING_VERBS = frozenset(stem(w) for w in "find search look lookup locate seek query browse".split())
_HAVE_ANY = re.compile(r"^\s*(?:do (?:you|they|we) (?:have|stock|carry|sell)|is there|are there|have you got)\b", re.I)


def _only_finder(ranked: list[Match], clause: Clause) -> Match | None:
    """"Find The Left Hand of Darkness": the clause asks to find something no tool's words name,
    and exactly one lookup searches by free text: it is the one to use (None otherwise)."""
    if not (set(clause.verbs) & _FINDING_VERBS or _HAVE_ANY.match(clause.text)):
        return None
    finders = [m for m in ranked if not m.profile.act and not m.profile.is_handoff and m.profile.verb in _FINDING_VERBS
               and any(m.profile.slots.get(p.name) and m.profile.slots[p.name].kind == "query" for p in m.profile.params)]
    return finders[0] if len(finders) == 1 else None


def _served_by(top: Pick, matches: list[Match], toolbox: Toolbox, clause: Clause, evidence: Evidence) -> Match | None:
    """"What's the weather where my next meeting is?": the meeting lookup scores best, but it only
    supplies the place the weather lookup needs (and the clause names no place): the weather is
    what is asked, the meeting its input. None when no other lookup is served that way."""
    from labkit.sim.engine.chain import producers

    if top.match.fits or any(p.essential for p in top.profile.params):
        return None  # the top lookup takes the clause's own values ("a hotel in Porto", "find similar incidents"): it is the one asked
    plural = {stem(t.lower) for t in clause.toks if t.is_word and len(t.lower) > 3 and t.lower.endswith("s") and not t.lower.endswith("ss")}
    if plural & top.profile.objects:
        return None  # "show me my bills": many of them is what the list gives
    for match in matches:
        if match.profile is top.profile or match.profile.act or match.score < MIN_SCORE:
            continue
        needed = [p for p in match.profile.params if p.essential and p.name not in match.fits]
        if needed and all(top.profile in producers(p, toolbox, match.profile) for p in needed):
            return match
    return None


#: Ids of the user themself (an account, a customer number), not of a thing they ask about.
_OWN_ID_WORDS = frozenset("customer user account member client patient guest owner profile".split())


def _lookup_of_a_bare_id(ranked: list[Match], clause: Clause, evidence: Evidence) -> Match | None:
    """"PP84412GB?": a message that is one id and nothing else is a lookup of it, when exactly one
    lookup takes one id (and needs nothing more)."""
    ids = [m for m in evidence.mentions if m.kind == "id" and clause.start <= m.start < clause.end]
    rest = re.sub(r"[\s?!.:,]+", "", clause.text.replace(ids[0].text, "", 1)) if len(ids) == 1 else "x"
    if rest and rest.lower() not in ("and", "what", "whatabout", "status", "info", "details", "track", "check"):
        return None
    takers = [m for m in ranked if not m.profile.act
              and [p.name for p in m.profile.params if p.essential] == [p.name for p in m.profile.params if p.essential and m.profile.slots.get(p.name, slot_of(p)).kind == "id"]
              and len([p for p in m.profile.params if p.essential]) == 1]
    if len(takers) > 1:
        # a customer's own id is not what one looks up by a code like "PP84412GB": the parameter
        # whose ids the text's one looks like (its description's examples or prefix, its kind)
        from labkit.sim.engine import candidates

        def fit(match: Match) -> float:
            param = next(p for p in match.profile.params if p.essential)
            found = candidates.from_text(match.profile.slots.get(param.name, slot_of(param)), param, evidence, (clause.start, clause.end), set())
            return max((c.score for c in found if c.mention is ids[0]), default=0.0)

        scored = sorted(((fit(m), m) for m in takers), key=lambda t: -t[0])
        takers = [scored[0][1]] if scored[0][0] > 0 and scored[0][0] > scored[1][0] else takers
    if len(takers) > 1:
        things = [m for m in takers if not set(next(p for p in m.profile.params if p.essential).words) & _OWN_ID_WORDS]
        takers = things if things else takers  # the user's own account id is not what a code alone asks about
    return takers[0] if len(takers) == 1 else None


def _weak_read(ranked: list[Match], clause: Clause | None = None) -> Match | None:
    """"What's my standard excess?": one word of the question is in two lookups' descriptions;
    the one that needs no value the user has not given answers it (None when that is not one)."""
    weak = [m for m in ranked if not m.profile.act and m.score >= WEAK_SCORE and m.words_score > 0
            and any(q == t and (not lexicon.is_verb(q) or clause is not None and q not in clause.verbs) for q, t in m.terms.items())]
    if not weak:
        # "Is everything in the house connected?": no word is a lookup's own, but two of them are
        # of its families (house~home, connected~online) and no other lookup is touched
        readers = sorted((m for m in ranked if not m.profile.act and m.words_score > 0), key=lambda m: -m.words_score)
        if readers and len(set(readers[0].terms.values())) >= 2 and readers[0].score >= WEAK_SCORE and (
            len(readers) == 1 or readers[1].words_score <= 0.5 * readers[0].words_score
        ):
            weak = readers[:1]
    callable_ = [m for m in weak if not any(p.essential and p.name not in m.fits and not _named_by_topic(m, p, clause) for p in m.profile.params)]
    if not callable_:
        return None
    best = max(m.score for m in callable_)
    top = [m for m in callable_ if m.score >= best - 1e-9]
    return top[0] if len(top) == 1 else None


def _named_by_topic(match: Match, param: Any, clause: Clause | None) -> bool:
    """"is pothos toxic to cats?" and `lookup_plant(name)`: a lookup's name or query is the word
    of the question that none of the tool's words took ("pothos")."""
    slot = match.profile.slots.get(param.name)
    if clause is not None and slot is not None and slot.kind in ("text", "thing", "query") and not param.enum:
        from labkit.sim.engine.fill import _described_options

        offered = _described_options(param, f"{match.profile.name} {(match.profile.tool.description or '')[:200]}")
        low = clause.text.lower()
        if any(re.search(rf"\b{re.escape(o.lower().replace('_', ' '))}(?:s|es)?\b", low) for o in offered):
            return True  # "any electricians?" and "Find tradespeople by trade (plumber, electrician, carpenter)"
    if clause is None or slot is None or slot.kind not in ("query", "thing", "title"):
        return False
    left = [c for c in clause.content if c not in match.terms and not lexicon.is_verb(c) and len(c) > 2]
    return 0 < len(left) <= 4


def _unfilled(profile: ToolProfile, filled: list[str]) -> int:
    """How many required, not nullable parameters the stated values leave empty."""
    return sum(1 for p in profile.params if p.essential and p.name not in filled and profile.slots.get(p.name) and profile.slots[p.name].kind not in ("enum", "boolean", "limit", "page", "year"))


@dataclass
class Pick:
    """A tool a clause needs: the match, and why an act tool may be called."""

    clause: Clause
    match: Match
    authorized: str

    @property
    def profile(self) -> ToolProfile:
        return self.match.profile


def _joined_between(clause: Clause, first: Match, second: Match, *, strict: bool) -> bool:
    """Are the two tools' objects listed together ("the lights and the thermostat")? For an
    action the "and" must stand between them: "set a watering reminder" names one thing."""
    joiners = ("and", "&", "plus") if strict else ("and", ",", "&", "plus")
    if not strict:
        return any(t.lower in joiners for t in clause.toks)

    def positions(match: Match) -> list[int]:
        objects = match.objects_matched
        query = {q for q, t in match.terms.items() if t in objects}
        return [i for i, t in enumerate(clause.toks) if stem(t.lower) in query]

    a, b = positions(first), positions(second)
    if not a or not b:
        return False
    low, high = sorted((min(a), min(b)))
    return any(clause.toks[i].lower in joiners for i in range(low + 1, high))


def _other_object(match: Match, clause: Clause) -> str:
    """"And add a child seat" and `addDriver`: the verb is all that matches, and the clause names
    a thing of its own that is not the tool's object (nor related to it). What it names, or ""."""
    profile = match.profile
    if (profile.verb or "") not in _GENERIC_VERBS:
        return ""
    names = [w.lower() for w in profile.name_words]
    if len(names) > 2 and names[1] in ("to", "into", "onto", "in", "on"):
        return ""  # `add_to_basket` adds anything to the basket: its noun is where, not what
    if any(p.kind == "array" for p in profile.params if p.essential):
        return ""  # it takes a list of things: what they are is the list's to say
    if not profile.objects or match.fits or any(t not in (profile.verb,) and not lexicon.same_action(t, profile.verb or "") for t in match.terms.values()):
        return ""
    nouns = [w for w in clause.content if w not in clause.verbs and not lexicon.is_act_verb(w) and not lexicon.is_read_verb(w)
             and w not in _POINTING and not w.isdigit() and w not in _COUNT_WORDS and not lexicon.is_common_verb(w)]
    described = {stem(w) for w in words(profile.tool.description or "")[:80]}
    if not nouns or any(n in profile.objects or n in described or any(lexicon.related(n, o) for o in profile.objects) for n in nouns):
        return ""
    return " ".join(nouns[:3])


#: Verbs that say little alone: "add" adds anything; the tool's own object must be named too.
_GENERIC_VERBS = frozenset(stem(w) for w in "add create set update make new put".split())


_POINTING = frozenset("it them that this those these one ones all everything anything".split())
_COUNT_WORDS = frozenset("two three four five six seven eight nine ten dozen couple pair few".split())


def pick(clause: Clause, toolbox: Toolbox, evidence: Evidence, notes: list[str]) -> tuple[list[Pick], list[Match]]:
    """The tool(s) this clause needs (maybe none), and the read tools that match it although it
    asks for an action (they may supply what the action needs: "send Bob the forecast")."""
    if not clause.wants_facts and clause.mood != "request":
        return [], []
    if clause.negated and not [v for v in clause.verbs if v not in clause.negated] and not (clause.mood == "statement" and PROBLEM.search(clause.text)):
        notes.append(f"'{clause.text[:60]}' says what not to do: nothing to call for it")
        return [], []  # "don't book anything yet": asks for nothing, not even a lookup
    ranked = rank(clause, toolbox, evidence)
    matches = [m for m in ranked if m.score >= MIN_SCORE]
    if clause.mood == "advice" and matches and not any(m.objects_matched for m in matches):
        notes.append(f"'{clause.text[:50]}' asks for advice and names nothing a tool is about: answered in words")
        return [], []  # "any tips for a kid who hates reading?" is not a search for tutors
    asks_action = clause.mood in ("request", "statement") and any(lexicon.is_act_verb(v) for v in clause.verbs)
    if matches and _HAVE_ANY.match(clause.text) and all(not m.terms and not m.profile.act for m in matches):
        finder = _only_finder(ranked, clause)
        if finder is not None and finder.profile is not matches[0].profile:
            notes.append(f"{finder.profile.name}: 'do you have …' asks the one search by text, not {matches[0].profile.name}, which only takes the name")
            matches = [finder]  # "do you have Piranesi?": search the catalogue, not the concerts by an artist called so
    if not matches and clause.mood in ("question", "request") and not asks_action:
        weak = _weak_read(ranked, clause)
        if weak is not None:
            notes.append(f"{weak.profile.name}: the only lookup that '{clause.text[:50]}' touches and that needs nothing more (score {weak.score:.1f})")
            matches = [weak]
    if not matches and not asks_action:
        looked_up = _lookup_of_a_bare_id(ranked, clause, evidence)
        if looked_up is not None:
            notes.append(f"{looked_up.profile.name}: '{clause.text[:40]}' is an id alone, and it is the one lookup that takes an id")
            matches = [looked_up]
    if not matches and clause.mood in ("question", "request") and not asks_action:
        finder = _only_finder(ranked, clause)
        if finder is not None:
            notes.append(f"{finder.profile.name}: no tool names what '{clause.text[:50]}' looks for; it is the one search by text")
            matches = [finder]
    if not matches and clause.mood in ("statement", "question") and not asks_action and PROBLEM.search(clause.text):
        helper = _help_search(ranked)
        if helper is not None:
            notes.append(f"{helper.profile.name}: '{clause.text[:50]}' describes a problem; it searches the help articles for it")
            matches = [helper]
    if not matches and clause.mood == "question" and not asks_action:
        searcher = next((m for m in ranked if _searches_everything(m.profile)), None)
        if searcher is not None:
            notes.append(f"{searcher.profile.name}: no tool is about '{clause.text[:50]}'; it searches the web for facts")
            matches = [searcher]
    if clause.may_act and any(m.profile.act and authorize(m.profile, clause) for m in matches):
        asks_action = True  # "I'd like to take some time off": the action comes before any lookup
        matches.sort(key=lambda m: (0 if m.profile.act and authorize(m.profile, clause) else 1, -m.score, m.profile.index))
    chosen: list[Pick] = []
    feeders: list[Match] = []
    for match in matches:
        profile = match.profile
        if profile.act:
            reason = authorize(profile, clause)
            if reason is None:
                notes.append(f"{profile.name}: not called — it changes something ({profile.why_kind}) and "
                             f"'{clause.text[:60]}' does not ask for that ({clause.mood})")
                continue
            other = _other_object(match, clause)
            if other:
                notes.append(f"{profile.name}: not called — only its verb matches, and '{clause.text[:60]}' is about {other}, "
                             f"not a {' '.join(sorted(profile.objects))}")
                continue
        elif asks_action:
            feeders.append(match)
            continue
        elif clause.mood == "howto" and not _explains(profile):
            continue  # "how do I write a follow-up?" is not a question about the inbox
        else:
            reason = "reads only"
        if not chosen:
            chosen.append(Pick(clause, match, reason))
            continue
        first = chosen[0].match
        disjoint = bool(match.objects_matched) and not (match.objects_matched & first.objects_matched)
        joined = _joined_between(clause, first, match, strict=profile.act or first.profile.act)
        floor = 0.4 if not profile.act and not first.profile.act and match.profile.head in match.objects_matched else 0.6  # "flights … and a hotel": a lookup named by its own noun
        if match.score >= floor * first.score and disjoint and joined and len(chosen) < 3:
            chosen.append(Pick(clause, match, reason))
    if clause.mood == "statement" and chosen and all(not p.profile.act for p in chosen) and not PROBLEM.search(clause.text):
        # "the open area is sooo loud": a remark whose only link to a lookup is a word one of its
        # options happens to be (status "Open") asks that lookup nothing
        kept = [p for p in chosen if any(p.profile.weight(t) > 0.6 for t in p.match.terms.values()) or len(p.match.fits) >= 2]
        if len(kept) < len(chosen):
            notes.append(f"'{clause.text[:50]}' is a remark: no lookup is about it")
        chosen = kept
    blocked = [m for m in matches if m.profile.act and m.terms and authorize(m.profile, clause) is None]
    if chosen and clause.mood != "question" and all(not p.profile.act and not p.match.terms for p in chosen) and any(m.score > chosen[0].match.score for m in blocked):
        # "I need to be at the airport by 6am": it is about booking a taxi (not asked for in so many
        # words), not about a lookup that merely takes a place
        notes.append(f"{chosen[0].profile.name}: not called — it only takes a value of '{clause.text[:50]}', which is about {blocked[0].profile.name}")
        chosen = []
    if len(chosen) == 1 and not chosen[0].profile.act:
        served = _served_by(chosen[0], matches, toolbox, clause, evidence)
        if served is not None:
            notes.append(f"{served.profile.name}: what '{clause.text[:50]}' asks; {chosen[0].profile.name} only supplies its input")
            chosen = [Pick(clause, served, "reads only")]
    if not chosen and not feeders and clause.mood == "question" and matches and all(m.profile.act for m in matches):
        # "how many visits have I made this month?": the actions it touches may not run for a
        # question; the one lookup that speaks of it answers
        weak = _weak_read(ranked, clause)
        if weak is not None:
            notes.append(f"{weak.profile.name}: the only lookup that '{clause.text[:50]}' touches (score {weak.score:.1f})")
            chosen.append(Pick(clause, weak, "reads only"))
    return chosen, feeders
