"""Fixtures for the integration tests: a real `labkit.sim` server on 127.0.0.1, the real `openai`
clients and the real Agents SDK talking to it over HTTP. Nothing in either SDK is patched.

- `server`: one simulator for the whole module (GeneralPolicy, seed 0);
- `fresh_server`: a new simulator per test (fault counters and stores start empty);
- `client`: an `openai.OpenAI` on `server`; `async_client()`: makes an `openai.AsyncOpenAI` on it
  (call it inside the event loop that uses it);
- `make_model(server, api)`: an Agents SDK model (`OpenAIResponsesModel` or
  `OpenAIChatCompletionsModel`) bound to its own `AsyncOpenAI` on that server; `run_async(main)`
  runs `main()` in a fresh loop and closes those clients before the loop ends;
- `openapi`: validation against the official OpenAPI schemas; `parse_sse`: raw SSE framing;
- tracing: `set_trace_processors([])` for the whole session, so no trace is exported anywhere.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import os
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import jsonschema
import openai
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

import labkit
from labkit import sim
from labkit.ledger import Ledger

#: The official OpenAPI description, vendored (see tests/data/README.md).
SPEC_PATH = Path(__file__).resolve().parents[1] / "data" / "openai-openapi.json.gz"
API_KEY = "sk-labkit-test"
MODEL = "gpt-4o-mini"
APIS = ("responses", "chat")


@pytest.fixture(scope="session", autouse=True)
def no_trace_export() -> Iterator[None]:
    """Replace the Agents SDK's exporter (which would post to api.openai.com) with nothing."""
    from agents import set_trace_processors

    set_trace_processors([])
    yield


def child_processes() -> set[int]:
    """Process ids whose parent is this test process (Linux /proc; empty elsewhere)."""
    found = set()
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = entry.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == os.getpid() and fields[0] != "Z":
            found.add(int(entry.parent.name))
    return found


@pytest.fixture
def no_leftover_process() -> Iterator[None]:
    """Fails the test when a child process it started (an MCP server) is still running after it."""
    before = child_processes()
    yield
    assert child_processes() - before == set(), "an MCP server process outlived its test"


@pytest.fixture
def conn() -> Iterator[labkit.Connection]:
    """`labkit.connect("sim")` with a ledger of its own, closed after the test (modules may define their own)."""
    with labkit.connect("sim", ledger=Ledger()) as connection:
        yield connection


@pytest.fixture(scope="module")
def server() -> Iterator[sim.SimServer]:
    """A simulator shared by the tests of one module."""
    with sim.start(seed=0) as running:
        yield running


@pytest.fixture
def fresh_server() -> Iterator[sim.SimServer]:
    """A new simulator for one test (its fault counters, ids and stores start from zero)."""
    with sim.start(seed=0) as running:
        yield running


@pytest.fixture
def client(server: sim.SimServer) -> Iterator[openai.OpenAI]:
    with openai.OpenAI(base_url=server.base_url, api_key=API_KEY) as sync_client:
        yield sync_client


@pytest.fixture
def async_client(server: sim.SimServer) -> Callable[..., openai.AsyncOpenAI]:
    """A factory: call it inside the coroutine that uses it (an async client belongs to one loop)."""

    def make(**options: Any) -> openai.AsyncOpenAI:
        return openai.AsyncOpenAI(base_url=server.base_url, api_key=API_KEY, **options)

    return make


_OPEN_CLIENTS: list[openai.AsyncOpenAI] = []


def _make_model(server: sim.SimServer, api: str, model: str = MODEL, **client_options: Any):
    from agents import OpenAIChatCompletionsModel, OpenAIResponsesModel

    async_openai = openai.AsyncOpenAI(base_url=server.base_url, api_key=API_KEY, **client_options)
    _OPEN_CLIENTS.append(async_openai)
    if api == "responses":
        return OpenAIResponsesModel(model=model, openai_client=async_openai)
    if api == "chat":
        return OpenAIChatCompletionsModel(model=model, openai_client=async_openai)
    raise ValueError(f"unknown api {api!r}")


def _run_async(main: Callable[[], Awaitable[Any]]) -> Any:
    async def wrapper() -> Any:
        try:
            return await main()
        finally:  # close the models' clients inside their own loop, before it ends
            while _OPEN_CLIENTS:
                await _OPEN_CLIENTS.pop().close()

    return asyncio.run(wrapper())


