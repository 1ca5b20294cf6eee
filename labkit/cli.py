"""The `labkit` command: `doctor`, `serve`, `report`, `execute`.

Every failure is one line on stderr and a non-zero exit; a traceback means a labkit bug.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from labkit import config


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    parser = argparse.ArgumentParser(prog="labkit", description="labkit: a hands-on course on LLM tool use.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    commands.add_parser("doctor", help="check this machine: [OK]/[FAIL] per requirement")

    serve = commands.add_parser("serve", help="run the offline OpenAI-compatible simulator")
    serve.add_argument("--host", default=config.SIM_HOST, help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=config.SIM_PORT, help="port (default 8765; 0 = any free port)")
    serve.add_argument("--seed", type=int, default=config.SIM_SEED, help="seed for ids (default 0)")
    serve.add_argument("--time-scale", type=float, default=0.0, help="0 = no sleeping, 1 = real-time latency")
    serve.add_argument("--faults", default=None, help="fault spec, e.g. 'rate_limit@1,stream_cut:3@2'")
    serve.add_argument("--require-key", default=None, metavar="KEY", help="answer 401 to any other API key")

    report = commands.add_parser("report", help="execute the notebooks on the simulator and write an HTML report")
    report.add_argument("--out", type=Path, default=Path("reports"), help="output folder (default reports/)")
    report.add_argument("--notebooks", type=Path, default=Path("notebooks"), help="notebook folder")
    report.add_argument("--timeout", type=int, default=300, help="seconds per cell (default 300)")

    execute = commands.add_parser("execute", help="re-run notebooks in place, top to bottom in a fresh kernel")
    execute.add_argument("paths", type=Path, nargs="+", help="notebooks to execute and save")
    execute.add_argument("--timeout", type=int, default=300, help="seconds per cell (default 300)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `labkit` command; returns the exit code."""
    args = build_parser().parse_args(argv)
    try:
        return run(args)
    except KeyboardInterrupt:
        return 130
    except (ValueError, OSError, RuntimeError) as error:
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
        serve_forever(
            host=args.host,
            port=args.port,
            seed=args.seed,
            time_scale=args.time_scale,
            faults=args.faults,
            require_key=args.require_key,
        )
        return 0
    if args.command == "report":
        from labkit.report import build_report

        result = build_report(args.notebooks, args.out, timeout=args.timeout)
        print(f"report written to {result.index.resolve()}")
        return 0 if result.ok else 1
    if args.command == "execute":
        from labkit.report import execute_in_place

        failures = [path for path in args.paths if not execute_in_place(path, timeout=args.timeout)]
        return 1 if failures else 0
    raise ValueError(f"unknown command {args.command!r}")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
