"""The cassette rules a person relies on: what is scrubbed, what the match key ignores, how ids
map, the order identical requests replay in, and the faults the proxy applies to an answer."""

from __future__ import annotations

import asyncio
import json

from labkit.replay.cassette import Cassette, CassetteDir, kept_headers, match_key, scrub, scrub_text
from labkit.replay.proxy import apply_output_faults, stream_timings, with_stream_faults
from labkit.sim.faults import Fault

FAKE = "fake-test-credential-abcdef123456"


def test_credentials_and_key_shaped_strings_are_scrubbed():
    text = f"key {FAKE}, sk-proj-{'x1' * 10}, Authorization: Bearer abcdefgh12345, api_key=zzzzzzzz9999"
    scrubbed = scrub_text(text, (FAKE,))
    assert FAKE not in scrubbed and "sk-proj" not in scrubbed and "abcdefgh12345" not in scrubbed
    assert "zzzzzzzz9999" not in scrubbed and scrubbed.count("[scrubbed]") == 4
    assert scrub({"a": [FAKE]}, (FAKE,)) == {"a": ["[scrubbed]"]}


def test_only_the_headers_that_matter_are_kept():
    headers = {"Set-Cookie": "s=1", "x-request-id": "req_1", "X-RateLimit-Remaining-Requests": "9",
               "x-labkit-latency-ms": "5", "openai-organization": "org-1", "Content-Type": "application/json"}
    assert kept_headers(headers) == {"content-type": "application/json", "x-labkit-latency-ms": "5",
                                     "x-ratelimit-remaining-requests": "9", "x-request-id": "req_1"}


def test_the_match_key_drops_volatile_fields_and_numbers_server_ids():
    one = match_key("post", "/v1/responses", "", {"model": "m", "user": "u1", "metadata": {"t": "1"},
                                                  "previous_response_id": "resp_aaa",
                                                  "input": [{"type": "function_call_output", "call_id": "call_x"}]})
    two = match_key("POST", "/v1/responses", "", {"model": "m", "user": "u2", "previous_response_id": "resp_bbb",
                                                  "input": [{"type": "function_call_output", "call_id": "call_y"}]})
    assert one == two
    assert one["body"]["previous_response_id"] == "<id:1>" and one["body"]["input"][0]["call_id"] == "<id:2>"
    assert match_key("GET", "/v1/responses/resp_abc", "", None)["path"] == "/v1/responses/<id:1>"
    assert match_key("POST", "/v1/chat", "", {"model": "m", "temperature": 0}) != match_key(
        "POST", "/v1/chat", "", {"model": "m", "temperature": 1})


def test_identical_requests_replay_in_recorded_order_then_start_over(tmp_path):
    folder = CassetteDir.open(tmp_path, must_exist=False)
    key = match_key("POST", "/v1/chat/completions", "", {"model": "m"})
    for status in (429, 200):
        folder.write(Cassette({"method": "POST", "path": "/v1/chat/completions"}, key, {"status": status, "json": {}}))
    again = CassetteDir.open(tmp_path, must_exist=True)
    assert [again.next_for(key).status for _ in range(3)] == [429, 200, 429]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["0001-post-v1-chat-completions.json",
                                                                "0002-post-v1-chat-completions.json"]


def test_output_faults_rewrite_the_first_function_call():
    answer = {"choices": [{"message": {"tool_calls": [{"function": {"name": "f", "arguments": '{"a":1}'}}]}}]}
    broken = json.loads(apply_output_faults(json.dumps(answer).encode(), [Fault("malformed_args")], "chat"))
    assert broken["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"] == '{"a":'
    renamed = json.loads(apply_output_faults(json.dumps({"output": [{"type": "function_call", "name": "f",
                                                                      "arguments": "{}"}]}).encode(),
                                             [Fault("unknown_tool")], "responses"))
    assert renamed["output"][0]["name"] == "lookup_everything"


def test_stream_error_replaces_the_delta_it_hits():
    frames = ['event: response.created\ndata: {"type":"response.created","sequence_number":0}',
              'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","sequence_number":1}',
              'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","sequence_number":2}']

    async def collect():
        return [frame.data async for frame in with_stream_faults(frames, [Fault("stream_error", 1)], "responses")]

    sent = asyncio.run(collect())
    assert len(sent) == 3 and sent[-1].startswith(b"event: error") and b'"sequence_number":2' in sent[-1]


def test_stream_timings_are_measured_from_the_first_delta():
    events = [{"t_ms": 1.0, "frame": 'data: {"type":"response.created"}'},
              {"t_ms": 5.0, "frame": 'data: {"type":"response.output_text.delta"}'}]
    assert stream_timings(events, "responses", 10.0, 30.0) == {"x-labkit-latency-ms": "30", "x-labkit-ttft-ms": "15"}
