"""Booleans: which way a yes/no flag goes. A flag is true when the user says the thing it names
("include archived", "make it urgent", "turn it on") and false when they say it is not wanted
("without", "don't", "off"); a repeat flag is true when the user says how often ("every week").
"""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.leanings import URGENT
from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import STOPWORDS, shorten, stem

_ON = re.compile(r"\b(turn(?:ed)? (?:it |them |the \w+ )?on|switch(?:ed)? (?:it |them |the \w+ )?on|on\b|enable|enabled|activate|start|open|unlock|yes|please do|include|including|with)\b", re.I)
_OFF = re.compile(r"\b(turn(?:ed)? (?:it |them |the \w+ )?off|switch(?:ed)? (?:it |them |the \w+ )?off|off\b|disable|disabled|deactivate|stop|close|lock|no|don't|without|exclude|excluding)\b", re.I)
_STATE_WORDS = frozenset({"on", "state", "enabled", "enable", "power", "active", "status", "switch", "is", "value"})


#: A flag about letting someone in (`permissionToEnter`, `access_granted`, `may_enter`).
_ENTRY_WORDS = frozenset(stem(w) for w in "permission enter entry access".split())
#: "they can go in if I'm out", "fine to let themselves in", "please don't go in while I'm out".
_LET_IN = re.compile(r"\b(?:(?:(?:they|you|staff|someone|he|she|the \w+)\s+)(?:can|may|could)|ok to|okay to|fine to|free to|happy for (?:them|you) to|allowed to|go ahead and|"
                     r"do not|don't|dont|never)\s+"
                     r"(?:go|come|get|let (?:themselves|yourselves|yourself|himself|herself))\s*in(?:to (?:the |my )?(?:room|flat|house|home|place))?\b(?!\s+touch)"
                     r"|\b(?:(?:do not|don't|dont|not)\s+)?(?:can|may|ok to|okay to|fine to) enter\b")


#: A flag asking for someone to come (`wants_visit`, `callout`, `site_visit`), and how one says it.
_VISIT_WORDS = frozenset(stem(w) for w in "visit visits callout attend attendance".split())
_COME_ROUND = re.compile(r"\b(?:come|pop|drop|swing|call) (?:round|over|by|out|in to see|to (?:the|my|our) (?:house|flat|home|door))\b"
                         r"|\bsend (?:someone|somebody|anyone|anybody|an? \w+) (?:round|over|out)\b|\b(?:someone|somebody|anyone|anybody) to come\b")
_NOT_BEFORE = re.compile(r"\b(?:not|no|don't|dont|do not|doesn't|won't|never|no need|no one|nobody)\b[\w\s']{0,30}$")


#: Flags that say a thing repeats (`repeatsWeekly`, `recurring`, `daily`), and how one says it does.
_FREQUENCY_FLAGS = frozenset(stem(w) for w in "weekly daily monthly recurring recurrent repeat repeats repeating".split())
_EVERY = re.compile(r"\b(?:every|each)\s+(week|day|month|time)\b|\b(?:weekly|daily|monthly|recurring|on repeat)\b|\bevery (?:mon|tues|wednes|thurs|fri|satur|sun)day\b")
_EVERY_UNIT = {stem("weekly"): {stem("week"), stem("time"), stem("day")}, stem("daily"): {stem("day"), stem("time")}, stem("monthly"): {stem("month"), stem("time")}}


#: Asking for a feature to stop ("turn off the trailers", "switch the alerts off", "disable it").
_SWITCHED_OFF = re.compile(r"\b(?:turn|switch|shut|toggle)(?:s|ed|ing)?\s+(?:[\w']+\s+){0,4}?off\b|\b(?:disable|deactivate)\b")
_SWITCHED_ON = re.compile(r"\b(?:turn|switch|toggle)(?:s|ed|ing)?\s+(?:[\w']+\s+){0,4}?on\b(?!\s+(?:my|the|his|her|their|our|your|[a-z]+'s)\b)|\b(?:enable|activate)\b")


def _switched_off(low: str, at: int) -> str | None:
    """The words that switch off the thing said at `at` ("turn off the trailers that autoplay"),
    when nothing is switched on and no condition comes between ("switch off when the episode
    ends" switches the TV off, not the episode)."""
    if at < 0 or _SWITCHED_ON.search(low[:3000]):
        return None
    for switched in _SWITCHED_OFF.finditer(low[:3000]):
        if switched.start() <= at and (at <= switched.end() or at - switched.end() <= 40
                                       and not re.search(r"\b(?:when|after|if|until|once|at|before|by|as soon as)\b", low[switched.end() : at])):
            return switched.group(0)
    return None


