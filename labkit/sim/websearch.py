"""Offline web search for the hosted `web_search` tool.

The simulator answers hosted searches from a small local corpus, `data/web_corpus.json`: about
forty short pages written for labkit; they are fictional sample pages for offline search (brands,
the city of Riverton and all prices are made up). Pages cover the course's domains: recycling and
waste, consumer deals, incident response, LLM tool use and weather.

Ranking is plain BM25 over title + text, so results are deterministic: same query, same pages, same
answer, same citation offsets.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources

from labkit.sim.types import Citation, HostedSearch

K1 = 1.5
B = 0.75
MAX_ANSWER_WORDS = 100
MAX_QUERY_WORDS = 12
RUNNER_UP_SHARE = 0.5  # a second sentence must score at least this share of the best one

STOPWORDS = frozenset(
    """
    a about above after again against all am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further
    had has have having he her here hers herself him himself his how i if in into is it its itself
    just me more most my myself no nor not now of off on once only or other our ours ourselves out
    over own same she should so some such than that the their theirs them themselves then there
    these they this those through to too under until up very was we were what when where which
    while who whom why will with would you your yours yourself yourselves please tell
    """.split()
)
SPELLINGS = {"aluminum": "aluminium"}

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9'\"(])")


@dataclass(frozen=True)
class Document:
    """One page of the offline corpus."""

    url: str
    title: str
    published: str
    text: str


# ---------------------------------------------------------------------------------------------
# corpus and index


@cache
def _corpus() -> tuple[Document, ...]:
    raw = resources.files("labkit.sim").joinpath("data/web_corpus.json").read_text(encoding="utf-8")
    fields = ("url", "title", "published", "text")
    return tuple(Document(**{key: page[key] for key in fields}) for page in json.loads(raw))


def load_corpus() -> list[Document]:
    """The offline corpus, in file order (read once from package data, then cached)."""
    return list(_corpus())


def _stem(word: str) -> str:
    """Light suffix stripping: plurals, -ing, -ed, then a final -e (so price/prices/pricing meet)."""
    word = SPELLINGS.get(word, word)
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 4 and word.endswith("ied"):
        word = word[:-3] + "y"
    elif len(word) > 5 and word.endswith("ing"):
        word = _undouble(word[:-3])
    elif len(word) > 4 and word.endswith("ed") and not word.endswith("eed"):
        word = _undouble(word[:-2])
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]
    return word


def _undouble(stem: str) -> str:
    """"stopp" -> "stop", but keep "ll", "ss" and "zz" ("bill", "pass")."""
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "aeiouylsz":
        return stem[:-1]
    return stem


def _tokenize(text: str) -> list[str]:
    """Lowercase words of `text`, punctuation and stopwords dropped, lightly stemmed."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    return [_stem(word) for word in words if word not in STOPWORDS and (len(word) > 1 or word.isdigit())]


@dataclass(frozen=True)
class _Index:
    terms: tuple[Counter[str], ...]
    lengths: tuple[int, ...]
    average_length: float
    document_frequency: Counter[str]


@cache
def _index() -> _Index:
    terms = tuple(Counter(_tokenize(f"{doc.title} {doc.text}")) for doc in _corpus())
    lengths = tuple(sum(counts.values()) for counts in terms)
    frequency: Counter[str] = Counter()
    for counts in terms:
        frequency.update(counts.keys())
    return _Index(terms, lengths, sum(lengths) / max(len(lengths), 1), frequency)


def _idf(term: str) -> float:
    index = _index()
    n = index.document_frequency[term]
    return math.log(1 + (len(index.terms) - n + 0.5) / (n + 0.5))


def _bm25(query_terms: list[str], position: int) -> float:
    index = _index()
    counts, length = index.terms[position], index.lengths[position]
    score = 0.0
    for term in query_terms:
        tf = counts[term]
        if tf:
            norm = tf + K1 * (1 - B + B * length / index.average_length)
            score += _idf(term) * tf * (K1 + 1) / norm
    return score


# ---------------------------------------------------------------------------------------------
# public API


def search(query: str, *, k: int = 3) -> list[Document]:
    """The `k` best pages for `query` by BM25 over title + text (ties keep corpus order).

    Pages that share no term with the query are never returned, so the list may be shorter than `k`.
    """
    terms = list(dict.fromkeys(_tokenize(query)))
    if k <= 0 or not terms:
        return []
    corpus = _corpus()
    scored = [(_bm25(terms, position), position) for position in range(len(corpus))]
    ranked = sorted((pair for pair in scored if pair[0] > 0), key=lambda pair: (-pair[0], pair[1]))
    return [corpus[position] for _, position in ranked[:k]]


