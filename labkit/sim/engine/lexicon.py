"""What the engine knows about English before it sees a tool: word families, verbs that act,
verbs that read, and the cue words of questions, requests, advice and hypotheticals.

These are small hand-made tables, kept readable on purpose: a learner who asks "why did the
model call that tool?" can find the word here. Nothing is about a particular domain's data; the
families cover the vocabulary of everyday apps (bookings, messages, money, devices, travel…).
"""

from __future__ import annotations

import functools
import re

from labkit.sim.engine.words import stem

# ---------------------------------------------------------------------------------------------
# Word families: words a user may say for what a tool calls something else
# ---------------------------------------------------------------------------------------------

FAMILIES: tuple[str, ...] = (
    # weather and nature
    "weather forecast temperature temp rain raining rainy sunny sun snow snowing wind windy humid humidity climate degrees celsius fahrenheit umbrella cloudy storm cold hot warm freezing",
    # money
    "price prices cost costs pricing expensive cheap cheaper cheapest fee fees fare tariff",
    "money balance funds account accounts",
    "pay payment payments paid transfer wire remit send",
    "currency currencies dollar dollars usd euro euros eur pound pounds gbp yen jpy franc chf fx exchange quid bucks",
    "convert conversion exchange",
    "transaction transactions purchase purchases spending spent spend charges statement paid pay payment payments charged",
    "refund refunds reimburse reimbursement money-back",
    "invoice invoices bill bills billing receipt",
    "budget budgets limit",
    "stock stocks share shares ticker quote equity market trading",
    "bag bags baggage luggage suitcase suitcases carry-on allowance",
    "connect connected connection online offline reachable",
    "balance remaining left available",
    "owe owed owing outstanding debt balance arrears",
    "balance credit credits remaining left allowance",
    "price quote quotes estimate",
    "status delay delayed late on-time punctual departure arrival gate",
    # bookings and reservations
    "book booking bookings reserve reservation reservations appointment appointments slot slots",
    "table tables seat seats",
    "restaurant restaurants dinner lunch breakfast brunch cafe dining eatery bistro trattoria",
    "hotel hotels accommodation room rooms stay lodging inn",
    "bed beds bedroom bedrooms",
    "vaccination vaccinations vaccine vaccines vaccinated jab jabs shot shots booster boosters immunisation immunization",
    "medication medications medicine medicines meds prescription prescriptions prescribed pills tablets",
    "appointment appointments visit visits seen checkup check-up consultation consult",
    "absence absences absent away off sick ill illness",
    "loan loans borrow borrowed borrowing out checked-out",
    "concert concerts gig gigs event events tour show shows playing perform performing performance festival",
    "outage outages power blackout blackouts dark electricity supply cut",
    "restore restored restoration back fixed resolve resolved",
    "busy load cpu usage utilisation utilization",
    "backup backups snapshot snapshots",
    "disruption disruptions delay delays problem problems closure closures works engineering cancelled cancellations",
    "interaction interactions interact together combine combined combination mix mixing",
    "flat flats apartment apartments house houses home homes property properties rental rentals",
    "recipe recipes cook cooking bake baking dish dishes ingredient ingredients meal meals make",
    "flight flights plane airline fly flying airport departure arrival",
    "train trains rail railway",
    "car cars rental vehicle vehicles",
    "ticket tickets pass passes admission entry",
    "availability available free vacancy vacancies open",
    "cancel cancellation cancel cancelled canceled",
    # time and calendar
    "calendar event events meeting meetings schedule agenda appointment invite invitation",
    "meeting meetings call calls demo",
    "remind reminder reminders alarm alert",
    "time clock hour timezone",
    "duration length runtime long minutes hours",
    "date day days",
    "holiday holidays vacation leave pto off",
    # communication
    "email emails mail inbox message messages",
    "message messages text sms chat dm note",
    "send sending sent deliver",
    "contact contacts person people phone",
    "notify notification notifications alert ping",
    # tasks and notes
    "task tasks todo todos to-do chore chores item items due deadline",
    "note notes memo memos",
    "list lists",
    "complete completed done finish finished",
    # shopping
    "order orders purchase purchased bought",
    "buy purchase order shop",
    "product products item items goods",
    "cart basket",
    "shipping shipment ship deliver delivery package parcel courier",
    "track tracking status whereabouts",
    "coming arrive arriving arrived arrival deliver delivered delivery eta",
    "pickup pick-up collect collection collecting locker lockers",
    "damaged damage cracked broken smashed dented torn faulty defective scratched",
    "return returns exchange",
    # devices and home
    "light lights lamp lamps bulb bulbs lighting",
    "thermostat heating heater temperature ac aircon air-conditioning",
    "lock locks door doors",
    "blind blinds shade shades curtain curtains",
    "music song songs track tracks playlist album artist tune",
    "play playing listen listening song songs tune tunes stream streaming watch",
    "volume loud louder quiet quieter",
    "speaker speakers",
    "tv television",
    # work and dev
    "issue issues bug bugs ticket tickets problem",
    "fault faults problem problems defect defects malfunction",
    "repository repositories repo repos project",
    "pull pr prs merge",
    "commit commits change changes",
    "file files document documents doc docs",
    "folder folders directory directories",
    # health and fitness
    "workout workouts exercise exercises run running training gym",
    "step steps walk walking",
    "calorie calories kcal nutrition nutrient nutrients protein carbs carbohydrates fat fibre fiber sugar food meal meals diet",
    "sleep sleeping",
    "doctor doctors gp gps physician practitioner clinician",
    # language
    "translate translation translator translated say",
    "language languages",
    # places
    "place places location nearby near attraction attractions spot spots venue sight sights",
    "city town cities towns",
    "address addresses",
    "direction directions route routes distance navigate",
    # media
    "movie movies film films cinema showtime showtimes screening",
    "news headline headlines article articles",
    "weather forecast",
    # search / knowledge
    "search find look lookup seek locate discover browse query",
    "information info details detail",
    "summary summarize summarise recap",
    "calculate calculation compute math sum",
    "recommend recommendation recommendations suggest suggestion suggestions",
    "review reviews rating ratings",
    "age ages kid kids child children suitable appropriate certificate rated rating",
    # people and accounts
    "customer customers client clients account profile user",
    "deal deals lead leads opportunity opportunities prospect prospects pipeline",
    "employee employees staff colleague colleagues",
    "password passwords login credentials",
    # misc
    "size sizes",
    "color colour colors colours",
    "count number quantity amount",
)


