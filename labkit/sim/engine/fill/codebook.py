"""Codes the instructions list with what each one is ("- MED-103 - Ramipril 5 mg capsules", "H2
"Bramble": the hive by the gate"), and the code a request picks by a word that only its line says
("my ramipril", "the blue inhaler" when only one line says blue)."""

from __future__ import annotations

import functools
import re
from typing import Any

from labkit.sim.engine.words import STOPWORDS, stem, words

#: Words of a listed line that describe the listing, not the thing ("last issued", "due", "since").
_LISTING_WORDS = frozenset(stem(w) for w in (
    "last issued issue due since until from each per item items code codes id ids ref list listed "
    "left remaining available note notes usually daily weekly monthly").split())
#: An enum value that is a code (a digit, an underscore, a hyphen or two capitals), not a word.
_A_CODE = re.compile(r"\d|_|-|[A-Z]{2}")


#: A list's marker before the code ("- ", "* ", "3. ", "• ").
_BULLET = re.compile(r"^\s*(?:[-*•·]|\d{1,2}[.)])?\s*")
#: Words of when, not of what: "tonight" in one line picks no code.
_TIME_WORDS = frozenset(stem(w) for w in (
    "today tonight tomorrow yesterday morning afternoon evening night weekend week month year "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december").split())


def _words(text: str) -> set[str]:
    return {stem(w) for w in words(text) if len(w) > 2 and w[:1].isalpha() and w not in STOPWORDS}


@functools.lru_cache(maxsize=256)
def tool_stems(tool_text: str) -> frozenset[str]:
    """The stemmed words of a tool's name and description (they pick no code: "order" of `order_meds`)."""
    return frozenset(_words(re.sub(r"[_-]", " ", tool_text[:600])))


@functools.lru_cache(maxsize=256)
def _lines_by_code(instructions: str, options: tuple[str, ...]) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Each code's words: the words of the lines it starts (after a bullet), the code left out —
    the lines of a list of codes, not every line that mentions one ("Already on: Channel 4") —
    and of them, its names (capitalised: "Pepper", "Ramipril")."""
    lines = [_BULLET.sub("", line, count=1) for line in instructions[:20_000].splitlines()]
    found: dict[str, set[str]] = {}
    named: dict[str, set[str]] = {}
    for option in options:
        for line in lines:
            if line.startswith(option) and not line[len(option) : len(option) + 1].isalnum() and len(line) <= 400:
                found.setdefault(option, set()).update(_words(line[len(option) :]) - _TIME_WORDS)
                named.setdefault(option, set()).update(stem(w.lower()) for w in re.findall(r"(?<=[\s(,])[A-Z][a-z]{2,}", line[len(option) :]))
    return {option: (frozenset(held), frozenset(named.get(option, ()))) for option, held in found.items()}


def code_by_its_words(param: Any, said: str, instructions: str, tool_words: set[str] = frozenset()) -> tuple[str, str] | None:
    """The code (an enum value the instructions list, one line each) whose line alone holds a
    word the user says — "ramipril" in "order my ramipril" — and the word; None when no word, or
    words of two codes, are said. Words the tool's own name says ("order") pick nothing."""
    options = tuple(o for o in (param.enum or ()) if isinstance(o, str) and _A_CODE.search(o))
    if len(options) < 2 or not instructions:
        return None
    lines = _lines_by_code(instructions, options)
    if len(lines) < 2:
        return None
    seen: dict[str, int] = {}
    for held, _names in lines.values():
        for word in held:
            seen[word] = seen.get(word, 0) + 1
    own = {stem(w) for w in getattr(param, "words", ())} | set(tool_words) | _LISTING_WORDS
    asked = _words(said)
    scores: list[tuple[int, str, str]] = []
    for option, (held, names) in lines.items():
        hits = sorted(word for word in held & asked if seen[word] == 1 and word not in own)
        if hits:  # a name the line gives ("Nutmeg") says more than a word of its note ("needs")
            scores.append((sum(2 if word in names else 1 for word in hits), option, min(hits, key=lambda w: (w not in names, w))))
    scores.sort(reverse=True)
    if not scores or len(scores) > 1 and scores[0][0] == scores[1][0]:
        return None
    return scores[0][1], scores[0][2]