def answer(query: str, *, k: int = 3) -> HostedSearch:
    """Search, then write a short cited answer: the best sentence or two of each top page.

    Each page's sentences are followed by a marker like "[1]", and its `Citation` spans exactly
    those sentences (character offsets into the answer, marker excluded). The answer stays under
    about 100 words. When nothing matches, the answer says so and carries no citations.
    """
    documents = search(query, k=k)
    if not documents:
        text = f"I searched for '{query}' but found no relevant pages in the offline corpus."
        return HostedSearch(query, text)
    terms = set(_tokenize(query))
    text, citations, words = "", [], 0
    for document in documents:
        chunk = _excerpt(document, terms, MAX_ANSWER_WORDS - words - 1)
        if not chunk:
            continue
        start = len(text) + (1 if text else 0)
        text = f"{text} {chunk}" if text else chunk
        citations.append(Citation(document.url, document.title, start, start + len(chunk)))
        text += f" [{len(citations)}]"
        words += len(chunk.split()) + 1
    return HostedSearch(query, text, tuple(citations))


#: How the user wants the answer phrased, not what it is about ("in one sentence, what is …").
_ANSWER_STYLE = re.compile(r"(?i)\b(in (one|a|two|three|a few) (sentences?|words?|lines?)|briefly|in short|explain)\b")


#: The share of a question's (IDF-weighted) terms a page must hold for the model to "know" it.
RECALL_COVERAGE = 0.5


def recall(question: str, *, min_terms: int = 2) -> str | None:
    """What the simulated model "knows" about a question: the best sentences of the best page,
    uncited, or None when no page shares at least `min_terms` terms with the question."""
    question = _ANSWER_STYLE.sub(" ", question)
    query = query_from_text(question)
    terms = set(_tokenize(query))
    documents = search(query, k=1)
    if not documents:
        return None
    document = documents[0]
    shared = terms & set(_tokenize(document.title + " " + document.text))
    if len(shared) < min_terms:
        return None
    # the page must be about the question: most of the question's weight, not two common words
    weight = sum(_idf(term) for term in terms) or 1.0
    if sum(_idf(term) for term in shared) / weight < RECALL_COVERAGE:
        return None
    if max(terms, key=lambda term: (_idf(term), term)) not in shared:
        return None  # "how much is a day pass?" is not about climate averages, whatever "day" and "much" share
    return _excerpt(document, terms, MAX_ANSWER_WORDS // 2) or None


def query_from_text(text: str) -> str:
    """A short search query from a user request, leading filler dropped.

    "Search the web for the latest aluminium can prices" -> "latest aluminium can prices".
    """
    line = next((line.strip() for line in text.splitlines() if line.strip()), "")
    query = _strip_filler(line)
    query = re.sub(r"(?i)[\s,]+(please|for me|thanks|thank you)$", "", query.rstrip(" ?.!")).rstrip(" ?.!,")
    query = " ".join(query.split()[:MAX_QUERY_WORDS])
    return query or line


# ---------------------------------------------------------------------------------------------
# helpers


def _sentences(text: str) -> list[str]:
    return [sentence.strip() for sentence in _SENTENCE_END.split(text) if sentence.strip()]


def _sentence_score(sentence: str, terms: set[str]) -> float:
    return sum(_idf(term) for term in terms & set(_tokenize(sentence)))


def _excerpt(document: Document, terms: set[str], budget: int) -> str:
    """The page's best-matching sentence, plus the runner-up if it matches nearly as well and fits
    `budget` words."""
    sentences = _sentences(document.text)
    scores = [_sentence_score(sentence, terms) for sentence in sentences]
    ranked = sorted(range(len(sentences)), key=lambda i: (-scores[i], i))
    chosen: list[int] = []
    for i in ranked[:2]:
        if chosen and scores[i] < RUNNER_UP_SHARE * scores[ranked[0]]:
            break
        if sum(len(sentences[j].split()) for j in chosen) + len(sentences[i].split()) <= budget:
            chosen.append(i)
    return " ".join(sentences[i] for i in sorted(chosen))


_END = r"(?=[\s:,!?.]|$)"  # a filler word must end at a space or punctuation, not "-" or "/"
_PREPOSITION = r"(?:\s+(?:for|about|on)(?=[\s:,]))?"
_SEARCH_VERBS = "look up|look into|look for|google|find out|find me|find|tell me|show me|get me|check"
_FILLER = [
    r"(please|kindly|hey|hi|hello|ok|okay)" + _END + "[,!]?",
    r"(can|could|would|will) you( please)?" + _END,
    r"(i want|i'd like|i would like|i need|help me)( you)? to" + _END,
    r"(do|run|perform) an? (quick |web |online |internet )*search" + _END + _PREPOSITION,
    r"(search|browse)( the web| the internet| online| the net)?" + _END + _PREPOSITION,
    rf"({_SEARCH_VERBS})" + _END + _PREPOSITION,
    r"(on|across) the (web|internet)" + _END + _PREPOSITION,
    r"(the|a|an)" + _END,
    r"[:,](?=\s)",
]
_FILLER_RE = re.compile(r"^\s*(?:" + "|".join(_FILLER) + r")\s*", re.IGNORECASE)


def _strip_filler(text: str) -> str:
    """Drop leading imperative filler ("please", "search the web for", "the") until none is left."""
    while True:
        stripped = _FILLER_RE.sub("", text, count=1)
        if stripped == text or not stripped:
            return text.strip()
        text = stripped
