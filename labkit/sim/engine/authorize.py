"""Stage 2c — permission to act: an act tool is never picked unless the clause may authorise it.

`authorize` says why it may: a request whose verb asks for that kind of action, a statement of
need for something the tool obtains, a terse command ("lights off"), a report of what the user
did for a log ("had porridge"), a reading to submit — or None, and the tool is not called.
"""

from __future__ import annotations

import functools
import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.faults import FAULT, reports_faults
from labkit.sim.engine.matching import GENERIC_READ, MARKED_AS, option_named, options, tells_someone
from labkit.sim.engine.preferences import added_to
from labkit.sim.engine.request import Clause, acquires, is_acquiring
from labkit.sim.engine.schema.options import switch_words
from labkit.sim.engine.terms import ABSENT, phrasal_compounds
from labkit.sim.engine.tools import ToolProfile, coordinated_verbs, described_verb
from labkit.sim.engine.words import stem

#: Light verbs that take their meaning from the noun: "make a reservation", "place an order",
#: "sort out a refund" (read as "fix"), "process the refund".
_LIGHT_VERBS = frozenset(stem(w) for w in "make place do put submit get have set arrange file raise lodge issue fix sort process handle action".split())
#: Verbs that ask for whatever booking the words after them name ("arrange for it to be collected").
_ARRANGING = frozenset(stem(w) for w in "arrange organise organize".split())


_TAKES = re.compile(r"\b(?:i|we)(?:'ll| will|'d like to| would like to)\s+(?:take|have)\b(?!\s+(?:a look|a think|a minute|a second|care|it easy|a break))", re.I)


