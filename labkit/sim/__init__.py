"""labkit.sim — an offline, deterministic model server that speaks the OpenAI HTTP API.

The real `openai` and `openai-agents` clients talk to it unchanged over HTTP on 127.0.0.1:

    from labkit import sim
    server = sim.start(seed=0)
    client = openai.OpenAI(base_url=server.base_url, api_key="sk-anything")

It imports nothing else from labkit: read it as "what the API does".
"""

from labkit.sim.faults import FaultPlan, parse_spec
from labkit.sim.limits import Limits
from labkit.sim.policy import FunctionPolicy, GeneralPolicy, Policy, ScriptedPolicy
from labkit.sim.server import SimServer, serve_forever, start
from labkit.sim.types import Conversation, Decision, PlannedCall, SimError

__all__ = [
    "Conversation",
    "Decision",
    "FaultPlan",
    "FunctionPolicy",
    "GeneralPolicy",
    "Limits",
    "PlannedCall",
    "Policy",
    "ScriptedPolicy",
    "SimError",
    "SimServer",
    "parse_spec",
    "serve_forever",
    "start",
]
