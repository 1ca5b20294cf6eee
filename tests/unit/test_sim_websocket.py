"""The WebSocket protocol's pure parts: reading a `response.create` frame, the connection log."""

from __future__ import annotations

import pytest

from labkit.sim import Limits, SimError
from labkit.sim.app import SimSettings
from labkit.sim.guard import ConnectionLog
from labkit.sim.websocket import read_frame, valid_stream_id


def test_a_create_frame_is_the_http_body_with_the_stream_implicit():
    body, stream_id = read_frame(b'{"type": "response.create", "model": "m", "input": "hi", "stream": false}', Limits())
    assert body == {"model": "m", "input": "hi", "stream": True} and stream_id is None
    body, stream_id = read_frame(b'{"type": "response.create", "model": "m", "stream_id": "agent_1.a-b"}', Limits())
    assert stream_id == "agent_1.a-b" and "stream_id" not in body and "type" not in body


@pytest.mark.parametrize(("raw", "says"), [
    (b"{", "not valid JSON"),
    (b"\xff", "not valid JSON"),
    (b'"response.create"', "must be a JSON object, not a string"),
    (b'{"model": "m"}', "Missing required parameter: 'type'"),
    (b'{"type": "session.update"}', "Invalid value: 'session.update'"),
    (b'{"type": ["response.create"]}', "Supported values are: 'response.create'"),
    (b'{"type": "response.create", "background": true}', "'background' is not supported over WebSocket"),
    (b'{"type": "response.create", "stream_id": ""}', "Invalid 'stream_id'"),
])
def test_a_bad_frame_is_a_400_that_says_what_is_wrong(raw, says):
    with pytest.raises(SimError) as caught:
        read_frame(raw, Limits())
    assert caught.value.status == 400 and says in caught.value.message


def test_stream_ids_follow_the_spec():
    assert valid_stream_id("a" * 256) and not valid_stream_id("a" * 257)
    assert not valid_stream_id("a/b") and not valid_stream_id(7) and not valid_stream_id("")


def test_the_connection_log_tells_a_connections_first_request():
    log = ConnectionLog()
    log.opened(("127.0.0.1", 5000))
    assert log.first_request(("127.0.0.1", 5000)) is True
    assert log.first_request(("127.0.0.1", 5000)) is False  # kept alive
    log.closed(("127.0.0.1", 5000))
    log.opened(("127.0.0.1", 5000))  # the port reused by a new connection
    assert log.first_request(("127.0.0.1", 5000)) is True
    assert log.first_request(("10.0.0.1", 1)) is False and log.first_request(None) is False  # never seen open
    log.closed(("127.0.0.1", 5000))
    assert len(log) == 0


def test_the_connection_log_forgets_the_oldest_past_its_size():
    log = ConnectionLog(max_entries=2)
    for port in (1, 2, 3):
        log.opened(("127.0.0.1", port))
    assert len(log) == 2 and log.first_request(("127.0.0.1", 1)) is False and log.first_request(("127.0.0.1", 3))


def test_rtt_ms_must_not_be_negative():
    with pytest.raises(ValueError, match="rtt_ms must be >= 0"):
        SimSettings(rtt_ms=-1)
