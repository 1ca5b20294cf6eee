"""Fresh generality part S: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loader at the top of runner.py).

Domains (tool count, the "today" of each system prompt):
- deploy_pipeline       9 tools, snake_case names   Thursday 10 December 2026, 14:20 (Shipyard CI/CD console, Berlin)
- bank_app              5 tools, camelCase names    Monday 7 December 2026, 09:10 (Harbour Bank app, Cardiff)
- table_booking         3 tools, kebab-case names   Friday 11 December 2026, 16:45 (Tavola Verde restaurant, Dublin)
- smart_home            4 tools, PascalCase names   Saturday 12 December 2026, 21:30 (Lumo home hub, Bergen)
- repeat_prescriptions  1 tool,  snake_case         Tuesday 1 December 2026, 11:00 (Millbrook Surgery, Exeter)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.
"""

from __future__ import annotations

import datetime as _dt
import re
import unicodedata
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    ToolDef,
    Turn,
    boolean,
    contains,
    date,
    fields,
    has_items,
    items,
    matches,
    number,
    said,
    said_number,
    time_of_day,
)


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _clock(text: Any) -> tuple[int, int] | None:
    """(hour, minute) from '19:30', '19:30:00', '2026-12-17T19:30', '7:30pm', '7pm'."""
    found = re.search(r"(\d{1,2})(?::|\.)(\d{2})\s*([ap]\.?m\.?)?|(\d{1,2})\s*([ap]\.?m\.?)", str(text), re.I)
    if not found:
        return None
    hour = int(found.group(1) or found.group(4))
    minute = int(found.group(2) or 0)
    ampm = (found.group(3) or found.group(5) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return hour, minute


def _fold(text: Any) -> str:
    """Lower case, accents and punctuation removed: 'Lucía F.' -> 'luciaf'."""
    plain = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", plain.lower())


# =============================================================================================
# 1. deploy_pipeline: Shipyard CI/CD console (9 tools, snake_case)
# =============================================================================================

REPOS = ("kestrel-labs/checkout-api", "kestrel-labs/web-storefront", "kestrel-labs/notifier")

RUNS: dict[str, dict[str, Any]] = {
    "run_7747": {
        "repo": "kestrel-labs/web-storefront",
        "branch": "fix/cart-badge",
        "commit": "e4b71d9",
        "title": "Fix cart badge count after removing last item",
        "author": "li.chen",
        "trigger": "push",
        "status": "failed",
        "started_at": "2026-12-10T11:50",
        "duration_s": 74,
        "jobs": [
            {
                "name": "lint",
                "status": "failed",
                "duration_s": 41,
                "failure": {
                    "step": "npm run lint",
                    "log_excerpt": "src/components/CartBadge.tsx\n  14:9  error  'prevCount' is assigned a value "
                    "but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)",
                },
            },
            {"name": "unit-tests", "status": "skipped"},
            {"name": "build", "status": "skipped"},
        ],
    },
    "run_7750": {
        "repo": "kestrel-labs/web-storefront",
        "branch": "main",
        "commit": "3d4e5f6",
        "title": "Merge PR #231: holiday banner",
        "author": "maya.okafor",
        "trigger": "push",
        "status": "success",
        "started_at": "2026-12-10T12:30",
        "duration_s": 512,
        "jobs": [
            {"name": "lint", "status": "passed", "duration_s": 39},
            {"name": "unit-tests", "status": "passed", "duration_s": 188},
            {"name": "build", "status": "passed", "duration_s": 285},
        ],
    },
    "run_7745": {
        "repo": "kestrel-labs/web-storefront",
        "branch": "main",
        "commit": "b19c0a4",
        "title": "Merge PR #229: lazy-load product images",
        "author": "li.chen",
        "trigger": "push",
        "status": "success",
        "started_at": "2026-12-10T10:05",
        "duration_s": 498,
        "jobs": [
            {"name": "lint", "status": "passed", "duration_s": 40},
            {"name": "unit-tests", "status": "passed", "duration_s": 180},
            {"name": "build", "status": "passed", "duration_s": 278},
        ],
    },
    "run_7744": {
        "repo": "kestrel-labs/checkout-api",
        "branch": "feature/apple-pay",
        "commit": "c03e9aa",
        "title": "WIP: Apple Pay merchant validation",
        "author": "tomasz.nowak",
        "trigger": "push",
        "status": "running",
        "started_at": "2026-12-10T14:11",
        "duration_s": None,
        "jobs": [
            {"name": "lint", "status": "passed", "duration_s": 52},
            {"name": "unit-tests", "status": "running"},
            {"name": "build-image", "status": "queued"},
        ],
    },
    "run_7741": {
        "repo": "kestrel-labs/checkout-api",
        "branch": "main",
        "commit": "a91f3c2",
        "title": "Merge PR #412: retry idempotency keys on refunds",
        "author": "maya.okafor",
        "trigger": "push",
        "status": "failed",
        "started_at": "2026-12-10T13:02",
        "duration_s": 371,
        "jobs": [
            {"name": "lint", "status": "passed", "duration_s": 48},
            {
                "name": "unit-tests",
                "status": "failed",
                "duration_s": 301,
                "failure": {
                    "step": "go test ./...",
                    "log_excerpt": "--- FAIL: TestRefundPartial (0.02s)\n    refund_test.go:88: expected refunded "
                    "amount 1250, got 1200\nFAIL\tgithub.com/kestrel-labs/checkout-api/internal/refunds",
                },
            },
            {"name": "build-image", "status": "skipped"},
        ],
    },
    "run_7738": {
        "repo": "kestrel-labs/checkout-api",
        "branch": "main",
        "commit": "5be0d17",
        "title": "Bump stripe-go to v76.4.0",
        "author": "tomasz.nowak",
        "trigger": "push",
        "status": "success",
        "started_at": "2026-12-10T09:40",
        "duration_s": 402,
        "jobs": [
            {"name": "lint", "status": "passed", "duration_s": 47},
            {"name": "unit-tests", "status": "passed", "duration_s": 233},
            {"name": "build-image", "status": "passed", "duration_s": 122},
        ],
    },
    "run_7729": {
        "repo": "kestrel-labs/checkout-api",
        "branch": "main",
        "commit": "88de410",
        "title": "Merge PR #409: currency rounding for JPY",
        "author": "li.chen",
        "trigger": "push",
        "status": "success",
        "started_at": "2026-12-09T16:05",
        "duration_s": 396,
        "jobs": [
            {"name": "lint", "status": "passed", "duration_s": 45},
            {"name": "unit-tests", "status": "passed", "duration_s": 230},
            {"name": "build-image", "status": "passed", "duration_s": 121},
        ],
    },
    "run_7702": {
        "repo": "kestrel-labs/notifier",
        "branch": "main",
        "commit": "71ac0de",
        "title": "Add SMS fallback for failed emails",
        "author": "li.chen",
        "trigger": "push",
        "status": "success",
        "started_at": "2026-12-08T15:20",
        "duration_s": 214,
        "jobs": [
            {"name": "test", "status": "passed", "duration_s": 131},
            {"name": "build-image", "status": "passed", "duration_s": 83},
        ],
    },
}

DEPLOYMENTS: list[dict[str, Any]] = [
    {
        "deployment_id": "dep_3314",
        "repo": "kestrel-labs/web-storefront",
        "environment": "production",
        "version": "v5.3.0",
        "commit": "3d4e5f6",
        "status": "awaiting_approval",
        "approval_id": "apr_918",
        "requested_by": "maya.okafor",
        "requested_at": "2026-12-10T12:45",
        "strategy": "blue_green",
    },
    {
        "deployment_id": "dep_3313",
        "repo": "kestrel-labs/web-storefront",
        "environment": "staging",
        "version": "v5.3.0",
        "commit": "3d4e5f6",
        "status": "active",
        "deployed_at": "2026-12-10T12:40",
        "deployed_by": "maya.okafor",
    },
    {
        "deployment_id": "dep_3310",
        "repo": "kestrel-labs/checkout-api",
        "environment": "production",
        "version": "v2.14.0",
        "commit": "5be0d17",
        "status": "active",
        "deployed_at": "2026-12-10T10:15",
        "deployed_by": "tomasz.nowak",
        "approved_by": "maya.okafor",
    },
    {
        "deployment_id": "dep_3309",
        "repo": "kestrel-labs/checkout-api",
        "environment": "staging",
        "version": "v2.14.0",
        "commit": "5be0d17",
        "status": "active",
        "deployed_at": "2026-12-10T09:55",
        "deployed_by": "tomasz.nowak",
    },
    {
        "deployment_id": "dep_3305",
        "repo": "kestrel-labs/web-storefront",
        "environment": "production",
        "version": "v5.2.0",
        "commit": "9a0e2c7",
        "status": "active",
        "deployed_at": "2026-12-08T11:00",
        "deployed_by": "li.chen",
        "approved_by": "tomasz.nowak",
    },
    {
        "deployment_id": "dep_3295",
        "repo": "kestrel-labs/checkout-api",
        "environment": "production",
        "version": "v2.13.2",
        "commit": "88de410",
        "status": "superseded",
        "deployed_at": "2026-12-09T16:40",
        "deployed_by": "li.chen",
        "approved_by": "tomasz.nowak",
    },
    {
        "deployment_id": "dep_3290",
        "repo": "kestrel-labs/checkout-api",
        "environment": "staging",
        "version": "v2.13.2",
        "commit": "88de410",
        "status": "superseded",
        "deployed_at": "2026-12-09T16:20",
        "deployed_by": "li.chen",
    },
    {
        "deployment_id": "dep_3270",
        "repo": "kestrel-labs/checkout-api",
        "environment": "production",
        "version": "v2.13.1",
        "commit": "40c9b12",
        "status": "superseded",
        "deployed_at": "2026-12-07T11:20",
        "deployed_by": "maya.okafor",
        "approved_by": "li.chen",
    },
    {
        "deployment_id": "dep_3250",
        "repo": "kestrel-labs/notifier",
        "environment": "staging",
        "version": "v0.9.4",
        "commit": "e22b9f0",
        "status": "active",
        "deployed_at": "2026-12-01T10:30",
        "deployed_by": "li.chen",
    },
    {
        "deployment_id": "dep_3201",
        "repo": "kestrel-labs/notifier",
        "environment": "production",
        "version": "v0.9.4",
        "commit": "e22b9f0",
        "status": "active",
        "deployed_at": "2026-12-01T15:10",
        "deployed_by": "li.chen",
        "approved_by": "tomasz.nowak",
    },
]

APPROVERS = ["maya.okafor", "li.chen"]


def _unknown_repo(repo: str) -> dict[str, Any]:
    return {"error": f"Repository '{repo}' not found in org kestrel-labs. Known: {', '.join(REPOS)} (use owner/name)."}


def _run_row(run_id: str) -> dict[str, Any]:
    run = RUNS[run_id]
    return {
        "run_id": run_id,
        "branch": run["branch"],
        "commit": run["commit"],
        "title": run["title"],
        "author": run["author"],
        "status": run["status"],
        "started_at": run["started_at"],
        "duration_s": run["duration_s"],
        "url": f"https://ci.shipyard.dev/{run['repo']}/runs/{run_id.removeprefix('run_')}",
    }


def list_runs(repo: str, branch: str | None = None, status: str | None = None, limit: int = 5) -> dict[str, Any]:
    if repo not in REPOS:
        return _unknown_repo(repo)
    rows = []
    for run_id, run in sorted(RUNS.items(), key=lambda kv: kv[1]["started_at"], reverse=True):
        if run["repo"] != repo:
            continue
        if branch and _fold(branch) not in _fold(run["branch"]):
            continue
        if status and status != run["status"]:
            continue
        rows.append(_run_row(run_id))
    return {
        "repo": repo,
        "filters": {"branch": branch, "status": status},
        "count": len(rows[: max(1, int(limit))]),
        "runs": rows[: max(1, int(limit))],
        "timezone": "Europe/Berlin",
    }


def get_run(run_id: str) -> dict[str, Any]:
    if run_id not in RUNS:
        return {"error": f"No run '{run_id}'. Run ids look like run_7741; use list_runs to find them."}
    run = RUNS[run_id]
    return {**_run_row(run_id), "repo": run["repo"], "trigger": run["trigger"], "jobs": run["jobs"], "timezone": "Europe/Berlin"}


def rerun_run(run_id: str, only_failed_jobs: bool = False) -> dict[str, Any]:
    if run_id not in RUNS:
        return {"error": f"No run '{run_id}'. Use list_runs to find run ids."}
    run = RUNS[run_id]
    if run["status"] in ("running", "queued"):
        return {"error": f"{run_id} is still {run['status']}; cancel it first or wait for it to finish."}
    jobs = [j["name"] for j in run["jobs"] if not only_failed_jobs or j["status"] in ("failed", "skipped", "cancelled")]
    new_id = f"run_{7760 + int(run_id.removeprefix('run_')) % 40}"
    return {
        "new_run_id": new_id,
        "rerun_of": run_id,
        "repo": run["repo"],
        "branch": run["branch"],
        "commit": run["commit"],
        "jobs_queued": jobs,
        "only_failed_jobs": bool(only_failed_jobs),
        "status": "queued",
        "url": f"https://ci.shipyard.dev/{run['repo']}/runs/{new_id.removeprefix('run_')}",
    }


def cancel_run(run_id: str) -> dict[str, Any]:
    if run_id not in RUNS:
        return {"error": f"No run '{run_id}'. Use list_runs to find run ids."}
    run = RUNS[run_id]
    if run["status"] not in ("running", "queued"):
        return {"error": f"{run_id} already finished ({run['status']}); only queued or running runs can be cancelled."}
    return {
        "run_id": run_id,
        "repo": run["repo"],
        "branch": run["branch"],
        "status": "cancelled",
        "cancelled_at": "2026-12-10T14:21",
        "cancelled_by": "tomasz.nowak",
        "jobs_stopped": ["unit-tests", "build-image"],
    }


def list_deployments(repo: str, environment: str | None = None) -> dict[str, Any]:
    if repo not in REPOS:
        return _unknown_repo(repo)
    if environment not in (None, "staging", "production"):
        return {"error": "environment must be staging, production or null"}
    out: dict[str, Any] = {}
    for env in ("production", "staging"):
        if environment and env != environment:
            continue
        rows = [d for d in DEPLOYMENTS if d["repo"] == repo and d["environment"] == env]
        out[env] = {
            "current": next((d for d in rows if d["status"] == "active"), None),
            "awaiting_approval": [d for d in rows if d["status"] == "awaiting_approval"],
            "history": [d for d in rows if d["status"] == "superseded"],
        }
    return {"repo": repo, "environments": out, "timezone": "Europe/Berlin"}


def _resolve_ref(repo: str, ref: str) -> tuple[str, str] | None:
    """(commit, version label) for a branch, tag or commit of the repo."""
    runs = sorted((r for r in RUNS.values() if r["repo"] == repo), key=lambda r: r["started_at"], reverse=True)
    for run in runs:
        if ref == run["branch"]:
            return run["commit"], f"{ref}@{run['commit']}"
    for run in runs:
        if len(ref) >= 7 and run["commit"].startswith(ref[:7]):
            return run["commit"], run["commit"]
    for dep in DEPLOYMENTS:
        if dep["repo"] == repo and ref.lstrip("v") == dep["version"].lstrip("v"):
            return dep["commit"], dep["version"]
    return None


def deploy(repo: str, ref: str, environment: str, options: dict[str, Any]) -> dict[str, Any]:
    if repo not in REPOS:
        return _unknown_repo(repo)
    resolved = _resolve_ref(repo, str(ref))
    if resolved is None:
        return {"error": f"Ref '{ref}' not found in {repo}. Use a branch name, a release tag like v2.14.0 or a commit SHA."}
    commit, label = resolved
    opts = options or {}
    strategy = opts.get("strategy") or "rolling"
    canary = opts.get("canary_percent")
    if strategy == "canary" and canary is None:
        canary = 10
    base = {
        "deployment_id": "dep_3315",
        "repo": repo,
        "environment": environment,
        "ref": ref,
        "commit": commit,
        "version": label,
        "strategy": strategy,
        "canary_percent": canary if strategy == "canary" else None,
        "notify_channels": opts.get("notify_channels") or [],
        "webhook_url": opts.get("webhook_url"),
    }
    if environment == "production":
        return {
            **base,
            "status": "awaiting_approval",
            "approval_id": "apr_921",
            "approvers": APPROVERS,
            "note": "Production deploys start once a second maintainer approves.",
        }
    return {**base, "status": "in_progress", "started_at": "2026-12-10T14:21", "eta_minutes": 4}


def rollback(repo: str, environment: str, target_deployment_id: str, reason: str | None = None) -> dict[str, Any]:
    if repo not in REPOS:
        return _unknown_repo(repo)
    rows = [d for d in DEPLOYMENTS if d["repo"] == repo and d["environment"] == environment]
    target = next((d for d in rows if d["deployment_id"] == target_deployment_id), None)
    if target is None:
        return {
            "error": f"Deployment '{target_deployment_id}' is not in the {environment} history of {repo}; use list_deployments."
        }
    if target["status"] != "superseded":
        return {"error": f"{target_deployment_id} ({target['version']}) is {target['status']}, not a previous release."}
    current = next(d for d in rows if d["status"] == "active")
    return {
        "rollback_deployment_id": "dep_3316",
        "repo": repo,
        "environment": environment,
        "status": "in_progress",
        "from_version": current["version"],
        "to_version": target["version"],
        "to_commit": target["commit"],
        "approval_required": False,
        "reason": reason,
        "started_at": "2026-12-10T14:21",
        "eta_minutes": 3,
    }


def approve_deployment(approval_id: str, decision: str, comment: str | None) -> dict[str, Any]:
    pending = next((d for d in DEPLOYMENTS if d.get("approval_id") == approval_id), None)
    if pending is None:
        return {"error": f"No pending approval '{approval_id}'. Pending approvals are listed by list_deployments."}
    status = "deploying" if decision == "approve" else "rejected"
    return {
        "approval_id": approval_id,
        "deployment_id": pending["deployment_id"],
        "repo": pending["repo"],
        "environment": pending["environment"],
        "version": pending["version"],
        "decision": decision,
        "comment": comment,
        "decided_by": "tomasz.nowak",
        "deployment_status": status,
        "decided_at": "2026-12-10T14:21",
    }


def set_env_var(repo: str, environment: str, name: str, value: str, secret: bool) -> dict[str, Any]:
    if repo not in REPOS:
        return _unknown_repo(repo)
    if not re.fullmatch(r"[A-Z][A-Z0-9_]*", str(name)):
        return {"error": f"'{name}' is not a valid variable name (UPPER_SNAKE_CASE)."}
    return {
        "repo": repo,
        "environment": environment,
        "name": name,
        "secret": bool(secret),
        "value": "•••••• (write-only)" if secret else value,
        "revision": 14,
        "updated_by": "tomasz.nowak",
        "applies": "on the next deploy or restart of this environment",
    }


REPO = {
    "type": "string",
    "pattern": "^[a-z0-9-]+/[a-z0-9._-]+$",
    "description": "Repository as owner/name, e.g. kestrel-labs/checkout-api",
}
ENVIRONMENT = {"type": "string", "enum": ["staging", "production"]}
RUN_ID = {"type": "string", "description": "Run id, e.g. run_7741"}

DEPLOY_TOOLS = [
    ToolDef(
        "list_runs",
        "Recent pipeline runs of a repository, newest first (status only; use get_run for jobs and logs).",
        {
            "type": "object",
            "properties": {
                "repo": REPO,
                "branch": {"type": ["string", "null"], "description": "Filter by branch name; null for all branches"},
                "status": {
                    "anyOf": [
                        {"type": "string", "enum": ["queued", "running", "success", "failed", "cancelled"]},
                        {"type": "null"},
                    ]
                },
                "limit": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5},
            },
            "required": ["repo"],
        },
        list_runs,
    ),
    ToolDef(
        "get_run",
        "One run in detail: jobs, their status, and the failing step with a log excerpt.",
        {"type": "object", "properties": {"run_id": RUN_ID}, "required": ["run_id"]},
        get_run,
    ),
    ToolDef(
        "rerun_run",
        "Re-run a finished run on the same commit.",
        {
            "type": "object",
            "properties": {
                "run_id": RUN_ID,
                "only_failed_jobs": {
                    "type": "boolean",
                    "description": "true: re-run only failed/skipped jobs; false: the whole pipeline",
                },
            },
            "required": ["run_id"],
        },
        rerun_run,
        act=True,
    ),
    ToolDef(
        "cancel_run",
        "Cancel a queued or running run.",
        {"type": "object", "properties": {"run_id": RUN_ID}, "required": ["run_id"]},
        cancel_run,
        act=True,
    ),
    ToolDef(
        "list_deployments",
        "What is deployed where: per environment the current release, deploys awaiting approval (with approval_id) and "
        "previous releases (with deployment_id, version, commit, time).",
        {
            "type": "object",
            "properties": {
                "repo": REPO,
                "environment": {
                    "type": ["string", "null"],
                    "enum": ["staging", "production", None],
                    "description": "null for both environments",
                },
            },
            "required": ["repo"],
        },
        list_deployments,
    ),
    ToolDef(
        "deploy",
        "Deploy a branch, tag or commit of a repository to an environment. Production deploys wait for approval.",
        {
            "type": "object",
            "properties": {
                "repo": REPO,
                "ref": {"type": "string", "description": "Branch name, release tag (v2.14.0) or commit SHA"},
                "environment": ENVIRONMENT,
                "options": {"$ref": "#/$defs/DeployOptions"},
            },
            "required": ["repo", "ref", "environment", "options"],
            "additionalProperties": False,
            "$defs": {
                "DeployOptions": {
                    "type": "object",
                    "properties": {
                        "strategy": {
                            "type": "string",
                            "enum": ["rolling", "blue_green", "canary"],
                            "description": "rolling is the default",
                        },
                        "canary_percent": {
                            "type": ["integer", "null"],
                            "description": "Share of traffic for the canary step; null = 10",
                        },
                        "notify_channels": {
                            "type": "array",
                            "items": {"type": "string"},
                            "description": "Slack channels to notify, e.g. #deploys",
                        },
                        "webhook_url": {
                            "type": ["string", "null"],
                            "format": "uri",
                            "description": "Optional URL to POST the result to",
                        },
                    },
                    "required": ["strategy", "canary_percent", "notify_channels", "webhook_url"],
                    "additionalProperties": False,
                }
            },
        },
        deploy,
        act=True,
        strict=True,
    ),
    ToolDef(
        "rollback",
        "Roll an environment back to one of its previous releases (no approval needed, allowed during freezes).",
        {
            "type": "object",
            "properties": {
                "repo": REPO,
                "environment": ENVIRONMENT,
                "target_deployment_id": {"type": "string", "description": "deployment_id of the previous release to go back to"},
                "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["repo", "environment", "target_deployment_id"],
        },
        rollback,
        act=True,
    ),
    ToolDef(
        "approve_deployment",
        "Approve or reject a production deploy that is awaiting approval.",
        {
            "type": "object",
            "properties": {
                "approval_id": {"type": "string", "description": "e.g. apr_918"},
                "decision": {"type": "string", "enum": ["approve", "reject"]},
                "comment": {"type": ["string", "null"]},
            },
            "required": ["approval_id", "decision", "comment"],
            "additionalProperties": False,
        },
        approve_deployment,
        act=True,
        strict=True,
    ),
    ToolDef(
        "set_env_var",
        "Create or overwrite an environment variable of a repository's environment.",
        {
            "type": "object",
            "properties": {
                "repo": REPO,
                "environment": ENVIRONMENT,
                "name": {"type": "string", "description": "UPPER_SNAKE_CASE"},
                "value": {"type": "string"},
                "secret": {"type": "boolean", "description": "true for tokens, keys and passwords (write-only afterwards)"},
            },
            "required": ["repo", "environment", "name", "value", "secret"],
        },
        set_env_var,
        act=True,
    ),
]

DEPLOY_INSTRUCTIONS = """You are Shipyard Assistant, the chat helper in the Shipyard CI/CD console.
Now: Thursday 10 December 2026, 14:20 (Europe/Berlin; all tool times are Berlin local time).

Signed in: Tomasz Nowak (tomasz.nowak@kestrel.dev), maintainer in the org kestrel-labs.
Repositories (owner/name):
- kestrel-labs/checkout-api: payments backend (Go)
- kestrel-labs/web-storefront: the shop front end (Next.js), people call it "storefront"
- kestrel-labs/notifier: email/SMS worker
Environments: staging and production.

Policies:
- Production deploys need approval from a second maintainer (you can't approve your own). Staging deploys start at once.
- Deploy freeze: no production deploys from Friday 18:00 to Monday 08:00, and a holiday freeze from 21 December 2026 to 4 January 2027 inclusive. Rollbacks are allowed at any time, freeze or not.
- Default strategy is rolling (pods replaced a few at a time). Canary sends 10% of traffic to the new release first unless told otherwise, then promotes after 15 minutes of healthy metrics. blue_green starts a full copy and switches all traffic at once after health checks.
- Environment variables holding tokens, keys or passwords must be saved with secret=true; secret values are write-only afterwards.
- Take run ids, deployment ids and approval ids from the tools, never guess them. Be brief."""


# =============================================================================================
# 2. bank_app: Harbour Bank mobile app (5 tools, camelCase)
# =============================================================================================

ACCOUNTS = {
    "CUR-1182": {
        "name": "Everyday Current",
        "sortCode": "40-22-18",
        "accountNumberEnding": "6604",
        "balanceGbp": 1842.17,
        "overdraftLimitGbp": 500.0,
    },
    "SAV-2204": {
        "name": "Rainy Day Saver",
        "sortCode": "40-22-18",
        "accountNumberEnding": "9131",
        "balanceGbp": 6310.00,
        "interestAer": 4.1,
    },
}

TRANSACTIONS = {
    "CUR-1182": [
        {"date": "2026-12-06", "description": "TESCO STORES CARDIFF", "amountGbp": -43.20},
        {"date": "2026-12-04", "description": "BRIGHTLINE LTD SALARY DEC", "amountGbp": 2410.00},
        {"date": "2026-12-04", "description": "NETFLIX.COM", "amountGbp": -10.99},
        {"date": "2026-12-03", "description": "SPAR CATHAYS", "amountGbp": -6.85},
        {"date": "2026-12-01", "description": "SO CARDIFF BAY LETTINGS FLAT 3B RENT", "amountGbp": -875.00},
        {"date": "2026-11-30", "description": "TFW RAIL CARDIFF CENTRAL", "amountGbp": -14.60},
        {"date": "2026-11-27", "description": "AMAZON.CO.UK", "amountGbp": -23.99},
        {"date": "2026-11-24", "description": "SO MEGAN EVANS SAVINGS POT", "amountGbp": -50.00},
    ],
    "SAV-2204": [
        {"date": "2026-12-01", "description": "INTEREST PAID", "amountGbp": 21.34},
        {"date": "2026-11-05", "description": "TRANSFER FROM CUR-1182", "amountGbp": 200.00},
    ],
}

STANDING_ORDERS = [
    {
        "standingOrderId": "SO-3301",
        "payeeId": "PAY-02",
        "payee": "Cardiff Bay Lettings Ltd",
        "amountGbp": 875.00,
        "frequency": "monthly",
        "nextPayment": "2027-01-01",
        "endDate": None,
        "reference": "FLAT 3B RENT",
    },
    {
        "standingOrderId": "SO-3302",
        "payeeId": "PAY-03",
        "payee": "Ystrad Mynach Football Club",
        "amountGbp": 12.00,
        "frequency": "monthly",
        "nextPayment": "2026-12-15",
        "endDate": None,
        "reference": "SUBS R EVANS",
    },
    {
        "standingOrderId": "SO-3303",
        "payeeId": "PAY-01",
        "payee": "Megan Evans",
        "amountGbp": 50.00,
        "frequency": "monthly",
        "nextPayment": "2026-12-24",
        "endDate": "2027-06-24",
        "reference": "SAVINGS POT",
    },
]

PAYEES = [
    {
        "payeeId": "PAY-01",
        "name": "Megan Evans",
        "type": "uk",
        "sortCode": "30-90-12",
        "accountNumberEnding": "4410",
        "currency": "GBP",
        "lastPaid": "2026-11-24",
    },
    {
        "payeeId": "PAY-02",
        "name": "Cardiff Bay Lettings Ltd",
        "type": "uk",
        "sortCode": "20-45-77",
        "accountNumberEnding": "0921",
        "currency": "GBP",
        "lastPaid": "2026-12-01",
    },
    {
        "payeeId": "PAY-03",
        "name": "Ystrad Mynach Football Club",
        "type": "uk",
        "sortCode": "53-61-07",
        "accountNumberEnding": "7765",
        "currency": "GBP",
        "lastPaid": "2026-11-15",
    },
    {
        "payeeId": "PAY-04",
        "name": "Jac Morgan",
        "type": "uk",
        "sortCode": "09-01-28",
        "accountNumberEnding": "3302",
        "currency": "GBP",
        "lastPaid": "2026-10-19",
    },
    {
        "payeeId": "PAY-05",
        "name": "Bethan Price",
        "type": "uk",
        "sortCode": "60-83-71",
        "accountNumberEnding": "5518",
        "currency": "GBP",
        "lastPaid": None,
    },
    {
        "payeeId": "PAY-06",
        "name": "Lucía Fernández",
        "type": "international",
        "iban": "ES91 •••• •••• •••• •••• 1332",
        "country": "ES",
        "currency": "EUR",
        "lastPaid": "2026-09-02",
    },
    {
        "payeeId": "PAY-07",
        "name": "Octopus Energy",
        "type": "uk",
        "sortCode": "40-12-76",
        "accountNumberEnding": "0083",
        "currency": "GBP",
        "lastPaid": "2026-11-20",
    },
]

EUR_TO_GBP = 0.8640


def get_account_summary(accountId: str | None = None) -> dict[str, Any]:
    if accountId is not None and accountId not in ACCOUNTS:
        return {"error": f"No account '{accountId}'. Your accounts: CUR-1182 (Everyday Current), SAV-2204 (Rainy Day Saver)."}
    rows = []
    for acc_id, acc in ACCOUNTS.items():
        if accountId and acc_id != accountId:
            continue
        row = {"accountId": acc_id, **acc, "recentTransactions": TRANSACTIONS[acc_id]}
        if acc_id == "CUR-1182":
            row["availableGbp"] = round(acc["balanceGbp"] + acc["overdraftLimitGbp"], 2)
            row["standingOrders"] = STANDING_ORDERS
        rows.append(row)
    return {"customer": "Rhys Evans", "asOf": "2026-12-07T09:10", "currency": "GBP", "accounts": rows}


def list_payees(search: str | None = None) -> dict[str, Any]:
    rows = [p for p in PAYEES if not search or _fold(search) in _fold(p["name"])]
    out: dict[str, Any] = {"count": len(rows), "payees": rows}
    if search and not rows:
        out["note"] = f"No saved payee matches '{search}'. New payees can only be added in the app with a one-time passcode."
    return out


def _payee(payee_id: str) -> dict[str, Any] | None:
    return next((p for p in PAYEES if p["payeeId"] == payee_id), None)


def send_payment(
    payeeId: str,
    amount: float,
    currency: str,
    reference: str | None = None,
    fromAccountId: str = "CUR-1182",
    paymentDate: str | None = None,
) -> dict[str, Any]:
    payee = _payee(payeeId)
    if payee is None:
        return {"error": f"No saved payee '{payeeId}'. Use listPayees to find payee ids."}
    if fromAccountId != "CUR-1182":
        return {"error": "Payments to other people can only be made from the Everyday Current account (CUR-1182)."}
    if currency != payee["currency"]:
        return {"error": f"{payee['name']}'s account is in {payee['currency']}; send the payment in {payee['currency']}."}
    if not isinstance(amount, (int, float)) or amount <= 0:
        return {"error": "amount must be a positive number"}
    if reference and len(reference) > 18:
        return {"error": "reference can be at most 18 characters"}
    when = paymentDate or "2026-12-07"
    base = {
        "paymentId": f"PMT-{77100 + int(amount * 100) % 900}",
        "status": "sent" if when == "2026-12-07" else "scheduled",
        "payee": payee["name"],
        "payeeId": payeeId,
        "amount": amount,
        "currency": currency,
        "reference": reference,
        "fromAccountId": fromAccountId,
        "paymentDate": when,
    }
    if currency == "EUR":
        gbp = round(amount * EUR_TO_GBP, 2)
        total = round(gbp + 4.0, 2)
        return {
            **base,
            "scheme": "SEPA via partner bank",
            "rateGbpPerEur": EUR_TO_GBP,
            "amountGbp": gbp,
            "feeGbp": 4.00,
            "totalDebitedGbp": total,
            "expectedArrival": "2026-12-08 to 2026-12-09",
            "newBalanceGbp": round(ACCOUNTS["CUR-1182"]["balanceGbp"] - total, 2),
        }
    return {
        **base,
        "scheme": "Faster Payments",
        "expectedArrival": "within minutes",
        "newBalanceGbp": round(ACCOUNTS["CUR-1182"]["balanceGbp"] - amount, 2),
    }


def create_standing_order(
    fromAccountId: str, payeeId: str, amount: float, frequency: str, firstPaymentDate: str, endDate: str | None, reference: str
) -> dict[str, Any]:
    payee = _payee(payeeId)
    if payee is None:
        return {"error": f"No saved payee '{payeeId}'. Use listPayees to find payee ids."}
    if payee["currency"] != "GBP":
        return {"error": "Standing orders can only be set up to UK payees in GBP."}
    if fromAccountId != "CUR-1182":
        return {"error": "Standing orders can only be paid from the Everyday Current account (CUR-1182)."}
    first = _day(firstPaymentDate)
    if first is None or first < _dt.date(2026, 12, 8):
        return {"error": "firstPaymentDate must be a date at least one working day ahead (2026-12-08 or later)."}
    if len(reference) > 18:
        return {"error": "reference can be at most 18 characters"}
    note = None
    if first.weekday() >= 5 or first == _dt.date(2027, 1, 1):
        note = "Payments due on a weekend or bank holiday are made on the next working day."
    return {
        "standingOrderId": "SO-3310",
        "status": "active",
        "payee": payee["name"],
        "payeeId": payeeId,
        "amountGbp": amount,
        "frequency": frequency,
        "firstPayment": str(first),
        "endDate": endDate,
        "reference": reference,
        "fromAccountId": fromAccountId,
        "note": note,
    }


def cancel_standing_order(standingOrderId: str, reason: str | None = None) -> dict[str, Any]:
    order = next((s for s in STANDING_ORDERS if s["standingOrderId"] == standingOrderId), None)
    if order is None:
        return {"error": f"No standing order '{standingOrderId}'. getAccountSummary lists your standing orders."}
    return {
        "standingOrderId": standingOrderId,
        "status": "cancelled",
        "payee": order["payee"],
        "amountGbp": order["amountGbp"],
        "cancelledAt": "2026-12-07T09:11",
        "nextPaymentStopped": order["nextPayment"],
        "reason": reason,
    }


BANK_TOOLS = [
    ToolDef(
        "getAccountSummary",
        "Balances of the customer's accounts with their recent transactions; the current account also lists its standing orders.",
        {
            "type": "object",
            "properties": {
                "accountId": {
                    "type": ["string", "null"],
                    "enum": ["CUR-1182", "SAV-2204", None],
                    "description": "null for all accounts",
                }
            },
        },
        get_account_summary,
    ),
    ToolDef(
        "listPayees",
        "Saved payees (id, name, bank details, currency).",
        {"type": "object", "properties": {"search": {"type": "string", "description": "Part of the payee's name"}}},
        list_payees,
    ),
    ToolDef(
        "sendPayment",
        "Send a one-off payment to a saved payee, now or on a future date.",
        {
            "type": "object",
            "properties": {
                "payeeId": {"type": "string"},
                "amount": {"type": "number", "exclusiveMinimum": 0},
                "currency": {
                    "type": "string",
                    "pattern": "^[A-Z]{3}$",
                    "description": "ISO 4217 code; must match the payee's currency",
                },
                "reference": {"type": "string", "maxLength": 18},
                "fromAccountId": {"type": "string", "enum": ["CUR-1182", "SAV-2204"], "default": "CUR-1182"},
                "paymentDate": {
                    "anyOf": [{"type": "string", "format": "date"}, {"type": "null"}],
                    "description": "null or omitted = now",
                },
            },
            "required": ["payeeId", "amount", "currency"],
        },
        send_payment,
        act=True,
    ),
    ToolDef(
        "createStandingOrder",
        "Set up a regular payment to a saved UK payee.",
        {
            "type": "object",
            "properties": {
                "fromAccountId": {"type": "string", "enum": ["CUR-1182"]},
                "payeeId": {"type": "string"},
                "amount": {"type": "number", "description": "GBP per payment"},
                "frequency": {"type": "string", "enum": ["weekly", "monthly", "quarterly"]},
                "firstPaymentDate": {"type": "string", "format": "date"},
                "endDate": {"type": ["string", "null"], "description": "YYYY-MM-DD of the last payment; null = until cancelled"},
                "reference": {"type": "string", "description": "Shown on the payee's statement, max 18 characters"},
            },
            "required": ["fromAccountId", "payeeId", "amount", "frequency", "firstPaymentDate", "endDate", "reference"],
            "additionalProperties": False,
        },
        create_standing_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancelStandingOrder",
        "Cancel a standing order (takes effect immediately).",
        {
            "type": "object",
            "properties": {"standingOrderId": {"type": "string", "description": "e.g. SO-3301"}, "reason": {"type": "string"}},
            "required": ["standingOrderId"],
        },
        cancel_standing_order,
        act=True,
    ),
]

BANK_INSTRUCTIONS = """You are the assistant in the Harbour Bank mobile app.
Today is Monday 7 December 2026, 09:10 (UK time). The customer is in Cardiff.

Signed in: Rhys Evans (customer number 55102938).
Accounts: Everyday Current CUR-1182 (sort code 40-22-18) - all payments and standing orders go from this account; Rainy Day Saver SAV-2204 (easy-access savings, 4.1% AER).
Payees, balances, transactions and standing orders come from the tools; take ids from them.
When the payee and the amount are clear, make the payment or change without asking for confirmation. If either is missing, ask.

Policies:
- UK payments in GBP use Faster Payments: they normally arrive within minutes, 24/7. App limit £10,000 per day.
- Payments in EUR to international payees: £4 fee per payment, converted at the Harbour rate on the day, and they arrive in 1-2 working days.
- Standing orders can be weekly, monthly or quarterly, to UK payees only. The first payment must be at least one working day away; payments due on a weekend or bank holiday go on the next working day. To stop a payment, cancel by 23:59 the day before it is due.
- Arranged overdraft on the current account: £500 at 39.9% EAR (variable). No fee for unarranged attempts; payments that would go past the limit are declined.
- New payees can only be added in the app's Payments tab with a one-time passcode, not in this chat.
- Never ask for a card PIN, full card number or passcode."""


# =============================================================================================
# 3. table_booking: Tavola Verde restaurant, Dublin (3 tools, kebab-case)
# =============================================================================================

REST_TODAY = _dt.date(2026, 12, 11)
LUNCH = ["12:00", "12:30", "13:00", "13:30", "14:00"]
DINNER = ["17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00", "21:30"]
LARGE_TABLE_TIMES = {"12:30", "18:00", "21:00"}  # the two big tables (6-8 guests) turn at these times
FULL = {  # (date, band) -> times with no table left; band: small 1-2, mid 3-5, large 6-8
    ("2026-12-12", "small"): {"19:00", "19:30", "20:30"},
    ("2026-12-12", "mid"): {"18:30", "19:00", "19:30", "20:00", "20:30", "21:00"},
    ("2026-12-12", "large"): {"18:00", "21:00"},
    ("2026-12-13", "mid"): {"12:30", "13:00", "19:00", "19:30"},
    ("2026-12-16", "small"): {"17:30", "18:00"},
    ("2026-12-16", "mid"): {"17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"},
    ("2026-12-17", "mid"): {"20:00", "20:30"},
}
TERRACE_CLOSED = {"12:00", "21:30"}  # the heaters run 12:30-21:00
EXISTING_BOOKING = {
    "reference": "TV-5521",
    "date": "2026-12-12",
    "time": "20:00",
    "party_size": 4,
    "area": "indoor",
    "name": "Aoife Brennan",
}


def _band(party: int) -> str:
    return "small" if party <= 2 else "mid" if party <= 5 else "large"


def _slots(day: _dt.date, party: int, service: str | None) -> list[dict[str, Any]]:
    times = (LUNCH if service != "dinner" else []) + (DINNER if service != "lunch" else [])
    full = FULL.get((str(day), _band(party)), set())
    out = []
    for t in times:
        if t in full or (party >= 6 and t not in LARGE_TABLE_TIMES):
            continue
        areas = ["indoor"] if party >= 6 or t in TERRACE_CLOSED else ["indoor", "terrace"]
        out.append({"time": t, "service": "lunch" if t in LUNCH else "dinner", "areas": areas})
    return out


def _check_day(day: _dt.date | None, party: Any) -> str | None:
    if day is None:
        return "date must be YYYY-MM-DD"
    if day < REST_TODAY:
        return f"{day} is in the past (today is 2026-12-11)."
    if day > REST_TODAY + _dt.timedelta(days=60):
        return "Online bookings open 60 days ahead."
    if not isinstance(party, int) or party < 1:
        return "party_size must be a whole number of guests"
    if party > 8:
        return "Online bookings are for up to 8 guests; for 9 or more call 01 555 0199."
    if day.weekday() == 0:
        return f"We're closed on Mondays ({day.strftime('%A %d %B')})."
    return None


def check_availability(date: str, party_size: int, service: str | None = None) -> dict[str, Any]:
    day = _day(date)
    problem = _check_day(day, party_size)
    if problem:
        return {"error": problem}
    slots = _slots(day, party_size, service)
    return {
        "date": str(day),
        "weekday": day.strftime("%A"),
        "party_size": party_size,
        "service": service or "all",
        "available": slots,
        "deposit_eur_per_person": 10 if party_size >= 6 else 0,
        "note": "Times not listed are fully booked." if slots else "Fully booked for this party size; try another day.",
    }


def booking_ref(day: str, clock: str, party: int) -> str:
    hour, minute = (int(x) for x in clock.split(":"))
    number = 5530 + (_dt.date.fromisoformat(day).day * 13 + hour * 3 + minute // 30 + party) % 70
    return f"TV-{number}"


def book_table(
    date: str,
    time: str,
    party_size: int,
    name: str,
    email: str = "aoife.brennan@example.ie",
    phone: str | None = None,
    area: str = "no_preference",
    occasion: str | None = None,
    notes: str | None = None,
) -> dict[str, Any]:
    day = _day(date)
    problem = _check_day(day, party_size)
    if problem:
        return {"error": problem}
    clock = _clock(time)
    if clock is None:
        return {"error": "time must be HH:MM, e.g. 19:30"}
    hhmm = f"{clock[0]:02d}:{clock[1]:02d}"
    slot = next((s for s in _slots(day, party_size, None) if s["time"] == hhmm), None)
    if slot is None:
        return {"error": f"No table for {party_size} at {hhmm} on {day}. Use check-availability to see free times."}
    if area not in ("no_preference", None) and area not in slot["areas"]:
        return {"error": f"The {area} is not available at {hhmm} for {party_size}; available: {', '.join(slot['areas'])}."}
    seat = slot["areas"][0] if area in ("no_preference", None) else area
    deposit = 10 * party_size if party_size >= 6 else 0
    return {
        "reference": booking_ref(str(day), hhmm, party_size),
        "status": "confirmed",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "time": hhmm,
        "party_size": party_size,
        "area": seat,
        "name": name,
        "occasion": occasion,
        "notes": notes,
        "deposit_eur": deposit,
        "deposit_charged": deposit > 0,
        "confirmation_sent_to": email,
        "table_held_for_minutes": 15,
    }


def cancel_booking(reference: str, reason: str | None = None) -> dict[str, Any]:
    if str(reference).upper() != EXISTING_BOOKING["reference"]:
        return {"error": f"No upcoming booking '{reference}' for aoife.brennan@example.ie."}
    return {
        "reference": "TV-5521",
        "status": "cancelled",
        "was": {k: v for k, v in EXISTING_BOOKING.items() if k != "reference"},
        "deposit_refund_eur": 0,
        "charge_eur": 0,
        "reason": reason,
        "cancelled_at": "2026-12-11T16:46",
    }


TABLE_TOOLS = [
    ToolDef(
        "check-availability",
        "Free table times at Tavola Verde for a date and party size.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "party_size": {"type": "integer", "minimum": 1, "maximum": 8},
                "service": {"type": ["string", "null"], "enum": ["lunch", "dinner", None], "description": "null for both"},
            },
            "required": ["date", "party_size"],
        },
        check_availability,
    ),
    ToolDef(
        "book-table",
        "Book a table. Checks availability itself and sends a confirmation email. Parties of 6 or more pay a €10 per person "
        "deposit with the card on the guest's account.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "time": {"type": "string", "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$", "description": "24-hour HH:MM"},
                "party_size": {"type": "integer", "minimum": 1, "maximum": 8},
                "name": {"type": "string", "description": "Name the booking is under"},
                "email": {"type": "string", "format": "email"},
                "phone": {"type": "string", "description": "International format, e.g. +353 87 555 0142"},
                "area": {"type": "string", "enum": ["indoor", "terrace", "no_preference"], "default": "no_preference"},
                "occasion": {
                    "anyOf": [{"type": "string", "enum": ["birthday", "anniversary", "business", "other"]}, {"type": "null"}]
                },
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Allergies, high chair, etc."},
            },
            "required": ["date", "time", "party_size", "name"],
        },
        book_table,
        act=True,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel a booking by its reference.",
        {
            "type": "object",
            "properties": {
                "reference": {"type": "string", "description": "e.g. TV-5521"},
                "reason": {"type": ["string", "null"]},
            },
            "required": ["reference"],
        },
        cancel_booking,
        act=True,
    ),
]