#: Words of a family that name the same thing (a user's "bookings" are a tool's `reservations`):
#: they count nearly as much as the word itself, not 0.6 like a merely related word.
SYNONYMS: tuple[str, ...] = (
    "booking bookings reservation reservations",
    "car cars vehicle vehicles",
    "movie movies film films",
    "parcel parcels package packages",
    "holiday holidays vacation vacations",
)


@functools.lru_cache(maxsize=1)
def _synonym_index() -> dict[str, int]:
    return {stem(word): number for number, group in enumerate(SYNONYMS) for word in group.split()}


def synonyms(a: str, b: str) -> bool:
    """Do two stems name the same thing (`SYNONYMS`)?"""
    index = _synonym_index()
    return a in index and index.get(b) == index[a]


@functools.lru_cache(maxsize=1)
def _family_index() -> dict[str, frozenset[int]]:
    index: dict[str, set[int]] = {}
    for number, family in enumerate(FAMILIES):
        for word in family.split():
            index.setdefault(stem(word), set()).add(number)
    return {key: frozenset(value) for key, value in index.items()}


def families(word_stem: str) -> frozenset[int]:
    """The word families a stem belongs to (empty when it has none)."""
    return _family_index().get(word_stem, frozenset())


def related(a: str, b: str) -> bool:
    """Do two stems share a word family?"""
    return bool(families(a) & families(b))


@functools.lru_cache(maxsize=1)
def _near_index() -> dict[str, frozenset[str]]:
    """`data/related.tsv` (from WordNet, see tools/build_related.py), made symmetric (read once,
    by `_said_of_index`)."""
    index: dict[str, set[str]] = {}
    for key, values in _said_of_index().items():
        for value in values:
            index.setdefault(key, set()).add(value)
            index.setdefault(value, set()).add(key)
    return {key: frozenset(values) for key, values in index.items()}


