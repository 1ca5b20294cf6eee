"""Tests for labkit.sim.websearch: the offline corpus behind the hosted `web_search` tool."""

from __future__ import annotations

import json
import re
from importlib import resources
from urllib.parse import urlparse

import pytest

from labkit.sim import websearch
from labkit.sim.types import HostedSearch
from labkit.sim.websearch import Document, answer, load_corpus, query_from_text, search

QUERIES = [
    "latest aluminium can prices",
    "bulk waste pickup",
    "e-waste drop off",
    "headphones price history",
    "how to spot fake discounts",
    "blameless postmortem",
    "expired TLS certificate outage",
    "prompt caching",
    "retry with exponential backoff",
    "weather in Lisbon in July",
    "price history",
]


def _slug(document: Document) -> str:
    return document.url.rstrip("/").rsplit("/", 1)[-1]


# --- corpus ---------------------------------------------------------------------------------


def test_corpus_is_package_data_with_four_fields_and_example_urls():
    raw = resources.files("labkit.sim").joinpath("data/web_corpus.json").read_text(encoding="utf-8")
    pages = json.loads(raw)
    assert isinstance(pages, list) and 35 <= len(pages) <= 50
    for page in pages:
        assert set(page) == {"url", "title", "published", "text"}
        assert all(isinstance(page[key], str) and page[key] for key in page)
        host = urlparse(page["url"]).hostname or ""
        assert page["url"].startswith("https://") and re.search(r"(^|\.)example\.(org|com|net)$", host)
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", page["published"])
    assert len({page["url"] for page in pages}) == len(pages)


def test_load_corpus_returns_documents_in_file_order_and_is_cached():
    corpus = load_corpus()
    assert all(isinstance(document, Document) for document in corpus)
    assert corpus == load_corpus()
    corpus.clear()  # callers get a copy; the cache is untouched
    assert len(load_corpus()) >= 35


def test_every_document_has_two_to_five_short_sentences():
    for document in load_corpus():
        sentences = websearch._sentences(document.text)
        assert 2 <= len(sentences) <= 5, document.url
        assert all(len(sentence.split()) <= 40 for sentence in sentences), document.url


# --- search ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # recycling and waste
        ("bulk waste pickup", "bulk-waste-pickup"),
        ("which bin does a greasy pizza box go in", "which-bin"),
        ("e-waste drop off for old phones", "e-waste-drop-off"),
        ("latest aluminium can prices", "aluminium-can-price-trend"),
        ("aluminum can price", "aluminium-can-price-trend"),
        ("PET bottle prices", "pet-bottle-prices"),
        ("cardboard price trend", "cardboard-prices"),
        # consumer deals
        ("headphones price history", "auralite-q3-price-history"),
        ("how to spot fake discounts", "spot-fake-discounts"),
        ("Northbook laptop price", "northbook-14-price-history"),
        ("budget headphones under $100", "budget-headphones"),
        # incident response
        ("runbook for on-call engineers", "runbooks"),
        ("blameless postmortem culture", "blameless-postmortems"),
        ("status page updates", "status-page-basics"),
        ("expired TLS certificate outage", "certificate-expiry"),
        ("DNS TTL outage", "dns-outages"),
        # LLM tool use
        ("function calling", "function-calling"),
        ("strict JSON schema", "strict-json-schemas"),
        ("prompt caching", "prompt-caching"),
        ("agent loop", "agent-loops"),
        ("rate limits 429", "rate-limits"),
        ("retry with exponential backoff and jitter", "retries-backoff"),
        # weather
        ("weather in Lisbon in July", "lisbon"),
        ("Tokyo rainy season", "tokyo"),
        ("Oslo winter temperatures", "oslo"),
    ],
)
def test_search_ranks_the_obvious_page_first(query, expected):
    results = search(query)
    assert results and _slug(results[0]) == expected


def test_search_returns_related_pages_after_the_best_one():
    slugs = [_slug(document) for document in search("outage causes DNS certificate expiry", k=3)]
    assert set(slugs) == {"certificate-expiry", "common-outage-causes", "dns-outages"}


def test_search_respects_k_and_drops_zero_scores():
    assert len(search("price", k=5)) == 5
    assert len(search("price", k=1)) == 1
    assert search("price", k=0) == []
    assert [_slug(document) for document in search("runbook", k=10)] == ["runbooks"]
    assert search("quantum chromodynamics") == []
    assert search("") == []
    assert search("the and of") == []  # stopwords only