def authorize(profile: ToolProfile, clause: Clause) -> str | None:
    """Why this clause may call this act tool, or None when it may not."""
    if not profile.act:
        return "reads only"
    if profile.verb and profile.verb in clause.negated:
        return None
    if clause.negated and not [v for v in clause.verbs if v not in clause.negated]:
        return None  # "please don't complete the task", "I don't want to add it yet": nothing is asked for
    if _values_to_log(profile, clause):
        return "the user gives the values to log"  # "151/94 pulse 80, taken at 7:45": a diary entry
    if not clause.may_act and _terse_order(profile, clause):
        return "a terse order: what, when and how many"  # "2 double kayaks tomorrow at 9am for 2 hours, 4 adults"
    if not clause.may_act and not _terse_command(profile, clause) and not (clause.mood == "statement" and (
            _reports_activity(clause) or ABSENT.search(clause.text.lower()) or _gives_reading(profile, clause))) and not (
        clause.polite and not clause.verbs and _names_choice(profile, clause)
    ):
        return None
    verb = profile.verb or ""
    offered = options(profile)
    for asked in clause.verbs:
        if asked in clause.negated:
            continue
        if verb and lexicon.same_action(asked, verb) and (asked == verb or asked not in _LIGHT_VERBS or _names_what_it_acts_on(profile, clause)):
            return f"the user asks to '{_said(clause, asked)}'"  # (but "put €5 into Rory's savings jar" adds no chore: it names none)
        if profile.head and asked == profile.head and len(asked) > 3 and asked not in GENERIC_READ and verb and (
                lexicon.same_action(verb, "creat") or lexicon.same_action(verb, "add") or lexicon.same_action(verb, "post")) \
                and not lexicon.same_action(verb, "delet") and not lexicon.same_action(verb, "cancel") and not lexicon.same_action(verb, "updat"):
            return f"the user asks to '{_said(clause, asked)}'"  # "comment 'Reproduced…' on #412" and `add_comment`: making the thing said as a verb
        if profile.head and is_acquiring(verb) and _names_the_doing_of(asked, profile.head) and asked not in GENERIC_READ:
            return f"the user asks to '{_said(clause, asked)}', which the tool's {profile.head} is"  # "store 2 suitcases" and `reserve_bag_storage`
        if profile.name_words and asked == stem(profile.name_words[0].lower()) and len(asked) > 2 and asked not in GENERIC_READ:
            return f"the user asks to '{_said(clause, asked)}'"  # "settle the overdue one" and `settle_statement`: the tool's own verb
        if lexicon.is_act_verb(asked) and asked == described_verb(profile.tool.description or ""):
            return f"the user asks to '{_said(clause, asked)}'"  # "stop it when the chapter ends" and `setSleepTimer`: "Stop playback after…"
        if len(asked) > 3 and asked not in GENERIC_READ and frozenset({asked}) in offered:
            return f"the user asks to '{_said(clause, asked)}', one of the tool's options"  # "defer my jury service" and `reply_to_summons(response: attend|defer|excusal)`
        if lexicon.is_act_verb(asked) and asked in coordinated_verbs(profile.tool.description or ""):
            return f"the user asks to '{_said(clause, asked)}', which the tool does"  # "add 2 bottles" and `update_shipment`: "Swap bottles … and/or add extra bottles"
        if lexicon.is_act_verb(asked) and len(asked) >= 3 and any(o != asked and o.startswith(asked) and len(o) <= len(asked) + 5 for o in profile.objects):
            return f"the user asks to '{_said(clause, asked)}'"  # "play it" and `start_playback`, "book" and `create_booking`
        if asked in _ARRANGING and _names_what_it_acts_on(profile, clause) and lexicon.same_action("arrang", described_verb(profile.tool.description or "") or ""):
            return f"the user asks to '{_said(clause, asked)}' what the tool does"  # "arrange for it to be collected" and "Book a free collection to return items"
        if asked in _LIGHT_VERBS and any(lexicon.related(stem(word), verb) or stem(word) == verb for word in clause.content):
            return f"the user asks to '{_said(clause, asked)}' a {verb}"
    if clause.mood == "request" and clause.may_act and is_acquiring(verb) and not clause.negated and set(clause.verbs) <= {"have", "get"}:
        named = option_named(profile, clause)
        if named:
            return f"the user asks for a {named}, one of the tool's options"  # "would it be possible to have a late checkout?"
    if clause.mood == "request" and tells_someone(profile, clause.text):
        return "the user asks to tell them, which the tool's note does"  # "tell the rider to buzz flat 3"
    marked = MARKED_AS.search(clause.text[:2000])
    if marked and "mark" not in clause.negated and any(stem(marked.group(1).lower()) in words_ for words_ in offered):
        return f"the user asks to mark it '{marked.group(1)}', one of the tool's options"  # "mark tonight's reading as done" and `logCheckIn(status: done|skipped)`
    if reports_faults(profile) and FAULT.search(clause.text[:2000]) and (any(lexicon.same_action(v, "creat") or lexicon.same_action(v, "report")
                                                                          for v in clause.verbs if v not in clause.negated) or _FIXING.search(clause.text[:2000])):
        return "the user asks to raise a report of the fault they describe"  # "the drain is blocked again … raise a new one"
    if lexicon.same_action(verb, "updat") and added_to(clause, profile) and any(lexicon.same_action(v, "add") for v in clause.verbs if v not in clause.negated):
        return "the user asks to add to one they have"  # "add one more person to my booking" and `changeBooking`
    if acquires(clause) and is_acquiring(verb):
        return "the user says they need it"
    if _TAKES.search(clause.text) and is_acquiring(verb) and "take" not in clause.negated:
        return "the user says they will take it"  # "I'll take the weekly one": buying what was offered
    if clause.may_act and set(phrasal_compounds(clause)) & profile.objects:
        return "the user asks for a " + min(set(phrasal_compounds(clause)) & profile.objects)  # "call me back"
    if _asks_for_more(clause) and (lexicon.same_action(verb, "extend") or lexicon.same_action(verb, "increas")):
        return "the user asks for more of it"  # "can you give me another hour on S-3?" extends it
    if lexicon.same_action(verb, "creat") and verb != "set" and any(lexicon.is_act_verb(v) for v in clause.verbs if v not in clause.negated) and (
        set(clause.content) & profile.objects or any(lexicon.related(c, o) for c in clause.content for o in profile.objects)
    ):
        return "the user asks for a new one"  # "send a parcel" creates a shipment
    for asked in clause.verbs:
        if asked not in clause.negated and (asked in profile.objects or any(lexicon.related(asked, o) for o in profile.objects)) and is_acquiring(verb):
            return f"the user asks for a {asked}"
        if asked not in clause.negated and is_acquiring(asked) and is_acquiring(verb) and (
            set(clause.content) & profile.objects or any(lexicon.related(c, o) for c in clause.content for o in profile.objects)
        ):
            return f"the user asks to '{_said(clause, asked)}' one"
    particles = {t.lower for t in clause.toks} & {"on", "off", "up", "down"}
    if verb in ("turn", "switch", "set", "enabl", "disabl") or not verb:
        named = set(clause.content) - set(clause.verbs) - {"on", "off", "up", "down", "it", "them", "that", "this"}
        if particles and clause.mood == "request" and any(lexicon.action_groups(v) for v in clause.verbs) \
                and (named or any(v in _SWITCHING for v in clause.verbs if v not in clause.negated)):
            # (naming nothing but "it", only a verb of switching: "kick it off" does not switch the guest wifi off)
            return f"the user asks to switch it {'/'.join(sorted(particles))}"
    flipped = _TURNED.search(clause.text[:2000])
    if flipped and clause.mood == "request" and (lexicon.same_action(verb, "updat") or lexicon.same_action(verb, "set")) \
            and not {"turn", "switch"} & set(clause.negated):
        switched = set(clause.content) & switch_words(profile.tool.parameters)
        if switched:
            return f"the user asks to switch {min(switched)} {flipped.group(1).lower()}"  # "turn off the trailers that autoplay" and a settings update
    if _terse_command(profile, clause):
        return "a short command naming what to set"
    if clause.mood == "statement" and verb in _RECORDING_VERBS and _reports_activity(clause):
        return "the user reports something to log"
    if clause.mood == "statement" and _gives_reading(profile, clause):
        return "the user gives the reading to submit"  # "also gas reading is 7731"
    if clause.mood == "statement" and ABSENT.search(" ".join(t.lower for t in clause.toks)) and not _PAST_ABSENCE.search(clause.text) and (
            lexicon.same_action(verb, "report") or lexicon.same_action(verb, "log") or verb in ("notifi", "inform", "record")):
        return "the user reports an absence"  # "my son Leo won't be in tomorrow": telling the school is the report
    if clause.polite and not clause.verbs and clause.mood in ("statement", "request") and _names_choice(profile, clause):
        return "a polite request naming what to book"  # "MOT for my car on Friday, please"
    return None