@functools.lru_cache(maxsize=1)
def _said_of_index() -> dict[str, frozenset[str]]:
    """`data/related.tsv` as written: each stem with the stems WordNet gives for it (a word's
    kinds point up to what they are: "guitar" -> "instrument"; the list of "instrument" has no guitar)."""
    from importlib import resources

    index: dict[str, frozenset[str]] = {}
    text = resources.files("labkit.sim").joinpath("data/related.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, _, values = line.partition("\t")
            index[key] = frozenset(v for v in values.split(",") if v and v != key)
    return index


def kind_of(word_stem: str, noun_stem: str) -> bool:
    """Is the word a kind of the noun ("piano" of "instrument", "salmon" of "fish", "red" of
    "colour"): the noun is among the word's related stems and the word is not among the noun's
    (which would make them synonyms, "colour" and "color")."""
    index = _said_of_index()
    return noun_stem in index.get(word_stem, frozenset()) and word_stem not in index.get(noun_stem, frozenset())


def near(a: str, b: str) -> bool:
    """Do two stems mean nearly the same in everyday English (WordNet synonyms, derived forms,
    a noun and its kind: "vet" ~ "veterinarian", "car" ~ "vehicle")? Weaker than `related`."""
    return a != b and b in _near_index().get(a, frozenset())


def is_english(word_stem: str) -> bool:
    """Is this the stem of an everyday English word (one WordNet relates to another, or a verb the
    engine knows)? "cirencester" is not; "bath", "reading" and "nice" are."""
    return word_stem in _near_index() or bool(families(word_stem)) or is_verb(word_stem)


def is_verb(word_stem: str) -> bool:
    """A verb the engine knows (reading, acting or other): WordNet's senses of those are too
    many to match on ("say" ~ "name")."""
    return is_read_verb(word_stem) or bool(action_groups(word_stem)) or word_stem in OTHER_VERBS


@functools.lru_cache(maxsize=1)
def _common_verbs() -> frozenset[str]:
    from importlib import resources

    text = resources.files("labkit.sim").joinpath("data/verbs.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def is_common_verb(word: str) -> bool:
    """Is this word used mostly as a verb in English (`data/verbs.txt`, from WordNet)?"""
    return word.lower() in _common_verbs()


def near_words(a: str) -> frozenset[str]:
    return _near_index().get(a, frozenset())


# ---------------------------------------------------------------------------------------------
# Verbs
# ---------------------------------------------------------------------------------------------

#: Verbs that change the world, grouped by what they do; a tool whose verb is in a group may be
#: requested with any verb of that group ("reserve a table" asks for `book_table`).
ACTION_GROUPS: tuple[str, ...] = (
    "create add make new open start setup register file log record raise submit post write draft compose insert enter generate schedule set put stick",  # ("stick two mics on the session")
    "report log file raise lodge submit record put",  # ("put a defect in"; "report the dog next door" is logging a complaint, not adding anything)
    "book reserve schedule arrange secure hold take place snag nab grab hire rent",
    "send email mail message text notify ping forward fwd reply respond share dm alert broadcast tweet post",
    "delete remove erase clear drop trash discard purge wipe destroy bin ditch scrap",
    "cancel abort revoke void unbook terminate skip",  # ("we won't need this week's clean, cancel it" and `skip-visit`)
    "update change modify edit amend rename reschedule resched adjust move correct replace switch swap push postpone mark bump raise lower increase decrease reduce",
    "set configure adjust put make raise lower increase decrease dim brighten turn switch change open close mark",
    "turn switch stop",
    "enable activate", "disable deactivate",
    "start launch begin run", "stop halt end kill",
    "lock", "unlock",
    "open", "close shut",
    "play resume queue shuffle repeat stream", "play stream start begin", "pause", "skip", "mute", "unmute",
    "transfer wire pay remit send move settle put deposit",
    "buy purchase order rent hire subscribe place",
    "complete finish close resolve tick mark",
    "assign delegate reassign",
    "invite add",
    "approve accept confirm",
    "reject decline deny refuse",
    "merge",
    "return exchange refund",
    "renew extend prolong",
    "enroll enrol register join subscribe sign",
    "unsubscribe unsub", "acknowledge ack",
    "request apply claim",
    "remind",
    "upload save store attach",
    "unfollow", "star",
    "restart reboot reset", "deploy release ship", "install", "uninstall", "execute trigger kick",
    "retry rerun re-run rebuild redo requeue",
    "log track record", "log tick mark",  # ("tick off yesterday's run", "mark it done" and `logCheckIn`)
    "borrow lend",
    "rate review",
    "block report flag", "unblock",
    "arm", "disarm",
    "increase raise boost bump", "decrease lower reduce",
    "freeze unfreeze suspend block lock bar", "archive", "snooze", "refill top",
)

#: Verbs that only read or compute: a tool named with one of these never changes the world.
READ_VERBS = frozenset(
    stem(word)
    for word in """get find search look lookup list show check see view read fetch retrieve tell give
    track count calculate compute convert translate estimate compare recommend suggest detect analyze
    analyse summarize summarise describe explain preview quote browse scan query verify validate locate
    measure predict forecast fetch lookup inspect examine identify determine evaluate assess review
    download export display print parse extract classify rank score match filter sort research discover
    explore monitor watch poll ping test diagnose query list read plan route simulate price""".split()
)

#: Verbs that mean "do it": the action words a user uses to ask for an act tool. Built from
#: ACTION_GROUPS, minus verbs that are also read verbs ("get", "check", "track", "ping", "test").
@functools.lru_cache(maxsize=1)
def _action_index() -> dict[str, frozenset[int]]:
    index: dict[str, set[int]] = {}
    for number, group in enumerate(ACTION_GROUPS):
        for word in group.split():
            index.setdefault(stem(word), set()).add(number)
    return {key: frozenset(value) for key, value in index.items()}


def action_groups(verb_stem: str) -> frozenset[int]:
    """The action groups of a verb stem (empty for verbs that do not act)."""
    return _action_index().get(verb_stem, frozenset())


def is_act_verb(verb_stem: str) -> bool:
    """Does this verb change the world? ("book", "send", "delete"; not "get", "check", "track")."""
    return bool(action_groups(verb_stem)) and verb_stem not in READ_VERBS


def is_read_verb(verb_stem: str) -> bool:
    return verb_stem in READ_VERBS


def same_action(a: str, b: str) -> bool:
    """Do two verb stems ask for the same kind of action? ("set" makes a reminder as "create"
    does, but "add a roaming pass" never asks to set a setting.)"""
    if a != b and {a, b} == _ADD_IS_NO_SETTING:
        return False
    return a == b or bool(action_groups(a) & action_groups(b))


_ADD_IS_NO_SETTING = frozenset({"add", "set"})



#: Words that start a clause as a verb in requests, besides the act and read verbs above.
OTHER_VERBS = frozenset(
    stem(w)
    for w in """help need want like love prefer try make take bring keep let put go come tell say ask
    know think wonder mean understand plan include exclude use give call follow triage handle
    investigate sort fix""".split()
)

#: Past tenses for confirmations ("booked", "sent"): irregular ones; the rest add -ed.
PAST = {
    # irregular verbs a tool may start with
    "reset": "reset", "cut": "cut", "hit": "hit", "let": "let", "quit": "quit", "split": "split", "spread": "spread",
    "broadcast": "broadcast", "forecast": "forecast", "upset": "upset", "input": "input", "output": "output",
    "bid": "bid", "lay": "laid", "lend": "lent", "spend": "spent", "build": "built", "rebuild": "rebuilt",
    "keep": "kept", "leave": "left", "meet": "met", "sell": "sold", "bring": "brought", "catch": "caught",
    "choose": "chose", "draw": "drew", "drive": "drove", "freeze": "froze", "unfreeze": "unfroze", "hang": "hung",
    "lead": "led", "lose": "lost", "ride": "rode", "ring": "rang", "seek": "sought", "shake": "shook",
    "sing": "sang", "sit": "sat", "speak": "spoke", "stand": "stood", "steal": "stole", "stick": "stuck",
    "strike": "struck", "teach": "taught", "throw": "threw", "wake": "woke", "wear": "wore", "win": "won",
    "withdraw": "withdrew", "undo": "undid", "redo": "redid", "rewrite": "rewrote", "resend": "resent",
    "override": "overrode", "overwrite": "overwrote", "forbid": "forbade", "forgive": "forgave", "do": "did",
    "rerun": "reran", "upload": "uploaded", "feed": "fed", "bind": "bound", "unbind": "unbound", "wind": "wound",
    "send": "sent", "make": "made", "set": "set", "put": "put", "buy": "bought", "pay": "paid",
    "write": "wrote", "get": "got", "run": "ran", "begin": "began", "shut": "shut", "hold": "held",
    "find": "found", "give": "gave", "tell": "told", "take": "took", "read": "read", "forward": "forwarded",
    "stop": "stopped", "plan": "planned", "drop": "dropped", "log": "logged", "ship": "shipped",
    "submit": "submitted", "cancel": "cancelled", "transfer": "transferred", "enrol": "enrolled",
    "star": "starred", "refer": "referred", "map": "mapped", "tag": "tagged", "pin": "pinned",
    "unpin": "unpinned", "mute": "muted", "unmute": "unmuted", "save": "saved", "create": "created",
    "schedule": "scheduled", "reserve": "reserved", "delete": "deleted", "remove": "removed",
    "update": "updated", "change": "changed", "move": "moved", "close": "closed", "invite": "invited",
    "enable": "enabled", "disable": "disabled", "complete": "completed", "archive": "archived",
    "approve": "approved", "merge": "merged", "rename": "renamed", "file": "filed", "queue": "queued",
    "share": "shared", "purchase": "purchased", "renew": "renewed", "issue": "issued", "note": "noted",
    "place": "placed", "raise": "raised", "decrease": "decreased", "increase": "increased",
    "pause": "paused", "resume": "resumed", "play": "played", "add": "added", "lock": "locked",
    "unlock": "unlocked", "open": "opened", "dim": "dimmed", "turn": "turned", "switch": "switched",
}


#: Verbs written together with their particle in tool names (`setup_payment_plan`), as words.
JOINED = {"setup": "set up", "signup": "sign up", "checkin": "check in", "checkout": "check out", "login": "log in",
          "logout": "log out", "backup": "back up", "rollback": "roll back", "shutdown": "shut down", "startup": "start up",
          "pickup": "pick up", "dropoff": "drop off", "topup": "top up", "payout": "pay out"}


def past_tense(verb: str) -> str:
    """"book" -> "booked", "send" -> "sent", "reply" -> "replied"."""
    verb = verb.lower()
    if verb in JOINED:
        head, _, particle = JOINED[verb].partition(" ")
        return f"{past_tense(head)} {particle}"  # `setup_payment_plan`: "set up" (not "setuped")
    if " " in verb:
        head, _, particle = verb.partition(" ")
        return f"{past_tense(head)} you {particle}"  # "sign up" -> "signed you up", "check in" -> "checked you in"
    if verb in PAST:
        return PAST[verb]
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ied"
    if len(verb) >= 3 and verb[-1] in "bdgmnprt" and verb[-2] in "aeiou" and verb[-3] not in "aeiou" and (len(re.findall(r"[aeiou]+", verb)) == 1 or verb in _DOUBLED):
        return verb + verb[-1] + "ed"  # "skip" -> "skipped", "stop" -> "stopped", "plan" -> "planned" (not "open" -> "opened")
    return verb + "ed"


#: Verbs of more than one syllable that double their last letter (stress on the last syllable).
_DOUBLED = frozenset("submit admit permit commit regret refer prefer transfer occur unpin unzip".split())


# ---------------------------------------------------------------------------------------------
# Cue words of moods
# ---------------------------------------------------------------------------------------------

WH_WORDS = frozenset("what whats what's which who whom whose when where why how who's whos where's wheres when's how's hows which's".split())
AUX_START = frozenset(
    "is are was were do does did have has had will would can could should shall may might am isn't aren't don't doesn't didn't".split()
)
DETERMINERS = frozenset(
    "a an the my your our their his her its this that these those some any every each no another".split()
)
#: Words of a question that names no subject of its own ("What are my options?", "anything
#: I can do?"): its subject is the situation the user just described.
OPEN_QUESTION_WORDS = frozenset(
    "option options choice choices possibility possibilities alternative alternatives anything something "
    "idea ideas suggestion suggestions available availability do can help there what which any "
    "suitable free spare possible doable going work works fit fits left".split()
)
#: Plural nouns a head count counts ("campers", "players"): a count parameter so named counts people.
HEAD_COUNT_NOUNS = frozenset("people persons guests passengers travellers travelers adults attendees participants riders "
                             "occupants diners campers players visitors swimmers climbers hikers skiers cyclists spectators "
                             "learners members patients kids children drivers racers runners walkers golfers bowlers skaters "
                             "dancers students pupils delegates teammates".split())


POLITE = frozenset("please pls plz kindly".split())
GREETINGS = frozenset("hi hello hey hiya howdy yo morning evening afternoon greetings".split())
THANKS = frozenset("thanks thank thx ty cheers appreciated".split())
FAREWELLS = frozenset("bye goodbye cya later farewell".split())
NEGATIONS = frozenset("not don't dont never no without".split())
SUPERLATIVE_LOW = frozenset(
    "cheapest lowest least cheaper smallest smaller minimum min fewest shortest shorter nearest nearer closest closer fastest faster "
    "earliest earlier soonest".split()
)
SUPERLATIVE_HIGH = frozenset(
    "best highest top most largest larger biggest bigger maximum max greatest longest longer better latest later newest newer "
    "highest-rated roomier".split()
)
ORDINALS = {
    "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
    "fifth": 4, "5th": 4, "last": -1, "final": -1,
}
