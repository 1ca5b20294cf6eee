"""A clause of the user's message: its text and tokens, its mood, the verbs it asks for (the unit
every later stage reads). `request` cuts a message into clauses; `moods` says what each is doing."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from labkit.sim.engine import lexicon
from labkit.sim.engine.words import STOPWORDS, Token, stem


@dataclass
class Clause:
    """One clause of the user's message, with its mood and the verbs it asks for."""

    text: str
    start: int
    end: int
    toks: list[Token]
    mood: str
    verbs: list[str] = field(default_factory=list)
    negated: set[str] = field(default_factory=set)
    desire: bool = False
    condition: str | None = None
    #: "…, and also 200 stickers": the clause before it again, for another thing (its own call).
    repeats: bool = False
    polite: bool = False
    content: list[str] = field(default_factory=list)

    @property
    def may_act(self) -> bool:
        """Can this clause authorise a tool that changes the world?"""
        return self.mood == "request" or (self.mood in ("statement", "howto") and self.desire)

    @property
    def wants_facts(self) -> bool:
        """Does this clause want information a read tool could give?"""
        return self.mood in ("request", "question", "statement", "advice", "howto")


def is_open(clause: Clause) -> bool:
    """A question without a subject of its own: "What are my options?", "Anything available?"."""
    return clause.mood in ("question", "advice", "request") and all(
        t.lower in lexicon.OPEN_QUESTION_WORDS or t.lower in STOPWORDS or not t.lower[:1].isalnum() for t in clause.toks
    )


#: Words a request uses for a thing it does not name ("raise a new one", "open another").
_STAND_INS = frozenset("one ones it them another new fresh second same again too also please pls for me us you can could would".split())


def names_nothing(clause: Clause) -> bool:
    """A request whose object is only a stand-in for a new thing ("can you raise a new one", "log
    another for me"): what it is about is what the user just described ("add it" points at a thing
    named, and is read so elsewhere)."""
    if clause.mood != "request" or not clause.verbs:
        return False
    said = [t.lower for t in clause.toks if t.is_word]
    return any(w in ("one", "ones", "another") for w in said) and all(
        w in _STAND_INS or w in STOPWORDS or stem(w) in clause.verbs for w in said)


_FIX_IT = re.compile(r"\b(?:fix|repair|mend|sort out|sort|look at|have a look at)\s+(?:it|them|this|that|these|those)\b", re.I)


def asks_to_fix_it(clause: Clause) -> bool:
    """"can you fix them?" after "my glasses are broken": a repair of what the user just described."""
    return clause.mood in ("request", "question") and bool(_FIX_IT.search(clause.text[:500]))


def joined(parts: list[Clause], text: str) -> Clause:
    """One clause from the statements that set a scene and the open question that ends it: the
    question's mood with the statements' words."""
    last = parts[-1]
    return Clause(
        text[parts[0].start : last.end], parts[0].start, last.end, [t for c in parts for t in c.toks], last.mood,
        verbs=[v for c in parts for v in c.verbs if lexicon.is_read_verb(v)] or list(last.verbs),
        negated=set(last.negated), desire=last.desire, condition=last.condition,
        polite=any(c.polite for c in parts), content=[w for c in parts for w in c.content],
    )
