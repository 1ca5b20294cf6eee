"""Stage 2c — which tool each clause needs: scored by meaning (`matching`), gated by permission
to act (`authorize`). A clause picks its best tool when the score clears `MIN_SCORE`; a second
tool only when it joins two objects ("the lights and the thermostat") that match different tools.
When no tool names what it asks, fallbacks find one: the one lookup it touches, an id's one
lookup, the one search by text, the help search for a problem, a web search for a question.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.authorize import authorize, in_own_words, options, standing_order
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.matching import MIN_SCORE, Match, rank
from labkit.sim.engine.request import Clause
from labkit.sim.engine.schema.options import property_words
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem, words


def _explains(profile: ToolProfile) -> bool:
    """A tool that tells how things are done (rules, policies, instructions, information)."""
    text = (profile.tool.description or "").lower() + " " + " ".join(profile.name_words)
    return bool(_EXPLAINING.search(text))


#: Words of a tool that tells how things are done (whole words: "docking stations" are no docs).
_EXPLAINING = re.compile(r"how to|\brules?\b|\bpolic|\binstruction|\bguide|\binfo|\bhelp|\bfaqs?\b|\bdocs?\b|\bdocumentation\b|\bsteps?\b|\brequirement"
                         r"|\boptions?\b|\ballowance|\bfees?\b|\bwhat |\bwhether\b|\bcan be\b|\baccepted\b|\badvice\b|\bweather\b|\bstatus\b")


WEAK_SCORE = 0.7
_EVERYTHING = re.compile(r"\b(?:web|internet|online|google|bing|duckduckgo|wikipedia|encyclop\w*|general knowledge|any (?:topic|question)|information about anything)\b", re.I)


def _searches_everything(profile: ToolProfile) -> bool:
    """A lookup for any question ("search_web", "Search the web for information")."""
    if profile.act or not any(profile.slots.get(p.name) and profile.slots[p.name].kind == "query" for p in profile.params):
        return False
    return bool(_EVERYTHING.search(profile.name.replace("_", " ") + " " + (profile.tool.description or "")[:300]))


#: A message that says something is wrong: "I can't log in", "the app keeps crashing", "I lost my phone".
PROBLEM = re.compile(r"\b(?:can't|cant|cannot|can not|couldn't|couldnt)\s+(?:\w+\s+)?(?:log|sign|get|access|open|connect|find|see|load|pay|reset|print|send|use|install|update|login)\b"
                     r"|\b(?:won't|wont|doesn't|doesnt|does not|isn't|isnt|is not|didn't|didnt|did not|hasn't|hasnt)\s+(?:\w+\s+)?(?:work|working|start|load|open|connect|turn on|charge|charging|let me|sync|print|respond|boot|log|arrive|arrived|show|come)\b"
                     r"|\b(?:not working|stopped working|broken|error|errors|locked out|failed|fails|failing|keeps (?:crashing|freezing|failing)|crash(?:es|ed|ing)?|stuck)\b"
                     r"|\bi (?:lost|forgot) my\b", re.I)
_HELP = re.compile(r"\b(?:help|support|faq|knowledge|article|articles|troubleshoot\w*|guide|guides|docs|documentation|how-to)\b", re.I)


def _help_search(ranked: list[Match]) -> Match | None:
    """The one lookup that searches help articles by text (None when there is not exactly one)."""
    found = [m for m in ranked if not m.profile.act and not m.profile.is_handoff and _HELP.search(m.profile.name.replace("_", " ") + " " + (m.profile.tool.description or "")[:300])
             and any(m.profile.slots.get(p.name) and m.profile.slots[p.name].kind == "query" for p in m.profile.params)]
    return found[0] if len(found) == 1 else None


_FINDING_VERBS = frozenset(stem(w) for w in "find search look lookup locate seek query browse".split())
#: "I already reported it", "the engineer fixed it yesterday": a report of what is done, no new one.
_TOLD_PAST_DONE = re.compile(r"\b(?:already|again\?|was fixed|been fixed|got fixed|is fixed|sorted now|all sorted|fixed it|reported it|logged it)\b", re.I)
_HAVE_ANY = re.compile(r"^\s*(?:(?:hi|hey|hello|and|so|also|ok|okay)[,!]?\s+)?(?:(?:do|d'|does) ?(?:you|u|ya|ye|they|we|you guys) (?:still |currently |even |ever )?"
                       r"(?:have|stock|carry|sell|keep|got|do|offer|hire|rent)|is there|are there|(?:have|got) (?:you|u|ya|ye) (?:got|any|anything))\b", re.I)


def _needs_more(match: Match) -> bool:
    """A lookup the clause cannot call as said: a value it must have is not in the clause
    ("do u have recycled A4?" and `check_stock(skus)`: the SKUs come from a search)."""
    return not match.profile.act and any(p.essential and p.name not in match.fits for p in match.profile.params)


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
    from labkit.sim.engine.sources import producers

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


def _given_by_instructions(param: Any, instructions: str) -> bool:
    """Do the instructions give the one id of this parameter's kind ("Volunteer id V-88" for
    `volunteer_id`)? Then a lookup that needs it can be called without asking."""
    if not instructions or not param.words or not set(param.words) & {"id", "number", "ref", "serial", "no", "reg", "registration", "plate", "msisdn", "account"}:
        return False
    from labkit.sim.engine.fill.instructions import _ids_of_kind

    return len({ident for _name, ident in _ids_of_kind(param, instructions[:20_000])[1]}) == 1


_ASKS_ADVICE = re.compile(r"\b(?:should (?:i|we|they|it|you|he|she|the|my|our|this|that|these|those)\b|(?:the )?best way to|is it (?:worth|better|wise|safe|a good idea)|"
                          r"would you (?:recommend|advise)|do you (?:recommend|advise))\b", re.I)


#: A question about the user's own things: theirs ("my", "we"), or one named ("Biscuit", "PET-22").
_ABOUT_THEIR_OWN = re.compile(r"(?i:\b(?:i|i'm|i've|me|my|mine|we|we're|our|us)\b)|(?<=\w )[A-Z][a-z]+\b|\b[A-Z]{2,}-?\d")


def _read_by_option(ranked: list[Match], clause: Clause) -> Match | None:
    """"what meds is Biscuit on?" and `get_pet_record(sections: vaccinations|medications|…)`: no
    lookup's words name the question, but one lookup's choices do (the word or one of its family)
    and no other lookup's: it returns that part (None when not exactly one)."""
    if not _ABOUT_THEIR_OWN.search(clause.text[:2000]):
        return None  # "can a wool jumper go in the tumble dryer?": about things in general, not the user's
    content = [w for w in clause.content if w not in clause.verbs and len(w) > 2 and w not in STOPWORDS and not lexicon.is_verb(w)]
    found = []
    for match in ranked:
        if match.profile.act or match.profile.is_handoff:
            continue
        named = [(w, o) for w in content for words_ in options(match.profile) for o in words_ if w == o or lexicon.related(w, o)]
        if named:
            found.append((match, named[0]))
    if len(found) != 1:
        return None
    match, (word, option) = found[0]
    match.note = f"'{word}' ~ its option '{option}'"
    return match


