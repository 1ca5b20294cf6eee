"""Conditional requests: "merge it if the checks pass", "cancel my picnic if it rains tomorrow".

The model checks before it acts: it looks the condition up with a read tool (the one whose
output speaks about it — the pull request's checks, tomorrow's weather), then acts only when the
output says the condition holds. "Holds" is read plainly from the output: a field or value that
names the condition's words, and whether what it says agrees ("passing", "green", "success")
or not ("failing", "red", "error"). When the output does not say, the model does not act and
says what it found instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from labkit.sim.engine.outputs import Output, walk
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem, words

_YES = frozenset(stem(w) for w in "pass passes passed passing green success successful succeeded ok okay approved true yes available open free sunny clear dry mergeable ready done complete completed clean valid healthy up".split()) | {"true"}
_NO = frozenset(stem(w) for w in "fail fails failed failing failure failures red error errors broken false no unavailable closed full rain rainy wet pending blocked conflict conflicts dirty invalid down cancelled canceled".split()) | {"fals"}
#: What a condition about a build, a check or a test is about, whatever word the user chose.
_CHECK_WORDS = frozenset(stem(w) for w in "ci check checks build builds test tests pipeline status green red pass fail".split())
_NEGATION = re.compile(r"\b(?:not|n't|no|never|isn't|aren't|doesn't|don't|won't|fails? to)\b", re.I)


@dataclass(frozen=True)
class Verdict:
    """Does the condition hold? `holds` is None when the outputs do not say; `because` quotes
    the field that decided."""

    holds: bool | None
    because: str


def _polarity(stems: set[str]) -> bool | None:
    yes, no = bool(stems & _YES), bool(stems & _NO)
    if yes and not no:
        return True
    if no and not yes:
        return False
    return None


def evaluate(condition: str, outputs: list[Output]) -> Verdict:
    """Read the condition against the outputs (see the module docstring)."""
    said = [stem(w) for w in words(condition) if w not in STOPWORDS]
    negated = bool(_NEGATION.search(condition))
    wanted = _polarity(set(said))
    topic = {s for s in said if s not in _YES and s not in _NO}
    if topic & _CHECK_WORDS or set(said) & _CHECK_WORDS:
        topic |= {"check", "status", "ci", "build", "test", "pipelin"}
    best: tuple[int, bool, str] | None = None
    for output in outputs:
        if output.is_error or output.value is None:
            continue
        for path, value in walk(output.value):
            if not isinstance(value, (str, bool, int, float)):
                continue
            key_stems = {stem(p) for p in split_identifier(path)}
            if isinstance(value, bool):
                value_stems = {"true"} if value else {"fals"}
            else:
                value_stems = {stem(w) for w in words(str(value))} if isinstance(value, str) else set()
            found = _polarity(value_stems)
            if found is None:
                continue
            relevance = 3 if key_stems & topic else 2 if value_stems & topic else 1 if key_stems & {"status", "state", "condit", "forecast"} else 0
            if relevance and (best is None or relevance > best[0]):
                expected = True if wanted is None else wanted
                best = (relevance, (found == expected) != negated, f"{path} is {value}")
    if best is not None:
        return Verdict(best[1], best[2])
    return Verdict(None, "the tools' outputs do not say")


def split_condition(text: str) -> tuple[str, str | None]:
    """A clause without its trailing condition: "merge #77 if CI is green" -> ("merge #77",
    "CI is green"); "only if", "as long as", "provided that" and "unless" count too."""
    match = re.search(r"\s(?:only\s+)?(?:if|as long as|provided(?: that)?|assuming|unless|in case)\s+(.{3,200})$", text, re.I)
    if not match or re.match(r"\s*(?:what|and what|so what|but what)\s*$", text[: match.start()], re.I):
        return text, None  # "what if I cancelled it?" is a hypothetical, not a request with a condition
    if re.search(r"\b(?:wonder|wondering|know|see|check|ask|tell me|sure|unsure|curious|idea|find out)\s*$", text[: match.start()], re.I):
        return text, None  # "I wonder if I need an umbrella": an indirect question, not a condition
    condition = match.group(1).strip(" .?!")
    if text[match.start() :].lower().lstrip().startswith("unless"):
        condition = "not " + condition
    return text[: match.start()].rstrip(" ,"), condition
