"""Answers the instructions already hold: a question about a policy or a fact the system prompt
states ("when do I have to pay by?" when it says "the balancing payment is due by 31 January
2027"; "would we get any money back?" when it says "there are no cash refunds mid-term").

A real model reads its instructions and answers such questions from them, without a tool. The
simulated model does the same by matching words: each sentence (or `;`-part) of the
instructions is scored by the question's content words it shares — the same word, a word of its
family or a near synonym — each weighted by how rare it is among the instructions' sentences
(a word in every sentence says nothing). The best sentence is the answer when it shares at
least two of the question's words and most of the question's weight; otherwise nothing is
said, and the rest of the engine answers as before. Sentences that only tell the assistant how
to behave ("You are …", "Use the tools …", "Only book when asked") are never answers.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from labkit.sim.engine import lexicon
from labkit.sim.engine.clause import Clause
from labkit.sim.engine.words import STOPWORDS, sentences, stem, words

#: Words a question is made of that say nothing about what it asks ("would I get any of it back").
_EMPTY = frozenset(stem(w) for w in """would could should get got go going know tell want like think
    happen happens happened thing things something anything way ways actually really still even well lot bit
    sort kind time times ok okay great thanks thank cheers nice cool perfect lovely brilliant awesome sure right alright
    hi hey hello please pls quick question""".split()) | STOPWORDS

#: A sentence that tells the assistant how to behave, not a fact about the world.
_ROLE = re.compile(r"^\s*(?:you(?:'re| are| work| help| assist| answer| act| represent| have access| can use| may use| should| must| will)\b|your (?:job|role|task)\b|today\b|it is now\b|use\b|only\b|always\b|never\b|do not\b|don't\b|"
                   r"ask\b|call\b|confirm\b|be\b|keep\b|answer\b|reply\b|respond\b|when the (?:user|client|customer|member)\b|"
                   r"if the (?:user|client|customer|member)\b|book or\b|before (?:booking|acting|you)\b)", re.I)
#: Labels that start a policy sentence ("Policy: …", "Policies: …", "Note: …").
_LABEL = re.compile(r"^\s*(?:[A-Z][\w '-]{0,30}(?:polic(?:y|ies)|rules?|notes?|terms)|polic(?:y|ies)|rules?|notes?|terms|fyi|important)\s*[:—-]\s*", re.I)

#: At least this share of the question's weight must be found in the sentence.
MIN_SHARE = 0.4
#: A yes/no question ("would it still make today's shuttle?") asks for no kind of answer the
#: sentence must hold, so more of its own words must be there: this share, two of them at least.
YES_NO_SHARE = 0.5
_YES_NO = re.compile(r"^\s*(?:(?:so|and|but|ok|okay|hi|hey|quick q(?:uestion)?|quick one|one more thing)\s*[,!:-]?\s+)*(?:would|will|does|do|is|are|am|can|could|did|has|have|may|must|should|shall)\s+(?:it|that|this|they|there|i|we|he|she|my|the|an?|our|your)\b"
                     r"|\b(?:would|will|does|is|are|can|could)\s+(?:it|that|this|they|there|the|my|our)\s+(?:still\s+)?\w+")
#: A sentence that goes on from the one before it ("After that …", "Otherwise …", "This …").
_GOES_ON = re.compile(r"(?:after that|beyond that|otherwise|in that case|if not|this|that|these|those|it|they|then)\b", re.I)
#: "… can we just keep going for a bit?": asking whether one may, after a condition.
_MAY_WE = re.compile(r"\b(?:can|could|may) (?:i|we|he|she|they) (?:just |still |also )?([a-z]+)")
#: A sentence this long is not quoted whole.
MAX_CHARS = 320


@dataclass(frozen=True)
class Found:
    """The sentence of the instructions that answers a question, and why it was picked."""

    sentence: str
    shared: tuple[str, ...]
    share: float

    @property
    def why(self) -> str:
        return f"the instructions say it (shares {', '.join(self.shared)}; {self.share:.0%} of the question's weight)"


@functools.lru_cache(maxsize=64)
def _facts(instructions: str) -> tuple[tuple[str, frozenset[str], str], ...]:
    """The instructions' sentences (and `;`-parts) that state facts, each with its content stems
    and the whole sentence it is part of ("Photography is allowed …; no flash" is said whole)."""
    out = []
    for start, end in sentences(instructions):
        text = _LABEL.sub("", _BULLET.sub("", instructions[start:end].strip()))
        if len(text) < 12:
            continue
        whole = _whole_sentence(instructions, start, end)
        if (_ROLE.match(text) or _imperative(text) and not _WARNS.search(text)) and (whole == text or _ROLE.match(whole) or _imperative(whole) and not _WARNS.search(whole)):
            continue  # (but "we email diary sheets; keep them for 14 days": what the user is told, in a sentence of facts)
        stems = frozenset(_content(text)) | _topic_of_line(instructions, start)
        if stems:
            out.append((text, stems, whole))
    return tuple(out)


#: "Check in within 10 minutes of the start, or the booking is released": a rule for the user, with
#: what happens otherwise — a fact about the world, though it opens with a verb.
_WARNS = re.compile(r"(?:,|;)?\s+(?:or|otherwise|or else)\s+(?:the|your|you|it|they)\b[^.;]{0,60}\b(?:is|are|will|get|gets|be|lose|loses|expire|expires)\b", re.I)


_BULLET = re.compile(r"^(?:[-*•–]|\d{1,2}[.)])\s+")
_LINE_LABEL = re.compile(r"\s*(?:(?:[-*•–]|\d{1,2}[.)])\s+)?([A-Z][A-Za-z '/&-]{2,30}):\s")


def _topic_of_line(text: str, start: int) -> frozenset[str]:
    """The label a line opens with ("- Sickness: report it …. You can self-certify for 7 days;
    from day 8 you need a fit note"): the topic of every sentence on that line."""
    line_start = text.rfind("\n", 0, start) + 1
    label = _LINE_LABEL.match(text, line_start)
    return frozenset(_content(label.group(1))) if label else frozenset()


def _whole_sentence(text: str, start: int, end: int) -> str:
    """The sentence a `;`-part belongs to, from the last full stop or line break before it to the
    next after it (the part itself when the sentence is too long to say)."""
    begin = max(text.rfind(".", 0, start), text.rfind("\n", 0, start), text.rfind("!", 0, start), text.rfind("?", 0, start)) + 1
    stops = [i for i in (text.find(".", end - 1), text.find("\n", end - 1)) if i >= 0]
    stop = min(stops) + 1 if stops else len(text)
    whole = _LABEL.sub("", _BULLET.sub("", text[begin:stop].strip()))
    part = _LABEL.sub("", _BULLET.sub("", text[start:end].strip()))
    return whole if len(whole) <= MAX_CHARS and part in whole and not _ROLE.match(whole) and (not _imperative(whole) or not _imperative(part)) else part
    # ("Cancel up to 3 hours before for free; later cancellations cost £5": the rule and its exception)


def _imperative(text: str) -> bool:
    """"Look things up before answering", "Keep answers short": a sentence that tells the
    assistant what to do (it opens with a verb in its base form), not a fact about the world
    ("Rent: unused credit carries over" opens with a label). "When the payee is clear, make the
    payment …" tells it too, after its condition."""
    from labkit.sim.engine.words import stem

    conditioned = re.match(r"(?:When|If|Once|Before|After|Unless|Where)\b[^,.;]{3,120},\s*([a-z]+)\b", text)
    if conditioned and lexicon.is_common_verb(conditioned.group(1)) and lexicon.is_verb(stem(conditioned.group(1))) \
            and not conditioned.group(1).endswith(("ing", "s", "ed")):
        return True
    first = re.match(r"([A-Z][a-z]+)(\W?)", text)
    return bool(first) and first.group(2) not in ("-", ":") and lexicon.is_common_verb(first.group(1).lower()) \
        and not first.group(1).lower().endswith(("ing", "s")) and lexicon.is_verb(stem(first.group(1).lower()))


#: Stand-ins for what a sentence states rather than names: a clock time, a day of the calendar.
CLOCK, DAY, MAY, MONEY, PHONE, WEEK, COUNT = "<clock>", "<day>", "<may>", "<money>", "<phone>", "<week>", "<count>"
_STAND_INS = frozenset({CLOCK, DAY, MAY, MONEY, PHONE, WEEK, COUNT})
#: A number of things ("teams of 1 to 6 players", "up to four guests"): what "how many" asks for.
_COUNTED = re.compile(r"(?<![\d:.£$€/-])\b\d{1,3}\b(?![:.]\d|\s*(?:am|pm|%))|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b", re.I)
#: A day of the week said by name or by kind ("Monday-Friday", "weeknights", "at weekends").
_WEEKDAYS = re.compile(r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|\bweek(?:day|night|end)s?\b", re.I)
_PHONE_NUMBER = re.compile(r"(?<!\d)(?:\+\d{1,3}[\s-]?)?\(?\d{2,5}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}(?!\d)|\b\d{3,6}\b(?=[^.;]{0,30}\b(?:free|from a|to get|by text)\b)")
_MONEY = re.compile(r"[£$€]\s?\d|\d\s?(?:pounds|euros?|dollars|gbp|eur|usd)\b|\bfree of charge\b|\bno charge\b", re.I)
_MAY = re.compile(r"\b(?:can|may|allowed|permitted|welcome)\b", re.I)
_CLOCK = re.compile(r"\d{1,2}[:.]\d{2}|\d{1,2}(?:am|pm)|noon|midnight", re.I)
_MONTHS = frozenset("january february march april may june july august september october november december".split())


def _content(text: str) -> list[str]:
    """Content stems of a text: no stop words, no empty verbs; "25/26" and "2025-26" both give "26";
    a clock time adds `CLOCK`, a month's name `DAY`."""
    out = []
    if _CLOCK.search(text):
        out.append(CLOCK)
    if any(w.lower() in _MONTHS for w in words(text)):
        out.append(DAY)
    if _WEEKDAYS.search(text):
        out.append(WEEK)
    if _MAY.search(text):
        out.append(MAY)
    if _MONEY.search(text):
        out.append(MONEY)
    if _PHONE_NUMBER.search(text):
        out.append(PHONE)
    if _COUNTED.search(text):
        out.append(COUNT)
    for word in words(text):
        for piece in re.split(r"[/-]", word.lower()):
            if not piece:
                continue
            if piece.isdigit() and len(piece) == 4 and piece.startswith("20"):
                piece = piece[2:]  # a year said in full or short
            token = stem(piece)
            if token and token not in _EMPTY and (len(token) > 1 or token.isdigit()):
                out.append(token)
    return out


@functools.lru_cache(maxsize=512)
def _stems_of(text: str) -> frozenset[str]:
    return frozenset(_content(text))


def _matches(word: str, stems: frozenset[str]) -> float:
    """1 for the word itself, 0.7 for a word of its family or a near synonym, else 0."""
    if word in stems:
        return 1.0
    if any(lexicon.related(word, other) or lexicon.near(word, other) for other in stems):
        return 0.7
    return 0.0


#: What a question phrase asks for, as words a sentence that answers it holds ("when … by?" ->
#: due). Only a sentence holding one of these answers: sharing topic words alone is not enough
#: ("is it worth paying extra for IMAX?" is not answered by "Prices are in GBP").
_WH = (
    (re.compile(r"\bby when\b|\bby\s*[?!.]*\s*$|\bdeadline\b|\bwhen (?:is|are|do|does|must|should|have)\b.*\b(?:due|pay|paid|submit|file|return|renew)"),
     ("due", "deadlin", DAY)),
    (re.compile(r"\bhow (?:early|soon|far ahead|far in advance|long before)\b"), ("befor", "advanc", "notic", "earliest", CLOCK)),
    (re.compile(r"\b(?:money|it|anything|any of it|something|deposit) back\b|\brefund|\b(?:get|got|receive) (?:\w+ ){0,3}back\b"),
     ("refund", "credit", "refundabl")),
    (re.compile(r"\bwhat time(?:'s| is| are| does| do| can)?\b(?!\s+(?:did|was|were|had)\b)|\bwhat hours\b|\bfrom what time\b|\buntil what time\b"), (CLOCK,)),
    (re.compile(r"\bwhat(?:'s| is)? (?:the )?(?:number|phone number)\b|\b(?:who|what number) (?:do|should|can) (?:i|we) (?:ring|call|phone|contact)\b"
                r"|\bhow (?:do|can) (?:i|we) (?:contact|reach|get hold of)\b|\b(?:talk|speak) to (?:an? )?(?:actual |real )?(?:person|human|someone)\b"),
     (PHONE, "call", "ring", "contact", "email", "care", "helpdesk", "support")),
    (re.compile(r"\b(?:do|will|would|can) you(?: lot| guys)? (?:take|accept|allow|let|do|offer|have|carry|serve)\b|\bcan (?:i|we) bring\b"),
     ("allow", "accept", "welcom", "take", "onli", "permit", "ban", "prohibit", "admit", "admiss", MAY)),
    (re.compile(r"\bwhich (?:\w+ )?(?:should|would you|do you (?:recommend|suggest)|is (?:best|good|right))\b|\b(?:start|begin) with\b|\bwhere (?:should|do|would) (?:i|we) (?:start|begin)\b"
                r"|\bwhat(?:'s| is) (?:best|good|right) for\b"),
     ("best", "start", "new", "beginn", "recommend", "ideal", "suit", "great", "good")),
    (re.compile(r"\bhow (?:often|frequently)\b"), ("everi", "onc", "twice", "annual", "year", "month", "week", "daili", "day")),
    (re.compile(r"\bhow long\b"), ("minut", "hour", "day", "week", "month", "durat")),
    (re.compile(r"\bwhat(?:'s| is| are)? (?:the )?(?:max|maximum|min|minimum|most|fewest|limit)\b|\bhow many\b[^?.]{0,40}\b(?:can|may|allowed|at most|max|maximum)\b"),
     (COUNT, "max", "maximum", "min", "minimum", "limit", "most", "up")),
    (re.compile(r"\b(?:when|what time|what days?|which days?)\b.*\b(?:open|close)|\bopening\b|\bopen(?:ing)? hours\b"), ("open", "close", "closed", CLOCK)),
    (re.compile(r"\bget (?:to|into|in to|at)\b(?! (?:know|grips|work|the point|sleep))|\b(?:access|after hours|out of hours|outside (?:of )?(?:opening |office )?hours)\b"),
     ("access", "open", "close", "closed", CLOCK)),
    (re.compile(r"\b(?:accept|accepts|accepted|recogni[sz]e[sd]?|valid for)\b"), ("accept", "recogn", "valid", "allow")),
    (re.compile(r"\b(?:am i|are we|is it|is that|would it be|will it be)\s+(?:alright|all right|ok|okay|fine|safe)\b|\bok(?:ay)? (?:to|if)\b"),
     ("allow", "permit", "welcom", "onli", "ban", "prohibit", "not", MAY)),
    (re.compile(r"\b(?:am i|are we|is it|are you|is he|is she) (?:allowed|permitted|able)\b|\bcan (?:i|we) (?:still )?(?:bring|take|park|use|keep|have)\b"
                r"|\b(?:allowed|permitted)\b(?=\s*(?:[?!.]|$|here\b|on\b|in\b|at\b|there\b))"),
     ("allow", "permit", "welcom", "onli", "free", "ban", "prohibit", "admit", "admiss", MAY)),
    (re.compile(r"\b(?:do|must|should|will) (?:i|we|you) (?:need|have) to (?:bring|take|pack)\b|\b(?:should|do) (?:i|we) bring\b|\bis (?:\w+ )?(?:included|provided|supplied)\b"
                r"|\bare (?:\w+ )?(?:included|provided|supplied)\b"),
     ("includ", "provid", "suppli", "bring", "own")),
    (re.compile(r"\b(?:do|must|should) (?:i|we|you) (?:need|have) to (?:book|reserve|make an? (?:appointment|booking)|bring|pay|call|register|sign)"
                r"|\b(?:would|will|do|does) (?:i|we|you|they) (?:still )?(?:need|require)\b"
                r"|\bcan (?:i|we) just (?:turn up|walk in|show up|come)\b|\bis (?:booking|a booking|an appointment) (?:needed|required|necessary)\b"),
     ("need", "requir", "walk", "without", "onli", "must", "book", "own", "provid", "includ", "rent", "hire", "free")),
    (re.compile(r"\bhow late\b|\bhow (?:much|long) (?:notice|warning)\b|\bup (?:un)?til when\b"), ("befor", "notic", "late", "hour", "day")),
    (re.compile(r"\b(?:what(?:'s| is| are)|whats) the (?:charge|fee|cost|price|penalty|fine)s?\b|\b(?:have|need) to pay\b|\bdo (?:i|we|they) pay\b"
                r"|\bis (?:it|that|this) free\b|\bdoes (?:it|that|this) cost\b|\bwithout paying\b|\bcharged?\b"),
     ("fee", "charg", "cost", "price", "free", "pay", MONEY)),
    (re.compile(r"\bwhy (?:can'?t|won'?t|doesn'?t|don'?t|haven'?t|hasn'?t|isn'?t|aren'?t|wasn'?t|not|do|does|is|are|has|have|am|was|were|did)\b|\bhow come\b"),
     ("need", "requir", "must", "onli", "after", "until", "certif", "assess", "qualif", "allow", "not", "becaus", "toward", "cover", "fund")),
    (re.compile(r"\bwhat(?:'s| is| are)? (?:it|they|that|this|the \w+) (?:actually |really )?for\b|\bwhat does (?:it|that|this|the \w+) (?:go towards|pay for|cover)\b"),
     ("pay", "cover", "toward", "fund", "becaus", "use")),
    (re.compile(r"\bwhat happens\b(?=(?: \w+){0,4} if\b)|\bif (?:i|we) (?:cancel|miss|don't show|do not show|am late|'m late|are late|return|pulled|withdraw|stop)"
                r"|\b(?:get|be) charged\b"),
     ("cancel", "charg", "fee", "forfeit", "credit", "refund", "notic", "late", "miss", "releas", "lost", "lose", "void", "automat")),
    (re.compile(r"\bif (?:i|we) (?:don't|do not|didn't|never|can't)\b(?= (?:use|take|spend|claim|redeem|book)\b)|\bunused\b|\bleft over\b|\bexpire"),
     ("lost", "lose", "forfeit", "expir", "carri", "roll", "unus", "valid")),
    (re.compile(r"\bhow (?:do|would|can|could|should|will) (?:i|we)\b|\bwhat (?:do|should|can) (?:i|we) do (?:with|about)\b"),
     ("text", "call", "ring", "email", "ask", "send", "use", "visit", "request", "contact", "onlin", "app", "form", "free", "via")),
)


#: Phrasal verbs said as the word a policy uses for them ("pull out of a session" is cancelling it).
_SAID_AS = ((re.compile(r"\b(?:pull|pulled|pulling|back|backed|backing|drop|dropped|dropping)\s+out\b|\bcall(?:ed|ing)? off\b"), "cancel"),
            (re.compile(r"\bgiv(?:e|ing|en) up\b|\bmov(?:e|ing) out\b|\bclear(?:ing)? out\b|\bhand(?:ing)? back\b"), "moving out end cancel"),
            (re.compile(r"\bkeep(?:ing)? going\b|\brun(?:ning)? over\b|\bgo(?:ing)? over (?:time|our time)\b|\bstay(?:ing)? on\b"), "overrun"),
            (re.compile(r"\bmoney back\b"), "refund"),
            (re.compile(r"\b(?:nobody|no one|no-one|don't|doesn't|do not|does not|didn't|not|never|fail to)\s+(?:\w+\s+)?(?:turn|turns|show|shows|come|comes)\s+up\b|\bno[- ]shows?\b"),
             "miss check"),  # ("what if nobody turns up?" and "check in within 10 minutes or the booking is released")
            (re.compile(r"\b\d{1,2}[- ]?(?:yr|year|yo|y/o|month)s?[- ]?old\b|\b(?:toddler|baby|infant|little one)s?\b"), "child children age under"),
            (re.compile(r"\b(?:backpack|rucksack|suitcase|holdall)s?\b"), "luggage"),
            (re.compile(r"\bcheck(?:ing|ed)?[- ]?out\b|\bafter (?:i|we) leave\b"), "departure checkout"))


def _wanted(question: str, meant: frozenset[str] = frozenset()) -> tuple[list[str], list[str]]:
    """The question's own content stems (with `meant`, what its phrasal verbs stand for), and the
    words its question phrases ask for."""
    low = question.lower()
    own = [w for w in dict.fromkeys(_content(question) + sorted(meant)) if w != COUNT]  # ("my 4 year old": a number said, not asked for)
    wanted: list[str] = []
    phrased: set[str] = set()
    for pattern, words_ in _WH:
        found = pattern.search(low)
        if found:
            wanted += [w for w in words_ if w not in wanted]
            # "how long", "what does it cost": the kind of answer, not its topic (but "my deposit back" is about the deposit)
            phrased |= {w for w in _content(found.group(0)) if w in words_ or lexicon.is_verb(w) or w in _EMPTY or w in ("long", "often", "time", "hour")}
    topic = [w for w in own if w not in _WHEN_WORDS]  # ("today" says when, not what about)
    own = [w for w in topic if w not in phrased] or [w for w in topic if w in phrased and not lexicon.is_read_verb(w)]
    return own, [w for w in wanted if w not in own]  # ("what time do you close today?": closing is the topic)


def _said_as(question: str) -> frozenset[str]:
    """The stems of the words a question's phrasal verbs stand for ("pull out" -> cancel)."""
    low = question.lower()
    return frozenset(stem(w) for pattern, said in _SAID_AS if pattern.search(low) for w in said.split() if w not in STOPWORDS)


#: Words of a question that say when it asks about, not what: the sentence that answers it
#: rarely holds them ("what time do you close today?" is answered by the opening hours).
_WHEN_WORDS = frozenset(stem(w) for w in "today tomorrow tonight now currently yesterday".split())


#: The moods of a clause the instructions may answer (not advice: "how long should she practise?").
MOODS = frozenset({"question", "hypothetical", "howto", "statement"})


def _compound_tail(word: str, facts: tuple[tuple[str, frozenset[str], str], ...]) -> str:
    """A compound no sentence says, read as its last word when the sentences say that: "campfires"
    as "fires" ("Open fires on the ground are not allowed")."""
    if len(word) < 7 or any(word in stems for _t, stems, _w in facts):
        return word
    for cut in range(3, len(word) - 3):
        head, tail = word[:cut], stem(word[cut:])
        if len(tail) < 3 or not lexicon.is_english(stem(head)):
            continue
        said = next((w for _t, stems, _w in facts for w in stems if w.startswith(tail) and len(w) - len(tail) <= 1), None)
        if said:
            return said  # the stem of a compound's stem may end short of the word's ("campfir" -> "fir" ~ "fire")
    return word


def question_of(clause: Clause) -> str:
    """The question a clause asks, its condition put back ("what happens" + "the flowers die after
    three days" -> "what happens if the flowers die after three days")."""
    return f"{clause.text} if {clause.condition}" if clause.condition else clause.text


@functools.lru_cache(maxsize=512)
def answer_from(instructions: str, question: str, *, yes_no: bool = True, exact: bool = False) -> Found | None:
    """The sentence of `instructions` that answers `question`, or None when none clearly does.
    `yes_no`: may a yes/no question be answered by the sentence holding most of its words (not
    when a tool fits it too: "is there anything free on Saturday?" is for the slots lookup).
    `exact`: the sentence must say the question's topic words themselves, not near synonyms
    (for advice and general questions, which the instructions rarely answer)."""
    facts = _facts(instructions[:20_000])
    meant = _said_as(question[:2000])  # what the question's phrasal verb means weighs as much again: it says what happens
    own, wanted = _wanted(question[:2000], meant)
    yes_no = yes_no and not wanted and bool(_YES_NO.search(question[:2000].lower()) or _MAY_WE.search(question[:2000].lower()))
    if not facts or not own or not (wanted or yes_no):
        return None
    count = len(facts)
    what_if = re.search(r"\bwhat happens\b|\bwhat if\b|\bwhat would happen\b", question[:2000].lower()) is not None
    may = _MAY_WE.search(question[:2000].lower()) if yes_no else None
    may_do = stem(may.group(1)) if may else None
    own = [_compound_tail(w, facts) for w in own]
    seen = {w: sum(1 for _t, s, _w in facts if _matches(w, s)) for w in own + wanted}
    asked = [w for w in own + wanted if seen[w]]  # a word no sentence holds ("hypothetically") weighs nothing
    weight = {w: (math.log(1 + count / (1 + seen[w])) + 0.2) * (2.0 if w in meant else 1.0) for w in asked}
    own_asked = [w for w in asked if w in own]
    # the question's own words count each; what its question phrase asks for counts once (the best of them)
    total = sum(weight[w] for w in own_asked) + max((weight[w] for w in asked if w not in own), default=0.0)
    best: tuple[float, str, tuple[str, ...]] | None = None
    best_warns = False
    for index, (_text, stems, whole) in enumerate(facts):
        shared = [(w, _matches(w, stems)) for w in asked]
        own_hits = {w for w, m in shared if m >= (1.0 if exact else 0.5)}
        if whole != _text and len(whole) > len(_text):
            around = _stems_of(whole)  # ("Overruns are billed …; otherwise the session ends on time": the sentence says it whole)
            shared = [(w, m or 0.5 * _matches(w, around)) for w, m in shared]
        hits = tuple(w for w, m in shared if m)
        topical = [w for w in hits if w in own and w in own_hits and not w.isdigit() and w not in (CLOCK, DAY, MAY, MONEY, WEEK)] \
            or [w for w in hits if w == PHONE and w in wanted] \
            or ([w for w in hits if w in wanted and w not in _STAND_INS] if len(hits) >= 3 and sum(1 for w in hits if w in (CLOCK, WEEK)) >= 1 else [])
        # ("can I get to my unit at 11pm on a weeknight?" and "Access: open Monday-Friday 06:00-22:00": access, days and hours)
        answering = [w for w in hits if w in wanted or w in own and w in {x for _p, ws in _WH for x in ws}] \
            or ([w for w in hits if w in own] if what_if and _WARNS.search(whole) else [])  # ("…, or the reservation is given away": what happens)
        score = sum(weight[w] * m for w, m in shared if w in own) + max((weight[w] * m for w, m in shared if w not in own), default=0.0)
        warns = what_if and _WARNS.search(whole) is not None
        if warns:
            score = sum(weight[w] * m for w, m in shared if w in own) + max((weight[w] for w in asked if w not in own), default=0.0)
        strong = bool(set(topical) & meant) or warns  # ("can we just keep going?" and "Overruns are charged …": what the phrasal verb means)
        if may_do in asked and may_do not in hits and MAY not in hits and not strong:
            continue  # "can he still play with us?": a sentence that says what may be done or names the doing, not one that names him
        if (answering or yes_no and (len(topical) >= 2 or strong)) and topical and (len(hits) >= 2 or topical == [PHONE] or strong) \
                and (best is None or (warns, score) > (best_warns, best[0])):
            if _GOES_ON.match(whole) and index > 0 and facts[index - 1][2] != whole and len(facts[index - 1][2]) + len(whole) <= MAX_CHARS:
                whole = f"{facts[index - 1][2].rstrip()} {whole}"  # "After that £15 a day is charged…": after what is said first
            best, best_warns = (score, whole, hits), warns  # (a "what happens if" is answered by the rule that says what happens)
    if best is None or best[0] < (YES_NO_SHARE if yes_no else MIN_SHARE) * total:
        return None
    said = _with_its_line(instructions, best[1])
    sentence = said if len(said) <= MAX_CHARS else said[: MAX_CHARS - 1].rsplit(" ", 1)[0] + "…"
    return Found(sentence, best[2], best[0] / total)


def _with_its_line(instructions: str, sentence: str) -> str:
    """The sentence with the rest of its labelled line ("Cancellation: 14 days or more before, full
    refund. Less than 14 days before, half the hire is kept."): a rule and its exception are said together."""
    at = instructions.find(sentence)
    if at < 0:
        return sentence
    begin = instructions.rfind("\n", 0, at) + 1
    end = instructions.find("\n", at)
    line = instructions[begin : end if end >= 0 else len(instructions)].strip()
    if not _LINE_LABEL.match(line) or len(line) > MAX_CHARS:
        return sentence
    rest = _LABEL.sub("", _BULLET.sub("", line))
    if sentence not in rest or len(rest) <= len(sentence):
        return sentence
    facts = [part for a, b in sentences(rest) if (part := rest[a:b].strip()) and (part in sentence or not (_ROLE.match(part) or _imperative(part)))]
    return " ".join(facts) if sentence in " ".join(facts) else sentence  # (never what the assistant is told to do)
