"""Stage 3 — the evidence in a text: every value a user can state, found once and typed.

`gather(text, today)` returns an `Evidence` holding `Mention`s of these kinds:

    date time datetime duration range   natural-language dates and times (see `dates`)
    number money percent                digits and number words, with the noun they count
    currency country language           ISO codes from names ("euros" -> EUR, "Japan" -> JP)
    email url phone id slug path        identifiers ("INC-1042", "#4412", "openai/openai-python")
    quoted                              text between quotes
    person place name                   proper names (people after "for/named/to", places after "in")

Nothing is assigned to a parameter here: stage 4 (`fill`) does that by type and name. Every scan
is one pass over the tokens or over whitespace-separated chunks (no backtracking expressions).
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import dates, lexicon, numbers, places
from labkit.sim.engine.lexicon import FAREWELLS, GREETINGS, THANKS
from labkit.sim.engine.words import MAX_TEXT, STOPWORDS, Token, stem
from labkit.sim.engine.words import tokens as tokenize

KINDS = (
    "date", "time", "datetime", "duration", "range", "number", "money", "percent", "currency",
    "country", "language", "email", "url", "phone", "id", "slug", "path", "quoted", "person",
    "place", "name", "handle",
)


@dataclass(frozen=True)
class Mention:
    """A value stated in the text.

    `value` is normalised (ISO date string, "HH:MM", a float, an ISO code, the clean string);
    `first`/`last` are token indexes; `before`/`after` are the stems of up to three words on each
    side (what the value is about: "for 3 *people*", "*order* 12345"); `role` says "start",
    "end", "origin" or "destination" when a cue word says so; `quoted` marks values found inside
    a quoted passage (a message to send, not an instruction)."""

    kind: str
    value: Any
    text: str
    start: int
    end: int
    first: int
    last: int
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    role: str | None = None
    quoted: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass
class Evidence:
    """All mentions found in one text, and its tokens. `memo` keeps what later stages work out
    from this text more than once in a decision (which enum value a parameter's words name)."""

    text: str
    toks: list[Token]
    mentions: list[Mention]
    today: dt.date
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def of(self, *kinds: str) -> list[Mention]:
        return [m for m in self.mentions if m.kind in kinds]

    def has(self, *kinds: str) -> bool:
        return any(m.kind in kinds for m in self.mentions)

    def specific(self) -> list[Mention]:
        """Mentions that name something particular (not a bare number or a duration)."""
        return [m for m in self.mentions if m.kind not in ("number", "duration", "percent")]


_EMAIL = re.compile(r"[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){1,8}")
_URL = re.compile(r"(?:https?://|www\.)[^\s<>\"'`]{1,2000}")
_SLUG = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}/[A-Za-z0-9_.\-]{1,100}")
_PATH = re.compile(r"(?:~|\.{1,2})?/?(?:[\w.\-]{1,80}/){1,20}[\w.\-]{1,80}|[A-Za-z]:\\[^\s]{1,300}|[\w\-]{1,80}\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|md|json|ya?ml|py|js|ts|html?|png|jpe?g|gif|svg|zip|tar|gz|log|mp3|mp4|wav|mov|xml|sql|ipynb|key|pages|numbers)")
_ID_TOKEN = re.compile(r"(?:[A-Za-z]{1,8}[-_#]?\d[\w\-]{0,20}|\d{1,6}-[A-Za-z]{1,8}[\w\-]{0,12})")
_MIXED_CODE = re.compile(r"(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{5,16}")
_PHONE = re.compile(r"\+?\(?\d{1,4}\)?[\d\s.\-]{6,16}\d")
_TRAILING = ".,;:!?)]}>'\""
_ID_NOUNS = frozenset(
    stem(w)
    for w in """order booking reservation ticket invoice account id number no ref reference confirmation
    issue pr pull case incident transaction tracking package parcel shipment flight train room table
    appointment customer user employee item product sku claim policy request loan hold task event
    meeting job build run deploy release version record file card loyalty member membership code ending""".split()
)
_NAME_CUES = frozenset("named called under for to with from cc invite invited ask tell message email text call ping remind meet dear".split())
_PLACE_CUES = frozenset("in at near around from to into visit visiting towards toward via outside inside".split())
_TITLES = frozenset("mr mrs ms miss dr prof sir madam".split())
_GIVING = frozenset("send sent pay paid transfer wire give gave email mail text message forward introduce invite owe lend refund reply write".split())
_NOT_NAMES = frozenset(
    """i i'm i've i'd i'll the a an and or but please thanks thank hi hello hey dear ok okay yes no can could would
    will should may might must let what when where who why how which is are was were do does did have has
    tell show find get book send add set create cancel delete remove check look give make play turn
    need want like also then next last first this that these those my our your today tomorrow tonight
    monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekends january february march april june july
    august september october november december sorry great cool sure just is it it's i'd also btw fyi
    search list update change move order buy pay transfer schedule remind open close start stop
    lock unlock switch email message call text all any each every some mr mrs ms dr prof""".split()
)
_AMBIGUOUS_CURRENCY = frozenset({"won", "real", "rand", "lira", "franc", "pound", "pounds", "dollar", "euro", "yen", "buck"})


