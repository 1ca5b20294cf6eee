"""A list of results in a sentence: a count and the first few items, fields all of them share said
once, the warnings they carry, the one item a question singles out ("my next appointment"), the
items that differ or match a value the question says, and a total, average or trend asked for."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine.describe.names import counted, noun_of
from labkit.sim.engine.describe.records import SKIP_KEYS, asks_about, constant_fields, item_phrase
from labkit.sim.engine.describe.values import join, value_text
from labkit.sim.engine.outputs import field_label, label_of, walk
from labkit.sim.engine.words import shorten, split_identifier, stem

_NOTICE_WORDS = frozenset("note notes notice notices warning warnings alert alerts advisory advisories disruption disruptions caveat caveats".split())


def _the_one_asked(items: list[Any], question: str, tool_words: frozenset[str] = frozenset()) -> dict[str, Any] | None:
    """The one listed record the question names by its name ("a full colour", "the colour"),
    when it is about one of several (None for "what services do you do?")."""
    from labkit.sim.engine import aggregate, chain

    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or not question:
        return None
    low = question.lower().strip()
    from labkit.sim.engine.moods import _RELAYED_QUESTION

    if not (re.match(r"(?:so |and |ok |okay )?(?:how|what|what's|whats|which|when|is|does|do|can|will)\b", low) or _RELAYED_QUESTION.search(low)) or re.search(
            r"\b(?:similar|find|search|list|show|all|any|every|other|options|compare)\b|\b(?:this|next|last) (?:week|month|weekend)\b|\btoday\b|\btomorrow\b", low):
        return None  # only a question about one item ("how much is a full colour?"), not a search for many ("what's due back this week?")
    if _PLURAL_QUESTION.search(low):
        return None  # "which planning applications on Mill Street have been approved or refused?": all of those
    from labkit.sim.engine.outputs import id_of

    if sum(1 for r in records if (ident := id_of(r)) and str(ident[1]).lower() in low) >= 2:
        return None  # "how many TEC-USBC-HUB7 and TEC-AAA-24 have you got?": the question names several by their ids
    named = chain.named_in(records, question)
    if len(named) == 1:
        return named[0]
    inside = _named_inside(records, question)
    if inside is not None:
        return inside  # "where their delivery has got to" of Northfield Cash & Carry: the job that delivers there
    said = " ".join(w for w in question.split() if stem(w.lower().strip("?!.,")) not in tool_words)  # "how much to park" and a car park whose text says "parks"
    chosen, word = aggregate._narrow(records, said)
    return chosen[0] if word and len(chosen) == 1 and label_of(chosen[0]) else None


_PROPER_NAME = re.compile(r"\b[A-Z][a-z]+(?:\s+(?:&|and|of|de)?\s*[A-Z][a-z]+)+\b")


def _named_inside(records: list[dict[str, Any]], question: str) -> dict[str, Any] | None:
    """The one record holding a name of two or more words the question says, at any depth
    (a job whose delivery site is "Northfield Cash & Carry, Hull"); None when none or several."""
    for match in _PROPER_NAME.finditer(question[:2000]):
        name = match.group(0).lower()
        holding = [r for r in records[:50] if _keys_holding(r, name)]
        if len(holding) == 1:
            return holding[0]
        if len(holding) > 1:
            # "their delivery": the job that has them under `deliver`, not the one collecting from them
            asked = {stem(w) for w in re.findall(r"[a-z]+", question.lower())}
            scored = sorted(((sum(1 for k in _keys_holding(r, name) if len(k) >= 4 and any(a.startswith(k) or k.startswith(a) for a in asked if len(a) >= 4)), i)
                             for i, r in enumerate(holding)), reverse=True)
            if scored[0][0] > 0 and scored[0][0] > scored[1][0]:
                return holding[scored[0][1]]
    return None


def _keys_holding(record: dict[str, Any], name: str) -> set[str]:
    """The stems of the keys on the way to the texts of a record that hold `name` (lower-case);
    empty when none does."""
    out: set[str] = set()
    for path, value in walk(record):
        if isinstance(value, str) and name in value.lower():
            out |= {stem(part) for key in re.findall(r"[A-Za-z_]\w*", path) for part in split_identifier(key)}
    return out


#: "which applications have been…", "what rooms are…": a question about several things.
_PLURAL_QUESTION = re.compile(r"^(?:so |and |ok |okay )?(?:which|what)\s+(?:[a-z]+\s+){0,2}(?!(?:does|goes|this|plus|status|address|business|news|series|access|process|bonus|campus)\b)"
                              r"[a-z]{3,}[^s\W]s\b[^?.!]{0,40}?\b(?:have|are|were)\b")


_RANKING_WORDS = ("biggest", "largest", "smallest", "cheapest", "priciest", "highest", "lowest", "longest", "shortest", "best", "worst",
                  "oldest", "fastest", "slowest", "nearest", "closest", "driest", "wettest", "hottest", "warmest", "coldest", "coolest",
                  "busiest", "quietest", "windiest", "sunniest")
_NEXT_OR_LAST = re.compile(r"\b(next|upcoming|soonest|earliest|first|last|latest|most recent|newest|previous|"
                           + "|".join(_RANKING_WORDS) + r")\s+([a-z][a-z-]+)\b")


_TIME_NOUNS = frozenset("""week weekend month year day night time morning afternoon evening hour minute quarter season term
    semester summer winter spring autumn fall monday tuesday wednesday thursday friday saturday sunday january february
    march april may june july august september october november december few couple one two three""".split())


#: Words after "earliest"/"next" that name no thing ("the earliest you've got", "the next available").
_NOT_THINGS = frozenset("you we they i it there available free possible open".split())

_WHICH_IS_MOST = re.compile(r"\bwhich (?:one|([a-z]+)) (?:is|was|has|had|are)(?: the)? (" + "|".join(_RANKING_WORDS) + r")\b")


def _the_next_or_last(items: list[Any], question: str) -> tuple[dict[str, Any], str, str] | None:
    """(the record, "the next appointment", the field it is ranked by — "" for a date) when a
    question asks for the next, the last or the most of something, in the singular ("when is my
    next appointment?", "what was my last order?", "the cheapest plan")."""
    from labkit.sim.engine import chain

    records = [i for i in items if isinstance(i, dict)]
    low = question.lower()
    predicative = _WHICH_IS_MOST.search(low)
    if predicative is not None and len(records) >= 2:
        picked = chain.superlative(records, predicative.group(2))  # "which zone is driest?"
        return (picked[0], f"the {predicative.group(2)} {predicative.group(1) or 'one'}", chain.ranked_by(picked[1])) if picked is not None and " by " in picked[1] else None
    match = _NEXT_OR_LAST.search(low)
    if len(records) < 2 or match is None or match.group(2).endswith("s") and not match.group(2).endswith("ss") or re.search(r"\b(?:all|list|every)\b", low):
        return None
    word, noun = match.groups()
    if noun in _TIME_NOUNS or noun in _NOT_THINGS:
        return None  # "last week", "next Monday": when, not which
    if word in _RANKING_WORDS:
        records = _with_value_said(records, low)  # "the cheapest plan with 5G": of the 5G ones
        picked = chain.superlative(records, f"{word} {noun}")  # "the biggest deal": by its value
        return (picked[0], f"the {word} {noun}", chain.ranked_by(picked[1])) if picked is not None and " by " in picked[1] else None
    earliest = word in ("next", "upcoming", "soonest", "earliest", "first")
    picked = chain.superlative(records, "earliest" if earliest else "latest")
    if picked is None or not picked[1].startswith(("the earliest by", "the latest by")):
        return None
    return picked[0], f"the {word} {noun}", ""


_HABIT = re.compile(r"\b(?:normally|usually|always|typically|generally|regularly|every|most weeks|as a rule)\b")


def _with_value_said(records: list[dict[str, Any]], low: str) -> list[dict[str, Any]]:
    """The records whose short text field holds a value the question says as a word ("with 5G"
    and {"network": "5G"}), when that leaves some but not all; else all of them."""
    for key in records[0]:
        values = [r.get(key) for r in records]
        if not all(isinstance(v, str) and 1 < len(v) <= 30 for v in values) or len({v.lower() for v in values}) < 2:
            continue
        said = [r for r in records if (hit := re.search(rf"(?<![\w-]){re.escape(str(r.get(key)).lower())}(?![\w-])", low))
                and not _HABIT.search(low[max(0, hit.start() - 40) : hit.start()])]  # ("they normally go out on a Monday": the usual, no filter)
        if 0 < len(said) < len(records) and len({str(r.get(key)).lower() for r in said}) == 1:
            return said
    return records


def item_notices(items: list[Any], limit: int = 2) -> list[str]:
    """Warnings the items of a list carry ("notices": ["T3 is replaced by buses this weekend"]),
    each said once: a model passes them on."""
    out: list[str] = []
    for item in items[:50]:
        if not isinstance(item, dict):
            continue
        for key, value in item.items():
            if not set(split_identifier(key)) & _NOTICE_WORDS:
                continue
            for text in (value if isinstance(value, list) else [value]):
                if isinstance(text, str) and len(text) > 8 and shorten(text, 200) not in out:
                    out.append(shorten(text, 200))
    return out[:limit]


_EVERY = frozenset(stem(w) for w in "all every everything everyone each any anything anyone".split())


def those_said(items: list[Any], question: str, noun: str, echoed: frozenset[str] = frozenset()) -> str | None:
    """"which servers are running?", "how many production servers do we have?": the items whose
    field holds the value the question says, counted and named (None when no value of a field is
    said, or every item has it)."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or len(records) != len(items) or not question:
        return None
    low = " " + re.sub(r"[^a-z0-9_ -]", " ", question.lower()) + " "
    from labkit.sim.engine.outputs import label_key_of

    named_by = label_key_of(records[0])
    for key in records[0]:
        if key in SKIP_KEYS or key == named_by:
            continue  # a record's own name is which one, not a state some of them share
        values = [r.get(key) for r in records]
        if not all(isinstance(v, str) and 2 < len(v) <= 30 for v in values):
            continue
        said = {v for v in values if f" {v.lower().replace('_', ' ')} " in low and v.lower() not in echoed}  # not the value searched for
        if len(said) != 1:
            continue
        value = said.pop()
        having = [r for r in records if r.get(key) == value]
        if len(having) == len(records):
            return None  # every one has it (the value the search was for): nothing to single out
        names = [item_phrase(r, limit=0) for r in having[:8]]
        return f"{len(having)} of {len(records)} {noun} {'is' if len(having) == 1 else 'are'} {value_text(key, value)}: {join(names)}."
    return None


def odd_ones_out(items: list[Any], asked: set[str], noun: str) -> str | None:
    """"Is everything connected?" over ten devices: "9 of 10 devices are online; not online:
    Garden camera (camera.garden)." — a yes/no or a few-valued field the question asks about,
    said as the count that share the usual value and the ones that differ, named (None when no
    such field is asked about)."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 3 or len(records) != len(items) or not asked:
        return None
    for key, first in records[0].items():
        if key in SKIP_KEYS or not isinstance(first, (bool, str)) or not asks_about(key, asked):
            continue
        values = [r.get(key) for r in records]
        if not all(isinstance(v, type(first)) for v in values) or isinstance(first, str) and (
            len(set(values)) > 3 or any(len(v) > 30 for v in values) or not asked & _EVERY):
            continue
        counts: dict[Any, int] = {}
        for value in values:
            counts[value] = counts.get(value, 0) + 1
        usual = max(counts, key=lambda v: (counts[v], v is True))
        odd = [r for r in records if r.get(key) != usual]
        if len(odd) > len(records) // 2:
            continue
        label = field_label(key)
        names = [item_phrase(r, limit=0) for r in odd[:6]] + ([f"{len(odd) - 6} more"] if len(odd) > 6 else [])
        if isinstance(first, bool):
            state = label if usual else f"not {label}"
            other = f"not {label}" if usual else label
        else:
            state, other = str(usual), ", ".join(sorted({str(r.get(key)) for r in odd}))
        if not odd:
            return f"All {len(records)} {noun} are {state}."
        return f"{counts[usual]} of {len(records)} {noun} are {state}; {other}: {join(names)}."
    return None


_PARTS_OF_DAY = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 24), "night": (17, 24), "tonight": (17, 24), "lunchtime": (11, 15)}
_CLOCK = re.compile(r"(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{2})")


