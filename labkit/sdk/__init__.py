"""labkit.sdk — helpers around the OpenAI Agents SDK (never a module named `agents`).

`LocalTraceProcessor` turns the SDK's spans into ledger rows on this machine; nothing is exported.
"""

from labkit.sdk.tracing import LocalTraceProcessor, install_local_tracing

__all__ = ["LocalTraceProcessor", "install_local_tracing"]