def _around(toks: list[Token], first: int, last: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    before = tuple(stem(t.lower) for t in toks[max(0, first - 3) : first] if t.is_word)
    after = tuple(stem(t.lower) for t in toks[last + 1 : last + 4] if t.is_word)
    return before, after


def _token_range(toks: list[Token], start: int, end: int) -> tuple[int, int]:
    first = next((i for i, t in enumerate(toks) if t.end > start), len(toks) - 1)
    last = first
    while last + 1 < len(toks) and toks[last + 1].start < end:
        last += 1
    return max(first, 0), max(last, 0)


@functools.lru_cache(maxsize=64)
def _gather_cached(text: str, today: dt.date) -> Evidence:
    return _gather(text, today)


@functools.lru_cache(maxsize=4)
def _gather_long(text: str, today: dt.date) -> Evidence:
    return _gather(text, today)


def gather(text: str, today: dt.date) -> Evidence:
    """Every mention in `text` (at most its first MAX_TEXT characters), in order of position.
    The stages of one decision ask for the same texts several times: the result is cached."""
    if len(text) <= 4000:
        return _gather_cached(text, today)
    return _gather_long(text[:MAX_TEXT], today)


#: Values (dates, ids, names…) are looked for in this much of a text: a pasted log of 20,000
#: characters is read for its words, but its values come from the first part.
MAX_EVIDENCE = 8_000


def _gather(text: str, today: dt.date) -> Evidence:
    text = text[:MAX_TEXT]
    if len(text) > MAX_EVIDENCE:
        full = text
        found = _gather(text[:MAX_EVIDENCE], today)
        return Evidence(full, tokenize(full), found.mentions, today)
    toks = tokenize(text)
    mentions: list[Mention] = []
    quoted = _quoted(text, toks)
    mentions += quoted
    quoted_spans = [(m.start, m.end) for m in quoted]
    mentions += _chunks(text, toks)
    mentions += _expressions(text, toks, _covered(mentions))
    mentions += _postcodes(text, toks, _covered(mentions))
    mentions += _addresses(text, toks, _covered(mentions))
    taken = _covered(mentions)
    when = dates.scan_tokens(toks, text, today)
    spans = dates.ranges(when, toks, today) + dates.day_range(toks, today)
    corrected = {(span.begin.first, span.begin.last): span.begin for span in spans}
    when = [corrected.get((w.first, w.last), w) if w.kind != "duration" else w for w in when]
    mentions += _titles(toks, when, taken)
    taken = _covered(mentions)
    for found in when:
        if any(found.first <= i <= found.last for i in taken):
            continue
        before, after = _around(toks, found.first, found.last)
        value: Any
        if found.kind == "duration":
            value = found.minutes
        elif found.kind == "time":
            value = found.iso_time()
        elif found.kind == "datetime":
            value = f"{found.iso_date()}T{found.iso_time()}:00"
        else:
            value = found.iso_date()
        mentions.append(Mention(found.kind, value, found.text, found.start, found.end, found.first, found.last,
                                before, after, found.role, extra={"when": found}))
    time_ranges: list[tuple[int, int]] = []
    for start, end, begin_time, end_time in dates.time_ranges(text):
        first, last = _token_range(toks, start, end)
        begin = dates.When("time", first, last, start, end, text[start:end], time=begin_time, role="start")
        finish = dates.When("time", first, last, start, end, text[start:end], time=end_time, role="end")
        spans.append(dates.Span(begin, finish))
        mentions = [m for m in mentions if not (m.kind in ("time", "datetime") and start <= m.start < end)]
        time_ranges.append((start, end))
    for span in spans:
        mentions.append(Mention("range", (span.begin, span.finish), f"{span.begin.text} … {span.finish.text}",
                                span.begin.start, span.finish.end, span.begin.first, span.finish.last))
    taken = _covered(mentions)
    for start, end in time_ranges:
        taken.update(i for i, t in enumerate(toks) if start <= t.start < end)
    mentions += _ids(toks, taken)
    taken = _covered(mentions)
    mentions += _numbers(toks, taken)
    taken = _covered(mentions)
    mentions += _codes(toks, taken)
    taken = _covered([m for m in mentions if m.kind not in ("currency",)])
    mentions += _names(toks, taken)
    taken = _covered(mentions)
    for i, token in enumerate(toks):
        if i not in taken and re.fullmatch(r"\d{1,2}[A-Z]{1,2}", token.text) and token.text not in ("4G", "5G", "3D", "2D", "4K", "8K"):
            before, after = _around(toks, i, i)  # "what does 7B have on Monday?": a class or a group's short code
            mentions.append(Mention("name", token.text, token.text, token.start, token.end, i, i, before, after, extra={"code": True}))
    mentions = _roles_from_postcodes(mentions)
    marked = []
    for mention in mentions:
        inside = any(s < mention.start and mention.end <= e for s, e in quoted_spans) and mention.kind != "quoted"
        marked.append(mention if not inside else Mention(**{**mention.__dict__, "quoted": True}))
    marked.sort(key=lambda m: (m.start, -m.end))
    return Evidence(text, toks, marked, today)


#: Day and time words that are written in lower case unless they start a title.
_LOWER_WHEN = frozenset("midnight noon tomorrow tonight today yesterday morning evening afternoon night dawn dusk".split())
_TITLE_JOINS = frozenset("in of the at on a an for with".split())


def _titles(toks: list[Token], when: list[Any], taken: set[int]) -> list[Mention]:
    """"would Midnight in Marrakesh be ok for them?", "is Tomorrow Never Dies on?": a word of time
    that is written in lower case, capitalised in mid-sentence and followed by more capitalised
    words (with "in", "of", "the"… between them) starts a title, not a time."""
    out: list[Mention] = []
    for found in when:
        i = found.first
        if found.last != i or i in taken or _sentence_start(toks, i) or toks[i].lower not in _LOWER_WHEN or not toks[i].text[:1].isupper():
            continue
        last = i
        while last + 1 < len(toks) and last + 1 not in taken:
            nxt = toks[last + 1]
            if _is_name_token(nxt):
                last += 1
            elif nxt.lower in _TITLE_JOINS and not nxt.text[:1].isupper() and last + 2 < len(toks) and _is_name_token(toks[last + 2]):
                last += 2
            else:
                break
        if last == i:
            continue
        text = " ".join(t.text for t in toks[i : last + 1])
        before, after = _around(toks, i, last)
        out.append(Mention("name", text, text, toks[i].start, toks[last].end, i, last, before, after))
    return out


def _covered(mentions: list[Mention]) -> set[int]:
    out: set[int] = set()
    for mention in mentions:
        if mention.kind in ("quoted", "range", "expression"):
            continue  # "30 x 20 x 10 cm" is a sum for a calculator and three sizes for a parcel
        out.update(range(mention.first, mention.last + 1))
    return out


def _quoted(text: str, toks: list[Token]) -> list[Mention]:
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
            first, last = _token_range(toks, index, end + 1)
            before, after = _around(toks, first, last)
            out.append(Mention("quoted", inner, inner, index, end + 1, first, last, before, after))
        index = end + 1
    return out


_POSTCODE_FULL = re.compile(r"\b(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[1-9]\d{3}\s?[A-Z]{2})\b")  # UK "N1 7GU", Dutch "1012 AB"
_POSTCODE_OUTWARD = re.compile(r"\b[A-Z]{1,2}\d{1,2}[A-Z]?\b")  # UK "SW3", after a place word
_POSTCODE_DIGITS = re.compile(r"\b\d{4,5}(?:-\d{4})?\b")  # "75011 Paris", "zip 94103"
_POSTCODE_CUES = frozenset("near in around at postcode post code zip zipcode plz area from to".split())


_NUMBER = r"\(?\s*-?\d+(?:[.,]\d+)?\s*\)?"
_OPERATOR = r"(?:[-+*/×÷^%]|\*\*|\btimes\b|\bplus\b|\bminus\b|\bdivided by\b|\bmultiplied by\b|\bover\b|\bx\b)"
_EXPRESSION = re.compile(rf"(?:sqrt\s*\(|square root of\s+)?{_NUMBER}(?:\s*{_OPERATOR}\s*{_NUMBER}){{1,20}}\)?|(?:sqrt|square root of)\s*\(?\s*\d+(?:\.\d+)?\s*\)?", re.I)
_SPOKEN_OPERATORS = {"times": "*", "multiplied by": "*", "x": "*", "×": "*", "plus": "+", "minus": "-", "divided by": "/", "over": "/", "÷": "/"}


def _expressions(text: str, toks: list[Token], taken: set[int]) -> list[Mention]:
    """Arithmetic the user writes ("12 * 7", "(3 + 4) / 2", "12 times 7", "square root of 16"),
    with the value a calculator tool takes ("12 * 7", "sqrt(16)"). Dates and times are not sums."""
    out: list[Mention] = []
    for match in _EXPRESSION.finditer(text[:5000]):
        raw = match.group(0).strip()
        if re.fullmatch(r"\d{1,4}\s*[-/]\s*\d{1,2}(?:\s*[-/]\s*\d{1,4})?", raw) or re.fullmatch(r"\d{1,2}\s*-\s*\d{1,2}", raw):
            continue  # "12/4", "2026-12-04", "9-11" are dates or ranges, not arithmetic
        value = re.sub(r"square root of\s+\(?\s*([\d.]+)\s*\)?", r"sqrt(\1)", raw, flags=re.I)
        for spoken, symbol in _SPOKEN_OPERATORS.items():
            value = re.sub(rf"\s*\b{re.escape(spoken)}\b\s*" if spoken.isalpha() or " " in spoken else rf"\s*{re.escape(spoken)}\s*", f" {symbol} ", value, flags=re.I)
        value = re.sub(r"\s+", " ", value).strip()
        start, end = match.start() + (len(match.group(0)) - len(match.group(0).lstrip())), match.end()
        first, last = _token_range(toks, start, end)
        if any(i in taken for i in range(first, last + 1)):
            continue
        before, after = _around(toks, first, last)
        out.append(Mention("expression", value, raw, start, end, first, last, before, after))
    return out


def _roles_from_postcodes(mentions: list[Mention]) -> list[Mention]:
    """"to 75011 Paris": the city right after a postal code has the code's role (destination)."""
    codes = {m.last + 1: m for m in mentions if m.kind == "postcode" and m.role}
    if not codes:
        return mentions
    return [Mention(**{**m.__dict__, "role": codes[m.first].role}) if m.kind == "place" and m.role is None and m.first in codes else m
            for m in mentions]


def _postcodes(text: str, toks: list[Token], taken: set[int]) -> list[Mention]:
    """Postal codes: a full UK or Dutch one anywhere; a UK district ("SW3") after a place word;
    digits after "zip"/"postcode" or before a city's name ("10119 Berlin")."""
    out: list[Mention] = []
    cities = places.cities()
    found: list[tuple[int, int]] = [(m.start(), m.end()) for m in _POSTCODE_FULL.finditer(text[:5000])]
    for match in _POSTCODE_OUTWARD.finditer(text[:5000]):
        before = text[max(0, match.start() - 12) : match.start()].lower().split()
        if before and before[-1] in _POSTCODE_CUES and not any(a <= match.start() < b for a, b in found):
            found.append((match.start(), match.end()))
    for match in _POSTCODE_DIGITS.finditer(text[:5000]):
        before = text[max(0, match.start() - 16) : match.start()].lower().replace("code", " code").split()
        after = text[match.end() : match.end() + 30].split()
        city_after = bool(after) and after[0][:1].isupper() and after[0].strip(",.").lower() in cities
        if (before and before[-1] in ("zip", "zipcode", "postcode", "code", "plz")) or city_after:
            found.append((match.start(), match.end()))
    for start, end in sorted(set(found)):
        first, last = _token_range(toks, start, end)
        if any(i in taken for i in range(first, last + 1)):
            continue
        before, after = _around(toks, first, last)
        cue = toks[first - 1].lower if first > 0 else ""
        cue2 = toks[first - 2].lower if first > 1 else ""
        role = _place_role(cue, cue2)
        out.append(Mention("postcode", text[start:end], text[start:end], start, end, first, last, before, after, role))
    return out


def _chunks(text: str, toks: list[Token]) -> list[Mention]:
    """Emails, URLs, repository slugs, paths, phone numbers and @handles: read from the
    whitespace-separated chunks of the text."""
    out: list[Mention] = []
    offset = 0
    for chunk in text.split():
        start = text.find(chunk, offset)
        offset = start + len(chunk)
        if len(chunk) > 2100:
            continue
        clean = chunk.rstrip(_TRAILING).lstrip("(<[\"'")
        lead = chunk.find(clean) if clean else 0
        cstart = start + max(lead, 0)
        cend = cstart + len(clean)
        if not clean:
            continue
        kind: str | None = None
        value: Any = clean
        if "@" in clean and _EMAIL.fullmatch(clean):
            kind = "email"
        elif clean.startswith("@") and len(clean) > 1 and clean[1:].replace("_", "").replace(".", "").isalnum():
            kind, value = "handle", clean
        elif clean.startswith("#") and len(clean) > 1 and clean[1:].replace("-", "").replace("_", "").isalpha():
            kind, value = "handle", clean
        elif _URL.fullmatch(clean):
            kind = "url"
        elif "/" in clean or "\\" in clean or "." in clean:
            has_extension = re.search(r"\.[A-Za-z0-9]{1,5}$", clean) is not None
            if _SLUG.fullmatch(clean) and clean.count("/") == 1 and not has_extension and not clean.split("/")[0].isdigit() and "." not in clean.split("/")[0]:
                kind = "slug"
            elif _PATH.fullmatch(clean) and not re.fullmatch(r"[\d/.\-]+", clean):
                kind = "path"
        if kind is None:
            continue
        first, last = _token_range(toks, cstart, cend)
        before, after = _around(toks, first, last)
        out.append(Mention(kind, value, clean, cstart, cend, first, last, before, after))
        if kind == "url":  # https://github.com/acme/web-portal/issues/412 names a repo and a number
            path = re.sub(r"^(?:https?://)?[^/]+/?", "", clean).split("?")[0].strip("/")
            parts = [p for p in path.split("/") if p]
            if len(parts) >= 2 and not parts[0].isdigit():
                out.append(Mention("slug", f"{parts[0]}/{parts[1]}", f"{parts[0]}/{parts[1]}", cstart, cend, first, last, before, after, extra={"from_url": True}))
            if parts and parts[-1].isdigit():
                noun = parts[-2] if len(parts) >= 2 else ""
                out.append(Mention("id", parts[-1], parts[-1], cstart, cend, first, last, (stem(noun),) if noun else before, after, extra={"from_url": True}))
    for match in _PHONE.finditer(text[:MAX_TEXT]):
        digits = re.sub(r"\D", "", match.group(0))
        if 7 <= len(digits) <= 15 and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", match.group(0).strip()):
            if not any(m.start <= match.start() < m.end for m in out):
                first, last = _token_range(toks, match.start(), match.end())
                national = digits.startswith("0") and 10 <= len(digits) <= 11  # "07700 900123", "020 7946 0958"
                if any(t.lower in ("phone", "number", "call", "mobile", "cell", "tel", "whatsapp", "sms", "text", "ring", "reach", "contact")
                       for t in toks[max(0, first - 4):first]) or match.group(0).startswith("+") or national:
                    before, after = _around(toks, first, last)
                    out.append(Mention("phone", match.group(0).strip(), match.group(0).strip(), match.start(), match.end(), first, last, before, after))
    return out


#: Capitals after a code that are not the second half of a plate ("BA287 AM", "Z-14 UTC").
_NOT_PLATE_ENDS = frozenset("AM PM UTC GMT CET CEST EST EDT PST PDT BST IST JST ID OK TV US UK EU USD EUR GBP".split())


#: A name in kebab case: lower-case parts joined by hyphens, one of them three letters or more.
_KEBAB = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")
_KEBAB_CUES = frozenset("in on for of project projects service services repo repository env environment cluster "
                        "namespace app site bucket stack workspace".split())
_KEBAB_AFTER = frozenset("and or to with then please now today this at on in for by from".split())


def _ids(toks: list[Token], taken: set[int]) -> list[Mention]:
    """Identifiers: "INC-1042", "BK2041", "#4412", "A1B2C3", and numbers right after an id noun
    ("order 12345", "booking number 778")."""
    out: list[Mention] = []
    taken = set(taken)
    i = 0
    while i + 2 < len(toks):
        # "pod_restishistory", "ab_hail_mary", "usr_20931": words joined by underscores, written as one
        last = i
        while (last + 2 < len(toks) and toks[last + 1].text == "_" and toks[last].end == toks[last + 1].start
               and toks[last + 1].end == toks[last + 2].start and toks[last + 2].text.isalnum() and last + 1 not in taken and last + 2 not in taken):
            last += 2
        if last > i and i not in taken and toks[i].text.isalnum() and len(toks[i].text) <= 12:
            text = "".join(t.text for t in toks[i : last + 1])
            before, after = _around(toks, i, last)
            out.append(Mention("id", text, text, toks[i].start, toks[last].end, i, last, before, after))
            taken.update(range(i, last + 1))
            i = last + 1
            continue
        i += 1
    for i, token in enumerate(toks):
        if i in taken:
            continue
        text = token.text
        low = token.lower
        before, after = _around(toks, i, i)
        if (
            _ID_TOKEN.fullmatch(text)
            and any(ch.isdigit() for ch in text)
            and any(ch.isalpha() for ch in text)
            and not re.fullmatch(r"\d{1,2}(st|nd|rd|th|am|pm|h|k|m|km|kg|x|s|d|min|mins|hr|hrs|gb|mb)", low)
            and not re.fullmatch(r"\d+(?:[.,:]\d+)+[a-z]*", low)
            and not re.fullmatch(r"(mp|h|v)\d", low)
            and not re.fullmatch(r"\d+(?:\.\d+)?-[a-z]+(?:-[a-z]+)*", text)  # "30-year", "3-bed", "2-day": a measure, not an id
        ):
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if (nxt is not None and i + 1 not in taken and re.fullmatch(r"[A-Z]{1,3}\d{1,4}[A-Z]?", text)
                    and re.fullmatch(r"[A-Z]{2,4}", nxt.text) and nxt.text not in _NOT_PLATE_ENDS and nxt.start == token.end + 1):
                b, a = _around(toks, i, i + 1)  # a registration plate written with its space: "KX21 ABC"
                joined = f"{text} {nxt.text}"
                out.append(Mention("id", joined, joined, token.start, nxt.end, i, i + 1, b, a, extra={"plate": True}))
                taken.add(i + 1)
                continue
            out.append(Mention("id", text, text, token.start, token.end, i, i, before, after))
            continue
        if _MIXED_CODE.fullmatch(text) and not text.isdigit():
            out.append(Mention("id", text, text, token.start, token.end, i, i, before, after))
            continue
        following = toks[i + 1].lower if i + 1 < len(toks) and toks[i + 1].is_word else ""
        if _KEBAB.fullmatch(text) and i > 0 and toks[i - 1].lower in _KEBAB_CUES and (
                not following or following in _KEBAB_AFTER or following in STOPWORDS or following.endswith(("ing", "ly"))
                or lexicon.is_common_verb(following)):
            # "restart the worker in checkout-prod", "costs for data-pipeline": a project or service
            # named in kebab case (not "semi-skimmed milk": a word follows it)
            out.append(Mention("id", text, text, token.start, token.end, i, i, before, after, extra={"kebab": True}))
            continue
        if text == "#" and i + 1 < len(toks) and toks[i + 1].start == token.end and toks[i + 1].text.isalnum() and any(c.isdigit() for c in toks[i + 1].text):
            nxt = toks[i + 1]
            b, a = _around(toks, i, i + 1)
            out.append(Mention("id", nxt.text, "#" + nxt.text, token.start, nxt.end, i, i + 1, b, a, extra={"hash": True}))
            taken.add(i + 1)
            continue
        if text.isdigit() and len(text) >= 3 and i > 0:
            nouns = [stem(t.lower) for t in toks[max(0, i - 3) : i] if t.is_word]
            if nouns and (nouns[-1] in _ID_NOUNS or (len(nouns) >= 2 and nouns[-2] in _ID_NOUNS and nouns[-1] in ("number", "no", "id", "#"))):
                out.append(Mention("id", text, text, token.start, token.end, i, i, before, after))
    # flight numbers written with a space: "LH 232", "BA 117"
    for i in range(len(toks) - 1):
        a, b = toks[i], toks[i + 1]
        if i in taken or i + 1 in taken:
            continue
        if re.fullmatch(r"[A-Z]{2}|[A-Z]\d|\d[A-Z]", a.text) and re.fullmatch(r"\d{1,4}", b.text) and a.text not in ("AM", "PM", "ID", "OK", "TV", "US", "UK", "EU"):
            if any(t.lower in ("flight", "flights", "fly", "flying") for t in toks[max(0, i - 4) : i]):
                before, after = _around(toks, i, i + 1)
                out.append(Mention("id", f"{a.text}{b.text}", f"{a.text} {b.text}", a.start, b.end, i, i + 1, before, after, extra={"flight": True}))
    return out


def _numbers(toks: list[Token], taken: set[int]) -> list[Mention]:
    out: list[Mention] = []
    for number in numbers.find(toks):
        if any(i in taken for i in range(number.first, number.last + 1)):
            continue
        before, after = _around(toks, number.first, number.last)
        currency = number.currency
        unit = number.unit
        last = number.last
        if currency is None:
            code, width = _currency_at(toks, number.last + 1)
            if code:
                currency, last = code, number.last + width
                after = tuple(stem(t.lower) for t in toks[last + 1 : last + 4] if t.is_word)
        if currency is None and number.first > 0:
            code, width = _currency_at(toks, number.first - 1, backwards=True)
            if code:
                currency = code
        kind = "money" if currency else ("percent" if number.percent or unit in ("percent", "pct") else "number")
        value = number.value
        extra = {"currency": currency, "ordinal": number.ordinal, "unit": unit, "word": number.is_word}
        if kind == "number" and number.value == 1 and number.is_word and toks[number.first].lower == "one" and number.first > 0 and (
                toks[number.first - 1].lower in lexicon.ORDINALS or toks[number.first - 1].lower in (
                    "that", "this", "the", "which", "each", "every", "other", "another", "same", "any", "no", "cheap", "cheaper", "cheapest",
                    "big", "bigger", "biggest", "small", "smaller", "new", "old", "red", "blue") or toks[number.first - 1].lower.endswith("est")):
            continue  # "is the first one pet friendly?", "the cheapest one": one of those, not a count
        if kind == "number" and number.value == 1 and number.is_word and toks[number.first].lower == "one":
            following = toks[number.first + 1] if number.first + 1 < len(toks) else None
            taker = [t.lower for t in toks[max(0, number.first - 2) : number.first]]
            taking = bool(taker) and (taker[-1] in _TAKE_VERBS or len(taker) == 2 and taker[-1] in ("me", "us") and taker[0] in _TAKE_VERBS)
            if not taking and (following is None or not following.is_word or following.lower in STOPWORDS or following.lower in ("as", "from", "with", "that", "which", "for", "please", "instead")):
                continue  # "the other one", "the dark mode one", "one of them": not a count
        out.append(Mention(kind, value, " ".join(t.text for t in toks[number.first : last + 1]), toks[number.first].start,
                           toks[last].end, number.first, last, before, after, extra=extra))
    return out


#: Verbs after which a bare "one" counts what is taken: "get me one", "I'll take one".
_TAKE_VERBS = frozenset("get grab buy order book reserve take want need rent".split())


def _currency_at(toks: list[Token], index: int, *, backwards: bool = False) -> tuple[str | None, int]:
    """An ISO currency code for the word(s) at `index` ("euros", "US dollars", "USD"), and how
    many tokens it spans."""
    if index < 0 or index >= len(toks):
        return None, 0
    table = places.currencies()
    if not backwards and index + 1 < len(toks):
        two = f"{toks[index].lower} {toks[index + 1].lower}"
        if two in table:
            return table[two], 2
    word = toks[index].lower
    if word in numbers.CURRENCY_SYMBOLS:
        return numbers.CURRENCY_SYMBOLS[word], 1
    if word in table and (len(word) > 3 or toks[index].text.isupper() or word in places.CURRENCY_WORDS):
        return table[word], 1
    return None, 0


def _codes(toks: list[Token], taken: set[int]) -> list[Mention]:
    """Currencies, countries and languages named in the text (their ISO codes)."""
    out: list[Mention] = []
    currency_table = places.currencies()
    country_table = places.countries()
    language_table = places.languages()
    i = 0
    while i < len(toks):
        if i in taken or not toks[i].is_word:
            i += 1
            continue
        matched = False
        for width in (3, 2, 1):
            if i + width > len(toks) or any(k in taken for k in range(i, i + width)):
                continue
            phrase = " ".join(t.lower for t in toks[i : i + width])
            text = " ".join(t.text for t in toks[i : i + width])
            before, after = _around(toks, i, i + width - 1)
            start, end = toks[i].start, toks[i + width - 1].end
            prev = toks[i - 1].lower if i > 0 else ""
            if phrase in currency_table and (width > 1 or len(phrase) > 3 or toks[i].text.isupper() or phrase in places.CURRENCY_WORDS):
                if phrase not in _AMBIGUOUS_CURRENCY or prev in ("in", "into", "to", "from", "of", "some") or toks[i].text.isupper():
                    out.append(Mention("currency", currency_table[phrase], text, start, end, i, i + width - 1, before, after))
                    matched = True
            if phrase in country_table and (toks[i].is_capitalized or prev in ("in", "to", "from", "for") or width > 1):
                if not (width == 1 and phrase in ("us",) and not toks[i].text.isupper()):
                    alpha_2, alpha_3, name = country_table[phrase]
                    out.append(Mention("country", alpha_2, text, start, end, i, i + width - 1, before, after,
                                       extra={"alpha_3": alpha_3, "name": name}))
                    matched = True
            if phrase in language_table and (toks[i].is_capitalized or prev in ("in", "into", "to", "from", "speak", "speaks")):
                if width > 1 or phrase not in STOPWORDS:
                    alpha_2, alpha_3, name = language_table[phrase]
                    out.append(Mention("language", alpha_2, text, start, end, i, i + width - 1, before, after,
                                       extra={"alpha_3": alpha_3, "name": name}))
                    matched = True
            if phrase in places.DEMONYMS and (toks[i].is_capitalized or width > 1) and not any(m.start == start and m.kind == "country" for m in out):
                code = places.DEMONYMS[phrase]
                found = places.country_by_code(code)
                if found:
                    out.append(Mention("country", code, text, start, end, i, i + width - 1, before, after,
                                       extra={"alpha_3": found[1], "name": found[2], "demonym": True}))
                    matched = True
            if matched:
                i += width
                break
        else:
            i += 1
            continue
    return out


def _is_name_token(token: Token) -> bool:
    """A capitalised word that can be part of a name (not "I", "Please", a weekday or an acronym)."""
    text = token.text
    low = token.lower
    return (
        token.is_word
        and text[:1].isupper()
        and not (text.isupper() and len(text) > 1)
        and low not in _NOT_NAMES
        and low not in GREETINGS
        and low not in THANKS
        and low not in FAREWELLS
    )


def _sentence_start(toks: list[Token], i: int) -> bool:
    return i == 0 or toks[i - 1].text in ".!?:;\n" or (toks[i - 1].text in "\"“(" and (i < 2 or toks[i - 2].text in ".!?:"))


def _names(toks: list[Token], taken: set[int]) -> list[Mention]:
    """Proper names: runs of capitalised words (with "de", "van", "of", "'s" inside), and
    lowercase city names after a place word ("weather in paris"). Each is a person, a place or
    a name (a restaurant, a product, a team), by the word before it and the place list."""
    out: list[Mention] = []
    city_table = places.cities()
    i = 0
    while i < len(toks):
        token = toks[i]
        if i in taken:
            i += 1
            continue
        if token.lower in _TITLES and i + 1 < len(toks):
            k = i + 1 + (1 if toks[i + 1].text == "." else 0)
            if k < len(toks) and _is_name_token(toks[k]) and k not in taken:
                last = k
                while last + 1 < len(toks) and _is_name_token(toks[last + 1]) and last + 1 not in taken:
                    last += 1
                text = " ".join(t.text for t in toks[k : last + 1])
                before, after = _around(toks, i, last)
                out.append(Mention("person", text, " ".join(t.text for t in toks[i : last + 1]), token.start, toks[last].end, i, last, before, after, extra={"title": token.text}))
                i = last + 1
                continue
        if _is_name_token(token) and _sentence_start(toks, i) and (token.lower.replace("’", "'") in lexicon.WH_WORDS or token.lower in lexicon.AUX_START
                                                                   or token.lower.replace("’", "'").split("'")[0] in lexicon.WH_WORDS):
            i += 1  # "What's Robo Rangers 2 rated?", "Is Luigi's open?": the question word is not part of the name
            continue
        if _is_name_token(token):
            last = i
            while last + 1 < len(toks) and last + 1 not in taken:
                nxt = toks[last + 1]
                if nxt.text == "." and re.fullmatch(r"[A-Z]", toks[last].text) and nxt.start == toks[last].end:
                    last += 1  # "Fontaines D.C.", "J.K. Rowling": initials keep their dots
                    continue
                if _is_name_token(nxt) or (nxt.lower in ("de", "van", "von", "der", "da", "di", "del", "la", "le", "of", "&", "and", "st", "st.", "'s", "’s") and last + 2 < len(toks) and _is_name_token(toks[last + 2]) and nxt.lower not in ("and",)):
                    last += 1
                else:
                    break
            while last > i and toks[last].lower in ("de", "van", "von", "der", "of", "&", "and") or last > i and toks[last].text == "." and not re.fullmatch(r"[A-Z]", toks[last - 1].text):
                last -= 1
            if last + 1 < len(toks) and last + 1 not in taken and re.fullmatch(r"\d{1,4}|[IVX]{1,4}", toks[last + 1].text) and toks[last + 1].start == toks[last].end + 1:
                last += 1  # "Robo Rangers 2", "Road Trip 2026"
            start_of_sentence = _sentence_start(toks, i)
            words = [t.text for t in toks[i : last + 1]]
            if start_of_sentence and last == i and token.lower in STOPWORDS:
                i += 1
                continue
            text = "".join((" " if k > i and toks[k].start > toks[k - 1].end else "") + toks[k].text for k in range(i, last + 1))
            text = text.replace(" 's", "'s").replace(" ’s", "’s")
            if text.endswith(("'s", "’s")) and (len(words) > 1 or len(text) > 4):
                text = text[:-2]  # "Ryanair's" names Ryanair
            cue = toks[i - 1].lower if i > 0 else ""
            cue2 = toks[i - 2].lower if i > 1 else ""
            kind = _name_kind(text, cue, cue2, city_table, start_of_sentence)
            head = toks[last + 1] if last + 1 < len(toks) and last + 1 not in taken else None
            if kind in ("name", None) and head is not None and head.text.islower() and head.lower in _PLACE_HEADS \
                    and head.lower not in ("way", "place", "close", "drive", "cross", "common", "green", "row", "court") and head.start == toks[last].end + 1:
                # "the Kirkgate museum", "Headingley library": a place named by its head noun
                text = f"{text} {head.text[:1].upper()}{head.text[1:]}"  # its span stays the name: "library" still says what is asked
                kind = "place"
            if kind == "place" and cue == "to" and any(t.lower in _GIVING for t in toks[max(0, i - 8) : i]):
                kind = "person"  # "send fifty quid to Sofia": money and messages go to people
            elif kind == "person" and cue in ("to", "from") and not any(t.lower in _GIVING for t in toks[max(0, i - 8) : i]) and (
                    any(stem(t.lower) in _GOING for t in toks[max(0, i - 10) : min(len(toks), last + 8)])):
                kind = "place"  # "cycle route from Jericho to Cowley": a way goes between places
            if kind is None:
                i = last + 1
                continue
            if kind == "person" and cue in ("and", "or", "&") and out and out[-1].kind == "place" and out[-1].last == i - 2:
                kind = "place"  # "Bristol and Bath": the second of a pair is what the first is
            if i > 0 and toks[i - 1].lower.rstrip(".") in _TITLES:
                kind = "person"
            before, after = _around(toks, i, last)
            role = _place_role(cue, cue2) if kind == "place" else None
            out.append(Mention(kind, text, text, token.start, toks[last].end, i, last, before, after, role))
            i = last + 1
            continue
        # a landmark everyone has one of: "at the airport by 10", "coming from the university"
        if (i > 0 and toks[i - 1].lower in _PLACE_CUES and token.lower in ("the", "my") and i + 1 < len(toks)
                and toks[i + 1].lower in _LANDMARKS and i not in taken and i + 1 not in taken
                and not (i + 2 < len(toks) and toks[i + 2].is_word and toks[i + 2].lower not in STOPWORDS and toks[i + 2].lower not in _PLACE_CUES)):
            landmark = toks[i + 1]
            before, after = _around(toks, i, i + 1)
            out.append(Mention("place", landmark.text[:1].upper() + landmark.text[1:], f"{token.text} {landmark.text}", token.start, landmark.end,
                               i, i + 1, before, after, _place_role(toks[i - 1].lower, toks[i - 2].lower if i > 1 else "")))
            i += 2
            continue
        # lowercase places after a place word: "weather in paris", "flights to new york"
        if i > 0 and toks[i - 1].lower in _PLACE_CUES and token.is_word and not token.is_capitalized:
            for width in (3, 2, 1):
                if i + width > len(toks) or any(k in taken for k in range(i, i + width)):
                    continue
                phrase = " ".join(t.lower for t in toks[i : i + width])
                found = city_table.get(phrase)
                if found and found[1] >= 100_000 and phrase not in STOPWORDS and phrase not in _NOT_NAMES:
                    before, after = _around(toks, i, i + width - 1)
                    out.append(Mention("place", found[0], " ".join(t.text for t in toks[i : i + width]), token.start,
                                       toks[i + width - 1].end, i, i + width - 1, before, after, _place_role(toks[i - 1].lower, toks[i - 2].lower if i > 1 else "")))
                    i += width
                    break
            else:
                i += 1
            continue
        i += 1
    return out


#: Places a city has one of that a person names by their kind ("the airport", "the university").
_LANDMARKS = frozenset("airport station university campus hospital harbour harbor port stadium museum zoo beach mall "
                       "cathedral library".split())

_ARRIVING = frozenset("be arrive arriving arrive land landing reach get getting".split())


_STREET_ADDRESS = re.compile(
    r"\b\d{1,4}[A-Za-z]?,?\s+(?:[A-Z][a-z'’-]+\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Close|Drive|Dr|Way|Place|Pl|Square|Sq|"
    r"Crescent|Cres|Terrace|Gardens|Grove|Hill|Row|Court|Ct|Mews|Parade|Walk|Boulevard|Blvd|Strasse|Straße|Rue)\b\.?")


def _addresses(text: str, toks: list[Token], taken: set[int]) -> list[Mention]:
    """Street addresses: "12 Elm Road", "221B Baker Street" (the number is part of the place,
    not a time or a count)."""
    out: list[Mention] = []
    for match in _STREET_ADDRESS.finditer(text[:5000]):
        first, last = _token_range(toks, match.start(), match.end())
        if any(i in taken for i in range(first, last + 1)):
            continue
        before, after = _around(toks, first, last)
        cue = toks[first - 1].lower if first > 0 else ""
        cue2 = toks[first - 2].lower if first > 1 else ""
        value = match.group(0).rstrip(".")
        out.append(Mention("place", value, value, match.start(), match.start() + len(value), first, last, before, after, _place_role(cue, cue2),
                           extra={"street": True}))
    return out


def _place_role(cue: str, cue2: str = "") -> str | None:
    """"from Lisbon", "out of London" start a journey; "to Paris", "be in Tokyo", "arrive in Rome"
    end one."""
    if cue in ("from",) or (cue == "of" and cue2 == "out"):
        return "origin"
    if cue in ("to", "into", "towards", "toward", "visit", "visiting") or (cue in ("in", "at") and cue2 in _ARRIVING):
        return "destination"
    return None


#: Last words that make a name a place ("Central Station", "Riverside Park", "Harbour Gate").
_PLACE_HEADS = frozenset(
    "station street st road rd avenue ave lane square park gate bridge airport terminal port harbour harbor "
    "centre center mall market hall museum library hospital university campus college school office tower "
    "plaza quay pier beach island village town city district quarter heights hill hills valley junction "
    "cross crossing circus green common place court terrace parade way boulevard blvd drive close row "
    "arena stadium theatre theater cathedral church castle palace zoo garden gardens".split()
)


_KIN = frozenset("son daughter wife husband partner friend mum mom dad father mother brother sister colleague boss kid child boy girl "
                 "nephew niece grandson granddaughter cousin uncle aunt flatmate roommate neighbour neighbor manager assistant".split())
#: Words of going somewhere: a name after "from"/"to" beside one of them is a place.
_GOING = frozenset(stem(w) for w in """route routes directions direction journey journeys trip trips way commute travel travelling
    traveling drive driving walk walking cycle cycling bike ride riding fly flight flights train trains bus buses tram ferry
    taxi cab uber get go going head heading distance far miles km minutes commute transfer shuttle lift""".split())


def _name_kind(text: str, cue: str, cue2: str, city_table: dict[str, tuple[str, int]], start_of_sentence: bool) -> str | None:
    low = text.lower()
    if " " in low and low.rsplit(" ", 1)[-1] in _PLACE_HEADS and not places.countries().get(low):
        return "place"  # "from Central Station to Riverside Park"
    city = city_table.get(low)
    country = places.countries().get(low)
    if country:
        return None  # countries are `country` mentions
    person_cue = cue in ("named", "called", "for", "under", "with", "cc", "invite", "ask", "tell", "message", "email", "text", "call", "ping", "remind", "meet", "dear", "and", "by") or cue2 in ("name", "named")
    place_cue = cue in _PLACE_CUES
    people = ("name", "this", "member", "user", "customer", "patient", "guest", "owner", "client", "passenger", "student", "employee", "driver", "traveller", "traveler", "i", "me", "account", "holder")
    if cue in ("named", "called", "name", "name's", "names", "i'm", "im") or cue2 in ("name", "named") or (cue in ("is", "'s") and cue2 in people):
        return "person"
    if cue in _KIN and not (city and city[1] > 1_000_000):
        return "person"  # "my daughter Ava", "my colleague Sam": a person, whatever town shares the name
    if cue in ("to", "from") and (not city or city[1] < 100_000):
        return "person"
    if place_cue and city:
        return "place"
    if place_cue and not city:
        return "place" if cue in ("in", "near", "around", "from", "visit", "visiting", "at") and len(text) > 2 and cue != "at" else "name"
    if person_cue and not (city and city[1] > (100_000 if cue == "for" else 500_000)):
        return "person"  # "a table for Carter", but "an assistant for Bristol": a city that size is a place
    if city and city[1] >= 100_000:
        return "place"
    if start_of_sentence and " " not in text:
        return None
    return "name"