def _in_part_of_day(items: list[Any], question: str) -> tuple[list[Any], str] | None:
    """The items of a list that start in the part of the day the question names ("thursday
    evening", "tonight"), by their first clock time; None when it names none or the items have none."""
    said = next((w for w in re.findall(r"[a-z]+", question.lower()) if w in _PARTS_OF_DAY), None)
    if said is None or not items or not all(isinstance(item, dict) for item in items):
        return None
    low, high = _PARTS_OF_DAY[said]
    kept = []
    for item in items:
        clock = next((m for k, v in item.items() if isinstance(v, str) and set(split_identifier(k)) & {"start", "time", "starts", "at", "from", "slot"}
                      and (m := _CLOCK.fullmatch(v.strip()))), None)
        if clock is None:
            return None
        if low <= int(clock.group(1)) < high:
            kept.append(item)
    return kept, "evening" if said in ("tonight", "night") else said


#: Flags that mark the user's own record in a list ({"address": …, "yours": true}).
_OWN_FLAGS = frozenset("yours mine is_mine own is_own is_yours you is_you your_property current_user is_current_user users_own".split())
_MY = re.compile(r"\b(?:my|mine|our|ours|i live|we live)\b", re.I)


def _the_users_own(items: list[Any], question: str) -> dict[str, Any] | None:
    """"what band is my house?" over the street's properties: the one the result marks as the
    user's own (`"yours": true`), when exactly one is."""
    if not _MY.search(question or ""):
        return None
    own = [i for i in items if isinstance(i, dict) and any(i.get(k) is True for k in i if k.lower() in _OWN_FLAGS)]
    return own[0] if len(own) == 1 else None


