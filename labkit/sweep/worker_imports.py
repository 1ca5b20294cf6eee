"""What a sweep's worker processes import before they are forked from the `forkserver` (so each
worker starts in milliseconds instead of importing labkit, openai and the Agents SDK again).

Importing starts no thread and opens no socket: that happens in each worker
(`labkit.sweep.executors.start_worker`)."""

import contextlib

import labkit.sweep.execute  # noqa: F401
import labkit.sweep.sim_host  # noqa: F401

with contextlib.suppress(Exception):  # the SDK approaches are skipped where it does not import
    import labkit.sdk.fallback  # noqa: F401
    import labkit.sdk.runners  # noqa: F401
    import labkit.sdk.task_runs  # noqa: F401

with contextlib.suppress(Exception):
    import labkit.sim.app  # noqa: F401
    import labkit.sim.server  # noqa: F401
    from labkit.sim import tokens

    tokens.encoding()  # the vocabulary, loaded once and shared by every worker
