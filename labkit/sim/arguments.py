"""Filling tool arguments (and structured outputs) that always validate against their schema.

The simulated model has to invent arguments for tools it has never seen. It does what a careful
human would do, in this order of preference:

1. copy values that this turn's tool outputs returned, matched by field name (`incident_id`,
   `url`, `deal_price` <- `price`, ...); when the caller fans out over a list it passes the list
   element to use as `ArgContext.focus`, which wins over everything (outputs of older turns are
   used too, but only after the text: "And in Rome?" must not reuse Paris);
2. enum values named in the user's text ("bulk waste" -> `bulk_waste`, "euros" -> `EUR`);
3. numbers standing next to the parameter's name ("radius of 2000 metres", "top 3", "25%");
4. strings pulled out of the text: places after "in"/"near", ids like `INC-1042`, emails,
   dates, quoted strings, or a concise phrase for `query`/`text`/`message`-like parameters;
5. `null` for nullable parameters, otherwise a typed default (first enum value, the minimum, ...).

Every candidate value is checked against its (sub)schema before it is used, and the defaults are
built to satisfy the schema's constraints, so the result always validates. Nothing here is random:
the same schema and context always give the same arguments.
"""

from __future__ import annotations

import ast
import dataclasses
import json
import math
import re
from dataclasses import dataclass
from datetime import date
from typing import Any, Iterator, Sequence

__all__ = [
    "ArgContext",
    "ToolOutput",
    "fill_arguments",
    "fill_arguments_detailed",
    "fill_structured_output",
    "json_dumps",
    "describe_outputs",
    "describe_output",
    "concise_phrase",
    "parse_output",
]

_MISSING: Any = object()

# ---------------------------------------------------------------------------------------------
# Words: tokenising, stemming, stop words and synonyms (shared with the policy)
# ---------------------------------------------------------------------------------------------

_NO_STEM = frozenset({"news", "status", "series", "species", "analysis", "gas", "bus", "yes", "this", "its", "us"})

STOPWORDS = frozenset(
    """a an the and or but if else of to in on at by for with from into onto about as is are was
    were be been being am do does did doing have has had having i me my mine we us our ours you your
    yours he him his she her it its they them their this that these those what whats which who whom
    whose when where why how can could would should will shall may might must please pls kindly let
    lets just also too very really some any all each every there here than so such not no yes ok
    okay hi hello hey thanks thank again once only own same other more most much many few both
    either neither im ive id youre dont doesnt isnt arent wasnt cant wont s t d ll re ve m use
    using used call calls called tool tools function functions user users return returns given
    specified provided want wanted need needs like get gets got go going one first then next
    finally lastly step after before via per""".split()
)

# Extra words a concise search phrase can drop (requests, not content).
_FILLER = STOPWORDS | frozenset(
    """search searching find finding look looking lookup tell show give check know see fetch
    retrieve something anything info information find out up out over under me please could
    web internet online google browse email mail send schedule create make add
    would like need want wondering curious help quick quickly right now currently also""".split()
) - frozenset({"latest", "current", "news"})

SYNONYM_GROUPS: tuple[str, ...] = (
    "weather forecast temperature temp rain raining sunny snow snowing wind windy humid humidity climate degrees celsius fahrenheit umbrella cloudy storm",
    "price prices cost costs pricing expensive cheap cheaper cheapest fee fees worth deal deals",
    "deal deals bargain bargains discount discounts sale sales offer offers saving savings coupon",
    "find search look lookup seek locate discover scan browse query fetch retrieve",
    "notify notification alert tell send inform message ping remind reminder",
    "ticket tickets issue issues incident incidents bug bugs case",
    "convert conversion exchange",
    "currency currencies money dollar dollars usd euro euros eur pound pounds gbp yen jpy franc chf fx",
    "translate translation translator language languages",
    "flight flights plane airline fly flying departure arrival airport",
    "stock stocks share shares ticker quote equity market trading trade nasdaq nyse",
    "count tally length",
    "word words",
    "time clock hour timezone",
    "email mail inbox",
    "restaurant restaurants food eat eating dinner lunch breakfast cafe dining cuisine",
    "place places location nearby near attraction attractions poi spot spots venue sights sightseeing",
    "calendar event events meeting meetings schedule appointment",
    "news headline headlines latest",
    "order orders purchase purchases buy bought shipment shipping delivery package parcel",
    "refund refunds reimburse reimbursement",
    "book booking reserve reservation",
    "estimate estimation appraise appraisal assess evaluate valuation worth value",
    "summarize summary summarise recap",
    "calculate calculation compute math sum plus multiply divide subtract",
    "cancel delete remove",
    "create add make new",
    "customer account profile client",
    "hotel hotels accommodation stay lodging",
    "escalate escalation urgent",
)


def split_identifier(name: str) -> list[str]:
    """`getWeatherNow` / `get_weather_now` / `get-weather` -> ["get", "weather", "now"]."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", spaced)
    return [part.lower() for part in re.findall(r"[A-Za-z]+|\d+", spaced)]


def stem(word: str) -> str:
    """A tiny, predictable stemmer: plurals, -ing, -ed, final e (estimated == estimate)."""
    w = word.lower()
    if len(w) <= 3 or w in _NO_STEM or not w.isalpha():
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith(("ches", "shes", "xes", "zes")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz":
        w = w[:-1]
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    if w.endswith("i") and len(w) > 3:
        w = w[:-1] + "y"
    return w


def _build_synonyms() -> dict[str, frozenset[int]]:
    table: dict[str, set[int]] = {}
    for index, group in enumerate(SYNONYM_GROUPS):
        for word in group.split():
            table.setdefault(stem(word), set()).add(index)
    return {key: frozenset(value) for key, value in table.items()}


SYNONYMS = _build_synonyms()


def synonym_groups(stemmed: str) -> frozenset[int]:
    return SYNONYMS.get(stemmed, frozenset())


def words(text: str) -> list[str]:
    """Lowercase words of a text (apostrophes dropped: "what's" -> "whats")."""
    return [w.lower() for w in re.findall(r"[A-Za-z0-9]+", text.replace("'", "").replace("’", ""))]


def content_stems(text: str) -> list[str]:
    """Stems of the non-stop words of a text, in order, without duplicates."""
    out: list[str] = []
    for w in words(text):
        if w in STOPWORDS:
            continue
        s = stem(w)
        if s not in out:
            out.append(s)
    return out


def identifier_stems(name: str) -> list[str]:
    return [stem(t) for t in split_identifier(name)]


def humanize(name: str) -> str:
    """`estimate_true_value` -> "estimate true value"."""
    return " ".join(split_identifier(name))


# ---------------------------------------------------------------------------------------------
# JSON helpers
# ---------------------------------------------------------------------------------------------


def json_dumps(obj: Any) -> str:
    """Compact JSON, keys in insertion (= schema) order, non-ASCII kept as is."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _json_equal(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def _freeze(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


_PY_KV = re.compile(r"([A-Za-z_]\w*)=('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|[^\s,()]+)")


def parse_output(text: str) -> Any:
    """A tool output as data: JSON, a Python literal (`str(dict)` as the Agents SDK sends it), or
    `key=value` pairs (a pydantic model / dataclass repr). None when it is plain text."""
    stripped = text.strip()
    if not stripped or len(stripped) > 5_000_000:
        return None
    if stripped[0] in "[{\"" or stripped in ("true", "false", "null") or re.fullmatch(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", stripped):
        try:
            return json.loads(stripped)
        except ValueError:
            pass
    if len(stripped) > 200_000:
        return None
    if stripped[0] in "[{(" or re.fullmatch(r"-?\d+(\.\d+)?", stripped):
        try:
            value = ast.literal_eval(stripped)
        except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
            value = None
        if value is not None:
            return _jsonable(value)
    pairs = _PY_KV.findall(stripped)
    if len(pairs) >= 2 and sum(len(k) + len(v) + 1 for k, v in pairs) >= 0.6 * len(re.sub(r"\s", "", stripped)) - 40:
        out: dict[str, Any] = {}
        for key, raw in pairs:
            try:
                out[key] = _jsonable(ast.literal_eval(raw))
            except (ValueError, SyntaxError):
                out[key] = raw
        return out
    return None


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
        if isinstance(value, (set, frozenset)):
            items = sorted(items, key=_freeze)
        return [_jsonable(v) for v in items]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


# ---------------------------------------------------------------------------------------------
# Tool outputs and the argument context
# ---------------------------------------------------------------------------------------------

_VERB_PREFIXES = frozenset(
    """get fetch estimate compute calculate lookup look find search check read list scan query
    retrieve load show count convert translate create make run do analyze analyse evaluate""".split()
)


@dataclass(frozen=True)
class ToolOutput:
    """One tool result seen in the conversation, parsed where possible."""

    name: str
    text: str
    value: Any = None
    arguments: dict[str, Any] | None = None
    is_error: bool = False
    error: str | None = None
    current_turn: bool = True
    call_id: str | None = None

    @classmethod
    def parse(
        cls,
        name: str,
        text: str,
        *,
        arguments: str | dict[str, Any] | None = None,
        current_turn: bool = True,
        call_id: str | None = None,
    ) -> "ToolOutput":
        value = parse_output(text)
        args: dict[str, Any] | None
        if isinstance(arguments, str):
            try:
                parsed_args = json.loads(arguments) if arguments.strip() else {}
            except ValueError:
                parsed_args = None
            args = parsed_args if isinstance(parsed_args, dict) else None
        else:
            args = arguments
        is_error, error = _detect_error(text, value)
        return cls(name or "tool", text, value, args, is_error, error, current_turn, call_id)

    @property
    def is_structured(self) -> bool:
        return self.value is not None

    def pseudo_keys(self) -> list[str]:
        """Keys under which a scalar output is known: the tool name and the name minus its verb."""
        keys = [self.name]
        parts = self.name.split("_") if "_" in self.name else split_identifier(self.name)
        if len(parts) > 1 and parts[0].lower() in _VERB_PREFIXES:
            keys.append("_".join(parts[1:]))
        return keys


def _detect_error(text: str, value: Any) -> tuple[bool, str | None]:
    if isinstance(value, dict):
        for key in ("error", "errors", "error_message"):
            if key in value and value[key] not in (None, False, "", [], {}):
                err = value[key]
                if isinstance(err, dict):
                    err = err.get("message") or err.get("detail") or json_dumps(err)
                elif isinstance(err, list):
                    err = "; ".join(str(e) for e in err[:3])
                return True, str(err)
    stripped = text.strip()
    low = stripped.lower()
    if low.startswith(("error", "an error occurred", "exception", "traceback")):
        message = stripped
        match = re.search(r"error:\s*(.+)$", stripped, re.I | re.S)
        if match and low.startswith("an error occurred"):
            message = match.group(1).strip()
        elif low.startswith("error"):
            message = re.sub(r"^error\s*[:\-]?\s*", "", stripped, flags=re.I) or stripped
        return True, message[:300]
    return False, None


def _is_handoff_output(name: str, value: Any) -> bool:
    if name.startswith("transfer_to_"):
        return True
    return isinstance(value, dict) and list(value.keys()) == ["assistant"] and isinstance(value["assistant"], str)


@dataclass(frozen=True)
class ArgContext:
    """What argument filling may look at.

    - `user_text`: the newest user message; `earlier_user_texts`: older user messages, newest
      first (a fallback: "And in Rome?" still knows the amount from "Convert 100 USD...").
    - `instructions`: system/developer text (values stated there, e.g. "the user lives in Berlin").
    - `outputs`: tool outputs of the conversation, oldest first (`current_turn` marks this turn's).
    - `focus`: one element of a list result when fanning out; its fields win over everything.
    """

    user_text: str = ""
    earlier_user_texts: tuple[str, ...] = ()
    instructions: str = ""
    outputs: tuple[ToolOutput, ...] = ()
    focus: dict[str, Any] | None = None

    @classmethod
    def from_conversation(cls, conv: Any, *, focus: dict[str, Any] | None = None) -> "ArgContext":
        messages = list(conv.messages)
        turn_start = 0
        for index in range(len(messages) - 1, -1, -1):
            if messages[index].role == "user":
                turn_start = index
                break
        users = [m.content for m in messages if m.role == "user"]
        instructions = "\n".join(
            [conv.instructions or ""] + [m.content for m in messages if m.role in ("system", "developer")]
        ).strip()
        calls: dict[str, tuple[str, str]] = {}
        outputs: list[ToolOutput] = []
        for index, message in enumerate(messages):
            if message.role == "assistant":
                for tc in message.tool_calls:
                    calls[tc.call_id] = (tc.name, tc.arguments)
            elif message.role == "tool":
                name, args = calls.get(message.tool_call_id or "", (message.name or "", None))
                name = message.name or name
                out = ToolOutput.parse(
                    name, message.content, arguments=args, current_turn=index >= turn_start, call_id=message.tool_call_id
                )
                if _is_handoff_output(name, out.value):
                    continue
                outputs.append(out)
        return cls(
            user_text=users[-1] if users else "",
            earlier_user_texts=tuple(reversed(users[:-1])),
            instructions=instructions,
            outputs=tuple(outputs),
            focus=focus,
        )

    def with_focus(self, focus: dict[str, Any] | None) -> "ArgContext":
        return dataclasses.replace(self, focus=focus)

    def user_texts(self) -> list[str]:
        return [t for t in (self.user_text, *self.earlier_user_texts) if t]

    def current_outputs(self) -> list[ToolOutput]:
        return [o for o in self.outputs if o.current_turn]

    def earlier_outputs(self) -> list[ToolOutput]:
        return [o for o in self.outputs if not o.current_turn]


# ---------------------------------------------------------------------------------------------
# Schemas: $ref resolution and a small validator (used to vet every candidate value)
# ---------------------------------------------------------------------------------------------


def _lookup_ref(root: Any, ref: str) -> Any:
    if not isinstance(ref, str) or not ref.startswith("#"):
        return {}
    node = root
    for part in ref[1:].lstrip("/").split("/") if ref not in ("#", "#/") else []:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return {}
    return node


def _resolve(schema: Any, root: Any) -> Any:
    """The schema with `$ref`s followed and single-schema `allOf`s merged (booleans kept)."""
    if not isinstance(schema, dict):
        return schema
    s = schema
    hops = 0
    while isinstance(s, dict) and "$ref" in s and hops < 32:
        target = _lookup_ref(root, s["$ref"])
        if not isinstance(target, dict):
            return target
        rest = {k: v for k, v in s.items() if k != "$ref"}
        s = {**target, **rest}
        hops += 1
    if isinstance(s, dict) and isinstance(s.get("allOf"), list):
        merged = {k: v for k, v in s.items() if k != "allOf"}
        for sub in s["allOf"]:
            sub_r = _resolve(sub, root)
            if not isinstance(sub_r, dict):
                continue
            for key, value in sub_r.items():
                if key == "properties" and isinstance(value, dict):
                    merged["properties"] = {**value, **merged.get("properties", {})}
                elif key == "required" and isinstance(value, list):
                    merged["required"] = list(dict.fromkeys([*merged.get("required", []), *value]))
                elif key not in merged:
                    merged[key] = value
        s = merged
    return s


def _types_of(s: dict[str, Any]) -> list[str]:
    t = s.get("type")
    if isinstance(t, str):
        return [t]
    if isinstance(t, list):
        return [x for x in t if isinstance(x, str)]
    return []


def _is_type(value: Any, t: str) -> bool:
    if t == "null":
        return value is None
    if t == "boolean":
        return isinstance(value, bool)
    if t == "integer":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, float) and value.is_integer()
        )
    if t == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    if t == "string":
        return isinstance(value, str)
    if t == "array":
        return isinstance(value, list)
    if t == "object":
        return isinstance(value, dict)
    return True


