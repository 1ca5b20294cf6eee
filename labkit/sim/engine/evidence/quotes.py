"""Quoted passages: text between matching quotes. `gather` finds them first, so that a value inside
one (a message to send, not an instruction) is marked `quoted`."""

from __future__ import annotations

from labkit.sim.engine.evidence.mention import Mention, around, token_range
from labkit.sim.engine.words import Token


def quoted_passages(text: str, toks: list[Token]) -> list[Mention]:
    """Passages between matching quotes: "…", “…”, «…», `…`, and '…' when it is not an apostrophe."""
    out: list[Mention] = []
    pairs = {'"': '"', "“": "”", "«": "»", "`": "`", "'": "'", "‘": "’"}
    index = 0
    length = len(text)
    while index < length and len(out) < 20:
        ch = text[index]
        closer = pairs.get(ch)
        if closer is None or (ch in "'‘" and index > 0 and text[index - 1].isalnum()):
            index += 1
            continue
        end = text.find(closer, index + 1, index + 2001)
        while end != -1 and ch in "'‘" and end + 1 < length and text[end + 1].isalnum():
            end = text.find(closer, end + 1, index + 2001)
        if end == -1 or end == index + 1:
            index += 1
            continue
        inner = text[index + 1 : end].strip()
        if inner:
            first, last = token_range(toks, index, end + 1)
            before, after = around(toks, first, last)
            out.append(Mention("quoted", inner, inner, index, end + 1, first, last, before, after))
        index = end + 1
    return out
