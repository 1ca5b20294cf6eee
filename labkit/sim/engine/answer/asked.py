"""What the user's words ask for: their stems, and the fields their question words want ("when"
-> date, start, due…; "how's the api looking?" -> its status), so those facts are said first."""

from __future__ import annotations

import re

from labkit.sim.engine.request import HOW_IS_IT
from labkit.sim.engine.words import STOPWORDS, stem, words

#: What question words ask for, as field words ("where's my order?" wants its status and ETA).
_WH_FIELDS = {
    "where": ("location", "status", "deliveri", "eta", "track", "address", "place", "citi"),
    "when": ("date", "time", "eta", "deliveri", "start", "due", "depart", "arriv", "schedul"),
    "how much": ("price", "cost", "total", "amount", "balanc", "fee", "convert", "rent", "fare", "charg", "premium"),
    "how long": ("durat", "length", "runtim", "minut", "time"),
    "how many": ("count", "total", "quantiti", "number", "remain", "left"),
    "how far": ("distanc", "km", "mile"),
    "what time": ("time", "start", "open", "check"),
    "cost": ("price", "cost", "total", "amount", "fee", "fare", "charg"),
    "quote": ("total", "price", "cost", "amount"),  # "a quote for a van": what it comes to
    "cheapest": ("total", "price", "cost", "amount", "estim", "annual", "fare"),  # "the cheapest deal": what it costs
    "cheaper": ("total", "price", "cost", "amount", "estim", "annual", "fare"),
    "estimate": ("total", "price", "cost", "amount"),
    "who": ("tutor", "vet", "doctor", "dentist", "teacher", "instructor", "coach", "trainer", "stylist", "therapist", "agent",
            "driver", "host", "technician", "engin", "courier", "nurs", "advisor", "consult", "assigne", "owner", "contact", "organis"),
}


def asked_fields(text: str) -> set[str]:
    """The field stems the question words of `text` ask for ("when" -> date, start, due…)."""
    return {field for phrase in wh_words(text) for field in _WH_FIELDS[phrase]}


def wh_words(text: str) -> list[str]:
    """The question words of `_WH_FIELDS` the text uses, longest first ("how much" before "how")."""
    low = " " + " ".join(re.findall(r"[a-z']+", text.lower())) + " "
    return [phrase for phrase in _WH_FIELDS if f" {phrase} " in low or f" {phrase}'" in low]


def _asked(text: str) -> set[str]:
    """Stems of the user's words, plus the fields their question words ask for."""
    low = " " + " ".join(text.lower().split()) + " "
    asked = {stem(w) for w in words(text)} - STOPWORDS
    if HOW_IS_IT.search(low):
        asked |= {"status", "health", "state"}  # "how's the api looking?": its state first
    for phrase, fields in _WH_FIELDS.items():
        if f" {phrase} " in low or low.startswith(f" {phrase}") or f" {phrase}'" in low:
            asked |= set(fields)
    if re.search(r"\b(?:picked up|pick(?:ed)? (?:\w+ )?up|collected|signed out|left)\b", low):
        asked |= {"out", "collect", "pick", "left", "leav"}  # "what time did Zara get picked up?": signed_out
    if re.search(r"\b(?:dropped off|drop(?:ped)? (?:\w+ )?off|signed in|arrived)\b", low):
        asked |= {"in", "drop", "arriv"}
    if _BY_WHEN.search(low):
        asked |= {"by", "due", "deadlin", "until", "expir", "latest", "last"}  # "when do I have to pick it up by?"
    if _HAVE_ANY.search(low):
        asked |= {"avail", "stock", "copi", "left", "remain", "free", "open", "now"}  # "do you have Demon Copperhead?": whether one is there
    if _WHERE_TO.search(low):
        asked |= {"to", "destin", "from", "origin", "rout"}  # "what trips have I got?": where they go
    return asked


#: A question about a deadline: "…pick it up by?", "by when", "what's the deadline".
_BY_WHEN = re.compile(r"\bby\s*[?!.]*\s*$|\bby when\b|\bdeadline\b|\bhow long (?:do|have) (?:i|we) got\b|\blatest\b")
#: A question whether something is there to have: "do you have …", "is there a copy …", "any left?".
_HAVE_ANY = re.compile(r"\b(?:do|does) (?:you|they|the \w+) (?:have|stock|sell|carry)\b|\bhave you got\b|\bis there (?:a|an|any)\b|\bare there any\b"
                       r"|\bany (?:left|available|free|in stock)\b|\bin stock\b|\bstill (?:available|free|on sale|tickets)\b")
#: Journeys, trips, bookings of travel: where they go is what tells them apart.
_WHERE_TO = re.compile(r"\b(?:trips?|journeys?|travel|flights?|trains?|rides?|routes?|tickets?)\b")
