"""Tool outputs as the model reads them: parsed into data where possible, errors and refusals
recognised, lists and records found, labels picked.

An output arrives as text: JSON (most tools), a Python repr (the Agents SDK sends `str(result)`),
`key=value` pairs (a dataclass or pydantic repr) or plain prose. Parsing is cached by text, so a
large output that is re-sent on every turn is read once per server.
"""

from __future__ import annotations

import ast
import functools
import json
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from labkit.sim.engine.words import humanize, json_dumps, split_identifier

#: Outputs longer than this are not parsed as Python literals (ast is slower than json).
MAX_LITERAL = 200_000
#: At most this many nodes of an output are visited when searching it.
MAX_NODES = 4000

_PY_KV = re.compile(r"([A-Za-z_]\w{0,60})=('[^'\\\n]{0,500}'|\"[^\"\\\n]{0,500}\"|[^\s,()]{1,200})")
_NUMBER = re.compile(r"-?\d{1,30}(?:\.\d{1,30})?(?:[eE][-+]?\d{1,4})?")


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
        if isinstance(value, (set, frozenset)):
            items = sorted(items, key=lambda v: json.dumps(v, sort_keys=True, default=str))
        return [_jsonable(v) for v in items]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


#: CPython's AST constructor keeps its recursion depth in shared state: `ast.literal_eval` from two
#: threads at once can raise "SystemError: AST constructor recursion depth mismatch" (several
#: simulators in one process, each deciding in its own thread). One at a time.
_LITERAL_LOCK = threading.Lock()


def _literal(text: str) -> Any:
    with _LITERAL_LOCK:
        return ast.literal_eval(text)


def parse_output(text: str) -> Any:
    """A tool output as data (JSON, a Python literal, or `key=value` pairs), or None for prose."""
    stripped = text.strip()
    if not stripped:
        return None
    if stripped[0] in "[{\"" or stripped in ("true", "false", "null") or _NUMBER.fullmatch(stripped):
        try:
            return json.loads(stripped)
        except (ValueError, RecursionError):
            pass
    if len(stripped) > MAX_LITERAL:
        return None
    if stripped[0] in "[{(":
        try:
            return _jsonable(_literal(stripped))
        except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
            pass
    pairs = _PY_KV.findall(stripped[:5000])
    if len(pairs) >= 2:
        out: dict[str, Any] = {}
        for key, raw in pairs:
            try:
                out[key] = _jsonable(_literal(raw))
            except (ValueError, SyntaxError):
                out[key] = raw
        return out
    return None


#: Words in an error that mean the call was refused (approval, policy), not wrongly made.
REFUSAL_WORDS = ("approv", "not run", "was not run", "reject", "blocked", "denied", "not allowed", "forbidden", "permission", "refus")
#: Words in an error that mean the arguments were wrong: worth one corrected retry.
FIXABLE_WORDS = ("json", "argument", "schema", "validation", "invalid", "required", "missing", "field", "expected", "type")


@dataclass(frozen=True)
class Output:
    """One tool result: the tool's name, the text sent back, the data parsed from it, and whether
    it reports an error (with the message) or a refusal (an approval gate said no)."""

    name: str
    text: str
    value: Any = None
    is_error: bool = False
    error: str | None = None

    @property
    def refused(self) -> bool:
        """An error that is a refusal (approval missing, rejected, blocked), not a mistake."""
        low = (self.error or "").lower()
        return self.is_error and any(word in low for word in REFUSAL_WORDS)

    @property
    def fixable(self) -> bool:
        """An error about the arguments themselves (bad JSON, schema, validation): retry once."""
        low = (self.error or "").lower()
        return self.is_error and not self.refused and any(word in low for word in FIXABLE_WORDS)

    @property
    def items(self) -> list[Any] | None:
        """The list this output holds (a JSON array, or the one list field of an object)."""
        return list_in(self.value)

    @property
    def is_empty(self) -> bool:
        value = self.value
        if value in ([], {}, "", None) and not self.text.strip():
            return True
        found = self.items
        return found is not None and not found and not (isinstance(value, dict) and len(value) > 1)


#: Outputs up to this size are cached (by text); bigger ones are parsed each time they are read.
MAX_CACHED = 256_000