TABLE_INSTRUCTIONS = """You are the booking assistant of Tavola Verde, an Italian restaurant at 14 Dawson Street, Dublin 2.
It is Friday 11 December 2026, 16:45 (Dublin time).

Signed-in guest: Aoife Brennan, aoife.brennan@example.ie, +353 87 555 0142.
Her upcoming booking: TV-5521 - Saturday 12 December 2026 at 20:00, 4 guests, indoor.

Restaurant facts and policies:
- Open Tuesday to Sunday; closed Mondays. Lunch 12:00-15:00 (last seating 14:00), dinner 17:30-22:30 (last seating 21:30).
- Online bookings for 1-8 guests, up to 60 days ahead. 9 or more: call 01 555 0199.
- Parties of 6 or more pay a €10 per person deposit when booking, taken off the bill. It is refunded if you cancel more than 24 hours before; later cancellations or no-shows lose it. Smaller parties pay no deposit.
- Tables are held for 15 minutes after the booking time.
- The terrace is covered and heated (12:30-21:00). Dogs are welcome on the terrace only, not indoors (assistance dogs everywhere).
- Gluten-free pasta and pizza bases on request (prepared separately, but not in a certified gluten-free kitchen); vegan options marked on the menu. Children's menu until 19:00.
Book under the guest's name and email unless told otherwise."""


