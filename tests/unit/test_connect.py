"""Backend selection: offline by default, live only on request, and clear errors otherwise."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import labkit
from labkit import config
from labkit.connect import choose_backend
from labkit.ledger import Ledger
from labkit.sdk.defaults import SdkDefaults
from labkit.sdk.tracing import LocalTraceProcessor


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

    with labkit.connect(ledger=Ledger()) as conn:
        assert isinstance(conn.client, OpenAI) and isinstance(conn.async_client, AsyncOpenAI)
        assert conn.base_url.startswith("http://127.0.0.1:")
        conn.client.responses.create(model=config.DEFAULT_MODEL, input="hello")
        assert len(conn.ledger) == 1
        with labkit.connect() as other:
            assert other.sim is conn.sim  # the simulator is shared, not restarted


def test_close_restores_the_sdk_defaults_connect_changed():
    before = SdkDefaults.read()
    conn = labkit.connect(ledger=Ledger())
    now = SdkDefaults.read()
    assert now.client is conn.async_client and now.processors == (conn.tracing,)
    assert conn.tracing.ledger is conn.ledger and now != before

    conn.close()

    after = SdkDefaults.read()
    assert after.client is before.client and after.processors == before.processors
    assert conn.client.is_closed() and conn.closed and "closed" in repr(conn)
    conn.close()  # a second close does nothing
    assert SdkDefaults.read() == after


def test_connections_closed_in_any_order_put_back_what_came_before_them():
    before = SdkDefaults.read()
    first, second = labkit.connect(ledger=Ledger()), labkit.connect(ledger=Ledger())
    first.close()  # the second connection's settings are in effect: they stay
    assert SdkDefaults.read().client is second.async_client
    assert SdkDefaults.read().processors == (second.tracing,)
    second.close()  # and closing it puts back what the first one found
    assert SdkDefaults.read() == before


def test_close_leaves_alone_a_setting_someone_changed_since():
    from agents import set_trace_processors

    before = SdkDefaults.read()
    conn = labkit.connect(ledger=Ledger())
    mine = LocalTraceProcessor(Ledger())
    set_trace_processors([mine])
    try:
        conn.close()
        assert SdkDefaults.read().processors == (mine,), "not connect()'s change, so not close()'s to undo"
        assert SdkDefaults.read().client is before.client, "the client was still connect()'s: put back"
    finally:
        set_trace_processors(list(before.processors))


def test_the_last_connection_out_stops_the_simulator_it_started():
    code = ("import labkit\n"
            "from labkit.sdk.defaults import SdkDefaults\n"
            "before = SdkDefaults.read()\n"
            "with labkit.connect() as conn:\n"
            "    with labkit.connect() as other:\n"
            "        assert other.sim is conn.sim\n"
            "    assert conn.sim.running, 'still used by the first connection'\n"
            "    conn.client.responses.create(model='gpt-4.1-mini', input='hi')\n"
            "assert not conn.sim.running and SdkDefaults.read() == before\n"
            "print('ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          env={**os.environ, config.ENV_BACKEND: "sim"})
    assert done.stdout.strip() == "ok", done.stderr


def test_time_scale_and_rtt_give_a_connection_its_own_simulator_stopped_on_close(monkeypatch):
    with labkit.connect(ledger=Ledger()) as shared, labkit.connect(rtt_ms=40, time_scale=0, ledger=Ledger()) as own:
        assert own.sim is not shared.sim and own.sim.simulator.settings.rtt_ms == 40
    assert not own.sim.running
    with pytest.raises(ValueError, match="must be >= 0"):
        labkit.connect(rtt_ms=-5)
    monkeypatch.setenv(config.ENV_API_KEY, "fake-" + "x" * 20)
    with pytest.raises(ValueError, match="time_scale and rtt_ms model the simulator's timing"):
        labkit.connect("openai", time_scale=1.0)


def test_key_is_masked():
    assert config.mask_key("fake-" + "x" * 16 + "1234") == "fak…1234"  # never a real-looking key in a test
    assert config.mask_key(None) == "(none)"
