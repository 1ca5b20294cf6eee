"""Proper names in a text: people, places and other names (a restaurant, a team, a film's title),
told apart by their capitals, the word before them and the place list; and the role a cue word
gives a place ("from Lisbon" starts a journey, "to Paris" ends one)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import lexicon, places
from labkit.sim.engine.evidence.mention import Mention, around
from labkit.sim.engine.lexicon import FAREWELLS, GREETINGS, THANKS
from labkit.sim.engine.words import ABOUT_SUFFIXES, STOPWORDS, Token, stem

_NAME_CUES = frozenset("named called under for to with from cc invite invited ask tell message email text call ping remind meet dear".split())
_PLACE_CUES = frozenset("in at near around from to into visit visiting towards toward via outside inside".split())
_TITLES = frozenset("mr mrs ms miss dr prof sir madam".split())
#: Who someone is to the user ("my brother rui", "our daughter amara"): a name may follow, in lower case.
KIN = frozenset("brother sister son daughter wife husband partner mum mom dad mother father cousin uncle aunt nephew niece friend "
                "mate colleague boss grandma grandpa gran nan grandson granddaughter fiance fiancee flatmate roommate neighbour neighbor "
                "kid child boy girl manager assistant".split())
_KIN = KIN
_GIVING = frozenset("send sent pay paid transfer wire give gave email mail text message forward introduce invite owe lend refund reply write".split())
_NOT_NAMES = frozenset(
    """i i'm i've i'd i'll the a an and or but please thanks thank hi hello hey dear ok okay yes no can could would
    will should may might must let what when where who why how which is are was were do does did have has
    tell show find get book send add set create cancel delete remove check look give make play turn
    need want like also then next last first this that these those my our your today tomorrow tonight
    monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekends january february march april june july
    august september october november december sorry great cool sure just is it it's i'd also btw fyi
    search list update change move order buy pay transfer schedule remind open close start stop
    lock unlock switch email message call text all any each every some mr mrs ms dr prof
    christmas xmas easter halloween hanukkah diwali thanksgiving ramadan eid
    tho though too pls plz ta cheers either instead""".split()  # (holidays: a time of year, no one's name; "meera tho": though)
)


#: Day and time words that are written in lower case unless they start a title.
_LOWER_WHEN = frozenset("midnight noon tomorrow tonight today yesterday morning evening afternoon night dawn dusk".split())
_TITLE_JOINS = frozenset("in of the at on a an for with".split())


def titles(toks: list[Token], when: list[Any], taken: set[int]) -> list[Mention]:
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
        before, after = around(toks, i, last)
        out.append(Mention("name", text, text, toks[i].start, toks[last].end, i, last, before, after))
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


def names(toks: list[Token], taken: set[int], known: frozenset[tuple[str, str, str]] = frozenset()) -> list[Mention]:
    """Proper names: runs of capitalised words (with "de", "van", "of", "'s" inside), and
    lowercase city names after a place word ("weather in paris", "venues near cirencester": a town
    that is no English word may be small). Each is a person, a place or
    a name (a restaurant, a product, a team), by the word before it and the place list."""
    out: list[Mention] = []
    city_table = places.cities()
    # one kind per name, whatever the set's order: a place where the instructions write it as one anywhere
    # (iterating the frozenset as it came made "kennacraig" a place or a name by the process's hash seed)
    told = {words_: (kind, name) for words_, kind, name in sorted(known, key=lambda k: (k[0], k[1] == "place", k[2]))}
    i = 0
    while i < len(toks):
        token = toks[i]
        if i in taken or token.lower.endswith(ABOUT_SUFFIXES):
            i += 1
            continue  # "PR-wise", "money-wise": about pull requests, not a name
        if told and token.is_word and not token.is_capitalized:
            width = _told_name_at(toks, i, taken, told)
            if width:
                kind, name = told[" ".join(t.lower for t in toks[i : i + width])]
                back = i - 1 if i and toks[i - 1].lower != "the" else i - 2
                if back >= 0 and (toks[back].lower in _PLACE_CUES or toks[back].lower == "on" and back == i - 2):
                    kind = "place"  # "photographers in the cotswolds", "5 teal on the east scrape": where, whatever the instructions called it
                before, after = around(toks, i, i + width - 1)
                role = place_role(toks[i - 1].lower if i else "", toks[i - 2].lower if i > 1 else "") if kind == "place" else None
                if kind == "place" and role is None and _before_to_a_city(toks, i, {k: (v[1], 1) for k, v in told.items() if v[0] == "place"}):
                    role = "origin"  # "kennacraig to port ellen": where the way starts
                out.append(Mention(kind, name, " ".join(t.text for t in toks[i : i + width]), token.start, toks[i + width - 1].end,
                                   i, i + width - 1, before, after, role))
                i += width
                continue
        if token.lower in _TITLES and i + 1 < len(toks):
            k = i + 1 + (1 if toks[i + 1].text == "." else 0)
            if k < len(toks) and _is_name_token(toks[k]) and k not in taken:
                last = k
                while last + 1 < len(toks) and _is_name_token(toks[last + 1]) and last + 1 not in taken:
                    last += 1
                text = " ".join(t.text for t in toks[k : last + 1])
                before, after = around(toks, i, last)
                out.append(Mention("person", text, " ".join(t.text for t in toks[i : last + 1]), token.start, toks[last].end, i, last, before, after, extra={"title": token.text}))
                i = last + 1
                continue
            if k < len(toks) and k not in taken and toks[k].is_word and toks[k].text.islower() and toks[k].lower not in STOPWORDS \
                    and len(toks[k].text) > 1 and token.lower in ("dr", "prof", "mr", "mrs", "ms"):
                name = toks[k].text[:1].upper() + toks[k].text[1:]  # "dr shah", written in lower case: Dr Shah
                before, after = around(toks, i, k)
                out.append(Mention("person", name, " ".join(t.text for t in toks[i : k + 1]), token.start, toks[k].end, i, k, before, after, extra={"title": token.text}))
                i = k + 1
                continue
        if token.lower in _KIN and i > 0 and toks[i - 1].lower in ("my", "our", "his", "her", "their") and i + 1 < len(toks):
            k = i + 1
            while k < len(toks) and k - i <= 2 and k not in taken and toks[k].is_word and toks[k].text.isalpha() and toks[k].text.islower() \
                    and toks[k].lower not in STOPWORDS and len(toks[k].text) > 1 and not lexicon.is_english(stem(toks[k].lower)) \
                    and toks[k].lower not in city_table and toks[k].lower not in _NOT_NAMES:
                k += 1
            if k > i + 1:  # "my brother rui ferreira": a name typed in lower case after who they are to the user
                name = " ".join(t.text[:1].upper() + t.text[1:] for t in toks[i + 1 : k])
                before, after = around(toks, i + 1, k - 1)
                out.append(Mention("person", name, " ".join(t.text for t in toks[i + 1 : k]), toks[i + 1].start, toks[k - 1].end, i + 1, k - 1, before, after))
                i = k
                continue
        if _is_name_token(token) and _sentence_start(toks, i) and (token.lower.replace("’", "'") in lexicon.WH_WORDS or token.lower in lexicon.AUX_START
                                                                   or token.lower.replace("’", "'").split("'")[0] in lexicon.WH_WORDS):
            i += 1  # "What's Robo Rangers 2 rated?", "Is Luigi's open?": the question word is not part of the name
            continue
        if token.lower == "new" and i + 1 < len(toks) and toks[i + 1].lower in ("year", "year's", "years"):
            i += 2  # "Christmas and New Year": a time of year
            continue
        if _is_name_token(token):
            last = i
            while last + 1 < len(toks) and last + 1 not in taken:
                nxt = toks[last + 1]
                if nxt.text == "." and re.fullmatch(r"[A-Z]", toks[last].text) and nxt.start == toks[last].end:
                    last += 1  # "Fontaines D.C.", "J.K. Rowling": initials keep their dots
                    continue
                if nxt.text in ("+", "&") and last + 2 < len(toks) and nxt.start == toks[last].end and toks[last + 2].start == nxt.end \
                        and _is_name_token(toks[last + 2]):
                    last += 2  # "P+R Papendorp", "M&S Simply Food": one name written tight around its sign
                    continue
                if _is_name_token(nxt) or (nxt.lower in ("de", "van", "von", "der", "da", "di", "del", "la", "le", "of", "&", "and", "st", "st.", "'s", "’s") and last + 2 < len(toks) and _is_name_token(toks[last + 2]) and nxt.lower not in ("and",)):
                    last += 1
                else:
                    break
            while last > i and toks[last].lower in ("de", "van", "von", "der", "of", "&", "and") or last > i and toks[last].text == "." and not re.fullmatch(r"[A-Z]", toks[last - 1].text):
                last -= 1
            roman_i = toks[last + 1].text == "I" and last + 2 < len(toks) and toks[last + 2].is_word if last + 1 < len(toks) else False  # ("… New Year I haven't")
            if last + 1 < len(toks) and last + 1 not in taken and re.fullmatch(r"\d{1,4}|[IVX]{1,4}", toks[last + 1].text) and toks[last + 1].start == toks[last].end + 1 \
                    and not roman_i:
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
            if kind == "place" and not city_table.get(text.lower()) and last + 2 < len(toks) and toks[last + 1].text == "," \
                    and toks[last + 2].lower in ("a", "an") and not (last + 3 < len(toks) and toks[last + 3].lower in _TOWN_WORDS):
                kind = "name"  # "the assistant in Vowly, a wedding marketplace": what it is said to be is not a place
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
            before, after = around(toks, i, last)
            role = place_role(cue, cue2) if kind == "place" else None
            out.append(Mention(kind, text, text, token.start, toks[last].end, i, last, before, after, role))
            i = last + 1
            continue
        # a landmark everyone has one of: "at the airport by 10", "coming from the university"
        if (i > 0 and toks[i - 1].lower in _PLACE_CUES and token.lower in ("the", "my") and i + 1 < len(toks)
                and toks[i + 1].lower in _LANDMARKS and i not in taken and i + 1 not in taken
                and not (i + 2 < len(toks) and toks[i + 2].is_word and toks[i + 2].lower not in STOPWORDS and toks[i + 2].lower not in _PLACE_CUES)):
            landmark = toks[i + 1]
            before, after = around(toks, i, i + 1)
            out.append(Mention("place", landmark.text[:1].upper() + landmark.text[1:], f"{token.text} {landmark.text}", token.start, landmark.end,
                               i, i + 1, before, after, place_role(toks[i - 1].lower, toks[i - 2].lower if i > 1 else "")))
            i += 2
            continue
        # lowercase places after a place word: "weather in paris", "flights to new york"
        cued = i > 0 and toks[i - 1].lower in _PLACE_CUES
        if cued and toks[i - 1].lower == "to" and lexicon.is_verb(stem(token.lower)) and i + 1 < len(toks) and (
                toks[i + 1].lower in lexicon.DETERMINERS or toks[i + 1].lower in ("it", "them", "me", "us", "him", "her", "this", "that", "up", "in", "out")):
            i += 1
            continue  # "would you be able to log a repair": a verb after "to", not the town of Log
        if token.is_word and not token.is_capitalized and (cued or _before_to_a_city(toks, i, city_table)):
            for width in (3, 2, 1):
                if i + width > len(toks) or any(k in taken for k in range(i, i + width)):
                    continue
                phrase = " ".join(t.lower for t in toks[i : i + width])
                found = city_table.get(phrase)
                floor = 500_000 if not cued else 10_000 if not any(lexicon.is_english(stem(t.lower)) for t in toks[i : i + width]) else 100_000
                if found and found[1] >= floor and phrase not in STOPWORDS and phrase not in _NOT_NAMES \
                        and (cued or (i + width < len(toks) and toks[i + width].lower == "to")):
                    before, after = around(toks, i, i + width - 1)
                    role = place_role(toks[i - 1].lower, toks[i - 2].lower if i > 1 else "") if cued else "origin"
                    out.append(Mention("place", found[0], " ".join(t.text for t in toks[i : i + width]), token.start,
                                       toks[i + width - 1].end, i, i + width - 1, before, after, role))
                    i += width
                    break
            else:
                i += 1
            continue
        i += 1
    return out


def _told_name_at(toks: list[Token], i: int, taken: set[int], told: dict[str, tuple[str, str]]) -> int:
    """How many tokens from `i` spell a name the instructions give (0: none). A single everyday
    English word ("ash", "mull") is not read as a name on its own."""
    for width in (3, 2, 1):
        if i + width > len(toks) or any(k in taken for k in range(i, i + width)) or not all(t.is_word for t in toks[i : i + width]):
            continue
        phrase = " ".join(t.lower for t in toks[i : i + width])
        if phrase in told and phrase not in STOPWORDS and phrase not in _NOT_NAMES and (
                width > 1 or not lexicon.is_english(stem(phrase)) or told[phrase][0] == "place" and phrase in places.cities()):
            return width
    return 0


def _before_to_a_city(toks: Any, i: int, city_table: dict[str, tuple[str, int]]) -> bool:
    """"trains brussels to amsterdam": a city written in lower case just before "to <city>" is
    where the way starts (it has no place word before it)."""
    for width in (1, 2, 3):
        k = i + width
        if k + 1 < len(toks) and toks[k].lower == "to":
            after = " ".join(t.lower for t in toks[k + 1 : k + 3])
            if city_table.get(toks[k + 1].lower) or city_table.get(after):
                return True
    return False


#: Places a city has one of that a person names by their kind ("the airport", "the university").
_LANDMARKS = frozenset("airport station university campus hospital harbour harbor port stadium museum zoo beach mall "
                       "cathedral library".split())

_ARRIVING = frozenset("be arrive arriving arrive land landing reach get getting".split())


def place_role(cue: str, cue2: str = "") -> str | None:
    """"from Lisbon", "out of London" start a journey; "to Paris", "be in Tokyo", "arrive in Rome"
    end one."""
    if cue in ("from",) or (cue == "of" and cue2 == "out"):
        return "origin"
    if cue in ("to", "into", "towards", "toward", "visit", "visiting") or (cue in ("in", "at") and cue2 in _ARRIVING):
        return "destination"
    return None


#: Last words that make a name a place ("Central Station", "Riverside Park", "Harbour Gate").
#: What an appositive calls a place: "Ludlow, a market town", "Bled, a lake in Slovenia".
_TOWN_WORDS = frozenset("town city village suburb district region county island lake resort port market small little".split())

#: Last words of a business's name: a person is never called so.
_BUSINESS_HEADS = frozenset(
    "barn mill orangery kitchen kitchens photography photographer photos studio studios co co. ltd ltd. inc inc. llc plc "
    "hotel inn lodge bakery cafe café restaurant bistro brasserie diner salon spa clinic surgery dental florals flowers "
    "florist cakes catering caterers weddings events gym club bar pub brewery winery farm estate manor group company "
    "services solutions motors garage pharmacy store shop boutique agency gallery records books press".split()
)

_PLACE_HEADS = frozenset(
    "station street st road rd avenue ave lane square park gate bridge airport terminal port harbour harbor "
    "centre center mall market hall museum library hospital university campus college school office tower "
    "plaza quay pier beach island village town city district quarter heights hill hills valley junction "
    "cross crossing circus green common place court terrace parade way boulevard blvd drive close row "
    "arena stadium theatre theater cathedral church castle palace zoo garden gardens lake loch pond reservoir river bay wood woods "
    "forest moor marsh mere wharf marina".split()
)


#: Words of going somewhere: a name after "from"/"to" beside one of them is a place.
_GOING = frozenset(stem(w) for w in """route routes directions direction journey journeys trip trips way commute travel travelling
    traveling drive driving walk walking cycle cycling bike ride riding fly flight flights train trains bus buses tram ferry ferries
    sail sailing sailings crossing crossings voyage boat coach coaches
    taxi cab uber get go going head heading distance far miles km minutes commute transfer shuttle lift""".split())


#: Labels a form puts before a person's name ("Passenger: Ana Costa").
_PEOPLE_LABELS = frozenset("""passenger passengers guest guests traveller travellers traveler travelers attendee attendees
    member members patient driver drivers student students child children adult adults contact recipient holder lead name names
    player players rider riders diver divers customer client employee""".split())


def _name_kind(text: str, cue: str, cue2: str, city_table: dict[str, tuple[str, int]], start_of_sentence: bool) -> str | None:
    low = text.lower()
    if " " in low and low.rsplit(" ", 1)[-1] in _PLACE_HEADS and not places.countries().get(low):
        return "place"  # "from Central Station to Riverside Park"
    city = city_table.get(low)
    country = places.countries().get(low)
    if country:
        return None  # countries are `country` mentions
    if " " in low and (low.rsplit(" ", 1)[-1] in _BUSINESS_HEADS or low.startswith("the ")):
        return "name"  # "ask Barnsley Tithe Barn for a quote", "Maya Holt Photography", "The Honeybees": a business, not a person
    person_cue = cue in ("named", "called", "for", "under", "with", "cc", "invite", "ask", "tell", "message", "email", "text", "call", "ping", "remind", "meet", "dear", "and", "by") or cue2 in ("name", "named")
    place_cue = cue in _PLACE_CUES
    people = ("name", "this", "member", "user", "customer", "patient", "guest", "owner", "client", "passenger", "student", "employee", "driver", "traveller", "traveler", "i", "me", "account", "holder")
    if cue in ("named", "called", "name", "name's", "names", "i'm", "im") or cue2 in ("name", "named") or (cue in ("is", "'s") and cue2 in people):
        return "person"
    if cue in (":", "-", "–") and cue2 in _PEOPLE_LABELS and not (city and city[1] > 1_000_000):
        return "person"  # "Passenger: Ana Costa", "Lead guest - Tom Hale": a name under a label for people
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


def named_by_their_email(toks: list[Token], mentions: list[Mention], taken: set[int]) -> list[Mention]:
    """"register priya shah (priya.shah@brightwell.io)": the words just before an email that spell
    its local part ("priya", "shah") are the person's name, lower case or not."""
    out = []
    for email in [m for m in mentions if m.kind == "email"]:
        parts = [p for p in re.split(r"[._-]+", str(email.value).split("@")[0].lower()) if p]
        if len(parts) < 2 or not all(p.isalpha() and len(p) >= 2 for p in parts):
            continue
        words = [i for i in range(max(0, email.first - 6), email.first) if toks[i].is_word]
        for start in range(len(words) - len(parts) + 1):
            run = words[start : start + len(parts)]
            if run != list(range(run[0], run[-1] + 1)) or any(i in taken for i in run):
                continue
            if [toks[i].lower for i in run] == parts:
                text = " ".join(toks[i].text for i in run)
                value = " ".join(t.text[:1].upper() + t.text[1:] for t in (toks[i] for i in run))
                before, after = around(toks, run[0], run[-1])
                out.append(Mention("person", value, text, toks[run[0]].start, toks[run[-1]].end, run[0], run[-1], before, after))
                break
    return out