# =============================================================================================
# 4. smart_home: Lumo home hub (4 tools, PascalCase)
# =============================================================================================

DEVICES: dict[str, dict[str, Any]] = {
    "light.living_ceiling": {
        "name": "Living room ceiling light",
        "room": "living_room",
        "type": "light",
        "state": {"power": True, "brightness": 70},
    },
    "light.living_lamp": {
        "name": "Living room floor lamp",
        "room": "living_room",
        "type": "light",
        "state": {"power": False, "brightness": 0, "colorTempK": 2700},
    },
    "cover.living_blinds": {"name": "Living room blinds", "room": "living_room", "type": "cover", "state": {"position": 100}},
    "climate.living": {
        "name": "Living room thermostat (heat pump)",
        "room": "living_room",
        "type": "climate",
        "state": {"mode": "heat", "targetTempC": 21.0, "currentTempC": 20.4},
    },
    "light.kitchen": {
        "name": "Kitchen spotlights",
        "room": "kitchen",
        "type": "light",
        "state": {"power": True, "brightness": 100},
    },
    "light.hallway": {"name": "Hallway light", "room": "hallway", "type": "light", "state": {"power": True, "brightness": 40}},
    "lock.front_door": {
        "name": "Front door lock",
        "room": "hallway",
        "type": "lock",
        "state": {"locked": False, "lastChange": "2026-12-12T18:42 unlocked with keypad"},
    },
    "light.bedroom_lamp": {
        "name": "Bedroom bedside lamp",
        "room": "bedroom",
        "type": "light",
        "state": {"power": False, "brightness": 0},
    },
    "climate.bedroom": {
        "name": "Bedroom panel heater",
        "room": "bedroom",
        "type": "climate",
        "state": {"mode": "heat", "targetTempC": 18.0, "currentTempC": 18.6},
    },
    "switch.office_heater": {
        "name": "Office heater plug",
        "room": "office",
        "type": "switch",
        "state": {"power": True, "since": "2026-12-12T17:05", "powerW": 1180},
    },
}

