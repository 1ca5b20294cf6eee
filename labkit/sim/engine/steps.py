"""Procedures spelled out in the instructions (or the message): "First scan for deals. Then for
each deal estimate its value. Then notify the user of the best deal if it is more than 20% below."

Each marked piece ("first", "then", "next", "finally", "step 2:", "1.") maps to the tool it
describes best; the model follows them in order, one step per response, fanning out over the
previous step's list when a step says "for each", picking the element a superlative points at
("the best deal"), and stopping when a stated threshold is not met. An act tool named in a step
is authorised by the instructions that ask for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from labkit.sim.engine import lexicon
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.matching import MIN_SCORE, score
from labkit.sim.engine.request import Clause, _classify
from labkit.sim.engine.terms import query_terms
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import stem, tokens, words

_MARKER = re.compile(
    r"\b(first(?:ly)?|then|next|afterwards|after that|finally|lastly|subsequently|step\s*\d+\s*[:.)-]?|for (?:each|every))\b|(?m:^\s*\d+[.)]\s+)",
    re.I,
)
#: Markers that order steps (not "for each", which only fans one step out).
SEQUENCE = re.compile(r"\b(first(?:ly)?|then|next|afterwards|after that|finally|lastly|subsequently|step\s*\d+\s*[:.)-]?)\b|(?m:^\s*\d+[.)]\s+)", re.I)
_FANOUT = re.compile(r"\b(for each|for every|each of|each|every|for all|all of the|all the)\b", re.I)
_THRESHOLD = re.compile(
    r"(?:more than|over|above|at least|exceeds?|beats?|greater than)\s+(?:a\s+|the\s+)?(\d{1,3}(?:\.\d{1,3})?)\s*(?:%|percent)",
    re.I,
)
_SPLIT = re.compile(r"(?<=[^\d\s][.!?])\s+|\n+")
#: Where a paragraph ends: a blank line, or a line that opens a bulleted list.
_PARAGRAPH = re.compile(r"\n\s*\n|\n(?=\s*[-*•]\s)")


@dataclass
class Step:
    """One step of a stated procedure: the tool, the text that asks for it, whether it fans out."""

    profile: ToolProfile
    text: str
    fanout: bool
    clause: Clause


def _valid_marker(text: str, match: re.Match[str]) -> bool:
    word = match.group(0).strip().lower()
    before = words(text[max(0, match.start() - 15) : match.start()])
    after = words(text[match.end() : match.end() + 15])
    if word in ("after that", "afterwards", "then", "finally", "lastly", "subsequently") and re.match(r"\s*(?:[.;!?)]|$|\n)", text[match.end() : match.end() + 3]):
        return False  # "no refund after that.", "… and paid for then.": when, at a sentence's end — no step follows
    if word.startswith("first") or word == "next":
        if before and before[-1] in ("the", "a", "an", "your", "its", "my", "their", "our", "this", "that", "at"):
            return False
        if before and (before[-1].endswith(("'s", "’s")) or word == "next" and before[-1] not in ("and", "then", "so", "ok", "okay")):
            return False  # "Mochi's next appointment", "cancel the next delivery": which one, not a step
        rest = text[match.end() : match.end() + 30].lstrip()
        if word.startswith("first") and before and not after:
            return False  # "look its id up with listEpisodes first": before anything else, not step one
        if rest.startswith(":") or after and not _starts_a_step(after[0]):
            return False  # "Next box: SH-2610, dispatching Thursday", "the first session": a thing, not a step
        if word == "next" and after and after[0] in ("week", "day", "month", "year", "time", "weekend", "morning", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "one", "step"):
            return False
    return True


#: Words that may open a step after "first"/"next": a verb, or what leads one in.
_STEP_OPENERS = frozenset("for if when you we i please ask use call check look find get make send tell".split())


def _starts_a_step(word: str) -> bool:
    """"First scan for deals", "next, for each deal …": a step starts with a verb ("Next box" does not)."""
    from labkit.sim.engine import lexicon
    from labkit.sim.engine.words import stem

    low = word.lower()
    return low in _STEP_OPENERS or lexicon.is_common_verb(low) or lexicon.is_verb(stem(low))


def _pieces(text: str) -> tuple[list[str], bool]:
    """The marked pieces of `text`, and whether it has any. A sentence without a marker continues
    the steps before it only within their paragraph: the policies listed after a procedure are not
    more steps of it."""
    pieces: list[str] = []
    seen = False
    for paragraph in _PARAGRAPH.split(text[:20_000]):
        continuing = False
        for sentence in _SPLIT.split(paragraph):
            if not sentence.strip():
                continue
            markers = [m for m in _MARKER.finditer(sentence) if _valid_marker(sentence, m)]
            if not markers:
                if continuing:
                    pieces.append(sentence)
                continue
            _add_marked(sentence, markers, pieces)
            seen = continuing = True
    return pieces, seen


def _add_marked(sentence: str, markers: list[re.Match[str]], pieces: list[str]) -> None:
    """The pieces of a sentence with markers: the text before the first (unless that opens the
    steps), then one piece per marker."""
    first = markers[0]
    pre = sentence[: first.start()]
    opener = first.group(0).strip().lower()
    if pre.strip() and not (opener.startswith("first") or opener.startswith("step") or opener[:1].isdigit()):
        pieces.append(pre)
    for index, match in enumerate(markers):
        end = markers[index + 1].start() if index + 1 < len(markers) else len(sentence)
        pieces.append(sentence[match.start() : end])


def procedure(text: str, toolbox: Toolbox, evidence: Evidence) -> list[Step]:
    """The steps a text spells out (at least two, each a different tool), or []."""
    pieces, seen = _pieces(text)
    if not seen:
        return []
    steps: list[Step] = []
    used: list[str] = []
    for piece in pieces:
        clause = _classify(piece, tokens(piece), 0, len(piece))
        clause.mood = "request"
        terms = query_terms(clause, Evidence(piece, tokens(piece), [], evidence.today))
        best = None
        for profile in toolbox.work:
            match = score(profile, terms)
            value = match.score + (10.0 if re.search(rf"\b{re.escape(profile.name)}\b", piece) else 0.0)
            if value >= MIN_SCORE and (best is None or value > best[0]):
                best = (value, profile)
        if best is None or best[1].name in used:
            continue
        if best[0] < 10.0 and not _an_instruction(piece):
            continue  # "Payment: account credit (always used first), then the saved card": no step to do, a description
        used.append(best[1].name)
        steps.append(Step(best[1], piece.strip(), bool(_FANOUT.search(piece)), clause))
    return steps if len(steps) >= 2 else []


_LEADS = re.compile(r"^\W*(?:(?:first(?:ly)?|then|next|afterwards|after that|finally|lastly|subsequently|step\s*\d+\s*[:.)-]?|\d+[.)]|and|,)\s*)*"
                    r"(?:(?:for|with) (?:each|every|all(?: the)?|each of the) \w+s?,?\s*)?(?:please\s+|you\s+(?:should|must)\s+|always\s+)?", re.I)


def _an_instruction(piece: str) -> bool:
    """Does a piece tell the assistant to do something ("then for each deal estimate its value",
    "first check the stock")? Its first word after the sequence marker is a verb of an action or
    a lookup. "Then the saved card ending 4412" describes; it is no step."""
    rest = _LEADS.sub("", piece.strip())
    first = next(iter(words(rest)), "")
    return bool(first) and not first.endswith(("ed", "ing", "s", "tion", "ment", "ance", "ence", "al")) and (  # ("Cancellation: free …" is a label)
        lexicon.is_act_verb(stem(first)) or lexicon.is_read_verb(stem(first)))


def threshold(text: str) -> float | None:
    """A percentage the text sets as a bar ("if it is more than 20% below"), or None."""
    match = _THRESHOLD.search(text[:20_000])
    return float(match.group(1)) if match else None
