"""A bounded, seeded fuzz of the simulator over HTTP: no answer is ever a 5xx, and every error
is the API's envelope `{"error": {"message", "type", "param", "code"}}`.

Hypothesis generates (with `derandomize=True`: the same examples on every run, no database):

- request bodies for `POST /v1/responses` and `/v1/chat/completions` built from the vendored
  OpenAPI description: every property of `CreateResponse` / `CreateChatCompletionRequest` may
  appear, with a value from the spec's own enums or an arbitrary JSON value, on top of a valid
  request (so the model is reached as well as the validators);
- hostile bodies: deep nesting, lone surrogates (as escapes and as raw bytes), `NaN`, numbers
  too large for a double, invalid UTF-8, random bytes;
- the other endpoints (conversations and their items, stored responses, models, trace ingest)
  with arbitrary bodies, ids and query strings, and arbitrary `x-labkit-fault` headers.

Size: 4 tests × 400 examples (about 1,800 requests), under 15 s on the 2-core reference
machine; `FUZZ_EXAMPLES` below sets it. The last test checks the fuzz reached both answers and
errors, so a generator that only ever produced garbage would not pass silently.
"""

from __future__ import annotations

import gzip
import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

import httpx2
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

SPEC_PATH = Path(__file__).resolve().parents[1] / "data" / "openai-openapi.json.gz"
MODEL = "gpt-4o-mini"
FUZZ_EXAMPLES = 400
FUZZ = settings(
    max_examples=FUZZ_EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture],
)
ENVELOPE = {"message", "type", "param", "code"}


@pytest.fixture(scope="module")
def http(server):
    with httpx2.Client(base_url=server.base_url + "/", timeout=60) as client:
        yield client


@pytest.fixture(autouse=True)
def no_sim_bugs(caplog):
    """No request may reach the simulator's 'bug' log line (the 500 path)."""
    with caplog.at_level(logging.ERROR, logger="labkit.sim"):
        yield
    assert not [record for record in caplog.records if "bug" in record.getMessage()]


#: Status codes seen by this module's fuzz, for `test_the_fuzz_reached_answers_and_errors`.
STATUSES: dict[int, int] = {}


def assert_answered(reply: httpx2.Response, sent: Any) -> None:
    """Below 500, and an error is the API's envelope with a message."""
    STATUSES[reply.status_code] = STATUSES.get(reply.status_code, 0) + 1
    shown = repr(sent)[:300]
    assert reply.status_code < 500, f"{reply.status_code} for {shown}: {reply.text[:300]}"
    if reply.status_code >= 400:
        error = reply.json()["error"]
        assert set(error) == ENVELOPE and isinstance(error["message"], str) and error["message"], shown


# --- strategies ----------------------------------------------------------------------------------

#: Text that includes lone surrogates (category Cs, which `characters()` leaves out by default).
SURROGATES = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF, categories=["Cs"])
#: (`st.text` drops surrogates whatever its alphabet, so the characters are joined by hand.)
HOSTILE_TEXT = st.lists(st.characters() | SURROGATES, max_size=40).map("".join)
SCALARS = (st.none() | st.booleans() | st.integers(-(2**70), 2**70)
           | st.floats(allow_nan=False, allow_infinity=False) | HOSTILE_TEXT)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(HOSTILE_TEXT, children, max_size=4),
    max_leaves=12,
)