SCENES = {
    "movie": [
        ("light.living_ceiling", {"power": True, "brightness": 10}),
        ("light.living_lamp", {"power": True, "brightness": 30}),
        ("cover.living_blinds", {"position": 0}),
    ],
    "good_night": [(d, {"power": False}) for d in DEVICES if d.startswith("light.")]
    + [
        ("lock.front_door", {"locked": True}),
        ("climate.living", {"targetTempC": 17.0}),
        ("climate.bedroom", {"targetTempC": 17.0}),
    ],
    "away": [(d, {"power": False}) for d in DEVICES if d.startswith(("light.", "switch."))]
    + [
        ("lock.front_door", {"locked": True}),
        ("climate.living", {"targetTempC": 15.0}),
        ("climate.bedroom", {"targetTempC": 15.0}),
    ],
    "morning": [
        ("light.kitchen", {"power": True, "brightness": 80}),
        ("light.hallway", {"power": True, "brightness": 50}),
        ("cover.living_blinds", {"position": 100}),
        ("climate.living", {"targetTempC": 21.0}),
    ],
}

CAPABILITIES = {
    "light": {"power", "brightness", "colorTempK"},
    "climate": {"targetTempC"},
    "lock": {"locked"},
    "cover": {"position"},
    "switch": {"power"},
}