@pytest.fixture(scope="session")
def run_async() -> Callable[[Callable[[], Awaitable[Any]]], Any]:
    """`run_async(main)`: `asyncio.run(main())`, then close the clients `make_model` made in it."""
    return _run_async


@pytest.fixture(scope="session")
def make_model() -> Callable[..., Any]:
    """`make_model(server, api, model="gpt-4o-mini", **client_options)`: an Agents SDK model
    (`OpenAIResponsesModel` for "responses", `OpenAIChatCompletionsModel` for "chat") bound to its
    own `AsyncOpenAI` on `server`. Call it inside the event loop that runs the agent."""
    return _make_model


# --- OpenAPI validation ---------------------------------------------------------------------------


def _nullable_to_anyof(node: Any) -> Any:
    """OpenAPI 3.0 `nullable: true` is not JSON Schema: rewrite it as `anyOf [<schema>, null]`."""
    if isinstance(node, list):
        return [_nullable_to_anyof(x) for x in node]
    if not isinstance(node, dict):
        return node
    fixed = {key: _nullable_to_anyof(value) for key, value in node.items() if key != "nullable"}
    return {"anyOf": [fixed, {"type": "null"}]} if node.get("nullable") is True else fixed


class OpenAPI:
    """Validates instances against `#/components/schemas/<name>` of the official OpenAPI spec.

    Skipped or approximated (and why):
    - `nullable: true` is rewritten to `anyOf [..., null]` (OpenAPI 3.0 keyword, ignored by JSON Schema);
    - `discriminator` is an OpenAPI keyword jsonschema ignores; `oneOf`/`anyOf` still pick the
      branch through each member's `type` enum;
    - `format` (unixtime, uri, ...) is not asserted (jsonschema's default);
    - `Response.usage` is made nullable: the in-progress snapshots inside `response.created` /
      `response.in_progress` carry `"usage": null` on the real wire (contract section 7) while the
      spec types it as a plain object.
    """

    def __init__(self) -> None:
        spec = _nullable_to_anyof(json.loads(gzip.decompress(SPEC_PATH.read_bytes())))
        props = spec["components"]["schemas"]["Response"]["allOf"][2]["properties"]
        props["usage"] = {"anyOf": [props["usage"], {"type": "null"}]}
        self.spec = spec
        self.registry = Registry().with_resource(
            "urn:openapi", Resource.from_contents(spec, default_specification=DRAFT202012)
        )
        self._validators: dict[str, jsonschema.Draft202012Validator] = {}

    def errors(self, instance: Any, name: str) -> list[str]:
        if name not in self._validators:
            schema = {"$ref": f"urn:openapi#/components/schemas/{name}"}
            self._validators[name] = jsonschema.Draft202012Validator(schema, registry=self.registry)
        found = sorted(self._validators[name].iter_errors(instance), key=lambda e: list(e.absolute_path))
        return [f"{list(e.absolute_path)}: {e.message[:200]}" for e in found[:5]]

    def validate(self, instance: Any, name: str) -> None:
        problems = self.errors(instance, name)
        assert not problems, f"{name}: " + "; ".join(problems)


@pytest.fixture(scope="session")
def openapi() -> OpenAPI:
    return OpenAPI()


# --- SSE framing ----------------------------------------------------------------------------------


def _parse_sse(raw: bytes) -> list[dict[str, Any]]:
    """Split raw SSE bytes into events: each `{"event": str | None, "data": str, "lines": [...]}`.

    Strict on purpose: events are separated by one blank line, lines are `field: value`."""
    text = raw.decode("utf-8")
    assert text.endswith("\n\n"), f"stream does not end with a blank line: {text[-80:]!r}"
    events = []
    for block in text[:-2].split("\n\n"):
        lines = block.split("\n")
        event: dict[str, Any] = {"event": None, "data": None, "lines": lines}
        for line in lines:
            field, sep, value = line.partition(": ")
            assert sep, f"malformed SSE line {line!r}"
            assert field in ("event", "data"), f"unexpected SSE field {field!r}"
            assert event[field] is None, f"repeated {field!r} in one event: {block!r}"
            event[field] = value
        assert event["data"] is not None, f"event without data: {block!r}"
        events.append(event)
    return events


@pytest.fixture(scope="session")
def parse_sse() -> Callable[[bytes], list[dict[str, Any]]]:
    return _parse_sse