#: Verbs that switch a thing on or off with a particle ("turn it off", "put the heating on").
_SWITCHING = frozenset(stem(w) for w in "turn switch flip power shut put set".split())

#: "turn off the trailers", "switch the alerts on" (not "on Dev's profile"): a setting switched.
_TURNED = re.compile(r"\b(?:turn|switch)(?:s|ed|ing)?\s+(?:[\w']+\s+){0,4}?(on(?!\s+(?:my|the|his|her|their|our|your|[a-z]+'s)\b)|off)\b", re.I)


#: "I was off sick on Monday": an absence that is over is context for a question, not a report to make.
_PAST_ABSENCE = re.compile(r"\b(?:was|were|had been|have been|'ve been|been)\s+(?:\w+\s+)?(?:off|home|away|ill|sick)\b", re.I)

_MORE = re.compile(r"\b(?:another|(?:\d+|a few|a couple(?: of)?|some|two|three|five|ten|fifteen|twenty|thirty) (?:more|extra|additional)|more|extra|additional)\s+(?:\w+\s+)?(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|time)\b", re.I)


_MORE_VERBS = frozenset(stem(w) for w in "give get have grant allow let buy add need want".split())


def _asks_for_more(clause: Clause) -> bool:
    """"give me another hour", "can I get two more weeks", "a bit more time": more of something
    that runs out (a stay, a loan, a session), asked with an everyday verb."""
    return clause.mood == "request" and any(v in _MORE_VERBS for v in clause.verbs) and bool(_MORE.search(clause.text))