def get_device_states(room: str | None = None, deviceType: str | None = None) -> dict[str, Any]:
    rows = [
        {"deviceId": k, "name": d["name"], "room": d["room"], "type": d["type"], "state": d["state"]}
        for k, d in DEVICES.items()
        if (room is None or d["room"] == room) and (deviceType is None or d["type"] == deviceType)
    ]
    return {"home": "Fjellveien 12", "asOf": "2026-12-12T21:30", "outdoorTempC": -2.5, "devices": rows}


def _apply(device_id: str, settings: dict[str, Any]) -> dict[str, Any]:
    device = DEVICES.get(device_id)
    if device is None:
        return {"error": f"Unknown device '{device_id}'. Device ids look like light.kitchen; GetDeviceStates lists them."}
    given = {k: v for k, v in (settings or {}).items() if v is not None}
    usable = {k: v for k, v in given.items() if k in CAPABILITIES[device["type"]]}
    if not usable:
        return {
            "error": f"{device['name']} ({device['type']}) supports {sorted(CAPABILITIES[device['type']])}; got {sorted(given)}."
        }
    if usable.get("locked") is False:
        return {"error": "For safety the front door can only be unlocked in the Lumo app with your PIN, or at the keypad."}
    if "targetTempC" in usable and not 5 <= float(usable["targetTempC"]) <= 28:
        return {"error": "targetTempC must be between 5 and 28."}
    new = dict(device["state"])
    new.update(usable)
    if device["type"] == "light":
        if usable.get("brightness"):
            new["power"] = True
        if usable.get("power") is False:
            new["brightness"] = 0
        if usable.get("power") is True and not new.get("brightness"):
            new["brightness"] = 100
    if device["type"] == "lock" and usable.get("locked"):
        new["lastChange"] = "2026-12-12T21:30 locked via hub"
    return {"deviceId": device_id, "name": device["name"], "previousState": device["state"], "newState": new}


def set_device(deviceId: str, settings: dict[str, Any]) -> dict[str, Any]:
    result = _apply(deviceId, settings)
    if "error" not in result:
        result["ok"] = True
    return result


def run_scene(sceneId: str, transitionSeconds: int = 0) -> dict[str, Any]:
    if sceneId not in SCENES:
        return {"error": f"Unknown scene '{sceneId}'. Scenes: {', '.join(SCENES)}."}
    changes = [{"deviceId": d, "name": DEVICES[d]["name"], "set": s} for d, s in SCENES[sceneId]]
    return {"sceneId": sceneId, "status": "done", "transitionSeconds": transitionSeconds, "changes": changes}


DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def create_automation(name: str, trigger: dict[str, Any], actions: list[dict[str, Any]], enabled: bool = True) -> dict[str, Any]:
    kind = (trigger or {}).get("type")
    days = [d for d in DAY_NAMES if d in ((trigger or {}).get("days") or DAY_NAMES)]
    if kind == "time":
        clock = _clock((trigger or {}).get("time"))
        if clock is None:
            return {"error": "A time trigger needs time as HH:MM."}
        when = f"{clock[0]:02d}:{clock[1]:02d}"
    elif kind in ("sunrise", "sunset"):
        offset = (trigger or {}).get("offsetMinutes") or 0
        when = kind + (f" {offset:+d} min" if offset else "")
    else:
        return {"error": "trigger.type must be time, sunrise or sunset"}
    if not actions:
        return {"error": "An automation needs at least one action."}
    steps = []
    for action in actions:
        result = _apply(action.get("deviceId", ""), action.get("settings") or {})
        if "error" in result:
            return result
        steps.append(
            {
                "deviceId": result["deviceId"],
                "name": result["name"],
                "set": {k: v for k, v in (action.get("settings") or {}).items() if v is not None},
            }
        )
    next_day = next(
        _dt.date(2026, 12, 13) + _dt.timedelta(days=i)
        for i in range(7)
        if DAY_NAMES[(_dt.date(2026, 12, 13) + _dt.timedelta(days=i)).weekday()] in days
    )
    return {
        "automationId": "auto_0412",
        "name": name,
        "enabled": bool(enabled),
        "trigger": {"type": kind, "at": when, "days": days},
        "actions": steps,
        "nextRun": f"{next_day}T{when}" if kind == "time" else f"{next_day} ({when})",
        "timezone": "Europe/Oslo",
    }


