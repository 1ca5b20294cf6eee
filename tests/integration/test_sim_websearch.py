"""The hosted WebSearchTool works offline through the unmodified Agents SDK, with citations."""

from __future__ import annotations

import asyncio

from agents import Agent, Runner, WebSearchTool

import labkit
from labkit.ledger import Ledger


def test_web_search_tool_answers_from_the_local_corpus_with_citations():
    agent = Agent(name="Researcher", instructions="Answer with sources.", tools=[WebSearchTool()], model="gpt-4.1-mini")
    with labkit.connect("sim", ledger=Ledger()) as conn:
        result = asyncio.run(Runner.run(agent, "Search the web for the latest aluminium can prices"))

    kinds = [getattr(item.raw_item, "type", None) for item in result.new_items]
    assert kinds == ["web_search_call", "message"]
    message = result.new_items[-1].raw_item.content[0]
    assert "aluminium" in message.text.lower()
    assert message.annotations, "the answer cites its sources"
    for citation in message.annotations:
        assert citation.type == "url_citation" and "example." in citation.url.split("/")[2]
        cited = message.text[citation.start_index : citation.end_index]
        assert cited and cited in message.text
    assert len(conn.ledger) == 1  # one model call: the search runs on the server, inside the response