#: Words that switch a setting, beside the setting's own name ("turn autopay on", "enable auto-renew").
SWITCHING = frozenset(stem(w) for w in "turn switch flip set put enable disable activate deactivate on off please too also as well and plus".split())


def only_switches(param: Param, evidence: Evidence, span: tuple[int, int]) -> bool:
    """Do the words at `span` only switch this yes/no parameter ("and turn autopay on"), saying
    nothing else ("and renew my parking permit" is another request, whatever `auto_renew` says)?"""
    said = {stem(part) for token in evidence.toks if span[0] <= token.start < span[1] and token.is_word
            for part in token.lower.split("-") if part not in STOPWORDS} - SWITCHING
    return bool(said) and said <= {stem(w) for w in param.words}


#: A switch timed for later ("switch itself off after 6 hours", "turn off at 11pm"): the setting of a
#: timer the same call takes, not the state asked for now.
_LATER_SWITCH = re.compile(r"\b(?:turn|switch|shut|go|goes|going)\s+(?:\w+\s+){0,2}?(?:on|off)\s+(?:automatically\s+)?(?:after|in|at|by|from)\s+\d+[^.,;!?]{0,20}"
                           r"|\b(?:on|off)\s+(?:automatically\s+)?after\s+\d+\s*(?:h|hr|hrs|hours?|min|mins|minutes?)\b")


#: Words of a flag that say its thing is needed (`pin_required`, `signature_needed`), and the
#: verbs that ask for that thing ("ask for a PIN", "require a signature", "prompt for a code").
_NEEDED = frozenset(stem(w) for w in "required require needed need mandatory enforced compulsory".split())
_ASKS_FOR = re.compile(r"\b(?:ask(?:s|ing)?\s+(?:\w+\s+)?for|requir(?:e|es|ing)|need(?:s|ing)?|prompt(?:s|ing)?\s+(?:\w+\s+)?for|"
                       r"(?:protect|lock|secure)(?:ed|s)?\s+(?:\w+\s+)?(?:with|behind)|put\s+(?:\w+\s+)?behind)\s+(?:an?\s+|the\s+|my\s+)?$")


