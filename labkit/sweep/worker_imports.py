"""What a sweep's worker processes import before they are forked from the `forkserver` (so each
worker starts in milliseconds instead of importing labkit, openai and the Agents SDK again).

Importing starts no thread and opens no socket: that happens in each worker
(`labkit.sweep.executors.start_worker`). Besides the modules, the lazily loaded parts every run
needs are loaded here once, not once per worker: the `openai` client's `responses` and `chat`
resources (imported on first use), the price table (`genai_prices`' bundled snapshot, read on
the first priced call), anyio's asyncio backend and the tokenizer's vocabulary. Without them each
worker of each sweep spent about 0.4 s of CPU loading them on its first runs."""

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

with contextlib.suppress(Exception):
    import anyio._backends._asyncio  # noqa: F401
    from genai_prices import data_snapshot
    from openai.resources.chat import AsyncChat, Chat  # noqa: F401  (each name loads its module)
    from openai.resources.chat.completions import AsyncCompletions, Completions  # noqa: F401
    from openai.resources.responses import AsyncResponses, Responses  # noqa: F401

    data_snapshot.get_snapshot()
