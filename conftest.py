"""The runner's side of a headless notebook run: nbval's kernels decide approval panels as
`labkit.config.HEADLESS_DECISION` says (the committed outputs show that path).

A notebook never sets `LABKIT_AUTO_DECISION` itself (in JupyterLab a panel waits for a click);
the runner does, here for nbval, in `labkit.report` for `labkit execute` and `make report`. The
variable is set only while nbval starts a notebook's kernel, so the other tests see the
environment they were given.
"""

import os

import pytest

from labkit import config


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_setup(item):
    """Give the kernel nbval starts for a notebook the headless decision."""
    if not item.nodeid.endswith(".ipynb") and ".ipynb::" not in item.nodeid:
        yield
        return
    before = os.environ.get(config.ENV_AUTO_DECISION)
    os.environ[config.ENV_AUTO_DECISION] = config.HEADLESS_DECISION
    try:
        yield
    finally:
        if before is None:
            os.environ.pop(config.ENV_AUTO_DECISION, None)
        else:
            os.environ[config.ENV_AUTO_DECISION] = before