#: Endings that make a noun of a verb: "storage" of store, "delivery" of deliver, "rental" of rent.
_NOUN_ENDINGS = ("ag", "age", "al", "ing", "ment", "ation", "ion", "eri", "ery", "i", "y")


def _names_the_doing_of(verb: str, noun: str) -> bool:
    """Is the (stemmed) noun the doing of the verb: "storag" of "store", "rental" of "rent",
    "deliveri" of "deliv"? (Not "booking" of the same word: that rule is the tool's own name.)"""
    root = verb[:-1] if verb.endswith("e") else verb
    return len(root) >= 3 and noun != verb and noun.startswith(root) and noun[len(root):] in _NOUN_ENDINGS


def _names_what_it_acts_on(profile: ToolProfile, clause: Clause) -> bool:
    """Does the clause name something this tool is about (its object, or a word the tool says
    and the other tools mostly do not)? A light verb ("put", "set", "make") borrows its action
    from that word."""
    return any(c in profile.objects or profile.weight(c) >= 0.5 for c in clause.content if c not in clause.verbs)


def _names_choice(profile: ToolProfile, clause: Clause) -> bool:
    """Does the clause name one of the tool's enum values (at any depth: a boat's `craft` in a
    list of boats) or its object?"""
    content = set(clause.content)
    if content & profile.objects:
        return True
    return any(words_ & content for words_ in options(profile))


_SUBMITTING = frozenset(stem(w) for w in "submit enter record log report send provide".split())


def _gives_reading(profile: ToolProfile, clause: Clause) -> bool:
    """"also gas reading is 7731", "my meter reads 04512": a statement giving the value a submit
    tool takes (its object named, a number stated)."""
    if not profile.verb or profile.verb not in _SUBMITTING or not any(ch.isdigit() for ch in clause.text):
        return False
    content = set(clause.content)
    named = {o for o in profile.objects if o in content or any(lexicon.related(o, c) for c in content)}
    return bool(named & {stem("reading"), stem("meter"), stem("score"), stem("weight"), stem("measurement"), stem("result"), stem("temperature")})


_TOLD_BEFORE = re.compile(r"\b(?:was|were|had|used to|usually|normally|last|ago|yesterday|before|earlier|average|typically)\b", re.I)


def _values_to_log(profile: ToolProfile, clause: Clause) -> bool:
    """"151/94 pulse 80, taken at 7:45, right arm": a statement of measurements (two numbers or
    more, no question, no verb of another action) for a tool that logs numbers it takes."""
    if not profile.verb or profile.verb not in _RECORDING_VERBS | _SUBMITTING or clause.mood in ("question", "howto", "hypothetical", "conceptual", "advice"):
        return False
    if clause.text.rstrip().endswith("?") or clause.verbs or _TOLD_BEFORE.search(clause.text):
        return False  # ("I was 80kg in May and 78 in June": what was, not an entry to make)
    numbers = re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", clause.text)
    numeric = [p for p in profile.params if p.kind in ("integer", "number")]
    return len(numbers) >= 2 and len(numeric) >= 2


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


#: Actions a terse command ("lights off") never asks for: they need their verb said.
_NEVER_TERSE = tuple(stem(w) for w in "cancel delete remove pay transfer send book order buy refund unsubscribe terminate merge deploy".split())


_WHEN_SAID = re.compile(r"\b(?:today|tomorrow|tmrw|tonight|this (?:morning|afternoon|evening)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                        r"\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}|\d{1,2}(?:st|nd|rd|th)\b|noon)", re.I)


#: Asking for a repair in so many words ("can you fix them?", "could you repair it").
_FIXING = re.compile(r"\b(?:can|could|would|will|please)\s+(?:you\s+)?(?:please\s+)?(?:fix|repair|mend|sort out)\b|^\s*(?:please\s+)?(?:fix|repair|mend)\b", re.I | re.M)


