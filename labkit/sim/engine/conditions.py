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


#: "under $80", "at least 50k rupees", "over 4.5", "no more than 200": a comparison with a number.
_COMPARISON = re.compile(
    r"\b(under|below|less than|lower than|cheaper than|at most|no more than|not more than|max(?:imum)?|up to|"
    r"over|above|more than|higher than|greater than|at least|no less than|min(?:imum)?)\s+"
    r"(?:[£$€¥₹]\s?)?(\d{1,9}(?:[.,]\d{1,3})?)\s?(k|m|grand)?\b", re.I)
_OPERATOR = {"under": "<", "below": "<", "less than": "<", "lower than": "<", "cheaper than": "<", "at most": "<=", "no more than": "<=",
             "not more than": "<=", "max": "<=", "maximum": "<=", "up to": "<=", "over": ">", "above": ">", "more than": ">",
             "higher than": ">", "greater than": ">", "at least": ">=", "no less than": ">=", "min": ">=", "minimum": ">="}
_MONEY_CUE = re.compile(r"[£$€¥₹]|\b(?:quid|pounds?|dollars?|euros?|bucks|rupees?|yen|pesos?|francs?|usd|gbp|eur|inr|jpy|mxn|price|cost|total)\b", re.I)
_MONEY_KEYS = frozenset(stem(w) for w in "price total cost amount fee fare charge gets receive receives payout quote sum".split())
#: A condition that asks whether there is room ("is there space on it", "if there's a van free").
_ROOM_WORDS = frozenset(stem(w) for w in "space spaces room place places seat seats availability available free left spot spots slot slots vacancy".split())
_ROOM_KEYS = frozenset(stem(w) for w in "left remaining available availability spaces space free seats open vacancies capacity stock".split())


def _compared(condition: str, outputs: list[Output], topic: set[str]) -> Verdict | None:
    """"if it's under $80": the output's number the condition is about, compared."""
    found = _COMPARISON.search(condition)
    if not found:
        return None
    op = _OPERATOR[re.sub(r"\s+", " ", found.group(1).lower())]
    bound = float(found.group(2).replace(",", "."))
    bound *= {"k": 1000, "grand": 1000, "m": 1_000_000}.get((found.group(3) or "").lower(), 1)
    money = bool(_MONEY_CUE.search(condition))
    best: tuple[float, str, float] | None = None
    for output in outputs:
        if output.is_error or output.value is None:
            continue
        for path, value in walk(output.value):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            keys = {stem(p) for p in split_identifier(path)}
            relevance = 3.0 * len(keys & topic) + (2.0 if money and keys & _MONEY_KEYS else 0.0) + (0.5 if "total" in keys else 0.0)
            if relevance > 0 and (best is None or relevance > best[0]):
                best = (relevance, path, float(value))
    if best is None:
        return Verdict(None, "the tools' outputs hold no number the condition is about")
    _, path, value = best
    holds = {"<": value < bound, "<=": value <= bound, ">": value > bound, ">=": value >= bound}[op]
    return Verdict(holds, f"{_field(path)} is {value:g}, {'' if holds else 'not '}{found.group(1).lower()} {bound:g}")


def _field(path: str) -> str:
    """A field's name as words: "sessions[0].spaces_left" -> "spaces left"."""
    return " ".join(split_identifier(re.sub(r"\[\d+\]", "", path).rsplit(".", 1)[-1])) or path


def _room(said: set[str], outputs: list[Output]) -> Verdict | None:
    """"is there space on it?": a count of what is left (more than none), or a list of what is free."""
    if not said & _ROOM_WORDS:
        return None
    for output in outputs:
        if output.is_error or not isinstance(output.value, (dict, list)):
            continue
        for path, value in walk(output.value):
            keys = {stem(p) for p in split_identifier(path)}
            if keys & _ROOM_KEYS and isinstance(value, int) and not isinstance(value, bool):
                return Verdict(value > 0, f"{_field(path)} is {value}")
        if isinstance(output.value, dict):
            for key, value in output.value.items():
                if isinstance(value, list) and {stem(p) for p in split_identifier(key)} & _ROOM_KEYS:
                    return Verdict(bool(value), f"{key} lists {len(value)}")
    return None


def evaluate(condition: str, outputs: list[Output]) -> Verdict:
    """Read the condition against the outputs (see the module docstring)."""
    said = [stem(w) for w in words(condition) if w not in STOPWORDS]
    plain = {s for s in said if not any(ch.isdigit() for ch in s)} - {stem(w) for w in "under below less more over above least most than max min up".split()}
    compared = _compared(condition, outputs, plain)
    if compared is not None:
        return compared
    room = _room(set(said), outputs)
    if room is not None:
        return room
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


#: "If" phrases that ask nothing to be checked: "if you can", "if possible", "if that's ok".
_COURTESY = re.compile(r"(?:you|u) (?:can|could|don'?t mind|would|wouldn'?t mind)|(?:at all )?possible|(?:that'?s|that is|it'?s|it is) (?:ok|okay|alright|all right|possible|fine|not too much trouble)"
                       r"|(?:you )?please|poss|(?:at all|you get (?:a|the) chance)", re.I)


def split_condition(text: str) -> tuple[str, str | None]:
    """A clause without its trailing condition: "merge #77 if CI is green" -> ("merge #77",
    "CI is green"); "only if", "as long as", "provided that" and "unless" count too."""
    match = re.search(r"\s(?:only\s+)?(?:if|as long as|provided(?: that)?|assuming|unless|in case)\s+(.{3,200})$", text, re.I)
    if not match or re.match(r"\s*(?:what|and what|so what|but what)\s*$", text[: match.start()], re.I):
        return text, None  # "what if I cancelled it?" is a hypothetical, not a request with a condition
    if re.search(r"\b(?:wonder|wondering|know|see|check|ask|tell me|sure|unsure|curious|idea|find out)\s*$", text[: match.start()], re.I):
        return text, None  # "I wonder if I need an umbrella": an indirect question, not a condition
    if re.search(r"\bask\b(?:\s+\w+){0,2}\s+(?:if|whether)\b.*\b(?:and|or)\s*$", text[: match.start()], re.I):
        return text, None  # "ask whether they allow dogs and if their hot tub works": the second of the questions asked
    condition = match.group(1).strip(" .?!")
    if _COURTESY.fullmatch(condition):
        return text[: match.start()].rstrip(" ,"), None  # "on the terrace if you can": a courtesy, nothing to check
    if text[match.start() :].lower().lstrip().startswith("unless"):
        condition = "not " + condition
    return text[: match.start()].rstrip(" ,"), condition