def _weak_read(ranked: list[Match], clause: Clause | None = None, instructions: str = "") -> Match | None:
    """"What's my standard excess?": one word of the question is in two lookups' descriptions;
    the one that needs no value the user has not given answers it (None when that is not one)."""
    if clause is not None and _ASKS_ADVICE.search(clause.text[:2000]):
        return None  # "should they go in the fridge?" beside `GetSubscription` (a "bag" in common): advice, not the user's data
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
        elif len(readers) == 1 and readers[0].score >= WEAK_SCORE and not any(m.words_score > 0 for m in ranked if m is not readers[0]):
            weak = readers[:1]  # "what jobs are on for me?" and the one tool, about "tasks": nothing else is near
    callable_ = [m for m in weak if not any(p.essential and p.name not in m.fits and not _named_by_topic(m, p, clause)
                                            and not _given_by_instructions(p, instructions) for p in m.profile.params)]
    if not callable_:
        return None
    best = max(m.score for m in callable_)
    top = [m for m in callable_ if m.score >= best - 1e-9]
    return top[0] if len(top) == 1 else None


def _lists_what_actions_touch(ranked: list[Match], clause: Clause, evidence: Evidence, notes: list[str]) -> Match | None:
    """"What's due tomorrow?": no lookup has the question's words, but actions do (`update_task`:
    "change a task's … due date"); the one lookup of the things those actions change answers it,
    when it needs no value (None otherwise)."""
    touched = [m for m in ranked if m.profile.act and not m.profile.is_handoff and m.words_score > 0
               and any(q in m.profile.terms and not lexicon.is_verb(q) for q in m.terms)]  # the action's own word, not a kin of it
    best = max((m.words_score for m in touched), default=0.0)
    objects = {o for m in touched if m.words_score >= best - 1e-9 for o in m.profile.objects}
    if not objects:
        return None
    dated = any(clause.start <= m.start < clause.end and m.kind in ("date", "datetime", "range") for m in evidence.mentions)
    readers = [m for m in ranked if not m.profile.act and m.profile.objects & objects and (dated or m.words_score > 0)
               and not any(p.essential for p in m.profile.params)]  # "what's due this week?" filters them by a day
    if len(readers) != 1:
        return None
    notes.append(f"{readers[0].profile.name}: '{clause.text[:50]}' asks about the {'/'.join(sorted(readers[0].profile.objects))} "
                 "records only the actions speak of; it is the one lookup of them")
    return readers[0]


