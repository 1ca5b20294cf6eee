"""Backend selection: offline by default, live only on request, and clear errors otherwise."""

from __future__ import annotations

import pytest

import labkit
from labkit import config
from labkit.connect import choose_backend


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    for name in (config.ENV_BACKEND, config.ENV_API_KEY, config.ENV_BASE_URL):
        monkeypatch.delenv(name, raising=False)


def test_default_is_the_simulator_even_with_a_key(monkeypatch):
    monkeypatch.setenv(config.ENV_API_KEY, "sk-" + "x" * 40)
    choice = choose_backend()
    assert choice.backend == "sim"
    assert "no key, no network" in choice.reason


def test_openai_needs_a_key_and_says_how_to_set_it():
    with pytest.raises(ValueError, match=r"export OPENAI_API_KEY=\.\.\.") as error:
        choose_backend("openai")
    assert "\n" not in str(error.value)


def test_openai_with_a_key(monkeypatch):
    monkeypatch.setenv(config.ENV_API_KEY, "test-key-not-real-1234")
    choice = choose_backend("openai")
    assert (choice.backend, choice.base_url) == ("openai", config.OPENAI_BASE_URL)


def test_compatible_needs_a_base_url(monkeypatch):
    with pytest.raises(ValueError, match="OPENAI_BASE_URL"):
        choose_backend("compatible")
    monkeypatch.setenv(config.ENV_BASE_URL, "http://localhost:11434/v1")
    assert choose_backend("compatible").base_url == "http://localhost:11434/v1"


def test_backend_from_the_environment_and_unknown_names(monkeypatch):
    monkeypatch.setenv(config.ENV_BACKEND, "Sim")
    assert choose_backend().backend == "sim"
    monkeypatch.setenv(config.ENV_BACKEND, "azure")
    with pytest.raises(ValueError, match="unknown backend 'azure'.*sim, openai, compatible"):
        choose_backend()


def test_connect_returns_metered_real_clients_on_the_simulator():
    from openai import AsyncOpenAI, OpenAI

    from labkit.ledger import Ledger

    conn = labkit.connect(ledger=Ledger())
    assert isinstance(conn.client, OpenAI) and isinstance(conn.async_client, AsyncOpenAI)
    assert conn.base_url.startswith("http://127.0.0.1:")
    conn.client.responses.create(model=config.DEFAULT_MODEL, input="hello")
    assert len(conn.ledger) == 1
    assert labkit.connect().sim is conn.sim  # the simulator is shared, not restarted


def test_key_is_masked():
    assert config.mask_key("fake-" + "x" * 16 + "1234") == "fak…1234"  # never a real-looking key in a test
    assert config.mask_key(None) == "(none)"
