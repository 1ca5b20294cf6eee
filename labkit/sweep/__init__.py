"""`labkit sweep`: run every task × approach × model × repeat, check each outcome, keep every number.

    from labkit.sweep import run_sweep, load_sweep
    result = run_sweep("sweeps/first", scenarios=["deals", "incidents"], approaches=["chat_loop", "sdk"])
    result.runs                       # one row per run: success (by the task's check), cost, time...
    result.summary()                  # success rate, mean cost, mean time per approach × model
    load_sweep("sweeps/first")        # the same, read back from the files (notebook 09)

The package, one job per module:

==================  ==============================================================================
`plan`              the grid: `RunSpec` (a cell and its key and id), `plan_runs`, `parse_names`
`settings`          every argument checked once, with errors that say what to use
`approaches`        the adapters: workflow, chat_loop, responses_loop, sdk, sdk_fallback
`execute`           one run: performed on its own world, ledger and simulator, then judged
`sim_host`          one simulator server per process, a fresh simulated model per run behind it
`budget`            the cost cap (`CostCap`) and the SDK's in-run guard (`CostGuard`)
`limiter`           live backends: runs in flight adapt to the provider's rate-limit headers
`executors`         where runs are performed: threads here, or worker processes (`Executor`)
`storage`           one Arrow part per finished run, written once; resume; compaction
`drive`             `run_sweep`: start runs while the limits allow, write each as it finishes
`result`            `SweepResult`, `load_sweep`, `summary_table`
==================  ==============================================================================

What a sweep writes into its folder, AS EACH RUN FINISHES (`labkit.sweep.storage`): the run's
ledger rows as `ledger/<run>.arrow` (written by the worker process that performed it), then its runs-table row (`RUN_COLUMNS`: its key, whether
its task's check passed and why, steps, cost, modelled time, the error when the run raised) as
`runs/<run>.arrow`. Each part is written once, atomically; at the end (`compact=True`) the
parts are merged into `runs.parquet` and `ledger.parquet`.

Choices a reader should know about:

- **Resume.** A run is identified by its key (`KEY_COLUMNS`: scenario, task, approach, model,
  repeat, backend, faults). Running a sweep again into the same folder skips every key already
  recorded, so an interrupted — even killed — sweep finishes without repeating finished runs.
  Ledger parts of a run that never got its runs part are dropped first; it runs again.
- **Run ids** are made from the key (`deals/notify_best/chat_loop/gpt-4.1-mini/r1@sim`), not
  from the order runs finish in, so two sweeps give the same ids whatever the concurrency.
- **A fresh simulated model per run.** On the simulator each run talks to its own `labkit.sim`
  simulator (seed `config.SIM_SEED`): its prompt cache, id counter, clock and fault counters start
  from zero, so a run's numbers do not depend on which runs went before it or beside it. `faults`
  are that simulator's standing rules. Live backends share one endpoint; faults cannot be
  injected there.
- **A world per run.** Each run gets `scenario.new_world()` and hands it to its tools explicitly,
  so runs side by side never see each other's notifications or tickets, and each task's check
  reads only its own run's world.
- **Every core.** On the simulator, runs are performed in worker processes (`workers`, default
  one per core; each starts one simulator server and reuses it); live backends run in threads of
  this process, as many at once as the rate limits allow (`labkit.sweep.limiter`). Either way
  this process judges every run and is the only one that writes files. `concurrency` is the
  number of runs in flight over all workers.
- **Cost cap** (`max_cost_usd`, any backend; see `labkit.sweep.budget`). A run that the estimates
  say would cross the cap is not started; a run in progress is stopped before a model call that
  could cross its allowance, with a guardrail row whose reason is "max_cost" and
  `stopped_by="max_cost"` in the runs table (`stopped_by` always holds a `labkit.reasons` code);
  `SweepResult.stopped_reason` (and the command's last line) says why a sweep stopped starting runs.
- **Determinism.** On the simulator the runs table is the same from sweep to sweep, whatever the
  concurrency or the number of workers (leave out `RUN_WALL_COLUMNS`). The ledger rows are too,
  except that tool calls the Agents SDK runs in parallel may be recorded in either order.
"""

from labkit.sweep.approaches import (
    APPROACH_NAMES,
    APPROACHES,
    FALLBACK_SIM_FAULTS,
    Answer,
    Approach,
    RunInputs,
    approver_for,
)
from labkit.sweep.budget import FIRST_RUN_CALLS, FIRST_RUN_TOKENS, Admission, CostCap, CostGuard, first_run_estimate
from labkit.sweep.drive import run_sweep
from labkit.sweep.execute import (
    RUN_COLUMNS,
    RUN_WALL_COLUMNS,
    Endpoint,
    RunRecord,
    _judge,
    execute_run,
    judge_run,
    perform_run,
)
from labkit.sweep.executors import Executor, InProcessExecutor, ProcessPoolExecutor
from labkit.sweep.limiter import AdaptiveLimiter
from labkit.sweep.plan import KEY_COLUMNS, RunSpec, Skipped, effective_faults, parse_names, plan_runs
from labkit.sweep.result import INTERRUPTED, SweepResult, load_sweep, summary_table
from labkit.sweep.storage import LEDGER_FILE, LEDGER_PARTS, RUNS_FILE, RUNS_PARTS, SweepStore

__all__ = [
    "APPROACH_NAMES", "APPROACHES", "FALLBACK_SIM_FAULTS", "FIRST_RUN_CALLS", "FIRST_RUN_TOKENS", "INTERRUPTED",
    "KEY_COLUMNS", "LEDGER_FILE", "LEDGER_PARTS", "RUNS_FILE", "RUNS_PARTS", "RUN_COLUMNS", "RUN_WALL_COLUMNS",
    "AdaptiveLimiter", "Admission", "Answer", "Approach", "CostCap", "CostGuard", "Endpoint", "Executor",
    "InProcessExecutor", "ProcessPoolExecutor", "RunInputs", "RunRecord", "RunSpec", "Skipped", "SweepResult",
    "SweepStore", "approver_for", "effective_faults", "execute_run", "first_run_estimate", "judge_run",
    "load_sweep", "parse_names", "perform_run", "plan_runs", "run_sweep", "summary_table", "_judge",
]