def _named_by_topic(match: Match, param: Any, clause: Clause | None) -> bool:
    """"is pothos toxic to cats?" and `lookup_plant(name)`: a lookup's name or query is the word
    of the question that none of the tool's words took ("pothos")."""
    slot = match.profile.slots.get(param.name)
    item = param.item_schema if isinstance(param.item_schema, dict) else {}
    offered_values = param.enum or item.get("enum") or []
    if clause is not None and offered_values and {stem(part) for o in offered_values if isinstance(o, str) for part in split_identifier(o)} \
            & set(clause.content):
        return True  # "how's the tank looking?" and `metrics: [tank_level, tank_temp, …]`: the options it offers name it
    if clause is not None and slot is not None and slot.kind in ("text", "thing", "query") and not param.enum:
        from labkit.sim.engine.fill.described import described_options

        offered = described_options(param, f"{match.profile.name} {(match.profile.tool.description or '')[:200]}")
        low = clause.text.lower()
        if any(re.search(rf"\b{re.escape(o.lower().replace('_', ' '))}(?:s|es)?\b", low) for o in offered):
            return True  # "any electricians?" and "Find tradespeople by trade (plumber, electrician, carpenter)"
    if clause is None or slot is None or slot.kind not in ("query", "thing", "title"):
        return False
    left = [c for c in clause.content if c not in match.terms and not lexicon.is_verb(c) and len(c) > 2]
    return 0 < len(left) <= 4




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

    def positions(match: Match, objects: set[str] | frozenset[str] | None = None) -> list[int]:
        query = {q for q, t in match.terms.items() if objects is None or t in objects}
        return [i for i, t in enumerate(clause.toks) if stem(t.lower) in query]

    if not strict:
        if not positions(second):
            return False  # "what times has femke got … for a cut and style": no word of the clause is the second lookup's
        return any(t.lower in joiners for t in clause.toks)
    a, b = positions(first, first.objects_matched), positions(second, second.objects_matched)
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
    if any(p.kind == "array" and {stem(w) for w in p.words} & (profile.objects | _PAYLOADS) for p in profile.params if p.essential):
        return ""  # it takes a list of things (`add_items(items)`): what they are is the list's to say
    own = [t for t in match.terms.values() if t not in (profile.verb,) and not lexicon.same_action(t, profile.verb or "")]
    if not profile.objects or match.fits or any(t in profile.objects or any(lexicon.related(t, o) for o in profile.objects) for t in own) \
            or own and not any(lexicon.near(q, t) and q != t for q, t in match.terms.items()):
        return ""  # (a word of the tool's own matched; only a loose synonym, "free"~"open", says nothing)
    described = {stem(w) for w in words(profile.tool.description or "")[:80]}
    if sum(1 for w in clause.content if w not in clause.verbs and len(w) > 2 and w in described - STOPWORDS) >= 2:
        return ""  # "stick a roaming pass on my account" and "Buy a data top-up or a roaming pass": it says what it adds
    nouns = [w for w in clause.content if w not in clause.verbs and not lexicon.is_act_verb(w) and not lexicon.is_read_verb(w)
             and w not in _POINTING and not w.isdigit() and w not in _COUNT_WORDS and not lexicon.is_common_verb(w) and w not in _MOVES]
    if not nouns or any(n in profile.objects or n in described or any(lexicon.related(n, o) for o in profile.objects) for n in nouns):
        return ""
    if any(profile.weight(n) > 0 or frozenset({n}) in options(profile) or n in property_words(profile.tool.parameters) for n in nouns):
        return ""  # "mark it as won" and `update_deal(changes.stage: …|won|lost)`: a value the tool takes; "my dietary requirement" and `changes.dietary`
    return " ".join(nouns[:3])


