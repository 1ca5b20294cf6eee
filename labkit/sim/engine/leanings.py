"""Leanings: the enum value a message leans to without naming it — how sure the user is
("maybe a merlin": possible), how urgent it is ("asap": high), and whom it is for ("my son …
he's 8": the kids' option). Read by `choices` when no option is named in so many words."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import split_identifier

#: Words that make a request urgent, and the values of an urgency enum they pick.
URGENT = re.compile(r"\b(urgent|urgently|asap|critical|emergency|immediately|right away|high priority|top priority|severe|outage|down|broken|p0|sev ?1)\b", re.I)
_RELAXED = re.compile(r"\b(no rush|not urgent|whenever|low priority|when you can|minor|trivial)\b", re.I)
_HIGH_VALUES = ("urgent", "critical", "highest", "high", "p0", "p1", "sev1", "blocker", "emergency", "severe", "major")
_LOW_VALUES = ("low", "lowest", "minor", "trivial", "p4", "p3", "sev4")


#: How sure the user is, for a `confidence` enum: each level's values, surest first, and the
#: hedges that say it ("probably", "I think" / "maybe", "not sure").
_SURE_LEVELS = (("certain", "confirmed", "definite", "sure", "high"), ("probable", "likely", "medium"),
                ("possible", "unconfirmed", "uncertain", "unsure", "low"))
_FAIRLY_SURE = re.compile(r"\b(?:probably|i think|i'm fairly sure|fairly sure|pretty sure|likely|i reckon|i believe)\b")
_UNSURE = re.compile(r"\b(?:maybe|possibly|perhaps|might have|might be|may have been|could have been|could be|not sure|unsure|not certain|no idea if)\b")
_SURENESS = frozenset("confidence certainty certain sure sureness".split())


def certainty(param: Param, values: list[Any], low: str) -> tuple[Any, str] | None:
    """"5 teal on the east scrape" and `confidence: certain|probable|possible`: said plainly, the
    user is sure; "maybe a merlin" is a possible one, "probably a marsh tit" a probable one."""
    if not set(param.words) & _SURENESS:
        return None
    lowered = {str(v).lower(): v for v in values}
    level, why = (2, "the user hedges") if _UNSURE.search(low) else (1, "the user says probably") if _FAIRLY_SURE.search(low) \
        else (0, "the user says it plainly (no 'maybe', no 'I think')")
    for at in (level, *range(level + 1, len(_SURE_LEVELS)), *range(level - 1, -1, -1)):
        found = next((lowered[name] for name in _SURE_LEVELS[at] if name in lowered), None)
        if found is not None:
            return found, why
    return None


def urgency(values: list[Any], low: str) -> tuple[Any, str] | None:
    lowered = {str(v).lower().replace("-", "").replace("_", ""): v for v in values}
    if URGENT.search(low):
        for name in _HIGH_VALUES:
            if name in lowered:
                return lowered[name], "the request sounds urgent"
    if _RELAXED.search(low):
        for name in _LOW_VALUES:
            if name in lowered:
                return lowered[name], "the request says it is not urgent"
    return None


#: Options for a kind of person (a kids' cut, a women's ticket), and what says the request is for one.
_PERSON_KINDS = (
    ("child", frozenset("kid kids child children childs junior juniors youth infant baby toddler".split()),
     re.compile(r"\b(?:my|our|his|her|the) (?:son|daughter|boy|girl|kid|kids|child|children|little one|toddler|baby|grandson|granddaughter)s?\b"
                r"|\b\d{1,2}[- ]?(?:yr|year)s?[- ]?old\b|\b(?:he|she)(?:'s| is) (?:[2-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![\s-]*(?:stone|kg|lb|foot|feet|cm|months?|weeks?))")),
    ("man", frozenset("men mens man male gent gents gentlemen".split()),
     re.compile(r"\b(?:my|our|her) (?:husband|boyfriend|dad|father|brother|grandad|grandpa|fiance)\b")),
    ("woman", frozenset("women womens woman female ladies lady".split()),
     re.compile(r"\b(?:my|our|his) (?:wife|girlfriend|mum|mom|mother|sister|gran|granny|grandma|fiancee)\b")),
)


def for_whom(values: list[Any], evidence: Evidence, span: tuple[int, int]) -> tuple[Any, str, int] | None:
    """The one option for the kind of person the request is for ("my son … he's 8": kids_cut;
    "for my husband": mens_cut). None when the options name no kinds of person, the message says
    no one, or names people of two kinds."""
    kinds = {kind: [v for v in values if isinstance(v, str) and {p.lower().rstrip("'") for p in split_identifier(v)} & parts]
             for kind, parts, _cue in _PERSON_KINDS}
    if sum(1 for found in kinds.values() if found) < 2:
        return None  # (options of one kind only are no choice of whom)
    low = evidence.text[:3000].lower().replace("’", "'")
    said = [(kind, cue.search(low)) for kind, _parts, cue in _PERSON_KINDS]
    said = [(kind, hit) for kind, hit in said if hit]
    if not said or said[0][0] != "child" and len(said) > 1:
        return None
    kind, hit = said[0]  # (a child said beside a parent: "my son" and "his dad" — the child is who it is for)
    if len(kinds[kind]) != 1:
        return None
    return kinds[kind][0], f"'{hit.group(0)}' says who it is for", hit.start()