@cache
def spec_properties(name: str) -> dict[str, list[Any]]:
    """The properties of an OpenAPI request schema (through `allOf` and `$ref`), each with the
    enum values found anywhere in its schema."""
    spec = json.loads(gzip.decompress(SPEC_PATH.read_bytes()))
    schemas = spec["components"]["schemas"]
    properties: dict[str, Any] = {}

    def collect(node: dict[str, Any], seen: set[str]) -> None:
        if "$ref" in node:
            ref = node["$ref"].rsplit("/", 1)[-1]
            if ref not in seen:
                collect(schemas[ref], seen | {ref})
            return
        for part in node.get("allOf", []):
            collect(part, seen)
        properties.update(node.get("properties", {}))

    def enums(node: Any, seen: frozenset[str], found: list[Any]) -> list[Any]:
        if isinstance(node, dict):
            if "$ref" in node and node["$ref"].rsplit("/", 1)[-1] not in seen and len(seen) < 4:
                ref = node["$ref"].rsplit("/", 1)[-1]
                enums(schemas[ref], seen | {ref}, found)
            found.extend(node.get("enum", []))
            for value in node.values():
                enums(value, seen, found)
        elif isinstance(node, list):
            for value in node:
                enums(value, seen, found)
        return found

    collect(schemas[name], set())
    return {key: enums(schema, frozenset(), [])[:20] for key, schema in sorted(properties.items())}


def from_spec(name: str) -> st.SearchStrategy[dict[str, Any]]:
    """A partial request of schema `name`: some of its properties, each an enum value or any JSON."""
    properties = spec_properties(name)

    def value_for(key: str) -> st.SearchStrategy[Any]:
        choices = properties[key]
        return (st.sampled_from(choices) | JSON_VALUES) if choices else JSON_VALUES

    keys = st.lists(st.sampled_from(sorted(properties)), max_size=5, unique=True)
    return keys.flatmap(lambda chosen: st.fixed_dictionaries({key: value_for(key) for key in chosen}))


VALID = {
    "responses": {"model": MODEL, "input": "What's the weather in Paris?",
                  "tools": [{"type": "function", "name": "get_weather", "parameters": {
                      "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"],
                      "additionalProperties": False}, "strict": True}]},
    "chat/completions": {"model": MODEL, "messages": [{"role": "user", "content": "What's the weather in Paris?"}],
                         "tools": [{"type": "function", "function": {"name": "get_weather", "parameters": {
                             "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"],
                             "additionalProperties": False}, "strict": True}}]},
}
SCHEMA = {"responses": "CreateResponse", "chat/completions": "CreateChatCompletionRequest"}


def encode(value: Any) -> bytes:
    """JSON with every non-ASCII character escaped, so lone surrogates travel as `\\udXXX`."""
    return json.dumps(value, ensure_ascii=True).encode("ascii")


def hostile_bodies() -> st.SearchStrategy[bytes]:
    """Bodies that are not, or barely, JSON a handler could accept."""
    deep = st.tuples(st.integers(60, 3_000), st.sampled_from("[{")).map(
        lambda pair: ('{"model":"gpt-4o-mini","input":' + ('[' * pair[0] + ']' * pair[0] if pair[1] == "[" else
                      '{"a":' * pair[0] + "1" + "}" * pair[0]) + "}").encode())
    surrogate_bytes = HOSTILE_TEXT.map(lambda text: b'{"model":"gpt-4o-mini","input":"' + text.encode(
        "utf-8", "surrogatepass").replace(b"\\", b"").replace(b'"', b"") + b'"}')
    numbers = st.sampled_from([b"NaN", b"Infinity", b"-Infinity", b"1e999", b"-1e400", b"9" * 4_400, b"1" * 200])
    with_number = numbers.map(lambda n: b'{"model":"gpt-4o-mini","input":"hi","temperature":' + n + b"}")
    return deep | surrogate_bytes | with_number | st.binary(max_size=200)


# --- the tests -------------------------------------------------------------------------------------


#: Fields a valid request may carry as free text (echoed back, stored, or read by the model).
TEXT_FIELDS = {
    "responses": ["instructions", "user", "safety_identifier", "prompt_cache_key", "input", "model"],
    "chat/completions": ["user", "safety_identifier", "prompt_cache_key", "model"],
}


def text_field(path: str) -> st.SearchStrategy[dict[str, Any]]:
    """One free-text field (or a metadata value) of a valid request set to hostile text."""
    one = st.sampled_from(TEXT_FIELDS[path]).flatmap(lambda key: st.fixed_dictionaries({key: HOSTILE_TEXT}))
    metadata = st.dictionaries(HOSTILE_TEXT, HOSTILE_TEXT, min_size=1, max_size=2).map(lambda m: {"metadata": m})
    return one | metadata


