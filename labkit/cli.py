"""The `labkit` command: `doctor`, `serve`, `report`, `execute`, `sweep`, `mcp`.

Every failure is one line on stderr and a non-zero exit; a traceback means a labkit bug.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from labkit import config
from labkit.errors import LabkitError

#: What `labkit <command>` leaves behind when Ctrl-C stops it (said in its one-line message).
INTERRUPTED = {
    "doctor": "nothing was changed.",
    "serve": "the server stopped.",
    "report": "the report is incomplete; run it again.",
    "execute": "the notebook being run was not saved; those before it were.",
    "sweep": "runs recorded so far are kept; re-run with the same --out to resume.",
    "mcp": "the MCP server stopped.",
}

def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    parser = OneLineParser(prog="labkit", description="labkit: a hands-on course on LLM tool use.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    commands.add_parser("doctor", help="check this machine: [OK]/[FAIL] per requirement")

    serve = commands.add_parser("serve", help="run the offline OpenAI-compatible simulator")
    serve.add_argument("--host", default=config.SIM_HOST, help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=config.SIM_PORT, help="port (default 8765; 0 = any free port)")
    serve.add_argument("--seed", type=int, default=config.SIM_SEED, help="seed for ids (default 0)")
    serve.add_argument("--time-scale", type=float, default=0.0, help="0 = no sleeping, 1 = real-time latency")
    serve.add_argument("--faults", default=None, help="fault spec, e.g. 'rate_limit@1,stream_cut:3@2'")
    serve.add_argument("--require-key", default=None, metavar="KEY",
                       help="answer 401 to any other API key, on every endpoint")
    serve.add_argument("--allow-remote", action="store_true",
                       help="allow a --host other than loopback (needs --require-key)")
    serve.add_argument("--max-body-mb", type=float, default=None, metavar="MB",
                       help="largest request body in MiB (default 4; larger ones get a 413)")
    serve.add_argument("--record", default=None, metavar="DIR",
                       help="proxy to --upstream and write every exchange to DIR (scrubbed cassettes)")
    serve.add_argument("--replay", default=None, metavar="DIR",
                       help="answer from the cassettes in DIR, no network (with --upstream: record misses)")
    serve.add_argument("--upstream", default=None, metavar="URL",
                       help=f"an OpenAI-compatible base URL to proxy to (with --record default {config.OPENAI_BASE_URL};"
                            f" key from ${config.ENV_API_KEY}); alone: forward with --faults in front")

    report = commands.add_parser("report", help="execute the notebooks on the simulator and write an HTML report")
    report.add_argument("--out", type=Path, default=Path("reports"), help="output folder (default reports/)")
    report.add_argument("--notebooks", type=Path, default=Path("notebooks"), help="notebook folder")
    report.add_argument("--timeout", type=int, default=300, help="seconds per cell (default 300)")

    execute = commands.add_parser("execute", help="re-run notebooks in place, top to bottom in a fresh kernel")
    execute.add_argument("paths", type=Path, nargs="+", help="notebooks to execute and save")
    execute.add_argument("--timeout", type=int, default=300, help="seconds per cell (default 300)")
    execute.add_argument("--backend", default="sim", choices=config.BACKENDS,
                         help="sim (default: refreshes committed outputs) or another backend, with --no-save")
    execute.add_argument("--no-save", dest="save", action="store_false",
                         help="run headless and report errors, leave the file untouched")

    sweep = commands.add_parser("sweep", help="run scenarios x approaches x models x repeats, check every outcome",
                                description="Run scenarios x approaches x models x repeats and check every "
                                            "outcome; re-run with the same --out to resume. Exit 0: every planned "
                                            "run is recorded; 1: the sweep stopped early (the reason is printed).")
    add_sweep_arguments(sweep)

    from labkit.mcp.options import add_arguments as add_mcp_arguments

    mcp = commands.add_parser("mcp", help="serve lesson tools over MCP (stdio, or streamable HTTP on 127.0.0.1)")
    add_mcp_arguments(mcp)
    return parser


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose every error is ONE line on stderr and exit code 2 (no usage
    block); its subcommands' parsers are of the same class, so `labkit sweep --bogus` says
    `labkit sweep: error: ...`."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Print `<prog>: error: <message>` and exit 2."""
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(2)

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[override]
        """As argparse, but an unknown argument is an error of the (sub)command that got it."""
        namespace, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)} (see {self.prog} --help)")
        return namespace, extras