def read_output(name: str, text: str) -> Output:
    """Parse a tool's output text (cached: the same output is re-sent on every turn)."""
    if len(text) <= MAX_CACHED:
        return _read_cached(name, text)
    return _read(name, text)


@functools.lru_cache(maxsize=32)
def _read_cached(name: str, text: str) -> Output:
    return _read(name, text)


def _read(name: str, text: str) -> Output:
    value = parse_output(text)
    is_error, error = _error_of(text, value)
    return Output(name or "tool", text, value, is_error, error)


def _error_of(text: str, value: Any) -> tuple[bool, str | None]:
    if isinstance(value, dict):
        for key in ("error", "errors", "error_message", "errorMessage"):
            found = value.get(key)
            if found not in (None, False, "", [], {}):
                if isinstance(found, dict):
                    found = found.get("message") or found.get("detail") or json_dumps(found)
                elif isinstance(found, list):
                    found = "; ".join(str(e) for e in found[:3])
                return True, str(found)[:500]
        if value.get("ok") is False or value.get("success") is False:
            message = value.get("message") or value.get("detail") or value.get("reason")
            return True, str(message or "the tool reported a failure")[:500]
    stripped = text.strip()
    low = stripped[:200].lower()
    if low.startswith(("error", "an error occurred", "exception", "traceback", "failed")):
        message = stripped
        match = re.search(r"error:\s*(.+)$", stripped[:2000], re.I | re.S)
        if match and low.startswith("an error occurred"):
            message = match.group(1).strip()
        elif low.startswith("error"):
            message = re.sub(r"^error\s*[:\-]?\s*", "", stripped[:2000], flags=re.I) or stripped
        return True, message[:500]
    said = value if isinstance(value, str) else stripped if value is None else ""
    if said and len(said) <= 2000 and _REFUSED_TEXT.search(said[:300].strip()):
        # the Agents SDK's "Tool execution was not approved. Reason: …", a gate's plain sentence
        return True, said.strip()[:500]
    return False, None


#: A plain-text output whose opening says the call did not happen because someone said no.
_REFUSED_TEXT = re.compile(
    r"^(?:the\s+)?(?:tool(?:\s+(?:execution|call))?|(?:function\s+)?call|action|execution|operation|"
    r"(?-i:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z]\w*))\s+(?:was|has\s+been)\s+(?:not\s+(?:approved|run|executed|allowed|permitted)|rejected|denied|blocked|refused)\b"
    r"|^(?:rejected|denied|blocked|not approved|permission denied|approval (?:required|denied|missing))\b", re.I)


def is_handoff(name: str, value: Any) -> bool:
    """A handoff's output (`transfer_to_…`, or the SDK's `{"assistant": "<agent>"}`)."""
    if name.startswith("transfer_to_"):
        return True
    return isinstance(value, dict) and list(value) == ["assistant"] and isinstance(value["assistant"], str)


#: List fields that annotate a record rather than being what it holds.
_ANNOTATION = re.compile(r"(?:notes?|warnings?|tags|labels|remarks|comments|messages|caveats|disclaimers|flags)")


def list_in(value: Any, hint: str = "", grouped: bool = False) -> list[Any] | None:
    """The list a value holds: itself, or the one (or the most fitting) list field of an object;
    `grouped`: also the records of one object of lists ({"meals": {"breakfast": [...], …}}), for
    a call that needs one of them (an answer reads such a record as a record)."""
    if isinstance(value, list):
        return value
    if not isinstance(value, dict):
        return None
    lists = [(key, item) for key, item in value.items() if isinstance(item, list)]
    if len(lists) == 1 and _ANNOTATION.fullmatch(lists[0][0].lower()) and len(value) > 2:
        return None  # a quote with its (empty) "notes": one record, not a list of notes
    if len(lists) == 1:
        return lists[0][1]
    if len(lists) > 1:
        hint_words = set(hint.lower().split())
        for key, item in lists:
            if set(split_identifier(key)) & hint_words:
                return item
        record_lists = [item for _key, item in lists if item and isinstance(item[0], dict)]
        if record_lists:
            return max(record_lists, key=len)
    if not lists and grouped:
        # a diary's {"meals": {"breakfast": [...], "lunch": [...]}}: one list of records, kept in groups
        grouped = [item for item in value.values() if isinstance(item, dict) and item and all(isinstance(g, list) for g in item.values())
                   and any(g and isinstance(g[0], dict) for g in item.values())]
        if len(grouped) == 1:
            return [record for group in grouped[0].values() for record in group if isinstance(record, dict)]
    return None


