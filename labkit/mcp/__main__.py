"""`python -m labkit.mcp incidents --transport stdio|http [--port N]`: serve lesson tools over MCP."""

import sys

from labkit.mcp.server import main

sys.exit(main())
