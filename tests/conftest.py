"""Shared test setup: every test runs offline, against the simulator, with no key."""

import os

os.environ.setdefault("LABKIT_BACKEND", "sim")
os.environ.setdefault("MPLBACKEND", "Agg")

