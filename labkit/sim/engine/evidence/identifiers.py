"""Identifiers in a text: emails, URLs, repository slugs, paths, phone numbers and @handles, read
from its whitespace-separated chunks; and ids ("INC-1042", "#4412", "order 12345", "KX21 ABC",
"checkout-prod"), read from its tokens."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.evidence.mention import Mention, around, token_range
from labkit.sim.engine.words import MAX_TEXT, STOPWORDS, Token, stem

_EMAIL = re.compile(r"[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){1,8}")
_URL = re.compile(r"(?:https?://|www\.)[^\s<>\"'`]{1,2000}")
_SLUG = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,38}/[A-Za-z0-9_.\-]{1,100}")
_PATH = re.compile(r"(?:~|\.{1,2})?/?(?:[\w.\-]{1,80}/){1,20}[\w.\-]{1,80}|[A-Za-z]:\\[^\s]{1,300}|[\w\-]{1,80}\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|md|json|ya?ml|py|js|ts|html?|png|jpe?g|gif|svg|zip|tar|gz|log|mp3|mp4|wav|mov|xml|sql|ipynb|key|pages|numbers)")
_ID_TOKEN = re.compile(r"(?:[A-Za-z]{1,8}[-_#]?\d[\w\-]{0,20}|\d{1,6}-[A-Za-z]{1,8}[\w\-]{0,12})")
#: "CI/CD", "and/or", "I/O", "km/h", "TCP/IP": two short words joined by a slash, no repository.
_PAIR_OF_WORDS = re.compile(r"[A-Za-z]{1,3}/[A-Za-z]{1,3}|and/or|either/or")
_SEGMENTED_CODE = re.compile(r"[A-Z]{2,6}(?:-[A-Z0-9]{1,10}){1,4}")
_MIXED_CODE = re.compile(r"(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{5,16}")
_PHONE = re.compile(r"\+?\(?\d{1,4}\)?[\d\s.\-]{6,16}\d")
#: A card's number written in groups: four digits three or four times ("6035 7700 1234 5678"), or 4-6-5;
#: a parcel's tracking number runs on in a group or two more ("9400 1118 9922 3344 7781 02").
_GROUPED_DIGITS = re.compile(r"(?<![\d+-])\d{4}([ -])\d{4}(?:\1\d{4}){1,2}(?:(?<=\d{4}\1\d{4}\1\d{4}\1\d{4})\1\d{2,4}){0,2}(?![\d-])|(?<![\d+-])\d{4} \d{6} \d{5}(?![\d-])")
_TRAILING = ".,;:!?)]}>'\""
_ID_NOUNS = frozenset(
    stem(w)
    for w in """order booking reservation ticket invoice account id number no ref reference confirmation
    issue pr pull case incident transaction tracking package parcel shipment flight train room table
    appointment customer user employee item product sku claim policy request loan hold task event
    meeting job build run deploy release version record file card loyalty member membership code ending""".split()
)


#: Things a number before them counts ("110 guests", "250 tickets"), besides people.
_COUNTED = frozenset("tickets seats items units pieces copies nights rooms tables places spaces spots pages words".split())


_HOSTNAME = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){1,5}([A-Za-z]{2,24})")
#: Top-level domains besides the countries' ("okafor.photo", "tomokafor.dev"): the common generic ones.
_GENERIC_TLDS = frozenset("""com net org edu gov info biz io dev app ai co me tv cc xyz site online store shop tech cloud blog page photo
    photos photography studio design art agency digital email live news space website fun club life world today media music
    travel health fitness bike coffee cafe restaurant pizza bakery garden gallery academy school community solutions services
    consulting support systems software network link click social team works tools zone center centre london berlin nyc
    paris amsterdam scot wales eu asia""".split())
#: Endings of file names that are also countries' domains: "notes.md", "setup.py" are files.
_FILE_ENDINGS = frozenset("md py sh rs ts pl js ps ai".split())


def _is_hostname(chunk: str) -> bool:
    """A bare domain name ("bristolbakes.co.uk", "okafor.photo"), not a file ("notes.md"), a
    version ("v2.3"), an abbreviation ("e.g.") or a number."""
    from labkit.sim.engine import places

    match = _HOSTNAME.fullmatch(chunk)
    if match is None or chunk.count(".") < 1 or chunk[:1].isdigit() and chunk.replace(".", "").isdigit():
        return False
    tld = match.group(1).lower()
    labels = chunk.lower().split(".")
    if any(len(label) < 2 for label in labels[:-1]) and not chunk.lower().startswith("www."):
        return False  # "e.g", "i.e", "a.m"
    if tld in _FILE_ENDINGS:
        return False
    return tld in _GENERIC_TLDS or len(tld) == 2 and (tld == "uk" or places.country_by_code(tld.upper()) is not None)


def chunks(text: str, toks: list[Token]) -> list[Mention]:
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
        elif _URL.fullmatch(clean) or _is_hostname(clean):
            kind = "url"  # (a bare domain name, "bristolbakes.co.uk", is an address too)
        elif "/" in clean or "\\" in clean or "." in clean:
            has_extension = re.search(r"\.[A-Za-z0-9]{1,5}$", clean) is not None
            if _SLUG.fullmatch(clean) and clean.count("/") == 1 and not has_extension and not clean.split("/")[0].isdigit() and "." not in clean.split("/")[0] \
                    and not _PAIR_OF_WORDS.fullmatch(clean):
                kind = "slug"
            elif _PATH.fullmatch(clean) and not re.fullmatch(r"[\d/.\-]+", clean) and not _PAIR_OF_WORDS.fullmatch(clean):
                kind = "path"
        if kind is None:
            continue
        first, last = token_range(toks, cstart, cend)
        before, after = around(toks, first, last)
        out.append(Mention(kind, value, clean, cstart, cend, first, last, before, after))
        if kind == "url":  # https://github.com/acme/web-portal/issues/412 names a repo and a number
            path = re.sub(r"^(?:https?://)?[^/]+/?", "", clean).split("?")[0].strip("/")
            parts = [p for p in path.split("/") if p]
            if len(parts) >= 2 and not parts[0].isdigit():
                out.append(Mention("slug", f"{parts[0]}/{parts[1]}", f"{parts[0]}/{parts[1]}", cstart, cend, first, last, before, after, extra={"from_url": True}))
            if parts and parts[-1].isdigit():
                noun = parts[-2] if len(parts) >= 2 else ""
                out.append(Mention("id", parts[-1], parts[-1], cstart, cend, first, last, (stem(noun),) if noun else before, after, extra={"from_url": True}))
    for match in _GROUPED_DIGITS.finditer(text[:MAX_TEXT]):
        # "6035 7700 1234 5678": a card's number, written in groups (one id, digits only)
        if not any(m.start <= match.start() < m.end for m in out):
            first, last = token_range(toks, match.start(), match.end())
            before, after = around(toks, first, last)
            digits = re.sub(r"\D", "", match.group(0))
            out.append(Mention("id", digits, match.group(0), match.start(), match.end(), first, last, before, after, extra={"grouped": True}))
    for match in _PHONE.finditer(text[:MAX_TEXT]):
        digits = re.sub(r"\D", "", match.group(0))
        if 7 <= len(digits) <= 15 and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", match.group(0).strip()):
            if not any(m.start <= match.start() < m.end for m in out):
                first, last = token_range(toks, match.start(), match.end())
                national = digits.startswith("0") and 10 <= len(digits) <= 11  # "07700 900123", "020 7946 0958"
                if any(t.lower in ("phone", "number", "call", "mobile", "cell", "tel", "whatsapp", "sms", "text", "ring", "reach", "contact")
                       for t in toks[max(0, first - 4):first]) or match.group(0).startswith("+") or national:
                    before, after = around(toks, first, last)
                    out.append(Mention("phone", match.group(0).strip(), match.group(0).strip(), match.start(), match.end(), first, last, before, after))
    return out


#: Capitals after a code that are not the second half of a plate ("BA287 AM", "Z-14 UTC").
_NOT_PLATE_ENDS = frozenset("AM PM UTC GMT CET CEST EST EDT PST PDT BST IST JST ID OK TV US UK EU USD EUR GBP".split())


#: A name in kebab case: lower-case parts joined by hyphens, one of them three letters or more.
_KEBAB = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")
_KEBAB_CUES = frozenset("in on for of project projects service services repo repository env environment cluster "
                        "namespace app site bucket stack workspace".split())
_KEBAB_AFTER = frozenset("and or to with then please now today this at on in for by from".split())


#: Words that label a short code as the name of a place or a thing ("gate A4", "the A4 road").
_CODE_LABELS = frozenset("gate seat seats room platform terminal row block bay stand road motorway route line bus zone level floor "
                         "junction section pitch table unit plot flat apartment court stop exit door desk locker hall wing ward".split())


def _paper_size(text: str, before: tuple[str, ...]) -> bool:
    """"recycled A4", "20 A3 posters": a paper size (ISO A and B series), no id — unless a word
    before it labels it as one ("gate A4", "seat B2")."""
    return bool(re.fullmatch(r"[AB](?:10|[0-9])", text)) and not (before and before[-1] in _CODE_LABELS)


def ids(toks: list[Token], taken: set[int]) -> list[Mention]:
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
            before, after = around(toks, i, last)
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
        before, after = around(toks, i, i)
        if (
            _ID_TOKEN.fullmatch(text)
            and any(ch.isdigit() for ch in text)
            and any(ch.isalpha() for ch in text)
            and not re.fullmatch(r"\d{1,2}(st|nd|rd|th|am|pm|h|k|m|km|kg|x|s|d|min|mins|hr|hrs|gb|mb)", low)
            and not re.fullmatch(r"\d+(?:[.,:]\d+)+[a-z]*", low)
            and not re.fullmatch(r"(mp|h|v)\d", low)
            and not re.fullmatch(r"[a-z]\d{1,2}[a-z]{1,3}", text)  # "e2e", "b2b", "i18n", "k8s", "a11y": a word, not an id
            and not re.fullmatch(r"\d+(?:\.\d+)?-[a-z]+(?:-[a-z]+)*", text)  # "30-year", "3-bed", "2-day": a measure, not an id
            and not _paper_size(text, before)
        ):
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if (nxt is not None and i + 1 not in taken and re.fullmatch(r"[A-Z]{1,3}\d{1,4}[A-Z]?", text)
                    and re.fullmatch(r"[A-Z]{2,4}", nxt.text) and nxt.text not in _NOT_PLATE_ENDS and nxt.start == token.end + 1):
                b, a = around(toks, i, i + 1)  # a registration plate written with its space: "KX21 ABC"
                joined = f"{text} {nxt.text}"
                out.append(Mention("id", joined, joined, token.start, nxt.end, i, i + 1, b, a, extra={"plate": True}))
                taken.add(i + 1)
                continue
            out.append(Mention("id", text, text, token.start, token.end, i, i, before, after))
            continue
        if (_MIXED_CODE.fullmatch(text) and not text.isdigit()) or (_SEGMENTED_CODE.fullmatch(text) and any(ch.isdigit() for ch in text)):
            # ("TEC-USBC-HUB7", "PAP-A4-REC": a product code of capital segments)
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
            b, a = around(toks, i, i + 1)
            out.append(Mention("id", nxt.text, "#" + nxt.text, token.start, nxt.end, i, i + 1, b, a, extra={"hash": True}))
            taken.add(i + 1)
            continue
        if text.isdigit() and len(text) >= 9 and not text.startswith("0"):
            # "and 6035770012345678?": a long run of digits is a number of something (a card, an account,
            # a parcel), said with no noun before it (not a phone number: those start with 0 or +)
            out.append(Mention("id", text, text, token.start, token.end, i, i, before, after))
            continue
        if text.isdigit() and len(text) >= 3 and i > 0 and following not in lexicon.HEAD_COUNT_NOUNS | _COUNTED:
            # "room 412", "order 10482" (not "the package? 110 guests": a count of something, past the sentence's end)
            before_it = toks[max(0, i - 3) : i]
            while any(t.text in ".?!;:," for t in before_it):
                before_it = before_it[next(k for k, t in enumerate(before_it) if t.text in ".?!;:,") + 1 :]
            nouns = [stem(t.lower) for t in before_it if t.is_word]
            if nouns and (nouns[-1] in _ID_NOUNS or (len(nouns) >= 2 and nouns[-2] in _ID_NOUNS and nouns[-1] in ("number", "no", "id", "#"))):
                out.append(Mention("id", text, text, token.start, token.end, i, i, before, after))
    # flight numbers written with a space: "LH 232", "BA 117"
    for i in range(len(toks) - 1):
        a, b = toks[i], toks[i + 1]
        if i in taken or i + 1 in taken:
            continue
        if re.fullmatch(r"[A-Z]{2}|[A-Z]\d|\d[A-Z]", a.text) and re.fullmatch(r"\d{1,4}", b.text) and a.text not in ("AM", "PM", "ID", "OK", "TV", "US", "UK", "EU"):
            if any(t.lower in ("flight", "flights", "fly", "flying") for t in toks[max(0, i - 4) : i]):
                before, after = around(toks, i, i + 1)
                out.append(Mention("id", f"{a.text}{b.text}", f"{a.text} {b.text}", a.start, b.end, i, i + 1, before, after, extra={"flight": True}))
    return out