DEVICE_SETTINGS = {
    "type": "object",
    "description": "Only the fields given are changed; null or omitted = unchanged.",
    "properties": {
        "power": {"anyOf": [{"type": "boolean"}, {"type": "null"}], "description": "lights and switches"},
        "brightness": {
            "anyOf": [{"type": "integer", "minimum": 0, "maximum": 100}, {"type": "null"}],
            "description": "lights, percent",
        },
        "colorTempK": {"anyOf": [{"type": "integer", "minimum": 2200, "maximum": 6500}, {"type": "null"}]},
        "targetTempC": {
            "anyOf": [{"type": "number", "minimum": 5, "maximum": 28}, {"type": "null"}],
            "description": "thermostats",
        },
        "locked": {"anyOf": [{"type": "boolean"}, {"type": "null"}], "description": "locks (true only: unlocking is app-only)"},
        "position": {
            "anyOf": [{"type": "integer", "minimum": 0, "maximum": 100}, {"type": "null"}],
            "description": "blinds: 0 = fully closed, 100 = fully open",
        },
    },
}

HOME_TOOLS = [
    ToolDef(
        "GetDeviceStates",
        "Current state of the home's devices (lights, thermostats, lock, blinds, plugs), optionally filtered.",
        {
            "type": "object",
            "properties": {
                "room": {"type": ["string", "null"], "enum": ["living_room", "kitchen", "hallway", "bedroom", "office", None]},
                "deviceType": {
                    "anyOf": [{"type": "string", "enum": ["light", "climate", "lock", "cover", "switch"]}, {"type": "null"}]
                },
            },
        },
        get_device_states,
    ),
    ToolDef(
        "SetDevice",
        "Change one device.",
        {
            "type": "object",
            "properties": {"deviceId": {"type": "string", "description": "e.g. light.kitchen"}, "settings": DEVICE_SETTINGS},
            "required": ["deviceId", "settings"],
        },
        set_device,
        act=True,
    ),
    ToolDef(
        "RunScene",
        "Run a saved scene (several devices at once).",
        {
            "type": "object",
            "properties": {
                "sceneId": {"type": "string", "enum": list(SCENES)},
                "transitionSeconds": {"type": "integer", "minimum": 0, "maximum": 60},
            },
            "required": ["sceneId"],
        },
        run_scene,
        act=True,
    ),
    ToolDef(
        "CreateAutomation",
        "Create a rule that changes devices automatically at a time of day or relative to sunrise/sunset, on chosen weekdays.",
        {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "trigger": {"$ref": "#/$defs/Trigger"},
                "actions": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/Action"}},
                "enabled": {"type": "boolean", "default": True},
            },
            "required": ["name", "trigger", "actions"],
            "$defs": {
                "Trigger": {
                    "type": "object",
                    "properties": {
                        "type": {"type": "string", "enum": ["time", "sunrise", "sunset"]},
                        "time": {
                            "anyOf": [{"type": "string", "pattern": "^\\d{2}:\\d{2}$"}, {"type": "null"}],
                            "description": "HH:MM for type=time",
                        },
                        "offsetMinutes": {"type": ["integer", "null"], "description": "for sunrise/sunset, e.g. -30"},
                        "days": {
                            "type": "array",
                            "items": {"type": "string", "enum": DAY_NAMES},
                            "description": "empty = every day",
                        },
                    },
                    "required": ["type"],
                },
                "Action": {
                    "type": "object",
                    "properties": {"deviceId": {"type": "string"}, "settings": {"$ref": "#/$defs/Settings"}},
                    "required": ["deviceId", "settings"],
                },
                "Settings": DEVICE_SETTINGS,
            },
        },
        create_automation,
        act=True,
    ),
]

HOME_INSTRUCTIONS = """You are the voice/chat assistant of a Lumo home hub.
Now: Saturday 12 December 2026, 21:30, Bergen, Norway (Europe/Oslo). Temperatures are in °C.

Household: Ingrid Solberg (signed in) and Erik Solberg, Fjellveien 12.
Devices (id - name):
- light.living_ceiling - Living room ceiling light (dimmable)
- light.living_lamp - Living room floor lamp (dimmable, warm/cool white)
- cover.living_blinds - Living room blinds
- climate.living - Living room thermostat (heat pump)
- light.kitchen - Kitchen spotlights (dimmable)
- light.hallway - Hallway light (dimmable)
- lock.front_door - Front door lock
- light.bedroom_lamp - Bedroom bedside lamp (dimmable)
- climate.bedroom - Bedroom panel heater (thermostat)
- switch.office_heater - Office heater plug
Scenes: movie (ceiling light 10%, floor lamp 30%, blinds closed); good_night (all lights off, front door locked, both thermostats 17 °C); away (all lights and the office heater off, front door locked, both thermostats 15 °C); morning (kitchen 80%, hallway 50%, blinds open, living room 21 °C).

Rules:
- For safety the front door can be locked from here but only unlocked in the Lumo app with the household PIN, or at the door keypad. Guests can be given a temporary keypad code in the app (Settings > Lock > Guest codes).
- Thermostats accept 5-28 °C.
- The office heater plug switches itself off after 4 hours on.
Use GetDeviceStates for current states; don't guess them."""


# =============================================================================================
# 5. repeat_prescriptions: Millbrook Surgery repeat prescription desk (1 tool, snake_case)
# =============================================================================================

MEDICATIONS = {
    "MED-101": "Salbutamol 100 micrograms/dose inhaler (blue reliever), 1 inhaler",
    "MED-102": "Clenil Modulite 100 micrograms/dose inhaler (brown preventer), 1 inhaler",
    "MED-103": "Ramipril 5 mg capsules, 28",
    "MED-104": "Atorvastatin 20 mg tablets, 28",
    "MED-105": "Omeprazole 20 mg gastro-resistant capsules, 56",
}
PHARMACIES = {
    "boots_sidwell_street": "Boots, 64 Sidwell Street, Exeter EX4 6RE",
    "millbrook_dispensary": "Millbrook Surgery dispensary, Millbrook Lane, Exeter EX2 6AN",
    "well_heavitree_road": "Well Pharmacy, 52 Heavitree Road, Exeter EX1 2LQ",
}


def request_repeat_prescription(
    items: list[dict[str, Any]], collect_from: str, urgent: bool, note_to_gp: str | None
) -> dict[str, Any]:
    if not items:
        return {"error": "Choose at least one medication from the repeat list."}
    if collect_from not in PHARMACIES:
        return {"error": f"Unknown collection point '{collect_from}'."}
    lines = []
    for item in items:
        med = item.get("medication_id")
        if med not in MEDICATIONS:
            return {"error": f"'{med}' is not on your repeat list. Items: {', '.join(MEDICATIONS)}."}
        lines.append({"medication_id": med, "item": MEDICATIONS[med], "quantity": item.get("quantity", 1)})
    number = 40900 + sum(int(i["medication_id"][-3:]) for i in lines) + (7 if urgent else 0)
    ready = "2026-12-01T17:00" if urgent else "2026-12-03"
    return {
        "request_id": f"RX-{number}",
        "status": "received",
        "items": lines,
        "collect_from": PHARMACIES[collect_from],
        "urgent": bool(urgent),
        "note_to_gp": note_to_gp,
        "ready_from": ready,
        "ready_from_text": "today (Tuesday 1 December) from 17:00" if urgent else "Thursday 3 December 2026",
        "sms_to": "07700 900318",
        "message": "We'll text you when it's ready to collect.",
    }


PRESCRIPTION_TOOLS = [
    ToolDef(
        "request_repeat_prescription",
        "Order items from the patient's repeat prescription list for collection.",
        {
            "type": "object",
            "properties": {
                "items": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "medication_id": {"type": "string", "enum": list(MEDICATIONS)},
                            "quantity": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": 2,
                                "description": "Number of the listed packs/inhalers; usually 1",
                            },
                        },
                        "required": ["medication_id", "quantity"],
                        "additionalProperties": False,
                    },
                },
                "collect_from": {"type": "string", "enum": list(PHARMACIES)},
                "urgent": {"type": "boolean", "description": "Only if the patient will run out within 48 hours"},
                "note_to_gp": {"type": ["string", "null"]},
            },
            "required": ["items", "collect_from", "urgent", "note_to_gp"],
            "additionalProperties": False,
        },
        request_repeat_prescription,
        act=True,
        strict=True,
    ),
]

PRESCRIPTION_INSTRUCTIONS = """You are the online repeat prescription assistant of Millbrook Surgery, Exeter.
Today is Tuesday 1 December 2026, 11:00.

Signed-in patient: Graham Whitley, born 14 March 1961, NHS number 485 777 3456, mobile 07700 900318.
Nominated pharmacy: Boots, Sidwell Street (collect_from boots_sidwell_street) - use it unless the patient asks for another.
Repeat list (id - item - last issued):
- MED-101 - Salbutamol 100 micrograms inhaler (blue reliever), 1 inhaler - 20 October 2026
- MED-102 - Clenil Modulite 100 micrograms inhaler (brown preventer), 1 inhaler - 3 November 2026
- MED-103 - Ramipril 5 mg capsules, 28 - 10 November 2026
- MED-104 - Atorvastatin 20 mg tablets, 28 - 10 November 2026
- MED-105 - Omeprazole 20 mg capsules, 56 - 6 October 2026
Next medication review: February 2027 (booked by the surgery; we'll text you).

Policies:
- Routine requests take 2 full working days (Monday-Friday, not bank holidays) and are then ready at the chosen pharmacy.
- Mark a request urgent only if the patient will run out within 48 hours; urgent requests received before 15:00 on a working day are ready the same day from 17:00.
- Collection can be from the nominated pharmacy, the surgery dispensary (millbrook_dispensary) or Well Pharmacy, Heavitree Road (well_heavitree_road).
- Medicines not on the repeat list need a GP appointment (01392 555210).
- You cannot give medical advice. For questions about medicines, side effects or interactions, suggest the pharmacist or the GP; NHS 111 for urgent advice, 999 in an emergency."""


