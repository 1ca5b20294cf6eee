"""Stage 1b — read the new message against the turns before it.

Four ways a message continues the conversation:

- **an answer to our question**: the assistant asked ("Which date, and for how many?") and the
  user answers with values ("Friday, 4 people"): the request is the earlier one plus the answer;
- **a yes to our offer**: the assistant offered ("Would you like me to cancel it?") and the user
  says "yes please": the offered action is now requested;
- **an elliptical follow-up**: "and in Paris?", "what about Friday?", "same for Bob": the previous
  turn's calls again, with the new values swapped in and the rest kept;
- **a reference**: "the other one", "the second one", "book it": an element of what the previous
  turn's tools returned.

Chat messages, resent Responses items, `previous_response_id` and conversations all arrive as the
same list of turns, so this works the same for each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.outputs import list_in
from labkit.sim.engine.phrases import ONE_MORE
from labkit.sim.engine.reading import Call, Reading, UserTurn
from labkit.sim.engine.words import split_identifier, words

ELLIPTIC = re.compile(
    r"^\s*(?:and|what about|how about|what of|what if|and if|how about if|what about if|what would it be (?:if|with)|(?:(?:now |ok,? |please )?do |and )?(?:the )?same (?:thing |again )?(?:for|with|but|in|on)|also (?:for|in|on|at)|now (?:for|in|on)|ok(?:ay)?,? (?:and|what about|now)|then (?:for|in|on)|and (?:for|in|on|at|with|what about|how about)|for|in|on|at)\b",
    re.I,
)
_AFFIRM = re.compile(r"^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|please do|do it|go ahead|go for it|sounds good|confirm(?:ed)?|absolutely|definitely|of course|y)\b[\s,.!]*(?:please|thanks|thank you|do it|go ahead|book it|send it|that'?s? (?:fine|great|perfect))?[\s.!]*$", re.I)
_CLOSING = re.compile(r"^\s*(?:ok(?:ay)?|cool|great|fine|alright|right)\b[\s,.!]*(?:thanks|thank you|cheers|ta)\b", re.I)
_DECLINE = re.compile(r"^\s*(?:no|nope|nah|not now|don'?t|no thanks|no thank you|never mind|nevermind|cancel that|stop)\b", re.I)
_OFFER = re.compile(r"(?:would you like me to|shall i|should i|do you want me to|want me to)\s+([^?.!]{3,200})\?", re.I)
_REFERENCE = re.compile(r"\b(?:the other one|the other|the (?:first|second|third|fourth|fifth|last|final|next|previous|cheaper|cheapest|earlier|later|latest|best|closest|nearest|bigger|smaller) ?(?:one|option)?|the (?:[\w'-]+ ){1,4}one|the one|that one|this one|it|that|them|him|(?:with|w|w/) her|those|these|both|all of them|in that case|if so|(?<!is )(?<!are )(?<!was )(?<!were )(?<!any )there(?! is| are|'s| was| were| any)|that place|same place)\b|\bthen\s*[.!]*\s*$"
                        r"|\b(?:get|book|buy|order|take|want|grab|reserve)\s+(?:me\s+|us\s+)?(?:one|two|a couple)\b", re.I)  # "put me on the waitlist then", "ok get me one"
#: A go-ahead that may say more: "ok go ahead, mobile tickets pls", "great, book it for 8", "yes do it".
_GO_AHEAD = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|great|perfect|lovely|grand|cool|right|sure|brill|brilliant|fab)\W+)*"
                       r"(?:go ahead|do it|go for it|let'?s do it|book it|buy it|order it|book (?:them|those|that)|get (?:it|them|those|that))\b", re.I)
#: The previous request again, for another thing: "do the worker too", "same for Bob", "and the garage as well".
_AGAIN = re.compile(r"^\W*(?:(?:ok(?:ay)?|and|now|then|great|right)\W+)*(?:(?:please\s+)?do\s+(?:the\s+|that\s+(?:for|to|with)\s+)?[\w-]+.*\b(?:too|as well|also)"
                    r"|(?:do\s+)?the same (?:for|with|to|on)\b|same (?:for|with|again)\b|ditto\b)", re.I)
#: Words a follow-up may open with before it says what it is: "sorry, and move it to 8pm".
_FILLER = re.compile(r"^\s*(?:(?:sorry|oh|oops|hm+|um+|uh|ah|hey|so|right|ok(?:ay)?|well|also|wait|one more thing|btw|ugh|meh|erm|er)\b[\s,.!-]*)+", re.I)
_CORRECTION = re.compile(r"\b(?:instead|actually|rather|change (?:it|that) to|make (?:it|that)|switch (?:it|that) to|not \w+ but)\b", re.I)


@dataclass
class Continuation:
    """How the current message continues the conversation (kind None: it stands alone)."""

    kind: str | None
    text: str
    why: str = ""
    base: list[Call] = field(default_factory=list)
    pool: list[dict[str, Any]] = field(default_factory=list)
    go_ahead: bool = False  # "ok go ahead": do what the previous request looked up
    focused: list[dict[str, Any]] = field(default_factory=list)
    answer_span: tuple[int, int] | None = None
    again: bool = False  # "do the worker too": the previous action asked for again, on the new thing


def _offer(answer: str) -> str | None:
    found = _OFFER.findall(answer or "")
    return found[-1].strip() if found else None


def _values(evidence: Evidence) -> int:
    return len([m for m in evidence.mentions if m.kind not in ("quoted",)])


def continuation(reading: Reading, evidence: Evidence, stands_alone: bool) -> Continuation:
    """Classify the current message (see the module docstring). `stands_alone` says whether the
    message picks tools on its own (then an elliptical start alone does not make it a follow-up)."""
    text = reading.text
    previous = reading.previous
    if previous is None or not text.strip():
        return Continuation(None, text)
    offer = _offer(previous.answer)
    if offer and _AFFIRM.match(text) and not _CLOSING.match(text):
        merged = f"Please {offer}. {previous.text}"
        return Continuation("confirmed", merged, f"a yes to the offer '{offer}'", answer_span=(0, len(offer) + 8))
    if _DECLINE.match(text) and (offer or previous.asked_back) and len(words(text)) <= 6:
        return Continuation("declined", text, "a no to the assistant's question")
    pool, focused = _pool(previous)
    for earlier in reading.earlier()[1:3]:
        if pool:
            break
        pool, focused = _pool(earlier)
    previous = reading.last_worked() or previous  # "ok book it" after an answer read from the list continues its search
    from labkit.sim.engine.request import clauses as clauses_of

    if all(c.mood == "smalltalk" for c in clauses_of(text)):
        return Continuation(None, text)
    elliptic = bool(ELLIPTIC.match(_FILLER.sub("", text))) and len(words(text)) <= 14
    acted = [call for call in previous.work() if call.ok and call.args is not None]
    if acted and (_AGAIN.match(text) or ONE_MORE.match(text) and previous.text.rstrip()[-1:] != "?" and "?" not in text) and len(words(text)) <= 20:
        return Continuation("follow_up", text, "the previous request again, for something else", base=_last_calls(previous),
                            pool=pool, focused=focused, again=True)
    if acted and _CORRECTION.search(text) and len(words(text)) <= 16:
        return Continuation("correction", text, "a correction of the previous request", base=_last_calls(previous), pool=pool, focused=focused)
    if previous.work() and elliptic:
        return Continuation("follow_up", text, "a follow-up of the previous request", base=_last_calls(previous), pool=pool, focused=focused)
    if previous.work() and _GO_AHEAD.match(text) and len(words(text)) <= 12:
        # "ok go ahead, mobile tickets pls" after a price for three in the mezzanine: do it with those values
        return Continuation("follow_up", text, "a go-ahead for what the previous request looked up", base=_last_calls(previous), pool=pool, focused=focused,
                            go_ahead=True)
    replies = clauses_of(text)
    asks_back = text.rstrip().endswith("?") or any(c.mood in ("question", "advice", "howto", "hypothetical", "conceptual") or c.negated for c in replies)
    bare_values = _values(evidence) > 0 and len(words(text)) <= 12 and not any(c.verbs for c in replies)  # "tomorrow at 11", "Sam"
    if (previous.asked_back and not previous.work() or (previous.asked_back and _only_lookups(previous) and (not stands_alone or bare_values))) and not asks_back:
        # an answer to our question; a question back ("is that the cheapest?") is not one, nor a
        # reply that names nothing the question was about ("compare the two", "ok thanks")
        if _answers(previous.answer, text, evidence) and (not stands_alone or _values(evidence) and len(words(text)) <= 12):
            asked: list[str] = []
            for earlier in reading.earlier()[:4]:
                # "book me a beard trim" … "tomorrow at 11" … "Sam": the request and every answer so far
                asked.insert(0, earlier.text)
                if earlier is previous or not earlier.asked_back or earlier.work():
                    break
            if previous.text not in asked:
                asked = [previous.text]
            merged = "\n".join(asked + [text])
            start = len(merged) - len(text)
            return Continuation("clarified", merged, "an answer to the assistant's question", base=_last_calls(previous),
                                pool=pool, focused=focused, answer_span=(start, len(merged)))
    short = len(words(text)) <= 7 and (_values(evidence) > 0 or _REFERENCE.search(text) is not None)
    if previous.work() and (elliptic and not stands_alone or short and not stands_alone or elliptic and short):
        return Continuation("follow_up", text, "a follow-up of the previous request", base=_last_calls(previous), pool=pool, focused=focused)
    if pool and _REFERENCE.search(text):
        return Continuation("reference", text, "a reference to what the previous turn found", base=_last_calls(previous), pool=pool, focused=focused)
    if _names_a_listed_time(text, previous):
        return Continuation("reference", text, "a reference to a time the previous turn's result lists", base=_last_calls(previous), pool=pool, focused=focused)
    if _names_a_listed_part(text, previous):
        return Continuation("reference", text, "a reference to a list the previous turn's result holds", base=_last_calls(previous), pool=pool, focused=focused)
    return Continuation(None, text)


def _names_a_listed_time(text: str, turn: UserTurn) -> bool:
    """"book the 11.30 w him" after free start times ["11:30", "14:00"]: the message takes one of
    the times the previous turn's result listed."""
    from labkit.sim.engine.outputs import walk

    said = set(re.findall(r"(?<![\d:.])(\d{1,2})[:.](\d{2})(?![\d])", text.lower()[:2000]))
    if not said:
        return False
    said = {(int(h), m) for h, m in said}
    for call in turn.work():
        value = call.output.value if call.ok and call.output is not None else None
        for _path, item in walk(value) if value is not None else ():
            found = re.fullmatch(r"(?:\d{4}-\d{2}-\d{2}[T ])?(\d{2}):(\d{2})(?::\d{2})?", str(item)) if isinstance(item, str) else None
            if found and (int(found.group(1)), found.group(2)) in said:
                return True
    return False