#: Verbs of tools that make a record of something (a ticket, a note, a post): no terse order asks for them.
_RECORD_MAKERS = frozenset(stem(w) for w in "create open file log raise submit post write draft compose generate record report add new make".split())


def _terse_order(profile: ToolProfile, clause: Clause) -> bool:
    """"2 double kayaks tomorrow at 9am for 2 hours, 4 adults": no verb, but an order form — how
    many of which thing the tool books, and when — for a tool that books, orders or hires."""
    if clause.mood not in ("statement", "request") or clause.verbs or clause.negated or clause.text.rstrip().endswith("?"):
        return False
    if not profile.verb or not is_acquiring(profile.verb) or profile.verb in _RECORD_MAKERS:
        return False  # (an order form books, hires, buys or requests; an alert's times and figures open no ticket)
    words = [t.lower for t in clause.toks if t.is_word]
    if not words or len(words) > 18 or words[0] in _SUBJECTS or set(words) & _COPULAS or words[0] in ("my", "our", "the", "no", "not"):
        return False  # "my booking's at 9am tomorrow for 2": what is, not an order
    return bool(re.search(r"\d|\b(?:one|two|three|four|five|six)\b", clause.text, re.I)) and bool(_WHEN_SAID.search(clause.text)) \
        and (_names_choice(profile, clause) or _names_its_thing(profile, clause))


def _names_its_thing(profile: ToolProfile, clause: Clause) -> bool:
    """Does the clause say a word the tool is about (not one of its parameters' names)?"""
    param_words = {stem(x) for p in profile.params for x in p.words}
    return any(profile.weight(w) >= 0.5 for w in clause.content if not w.isdigit() and w not in param_words)


def _terse_command(profile: ToolProfile, clause: Clause) -> bool:
    """"bedroom blinds halfway", "movie night mode please", "lights off": no verb, but the object
    of an act tool and the setting it should take."""
    if clause.mood not in ("statement", "request") or clause.verbs:
        return False  # a terse command has no verb at all ("lights off", "blinds halfway")
    if profile.verb and any(lexicon.same_action(profile.verb, v) for v in _NEVER_TERSE):
        return False  # "two popcorns on my booking": no terse order cancels, deletes, pays or books anything
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


def _said(clause: Clause, verb_stem: str) -> str:
    """A verb of the clause as the user wrote it ("donate", not its stem "donat")."""
    return next((t.lower for t in clause.toks if t.is_word and stem(t.lower) == verb_stem), verb_stem)


#: A standing order in the app's instructions: an action to take whenever the user reports or tells
#: of something ("Raise a job when the tenant reports a fault", "When Hannah tells you about birds
#: she has seen, record each species").
_WHO = r"(?:(?:the|a|an|any|each|every)\s+)?(?:[a-z]+|[A-Z][a-z]+)"
_TELLS = r"(?:reports?|tells?\s+you\s+(?:about|of)|mentions?|describes?|says?\s+(?:that\s+)?(?:she|he|they|it)|lets?\s+you\s+know\s+(?:about|of))"
_STANDING = (
    re.compile(rf"\b([A-Za-z]+)\b[^.\n]{{0,60}}?\b(?:when|whenever|each time|every time|as soon as)\s+{_WHO}\s+{_TELLS}\b"),
    re.compile(rf"\b(?i:when|whenever|each time|every time|as soon as)\s+{_WHO}\s+{_TELLS}\b[^.\n]{{0,100}}?,\s*(?:please\s+)?([A-Za-z]+)\b"),
)


