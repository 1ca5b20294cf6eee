"""What a text lists, as strings: the labels it names, the items after "with", "including" or a
colon, the things a verb moves onto (or off) a list, the segments of a list and what each item is
called, and runs of codes ("F7 to F9")."""

from __future__ import annotations

import re
from typing import Any

_RANGE_JOIN = re.compile(r"^\s*(?:-|–|to|through|thru|until)\s*$", re.I)


def expand_ranges(codes: list[Any], text: str, limit: int = 30) -> list[str]:
    """"F7 to F9" -> F7, F8, F9: two codes with the same prefix joined by "to" or "-" name a run."""
    out: list[str] = []
    for index, mention in enumerate(codes):
        value = str(mention.value)
        if value not in out:
            out.append(value)
        if index + 1 >= len(codes):
            continue
        nxt = codes[index + 1]
        a, b = re.fullmatch(r"(.*?)(\d+)", value), re.fullmatch(r"(.*?)(\d+)", str(nxt.value))
        if not a or not b or a.group(1) != b.group(1) or not _RANGE_JOIN.match(text[mention.end : nxt.start]):
            continue
        low, high = int(a.group(2)), int(b.group(2))
        if low < high <= low + limit:
            width = len(a.group(2)) if a.group(2).startswith("0") else 0
            out += [f"{a.group(1)}{n:0{width}d}" for n in range(low + 1, high) if f"{a.group(1)}{n:0{width}d}" not in out]
    return out


def _labels(text: str) -> list[str]:
    """"with the bug label", "labels bug and urgent", "tagged frontend, ux" -> the names."""
    found: list[str] = []
    for match in re.finditer(r"\b(?:the\s+)?([\w-]{2,30}(?:\s*(?:,|and|&)\s*[\w-]{2,30}){0,4})\s+(?:labels?|tags?)\b", text, re.I):
        found += [w for w in re.split(r"\s*(?:,|\band\b|&)\s*", match.group(1)) if w and w.lower() not in ("the", "a", "with", "add", "and")]
    for match in re.finditer(r"\b(?:labels?|tags?|tagged|labelled|labeled)\s*:?\s+([\w-]{2,30}(?:\s*(?:,|and|&)\s*[\w-]{2,30}){0,4})", text, re.I):
        found += [w for w in re.split(r"\s*(?:,|\band\b|&)\s*", match.group(1)) if w and w.lower() not in ("the", "a", "with", "and")]
    out: list[str] = []
    for word in found:
        if word.lower() not in (w.lower() for w in out):
            out.append(word)
    return out


def _listed(text: str) -> list[str]:
    """"with tomatoes, basil and mozzarella" -> ["tomatoes", "basil", "mozzarella"]."""
    for sentence in re.split(r"(?<=[.?!;])\s+", text):
        found = _listed_in(sentence.rstrip(" .?!;"))
        if found:
            return found  # ("… the March book: Prophet Song, Held or Long Island. Close it on 31 Jan": the first sentence's list)
    return []


def _listed_in(text: str) -> list[str]:
    colon = text.rfind(":")
    if colon >= 0 and re.search(r",|\band\b|\bor\b|&", text[colon:]):
        text = text[colon:]  # "a poll for the March book: X, Y or Z": the list is after the colon
    match = re.search(r"(?:\bwith\b|\bincluding\b|\btags?\b|\blabels?\b|:|\bof\b|\bfor\b|\bbetween\b|\bamong\b|\bsuch as\b|\blike\b|\bcontaining\b|\bfeaturing\b)\s+([^.?!;]+)$", text, re.I)
    if not match:
        return []
    tail = match.group(1)
    parts = [p.strip(" ,.'\"") for p in re.split(r",|\band\b|\bor\b|&", tail)]
    parts = [re.sub(r"^(?:a|an|the|some|my)\s+", "", p, flags=re.I) for p in parts if p]
    return [p for p in parts if p and len(p.split()) <= 5] if len(parts) >= 2 else []


_MOVED = re.compile(
    r"\b(?:add|put|pop|stick|include|remove|delete|take|cross|tick)\s+(.{1,160}?)\s+(?:off\s+)?(?:to|on|onto|into|in|from|off)\s+"
    r"(?:my|the|our|your|this|that)\b", re.I)


def _moved_things(text: str) -> list[str]:
    """"add milk, eggs and bread to my shopping list" -> ["milk", "eggs", "bread"]; "put oat milk
    on the list" -> ["oat milk"]: what the verb moves onto (or off) a list."""
    match = _MOVED.search(text)
    if not match:
        return []
    parts = [p.strip(" ,.'\"") for p in re.split(r",|\band\b|&|\bplus\b", match.group(1))]
    parts = [re.sub(r"^(?:a|an|the|some|more)\s+", "", p, flags=re.I) for p in parts if p]
    if not parts or any(len(p.split()) > 4 or p.lower() in ("it", "them", "this", "that", "these", "those", "something", "anything", "stuff", "things", "some things", "a few things")
                        or p.split()[0].lower() in ("its", "their", "his", "her", "your", "our") for p in parts):
        return []  # "add its ingredients": what they are is in a tool's output, not in the text
    return parts


def _segments(text: str) -> list[str]:
    return [s.strip() for s in re.split(r",|\band\b|\bplus\b|&|\+", text) if s.strip()]


_NOT_NOUN = frozenset("""a an the some my our his her their this that these those of had have has ate eaten drank drink did do
    got get add put buy bought ordered order log record also just then plus and i we me us x pairs pair pieces piece
    one two three four five six seven eight nine ten eleven twelve dozen half
    portion portions bowl bowls cup cups glass glasses slice slices bit little few couple lots lot""".split())
_NOUN_ENDS = frozenset("for at on in to from by this today yesterday tonight this last earlier around about please".split())


def _segment_noun(segment: str) -> str:
    """"had porridge" -> "porridge", "a banana for breakfast" -> "banana", "2 boiled eggs" ->
    "boiled eggs": what one item of a list is called (verbs, counts and measures left out, cut
    before the words that say when or where)."""
    words = re.findall(r"[A-Za-z][\w'-]*|\d+(?:[.,]\d+)?[a-z]*", segment)
    if words and words[-1].lower() == "please":
        words = words[:-1]  # "one caldo verde to my room please": politeness, not a pointer
    if {w.lower() for w in words} & _NOT_A_THING:
        return ""  # "could you find me…", "put everything on the list": a request or a pointer, not a thing's name
    out: list[str] = []
    for word in words:
        low = word.lower()
        if low in _NOUN_ENDS and out:
            break
        if low in _NOT_NOUN or low[:1].isdigit() or low in _UNIT_WORDS:
            continue
        out.append(word)
    return " ".join(out[:4])


#: Words that show a part of a request is not the name of a thing.
_NOT_A_THING = frozenset("""could would can will should you please find search show tell give need want like help me
    everything anything something it them they those these this that all stuff things whatever each every""".split())


_UNIT_WORDS = frozenset("g kg mg ml l cl oz lb lbs grams gram kilos kilo litre litres servings serving".split())