#: A list parameter that holds the things an action is about (`add_to_order(items)`).
_PAYLOADS = frozenset(stem(w) for w in "items item products product lines entries things goods articles".split())
#: Verbs that say little alone: "add" adds anything; the tool's own object must be named too.
_GENERIC_VERBS = frozenset(stem(w) for w in "add create set update make new put".split())


#: Words of moving a thing in time ("push it back an hour"): not a thing of their own.
_MOVES = frozenset(stem(w) for w in "back forward later earlier hour hours minute minutes min mins day days week weeks half".split())
_POINTING = frozenset("it them that this those these one ones all everything anything".split())
_COUNT_WORDS = frozenset("two three four five six seven eight nine ten dozen couple pair few".split())
#: Advice asked as tips, in general ("any tips for …", "any advice on …").
_TIPS = re.compile(r"\s*(?:hi|hey|hello)?[,!\s]*(?:any|some|got any|do you have any|have you got any)\s+(?:tips|advice|pointers|suggestions)\b", re.I)


#: At most this many clause readings are remembered per text (see `pick`).
MAX_PICKS_PER_TEXT = 256


def pick(clause: Clause, toolbox: Toolbox, evidence: Evidence, notes: list[str], *, instructions: str = "") -> tuple[list[Pick], list[Match]]:
    """The tool(s) this clause needs (maybe none), and the read tools that match it although it
    asks for an action (they may supply what the action needs: "send Bob the forecast").
    `instructions`: the app's instructions, which may give a lookup's id ("Volunteer id V-88").

    Every step of a tool loop sends the same message with the same tools, and the stages of one
    decision may ask for the same clause twice: the answer depends only on the clause (all of its
    fields), the toolbox, the text's evidence and the instructions, so it is remembered with the
    evidence (which is itself cached per text) and handed back with this clause in its picks."""
    memo = evidence.memo.setdefault("picks", {})
    key = (*(_frozen(getattr(clause, f.name)) for f in dataclasses.fields(clause)), id(toolbox), instructions)
    kept = memo.get(key)
    if kept is None or kept[0] is not toolbox:
        own: list[str] = []
        chosen, feeders = _pick(clause, toolbox, evidence, own, instructions=instructions)
        kept = (toolbox, [(p.match, p.authorized) for p in chosen], tuple(feeders), tuple(own))
        if len(memo) < MAX_PICKS_PER_TEXT:
            memo[key] = kept
    notes.extend(kept[3])
    return [Pick(clause, match, authorized) for match, authorized in kept[1]], list(kept[2])


def _frozen(value: Any) -> Any:
    """A clause field as a key: lists as tuples, sets as frozensets (a field added later counts too)."""
    return tuple(value) if isinstance(value, list) else frozenset(value) if isinstance(value, set) else value