@functools.lru_cache(maxsize=256)
def _standing_verbs(instructions: str) -> frozenset[str]:
    out = set()
    for sentence in re.split(r"(?<=[.!?])\s+|\n", instructions[:20_000]):
        if re.search(r"\b(?:never|don't|do not|only when (?:the \w+ )?asks?|unless (?:the \w+ )?asks?)\b", sentence, re.I):
            continue  # "Book a visit only when the customer asks for one": no standing order
        for pattern in _STANDING:
            for found in pattern.finditer(sentence):
                word = found.group(1).lower()
                if lexicon.is_act_verb(stem(word)):
                    out.add(word)
    return frozenset(out)


def standing_order(profile: ToolProfile, instructions: str) -> str | None:
    """Why a report the user makes may call this act tool: the app's instructions tell the model to
    do what it does whenever the user reports or tells of something ("Raise a job when the tenant
    reports a fault"). None when they give no such order for it."""
    if not profile.act or not instructions or not profile.verb:
        return None
    own = {profile.verb, *(stem(w.lower()) for w in profile.name_words[:1])}
    for word in _standing_verbs(instructions):
        verb = stem(word)
        if verb in own or any(lexicon.same_action(verb, o) for o in own):
            return f"the app's instructions say to {word} when the user reports it"
    return None


#: Verbs a user asks for a new thing with, whatever the tool calls obtaining it: "send me two more
#: packets of batteries" (an order), "get me a seat at a table" (a reservation), "send a dozen roses
#: to Emma" (a flower order). Each followed by an indefinite thing: "get me the status" reads.
_BRINGING = re.compile(
    r"\b(?:send|get|bring|deliver|fetch|grab|sort)\s+(?:(?:me|us|him|her|them)\s+|(?:my|our|his|her|their)\s+\w+\s+)?(?:out\s+)?(?:with\s+)?"
    r"(?:an?|some|another|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|a\s+few|a\s+dozen)\b", re.I)


#: Putting someone on a list, a course, a rota: "put me on the waitlist", "add us to the class",
#: "sign me up for", "pop my son down for" — joining what the tool enrols people in.
_JOINING = re.compile(r"\b(?:put|add|get|stick|pop|sign)\s+(?:me|us|him|her|them|(?:my|our)\s+\w+)\s+(?:on|onto|in|into|to|down\s+for|up\s+for|in\s+for|up)\b", re.I)


#: Verbs of obtaining a new thing (not "add" or "make", which as often change one the user has).
_OBTAINING = tuple(stem(w) for w in "book buy request".split())


def in_own_words(profile: ToolProfile, others: list[ToolProfile], clause: Clause) -> str | None:
    """Why a request in the user's own verb may call this tool that obtains something, or None:
    "could you please book me in to drop my glasses off" and `create_repair_order`, "send me two
    more packets of batteries" and `order_batteries`. The verb asks for something new (a verb of
    obtaining, or of bringing followed by an indefinite thing), the clause names what this tool
    is about, and no other act tool does what the verb says (then the verb means that tool)."""
    if not profile.act or clause.mood != "request" or not clause.may_act or clause.negated or not is_acquiring(profile.verb or ""):
        return None
    asked = [v for v in clause.verbs if v not in clause.negated]
    if not asked or not (_names_what_it_acts_on(profile, clause) or _names_choice(profile, clause)):
        return None
    joining = _JOINING.search(clause.text[:2000])
    joined = stem(joining.group(0).split()[0].lower()) if joining else None
    bringing = _BRINGING.search(clause.text[:2000])
    brought = stem(bringing.group(0).split()[0].lower()) if bringing else joined
    verbs = [v for v in asked if any(lexicon.same_action(v, g) for g in _OBTAINING) or v == brought]
    if not verbs or len(verbs) < len([v for v in asked if lexicon.is_act_verb(v)]):
        return None  # ("cancel my order and book a new one": another action asked as well)
    for verb in verbs:
        meant = "join" if verb == joined else verb  # ("put me on the waitlist" joins it)
        if any(o is not profile and o.act and lexicon.same_action(meant, o.verb or "") for o in others):
            return None  # ("send me the receipt" when a tool sends things: that tool is asked)
    return f"the user asks to '{_said(clause, verbs[0])}' what the tool obtains"
