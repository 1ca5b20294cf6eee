"""Shared plumbing for the scenarios: loading the shipped data files and a tiny tokenizer.

Private on purpose (the leading underscore): lessons import the scenario modules, not this.
"""

import json
import re
import unicodedata
from functools import cache, lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

_PACKAGE = __name__.rpartition(".")[0]  # "labkit.scenarios"

# Words that carry no meaning for keyword overlap ("the checkout" and "checkout" match alike).
STOPWORDS = frozenset(
    """
    a an and are as at be been but by can could did do does for from had has have how i if in into
    is it its me my no not of on or our so some than that the their them then there these they this
    to too up was we were what when where which while who why will with would you your after before
    about all any also am near over under out per via just like see seen get got new now only
    """.split()
)


def data_file(name: str) -> Traversable:
    """The shipped data file `labkit/scenarios/data/<name>` (may not be a real filesystem path)."""
    return resources.files(_PACKAGE) / "data" / name


@cache
def load_json(name: str) -> Any:
    """Parse a shipped JSON data file once per process. Callers must not mutate the result."""
    return json.loads(data_file(name).read_text(encoding="utf-8"))


def fold(text: str) -> str:
    """Lower-case and strip accents, so 'Café', 'cafe' and 'CAFE' compare equal."""
    if text.isascii():
        return text.casefold()  # nothing to decompose (the usual case, and the fast one)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def _stem(token: str) -> str:
    # Only the plural "s": "timeouts" -> "timeout", "payments" -> "payment"; keep "class", "status".
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


@lru_cache(maxsize=4096)
def tokens(text: str) -> frozenset[str]:
    """The meaningful words of `text`: folded, split on non-alphanumerics, stopwords and bare
    numbers dropped, plurals reduced. 'Card payments time out after the 14:05 deploy' ->
    {'card', 'payment', 'time', 'deploy'}. Remembered: the searches read the same catalogue
    rows on every call."""
    words = re.findall(r"[a-z0-9]+", fold(text))
    return frozenset(_stem(w) for w in words if w not in STOPWORDS and not w.isdigit() and len(w) > 1)


def choice(value: str, allowed: tuple[str, ...], what: str) -> str:
    """Check `value` against a Literal's allowed values (case-insensitive) and return the canonical
    spelling; raise ValueError naming the allowed values otherwise."""
    wanted = fold(str(value)).strip()
    for option in allowed:
        if fold(option) == wanted:
            return option
    raise ValueError(f"unknown {what} {value!r}: use one of {', '.join(allowed)}")