def list_sentence(tool_name: str, items: list[Any], *, about: str = "", limit: int = 5, asked: set[str] = frozenset(),
                  question: str = "", context: dict[str, Any] | None = None, echoed: frozenset[str] = frozenset(),
                  tool_words: frozenset[str] = frozenset()) -> str:
    """"I found 3 restaurants for Rome: A (…); B (…); C (…)." — fields every item shares said once,
    the fields asked about first, and a total or average when the question asks for one."""
    from labkit.sim.engine import aggregate

    noun = noun_of(tool_name)
    where = (f" {about}" if about.startswith("from ") else f" for {about}") if about else ""  # "… from Brussels to Cologne"
    if not items:
        return f"I found no {noun}{where}."
    own = _the_users_own(items, question)
    if own is not None:
        # "what band is my house?" over the street's properties: the one marked as the user's
        said = item_phrase(own, limit=4, asked=asked, skip=tuple(k for k in own if k.lower() in _OWN_FLAGS))
        return f"Yours is {said}."
    one = _the_one_asked(items, question, tool_words)
    if one is not None:
        # "how much is a full colour?" over a price list: that item, not the list
        return item_phrase(one, limit=4, asked=asked)[:1].upper() + item_phrase(one, limit=4, asked=asked)[1:] + "."
    timed = _the_next_or_last(items, question)
    if timed is not None:
        # "when is my next appointment?": the earliest of them, not the list
        record, said, by = timed
        first = ({stem(p) for p in split_identifier(by)} - {"per", "gbp", "usd", "eur"}) if by else asked  # what it is cheapest by, said first
        return f"{said[:1].upper()}{said[1:]} — {item_phrase(record, limit=4, asked=first)}."
    if question and 1 < len(items) <= 50 and all(isinstance(item, dict) and item for item in items) \
            and those_said(items, question, noun, echoed | {about.lower()}) is None:
        items = _with_value_said(items, question.lower())  # "high tide" over highs and lows: the highs
    within = _in_part_of_day(items, question)
    if within is not None and within[0]:
        items, where = within[0], f"{where} in the {within[1]}"  # "anything on thursday evening?": the evening's, not the day's
    shared = constant_fields(items)
    if all(not isinstance(item, (dict, list)) for item in items):
        limit = max(limit, 12)  # times, names, codes: say them all
    per_item = 2 if len(items) > 3 else 3
    notice_keys = tuple({k for item in items[:50] if isinstance(item, dict) for k in item if set(split_identifier(k)) & _NOTICE_WORDS})
    shown = [item_phrase(item, limit=per_item, asked=asked, skip=tuple(shared) + notice_keys, said=about) for item in items[:limit]]
    more = f", and {len(items) - limit} more" if len(items) > limit else ""
    common = [f"{field_label(k)} {value_text(k, v, items[0])}" for k, v in list(shared.items())[:3]
              if str(v).lower() != about.lower() and str(v).lower() not in echoed]  # not "(all with language ja)" for Japanese (`echoed`: the call's codes)
    head = f"I found {counted(len(items), noun)}{where}" + (f" (all with {join(common)})" if common else "")
    sentence = head + ": " + "; ".join(shown) + more + "."
    warned = item_notices(items)
    if warned:
        sentence += " Note: " + "; ".join(warned) + ("" if warned[-1].endswith((".", "!")) else ".")
    odd = odd_ones_out(items, asked, noun) if len(items) > 2 else None
    if odd is None and len(items) > 1:
        odd = those_said(items, question, noun, echoed | {about.lower()})
    if odd is not None:
        sentence = odd + " " + sentence
    figure = aggregate.of_list(items, question) if question else None
    if figure is not None:
        record = {**(context or {}), **(items[0] if isinstance(items[0], dict) else {})}
        amount = value_text(figure.key, figure.value, record)
        what = "average" if figure.how == "mean" else "total"
        over = f"{figure.count} {noun}" + (f" that mention {figure.narrowed_by}" if figure.narrowed_by else "")
        sentence = f"The {what} {field_label(figure.key)} is {amount} (over {over}). " + sentence
    moved = aggregate.trend_of(items, question) if question and figure is None else None
    if moved is not None:
        record = {**(context or {}), **(items[0] if isinstance(items[0], dict) else {})}
        percent = moved.percent
        way = "rose" if moved.last > moved.first else "fell" if moved.last < moved.first else "stayed"
        by = f" {abs(percent):.1f}%" if percent is not None and way != "stayed" else ""
        span = f"from {value_text(moved.key, moved.first, record)} ({moved.first_at}) to {value_text(moved.key, moved.last, record)} ({moved.last_at})"
        sentence = (f"The {field_label(moved.key)} {way}{by} over {moved.count} {moved.time_key.replace('_', ' ')}s, {span}. " + sentence
                    if way != "stayed" else f"The {field_label(moved.key)} stayed at {value_text(moved.key, moved.last, record)}. " + sentence)
    return sentence
