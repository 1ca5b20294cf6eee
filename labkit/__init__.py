"""labkit — a hands-on course and experiment bench for LLM tool use.

The small public face: `connect()` picks the backend (the offline simulator by default) and
returns real OpenAI clients; `doctor()` checks the machine.
"""

from labkit.connect import Connection, choose_backend, connect
from labkit.doctor import doctor


def run_sweep(out, **options):
    """Run scenarios x approaches x models (see `labkit.sweep.run_sweep`); returns a SweepResult."""
    from labkit.sweep import run_sweep as run

    return run(out, **options)


def load_sweep(path):
    """Load a sweep folder written by `run_sweep` / `labkit sweep` (see `labkit.sweep.load_sweep`)."""
    from labkit.sweep import load_sweep as load

    return load(path)


__version__ = "0.1.0"
__all__ = ["Connection", "choose_backend", "connect", "doctor", "load_sweep", "run_sweep", "__version__"]
