"""Tests for labkit.sim.tokens: offline vocabulary, counting, prompt caching, stream splitting."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import subprocess
import sys
import threading

import pytest
import tiktoken
import tiktoken.registry

from labkit.sim import tokens
from labkit.sim.types import Conversation, Decision, Message, PlannedCall, Tool, ToolCall


@pytest.fixture
def no_network(monkeypatch):
    """Make every socket connection (and name lookup) fail."""

    def refuse(*args, **kwargs):
        raise OSError("network access blocked by the test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


@pytest.fixture
def fresh_tiktoken(monkeypatch):
    """Forget tiktoken's loaded encodings (so they are read from the cache again) and restore
    TIKTOKEN_CACHE_DIR after the test."""
    monkeypatch.setattr(tiktoken.registry, "ENCODINGS", {})
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", os.environ.get("TIKTOKEN_CACHE_DIR", ""))


# --- offline vocabulary ------------------------------------------------------------------------


def test_cache_file_names_match_tiktoken():
    assert tokens.cache_file_name("o200k_base") == "fb374d419588a4632f3f557e76b4b70aebbca790"
    assert tokens.cache_file_name("cl100k_base") == "9b5ad71b2ce5302211f9c61530b329a4922fc6a4"


def test_ensure_vocab_works_with_network_blocked(tmp_path, fresh_tiktoken, no_network):
    cache_dir = tokens.ensure_vocab(tmp_path / "tiktoken")
    assert cache_dir == tmp_path / "tiktoken"
    assert os.environ["TIKTOKEN_CACHE_DIR"] == str(cache_dir)
    for name, sha256 in tokens.VOCAB_SHA256.items():
        data = (cache_dir / tokens.cache_file_name(name)).read_bytes()
        assert hashlib.sha256(data).hexdigest() == sha256
    assert tiktoken.get_encoding("o200k_base").encode("hello world") == [24912, 2375]
    assert tiktoken.encoding_for_model("gpt-3.5-turbo").encode("hello world") == [15339, 1917]


def test_blocked_network_is_really_blocked(tmp_path, fresh_tiktoken, no_network):
    """Sanity check of the test above: without the seeded cache, loading needs the network."""
    os.environ["TIKTOKEN_CACHE_DIR"] = str(tmp_path / "empty")
    with pytest.raises(Exception):  # noqa: B017 - whatever the download fails with, it must fail
        tiktoken.get_encoding("o200k_base")


def test_ensure_vocab_is_idempotent_and_repairs(tmp_path, fresh_tiktoken):
    cache_dir = tokens.ensure_vocab(tmp_path)
    target = cache_dir / tokens.cache_file_name("o200k_base")
    before = target.stat()
    assert tokens.ensure_vocab(tmp_path) == cache_dir
    after = target.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)  # not rewritten
    target.write_bytes(b"corrupted")
    tokens.ensure_vocab(tmp_path)
    assert hashlib.sha256(target.read_bytes()).hexdigest() == tokens.VOCAB_SHA256["o200k_base"]
    assert not list(tmp_path.glob("*.tmp"))


def test_default_cache_dir_follows_labkit_cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LABKIT_CACHE_DIR", str(tmp_path))
    assert tokens.default_cache_dir() == tmp_path / "tiktoken"
    monkeypatch.delenv("LABKIT_CACHE_DIR")
    assert tokens.default_cache_dir().parts[-3:] == (".cache", "labkit", "tiktoken")


def test_unwritable_cache_dir_falls_back_to_temp(tmp_path, monkeypatch, fresh_tiktoken):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    cache_dir = tokens.ensure_vocab(blocker / "tiktoken")
    assert cache_dir.parent == tmp_path / "tmp"
    assert (cache_dir / tokens.cache_file_name("o200k_base")).exists()


def test_vocab_status(tmp_path, fresh_tiktoken):
    os.environ["TIKTOKEN_CACHE_DIR"] = str(tmp_path / "empty")
    present, detail = tokens.vocab_status()
    assert not present and "o200k_base" in detail
    tokens.ensure_vocab(tmp_path / "seeded")
    present, detail = tokens.vocab_status()
    assert present and str(tmp_path / "seeded") in detail


# --- counting ----------------------------------------------------------------------------------

TEXTS = ["hello world", "The quick brown fox jumps over the lazy dog.", "東京は晴れ 🎉", ""]


@pytest.mark.parametrize("text", TEXTS)
def test_counts_match_tiktoken(text):
    tokens.encoding()  # seeds the cache and sets TIKTOKEN_CACHE_DIR
    reference = tiktoken.get_encoding("o200k_base")
    assert tokens.encode(text) == reference.encode(text)
    assert tokens.count(text) == len(reference.encode(text))


def test_special_token_text_is_plain_text():
    assert tokens.count("<|endoftext|>") > 1


# --- prompt serialization ----------------------------------------------------------------------


def make_conv(messages=None, **kwargs) -> Conversation:
    messages = messages if messages is not None else [Message(role="user", content="hi")]
    return Conversation(api="responses", model="gpt-4.1-mini", messages=messages, **kwargs)


def test_single_message_overhead():
    expected = tokens.count("hi") + 4 + tokens.REPLY_PRIMING_TOKENS  # 3 framing + 1 role token
    assert tokens.input_tokens(make_conv()) == expected


def test_prompt_order_and_growth():
    weather = Tool(name="get_weather", description="Weather for a city",
                   parameters={"type": "object", "properties": {"city": {"type": "string"}}})
    base = make_conv(instructions="Be brief.", tools=[weather])
    ids = tokens.prompt_tokens(base)
    assert ids[:3] == [tokens.START, *tokens.encode("system"), tokens.MESSAGE]
    assert ids[3:3 + tokens.count("Be brief.")] == tokens.encode("Be brief.")
    assert len(ids) > len(tokens.prompt_tokens(make_conv(instructions="Be brief.")))

    call = ToolCall(call_id="c1", name="get_weather", arguments='{"city":"Paris"}')
    longer = make_conv(
        [Message(role="user", content="hi"),
         Message(role="assistant", tool_calls=(call,)),
         Message(role="tool", content="18C", tool_call_id="c1")],
        instructions="Be brief.", tools=[weather])
    grown = tokens.prompt_tokens(longer)
    assert grown[:len(ids)] == ids  # an earlier turn's prompt is a prefix of the next one's


def test_tool_schema_key_order_does_not_matter():
    a = Tool(name="f", parameters={"type": "object", "properties": {"x": {}, "y": {}}})
    b = Tool(name="f", parameters={"properties": {"y": {}, "x": {}}, "type": "object"})
    assert tokens.prompt_tokens(make_conv(tools=[a])) == tokens.prompt_tokens(make_conv(tools=[b]))


def test_prompt_tokens_stable_across_processes(tmp_path):
    conv_code = (
        "from labkit.sim import tokens\n"
        "from labkit.sim.types import Conversation, Message, Tool\n"
        "conv = Conversation(api='chat', model='gpt-4o', instructions='Hi there',\n"
        "    tools=[Tool(name='f', parameters={'b': 1, 'a': [1, 2]})],\n"
        "    messages=[Message(role='user', content='Ünïcode and emoji 🎉')])\n"
    )
    namespace: dict = {}
    exec(conv_code, namespace)
    here = tokens.prompt_tokens(namespace["conv"])
    env = dict(os.environ, PYTHONHASHSEED="12345", LABKIT_CACHE_DIR=str(tmp_path))
    script = conv_code + "import json; print(json.dumps(tokens.prompt_tokens(conv)))"
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == here


def test_output_tokens():
    assert tokens.output_tokens(Decision(text="Hello there!")) == tokens.count("Hello there!")
    assert tokens.output_tokens(Decision(text="Hi", reasoning="long thoughts " * 50)) == tokens.count("Hi")
    calls = [PlannedCall("get_weather", '{"city":"Paris"}'), PlannedCall("get_time", "{}")]
    expected = sum(tokens.count(c.name) + tokens.count(c.arguments) + tokens.CALL_OVERHEAD_TOKENS for c in calls)
    assert tokens.output_tokens(Decision(calls=calls)) == expected
    assert tokens.output_tokens(Decision(web_search="weather in Paris")) == tokens.count("weather in Paris")
    assert tokens.output_tokens(Decision()) == 0


# --- prompt caching ----------------------------------------------------------------------------


def prompt(n: int, start: int = 0) -> list[int]:
    return list(range(start, start + n))


def test_cache_boundaries():
    assert tokens.cache_boundaries(1023) == []
    assert tokens.cache_boundaries(1280) == [1024, 1152, 1280]


def test_prompt_cache_grid():
    cache = tokens.PromptCache()
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1000)) == 0
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1000)) == 0  # below 1024: never cached
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1100, 5)) == 0  # first time: cold
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1100, 5)) == 1024
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1200, 7)) == 0
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1200, 7)) == 1152
    assert cache.lookup_and_store("gpt-4o", prompt(1200, 7)) == 0  # another model: its own cache
    assert cache.lookup_and_store("gpt-4.1-mini", prompt(1152, 7)) == 1152  # never more than len


def test_prompt_cache_shared_prefix():
    cache = tokens.PromptCache()
    first = prompt(2000)
    assert cache.lookup_and_store("gpt-5", first) == 0
    second = first[:1100] + prompt(900, 50_000)
    assert cache.lookup_and_store("gpt-5", second) == 1024
    assert cache.lookup_and_store("gpt-5", first + [1, 2, 3]) == 1920


def test_prompt_cache_is_bounded():
    cache = tokens.PromptCache(max_entries=3)
    cache.lookup_and_store("m", prompt(1024, 0))
    for start in (1, 2, 3):
        cache.lookup_and_store("m", prompt(1024, start))
    assert len(cache) == 3
    assert cache.lookup_and_store("m", prompt(1024, 0)) == 0  # the oldest was forgotten
    cache.clear()
    assert len(cache) == 0


def test_prompt_cache_threads():
    cache = tokens.PromptCache()
    results: list[int] = []

    def worker():
        for _ in range(20):
            results.append(cache.lookup_and_store("m", prompt(1300)))

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results.count(0) == 1 and results.count(1280) == 79


# --- stream splitting --------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Hello, world! This is plain ASCII.",
    "Family: 👩‍👩‍👧 party 🎉🎉 done",
    "你好，世界。東京は今日も晴れです。한국어도",
    "mixed ascii, 中文 and émojis 🚀 together",
])
def test_split_for_stream_round_trips(text):
    pieces = tokens.split_for_stream(text)
    assert "".join(pieces) == text
    assert all(pieces)
    assert len(pieces) <= tokens.count(text)


def test_split_for_stream_ascii_is_one_piece_per_token():
    text = "The quick brown fox jumps over the lazy dog."
    assert tokens.split_for_stream(text) == [tokens.encoding().decode([t]) for t in tokens.encode(text)]


def test_split_for_stream_groups_partial_characters():
    text = "🦜🦜🦜"
    assert len(tokens.encode(text)) > 3  # some tokens hold only part of an emoji ...
    assert all(piece == "🦜" for piece in tokens.split_for_stream(text))  # ... pieces never do


def test_split_for_stream_empty():
    assert tokens.split_for_stream("") == []
