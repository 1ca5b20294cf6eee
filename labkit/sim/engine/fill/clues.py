"""Clues `value_for` reads beside the values themselves: whose thing a request is about, a day the
conversation already fixed, a filter of things, a device named, a slug named by its name."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import candidates
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context



def _slug_named_by_its_name(param: Param, slot: Slot, ctx: Context) -> tuple[Any, str, None] | None:
    """"anything open in harbor-web?" and "tidewater/harbor-web" in the instructions: the slug whose
    name the user says without its owner."""
    assert ctx.instructions is not None
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    found: list[tuple[int, str]] = []
    partial: list[str] = []
    for candidate in candidates.from_text(slot, param, ctx.instructions, (0, len(ctx.instructions.text)), set()):
        name = str(candidate.value).rsplit("/", 1)[-1].lower()
        if "/" in str(candidate.value) and len(name) >= 3 and re.search(rf"(?<![\w/-]){re.escape(name)}(?![\w-])", text):
            found.append((len(name), str(candidate.value)))
        elif "/" in str(candidate.value):
            parts = [p for p in re.split(r"[-_.]", name) if len(p) >= 5 and p not in ("service", "server", "client", "frontend", "backend")]
            if any(re.search(rf"(?<![\w/-]){re.escape(p)}(?![\w-])", text) for p in parts):
                partial.append(str(candidate.value))  # "the storefront runs" and kestrel-labs/web-storefront
    if not found and len(set(partial)) == 1:
        found = [(0, partial[0])]
    if not found:
        return None
    value = checked_value(param, max(found)[1])
    return (value, f"the instructions: {value}, the repository the user names", None) if value is not None else None


#: The verbs of moving a booking: its new day or time is said, the rest kept.
_MOVING = frozenset({"move", "reschedul", "chang", "push", "shift", "postpon", "bring"})

#: Who someone is to the user, after "my" ("my brother's", "our neighbour's").
_KIN = (r"(?:my|our|his|her) (?:mum|mom|mother|dad|father|parents|gran|grandma|granny|grandad|grandpa|nan|nana|sister|brother|son|daughter|"
        r"aunt|auntie|uncle|friend|mate|neighbou?r|in-laws|partner|boyfriend|girlfriend|cousin|niece|nephew)|a (?:friend|mate|neighbou?r)|someone else")
#: A vehicle (or bike) that is not the one on file: borrowed, someone else's ("my brothers van" too), hired.
_NOT_MINE = re.compile(rf"\b(?:borrow(?:ing|ed)?\b|(?:{_KIN})(?:'|’)?s\b|(?:a|the|my) (?:hire|hired|rental|rented) (?:car|van)\b|rented\b)", re.I)
_VEHICLE_WORDS = frozenset("vehicle car registration reg plate van truck pickup bike motorbike".split())


def _someone_elses(param: Param, ctx: Context) -> bool:
    """"borrowing my brother's pickup": the vehicle on file is not the one meant (its registration is asked for)."""
    return bool(set(param.words) & _VEHICLE_WORDS) and bool(_NOT_MINE.search(ctx.evidence.text[:2000]))  # (said anywhere in the message)


def _an_id_said_for(param: Param, ctx: Context, used: set[int]) -> bool:
    """Does the clause itself give an id this parameter takes (one no other argument took)?"""
    return any(m.kind == "id" and id(m) not in used and ctx.span[0] <= m.start < ctx.span[1] and checked_value(param, m.value) is not None
               for m in ctx.evidence.mentions)


_ISO_DAY = re.compile(r"(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}.*)?")


def _day_of_the_conversation(ctx: Context) -> tuple[str, str] | None:
    """(day, where it came from) for a clock time said without a day in a conversation about one:
    the day of the item the call is about, of the previous request's arguments, or said in the
    message this one continues (None when nothing gives one day)."""
    for source, values in (("the item this call is about", (ctx.focus or {}).values()), ("the previous request", (ctx.base or {}).values())):
        days = {m.group(1) for v in values if isinstance(v, str) and (m := _ISO_DAY.fullmatch(v.strip()))}
        if len(days) == 1:
            return days.pop(), source
    for earlier in (ctx.earlier, *ctx.history):
        if earlier is None:
            continue
        days = {str(m.value) for m in earlier.mentions if m.kind == "date"}
        if len(days) == 1:
            return days.pop(), "the day the conversation is about"
    return None


#: Words of a parameter about the user's own whereabouts or settings ("near_postcode", "home_city").
_USERS_OWN = frozenset("near nearby around home user my customer member delivery billing current local postcode zip address "
                       "origin location".split())


def _a_filter_of_things(param: Param, slot: Any) -> bool:
    """An optional place, country, language or currency that narrows what is searched for (a
    wine's `country`, a film's `language`): the user's own, which the instructions give, is not
    what it asks (a wine club member in the UK does not want only English wine)."""
    return param.optional and slot.kind in ("place", "country", "language", "currency", "timezone") and not set(param.words) & _USERS_OWN \
        and not any(word in param.description.lower() for word in ("your ", "user's", "customer's", "member's", "near "))


#: The user's own date, told in the instructions: "our date", "the big day", "the wedding".
_OUR_DATE = re.compile(r"\b(?:our|my|the|that)\s+(?:big\s+)?(?:date|day|wedding(?:\s+day)?|event(?:\s+date)?)\b(?!\s+(?:after|before|of|when|that))", re.I)
_TODAY_IS = re.compile(r"\b(?:today|now|current(?:ly)?|this morning|it is \d)", re.I)


def _sentence_around(text: str, at: int) -> str:
    """The sentence of `text` that holds the character at `at`."""
    start = max(text.rfind(". ", 0, at), text.rfind("\n", 0, at)) + 1
    end = min((i for i in (text.find(". ", at), text.find("\n", at)) if i >= 0), default=len(text))
    return text[start:end]


_DEVICE_WORDS = frozenset("device speaker player screen display tv output target".split())
_ON_A_DEVICE = re.compile(r"\b(?:on|in|through|to|from) (?:the|my|our)\s+((?:[a-z][\w-]*\s){0,3}(?:speakers?|tv|telly|television|display|screen|soundbar|echo|homepod"
                          r"|player|phone|tablet|laptop|stereo|headphones|earbuds|car))\b", re.I)


_NOT_LABELLED = frozenset("date datetime time duration amount count percent temperature measure distance email url phone content query person".split())


#: Roles the user plays in a request (their own name fills them): not the vet, the stylist, the assignee.
def _elsewhere(ctx: Context) -> bool:
    """"we're moving into a flat in Bath - find the cheapest deal for there": the message names a
    place the instructions do not, so the user's address there is not the one meant."""
    from labkit.sim.engine import places

    stated = {str(m.value).lower() for m in ctx.instructions.mentions if m.kind == "place"} if ctx.instructions is not None else set()
    return any(m.kind == "place" and str(m.value).lower() not in stated and places.country_of_city(str(m.value)) is not None
               for m in ctx.evidence.mentions)  # (a town or a city: "Symphony Center" is a venue in the user's city)


