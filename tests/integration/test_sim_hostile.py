"""The simulator against clients that are broken, slow or hostile: it answers every one in the
API's error envelope with a 4xx, keeps what it stores readable and bounded, closes connections
that dawdle, keeps answering `GET /v1/models` while a request is being decided, and listens on
loopback unless told otherwise (with a key).

Raw sockets where a real client cannot misbehave enough; `httpx2` elsewhere. No test here
asserts a duration: slow clients use small limits and generous upper bounds.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx2
import openai
import pytest

from labkit import sim
from labkit.sim.limits import Limits
from labkit.sim.policy import FunctionPolicy
from labkit.sim.types import Decision

MODEL = "gpt-4o-mini"
KEY = {"authorization": "Bearer sk-test"}
ENVELOPE = {"message", "type", "param", "code"}


@pytest.fixture
def http(server) -> Iterator[httpx2.Client]:
    with httpx2.Client(base_url=server.base_url + "/", headers=KEY, timeout=30) as raw:
        yield raw


def assert_envelope(reply, status: int, code: str | None = None) -> dict[str, Any]:
    """The API's error body with this status (and code); returns the `error` object."""
    assert reply.status_code == status, reply.text[:300]
    error = reply.json()["error"]
    assert set(error) == ENVELOPE and error["message"], error
    if code is not None:
        assert error["code"] == code, error
    return error


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# --- never a 5xx for client input -----------------------------------------------------------------


@pytest.mark.parametrize("depth, code", [(65, "json_too_deep"), (1_000, "json_too_deep"),
                                         (100_000, "json_too_complex")])
@pytest.mark.parametrize("path, template", [
    ("responses", '{"model": "gpt-4o-mini", "input": %s}'),
    ("chat/completions", '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "hi"}], "metadata": %s}'),
    ("traces/ingest", '{"data": %s}'),
    ("conversations", '{"items": %s}'),
])
def test_deep_json_is_a_400_naming_the_limit(http, path, template, depth, code):
    reply = http.post(path, content=template % nested(depth), headers={"content-type": "application/json"})
    error = assert_envelope(reply, 400, code)
    limit = "max_json_depth" if code == "json_too_deep" else "max_json_containers"
    assert limit in error["message"]


def test_a_body_of_many_tiny_objects_is_refused_before_it_is_parsed(http):
    items = [{"role": "user", "content": "ok"}] * 40_000  # 1.2 MB: fine for the size limit
    error = assert_envelope(http.post("conversations", json={"items": items}), 400, "json_too_complex")
    assert "20,000 arrays and objects" in error["message"]


def test_json_at_the_depth_limit_is_accepted(http):
    metadata = json.loads(nested(62))  # + the body object and the `metadata` key's array = 63 < 64
    reply = http.post("chat/completions", json={"model": MODEL, "messages": [{"role": "user", "content": "hi"}],
                                                "metadata": {"deep": metadata}})
    assert reply.status_code != 500 and "json_too_deep" not in reply.text


@pytest.mark.parametrize("body, where", [
    ('{"model": "\\ud800", "input": "hi"}', "model"),
    ('{"model": "gpt-4o-mini", "input": "hi", "instructions": "be \\udfff brief"}', "instructions"),
    ('{"model": "gpt-4o-mini", "input": "hi", "metadata": {"k": "\\ud83d"}}', "metadata.k"),
    ('{"model": "gpt-4o-mini", "input": [{"role": "\\ud800", "content": "hi"}]}', "input[0].role"),
    ('{"model": "gpt-4o-mini", "input": "hi", "metadata": {"\\ud800": "v"}}', "metadata.\\ud800"),
])
def test_lone_surrogates_are_a_400_naming_where(http, body, where):
    reply = http.post("responses", content=body, headers={"content-type": "application/json"})
    error = assert_envelope(reply, 400, "invalid_unicode")
    assert error["param"] == where and "lone surrogate" in error["message"]


