"""Shared test setup: every test runs offline, against the simulator, with no key."""

import os

os.environ.setdefault("LABKIT_BACKEND", "sim")
os.environ.setdefault("MPLBACKEND", "Agg")



import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def shared_simulator():
    """Hold the process's shared simulator for the whole session, so a test's connection can close
    (as every test's does) without stopping it and making the next test start it again."""
    from labkit.connect import connect

    keeper = connect("sim", set_sdk_default=False)
    yield keeper.sim
    keeper.close()