def alternatives_in(output: Output) -> list[dict[str, Any]]:
    """The records a failed call offers instead ({"error": "no kayaks free 10–12", "alternatives":
    [{"start_time": "12:00", …}]}): its list of records, or none."""
    if not output.is_error or not isinstance(output.value, dict):
        return []
    items = list_in(output.value)
    return [item for item in items[:10] if isinstance(item, dict)] if items else []


def walk(value: Any, path: str = "", *, budget: list[int] | None = None) -> Iterator[tuple[str, Any]]:
    """(dotted key path, value) for every scalar in `value`, visiting at most MAX_NODES nodes."""
    budget = budget if budget is not None else [MAX_NODES]
    if budget[0] <= 0:
        return
    budget[0] -= 1
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, f"{path}.{key}" if path else str(key), budget=budget)
    elif isinstance(value, list):
        for index, item in enumerate(value[:200]):
            yield from walk(item, f"{path}[{index}]", budget=budget)
    else:
        yield path, value


LABEL_KEYS = (
    "name", "title", "display_name", "displayName", "label", "product", "product_name", "item", "subject",
    "headline", "city", "location", "place", "restaurant", "hotel", "event", "summary", "description",
)


def label_key_of(record: Any) -> str | None:
    """The field `label_of` takes a record's name from (None when it has none)."""
    label = label_of(record)
    if label is None:
        return None
    return next((k for k, v in record.items() if isinstance(v, str) and v.strip() == label), None)


def label_of(record: Any) -> str | None:
    """A short name for a record: its name/title/label field, else None."""
    if not isinstance(record, dict):
        return None
    for key in LABEL_KEYS:
        value = record.get(key)
        if isinstance(value, str) and value.strip() and len(value) <= 160:
            return value.strip()
    for key, value in record.items():
        parts = split_identifier(key)
        if parts and parts[-1] in ("name", "title") and isinstance(value, str) and value.strip():
            return value.strip()
    for key in _THING_KEYS:  # {"class": "Boxfit", "instructor": "Nia Adeyemi"}: the class is what it is, the instructor who takes it
        value = record.get(key)
        if isinstance(value, str) and 2 <= len(value.strip()) <= 80 and value.strip()[:1].isupper() and value.strip().lower() not in _CABINS:
            return value.strip()
    return _named_by_first_text(record)


#: Fields that say what thing a record is, when it has no name field.
_THING_KEYS = ("class", "film", "movie", "show", "dish", "course", "session", "workshop", "activity", "event", "product", "tour",
               "exhibit", "service", "treatment", "lesson", "package", "plan", "brand")
_CABINS = frozenset("economy premium premium economy business first standard basic".split())


#: Fields whose text says what a record is like, not what it is called.
_NOT_A_NAME = frozenset(
    "status state type kind category class unit units currency note notes message warning error reason "
    "date time day when start end from to created updated due at tz timezone url link href email phone "
    "env environment region mode level priority severity size colour color format language lang from to "
    "approver reviewer requester by manager notified".split())  # (who approved a leave request is not what it is called)


def _named_by_first_text(record: dict[str, Any]) -> str | None:
    """A record with no name field is named by its first text that reads like a name: short, a
    capital or a space in it, not a date, an id, a status or a sentence ({"dish": "Caldo verde",
    "price_eur": 8} is "Caldo verde")."""
    ident = id_of(record)
    pair = _home_and_away(record)
    if pair:
        return pair  # a fixture: "Redland Wanderers v Harbourside Rovers"
    for key, value in record.items():
        if not isinstance(value, str) or (ident and key == ident[0]) or set(split_identifier(key)) & _NOT_A_NAME:
            continue
        parts = split_identifier(key)
        text = value.strip()
        if parts and parts[-1] in ID_TAILS or _CODE_OR_MOMENT.fullmatch(text):
            continue  # another record's id ("listing_id"), a time or a date: not what this one is called
        if set(parts) & {"address", "location", "venue"} and 3 <= len(text) <= 60:
            return text  # a viewing, a delivery: called by where it is ("1120 NW Everett St #3")
        if text.isupper() and len(text) <= 5:
            return None  # "GBP", "LHR": a code, not a name
        if (2 <= len(text) <= 60 and any(ch.isalpha() for ch in text) and (text[0].isupper() or " " in text)
                and not any(ch.isdigit() for ch in text[:4]) and not text.endswith((".", "!", "?")) and text.count(" ") <= 6):
            return text
        if key == next(iter(record)) and re.fullmatch(r"[a-z][a-z_]{2,30}", text):
            return text  # {"zone": "lawn", …}: a lower-case word as the record's first field names it
        return None  # only the first text field names a record
    return None