def match_boolean(param: Param, evidence: Evidence, span: tuple[int, int]) -> tuple[bool, str] | None:
    """True/False when the text says so for this flag; None when it does not."""
    text = evidence.text[span[0] : span[1]] or evidence.text
    low = text.lower()
    words = [w for w in param.words if w not in ("is", "has", "should", "do", "use", "with", "flag", "enable", "enabled", "allow", "include", "send", "want", "opt")]
    if set(param.words) <= _STATE_WORDS | {"is", "light", "lights", "device"} or "on" in param.words:
        low = _LATER_SWITCH.sub(" ", low)  # "and for it to switch itself off after 6 hours": a timer, not the state now
        on = re.search(r"\b(?:turn|switch|put)\s+(?:\w+\s+){0,3}?on\b|\bon\b|\benable|\bactivate|\bstart|\bpower up|\bset\s*up\b", low)
        off = re.search(r"\b(?:turn|switch|put)\s+(?:\w+\s+){0,3}?off\b|\boff\b|\bdisable|\bdeactivate|\bstop|\bshut", low)
        if on and not off:
            return True, f"'{on.group(0)}'"
        if off and not on:
            return False, f"'{off.group(0)}'"
        if on and off:
            return (on.start() > off.start()), "the last of 'on'/'off' said"
    if "24" in param.words or "247" in "".join(param.words):
        said = re.search(r"\b24\s*[-/]?\s*(?:h|hr|hrs|hour|hours|7)\b|round[- ]the[- ]clock|all[- ]night|open (?:all|every) night", low)
        if said:
            return True, f"'{said.group(0)}' means open around the clock"
    if {stem(w) for w in param.words} & _ENTRY_WORDS:
        said = _LET_IN.search(evidence.text.lower()[:5000])  # a permission is often said beside the request, not in it
        if said:
            refused = bool(re.search(r"\b(?:not|don't|dont|do not|never|no one|nobody)\b", said.group(0)))
            return (not refused), f"'{said.group(0).strip()}' " + ("refuses entry" if refused else "lets them in")
    if {stem(w) for w in param.words} & _VISIT_WORDS:
        come = _COME_ROUND.search(evidence.text.lower()[:5000])  # said beside the request, as a permission is
        if come:
            refused = bool(_NOT_BEFORE.search(evidence.text.lower()[max(0, come.start() - 40) : come.start()]))
            return (not refused), f"'{come.group(0)}' " + ("is not wanted" if refused else "asks for a visit")
    often = {stem(w) for w in param.words} & _FREQUENCY_FLAGS
    if often:
        said = _EVERY.search(low[:3000])
        units = set().union(*(_EVERY_UNIT[o] for o in often if o in _EVERY_UNIT))
        if said and (said.group(1) is None or not units or stem(said.group(1)) in units):
            return True, f"'{said.group(0)}' repeats it"  # "mon wed and fri, every week" and `repeatsWeekly`
        if re.search(r"(?:just|only) (?:this|the) once|one[- ]off|just (?:this|next) (?:week|time)", low[:3000]):
            return False, "a one-off"
    key_stems = [stem(w) for w in words if w not in STOPWORDS and len(w) > 1 and w not in ("after", "before", "until", "upon", "once", "when")]
    if not key_stems:
        return None
    for said in re.finditer(r"\b(with|without|plus|no|and)\s+(?:an?\s+|the\s+|some\s+)?([a-z][a-z-]{2,})", low[:3000]):
        if stem(said.group(2)) in key_stems[:1] + [k for k in key_stems if len(k) > 4]:
            yes = said.group(1) not in ("without", "no")  # "5 nights, with electric" and `electric_hookup`; "no hook-up"
            return yes, f"'{said.group(0)}'" + (" asks for it" if yes else " says it is not wanted")
    present: dict[str, Any] = {}
    for token in evidence.toks:
        if not (span[0] <= token.start < span[1]) or not token.is_word:
            continue
        for part in token.lower.split("-") if "-" in token.lower else (token.lower,):  # "auto-renew" says `auto_renew`
            word_stem = stem(part)
            for key in key_stems:
                if key not in present and (word_stem == key or lexicon.related(word_stem, key)):
                    present[key] = token
    needed = [k for k in key_stems if k in _NEEDED]
    if needed and len(present) < len(key_stems) and all(k in present for k in key_stems if k not in _NEEDED) and len(needed) < len(key_stems):
        # "make it ask for a PIN when…" and `pin_required`: the thing, asked for by a verb of needing
        token = present[next(k for k in key_stems if k not in _NEEDED)]
        before = low[max(0, token.start - span[0] - 30) : token.start - span[0]]
        asked = _ASKS_FOR.search(before)
        if asked and not re.search(r"\b(not|no|never|don't|dont|stop|without)\b", before[: asked.start()][-16:] + asked.group(0)):
            return True, f"'{asked.group(0).strip()} {token.text}' asks for it"
    if len(present) == len(key_stems):  # every word of the flag is said ("courtesy car", not just "car")
        token = present[key_stems[0]]
        before = low[max(0, token.start - span[0] - 24) : token.start - span[0]]
        if re.search(r"\b(not|no|without|don't|dont|won't|wont|doesn't|shan't|never|exclude|excluding|skip)\b[\w\s']{0,12}$", before):
            return False, f"'{token.text}' is not wanted"
        switched = _switched_off(low, token.start - span[0])
        if switched:
            return False, f"'{switched}' {token.text}"  # "turn off the trailers that autoplay" and `autoplay_previews`
        return True, f"'{' '.join(t.text for t in present.values())}' is asked for"
    described = {stem(w) for w in re.findall(r"[a-z]{4,}", param.description.lower()[:200])} - set(key_stems) - {stem(w) for w in STOPWORDS}
    if present and described and param.description:
        said = [t for t in evidence.toks if span[0] <= t.start < span[1] and t.is_word and stem(t.lower) in described]
        before = low[: said[0].start - span[0]] if said else ""
        first = present[next(iter(present))]
        switched = _switched_off(low, first.start - span[0]) if said else None
        if switched:
            return False, f"'{switched}' {first.text}"  # "turn off the trailers that autoplay"
        if said and not re.search(r"\b(not|no|without|don't|dont|won't|wont|doesn't|never|skip)\b[\w\s']{0,16}$", before):
            # "I'll need to hire rackets" and `equipment_hire` ("Hire rackets and balls"): its word and what it is, said
            return True, f"'{present[next(iter(present))].text}' and '{said[0].text}' say it (its description: {shorten(param.description, 40)})"
    if "urgent" in param.words or "priority" in param.words:
        if URGENT.search(low):
            return True, "the request sounds urgent"
    return None