def test_surrogate_pairs_are_proper_unicode(http):
    reply = http.post("responses", content='{"model": "gpt-4o-mini", "input": "hi \\ud83d\\udca5"}',
                      headers={"content-type": "application/json"})
    assert reply.status_code == 200, reply.text


@pytest.mark.parametrize("raw", [
    b'{"model": "gpt-4o-mini", "input": "hi \xed\xa0\x80"}',  # a surrogate as raw bytes: not UTF-8
    b'{"model": "gpt-4o-mini", "input": "\xff"}',
    b'{"model": "gpt-4o-mini", "input": "hi", "temperature": NaN}',
    b'{"model": "gpt-4o-mini", "input": "hi", "temperature": -Infinity}',
    b'{"model": "gpt-4o-mini", "input": "hi", "max_output_tokens": ' + b"9" * 5_000 + b"}",
])
def test_bodies_that_are_not_json_text_are_the_parse_error(http, raw):
    assert_envelope(http.post("chat/completions", content=raw, headers={"content-type": "application/json"}), 400)


def test_a_number_too_large_for_a_double_is_a_400(http):
    reply = http.post("responses", content='{"model": "gpt-4o-mini", "input": "hi", "temperature": 1e999}',
                      headers={"content-type": "application/json"})
    assert_envelope(reply, 400, "number_out_of_range")


def test_a_lone_surrogate_cannot_poison_traces_or_conversations(server, http):
    for path, body in [
        ("traces/ingest", '{"data": [{"object": "trace", "id": "trace_1", "workflow_name": "x\\ud800"}]}'),
        ("conversations", '{"items": [{"role": "user", "content": "\\udc00"}]}'),
    ]:
        assert_envelope(http.post(path, content=body, headers={"content-type": "application/json"}), 400,
                        "invalid_unicode")
    assert http.get("labkit/traces").status_code == 200
    conversation = http.post("conversations", json={"items": [{"role": "user", "content": "fine 💥"}]}).json()
    items = http.get(f"conversations/{conversation['id']}/items")
    assert items.status_code == 200 and items.json()["data"][0]["content"][0]["text"] == "fine 💥"


def test_fault_header_texts_are_bounded(fresh_server):
    with httpx2.Client(base_url=fresh_server.base_url + "/", timeout=30) as client:
        for index in range(fresh_server.simulator.limits.fault_headers + 50):
            reply = client.post("chat/completions", json={"model": MODEL, "messages": [{"role": "user", "content": "hi"}]},
                                headers={"x-labkit-fault": f"rate_limit@{index + 2}"})
            assert reply.status_code == 200
    assert fresh_server.simulator.plan.header_texts == fresh_server.simulator.limits.fault_headers


@pytest.mark.parametrize("header", ["hang:1.2.3", "rate_limit:" + "9" * 400, "rate_limit@" + "9" * 5_000])
def test_out_of_range_fault_headers_are_the_grammar_400(http, header):
    reply = http.post("responses", json={"model": MODEL, "input": "hi"}, headers={"x-labkit-fault": header})
    assert_envelope(reply, 400, "invalid_fault")


# --- bounded resources ----------------------------------------------------------------------------


@pytest.fixture
def small() -> Iterator[sim.SimServer]:
    """A simulator with small limits, so tests reach them quickly."""
    limits = Limits(max_body_bytes=64_000, header_timeout_s=0.5, body_timeout_s=0.5, stored_bytes=40_000,
                    stored_count=5)
    with sim.start(seed=0, limits=limits) as running:
        yield running


def test_a_body_over_the_limit_is_a_413_in_the_envelope(small):
    body = {"model": MODEL, "input": "x" * 70_000}
    reply = httpx2.post(small.base_url + "/responses", json=body, timeout=30)
    error = assert_envelope(reply, 413, "request_too_large")
    assert "64,000 bytes" in error["message"] and "max_body_bytes" in error["message"]
    chunks = (b"x" * 10_000 for _ in range(10))  # no Content-Length: counted as it arrives
    reply = httpx2.post(small.base_url + "/chat/completions", content=chunks, timeout=30)
    assert_envelope(reply, 413, "request_too_large")