_CODE_OR_MOMENT = re.compile(r"\d{1,2}:\d{2}(?::\d{2})?|\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+)?|[A-Z]{0,6}[-_]?\d[\w-]{0,20}|[A-Z]{2,6}-[A-Z0-9-]{2,20}")


def _home_and_away(record: dict[str, Any]) -> str | None:
    home = next((v for k, v in record.items() if isinstance(v, str) and split_identifier(k)[:1] == ("home",) and len(v) <= 60), None)
    away = next((v for k, v in record.items() if isinstance(v, str) and split_identifier(k)[:1] == ("away",) and len(v) <= 60), None)
    return f"{home} v {away}" if home and away else None


ID_TAILS = ("id", "ids", "number", "no", "code", "ref", "reference", "key", "uuid", "sku", "slug", "handle", "pnr", "confirmation")


def id_of(record: Any) -> tuple[str, Any] | None:
    """The (key, value) of a record's identifier: `id`, or a key ending in id/number/code…"""
    if not isinstance(record, dict):
        return None
    if "id" in record and isinstance(record["id"], (str, int)) and not isinstance(record["id"], bool):
        return "id", record["id"]
    for key, value in record.items():
        parts = split_identifier(key)
        if parts and parts[-1] in ID_TAILS and isinstance(value, (str, int)) and not isinstance(value, bool):
            return key, value
    return None


def _is_currency(word: str) -> bool:
    from labkit.sim.engine import places

    return places.is_currency_code(word.upper())


#: Units a rate is written in before "per" (`unit_rate_p_per_kwh`, `fee_gbp_per_fuel`).
_RATE_UNITS = frozenset("p pence c cents ct gbp usd eur chf jpy".split())


def per_unit(key: str) -> tuple[list[str], str, list[str]] | None:
    """(label words, unit, what it is per) of a rate's key: `unit_rate_p_per_kwh` -> (["unit",
    "rate"], "p", ["kwh"]), `price_per_night` -> (["price"], "", ["night"]); None for other keys."""
    parts = list(split_identifier(key))
    if "per" not in parts:
        return None
    at = parts.index("per")
    if at == 0 or at == len(parts) - 1:
        return None
    unit = parts[at - 1] if at >= 2 and (parts[at - 1] in _RATE_UNITS or _is_currency(parts[at - 1])) else ""
    per = parts[at + 1 :]
    if not unit and len(per) > 1 and len(per[-1]) == 3 and _is_currency(per[-1]):
        unit, per = per[-1], per[:-1]  # `price_per_tyre_eur`: euros per tyre
    return parts[: at - 1] if unit and parts[at - 1] == unit else parts[:at], unit, per


def field_label(key: str) -> str:
    """A key as words for an answer: `temperature_c` -> "temperature", `etaDate` -> "eta date"."""
    rate = per_unit(key)
    if rate is not None and rate[0]:
        return " ".join(rate[0])  # `exit_fee_gbp_per_fuel`: "exit fee" (its value says "£40 per fuel")
    parts = list(split_identifier(key))
    if len(parts) > 1 and parts[-1] in ("c", "f", "kph", "mph", "km", "m", "mm", "cm", "kg", "usd", "eur", "gbp", "chf", "jpy", "pct", "percent", "ms", "s", "min",
                                        "mins", "minutes", "hours", "days", "nights", "g", "lb", "mi", "gb", "mb", "tb", "kb", "kwh", "kw", "l", "ml") or (
            len(parts) > 1 and len(parts[-1]) == 3 and _is_currency(parts[-1])):
        parts = parts[:-1]  # "fare_dkk" is the fare (its value says "82.50 DKK")
    return " ".join(parts) or humanize(key)