def _pick(clause: Clause, toolbox: Toolbox, evidence: Evidence, notes: list[str], *, instructions: str = "") -> tuple[list[Pick], list[Match]]:
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
    if clause.mood == "advice" and matches and _TIPS.match(clause.text) and not any(
            clause.start <= m.start < clause.end for m in evidence.specific()):
        notes.append(f"'{clause.text[:50]}' asks for tips and names nothing in particular: answered in words")
        return [], []  # "any tips for packing a van?" is not a question about the vans on offer
    asks_action = clause.mood in ("request", "statement") and any(lexicon.is_act_verb(v) for v in clause.verbs)
    if matches and _HAVE_ANY.match(clause.text) and (all(not m.terms and not m.profile.act for m in matches) or _needs_more(matches[0])):
        finder = _only_finder(ranked, clause)
        if finder is not None and finder.profile is not matches[0].profile:
            notes.append(f"{finder.profile.name}: 'do you have …' asks the one search by text, not {matches[0].profile.name}, which only takes the name")
            matches = [finder]  # "do you have Piranesi?": search the catalogue, not the concerts by an artist called so
    if not matches and clause.mood in ("question", "request") and not asks_action:
        readers = [m for m in ranked if not m.profile.act and m.words_score > 0]
        weak = _weak_read(ranked, clause, instructions) or (
            readers[0] if readers and readers[0].score >= 1.0 and (len(readers) == 1 or readers[1].score <= 0.5 * readers[0].score)
            and not any(p.essential and p.name not in readers[0].fits and not _given_by_instructions(p, instructions) for p in readers[0].profile.params)
            else None)
        if weak is not None:
            notes.append(f"{weak.profile.name}: the only lookup that '{clause.text[:50]}' touches and that needs nothing more (score {weak.score:.1f})")
            matches = [weak]
    if not matches and clause.mood == "question" and not asks_action and not _ASKS_ADVICE.search(clause.text[:2000]):
        chooser = _read_by_option(ranked, clause)
        if chooser is not None:
            notes.append(f"{chooser.profile.name}: '{clause.text[:50]}' asks for one of the things it can return ({chooser.note})")
            matches = [chooser]
    if not matches and clause.mood == "question" and not asks_action and not _ASKS_ADVICE.search(clause.text[:2000]):
        lister = _lists_what_actions_touch(ranked, clause, evidence, notes)
        if lister is not None:
            matches = [lister]
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
    if not matches and clause.mood == "statement" and not asks_action and PROBLEM.search(clause.text):
        weak = _weak_read(ranked, clause, instructions)
        if weak is not None:
            notes.append(f"{weak.profile.name}: '{clause.text[:50]}' describes a problem with what it looks up (score {weak.score:.1f})")
            matches = [weak]  # "car didnt charge last night": the charger's status says why
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
            if reason is None and clause.mood == "statement" and not clause.negated and not _TOLD_PAST_DONE.search(clause.text[:2000]) \
                    and "?" not in evidence.text[:4000]:  # ("the blind is broken, is that something you fix?": asked first, not reported)
                reason = standing_order(profile, instructions)  # "the lock on my front door has snapped" and "Raise a job when the tenant reports a fault"
            if reason is None:
                reason = in_own_words(profile, toolbox.work, clause)
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
    if not chosen and feeders and not any(lexicon.same_action(v, p.verb or "") for v in clause.verbs for p in toolbox.work if p.act) \
            and not clause.negated:
        # "could you run a history check on BK18 WPE?": the verb asks for no action a tool does;
        # the lookup its words name is what is asked (run, do, carry out … a check)
        best = max(feeders, key=lambda m: m.score)
        notes.append(f"{best.profile.name}: '{clause.text[:50]}' asks for it ('{clause.verbs[0] if clause.verbs else ''}' is no action a tool does)")
        chosen, feeders = [Pick(clause, best, "reads only")], []
    if len(chosen) == 1 and not chosen[0].profile.act:
        served = _served_by(chosen[0], matches, toolbox, clause, evidence)
        if served is not None:
            notes.append(f"{served.profile.name}: what '{clause.text[:50]}' asks; {chosen[0].profile.name} only supplies its input")
            chosen = [Pick(clause, served, "reads only")]
    if not chosen and not feeders and clause.mood == "question" and matches and all(m.profile.act for m in matches):
        # "how many visits have I made this month?": the actions it touches may not run for a
        # question; the one lookup that speaks of it answers
        weak = _weak_read(ranked, clause, instructions)
        if weak is not None:
            notes.append(f"{weak.profile.name}: the only lookup that '{clause.text[:50]}' touches (score {weak.score:.1f})")
            chosen.append(Pick(clause, weak, "reads only"))
        lister = _lists_what_actions_touch(ranked, clause, evidence, notes) if weak is None else None
        if lister is not None:
            chosen.append(Pick(clause, lister, "reads only"))
    return chosen, feeders
