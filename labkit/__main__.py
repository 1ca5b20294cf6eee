"""`python -m labkit …` is the same as the `labkit` command."""

import sys

from labkit.cli import main

sys.exit(main())