def add_sweep_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `labkit sweep` (names are checked by `labkit.sweep`, which lists the allowed ones)."""
    parser.add_argument("--out", type=Path, required=True, help="the sweep folder, e.g. sweeps/first (re-run to resume)")
    parser.add_argument("--scenarios", default=None, help="comma-separated (default: deals,incidents,recycling)")
    parser.add_argument("--approaches", default=None,
                        help="comma-separated (default: workflow,chat_loop,responses_loop,sdk,sdk_fallback)")
    parser.add_argument("--models", default=None, help=f"comma-separated (default: {','.join(config.REPORT_MODELS)})")
    parser.add_argument("--repeats", type=int, default=1, help="runs per combination (default 1)")
    parser.add_argument("--workers", type=int, default=None,
                        help="worker processes on the simulator (default: one per core; 0 = in this process); "
                             "live backends always run in this process")
    parser.add_argument("--concurrency", type=int, default=None,
                        help="runs in flight at once, over all workers (default: 2 per worker, or 4 in this "
                             "process); live: the most the rate-limit-adaptive limiter may allow")
    parser.add_argument("--backend", default="sim", help="sim (default) | openai | compatible")
    parser.add_argument("--max-cost-usd", type=float, default=None, help="stop before spending more than this")
    parser.add_argument("--faults", default=None, help="simulator fault spec for every run, e.g. 'rate_limit@1'")
    parser.add_argument("--keep-parts", action="store_true",
                        help="keep one file per run (runs/, ledger/) instead of merging them into runs.parquet "
                             "and ledger.parquet at the end")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `labkit` command; returns the exit code."""
    args = build_parser().parse_args(argv)
    try:
        return run(args)
    except KeyboardInterrupt:
        print(f"labkit {args.command}: interrupted (Ctrl-C); {INTERRUPTED[args.command]}", file=sys.stderr)
        return 130
    except (LabkitError, ValueError, OSError, RuntimeError) as error:
        print(f"labkit {args.command}: error: {error}", file=sys.stderr)
        return 2


def run(args: argparse.Namespace) -> int:
    """Dispatch one parsed command."""
    if args.command == "doctor":
        from labkit.doctor import doctor

        return 0 if doctor() else 1
    if args.command == "serve":
        from labkit.sim import faults as sim_faults
        from labkit.sim import serve_forever
        from labkit.sim.types import SimError

        if args.time_scale < 0:
            raise ValueError("--time-scale must be >= 0 (0 = no sleeping, 1 = real time)")
        try:
            sim_faults.parse_spec(args.faults)
        except SimError as error:
            raise ValueError(f"--faults: {error.message}") from None
        if args.record or args.replay or args.upstream:
            return run_proxy(args)
        serve_forever(
            host=args.host,
            port=args.port,
            seed=args.seed,
            time_scale=args.time_scale,
            faults=args.faults,
            require_key=args.require_key,
            allow_remote=args.allow_remote,
            limits=serve_limits(args),
        )
        return 0
    if args.command == "report":
        from labkit.report import build_report

        result = build_report(args.notebooks, args.out, timeout=args.timeout)
        print(f"report written to {result.index.resolve()}")
        return 0 if result.ok else 1
    if args.command == "execute":
        from labkit.report import execute_in_place

        failures = [path for path in args.paths
                    if not execute_in_place(path, timeout=args.timeout, backend=args.backend, save=args.save)]
        return 1 if failures else 0
    if args.command == "sweep":
        return run_sweep_command(args)
    if args.command == "mcp":
        from labkit.mcp.server import serve as serve_mcp

        return serve_mcp(args)
    raise ValueError(f"unknown command {args.command!r}")


