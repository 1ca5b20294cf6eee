"""labkit — a hands-on course and experiment bench for LLM tool use.

The small public face: `connect()` picks the backend (the offline simulator by default) and
returns real OpenAI clients; `doctor()` checks the machine.
"""

from labkit.connect import Connection, choose_backend, connect
from labkit.doctor import doctor

__version__ = "0.1.0"
__all__ = ["Connection", "choose_backend", "connect", "doctor", "__version__"]