def test_search_is_case_and_punctuation_insensitive():
    assert search("PROMPT CACHING!!!") == search("prompt caching")
    assert search("prompt-caching?") == search("prompt caching")


def test_search_ties_keep_corpus_order():
    corpus = load_corpus()
    results = search("fictional", k=len(corpus))
    scores = [websearch._bm25(["fictional"], corpus.index(document)) for document in results]
    for (a, score_a), (b, score_b) in zip(zip(results, scores), zip(results[1:], scores[1:])):
        assert score_a > score_b or (score_a == score_b and corpus.index(a) < corpus.index(b))


def test_stemming_joins_plurals_ing_and_ed():
    tokenize = websearch._tokenize
    assert tokenize("prices") == tokenize("price") == tokenize("pricing") == tokenize("priced")
    assert tokenize("retries") == tokenize("retry") == tokenize("retried")
    assert tokenize("caching") == tokenize("cached") == tokenize("cache")
    assert tokenize("The outages, of course!") == tokenize("outage course")


# --- answer ---------------------------------------------------------------------------------


@pytest.mark.parametrize("query", QUERIES)
def test_citations_slice_exactly_the_cited_sentences(query):
    result = answer(query)
    assert isinstance(result, HostedSearch) and result.query == query
    assert result.citations
    sources = {document.url: document for document in search(query)}
    for number, citation in enumerate(result.citations, start=1):
        cited = result.text[citation.start_index : citation.end_index]
        document = sources[citation.url]
        assert citation.title == document.title
        sentences = websearch._sentences(cited)
        assert 1 <= len(sentences) <= 2
        assert all(sentence in document.text for sentence in sentences)
        assert result.text[citation.end_index :].startswith(f" [{number}]")
    ends = [(citation.start_index, citation.end_index) for citation in result.citations]
    assert all(a_end < b_start for (_, a_end), (b_start, _) in zip(ends, ends[1:]))


def test_answer_picks_the_sentence_that_matches_the_query():
    result = answer("retry with exponential backoff", k=1)
    citation = result.citations[0]
    assert "exponential backoff" in result.text[citation.start_index : citation.end_index]
    assert citation.url.endswith("/retries-backoff")


@pytest.mark.parametrize("query", QUERIES + ["price", "weather", "outage incident status page DNS"])
def test_answer_stays_under_a_hundred_words(query):
    for k in (1, 3, 5):
        assert len(answer(query, k=k).text.split()) <= 100


def test_answer_without_matches_says_so():
    result = answer("quantum chromodynamics")
    assert result.text == (
        "I searched for 'quantum chromodynamics' but found no relevant pages in the offline corpus."
    )
    assert result.citations == ()


def test_answer_and_search_are_deterministic():
    for query in QUERIES:
        assert answer(query) == answer(query)
        assert search(query, k=5) == search(query, k=5)


# --- query_from_text ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_text", "query"),
    [
        ("Search the web for the latest aluminium can prices", "latest aluminium can prices"),
        ("Please can you look up on-call practices?", "on-call practices"),
        ("Hey, search for: PET bottle prices please", "PET bottle prices"),
        ("Could you search online about prompt caching?", "prompt caching"),
        ("I'd like you to do a web search on rate limits.", "rate limits"),
        ("Find me cheap noise-cancelling headphones", "cheap noise-cancelling headphones"),
        ("Look up the weather in Tokyo in August", "weather in Tokyo in August"),
        ("What is the weather in Lisbon in July?", "What is the weather in Lisbon in July"),
        ("bulk waste pickup", "bulk waste pickup"),
        ("Find hi-fi headphones deals", "hi-fi headphones deals"),
        ("A/B testing prompts", "A/B testing prompts"),
    ],
)
def test_query_from_text_drops_leading_filler(request_text, query):
    assert query_from_text(request_text) == query


def test_query_from_text_is_short_and_never_empty():
    long_request = "Search the web for " + " ".join(f"word{i}" for i in range(40))
    assert len(query_from_text(long_request).split()) <= 12
    assert query_from_text("search") == "search"
    assert query_from_text("  \n Search for DNS outages\nand then summarise") == "DNS outages"


def test_query_from_text_feeds_search():
    query = query_from_text("Search the web for the latest aluminium can prices")
    assert _slug(search(query)[0]) == "aluminium-can-price-trend"