@FUZZ
@given(path=st.sampled_from(sorted(SCHEMA)), data=st.data())
def test_requests_from_the_openapi_description_never_get_a_5xx(http, path, data):
    change = from_spec(SCHEMA[path]) | text_field(path)
    body = {**VALID[path], **data.draw(change, label="changed fields")}
    if data.draw(st.booleans(), label="drop model"):
        body.pop("model", None)
    raw = encode(body)
    reply = http.post(path, content=raw, headers={"content-type": "application/json"})
    assert_answered(reply, body)


@FUZZ
@given(path=st.sampled_from(["responses", "chat/completions", "conversations", "traces/ingest"]),
       raw=hostile_bodies())
def test_hostile_bodies_never_get_a_5xx(http, path, raw):
    assert_answered(http.post(path, content=raw, headers={"content-type": "application/json"}), raw)


@FUZZ
@given(
    call=st.sampled_from([
        ("POST", "conversations"), ("POST", "conversations/{id}"), ("GET", "conversations/{id}/items"),
        ("POST", "conversations/{id}/items"), ("GET", "conversations/{id}/items/{item}"),
        ("DELETE", "conversations/{id}/items/{item}"), ("GET", "responses/{id}"), ("GET", "models/{id}"),
        ("POST", "traces/ingest"), ("GET", "labkit/traces"), ("DELETE", "conversations/{id}"),
    ]),
    body=JSON_VALUES,
    use_real_id=st.booleans(),
    other_id=st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E, exclude_characters="/?#%\\"),
                     min_size=1, max_size=20),
    query=st.dictionaries(st.sampled_from(["limit", "order", "after", "x"]), st.text(max_size=12), max_size=3),
)
def test_other_endpoints_never_get_a_5xx(http, call, body, use_real_id, other_id, query):
    method, template = call
    if use_real_id:
        conversation = http.post("conversations", json={"items": [{"role": "user", "content": "hi"}]}).json()
        items = http.get(f"conversations/{conversation['id']}/items").json()["data"]
        ids = {"id": conversation["id"], "item": items[0]["id"]}
    else:
        ids = {"id": other_id, "item": other_id}
    path = template.format(**ids)
    content = encode(body) if method == "POST" else None
    reply = http.request(method, path, content=content, params=query, headers={"content-type": "application/json"})
    assert_answered(reply, (method, path, body, query))


FAULT_WORDS = ["rate_limit", "quota", "stream_cut", "stream_error", "malformed_args", "unknown_tool",
               "schema_violation", "server_error", "unavailable", "@", "@*", "+", "-", ":", ",", "/chat",
               "/responses", "1", "2", "0", "99999999999", "."]
#: Header text a client can send (h11 allows SP, VCHAR and obs-text), often built of the rules' words.
FAULT_HEADERS = st.lists(st.sampled_from(FAULT_WORDS) | st.characters(min_codepoint=0x20, max_codepoint=0xFF,
                                                                      exclude_characters="\x7f"),
                         max_size=12).map("".join).map(lambda text: text.strip(" \t"))  # a client cannot send edge spaces


@FUZZ
@given(header=FAULT_HEADERS, path=st.sampled_from(["responses", "chat/completions"]))
def test_fault_headers_never_get_an_unplanned_5xx(http, header, path):
    assume("hang" not in header)  # a hang rule holds the request for 30 s, as asked
    reply = http.post(path, json=VALID[path], headers={"x-labkit-fault": header.encode("latin-1")})
    if reply.status_code >= 500:  # a fault the header asked for (server_error / unavailable) is fine
        assert any(kind in header for kind in ("server_error", "unavailable")), (header, reply.text[:200])
        return
    assert_answered(reply, header)


def test_the_fuzz_reached_answers_and_errors():
    assert STATUSES.get(200, 0) > 100 and STATUSES.get(400, 0) > 500 and STATUSES.get(404, 0) > 20, STATUSES