def _names_a_listed_part(text: str, turn: UserTurn) -> bool:
    """"add the ingredients to my shopping list" after a recipe: the message names a list that a
    record the previous turn got holds (its "ingredients")."""
    from labkit.sim.engine.phrases import pointed_plurals
    from labkit.sim.engine.words import stem

    wanted = pointed_plurals(text)
    if not wanted:
        return False
    for call in turn.work():
        value = call.output.value if call.ok and call.output is not None else None
        if isinstance(value, dict) and any(isinstance(v, list) and v and stem(str(k).lower()) in wanted for k, v in value.items()):
            return True
    return False


_CHOOSING = re.compile(r"\b(?:first|second|third|fourth|fifth|last|other|cheap\w*|earl\w*|lat\w*|near\w*|clos\w*|big\w*|small\w*|best|top|any|either|whichever)\b", re.I)


def _answers(question: str, reply: str, evidence: Evidence) -> bool:
    """Does the reply give something the assistant's question asked for: a value (a date, a
    name, a number…), a choice ("the first one", "the cheaper"), or a word of the question or its
    options ("Tulip", "economy")?"""
    from labkit.sim.engine.request import clauses as clauses_of
    from labkit.sim.engine.words import STOPWORDS, stem

    values = [m for m in evidence.mentions if m.kind != "quoted" and not (
        m.kind == "number" and m.before[-1:] in (("the",), ("both",), ("these",), ("those",), ("all",)))]
    if values or _CHOOSING.search(reply):
        return True
    asked = {stem(w) for w in words(question)} - STOPWORDS
    said = {stem(w) for w in words(reply)} - STOPWORDS - _VAGUE
    if asked & said:
        return True
    first = next(iter(clauses_of(reply)), None)
    opening = words(reply)[:1]
    if opening and opening[0] in _NOT_AN_ANSWER:
        return False  # "let me think about it", "maybe later", "I'm not sure"
    # "the windows login one (active directory)": a phrase with no verb of its own names the value
    return first is not None and first.mood not in ("smalltalk",) and not first.verbs and bool(said)