DOMAINS = [
    Domain("deploy_pipeline", DEPLOY_TOOLS, DEPLOY_INSTRUCTIONS),
    Domain("bank_app", BANK_TOOLS, BANK_INSTRUCTIONS),
    Domain("table_booking", TABLE_TOOLS, TABLE_INSTRUCTIONS),
    Domain("smart_home", HOME_TOOLS, HOME_INSTRUCTIONS),
    Domain("repeat_prescriptions", PRESCRIPTION_TOOLS, PRESCRIPTION_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

CHECKOUT = "kestrel-labs/checkout-api"
STOREFRONT = "kestrel-labs/web-storefront"
NOTIFIER = "kestrel-labs/notifier"
READY_THURSDAY = said("3 December", "3rd December", "December 3", "3 Dec", "Dec 3", "Thursday", "03/12", "2026-12-03")
BANK_ACTS = ["sendPayment", "createStandingOrder", "cancelStandingOrder"]

CASES = [
    # ---------------------------------------------------------------- deploy_pipeline (12)
    Case(
        "fs_ci_log_level",
        "deploy_pipeline",
        "direct",
        [
            Turn(
                "set LOG_LEVEL to debug on notifier staging",
                calls=[
                    ExpectCall(
                        "set_env_var",
                        {
                            "repo": NOTIFIER,
                            "environment": "staging",
                            "name": "LOG_LEVEL",
                            "value": "debug",
                            "secret": boolean(False),
                        },
                    )
                ],
            ),
        ],
        features=("slug", "enum", "boolean"),
    ),
    Case(
        "fs_ci_canary_prod",
        "deploy_pipeline",
        "direct",
        [
            Turn(
                "deploy notifier main to prod as a canary at 25%, ping #notifier-deploys",
                calls=[
                    ExpectCall(
                        "deploy",
                        {
                            "repo": NOTIFIER,
                            "ref": "main",
                            "environment": "production",
                            "options": fields(
                                strategy="canary", canary_percent=25, notify_channels=has_items(contains("notifier-deploys"))
                            ),
                        },
                    )
                ],
                allow=["list_runs", "list_deployments"],
                answer_has=[said("approv")],
            ),
        ],
        features=("slug", "ref", "nested", "strict", "array", "nullable_type_list", "8_tools"),
    ),
    Case(
        "fs_ci_webhook_secret_polite",
        "deploy_pipeline",
        "polite",
        [
            Turn(
                "Hi! Could you please set STRIPE_WEBHOOK_SECRET on checkout-api staging to whsec_9fK2mQ7tXv41? Thanks a lot",
                calls=[
                    ExpectCall(
                        "set_env_var",
                        {
                            "repo": CHECKOUT,
                            "environment": "staging",
                            "name": "STRIPE_WEBHOOK_SECRET",
                            "value": "whsec_9fK2mQ7tXv41",
                            "secret": boolean(True),
                        },
                    )
                ],
            ),
        ],
        features=("slug", "boolean", "8_tools"),
    ),
    Case(
        "fs_ci_what_broke",
        "deploy_pipeline",
        "indirect",
        [
            Turn(
                "checkout-api is red again 😩 what broke",
                calls=[ExpectCall("list_runs", {"repo": CHECKOUT}), ExpectCall("get_run", {"run_id": "run_7741"})],
                answer_has=[said("TestRefundPartial")],
            ),
        ],
        features=("slug", "nullable_anyof", "8_tools"),
    ),
    Case(
        "fs_ci_rerun_and_staging",
        "deploy_pipeline",
        "multi_intent",
        [
            Turn(
                "rerun only the failed jobs on run_7741, and whats live on checkout-api staging right now?",
                calls=[
                    ExpectCall("rerun_run", {"run_id": "run_7741", "only_failed_jobs": boolean(True)}),
                    ExpectCall("list_deployments", {"repo": CHECKOUT}),
                ],
                allow=["get_run"],
                answer_has=[said("2.14.0")],
            ),
        ],
        features=("slug", "boolean", "nullable_type_list", "8_tools"),
    ),
    Case(
        "fs_ci_bluegreen_vs_canary",
        "deploy_pipeline",
        "no_tool",
        [
            Turn(
                "whats the actual difference between blue green and canary? which would u pick for a risky storefront release",
                forbid=["deploy", "rollback", "approve_deployment", "rerun_run", "cancel_run", "set_env_var"],
                allow=["list_deployments"],
                answer_has=[said("canary"), said("blue")],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "fs_ci_friday_freeze",
        "deploy_pipeline",
        "no_tool",
        [
            Turn(
                "can i push checkout-api to prod tomorrow around 7pm?",
                forbid=["deploy", "rollback", "approve_deployment", "rerun_run", "cancel_run", "set_env_var"],
                allow=["list_deployments", "list_runs"],
                answer_has=[said("freeze", "frozen")],
            ),
        ],
        features=("date", "8_tools"),
    ),
    Case(
        "fs_ci_rollback_which",
        "deploy_pipeline",
        "underspecified",
        [
            Turn("roll back production please", allow=["list_deployments"], clarify=True),
        ],
        features=("8_tools",),
    ),
    Case(
        "fs_ci_rollback_previous",
        "deploy_pipeline",
        "chained",
        [
            Turn(
                "checkout-api prod has been throwing 500s since this morning's deploy, roll it back to the previous release",
                calls=[
                    ExpectCall("list_deployments", {"repo": CHECKOUT}),
                    ExpectCall("rollback", {"repo": CHECKOUT, "environment": "production", "target_deployment_id": "dep_3295"}),
                ],
                allow=["list_runs"],
                answer_has=[said("2.13.2")],
            ),
        ],
        features=("slug", "nullable_anyof", "8_tools"),
    ),
    Case(
        "fs_ci_cancel_apple_pay",
        "deploy_pipeline",
        "chained",
        [
            Turn(
                "theres a run going on the apple pay branch of checkout-api, kill it",
                calls=[ExpectCall("list_runs", {"repo": CHECKOUT}), ExpectCall("cancel_run", {"run_id": "run_7744"})],
                answer_has=[said("cancel")],
            ),
        ],
        features=("slug", "8_tools"),
    ),
    Case(
        "fs_ci_approve_storefront",
        "deploy_pipeline",
        "multi_turn",
        [
            Turn(
                "anything waiting for approval on storefront?",
                calls=[ExpectCall("list_deployments", {"repo": STOREFRONT})],
                answer_has=[said("5.3.0")],
            ),
            Turn(
                "approve it. comment: lgtm, cart badge verified on staging",
                calls=[
                    ExpectCall(
                        "approve_deployment", {"approval_id": "apr_918", "decision": "approve", "comment": contains("lgtm")}
                    )
                ],
                allow=["list_deployments"],
            ),
        ],
        features=("slug", "strict", "enum", "nullable_type_list", "8_tools"),
    ),
    Case(
        "fs_ci_storefront_runs",
        "deploy_pipeline",
        "multi_turn",
        [
            Turn(
                "show me the latest runs for the storefront",
                calls=[ExpectCall("list_runs", {"repo": STOREFRONT})],
                answer_has=[said("cart badge", "cart-badge")],
            ),
            Turn(
                "why did the cart badge one fail",
                calls=[ExpectCall("get_run", {"run_id": "run_7747"})],
                answer_has=[said("no-unused-vars", "unused", "prevCount")],
            ),
            Turn(
                "ok rerun it, i think the lint cache was stale",
                calls=[ExpectCall("rerun_run", {"run_id": "run_7747"})],
                allow=["get_run"],
            ),
        ],
        features=("slug", "8_tools"),
    ),
    # ---------------------------------------------------------------- bank_app (9)
    Case(
        "fs_bank_megan_tickets",
        "bank_app",
        "chained",
        [
            Turn(
                "send megan £40 for the concert tickets",
                calls=[
                    ExpectCall("listPayees"),
                    ExpectCall("sendPayment", {"payeeId": "PAY-01", "amount": number(40), "currency": "GBP"}),
                ],
                allow=["getAccountSummary"],
                answer_has=[said("Megan")],
            ),
        ],
        features=("iso_code", "number", "person"),
    ),
    Case(
        "fs_bank_bethan_so_polite",
        "bank_app",
        "polite",
        [
            Turn(
                "Hi there, could you set up a standing order to Bethan Price please? £25 a month starting 1st of January, "
                "reference phone share. Cheers",
                calls=[
                    ExpectCall("listPayees"),
                    ExpectCall(
                        "createStandingOrder",
                        {
                            "payeeId": "PAY-05",
                            "amount": number(25),
                            "frequency": "monthly",
                            "firstPaymentDate": date("2027-01-01"),
                            "reference": contains("phone"),
                        },
                    ),
                ],
                allow=["getAccountSummary"],
            ),
        ],
        features=("strict", "date", "enum", "nullable_type_list", "person"),
    ),
    Case(
        "fs_bank_salary",
        "bank_app",
        "indirect",
        [
            Turn("has my salary landed yet", calls=[ExpectCall("getAccountSummary")], answer_has=[said_number(2410)]),
        ],
        features=("nullable_type_list",),
    ),
    Case(
        "fs_bank_cancel_club_and_balance",
        "bank_app",
        "multi_intent",
        [
            Turn(
                "cancel the standing order to the football club, and how much is in my current account?",
                calls=[ExpectCall("getAccountSummary"), ExpectCall("cancelStandingOrder", {"standingOrderId": "SO-3302"})],
                allow=["listPayees"],
                answer_has=[said_number(1842.17)],
            ),
        ],
        features=("nullable_type_list",),
    ),
    Case(
        "fs_bank_so_vs_dd",
        "bank_app",
        "no_tool",
        [
            Turn(
                "whats the difference between a standing order and a direct debit? which one should i use for my gym",
                forbid=BANK_ACTS,
                answer_has=[said("direct debit")],
            ),
        ],
    ),
    Case(
        "fs_bank_euro_cost",
        "bank_app",
        "no_tool",
        [
            Turn(
                "my friend in spain wants me to send her some euros, what does that cost and how long does it take to arrive?",
                forbid=BANK_ACTS,
                allow=["listPayees"],
                answer_has=[said_number(4), matches(r"(1|one)\s*(-|–|to|or)\s*(2|two)\s+(working|business)\s+days?")],
            ),
        ],
        features=("iso_code",),
    ),
    Case(
        "fs_bank_pay_jac_amount",
        "bank_app",
        "underspecified",
        [
            Turn("pay jac back for the pizza", allow=["listPayees", "getAccountSummary"], clarify=True),
        ],
        features=("person",),
    ),
    Case(
        "fs_bank_megan_so_swap",
        "bank_app",
        "multi_turn",
        [
            Turn(
                "what standing orders have i got going out",
                calls=[ExpectCall("getAccountSummary")],
                answer_has=[said_number(875), said_number(12), said_number(50)],
            ),
            Turn(
                "cancel the megan one",
                calls=[ExpectCall("cancelStandingOrder", {"standingOrderId": "SO-3303"})],
                allow=["getAccountSummary"],
            ),
            Turn(
                "and send her a hundred quid now instead, ref xmas",
                calls=[
                    ExpectCall(
                        "sendPayment",
                        {"payeeId": "PAY-01", "amount": number(100), "currency": "GBP", "reference": contains("xmas")},
                    )
                ],
                allow=["listPayees"],
            ),
        ],
        features=("number_words", "person", "iso_code"),
    ),
    Case(
        "fs_bank_lucia_eur",
        "bank_app",
        "multi_turn",
        [
            Turn(
                "send Lucia 150 euros for the flat deposit, reference piso enero",
                calls=[
                    ExpectCall("listPayees"),
                    ExpectCall(
                        "sendPayment",
                        {"payeeId": "PAY-06", "amount": number(150), "currency": "EUR", "reference": contains("piso")},
                    ),
                ],
                answer_has=[said("Lucía", "Lucia")],
            ),
            Turn(
                "how much did that cost me all in, in pounds?",
                forbid=BANK_ACTS,
                allow=["getAccountSummary"],
                answer_has=[said_number(133.6)],
            ),
        ],
        features=("iso_code", "person", "number"),
    ),
    # ---------------------------------------------------------------- table_booking (8)
    Case(
        "fs_tb_two_tuesday",
        "table_booking",
        "direct",
        [
            Turn(
                "table for 2 on tuesday at 8pm pls",
                calls=[ExpectCall("book-table", {"date": date("2026-12-15"), "time": time_of_day("20:00"), "party_size": 2})],
                allow=["check-availability"],
                answer_has=[said(booking_ref("2026-12-15", "20:00", 2))],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "fs_tb_six_thursday_polite",
        "table_booking",
        "polite",
        [
            Turn(
                "Hello! Would you be able to check whether you have anything for six people next Thursday evening? Many thanks",
                calls=[ExpectCall("check-availability", {"date": date("2026-12-17"), "party_size": 6})],
                answer_has=[time_of_day("18:00"), time_of_day("21:00")],
            ),
        ],
        features=("date", "number_words", "kebab_names", "nullable_type_list"),
    ),
    Case(
        "fs_tb_sunday_lunch",
        "table_booking",
        "indirect",
        [
            Turn(
                "thinking of coming in for lunch on sunday, 3 of us. any room?",
                calls=[ExpectCall("check-availability", {"date": date("2026-12-13"), "party_size": 3})],
                answer_has=[time_of_day("13:30")],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "fs_tb_move_to_sunday",
        "table_booking",
        "multi_intent",
        [
            Turn(
                "cancel my booking for tomorrow and book us in for sunday instead, same time and same number of people",
                calls=[
                    ExpectCall("cancel-booking", {"reference": "TV-5521"}),
                    ExpectCall("book-table", {"date": date("2026-12-13"), "time": time_of_day("20:00"), "party_size": 4}),
                ],
                allow=["check-availability"],
                answer_has=[said(booking_ref("2026-12-13", "20:00", 4))],
            ),
        ],
        features=("date", "kebab_names", "nullable_type_list"),
    ),
    Case(
        "fs_tb_dog",
        "table_booking",
        "no_tool",
        [
            Turn(
                "can i bring my dog tomorrow night? hes very well behaved",
                forbid=["book-table", "cancel-booking"],
                allow=["check-availability"],
                answer_has=[said("terrace")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fs_tb_friday_what",
        "table_booking",
        "underspecified",
        [
            Turn("can you book us a table for friday", allow=["check-availability"], clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fs_tb_earliest_wed",
        "table_booking",
        "chained",
        [
            Turn(
                "book the earliest dinner table you've got for two on wednesday",
                calls=[
                    ExpectCall("check-availability", {"date": date("2026-12-16"), "party_size": 2}),
                    ExpectCall("book-table", {"date": date("2026-12-16"), "time": time_of_day("18:30"), "party_size": 2}),
                ],
                answer_has=[time_of_day("18:30")],
            ),
        ],
        features=("date", "kebab_names", "email"),
    ),
    Case(
        "fs_tb_wed_then_thu",
        "table_booking",
        "multi_turn",
        [
            Turn(
                "anything free for 4 on wednesday night?",
                calls=[ExpectCall("check-availability", {"date": date("2026-12-16"), "party_size": 4})],
                answer_has=[time_of_day("21:30")],
            ),
            Turn(
                "hmm what about thursday",
                calls=[ExpectCall("check-availability", {"date": date("2026-12-17"), "party_size": 4})],
                answer_has=[time_of_day("19:30")],
            ),
            Turn(
                "grab the 7:30 then, on the terrace if you can",
                calls=[
                    ExpectCall(
                        "book-table",
                        {"date": date("2026-12-17"), "time": time_of_day("19:30"), "party_size": 4, "area": "terrace"},
                    )
                ],
                allow=["check-availability"],
                answer_has=[said(booking_ref("2026-12-17", "19:30", 4))],
            ),
        ],
        features=("date", "enum", "kebab_names"),
    ),
    # ---------------------------------------------------------------- smart_home (10)
    Case(
        "fs_home_movie",
        "smart_home",
        "direct",
        [
            Turn("movie mode pls", calls=[ExpectCall("RunScene", {"sceneId": "movie"})]),
        ],
        features=("enum", "pascal_names"),
    ),
    Case(
        "fs_home_weekday_lamp",
        "smart_home",
        "direct",
        [
            Turn(
                "new automation: weekdays at 6:45 turn the bedroom lamp on at 30%",
                calls=[
                    ExpectCall(
                        "CreateAutomation",
                        {
                            "trigger": fields(
                                type="time", time=time_of_day("06:45"), days=items("mon", "tue", "wed", "thu", "fri")
                            ),
                            "actions": has_items(fields(deviceId="light.bedroom_lamp", settings=fields(brightness=30))),
                        },
                    )
                ],
                allow=["GetDeviceStates"],
            ),
        ],
        features=("ref", "nested", "array", "enum", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "fs_home_bedroom_19_polite",
        "smart_home",
        "polite",
        [
            Turn(
                "Could you please set the bedroom to 19 degrees? Thank you!",
                calls=[ExpectCall("SetDevice", {"deviceId": "climate.bedroom", "settings": fields(targetTempC=number(19))})],
                allow=["GetDeviceStates"],
            ),
        ],
        features=("nested", "number", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "fs_home_door_check",
        "smart_home",
        "indirect",
        [
            Turn(
                "did i remember to lock the front door when i came in?",
                calls=[ExpectCall("GetDeviceStates")],
                answer_has=[said("unlocked", "not locked", "isn't locked", "is not locked", "wasn't locked")],
            ),
        ],
        features=("pascal_names", "nullable_type_list"),
    ),
    Case(
        "fs_home_bedroom_chilly",
        "smart_home",
        "indirect",
        [
            Turn(
                "bedroom feels a bit chilly, what's it actually at in there?",
                calls=[ExpectCall("GetDeviceStates")],
                answer_has=[said_number(18.6)],
            ),
        ],
        features=("pascal_names", "number"),
    ),
    Case(
        "fs_home_lock_and_dim",
        "smart_home",
        "multi_intent",
        [
            Turn(
                "lock the front door and dim the hallway to 10%",
                calls=[
                    ExpectCall("SetDevice", {"deviceId": "lock.front_door", "settings": fields(locked=True)}),
                    ExpectCall("SetDevice", {"deviceId": "light.hallway", "settings": fields(brightness=10)}),
                ],
                allow=["GetDeviceStates"],
            ),
        ],
        features=("nested", "boolean", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "fs_home_unlock_neighbour",
        "smart_home",
        "no_tool",
        [
            Turn(
                "my neighbour's feeding the cat tomorrow, can u unlock the front door for her at 10am",
                forbid=["SetDevice", "RunScene", "CreateAutomation"],
                answer_has=[said("app", "keypad")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fs_home_bedroom_temp_what",
        "smart_home",
        "underspecified",
        [
            Turn("can you change the bedroom temperature for me", allow=["GetDeviceStates"], clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fs_home_lights_off",
        "smart_home",
        "chained",
        [
            Turn(
                "switch off all the lights that are still on",
                calls=[
                    ExpectCall("GetDeviceStates"),
                    ExpectCall("SetDevice", {"deviceId": "light.living_ceiling", "settings": fields(power=False)}),
                    ExpectCall("SetDevice", {"deviceId": "light.kitchen", "settings": fields(power=False)}),
                    ExpectCall("SetDevice", {"deviceId": "light.hallway", "settings": fields(power=False)}),
                ],
            ),
        ],
        features=("nested", "boolean", "pascal_names"),
    ),
    Case(
        "fs_home_living_room",
        "smart_home",
        "multi_turn",
        [
            Turn(
                "what's on in the living room at the moment?", calls=[ExpectCall("GetDeviceStates")], answer_has=[said_number(70)]
            ),
            Turn(
                "put the floor lamp on as well, like 40%",
                calls=[ExpectCall("SetDevice", {"deviceId": "light.living_lamp", "settings": fields(brightness=40)})],
            ),
            Turn(
                "and shut the blinds",
                calls=[ExpectCall("SetDevice", {"deviceId": "cover.living_blinds", "settings": fields(position=0)})],
            ),
        ],
        features=("nested", "nullable_anyof", "pascal_names"),
    ),
    # ---------------------------------------------------------------- repeat_prescriptions (6)
    Case(
        "fs_rx_blue_inhaler",
        "repeat_prescriptions",
        "direct",
        [
            Turn(
                "order my blue inhaler",
                calls=[
                    ExpectCall(
                        "request_repeat_prescription",
                        {
                            "items": items(fields(medication_id="MED-101")),
                            "collect_from": "boots_sidwell_street",
                            "urgent": boolean(False),
                        },
                    )
                ],
                answer_has=[READY_THURSDAY],
            ),
        ],
        features=("strict", "array", "nested", "enum", "1_tool"),
    ),
    Case(
        "fs_rx_two_meds_polite",
        "repeat_prescriptions",
        "polite",
        [
            Turn(
                "Hello, could I please order my ramipril and atorvastatin? I'll pick them up from the surgery dispensary this time. "
                "Thank you",
                calls=[
                    ExpectCall(
                        "request_repeat_prescription",
                        {
                            "items": items(fields(medication_id="MED-103"), fields(medication_id="MED-104")),
                            "collect_from": "millbrook_dispensary",
                            "urgent": boolean(False),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "array", "nested", "enum", "1_tool"),
    ),
    Case(
        "fs_rx_omeprazole_when",
        "repeat_prescriptions",
        "multi_intent",
        [
            Turn(
                "can you reorder the omeprazole, and when will it be ready?",
                calls=[ExpectCall("request_repeat_prescription", {"items": items(fields(medication_id="MED-105"))})],
                answer_has=[READY_THURSDAY],
            ),
        ],
        features=("strict", "array", "1_tool"),
    ),
    Case(
        "fs_rx_ibuprofen",
        "repeat_prescriptions",
        "no_tool",
        [
            Turn(
                "is it ok to take ibuprofen with my ramipril? done my back in",
                forbid=["request_repeat_prescription"],
                answer_has=[said("pharmacist", "GP", "doctor", "111")],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "fs_rx_which_items",
        "repeat_prescriptions",
        "underspecified",
        [
            Turn("i need to put in a repeat prescription", clarify=True),
        ],
        features=("1_tool",),
    ),
    Case(
        "fs_rx_preventer_urgent",
        "repeat_prescriptions",
        "multi_turn",
        [
            Turn(
                "when did i last get my brown inhaler?",
                forbid=["request_repeat_prescription"],
                answer_has=[said("3 November", "3rd November", "November 3", "3 Nov", "Nov 3", "03/11", "2026-11-03")],
            ),
            Turn(
                "right, can you order another one? i'm almost out, only a couple of puffs left so it's urgent",
                calls=[
                    ExpectCall(
                        "request_repeat_prescription", {"items": items(fields(medication_id="MED-102")), "urgent": boolean(True)}
                    )
                ],
            ),
        ],
        features=("strict", "boolean", "array", "1_tool"),
    ),
]