#: "slots for my mum's boiler", "at a friend's": someone else's home, whose address the app does not hold.
SOMEONE_ELSES_HOME = re.compile(rf"\b(?:{_KIN})(?:'s|s'|’s)|\bnext door\b(?! to)|\b(?:upstairs|downstairs) (?:flat|neighbou?rs?)\b"
                                r"|\bthe (?:flat|house|apartment|unit) (?:above|below|upstairs|downstairs|next door|opposite)\b", re.I)
#: ("the music next door": the noise comes from a neighbour's home, not the user's address)


#: "sign my colleague Tom up": the person an action is for is not the user, whose name and email the
#: instructions give.
_FOR_SOMEONE_ELSE = re.compile(r"\b(?:my|our|a) (?:colleague|friend|mate|son|daughter|wife|husband|partner|mum|mom|dad|boss|brother|sister|"
                               r"teammate|team-mate|coworker|co-worker|workmate|client|guest|nephew|niece|cousin|neighbou?r|manager)\b"
                               r"|\b(?:the|that|this|a|some) (?:guy|man|woman|lady|bloke|chap|person|people|customer|subscriber|contact|user|reader|"
                               r"member|sender|one who|someone)\b|\b(?:someone|somebody|anyone|whoever|him|his)\b", re.I)

_SELF_ROLES = frozenset("name owner customer user username member patient guest passenger client requester caller tenant "
                        "buyer student employee applicant holder account traveller traveler sender reporter from email mail".split())


#: Parameters that name the thing an action is done to ("what to pick up", "the item to return").
_ITEM_WORDS = frozenset("item items object objects thing things product products goods article articles belonging belongings".split())


#: "One of my tickets", "either of them", "any of the seats": whichever one will do.
_ANY_ONE = re.compile(r"\b(?:one of (?:my|the|our|those|these|them)|either (?:of|one)|any (?:one )?of (?:my|the|them|those))\b", re.I)


def _days_span(ctx: Context) -> bool:
    """Does the clause give a run of days ("fri 18th to mon 21st", "31st to the 2nd")?"""
    for mention in ctx.evidence.of("range"):
        begin, finish = mention.value
        if ctx.span[0] <= mention.start < ctx.span[1] and getattr(begin, "date", None) and getattr(finish, "date", None) and begin.date != finish.date:
            return True
    return False