_NOT_AN_ANSWER = frozenset("let hmm hm um uh maybe perhaps i i'm im we not no nah wait later never dunno idk".split())
_VAGUE = frozenset("ok okay thank thanks cool great fine sure hmm compar tell more about like two both all them those these one think wait decid later".split())


def _only_lookups(turn: UserTurn) -> bool:
    return all(call.output is not None and not call.output.is_error for call in turn.work())


def _last_calls(turn: UserTurn) -> list[Call]:
    """The last call of each tool the turn used (handoffs left out), in order."""
    seen: dict[str, Call] = {}
    for call in turn.work():
        seen[call.name] = call
    return list(seen.values())


def listed_before(turn: UserTurn) -> list[dict[str, Any]]:
    """The records a turn's list outputs held (the last list it got)."""
    return _pool(turn)[0]


def _is_id_key(key: str) -> bool:
    parts = split_identifier(key)
    return len(parts) >= 2 and parts[-1] in ("id", "ids", "uuid", "ref", "code")


#: Fields of a list's wrapper that every item shares: what its amounts are in.
_SHARED_UNITS = frozenset("currency unit units timezone tz".split())


def _pool(turn: UserTurn) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The records the turn's list outputs held, and those a later call of the turn was about."""
    pool: list[dict[str, Any]] = []
    singles: list[dict[str, Any]] = []
    for call in turn.work():
        if call.output is None or call.output.is_error:
            continue
        items = list_in(call.output.value)
        if items and isinstance(items[0], dict):
            pool = [item for item in items if isinstance(item, dict)]
            wrapper = call.output.value if isinstance(call.output.value, dict) else {}
            owner = {k: v for k, v in wrapper.items() if isinstance(v, (str, int)) and not isinstance(v, bool)
                     and (_is_id_key(k) or isinstance(v, str) and set(split_identifier(k)) & _SHARED_UNITS)}
            if owner:
                # the episodes of one podcast: each keeps the podcast's id ("play it" plays pod_…);
                # an account's transactions, its currency ("the currys one in euros" is from GBP)
                pool = [{**item, **{k: v for k, v in owner.items() if k not in item}} for item in pool]
        elif isinstance(call.output.value, dict) and items and not isinstance(items[0], (dict, list)):
            singles.append(call.output.value)  # one record with a list of plain values (a store's free times)
        elif isinstance(call.output.value, dict) and not items and call.name.split("_")[0] in ("get", "read", "fetch", "show", "view"):
            singles.append(call.output.value)
    if not pool:
        pool = singles[-1:]
    focused: list[dict[str, Any]] = []
    for call in turn.work():
        if not call.args:
            continue
        for record in pool:
            if any(isinstance(v, (str, int)) and v in record.values() for v in call.args.values() if v not in (None, "")):
                if record not in focused:
                    focused.append(record)
    return pool, focused