def test_the_openai_client_reads_the_413_of_a_body_far_over_the_limit(small):
    """The server answers after the headers; it then discards the rest of the body for a moment
    (a lingering close) so the client, still writing megabytes, reads the 413 instead of a reset."""
    with openai.OpenAI(base_url=small.base_url, api_key="k", max_retries=0) as client:
        with pytest.raises(openai.APIStatusError) as caught:
            client.responses.create(model=MODEL, input="y" * 3_000_000)
    assert caught.value.status_code == 413 and caught.value.code == "request_too_large"
    assert "is 3,000,03" in caught.value.message  # the size Content-Length declared


def test_stored_responses_are_capped_by_bytes_and_count(small):
    with openai.OpenAI(base_url=small.base_url, api_key="k") as client:
        ids = [client.responses.create(model=MODEL, input=f"hello number {index}").id for index in range(8)]
        kept = [response_id for response_id in ids if small.simulator.store.get_response(response_id)]
        assert kept == ids[-5:]  # count cap: the oldest went first
        big = [client.responses.create(model=MODEL, input="z" * 15_000).id for _ in range(3)]
        assert small.simulator.store.usage()["responses"] <= 40_000
        assert small.simulator.store.get_response(big[-1]) and not small.simulator.store.get_response(ids[-1])
        with pytest.raises(openai.BadRequestError) as caught:
            client.responses.create(model=MODEL, input="w" * 45_000)  # alone over the cap
        assert caught.value.code == "stored_too_large"
        assert client.responses.create(model=MODEL, input="w" * 45_000, store=False).id  # not stored: fine


def test_ingested_traces_are_capped(small):
    with httpx2.Client(base_url=small.base_url + "/", timeout=30) as client:
        for index in range(12):
            span = {"object": "trace.span", "id": f"span_{index}", "span_data": {"text": "t" * 1_000}}
            assert client.post("traces/ingest", json={"data": [span]}).status_code == 204
        kept = client.get("labkit/traces").json()["data"]
    assert [span["id"] for span in kept] == [f"span_{index}" for index in range(7, 12)]


def test_a_conversation_cannot_outgrow_the_store(small):
    with httpx2.Client(base_url=small.base_url + "/", timeout=30) as client:
        conversation = client.post("conversations", json={}).json()
        path = f"conversations/{conversation['id']}/items"
        for _ in range(3):
            assert client.post(path, json={"items": [{"role": "user", "content": "c" * 12_000}]}).status_code == 200
        assert_envelope(client.post(path, json={"items": [{"role": "user", "content": "c" * 12_000}]}), 400,
                        "stored_too_large")
        assert len(client.get(path, params={"limit": 100}).json()["data"]) == 3


def test_the_request_log_is_bounded():
    with sim.start(seed=0, limits=Limits(logged_requests=20)) as running:
        with httpx2.Client(base_url=running.base_url + "/", timeout=30) as client:
            for _ in range(45):
                client.get("models/none")
        assert 18 <= len(running.requests) <= 20


# --- slow and broken clients ----------------------------------------------------------------------


def raw_connection(server: sim.SimServer) -> socket.socket:
    connection = socket.create_connection((server.host, server.port), timeout=10)
    connection.settimeout(10)
    return connection


def read_until_closed(connection: socket.socket) -> bytes:
    data = b""
    while chunk := connection.recv(65536):
        data += chunk
    return data


def test_slowloris_headers_are_closed_at_the_header_timeout(small):
    connection = raw_connection(small)
    connection.sendall(b"POST /v1/responses HTTP/1.1\r\nHost: x\r\n")
    started = time.monotonic()
    closed = False
    while time.monotonic() - started < 8:
        try:
            connection.sendall(b"X-Slow: 1\r\n")
        except OSError:
            closed = True
            break
        time.sleep(0.1)
        connection.setblocking(False)
        try:
            closed = connection.recv(1) == b""
        except BlockingIOError:
            pass
        finally:
            connection.setblocking(True)
        if closed:
            break
    connection.close()
    assert closed, "the server kept a connection that never finished its headers"