def _format_ok(value: str, fmt: str) -> bool:
    try:
        if fmt == "date":
            return bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", value)) and bool(date.fromisoformat(value))
        if fmt == "date-time":
            return bool(
                re.fullmatch(r"\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})", value)
            ) and bool(date.fromisoformat(value[:10]))
        if fmt == "time":
            return bool(re.fullmatch(r"([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?([Zz]|[+-]\d{2}:\d{2})", value))
        if fmt in ("email", "idn-email"):
            return bool(re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value))
        if fmt in ("uri", "url", "iri"):
            return bool(re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*:[^\s]+", value))
        if fmt == "uuid":
            return bool(re.fullmatch(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", value))
        if fmt == "ipv4":
            parts = value.split(".")
            return len(parts) == 4 and all(p.isdigit() and 0 <= int(p) <= 255 and str(int(p)) == p for p in parts)
    except ValueError:
        return False
    return True


def _valid(value: Any, schema: Any, root: Any, depth: int = 0) -> bool:
    """Does `value` satisfy `schema`? Covers the keywords tool schemas use (a subset of 2020-12)."""
    if depth > 40:
        return True
    s = _resolve(schema, root)
    if s is True or s is None:
        return True
    if s is False:
        return False
    if not isinstance(s, dict):
        return True
    if "const" in s and not _json_equal(value, s["const"]):
        return False
    if isinstance(s.get("enum"), list) and not any(_json_equal(value, e) for e in s["enum"]):
        return False
    types = _types_of(s)
    if types and not any(_is_type(value, t) for t in types):
        return False
    if isinstance(s.get("anyOf"), list) and not any(_valid(value, b, root, depth + 1) for b in s["anyOf"]):
        return False
    if isinstance(s.get("oneOf"), list) and sum(1 for b in s["oneOf"] if _valid(value, b, root, depth + 1)) != 1:
        return False
    if isinstance(s.get("allOf"), list) and not all(_valid(value, b, root, depth + 1) for b in s["allOf"]):
        return False
    if "not" in s and _valid(value, s["not"], root, depth + 1):
        return False
    if isinstance(value, str):
        if isinstance(s.get("minLength"), int) and len(value) < s["minLength"]:
            return False
        if isinstance(s.get("maxLength"), int) and len(value) > s["maxLength"]:
            return False
        if isinstance(s.get("pattern"), str):
            try:
                if not re.search(s["pattern"], value):
                    return False
            except re.error:
                pass
        if isinstance(s.get("format"), str) and not _format_ok(value, s["format"]):
            return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if isinstance(s.get("minimum"), (int, float)) and value < s["minimum"]:
            return False
        if isinstance(s.get("maximum"), (int, float)) and value > s["maximum"]:
            return False
        ex_min, ex_max = s.get("exclusiveMinimum"), s.get("exclusiveMaximum")
        if isinstance(ex_min, bool):
            ex_min = s.get("minimum") if ex_min else None
        if isinstance(ex_max, bool):
            ex_max = s.get("maximum") if ex_max else None
        if isinstance(ex_min, (int, float)) and value <= ex_min:
            return False
        if isinstance(ex_max, (int, float)) and value >= ex_max:
            return False
        mult = s.get("multipleOf")
        if isinstance(mult, (int, float)) and mult > 0:
            q = value / mult
            if abs(q - round(q)) > 1e-9:
                return False
    if isinstance(value, list):
        if isinstance(s.get("minItems"), int) and len(value) < s["minItems"]:
            return False
        if isinstance(s.get("maxItems"), int) and len(value) > s["maxItems"]:
            return False
        if s.get("uniqueItems") is True and len({_freeze(v) for v in value}) != len(value):
            return False
        prefix = s.get("prefixItems")
        items = s.get("items")
        start = 0
        if isinstance(prefix, list):
            for item_schema, item in zip(prefix, value):
                if not _valid(item, item_schema, root, depth + 1):
                    return False
            start = len(prefix)
        if isinstance(items, list):  # draft-4 tuple form
            for item_schema, item in zip(items, value):
                if not _valid(item, item_schema, root, depth + 1):
                    return False
        elif items is not None:
            for item in value[start:]:
                if not _valid(item, items, root, depth + 1):
                    return False
        if "contains" in s and not any(_valid(v, s["contains"], root, depth + 1) for v in value):
            return False
    if isinstance(value, dict):
        props = s.get("properties") if isinstance(s.get("properties"), dict) else {}
        for key in s.get("required", []) or []:
            if key not in value:
                return False
        if isinstance(s.get("minProperties"), int) and len(value) < s["minProperties"]:
            return False
        if isinstance(s.get("maxProperties"), int) and len(value) > s["maxProperties"]:
            return False
        patterns = s.get("patternProperties") if isinstance(s.get("patternProperties"), dict) else {}
        extra = s.get("additionalProperties", True)
        for key, item in value.items():
            matched = False
            if key in props:
                matched = True
                if not _valid(item, props[key], root, depth + 1):
                    return False
            for pattern, pschema in patterns.items():
                try:
                    if re.search(pattern, key):
                        matched = True
                        if not _valid(item, pschema, root, depth + 1):
                            return False
                except re.error:
                    continue
            if not matched and extra is not True and not _valid(item, extra, root, depth + 1):
                return False
    return True


def _nullable(s: Any, root: Any) -> bool:
    s = _resolve(s, root)
    if not isinstance(s, dict):
        return s is True
    if "null" in _types_of(s):
        return True
    if isinstance(s.get("enum"), list) and None in s["enum"]:
        return True
    if "const" in s and s["const"] is None:
        return True
    for key in ("anyOf", "oneOf"):
        for branch in s.get(key, []) or []:
            if _nullable(branch, root):
                return True
    return False


def _branches(s: dict[str, Any], root: Any, depth: int = 0) -> list[dict[str, Any]]:
    """The non-null alternatives of a schema (anyOf/oneOf branches, or one per listed type)."""
    if depth > 10:
        return [s]
    parent = {k: v for k, v in s.items() if k not in ("anyOf", "oneOf", "type")}
    for key in ("anyOf", "oneOf"):
        if isinstance(s.get(key), list):
            out: list[dict[str, Any]] = []
            for branch in s[key]:
                r = _resolve(branch, root)
                if r is True:
                    r = {}
                if not isinstance(r, dict):
                    continue
                if _types_of(r) == ["null"] or ("const" in r and r["const"] is None) or r.get("enum") == [None]:
                    continue
                merged = {**{k: v for k, v in parent.items() if k in ("description", "title")}, **r}
                out.extend(_branches(merged, root, depth + 1))
            return out
    types = _types_of(s)
    non_null = [t for t in types if t != "null"]
    if len(types) > 1:
        return [{**parent, "type": t} for t in non_null]
    if types == ["null"]:
        return []
    return [s]


def _kind(s: dict[str, Any]) -> str:
    types = [t for t in _types_of(s) if t != "null"]
    if types:
        return types[0]
    if "enum" in s:
        values = [v for v in s["enum"] if v is not None]
        if values and all(isinstance(v, str) for v in values):
            return "string"
        return "enum"
    if "properties" in s or "additionalProperties" in s or "required" in s:
        return "object"
    if "items" in s or "prefixItems" in s:
        return "array"
    if any(k in s for k in ("minLength", "maxLength", "pattern", "format")):
        return "string"
    if any(k in s for k in ("minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum")):
        return "number"
    return "any"


# ---------------------------------------------------------------------------------------------
# Making a string that matches a regular expression (for `pattern` constraints)
# ---------------------------------------------------------------------------------------------

try:  # Python 3.11+
    import re._constants as _sre_c  # type: ignore[import-not-found]
    import re._parser as _sre_p  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _sre_c  # type: ignore[no-redef]
    import sre_parse as _sre_p  # type: ignore[no-redef]


class _Unsupported(Exception):
    pass


def _cat_char(cat: Any) -> str:
    name = str(cat)
    if "NOT_DIGIT" in name:
        return "a"
    if "DIGIT" in name:
        return "0"
    if "NOT_SPACE" in name:
        return "a"
    if "SPACE" in name:
        return " "
    if "NOT_WORD" in name:
        return "-"
    if "WORD" in name:
        return "a"
    return "a"


def _in_set(ch: str, items: list[Any]) -> bool:
    code = ord(ch)
    for op, av in items:
        if op is _sre_c.LITERAL and av == code:
            return True
        if op is _sre_c.RANGE and av[0] <= code <= av[1]:
            return True
        if op is _sre_c.CATEGORY:
            name = str(av)
            if "NOT_DIGIT" in name and not ch.isdigit():
                return True
            if "DIGIT" in name and "NOT" not in name and ch.isdigit():
                return True
            if "NOT_SPACE" in name and not ch.isspace():
                return True
            if "SPACE" in name and "NOT" not in name and ch.isspace():
                return True
            if "NOT_WORD" in name and not (ch.isalnum() or ch == "_"):
                return True
            if "WORD" in name and "NOT" not in name and (ch.isalnum() or ch == "_"):
                return True
    return False


def _example_for_pattern(pattern: str, extra: int = 0, branch: int = 0) -> str | None:
    """A short string matching `pattern` (built from its parse tree), or None."""
    try:
        parsed = _sre_p.parse(pattern)
    except Exception:
        return None
    groups: dict[int, str] = {}

    def gen(items: Any) -> str:
        out: list[str] = []
        for op, av in items:
            if op is _sre_c.LITERAL:
                out.append(chr(av))
            elif op is _sre_c.NOT_LITERAL:
                out.append("a" if av != ord("a") else "b")
            elif op is _sre_c.ANY:
                out.append("a")
            elif op is _sre_c.IN:
                negate = any(o is _sre_c.NEGATE for o, _ in av)
                rest = [(o, v) for o, v in av if o is not _sre_c.NEGATE]
                if negate:
                    for ch in "aA0_- x.":
                        if not _in_set(ch, rest):
                            out.append(ch)
                            break
                    else:
                        raise _Unsupported
                else:
                    op0, av0 = rest[0]
                    if op0 is _sre_c.LITERAL:
                        out.append(chr(av0))
                    elif op0 is _sre_c.RANGE:
                        out.append(chr(av0[0]))
                    elif op0 is _sre_c.CATEGORY:
                        out.append(_cat_char(av0))
                    else:
                        raise _Unsupported
            elif op in (_sre_c.MAX_REPEAT, _sre_c.MIN_REPEAT, getattr(_sre_c, "POSSESSIVE_REPEAT", None)):
                lo, hi, sub = av
                count = lo
                if extra and count < (hi if isinstance(hi, int) else count + extra):
                    count = min(lo + extra, hi) if isinstance(hi, int) else lo + extra
                out.append("".join(gen(sub) for _ in range(count)))
            elif op is _sre_c.SUBPATTERN:
                group, sub = av[0], av[-1]
                text = gen(sub)
                if group is not None:
                    groups[group] = text
                out.append(text)
            elif op is _sre_c.BRANCH:
                alts = av[1]
                out.append(gen(alts[min(branch, len(alts) - 1)]))
            elif op is _sre_c.GROUPREF:
                out.append(groups.get(av, ""))
            elif op is _sre_c.CATEGORY:
                out.append(_cat_char(av))
            elif op in (_sre_c.AT, _sre_c.ASSERT, _sre_c.ASSERT_NOT):
                continue
            elif op is getattr(_sre_c, "ATOMIC_GROUP", object()):
                out.append(gen(av))
            else:
                raise _Unsupported
        return "".join(out)

    try:
        text = gen(parsed)
    except (_Unsupported, Exception):
        return None
    try:
        return text if re.search(pattern, text) else None
    except re.error:
        return None


# ---------------------------------------------------------------------------------------------
# Reading values out of text
# ---------------------------------------------------------------------------------------------

_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_LANGUAGES = {
    "english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it", "portuguese": "pt",
    "dutch": "nl", "japanese": "ja", "chinese": "zh", "korean": "ko", "russian": "ru", "arabic": "ar",
    "hindi": "hi", "polish": "pl", "swedish": "sv", "turkish": "tr", "greek": "el", "danish": "da",
    "norwegian": "no", "finnish": "fi", "czech": "cs", "ukrainian": "uk", "hebrew": "he",
}
_CURRENCIES = {
    "USD": ["usd", "dollar", "dollars", "us dollar", "us dollars", "$"],
    "EUR": ["eur", "euro", "euros", "€"],
    "GBP": ["gbp", "pound", "pounds", "sterling", "£"],
    "JPY": ["jpy", "yen", "¥"],
    "CHF": ["chf", "swiss franc", "swiss francs", "franc", "francs"],
    "CAD": ["cad", "canadian dollar", "canadian dollars"],
    "AUD": ["aud", "australian dollar", "australian dollars"],
    "CNY": ["cny", "yuan", "renminbi", "rmb"],
    "INR": ["inr", "rupee", "rupees"],
    "SEK": ["sek", "swedish krona", "kronor"],
    "MXN": ["mxn", "peso", "pesos"],
}
_ALIAS_GROUPS: tuple[tuple[str, ...], ...] = (
    ("celsius", "c", "°c", "metric", "centigrade"),
    ("fahrenheit", "f", "°f", "imperial"),
    ("kelvin", "k"),
    ("km", "kilometers", "kilometres", "kilometer", "kilometre"),
    ("mi", "miles", "mile"),
    ("high", "urgent", "critical", "asap", "important"),
    ("low", "minor", "trivial"),
    ("positive", "good", "great", "love", "happy", "excellent"),
    ("negative", "bad", "terrible", "hate", "awful", "angry"),
) + tuple(tuple([code.lower(), *names]) for code, names in _CURRENCIES.items()) + tuple(
    (lang, code) for lang, code in _LANGUAGES.items()
)
_TICKERS = {
    "apple": "AAPL", "microsoft": "MSFT", "google": "GOOGL", "alphabet": "GOOGL", "amazon": "AMZN",
    "tesla": "TSLA", "nvidia": "NVDA", "meta": "META", "facebook": "META", "netflix": "NFLX",
    "ibm": "IBM", "intel": "INTC", "amd": "AMD", "oracle": "ORCL", "salesforce": "CRM",
}
_POSITIVE = frozenset("love loved great good excellent amazing awesome happy fantastic wonderful best like liked enjoy enjoyed perfect pleased delighted recommend brilliant".split())
_NEGATIVE = frozenset("hate hated bad terrible awful worst poor broken angry disappointed disappointing horrible useless refund slow annoying sad rude never".split())
_NOT_PLACES = frozenset(
    [d.capitalize() for d in _DAYS + _MONTHS]
    + [w.capitalize() for w in _LANGUAGES]
    + "I Today Tomorrow Tonight Yesterday Celsius Fahrenheit Kelvin Please Thanks The A An My Your Our This That What Which When Where Who How Why Is Are Can Could Would Should Do Does Also And Or But Hi Hello Hey Dear Mr Mrs Ms Dr Weekend Morning Evening Afternoon Night Metric Imperial".split()
    + list(_CURRENCIES)
)
_TIME_WORDS = frozenset(
    "today tomorrow tonight yesterday morning evening afternoon night week weekend month year now moment general detail details celsius fahrenheit metric imperial english total particular".split()
    + _DAYS
    + _MONTHS
    + list(_LANGUAGES)
)
_CONNECTORS = frozenset("de la le del della di da do dos du van von der den am upon on sur y of".split())

_EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_URL_RE = re.compile(r"https?://[^\s<>\"'()\]]+")
_ISO_DATE_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_ID_RE = re.compile(r"\b[A-Z][A-Z0-9]{0,9}[-_#][A-Z0-9]*\d[A-Z0-9-]*\b")
_FLIGHT_RE = re.compile(r"\b([A-Z]{2}|[A-Z]\d|\d[A-Z])\s?(\d{1,4}[A-Z]?)\b")
_QUOTED_RE = re.compile(r"\"([^\"\n]{1,500})\"|“([^”\n]{1,500})”|(?:(?<=[\s(:])|^)'([^'\n]{1,300})'(?=[\s.,!?;:)]|$)|`([^`\n]{1,300})`")
_TIME_RE = re.compile(r"\b([01]?\d|2[0-3]):([0-5]\d)\b|\b(1[0-2]|0?[1-9])\s?(am|pm)\b", re.I)
_NUM_RE = re.compile(
    r"(?<![\w.\-/:#@])(?P<cur>[$€£¥])?\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?P<k>k\b)?(?P<glued>km|mi|kg|lbs|lb|mm|cm|m|h|hrs?|mins?|s|gb|mb|°c|°f|°)?(?P<pct>\s?%|\s?percent\b)?(?![\d\w])",
    re.I,
)
_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20}
_DISTANCE_UNITS = frozenset("m km mi meter meters metre metres kilometer kilometers kilometre kilometres mile miles feet ft yards".split())
_DURATION_UNITS = frozenset("second seconds sec secs s minute minutes min mins hour hours h hr hrs day days week weeks month months year years night nights".split())
_COUNT_CUES_BEFORE = frozenset("top first best last up most limit max maximum least only".split())
_COUNT_NOUNS = frozenset("results result items item options option suggestions suggestion ideas examples entries rows records articles links hits deals places restaurants hotels matches answers".split())


def _date_from_text(text: str) -> list[str]:
    found: list[str] = []
    for m in _ISO_DATE_RE.finditer(text):
        try:
            found.append(date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat())
        except ValueError:
            pass
    months = "|".join(_MONTHS) + "|" + "|".join(m[:3] for m in _MONTHS)
    for m in re.finditer(rf"\b({months})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", text, re.I):
        found.append(_mk_date(m.group(3), m.group(1), m.group(2)))
    for m in re.finditer(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({months})\.?,?\s+(\d{{4}})\b", text, re.I):
        found.append(_mk_date(m.group(3), m.group(2), m.group(1)))
    return [d for d in dict.fromkeys(found) if d]


def _mk_date(year: str, month: str, day: str) -> str:
    month_l = month.lower()
    index = next((i for i, name in enumerate(_MONTHS) if name.startswith(month_l[:3])), -1)
    try:
        return date(int(year), index + 1, int(day)).isoformat()
    except ValueError:
        return ""


def _times_from_text(text: str) -> list[str]:
    out: list[str] = []
    for m in _TIME_RE.finditer(text):
        if m.group(1) is not None:
            out.append(f"{int(m.group(1)):02d}:{m.group(2)}:00")
        else:
            hour = int(m.group(3)) % 12 + (12 if m.group(4).lower() == "pm" else 0)
            out.append(f"{hour:02d}:00:00")
    return out


def _quoted(text: str) -> list[str]:
    out = []
    for m in _QUOTED_RE.finditer(text):
        value = next(g for g in m.groups() if g is not None).strip()
        if value:
            out.append(value)
    return out


def _after_colon(text: str) -> str | None:
    m = re.search(r":\s*(.+)$", text.strip(), re.S)
    if m and len(m.group(1).strip()) >= 2 and not re.match(r"//", m.group(1)):
        return m.group(1).strip()
    return None


def _emails(text: str) -> list[str]:
    return list(dict.fromkeys(_EMAIL_RE.findall(text)))


def _urls(text: str) -> list[str]:
    return list(dict.fromkeys(u.rstrip(".,;:!?") for u in _URL_RE.findall(text)))


def _ids(text: str) -> list[str]:
    found = [m.group(0) for m in _ID_RE.finditer(text) if not _EMAIL_RE.search(m.group(0))]
    found += [f"#{m.group(1)}" for m in re.finditer(r"#(\d{2,})\b", text)]
    return list(dict.fromkeys(found))


def _flights(text: str) -> list[str]:
    out = []
    for m in _FLIGHT_RE.finditer(text):
        code = m.group(1) + m.group(2)
        if m.group(1).isalpha() and m.group(1) in ("AM", "PM", "US", "EU", "UK", "ID"):
            continue
        out.append(code)
    return list(dict.fromkeys(out))


def _tickers(text: str) -> list[str]:
    out: list[str] = []
    for m in re.finditer(r"\$([A-Z]{1,5})\b", text):
        out.append(m.group(1))
    for m in re.finditer(r"\b(?:ticker|symbol|stock)\s*:?\s*([A-Z]{1,5})\b", text):
        out.append(m.group(1))
    for w in words(text):
        if w in _TICKERS:
            out.append(_TICKERS[w])
    skip = {"I", "A", "AI", "US", "USA", "UK", "EU", "CEO", "OK", "API", "PM", "AM", "ETA", "FAQ", "ID", "TV", "PC"} | set(_CURRENCIES)
    for m in re.finditer(r"(?<![\w$-])([A-Z]{2,5})(?![\w-])", text):
        if m.group(1) not in skip:
            out.append(m.group(1))
    return list(dict.fromkeys(out))


def _word_spans(text: str) -> list[tuple[str, int, int]]:
    return [(m.group(0), m.start(), m.end()) for m in re.finditer(r"[\w'’-]+|[.,;:!?&()\"]", text)]


def _cap_sequence(tokens: list[tuple[str, int, int]], start: int) -> tuple[str, int]:
    """A capitalised name starting at token `start` ("Berlin Mitte", "Rio de Janeiro", "St. Louis")."""
    parts: list[str] = []
    i = start
    while i < len(tokens):
        tok = tokens[i][0]
        if tok[:1].isupper() and tok[:1].isalpha() and not (len(tok) >= 4 and tok.isupper()):
            parts.append(tok)
            i += 1
            if i < len(tokens) and tokens[i][0] == "." and len(tok) <= 3 and i + 1 < len(tokens) and tokens[i + 1][0][:1].isupper():
                parts[-1] = tok + "."
                i += 1
            continue
        if parts and tok.lower() in _CONNECTORS and i + 1 < len(tokens) and tokens[i + 1][0][:1].isupper() and tok.islower():
            parts.append(tok)
            i += 1
            continue
        break
    while parts and parts[0] in _NOT_PLACES:
        parts.pop(0)
    while parts and (parts[-1] in _NOT_PLACES or parts[-1].lower() in _CONNECTORS):
        parts.pop()
    return " ".join(parts), i


def _locations(text: str, *, role: str = "any", strict_preps: bool = False, groups: list[list[str]] | None = None) -> list[str]:
    """Place names: capitalised words after "in"/"at"/"near"/"for" ("from"/"to" for those roles).

    "weather in Paris and in Rome" -> ["Paris", "Rome"]; "Paris, France" stays one place.
    """
    tokens = _word_spans(text)
    if role == "from":
        preps = {"from"}
    elif role == "to":
        preps = {"to", "into"}
    elif strict_preps:
        preps = {"in", "near", "at"}
    else:
        preps = {"in", "at", "near", "around", "for", "of", "visiting", "nearby", "from", "to", "outside", "within", "inside", "about", "regarding"}
    ordered_preps = ["in", "at", "near", "around", "nearby", "visiting", "inside", "outside", "within", "for", "of", "to", "from", "into", "about", "regarding"]
    found: list[tuple[int, int, str]] = []  # (prep rank, position, name)
    i = 0
    while i < len(tokens):
        tok = tokens[i][0].lower()
        if tok in preps and i + 1 < len(tokens):
            j = i + 1
            if tokens[j][0].lower() == "the" and j + 1 < len(tokens):
                j += 1
            name, end = _cap_sequence(tokens, j)
            if name:
                items = [name]
                joined = False
                k = end
                while k < len(tokens):
                    sep = tokens[k][0].lower()
                    if sep in (",", "and", "or", "&", "plus"):
                        nxt = k + 1
                        if nxt < len(tokens) and tokens[nxt][0].lower() in ("and", "or"):
                            nxt += 1
                        if nxt < len(tokens) and tokens[nxt][0].lower() in preps:
                            nxt += 1
                        if nxt < len(tokens) and tokens[nxt][0].lower() == "the":
                            nxt += 1
                        more, end2 = _cap_sequence(tokens, nxt) if nxt < len(tokens) else ("", nxt)
                        if not more:
                            break
                        if sep != "," or (nxt > k + 1 and tokens[k + 1][0].lower() in ("and", "or")):
                            joined = True
                        items.append(more)
                        k = end2
                        continue
                    break
                if not joined and len(items) > 1:
                    items = [", ".join(items)]
                rank = ordered_preps.index(tok) if tok in ordered_preps else len(ordered_preps)
                if groups is not None:
                    groups.append(list(items))
                for n, item in enumerate(items):
                    found.append((rank, tokens[i][1] + n, item))
                i = k
                continue
        i += 1
    found.sort(key=lambda t: (t[0], t[1]))
    names = [name for _, _, name in found]
    if not names and role == "any" and not strict_preps:
        # lowercase fallback ("weather in paris") and capitalised words anywhere but the start
        for m in re.finditer(r"\b(?:in|at|near|around)\s+([a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)", text):
            cand = [w for w in m.group(1).split() if w not in STOPWORDS and w not in _TIME_WORDS and not w.isdigit()]
            first = m.group(1).split()[0]
            if cand and first == cand[0]:
                names.append(" ".join(w.capitalize() for w in cand[:2] if w not in STOPWORDS))
                break
        if not names:
            for m in re.finditer(r"\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:'s|’s)?\s+(?:weather|forecast|temperature|time|restaurants|hotels|news)\b", text):
                if m.group(1).split()[0] not in _NOT_PLACES:
                    names.append(m.group(1))
                    break
    names = [re.sub(r"(?:'s|’s|')$", "", name) for name in names]  # "near Vienna's centre" -> Vienna
    return list(dict.fromkeys(n for n in names if n))


def _strip_contacts(text: str) -> str:
    return _URL_RE.sub(" ", _EMAIL_RE.sub(" ", text))


def concise_phrase(text: str, max_words: int = 8) -> str:
    """The content words of a request: "Can you search for the latest news about solar panels?"
    -> "latest news solar panels"."""
    kept: list[str] = []
    text = _strip_contacts(text)
    for raw in re.findall(r"[\w][\w'’.+#-]*", text):
        word = raw.strip(".'’-")
        low = word.lower().replace("'", "").replace("’", "")
        if not word or low in _FILLER or low.endswith(("'s", "’s")) and low[:-2] in _FILLER:
            continue
        if re.fullmatch(r"(whats|hows|wheres|whos|thats|its|lets|id|ill|im)", low):
            continue
        kept.append(word)
        if len(kept) >= max_words:
            break
    return " ".join(kept)


@dataclass(frozen=True)
class _Num:
    value: float
    start: int
    end: int
    is_int: bool
    percent: bool
    currency: str | None
    unit: str
    before: tuple[str, ...]
    after: tuple[str, ...]


_KM_UNITS = frozenset("km kilometer kilometers kilometre kilometres".split())
_M_UNITS = frozenset("m meter meters metre metres".split())


def _in_parameter_units(num: _Num, name: str, schema: dict[str, Any]) -> float | int:
    """A distance in the unit the parameter asks for: "within 10 km" fills `radius_m` with 10000."""
    last = (split_identifier(name) or [""])[-1]
    description = str(schema.get("description", "")).lower()
    wants_km = last in _KM_UNITS or "kilomet" in description
    wants_m = not wants_km and (last in _M_UNITS or "metre" in description or "meter" in description)
    value = num.value
    if wants_m and num.unit in _KM_UNITS:
        value = num.value * 1000
    elif wants_km and num.unit in _M_UNITS:
        value = num.value / 1000
    return int(value) if float(value).is_integer() else value


def _numbers(text: str) -> list[_Num]:
    """Numbers of a text with their surroundings (not the digits inside ids, dates or times)."""
    blocked: list[tuple[int, int]] = []
    for regex in (_ISO_DATE_RE, _ID_RE, _EMAIL_RE, _URL_RE, _FLIGHT_RE, re.compile(r"\b\d{1,2}:\d{2}\b")):
        blocked.extend((m.start(), m.end()) for m in regex.finditer(text))
    out: list[_Num] = []
    for m in _NUM_RE.finditer(text):
        s, e = m.start("num"), m.end("num")
        if any(bs <= s < be for bs, be in blocked):
            continue
        raw = m.group("num").replace(",", "")
        value = float(raw)
        if m.group("k"):
            value *= 1000
        if s > 1 and text[s - 1] == "-" and (s < 2 or not text[s - 2].isalnum()):
            value = -value
        cur = None
        if m.group("cur"):
            cur = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}[m.group("cur")]
        before = tuple(words(text[max(0, s - 60) : m.start()])[-5:])
        after_words = words(text[m.end() : m.end() + 60])[:4]
        glued = (m.group("glued") or "").lower()
        unit = glued or (after_words[0] if after_words else "")
        if not cur and unit.upper() in _CURRENCIES:
            cur = unit.upper()
        if not cur:
            for code, names in _CURRENCIES.items():
                if unit in names:
                    cur = code
        out.append(
            _Num(value, s, e, value.is_integer() and "." not in raw, bool(m.group("pct")), cur, unit, before, tuple(after_words))
        )
    for m in re.finditer(r"\b(?:top|first|best|last)\s+(" + "|".join(_WORD_NUMBERS) + r")\b", text, re.I):
        word = m.group(1).lower()
        after_words = words(text[m.end() : m.end() + 40])[:4]
        out.append(_Num(float(_WORD_NUMBERS[word]), m.start(1), m.end(1), True, False, None, after_words[0] if after_words else "", tuple(words(text[max(0, m.start() - 40) : m.start(1)])[-5:]), tuple(after_words)))
    out.sort(key=lambda n: n.start)
    return out


# ---------------------------------------------------------------------------------------------
# Parameter categories (what a parameter's name says about the value it wants)
# ---------------------------------------------------------------------------------------------

_QUERY_NAMES = frozenset("query q search search_query search_term term terms keywords keyword topic question prompt phrase lookup".split())
_TEXT_NAMES = frozenset("text content input input_text source_text passage document sentence paragraph string code snippet".split())
_MESSAGE_NAMES = frozenset("message msg body email_body note notes comment comments details description desc reason instructions request feedback notification alert".split())
_TITLE_NAMES = frozenset("title subject headline label caption heading".split())
_SUMMARY_NAMES = frozenset("summary answer response result reply explanation conclusion output analysis report recommendation reasoning rationale verdict final_answer".split())
_LOCATION_NAMES = frozenset("location city place address region area destination origin town where near neighborhood neighbourhood locality venue spot departure arrival".split())
_PERSON_NAMES = frozenset("name person customer username contact author assignee owner recipient_name full_name first_name last_name".split())
_ID_TAILS = frozenset("id ids number no num code ref reference key sku isbn pnr confirmation handle slug".split())
_NUMBER_ROLES = {
    "money": frozenset("price cost amount budget value total fee salary income spend dollars usd eur worth msrp payment balance".split()),
    "distance": frozenset("radius distance range km miles meters metres within".split()),
    "percent": frozenset("percent percentage pct threshold rate discount ratio tax tip".split()),
    "duration": frozenset("days day hours hour minutes minute weeks week months month years year nights night duration seconds".split()),
    "count": frozenset("limit count top k n num results size items many quantity qty max number max_results page_size".split()),
}


def _category(name: str, schema: dict[str, Any]) -> str:
    tokens = split_identifier(name)
    low = name.lower()
    last = tokens[-1] if tokens else low
    fmt = schema.get("format") if isinstance(schema.get("format"), str) else ""
    token_set = set(tokens)
    if fmt in ("email", "idn-email") or "email" in token_set or low in ("to", "recipient", "recipients", "cc", "bcc"):
        return "email"
    if fmt == "date" or "date" in token_set or last in ("birthday", "dob", "deadline"):
        return "date"
    if fmt == "date-time" or "datetime" in low or "timestamp" in token_set:
        return "datetime"
    if token_set & {"timezone", "tz"} or low in ("time_zone", "zone"):
        return "timezone"
    if low in ("expression", "expr", "formula", "equation", "math", "calculation") or last in ("expression", "formula", "equation"):
        return "expression"
    if fmt == "time" or last == "time":
        return "time"
    if fmt in ("uri", "url", "iri", "uri-reference") or token_set & {"url", "uri", "link", "website", "href"}:
        return "url"
    if token_set & {"ticker", "symbol"} or (token_set & {"stock"} and not token_set & {"count", "level"}):
        return "ticker"
    if "flight" in token_set:
        return "flight"
    if token_set & {"language", "lang", "locale"}:
        return "language"
    if "currency" in token_set:
        return "currency"
    if low in _QUERY_NAMES or last in ("query", "keywords", "question", "prompt"):
        return "query"
    if low in _MESSAGE_NAMES or last in ("message", "body"):
        return "message"
    if low in _TEXT_NAMES or last in ("text", "content"):
        return "text"
    if low in _SUMMARY_NAMES or last in ("summary", "answer", "explanation", "response", "reply", "result"):
        return "summary"
    if low in _MESSAGE_NAMES or last in ("message", "description", "note", "notes", "details", "comment", "reason"):
        return "message"
    if low in _TITLE_NAMES or last in ("title", "subject", "headline"):
        return "title"
    if token_set & _LOCATION_NAMES or (last in ("from", "to") and len(tokens) > 1):
        return "location"
    if last in _ID_TAILS or low.endswith("id"):
        return "id"
    if token_set & _PERSON_NAMES:
        return "person"
    return "generic"


def _location_role(name: str) -> str:
    tokens = set(split_identifier(name))
    if tokens & {"from", "origin", "departure", "source", "start", "src", "pickup"}:
        return "from"
    if tokens & {"to", "destination", "arrival", "dest", "end", "target", "dropoff"}:
        return "to"
    return "any"


def _number_role(name: str) -> str:
    tokens = split_identifier(name)
    token_set = set(tokens) | {name.lower()}
    for role in ("money", "distance", "percent", "duration", "count"):
        if token_set & _NUMBER_ROLES[role]:
            return role
    return "generic"


# ---------------------------------------------------------------------------------------------
# Output values by field name
# ---------------------------------------------------------------------------------------------

_GENERIC_SUFFIX = frozenset({"type", "status", "data", "result", "info", "items", "list", "kind"})
_ID_HEADS = frozenset({"id", "ids", "key", "code", "number", "no", "url", "uri", "link", "name", "type", "status", "date", "time"})


def _key_level(param: str, key: str) -> int:
    """How well an output key matches a parameter name: 1 exact, 2 same words (snake/camel,
    stemmed), 3 one is a suffix of the other (`ticket_id` ~ `id`), 4 same head word and another
    shared word, 0 no match."""
    if key == param:
        return 1
    a = identifier_stems(param)
    b = identifier_stems(key)
    if not a or not b:
        return 0
    if a == b:
        return 2
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    if long_[-len(short) :] == short and not (len(short) == 1 and short[0] in _GENERIC_SUFFIX):
        return 3
    if a[-1] == b[-1] and a[-1] not in _ID_HEADS and len(set(a) & set(b)) >= 2:
        return 4
    return 0


def _walk(value: Any, limit: int = 400) -> Iterator[tuple[str, Any]]:
    """(key, value) pairs of a JSON value, breadth first (top-level keys before nested ones)."""
    queue: list[Any] = [value]
    seen = 0
    while queue and seen < limit:
        node = queue.pop(0)
        if isinstance(node, dict):
            for key, item in node.items():
                seen += 1
                yield str(key), item
                if isinstance(item, (dict, list)):
                    queue.append(item)
        elif isinstance(node, list):
            for item in node[:50]:
                if isinstance(item, (dict, list)):
                    queue.append(item)


def _matches_in(value: Any, param: str, level: int, pseudo: Sequence[str] = ()) -> list[Any]:
    out: list[Any] = []
    if not isinstance(value, (dict, list)):
        if value is not None:
            for key in pseudo:
                if _key_level(param, key) == level:
                    out.append(value)
                    break
        return out
    for key, item in _walk(value):
        if _key_level(param, key) == level:
            out.append(item)
    return out


def _output_candidates(outputs: Sequence[ToolOutput], param: str, levels: Sequence[int]) -> list[Any]:
    cands: list[Any] = []
    for level in levels:
        for out in reversed(outputs):
            if out.is_error or out.value is None:
                continue
            cands.extend(_matches_in(out.value, param, level, out.pseudo_keys()))
    return cands


_LABEL_KEYS = ("name", "title", "product", "product_name", "item", "description", "city", "location", "place", "headline", "label", "subject", "summary")


def _label_of(record: dict[str, Any]) -> str | None:
    for key in _LABEL_KEYS:
        value = record.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    for key, value in record.items():
        toks = split_identifier(key)
        if toks and toks[-1] in ("name", "title", "description") and isinstance(value, str) and value.strip():
            return value.strip()
    return None


# ---------------------------------------------------------------------------------------------
# Facts: turning tool outputs into short readable sentences
# ---------------------------------------------------------------------------------------------

_MONEY_TOKENS = frozenset("price cost amount total fee budget msrp worth payment balance subtotal".split())
_VALUE_QUALIFIERS = frozenset("true market estimated estimate resale retail original list fair".split())
_UNIT_SUFFIX = {
    "c": "°C", "celsius": "°C", "f": "°F", "fahrenheit": "°F", "pct": "%", "percent": "%", "percentage": "%",
    "km": " km", "m": " m", "mm": " mm", "cm": " cm", "kmh": " km/h", "mph": " mph", "kg": " kg", "ms": " ms",
    "usd": "$", "eur": "€", "gbp": "£", "jpy": "¥",
}


def format_number(value: float | int) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if not math.isfinite(value):
        return str(value)
    if float(value).is_integer():
        return str(int(value))
    text = f"{value:.4f}" if abs(value) < 100 else f"{value:.2f}"
    return text.rstrip("0").rstrip(".")


def _money_key(tokens: list[str]) -> bool:
    if set(tokens) & _MONEY_TOKENS:
        return True
    return "value" in tokens and bool(set(tokens) & _VALUE_QUALIFIERS)


def _format_field(key: str, value: Any, record: dict[str, Any] | None = None) -> tuple[str, str]:
    """(label, rendered value) of one output field: ("temperature", "18°C"), ("price", "$248")."""
    tokens = split_identifier(key)
    label_tokens = list(tokens)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = format_number(value)
        unit = ""
        if label_tokens and label_tokens[-1] in _UNIT_SUFFIX and len(label_tokens) > 1:
            unit = _UNIT_SUFFIX[label_tokens.pop()]
        if unit in ("$", "€", "£", "¥"):
            return " ".join(label_tokens), f"{unit}{number}"
        if unit:
            return " ".join(label_tokens), f"{number}{unit}"
        if _money_key(tokens):
            currency = None
            if record:
                currency = record.get("currency") or record.get("currency_code")
            if isinstance(currency, str) and currency.upper() != "USD":
                return " ".join(label_tokens), f"{number} {currency}"
            return " ".join(label_tokens), f"${number}"
        if "temp" in tokens or "temperature" in tokens:
            unit_field = record.get("unit") or record.get("units") if record else None
            if isinstance(unit_field, str) and unit_field.lower() in ("c", "celsius", "metric"):
                return " ".join(label_tokens), f"{number}°C"
            if isinstance(unit_field, str) and unit_field.lower() in ("f", "fahrenheit", "imperial"):
                return " ".join(label_tokens), f"{number}°F"
        if set(tokens) & {"percent", "pct", "percentage", "discount"} and "%" not in number:
            return " ".join(label_tokens), f"{number}%"
        return " ".join(label_tokens), number
    if isinstance(value, bool):
        return " ".join(label_tokens), "yes" if value else "no"
    if value is None:
        return " ".join(label_tokens), "none"
    if isinstance(value, str):
        text = value.strip()
        if len(text) > 80:
            text = text[:77].rstrip() + "…"
        return " ".join(label_tokens), text
    if isinstance(value, list):
        shown = [_short(v) for v in value[:4]]
        more = f" (+{len(value) - 4} more)" if len(value) > 4 else ""
        return " ".join(label_tokens), ", ".join(s for s in shown if s) + more
    if isinstance(value, dict):
        inner = []
        for k, v in list(value.items())[:3]:
            if isinstance(v, (str, int, float, bool)):
                lab, val = _format_field(k, v, value)
                inner.append(f"{lab} {val}".strip())
        return " ".join(label_tokens), ", ".join(inner)
    return " ".join(label_tokens), str(value)


def _short(value: Any) -> str:
    if isinstance(value, dict):
        label = _label_of(value)
        if label:
            return label if len(label) <= 60 else label[:57] + "…"
        for k, v in value.items():
            if isinstance(v, (str, int, float)) and not isinstance(v, bool):
                return f"{humanize(k)} {_format_field(k, v, value)[1]}"
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return format_number(value)
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "…"


def _describe_record(record: dict[str, Any], max_fields: int, *, with_label: bool = True) -> str:
    label = _label_of(record) if with_label else None
    if len(record) == 1 and label is None:
        key, value = next(iter(record.items()))
        if isinstance(value, (str, int, float, bool)) and not (isinstance(value, (int, float)) and _money_key(split_identifier(key))):
            return _format_field(key, value, record)[1]
    parts: list[str] = []
    sentences = [v.strip() for k, v in record.items() if _is_advice(k, v)][:1]
    for key, value in record.items():
        if len(parts) >= max_fields:
            break
        if _is_advice(key, value):
            continue  # advice, notes, messages: said in full after the fields
        if label is not None and isinstance(value, str) and value.strip() == label:
            continue
        if key in ("currency", "currency_code", "unit", "units") and len(record) > 2:
            continue
        if isinstance(value, str) and (value.startswith("http") and len(value) > 60):
            continue
        lab, val = _format_field(key, value, record)
        if not val:
            continue
        parts.append(f"{lab} {val}".strip() if lab else val)
    body = ", ".join(parts)
    if sentences:
        body = (f"{body}. " if body else "") + " ".join(s if s.endswith((".", "!", "?")) else s + "." for s in sentences)
    if label:
        return f"{label}: {body}" if body else label
    return body


_ADVICE_KEY = re.compile(r"(advice|recommendation|tip|warning|note)s?$")


def _is_advice(key: str, value: Any) -> bool:
    """An advice-like field (`bin_advice`, `note`, …) whose prose the answer should repeat in full."""
    return bool(_ADVICE_KEY.search(key)) and isinstance(value, str) and len(value.split()) >= 4


def _item_brief(item: Any, max_fields: int = 2) -> str:
    if isinstance(item, dict):
        label = _label_of(item)
        extras: list[str] = []
        for key, value in item.items():
            if len(extras) >= max_fields:
                break
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                lab, val = _format_field(key, value, item)
                extras.append(val if _money_key(split_identifier(key)) and len(extras) == 0 else f"{lab} {val}".strip())
            elif label is None and isinstance(value, str) and len(value) <= 40:
                label = value
        if label and extras:
            return f"{label} ({', '.join(extras)})"
        return label or ", ".join(extras) or _short(item)
    return _short(item)


def _tool_phrase(name: str) -> str:
    parts = split_identifier(name)
    if len(parts) > 1 and parts[0] in ("get", "fetch", "retrieve", "lookup", "load", "read"):
        parts = parts[1:]
    text = " ".join(parts) or name
    return text[:1].upper() + text[1:]


def _main_arg(out: ToolOutput) -> str | None:
    if not out.arguments:
        return None
    for value in out.arguments.values():
        if isinstance(value, str) and value.strip() and len(value.strip()) <= 40 and "\n" not in value:
            return value.strip()
    for value in out.arguments.values():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return format_number(value)
    return None


def describe_output(out: ToolOutput, *, max_fields: int = 6, max_items: int = 5, with_tool: bool = True) -> str:
    """One output as a short fact: "Paris: temperature 18°C, conditions light rain"."""
    phrase = _tool_phrase(out.name)
    if out.is_error:
        return f"{phrase} failed: {out.error or out.text.strip()[:200]}"
    value = out.value
    if isinstance(value, dict):
        lists = [(k, v) for k, v in value.items() if isinstance(v, list) and v and isinstance(v[0], dict)]
        if len(lists) == 1 and len(value) <= 3:
            key, items = lists[0]
            return _describe_list(phrase, items, max_items)
        main = _main_arg(out)
        if main and any(isinstance(v, str) and v.strip()[:60] == main for v in value.values()):
            main = None
        body = _describe_record(value, max_fields)
        if _label_of(value):
            return body
        if main and with_tool:
            return f"{phrase} ({main}): {body}"
        return f"{phrase}: {body}" if with_tool else body
    if isinstance(value, list):
        return _describe_list(phrase, value, max_items)
    if value is not None:
        rendered = _format_field(out.pseudo_keys()[-1], value)[1] if isinstance(value, (int, float)) else _short(value)
        main = _main_arg(out)
        return f"{phrase} ({main}): {rendered}" if main else f"{phrase}: {rendered}"
    text = " ".join(out.text.split())
    word_list = text.split(" ")
    if len(word_list) > 60:
        text = " ".join(word_list[:60]) + " …"
    return text


def _describe_list(phrase: str, items: list[Any], max_items: int) -> str:
    if not items:
        return f"{phrase}: no results"
    shown = [_item_brief(item) for item in items[:max_items]]
    more = f" and {len(items) - max_items} more" if len(items) > max_items else ""
    noun = "result" if len(items) == 1 else "results"
    return f"{phrase}: {len(items)} {noun} — " + "; ".join(s for s in shown if s) + more


def describe_outputs(outputs: Sequence[ToolOutput], *, max_words: int = 120) -> str:
    """The facts of several outputs, grouped by tool, as a few sentences under `max_words`."""
    outputs = [o for o in outputs if not _is_handoff_output(o.name, o.value)]
    if not outputs:
        return ""
    for max_fields, max_items in ((6, 5), (4, 3), (2, 2), (1, 1)):
        sentences: list[str] = []
        groups: dict[str, list[ToolOutput]] = {}
        for out in outputs:
            groups.setdefault(out.name, []).append(out)
        for name, group in groups.items():
            if len(group) == 1:
                sentences.append(describe_output(group[0], max_fields=max_fields, max_items=max_items))
                continue
            parts = []
            for out in group[: max(max_items, 3) * 2]:
                fact = describe_output(out, max_fields=max_fields, max_items=max_items, with_tool=False)
                if not out.is_error and isinstance(out.value, dict) and _label_of(out.value):
                    parts.append(fact)
                else:
                    main = _main_arg(out)
                    if out.is_error:
                        parts.append(fact)
                    elif isinstance(out.value, (dict, list)) or out.value is None:
                        parts.append(f"{main}: {fact}" if main and not fact.startswith(main) else fact)
                    else:
                        rendered = _format_field(out.pseudo_keys()[-1], out.value)[1] if isinstance(out.value, (int, float)) else _short(out.value)
                        parts.append(f"{main}: {rendered}" if main else rendered)
            sentences.append(f"{_tool_phrase(name)}: " + "; ".join(parts))
        text = " ".join(_end_sentence(s) for s in _drop_repeats(sentences) if s)
        if len(text.split()) <= max_words:
            return text
    return _truncate_words(text, max_words)


def _drop_repeats(sentences: list[str]) -> list[str]:
    """Say each fact once: a later sentence about a record already described (same label) keeps
    only the fields whose values were not stated yet ("…: ticket id TKT-1" after the incident)."""
    said = ""
    kept: list[str] = []
    for sentence in sentences:
        label, sep, body = sentence.rpartition(": ")
        if sep and label and label in said:
            fresh = [part for part in body.split(", ") if part.split() and part.split()[-1].strip(".") not in said]
            if not fresh:
                continue
            sentence = ", ".join(fresh)
            sentence = sentence[0].upper() + sentence[1:]
        kept.append(sentence)
        said += " " + sentence
    return kept


def _end_sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _truncate_words(text: str, max_words: int) -> str:
    parts = text.split()
    if len(parts) <= max_words:
        return text
    return " ".join(parts[:max_words]).rstrip(",;:") + " …"


# ---------------------------------------------------------------------------------------------
# The filler
# ---------------------------------------------------------------------------------------------

_TEXT_SOURCES = ("enum", "number", "text", "boolean", "pattern")


class _Filler:
    def __init__(self, root: Any, ctx: ArgContext, *, structured: bool = False) -> None:
        self.root = root
        self.ctx = ctx
        self.structured = structured
        self.sources: dict[str, str] = {}
        self._facts: str | None = None
        self.siblings: list[str] = []  # property names of the object being filled
        self.budget = 4000  # caps the work on deeply nested / recursive schemas

    # -- entry points ------------------------------------------------------------------------

    def fill_root(self) -> dict[str, Any]:
        s = _resolve(self.root, self.root)
        if not isinstance(s, dict) or _kind(s) not in ("object", "any"):
            s = {"type": "object", "properties": {}}
        value = self.build_object(s, "", depth=0)
        if not _valid(value, self.root, self.root):
            value = self.safe_default(s, "", depth=0)
        return value

    # -- objects -----------------------------------------------------------------------------

    def build_object(self, s: dict[str, Any], path: str, depth: int, *, found_only: bool = False) -> Any:
        props = s.get("properties") if isinstance(s.get("properties"), dict) else {}
        required = [r for r in (s.get("required") if isinstance(s.get("required"), list) else []) if isinstance(r, str)]
        out: dict[str, Any] = {}
        used: set[str] = set()
        any_found = False
        outer_siblings = self.siblings
        self.siblings = list(props)
        for name, sub in props.items():
            is_required = name in required
            sub_path = f"{path}.{name}" if path else name
            value, source = self.find(sub, name, used, sub_path, depth + 1)
            if value is not _MISSING:
                out[name] = value
                self.sources[sub_path] = source
                any_found = True
                if source in _TEXT_SOURCES:
                    used.add(_freeze(value))
                continue
            if not is_required:
                continue
            if _nullable(sub, self.root):
                out[name] = None
                self.sources[sub_path] = "null"
            else:
                out[name] = self.default(sub, name, used, sub_path, depth + 1)
                self.sources[sub_path] = "default"
        self.siblings = outer_siblings
        for name in required:  # required names without a property schema
            if name not in out:
                extra = s.get("additionalProperties", True)
                sub = extra if isinstance(extra, dict) else {}
                out[name] = self.default(sub, name, used, name, depth + 1)
        min_props = s.get("minProperties")
        if isinstance(min_props, int) and len(out) < min_props:
            for name, sub in props.items():
                if len(out) >= min_props:
                    break
                if name not in out:
                    out[name] = self.default(sub, name, used, name, depth + 1)
            extra_index = 0
            while len(out) < min_props and s.get("additionalProperties", True) is not False and extra_index < 50:
                extra_index += 1
                key = f"field_{extra_index}"
                if key not in out:
                    sub = s.get("additionalProperties") if isinstance(s.get("additionalProperties"), dict) else {}
                    out[key] = self.default(sub, key, used, key, depth + 1)
        if found_only and not any_found:
            return _MISSING
        return out

    # -- finding values -----------------------------------------------------------------------

    def find(self, schema: Any, name: str, used: set[str], path: str, depth: int) -> tuple[Any, str | None]:
        s = _resolve(schema, self.root)
        self.budget -= 1
        if s is False or depth > 8 or self.budget <= 0:
            return _MISSING, None
        if not isinstance(s, dict):
            s = {}
        if "const" in s:
            return s["const"], "const"
        for branch in _branches(s, self.root):
            value, source = self.find_single(branch, name, used, path, depth)
            if value is not _MISSING and _valid(value, s, self.root):
                return value, source
        return _MISSING, None

    def find_single(self, s: dict[str, Any], name: str, used: set[str], path: str, depth: int) -> tuple[Any, str | None]:
        kind = _kind(s)
        if "const" in s:
            return s["const"], "const"
        if kind == "object":
            return self._find_object(s, name, path, depth)
        for value, source in self._candidates(s, name, kind, depth):
            coerced = self._coerce(value, s, kind, depth)
            if coerced is _MISSING:
                continue
            if source in _TEXT_SOURCES and _freeze(coerced) in used:
                continue
            if _valid(coerced, s, self.root):
                return coerced, source
        return _MISSING, None

    def _find_object(self, s: dict[str, Any], name: str, path: str, depth: int) -> tuple[Any, str | None]:
        props = s.get("properties") if isinstance(s.get("properties"), dict) else {}
        # an output dict under the same name becomes the focus of the nested object
        sources: list[tuple[Any, str]] = []
        if self.ctx.focus:
            sources += [(v, "focus") for v in _output_candidates([ToolOutput("focus", "", self.ctx.focus)], name, (1, 2, 3))]
        sources += [(v, "output") for v in _output_candidates(self.ctx.current_outputs(), name, (1, 2, 3))]
        for value, source in sources:
            if isinstance(value, dict) and props:
                sub = _Filler(self.root, self.ctx.with_focus(value), structured=self.structured)
                built = sub.build_object(s, path, depth)
                if _valid(built, s, self.root):
                    return built, source
        if not props:
            return _MISSING, None
        built = self.build_object(s, path, depth, found_only=True)
        if built is _MISSING or not _valid(built, s, self.root):
            return _MISSING, None
        return built, "nested"

    def _candidates(self, s: dict[str, Any], name: str, kind: str, depth: int) -> Iterator[tuple[Any, str]]:
        ctx = self.ctx
        if ctx.focus:
            focus_out = [ToolOutput("focus", "", ctx.focus)]
            for value in _output_candidates(focus_out, name, (1, 2, 3)):
                yield value, "focus"
            if kind == "string" and "enum" not in s and _category(name, s) in ("message", "title", "text", "query"):
                label = _label_of(ctx.focus)
                if label:
                    yield label, "focus"
        current = ctx.current_outputs()
        for value in _output_candidates(current, name, (1, 2, 3)):
            yield value, "output"
        yield from self._text_candidates(s, name, kind, depth)
        for value in _output_candidates(ctx.earlier_outputs(), name, (1, 2, 3)):
            yield value, "earlier_output"
        if ctx.focus:
            for value in _output_candidates([ToolOutput("focus", "", ctx.focus)], name, (4,)):
                yield value, "focus"
        for value in _output_candidates(current, name, (4,)):
            yield value, "output"
        yield from self._late_candidates(s, name, kind)

    # -- text ---------------------------------------------------------------------------------

    def _texts(self, *, with_instructions: bool = True) -> list[str]:
        texts = self.ctx.user_texts()
        if with_instructions and self.ctx.instructions:
            texts.append(self.ctx.instructions)
        return texts

    def _text_candidates(self, s: dict[str, Any], name: str, kind: str, depth: int) -> Iterator[tuple[Any, str]]:
        if isinstance(s.get("enum"), list):
            yield from self._enum_candidates(s, name)
            return
        if kind in ("integer", "number"):
            yield from self._number_candidates(s, name, kind)
            return
        if kind == "boolean":
            yield from self._boolean_candidates(name)
            return
        if kind == "array":
            yield from self._array_candidates(s, name, depth)
            return
        if kind in ("string", "any"):
            yield from self._string_candidates(s, name)

    def _late_candidates(self, s: dict[str, Any], name: str, kind: str) -> Iterator[tuple[Any, str]]:
        """Patterns found in unstructured tool output text (ids, emails, urls)."""
        if kind not in ("string", "any") or "enum" in s:
            return
        cat = _category(name, s)
        for out in reversed(self.ctx.current_outputs()):
            if out.value is not None or out.is_error:
                continue
            if cat == "id":
                for v in _ids(out.text):
                    yield v, "output_text"
            elif cat == "email":
                for v in _emails(out.text):
                    yield v, "output_text"
            elif cat == "url":
                for v in _urls(out.text):
                    yield v, "output_text"

    def _enum_candidates(self, s: dict[str, Any], name: str) -> Iterator[tuple[Any, str]]:
        values = [v for v in s["enum"] if v is not None]
        tokens = set(split_identifier(name))
        if tokens & {"sentiment", "mood", "tone", "polarity", "feeling", "emotion"}:
            lowered = {str(v).lower(): v for v in values}
            for text in self._texts(with_instructions=False)[:1]:
                ws = words(text)
                pos = sum(1 for w in ws if w in _POSITIVE)
                neg = sum(1 for w in ws if w in _NEGATIVE)
                label = "positive" if pos > neg else "negative" if neg > pos else "neutral"
                if label in lowered:
                    yield lowered[label], "enum"
                elif label == "neutral" and "mixed" in lowered and pos and neg:
                    yield lowered["mixed"], "enum"
        role = _location_role(name)
        for index, text in enumerate(self._texts()):
            mentions = _enum_mentions(text, values)
            if not mentions:
                continue
            if role == "from":
                preferred = [m for m in mentions if m[2] == "from"] + [m for m in mentions if m[2] not in ("to", "from")]
            elif role == "to":
                preferred = [m for m in mentions if m[2] == "to"]
                if not preferred and len(mentions) >= 2:
                    preferred = [mentions[-1]]
            else:
                preferred = _closest_mentions(text, mentions, name)
            for _pos, value, _prep in preferred:
                yield value, "enum"
            if index == 0 and role == "any":
                continue

    def _number_candidates(self, s: dict[str, Any], name: str, kind: str) -> Iterator[tuple[Any, str]]:
        role = _number_role(name)
        name_stems = set(identifier_stems(name)) - {"max", "min", "num", "number"}
        for text in self._texts(with_instructions=False) + ([self.ctx.instructions] if self.ctx.instructions else []):
            nums = _numbers(text)
            if not nums:
                continue
            scored: list[tuple[float, int, _Num]] = []
            for index, num in enumerate(nums):
                score = _score_number(num, role, name_stems)
                if score > 0:
                    scored.append((score, index, num))
            scored.sort(key=lambda t: (-t[0], t[1]))
            for _score, _index, num in scored:
                yield _in_parameter_units(num, name, s), "number"
            if role in ("money", "generic") and not scored:
                plain = [n for n in nums if not n.percent and n.unit not in _DURATION_UNITS and n.unit not in _DISTANCE_UNITS]
                for num in plain:
                    yield num.value, "number"

    def _boolean_candidates(self, name: str) -> Iterator[tuple[Any, str]]:
        toks = [t for t in split_identifier(name) if t not in ("is", "has", "include", "includes", "enable", "enabled", "use", "with", "only", "show", "allow", "should", "do", "send")]
        if not toks:
            return
        stems = [stem(t) for t in toks]
        for text in self._texts(with_instructions=False)[:1]:
            ws = words(text)
            text_stems = [stem(w) for w in ws]
            if all(st in text_stems for st in stems):
                first = text_stems.index(stems[0])
                window = ws[max(0, first - 3) : first]
                if not any(w in ("not", "no", "dont", "without", "never", "nor") for w in window):
                    yield True, "boolean"

    def _array_candidates(self, s: dict[str, Any], name: str, depth: int) -> Iterator[tuple[Any, str]]:
        items = s.get("items") if isinstance(s.get("items"), dict) else {}
        item_s = _resolve(items, self.root)
        if not isinstance(item_s, dict):
            item_s = {}
        singular = name[:-1] if name.endswith("s") and not name.endswith("ss") else name
        # values of a field across the elements of a list output ("deal_ids" <- [{id}, {id}])
        for out in reversed(self.ctx.current_outputs()):
            if out.is_error or out.value is None:
                continue
            lists = [out.value] if isinstance(out.value, list) else [v for v in out.value.values() if isinstance(v, list)] if isinstance(out.value, dict) else []
            for lst in lists:
                dicts = [x for x in lst if isinstance(x, dict)]
                for level in (1, 2, 3):
                    vals = []
                    for d in dicts:
                        for key, v in d.items():
                            if _key_level(singular, key) == level and not isinstance(v, (dict, list)):
                                vals.append(v)
                                break
                    if vals:
                        yield vals, "output"
                        break
        branches = _branches(item_s, self.root) if item_s else [{}]
        item_b = branches[0] if branches else {}
        kind = _kind(item_b)
        if isinstance(item_b.get("enum"), list):
            for text in self._texts(with_instructions=False)[:1]:
                mentions = _enum_mentions(text, [v for v in item_b["enum"] if v is not None])
                vals = list(dict.fromkeys(_freeze(v) for _p, v, _r in mentions))
                if vals:
                    yield [json.loads(v) for v in vals], "enum"
            return
        if kind in ("string", "any"):
            cat = _category(singular, item_b)
            for text in self._texts(with_instructions=False)[:1]:
                vals = self._multi_strings(text, cat, singular, item_b)
                if vals:
                    yield vals, "text"
                elif cat in ("generic", "query", "message", "text", "title", "person"):
                    if set(split_identifier(name)) & {"keywords", "tags", "topics", "keyword", "tag", "terms"}:
                        kws = [w for w in concise_phrase(text, 5).split() if len(w) > 2]
                        if kws:
                            yield kws, "text"
                    elif set(split_identifier(name)) & {"participants", "attendees", "people", "names", "persons", "members", "guests"}:
                        people = _person_names(text)
                        if people:
                            yield people, "text"
        if kind in ("integer", "number"):
            for text in self._texts(with_instructions=False)[:1]:
                nums = [n.value for n in _numbers(text)]
                if nums:
                    yield nums, "number"

    def _multi_strings(self, text: str, cat: str, name: str, s: dict[str, Any]) -> list[str]:
        return _multi_strings_for(text, cat, name, s)

    def _string_candidates(self, s: dict[str, Any], name: str) -> Iterator[tuple[Any, str]]:
        cat = _category(name, s)
        pattern = s.get("pattern") if isinstance(s.get("pattern"), str) else None
        user_texts = self._texts(with_instructions=False)
        all_texts = self._texts()
        if pattern:
            unanchored = pattern.lstrip("^").rstrip("$") if not pattern.endswith("\\$") else pattern.lstrip("^")
            for text in all_texts:
                try:
                    for m in re.finditer(unanchored, text):
                        found = m.group(0)
                        if not found or found.lower() in STOPWORDS:
                            continue
                        # whole tokens only: "I" in "Is" or "LH" in "LH123" are not values
                        if m.start() > 0 and text[m.start() - 1].isalnum() and found[0].isalnum():
                            continue
                        if m.end() < len(text) and text[m.end()].isalnum() and found[-1].isalnum():
                            continue
                        yield found, "pattern"
                except re.error:
                    break
        for text_index, text in enumerate(all_texts):
            is_instructions = self.ctx.instructions and text is all_texts[-1] and text_index >= len(user_texts)
            if cat == "location":
                for v in _locations(text, role=_location_role(name), strict_preps=bool(is_instructions)):
                    yield v, "text"
            elif cat in ("email", "url", "date", "id", "flight", "ticker", "timezone", "expression"):
                for v in self._multi_strings(text, cat, name, s):
                    yield v, "text"
                if cat == "id":
                    for v in _after_name(text, name, numeric_ok=True):
                        yield v, "text"
            elif cat == "datetime":
                for d in _date_from_text(text):
                    times = _times_from_text(text)
                    yield f"{d}T{times[0] if times else '09:00:00'}Z", "text"
            elif cat == "time":
                for v in _times_from_text(text):
                    yield v, "text"
            elif cat == "language":
                code_wanted = "code" in split_identifier(name) or (isinstance(s.get("maxLength"), int) and s["maxLength"] <= 3)
                for w in words(text):
                    if w in _LANGUAGES:
                        yield (_LANGUAGES[w] if code_wanted else w.capitalize()), "text"
            elif cat == "currency":
                for pos, code, _prep in _enum_mentions(text, list(_CURRENCIES)):
                    yield code, "text"
            elif cat in ("person", "generic") and not is_instructions:
                for v in _after_name(text, name):
                    yield v, "text"
                if text_index == 0 and name.lower() in ("name", "title", "event", "event_name", "activity") and any(
                    set(split_identifier(sib)) & _PEOPLE_WORDS for sib in self.siblings
                ):
                    # an event with participants: its name is the thing they go to ("a science fair")
                    for v in _article_phrases(text):
                        yield v, "text"
            if cat == "date" and not s.get("format"):
                for v in _day_words(text):
                    yield v, "text"
        if cat in ("query", "text", "message", "title", "summary", "person", "generic"):
            yield from self._phrase_candidates(cat, name, s)

    def _phrase_candidates(self, cat: str, name: str, s: dict[str, Any]) -> Iterator[tuple[Any, str]]:
        text = self.ctx.user_text or (self.ctx.earlier_user_texts[0] if self.ctx.earlier_user_texts else "")
        quoted = _quoted(text)
        if cat == "query":
            for q in quoted:
                yield q, "text"
            phrase = concise_phrase(text)
            if phrase:
                yield phrase, "text"
        elif cat == "text":
            for q in quoted:
                yield q, "text"
            colon = _after_colon(text)
            if colon:
                yield colon, "text"
            if text.strip():
                yield text.strip()[:1000], "text"
        elif cat == "message":
            for q in quoted:
                yield q, "text"
            m = re.search(r"\b(?:saying|that says|to say|telling (?:him|her|them|me)|that)\s*:?\s*(.+)$", text, re.I | re.S)
            if m and len(m.group(1).split()) >= 2 and not self.ctx.current_outputs():
                clause = m.group(1).strip().rstrip(".")
                yield clause[:1].upper() + clause[1:], "text"
            facts = self.facts()
            if facts:
                yield facts, "facts"
            colon = _after_colon(text)
            if colon:
                yield colon, "text"
            phrase = concise_phrase(text, 12)
            if phrase:
                yield phrase[:1].upper() + phrase[1:], "text"
        elif cat == "title":
            for q in quoted:
                yield q, "text"
            m = re.search(
                r"^\W*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:schedule|create|add|book|make|set up|open|file|log|plan|organi[sz]e|write|draft|start|put)\s+(?:me\s+)?(?:a|an|the|my)?\s*(.+?)(?=\s+(?:on|at|for|by|from|tomorrow|today|tonight|next|this|in)\b|[.,;:!?]|$)",
                _strip_contacts(text),
                re.I,
            )
            if m and m.group(1).strip() and len(m.group(1).split()) <= 8:
                obj_phrase = m.group(1).strip()
                yield obj_phrase[:1].upper() + obj_phrase[1:], "text"
            m = re.search(r"\b(?:that|about|regarding|re:)\s+(.+)$", text, re.I | re.S)
            if m and len(m.group(1).split()) >= 2:
                clause = " ".join(_strip_contacts(m.group(1)).strip().rstrip(".?!").split()[:8])
                clause = re.sub(r"^(?:the|a|an)\s+", "", clause, flags=re.I)
                if clause:
                    yield clause[:1].upper() + clause[1:], "text"
            phrase = concise_phrase(text, 6)
            if phrase:
                yield phrase[:1].upper() + phrase[1:], "text"
        elif cat == "summary":
            facts = self.facts()
            if facts:
                yield facts, "facts"
            elif self.structured:
                yield _no_tool_sentence(text), "text"
            else:
                phrase = concise_phrase(text, 12)
                if phrase:
                    yield phrase, "text"
        elif self.structured and cat in ("person", "generic"):
            return

    def facts(self) -> str:
        if self._facts is None:
            self._facts = describe_outputs(self.ctx.current_outputs(), max_words=80)
        return self._facts

    # -- coercion -----------------------------------------------------------------------------

    def _coerce(self, value: Any, s: dict[str, Any], kind: str, depth: int) -> Any:
        if isinstance(s.get("enum"), list):
            for option in s["enum"]:
                if _json_equal(option, value):
                    return option
            if isinstance(value, str):
                for option in s["enum"]:
                    if isinstance(option, str) and option.lower() == value.lower():
                        return option
            return _MISSING
        if kind == "string":
            if isinstance(value, bool) or value is None:
                return _MISSING
            if isinstance(value, (int, float)):
                value = format_number(value)
            if not isinstance(value, str):
                return _MISSING
            value = value.strip()
            if not value and not s.get("minLength", 0) == 0:
                return _MISSING
            max_len = s.get("maxLength")
            if isinstance(max_len, int) and len(value) > max_len:
                cut = value[:max_len]
                if " " in cut[: max_len] and len(value) > max_len:
                    cut = cut.rsplit(" ", 1)[0] if cut.rsplit(" ", 1)[0] else cut
                value = cut
            fmt = s.get("format")
            if fmt == "time" and re.fullmatch(r"\d{2}:\d{2}(:\d{2})?", value):
                value = (value if value.count(":") == 2 else value + ":00") + "Z"
            if fmt == "date" and not _format_ok(value, "date"):
                dates = _date_from_text(value)
                if not dates:
                    return _MISSING
                value = dates[0]
            return value
        if kind in ("integer", "number"):
            number: float | None = None
            if isinstance(value, bool):
                return _MISSING
            if isinstance(value, (int, float)):
                number = float(value)
            elif isinstance(value, str):
                m = re.search(r"-?\d[\d,]*(?:\.\d+)?", value)
                if m and len(value) <= 40:
                    number = float(m.group(0).replace(",", ""))
            if number is None or not math.isfinite(number):
                return _MISSING
            return _fit_number(number, s, kind)
        if kind == "boolean":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no"):
                return value.lower() in ("true", "yes")
            return _MISSING
        if kind == "array":
            if not isinstance(value, list):
                if isinstance(value, (str, int, float)) and not isinstance(value, bool):
                    value = [value]
                else:
                    return _MISSING
            item_schema = s.get("items") if isinstance(s.get("items"), dict) else {}
            item_r = _resolve(item_schema, self.root)
            item_branches = _branches(item_r, self.root) if isinstance(item_r, dict) else [{}]
            out = []
            for item in value:
                for br in item_branches or [{}]:
                    c = self._coerce(item, br, _kind(br), depth + 1) if br else item
                    if c is not _MISSING and _valid(c, item_schema, self.root):
                        out.append(c)
                        break
            if s.get("uniqueItems"):
                out = [json.loads(v) for v in dict.fromkeys(_freeze(x) for x in out)]
            max_items = s.get("maxItems")
            if isinstance(max_items, int):
                out = out[:max_items]
            min_items = s.get("minItems", 0) if isinstance(s.get("minItems"), int) else 0
            if not out:
                return _MISSING
            while len(out) < min_items:
                extra = self.default(item_schema, "item", set(), "item", depth + 1, avoid=[_freeze(x) for x in out])
                out.append(extra)
            return out
        if kind == "null":
            return None if value is None else _MISSING
        if kind == "any":
            if isinstance(value, (dict, list)) and not s:
                return value
            return value
        return _MISSING

    # -- defaults -----------------------------------------------------------------------------

    def default(self, schema: Any, name: str, used: set[str], path: str, depth: int, avoid: Sequence[str] = ()) -> Any:
        s = _resolve(schema, self.root)
        if s is False:
            return None
        if not isinstance(s, dict):
            s = {}
        if "const" in s:
            return s["const"]
        if "default" in s and _valid(s["default"], s, self.root) and _freeze(s["default"]) not in avoid:
            return s["default"]
        branches = _branches(s, self.root)
        if not branches:
            return None
        made: list[Any] = []
        for branch in branches:
            value = self.default_single(branch, name, used, path, depth, avoid)
            made.append(value)
            if _valid(value, s, self.root) and _freeze(value) not in avoid:
                return value
            if self.budget <= 0:
                break
        if avoid:
            for branch in branches:
                value = self.default_single(branch, name, used, path, depth, ())
                if _valid(value, s, self.root):
                    return value
                if self.budget <= 0:
                    break
        return made[0]

    def default_single(self, s: dict[str, Any], name: str, used: set[str], path: str, depth: int, avoid: Sequence[str]) -> Any:
        kind = _kind(s)
        if "const" in s:
            return s["const"]
        if isinstance(s.get("enum"), list):
            options = [v for v in s["enum"] if v is not None] or list(s["enum"])
            for option in options:
                if _freeze(option) not in used and _freeze(option) not in avoid:
                    return option
            return options[0] if options else None
        if kind == "object":
            self.budget -= 1
            if depth > 10 or self.budget <= 0:
                return self.safe_default(s, path, depth) if depth <= 30 else {}
            value = self.build_object(s, path, depth)
            if _valid(value, s, self.root) or self.budget <= 0:
                return value
            return self.safe_default(s, path, depth)
        if kind == "array":
            return self._default_array(s, name, path, depth)
        if kind in ("integer", "number"):
            return _default_number(s, kind, avoid)
        if kind == "boolean":
            return False
        if kind == "null":
            return None
        if kind == "string":
            return self._default_string(s, name, avoid)
        return self._default_string({}, name, avoid) if kind == "any" else None

    def safe_default(self, s: dict[str, Any], path: str, depth: int) -> dict[str, Any]:
        """An object with only the required properties, each at its plain default."""
        props = s.get("properties") if isinstance(s.get("properties"), dict) else {}
        out: dict[str, Any] = {}
        for name in s.get("required") if isinstance(s.get("required"), list) else []:
            sub = props.get(name, {})
            if _nullable(sub, self.root):
                out[name] = None
            else:
                out[name] = self.default(sub, name, set(), f"{path}.{name}", depth + 1)
        return out

    def _default_array(self, s: dict[str, Any], name: str, path: str, depth: int) -> list[Any]:
        min_items = s.get("minItems", 0) if isinstance(s.get("minItems"), int) else 0
        out: list[Any] = []
        prefix = s.get("prefixItems") if isinstance(s.get("prefixItems"), list) else []
        for index, item_schema in enumerate(prefix):
            if index >= max(min_items, len(prefix)):
                break
            out.append(self.default(item_schema, name, set(), f"{path}[{index}]", depth + 1))
        item_schema = s.get("items", {})
        if isinstance(item_schema, list):
            item_schema = item_schema[0] if item_schema else {}
        if item_schema is False:
            return out
        guard = 0
        while len(out) < min_items and guard < 100:
            guard += 1
            avoid = [_freeze(x) for x in out] if s.get("uniqueItems") else []
            out.append(self.default(item_schema, name, set(), f"{path}[{len(out)}]", depth + 1, avoid=avoid))
        return out

    def _default_string(self, s: dict[str, Any], name: str, avoid: Sequence[str]) -> str:
        fmt = s.get("format") if isinstance(s.get("format"), str) else ""
        cat = _category(name, s)
        candidates: list[str] = []
        by_format = {
            "date": "2025-01-01", "date-time": "2025-01-01T09:00:00Z", "time": "09:00:00Z",
            "email": "user@example.com", "idn-email": "user@example.com", "uri": "https://example.com",
            "url": "https://example.com", "iri": "https://example.com", "uri-reference": "https://example.com",
            "uuid": "00000000-0000-4000-8000-000000000000", "hostname": "example.com", "ipv4": "127.0.0.1",
            "ipv6": "::1", "duration": "P1D",
        }
        if fmt in by_format:
            candidates.append(by_format[fmt])
        by_cat = {
            "email": "user@example.com", "url": "https://example.com", "date": "2025-01-01",
            "datetime": "2025-01-01T09:00:00Z", "time": "09:00:00", "location": "current location", "timezone": "UTC",
            "language": "English", "currency": "USD", "id": "unknown", "flight": "unknown", "ticker": "unknown",
            "person": "user",
        }
        if cat in by_cat:
            candidates.append(by_cat[cat])
        text = self.ctx.user_text or (self.ctx.earlier_user_texts[0] if self.ctx.earlier_user_texts else "")
        phrase = concise_phrase(text, 6)
        if phrase:
            candidates.append(phrase)
        candidates.append(humanize(name) or "value")
        pattern = s.get("pattern") if isinstance(s.get("pattern"), str) else None
        if pattern:
            for extra in (0, 1, 3, 8):
                for branch in (0, 1, 2, 5):
                    example = _example_for_pattern(pattern, extra, branch)
                    if example is not None and example not in candidates:
                        candidates.append(example)
        min_len = s.get("minLength") if isinstance(s.get("minLength"), int) else 0
        max_len = s.get("maxLength") if isinstance(s.get("maxLength"), int) else None
        for cand in candidates:
            for fitted in _fit_lengths(cand, min_len, max_len):
                if _valid(fitted, s, self.root) and _freeze(fitted) not in avoid:
                    return fitted
        for cand in candidates:
            for fitted in _fit_lengths(cand, min_len, max_len):
                for suffix in ("", " 2", " 3", "2", "3", "x"):
                    value = fitted + suffix
                    if max_len is not None and len(value) > max_len:
                        value = value[-max_len:] if max_len else ""
                    if _valid(value, s, self.root) and _freeze(value) not in avoid:
                        return value
        for cand in candidates:
            if _valid(cand, s, self.root):
                return cand
        return candidates[-1]


def _fit_lengths(text: str, min_len: int, max_len: int | None) -> list[str]:
    out = [text]
    if max_len is not None and len(text) > max_len:
        out = [text[:max_len].rstrip() or text[:max_len], text[:max_len]]
    fitted = []
    for value in out:
        if len(value) < min_len:
            value = value + ("x" * (min_len - len(value)))
        fitted.append(value)
    return fitted


def _fit_number(number: float, s: dict[str, Any], kind: str) -> Any:
    lo = s.get("minimum") if isinstance(s.get("minimum"), (int, float)) and not isinstance(s.get("minimum"), bool) else None
    hi = s.get("maximum") if isinstance(s.get("maximum"), (int, float)) and not isinstance(s.get("maximum"), bool) else None
    ex_lo = s.get("exclusiveMinimum")
    ex_hi = s.get("exclusiveMaximum")
    if isinstance(ex_lo, bool):
        ex_lo = lo if ex_lo else None
    if isinstance(ex_hi, bool):
        ex_hi = hi if ex_hi else None
    step = 1 if kind == "integer" else 0.01
    if kind == "integer":
        number = float(math.floor(number + 0.5))
    if isinstance(ex_lo, (int, float)) and number <= ex_lo:
        number = (math.floor(ex_lo) + 1) if kind == "integer" else ex_lo + step
    if isinstance(ex_hi, (int, float)) and number >= ex_hi:
        number = (math.ceil(ex_hi) - 1) if kind == "integer" else ex_hi - step
    if lo is not None and number < lo:
        number = math.ceil(lo) if kind == "integer" else lo
    if hi is not None and number > hi:
        number = math.floor(hi) if kind == "integer" else hi
    mult = s.get("multipleOf")
    if isinstance(mult, (int, float)) and mult > 0:
        candidates = [math.floor(number / mult) * mult, math.ceil(number / mult) * mult]
        for cand in sorted(candidates, key=lambda c: (abs(c - number), c)):
            cand = round(cand, 10)
            if (lo is None or cand >= lo) and (hi is None or cand <= hi) and (not isinstance(ex_lo, (int, float)) or cand > ex_lo) and (not isinstance(ex_hi, (int, float)) or cand < ex_hi):
                number = cand
                break
    if kind == "integer":
        return int(round(number))
    return int(number) if float(number).is_integer() and abs(number) < 1e15 else number


def _default_number(s: dict[str, Any], kind: str, avoid: Sequence[str]) -> Any:
    lo = s.get("minimum")
    ex_lo = s.get("exclusiveMinimum")
    start: float
    if isinstance(lo, (int, float)) and not isinstance(lo, bool):
        start = lo
    elif isinstance(ex_lo, (int, float)) and not isinstance(ex_lo, bool):
        start = ex_lo + (1 if kind == "integer" else 0.5)
    else:
        start = 1
    value = _fit_number(float(start), s, kind)
    bump = 0
    while _freeze(value) in avoid and bump < 20:
        bump += 1
        value = _fit_number(float(start + bump * (s.get("multipleOf") or 1)), s, kind)
    return value


def _score_number(num: _Num, role: str, name_stems: set[str]) -> float:
    score = 0.0
    unit = num.unit
    before = num.before
    if role == "count":
        if before and before[-1] in _COUNT_CUES_BEFORE:
            score += 3
        if len(before) >= 2 and before[-2] == "up" and before[-1] == "to":
            score += 3
        nouns = [w for w in num.after[:3] if w not in STOPWORDS][:2]
        if any(w in _COUNT_NOUNS or (w.endswith("s") and w not in _DISTANCE_UNITS and w not in _DURATION_UNITS and len(w) > 3) for w in nouns) and not num.currency:
            score += 2
        if num.percent or num.currency or unit in _DISTANCE_UNITS:
            score -= 5
    elif role == "money":
        if num.currency:
            score += 3
        if before and before[-1] in ("under", "below", "over", "above", "budget", "costs", "cost", "price", "pay", "spend", "convert", "for", "max", "maximum"):
            score += 1
        if num.percent:
            score -= 5
    elif role == "distance":
        if unit in _DISTANCE_UNITS:
            score += 3
        if any(w in ("within", "radius") for w in before[-3:]):
            score += 2
    elif role == "percent":
        if num.percent:
            score += 3
    elif role == "duration":
        if stem(unit) in name_stems or unit in name_stems:
            score += 3
        elif unit in _DURATION_UNITS:
            score += 1
    if name_stems:
        before_stems = [stem(w) for w in before]
        for distance, w in enumerate(reversed(before_stems)):
            if w in name_stems or (synonym_groups(w) and any(synonym_groups(w) & synonym_groups(n) for n in name_stems)):
                score += 2 if distance < 2 else 1.5 if distance < 4 else 1
                break
        if unit and (stem(unit) in name_stems):
            score += 2
    return score


def _enum_aliases(value: Any) -> list[str]:
    text = str(value)
    low = text.lower()
    aliases = [low]
    spaced = " ".join(split_identifier(text)) if re.search(r"[_\-]|[a-z][A-Z]", text) else low
    if spaced != low:
        aliases.append(spaced)
    if "_" in low or "-" in low:
        aliases.append(re.sub(r"[_-]", " ", low))
    for group in _ALIAS_GROUPS:
        if low in group:
            aliases.extend(a for a in group if a != low)
    out = []
    for a in aliases:
        if a and a not in out:
            out.append(a)
    return out


def _enum_mentions(text: str, values: Sequence[Any]) -> list[tuple[int, Any, str]]:
    """(position, enum value, preceding preposition) for each enum value the text names."""
    low = text.lower()
    found: dict[int, tuple[int, Any, str]] = {}
    for value in values:
        if not isinstance(value, (str, int, float)) or isinstance(value, bool):
            continue
        for alias in _enum_aliases(value):
            if len(alias) <= 1 and alias not in ("$", "€", "£", "¥"):
                continue
            if alias in ("$", "€", "£", "¥"):
                pattern = re.escape(alias)
            else:
                pattern = r"(?<![\w-])" + re.escape(alias).replace(r"\ ", r"[\s_-]+") + r"(?![\w-])"
            for m in re.finditer(pattern, low):
                if m.start() in found:
                    continue
                before = words(low[max(0, m.start() - 20) : m.start()])
                prep = ""
                if before:
                    last = before[-1]
                    if last in ("from",):
                        prep = "from"
                    elif last in ("to", "into", "in", "as") or (len(before) >= 2 and before[-2] in ("to", "into", "in") and last.isdigit()):
                        prep = "to"
                found[m.start()] = (m.start(), value, prep)
    ordered = sorted(found.values(), key=lambda t: t[0])
    # the same value named twice counts once (first position)
    seen: list[str] = []
    out = []
    for item in ordered:
        key = _freeze(item[1])
        if key in seen:
            continue
        seen.append(key)
        out.append(item)
    return out


def _closest_mentions(text: str, mentions: list[tuple[int, Any, str]], name: str) -> list[tuple[int, Any, str]]:
    stems = set(identifier_stems(name))
    positions = [m.start() for m in re.finditer(r"[A-Za-z]+", text) if stem(m.group(0).lower()) in stems]
    if not positions or len(mentions) < 2:
        return mentions
    return sorted(mentions, key=lambda m: (min(abs(m[0] - p) for p in positions), m[0]))


def _after_name(text: str, name: str, *, numeric_ok: bool = False) -> list[str]:
    """Values written right after the parameter's name: "ticker AAPL", "order #12345",
    "category: electronics", "name is Alice"."""
    toks = [t for t in split_identifier(name) if t not in ("id", "ids", "number", "no", "num", "code", "name", "ref")]
    if not toks:
        toks = split_identifier(name)
    if not toks:
        return []
    head = r"\s+".join(re.escape(t) for t in toks)
    pattern = rf"\b{head}s?\b(?:\s+(?:number|no\.?|id|code|name))?\s*(?:is|was|=|:|of|called|named|#)?\s*#?(\"[^\"]+\"|'[^']+'|[A-Za-z0-9][\w.@-]*)"
    out = []
    for m in re.finditer(pattern, text, re.I):
        value = m.group(1).strip("\"'").rstrip(".,")
        if value.lower() in STOPWORDS:
            continue
        if value.isdigit() and not numeric_ok and len(value) < 3:
            continue
        out.append(value)
    return out


_TIMEZONES = {
    "london": "Europe/London", "paris": "Europe/Paris", "berlin": "Europe/Berlin", "madrid": "Europe/Madrid",
    "rome": "Europe/Rome", "amsterdam": "Europe/Amsterdam", "zurich": "Europe/Zurich", "vienna": "Europe/Vienna",
    "lisbon": "Europe/Lisbon", "dublin": "Europe/Dublin", "stockholm": "Europe/Stockholm", "oslo": "Europe/Oslo",
    "moscow": "Europe/Moscow", "istanbul": "Europe/Istanbul", "athens": "Europe/Athens", "warsaw": "Europe/Warsaw",
    "new york": "America/New_York", "nyc": "America/New_York", "boston": "America/New_York", "chicago": "America/Chicago",
    "denver": "America/Denver", "los angeles": "America/Los_Angeles", "san francisco": "America/Los_Angeles",
    "seattle": "America/Los_Angeles", "toronto": "America/Toronto", "vancouver": "America/Vancouver",
    "mexico city": "America/Mexico_City", "sao paulo": "America/Sao_Paulo", "buenos aires": "America/Argentina/Buenos_Aires",
    "tokyo": "Asia/Tokyo", "seoul": "Asia/Seoul", "beijing": "Asia/Shanghai", "shanghai": "Asia/Shanghai",
    "hong kong": "Asia/Hong_Kong", "singapore": "Asia/Singapore", "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata",
    "new delhi": "Asia/Kolkata", "dubai": "Asia/Dubai", "bangkok": "Asia/Bangkok", "jakarta": "Asia/Jakarta",
    "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne", "auckland": "Pacific/Auckland",
    "cairo": "Africa/Cairo", "johannesburg": "Africa/Johannesburg", "lagos": "Africa/Lagos", "nairobi": "Africa/Nairobi",
}


def _timezones(text: str) -> list[str]:
    out = [m.group(0) for m in re.finditer(r"\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Pacific)/[A-Za-z_]+(?:/[A-Za-z_]+)?\b", text)]
    out += [m.group(0).upper() for m in re.finditer(r"\b(?:UTC|GMT)(?:[+-]\d{1,2})?\b", text, re.I)]
    low = text.lower()
    for city, zone in _TIMEZONES.items():
        if re.search(rf"\b{re.escape(city)}\b", low):
            out.append(zone)
    out += _locations(text)
    return list(dict.fromkeys(out))


_MATH_WORDS = [
    (r"\bmultiplied by\b|\btimes\b|×", "*"), (r"\bdivided by\b|÷", "/"), (r"\bplus\b", "+"), (r"\bminus\b", "-"),
    (r"\bto the power of\b|\^", "**"), (r"(\d)\s*x\s*(\d)", r"\1 * \2"),
]


def _expressions(text: str) -> list[str]:
    """An arithmetic expression in the text: "What is 12 * 7?" -> "12 * 7", "15% of 80" -> "15 / 100 * 80"."""
    t = _strip_contacts(text)
    for regex in (_ISO_DATE_RE, _ID_RE, re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?\b"), re.compile(r"\+?\d[\d -]{7,}\d")):
        t = regex.sub(" ", t)
    for pattern, repl in _MATH_WORDS:
        t = re.sub(pattern, repl, t, flags=re.I)
    t = re.sub(r"(\d+(?:\.\d+)?)\s*%\s*of\s*(\d+(?:\.\d+)?)", r"\1 / 100 * \2", t)
    t = re.sub(r"(?<=\d),(?=\d{3}\b)", "", t)
    out = []
    for m in re.finditer(r"[\d(][\d\s.+\-*/()%]*[\d)]", t):
        expr = " ".join(m.group(0).split())
        if re.search(r"\d\s*(?:\*\*|[+\-*/%])\s*[\d(]", expr):
            out.append(expr)
    m = re.search(r"\bsqrt\s*(?:of\s*)?\(?\s*(\d+(?:\.\d+)?)\)?|square root of (\d+(?:\.\d+)?)", text, re.I)
    if m:
        out.append(f"sqrt({m.group(1) or m.group(2)})")
    return out


_PEOPLE_WORDS = frozenset("participants attendees people names persons members guests invitees".split())
_PHRASE_STOP = frozenset("on at in with for to and or by from of about this that next".split())


def _article_phrases(text: str) -> list[str]:
    """Noun phrases led by an article: "going to a science fair on Friday" -> ["science fair"]."""
    out = []
    for m in re.finditer(r"\b(?:a|an|the)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})", text):
        kept = []
        for w in m.group(1).split():
            if w in _PHRASE_STOP:
                break
            kept.append(w)
        if kept:
            out.append(" ".join(kept[:3]))
    return out


def _day_words(text: str) -> list[str]:
    """Dates said in words: "Friday", "next Monday", "tomorrow" (kept as said: no clock here)."""
    days = "|".join(_DAYS)
    out = []
    for m in re.finditer(rf"\b((?:next|this|on)\s+)?({days}|today|tomorrow|tonight|weekend)\b", text, re.I):
        word = m.group(2)
        prefix = (m.group(1) or "").strip().lower()
        word = word.capitalize() if word.lower() in _DAYS else word.lower()
        out.append(f"{prefix} {word}" if prefix in ("next", "this") else word)
    return out


def _person_names(text: str) -> list[str]:
    tokens = _word_spans(text)
    out = []
    for index, (tok, _s, _e) in enumerate(tokens):
        if tok[:1].isupper() and tok.isalpha() and tok not in _NOT_PLACES and not tok.isupper():
            if index > 0 and tokens[index - 1][0].lower() in ("in", "at", "near", "to", "from"):
                continue
            out.append(tok)
    return list(dict.fromkeys(out))


def _no_tool_sentence(text: str) -> str:
    phrase = concise_phrase(text, 10)
    if not phrase:
        return "I can help with that."
    return f"I can help with that: {phrase}."


def _multi_strings_for(text: str, cat: str, name: str, s: dict[str, Any]) -> list[str]:
    """Every value of category `cat` the text names (places, ids, emails, ...), in order."""
    if cat == "location":
        return _locations(text, role=_location_role(name))
    if cat == "email":
        return _emails(text)
    if cat == "url":
        return _urls(text)
    if cat == "date":
        return _date_from_text(text)
    if cat == "id":
        return _ids(text)
    if cat == "flight":
        return _flights(text)
    if cat == "ticker":
        return _tickers(text)
    if cat == "language":
        return [w.capitalize() for w in words(text) if w in _LANGUAGES]
    if cat == "timezone":
        return _timezones(text)
    if cat == "expression":
        return _expressions(text)
    return []


def _several(text: str, cat: str, name: str, s: dict[str, Any]) -> list[str]:
    """The values when the user names several of one kind ("in Paris and in Rome", "TKT-7 and
    TKT-9"); places count only when listed together with "and"/"or"."""
    if cat == "location":
        groups: list[list[str]] = []
        _locations(text, role=_location_role(name), groups=groups)
        for group in groups:
            if len(group) > 1:
                return list(dict.fromkeys(group))
        return []
    values = _multi_strings_for(text, cat, name, s)
    if cat == "ticker":
        values = [v for v in values if len(v) >= 2]
    return values


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------


def fill_arguments_detailed(schema: dict[str, Any] | None, *, context: ArgContext) -> tuple[dict[str, Any], dict[str, str]]:
    """Like `fill_arguments`, also returning where each value came from (path -> source:
    focus | output | earlier_output | enum | number | text | facts | pattern | boolean | nested |
    const | null | default)."""
    root = schema if isinstance(schema, dict) else {}
    if not root:
        root = {"type": "object", "properties": {}}
    filler = _Filler(root, context)
    value = filler.fill_root()
    return value, filler.sources


def fill_arguments(schema: dict[str, Any] | None, *, context: ArgContext) -> dict[str, Any]:
    """Arguments for a tool whose parameters are `schema`; they always validate against it."""
    return fill_arguments_detailed(schema, context=context)[0]


def fill_structured_output(schema: dict[str, Any], *, context: ArgContext) -> dict[str, Any]:
    """A structured answer (response_format / text.format json_schema) that validates: fields come
    from this turn's tool outputs and the text; `summary`/`answer`-like strings state the facts."""
    root = schema if isinstance(schema, dict) else {}
    if not root:
        root = {"type": "object"}
    filler = _Filler(root, context, structured=True)
    resolved = _resolve(root, root)
    if (
        isinstance(resolved, dict)
        and not resolved.get("properties")
        and resolved.get("additionalProperties", True) is not False
        and _kind(resolved) in ("object", "any")
    ):
        # JSON mode without a schema: one "answer" field stating the facts
        text = context.user_text or (context.earlier_user_texts[0] if context.earlier_user_texts else "")
        answer = filler.facts() or _no_tool_sentence(text)
        candidate = {"answer": answer}
        if _valid(candidate, root, root):
            return candidate
    return filler.fill_root()