def run_proxy(args: argparse.Namespace) -> int:
    """`labkit serve --record DIR`, `--replay DIR [--upstream URL]` or `--upstream URL`: labkit's
    recording / replaying / forwarding proxy (`labkit.replay`), loopback only."""
    from labkit import replay

    if args.record and args.replay:
        raise ValueError("use --record DIR or --replay DIR, not both")
    if args.allow_remote or args.require_key:
        raise ValueError("the proxy listens on loopback only (no --allow-remote / --require-key)")
    upstream = args.upstream or (config.OPENAI_BASE_URL if args.record else None)
    key = config.env(config.ENV_API_KEY)
    if args.record and upstream.rstrip("/") == config.OPENAI_BASE_URL and not key:
        raise ValueError(f"--record against the OpenAI API needs {config.ENV_API_KEY} in your shell "
                         "(or --upstream URL for another server)")
    replay.serve_forever(cassettes=args.record or args.replay, upstream=upstream, upstream_key=key,
                         record=bool(args.record), faults=args.faults, time_scale=args.time_scale,
                         host=args.host, port=args.port, limits=serve_limits(args))
    return 0


def serve_limits(args: argparse.Namespace):
    """The simulator's limits from `labkit serve`'s options."""
    from labkit.sim.limits import MIB, Limits

    if args.max_body_mb is None:
        return Limits()
    if not args.max_body_mb > 0:
        raise ValueError("--max-body-mb must be > 0")
    return Limits(max_body_bytes=int(args.max_body_mb * MIB))


def run_sweep_command(args: argparse.Namespace) -> int:
    """Run the sweep `args` describe and print its summary table, files and any stop reason."""
    from labkit.sweep import run_sweep

    result = run_sweep(args.out, scenarios=args.scenarios, approaches=args.approaches, models=args.models,
                       repeats=args.repeats, concurrency=args.concurrency, workers=args.workers, backend=args.backend,
                       max_cost_usd=args.max_cost_usd, faults=args.faults, compact=not args.keep_parts,
                       quiet=args.quiet)
    if result.interrupted:  # Ctrl-C: the runs in progress were finished and kept; say so in one line
        print(f"labkit sweep: interrupted (Ctrl-C); {len(result.runs)} run(s) recorded in {result.runs_path}; "
              "re-run with the same --out to resume.", file=sys.stderr)
        return 130
    for skip in result.skipped:
        print(f"skipped {skip.approach} for {skip.scenario}/{skip.task}: {skip.reason}")
    print(f"{result.ran} run(s) made now, {result.already_done} already recorded; "
          f"{len(result.runs)} in {result.runs_path}")
    if not result.runs.empty:
        print(sweep_table(result.runs).to_string())
        print("modelled_ms: mean modelled time per run (its calls laid end to end on the backend's clock); "
              "wall_ms: mean wall-clock time this machine took per run")
    print(f"ledger: {result.ledger_path}")
    print(result.summary_line())
    if result.stopped_reason:
        print(f"labkit sweep: {result.stopped_reason}", file=sys.stderr)
        return 1
    return 0


def sweep_table(runs):
    """The command's table: `summary_table` with its time column named for what it is (MODELLED
    milliseconds, the run's calls laid end to end) beside the mean WALL-clock milliseconds."""
    from labkit.sweep import summary_table

    table = summary_table(runs).rename(columns={"mean_total_ms": "modelled_ms"})
    wall = runs.groupby(["approach", "model"], sort=True)["wall_ms"].mean().round(1)
    table.insert(table.columns.get_loc("modelled_ms") + 1, "wall_ms", wall)
    return table


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