@pytest.mark.parametrize("length, status", [(b"9" * 19, b"413"), (b"1" + b"0" * 20, b"400")])
def test_an_impossible_content_length_is_answered_and_the_connection_closes(small, length, status):
    """19 digits: a 413 before a byte of the body is read; 21 digits: h11 refuses the header (400)."""
    connection = raw_connection(small)
    connection.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                       b"Content-Length: " + length + b"\r\n\r\n{")
    answer = read_until_closed(connection)
    connection.close()
    assert answer.startswith(b"HTTP/1.1 " + status + b" ") and b'"error":{' in answer


def test_a_body_that_never_arrives_is_a_408(small):
    connection = raw_connection(small)
    connection.sendall(b"POST /v1/responses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                       b"Content-Length: 500\r\n\r\n{\"model\": ")
    answer = read_until_closed(connection)
    connection.close()
    assert answer.startswith(b"HTTP/1.1 408 ") and b'"request_timeout"' in answer and b"body_timeout_s" in answer


def test_an_unread_body_is_not_waited_for(small):
    connection = raw_connection(small)
    connection.sendall(b"GET /v1/models HTTP/1.1\r\nHost: x\r\nContent-Length: " + b"9" * 19 + b"\r\n\r\nabc")
    answer = read_until_closed(connection)  # answered, then closed: the rest of the body is never read
    connection.close()
    assert answer.startswith(b"HTTP/1.1 200 ") and b'"object":"list"' in answer


@pytest.mark.parametrize("request_bytes", [
    b"GARBAGE\r\n\r\n",
    b"GET /v1/models HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    b"GET /v1/models HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 70_000,  # headers past h11's 16 KiB, unfinished
    b"POST /v1/responses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
])
def test_requests_h11_cannot_parse_get_the_envelope_too(server, request_bytes):
    connection = raw_connection(server)
    try:
        connection.sendall(request_bytes)
    except OSError:  # the server may close before reading all of a huge header
        pass
    answer = read_until_closed(connection)
    connection.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400 ") and b"application/json" in head
    assert json.loads(body)["error"]["message"] == "Invalid HTTP request received."


# --- no head-of-line blocking ----------------------------------------------------------------------


def test_models_answers_while_a_request_is_being_decided():
    """A decision that takes as long as it takes (here: until the test says so) runs on the
    model worker; the event loop keeps answering everyone else."""
    deciding, release = threading.Event(), threading.Event()

    def slow(conv) -> Decision:
        deciding.set()
        release.wait(30)
        return Decision(text="done")

    with sim.start(seed=0, policy=FunctionPolicy(slow)) as running:
        with httpx2.Client(base_url=running.base_url + "/", timeout=30) as client:
            result: dict[str, Any] = {}
            slow_call = threading.Thread(target=lambda: result.update(
                reply=client.post("responses", json={"model": MODEL, "input": "hi"})))
            slow_call.start()
            assert deciding.wait(30)
            try:
                for _ in range(5):
                    assert client.get("models").status_code == 200  # while the decision is still running
                assert slow_call.is_alive()
            finally:
                release.set()
                slow_call.join(30)
            assert result["reply"].status_code == 200


def test_a_decision_over_its_time_budget_is_a_400_and_the_next_request_is_served():
    release = threading.Event()
    calls: list[str] = []

    def maybe_slow(conv) -> Decision:
        calls.append(conv.last_user_text())
        if conv.last_user_text() == "slow":
            release.wait(30)
        return Decision(text="ok")

    with sim.start(seed=0, policy=FunctionPolicy(maybe_slow), limits=Limits(decide_timeout_s=0.5)) as running:
        with openai.OpenAI(base_url=running.base_url, api_key="k", max_retries=0) as client:
            try:
                with pytest.raises(openai.BadRequestError) as caught:
                    client.responses.create(model=MODEL, input="slow")
                assert caught.value.code == "time_budget_exceeded"
                assert "decide_timeout_s" in caught.value.body["message"]
                assert client.responses.create(model=MODEL, input="quick").output_text == "ok"
            finally:
                release.set()
            stored = [running.simulator.store.get_response(r.id) for r in [client.responses.create(model=MODEL, input="again")]]
    assert stored[0] is not None and calls == ["slow", "quick", "again"]


def test_an_over_budget_request_leaves_ids_as_if_it_never_ran():
    """The abandoned decision stops before ids, clock and store: the requests after it get the
    same ids as on a server whose first request was refused by a plain 400 instead."""
    release, finished = threading.Event(), threading.Event()

    def policy(conv) -> Decision:
        if conv.last_user_text() == "slow":
            release.wait(30)
            finished.set()
        return Decision(text="ok")

    def ids_after(first: dict[str, Any]) -> list[str]:
        with sim.start(seed=5, policy=FunctionPolicy(policy), limits=Limits(decide_timeout_s=0.3)) as running:
            with httpx2.Client(base_url=running.base_url + "/", timeout=30) as client:
                assert client.post("responses", json=first).status_code == 400
                if first["input"] == "slow":
                    release.set()
                    assert finished.wait(30)  # the abandoned decision has returned: it must change nothing
                replies = [client.post("responses", json={"model": MODEL, "input": "hi"}) for _ in range(2)]
                return [reply.json()["id"] for reply in replies] + [reply.headers["x-request-id"] for reply in replies]

    over_budget = ids_after({"model": MODEL, "input": "slow"})
    refused = ids_after({"model": MODEL, "input": "hi", "tools": 5})
    assert over_budget == refused


# --- loopback by default --------------------------------------------------------------------------


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.0.2.1", "example.org"])
def test_other_hosts_need_allow_remote(host):
    with pytest.raises(ValueError, match="loopback only.*allow_remote=True"):
        sim.start(host=host)
    with pytest.raises(ValueError, match="needs a key"):
        sim.start(host=host, allow_remote=True)


def test_loopback_hosts_need_nothing():
    for host in ("127.0.0.1", "localhost", "127.0.0.2"):
        with sim.start(host=host) as running:
            assert httpx2.get(running.base_url + "/models", timeout=30).status_code == 200


def test_with_a_key_every_endpoint_checks_it():
    with sim.start(seed=0, require_key="sk-right", host="0.0.0.0", allow_remote=True) as running:
        base = f"http://127.0.0.1:{running.port}/v1/"
        calls = [
            ("GET", "models", None), ("GET", "models/gpt-4o-mini", None), ("POST", "responses", {}),
            ("GET", "responses/resp_1", None), ("POST", "chat/completions", {}), ("POST", "conversations", {}),
            ("GET", "conversations/conv_1", None), ("GET", "conversations/conv_1/items", None),
            ("GET", "conversations/conv_1/items/msg_1", None), ("POST", "traces/ingest", {"data": []}),
            ("GET", "labkit/traces", None),
        ]
        with httpx2.Client(base_url=base, timeout=30) as client:
            for method, path, body in calls:
                for headers in ({}, {"authorization": "Bearer sk-wrong"}):
                    reply = client.request(method, path, json=body, headers=headers)
                    assert_envelope(reply, 401)
            right = {"authorization": "Bearer sk-right"}
            assert client.get("labkit/traces", headers=right).status_code == 200
            assert client.post("traces/ingest", json={"data": []}, headers=right).status_code == 204


def test_a_refused_request_with_an_unread_body_closes_its_connection_so_the_client_never_reuses_it():
    with sim.start(seed=0, require_key="sk-right") as running:
        base = f"http://127.0.0.1:{running.port}/v1/"
        with httpx2.Client(base_url=base, timeout=30) as client:
            refused = client.post("conversations", json={}, headers={"authorization": "Bearer sk-wrong"})
            assert_envelope(refused, 401)
            assert refused.headers.get("connection") == "close"
            bare = client.get("conversations/conv_1", headers={"authorization": "Bearer sk-wrong"})
            assert_envelope(bare, 401)
            assert bare.headers.get("connection") != "close"  # no body to skip: the connection stays open
