"""Fresh generality part Q: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loader at the top of runner.py).

Domains (tool count, naming style, the "today" of each system prompt):
- code_host      10 tools, snake_case   Monday 7 December 2026, 11:20 (Quarry code hosting, org tidewater, Berlin)
- fx_bureau       1 tool,  camelCase    Saturday 12 December 2026, 10:40 (Limmat Exchange bureau de change, Zürich)
- meeting_rooms   3 tools, kebab-case   Thursday 10 December 2026, 13:05 (Northwind Labs office, Toronto)
- hr_portal       5 tools, PascalCase   Wednesday 9 December 2026, 08:50 (Lumen Labs people portal, Dublin)
- warehouse       7 tools, camelCase    Tuesday 8 December 2026, 15:10 (Nordhaven Coffee Supply WMS, Rotterdam)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 6, chained 5,
multi_turn 6.
"""

from __future__ import annotations

import datetime as _dt
import re
import zlib
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    boolean,
    contains,
    date,
    fields,
    has_items,
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
)


def either(*preds: Pred) -> Pred:
    """The answer satisfies at least one of these predicates."""
    return Pred(" or ".join(p.describe for p in preds), lambda text: any(p.ok(text) for p in preds))


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-11T14:00', '2026-12-11 14:00:00-05:00', '2026-12-11T14:00:00Z' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


# =============================================================================================
# 1. code_host: Quarry code hosting, organisation tidewater (10 tools, snake_case)
# =============================================================================================

REPOS = {
    "tidewater/harbor-api": {"merge_methods": ["squash"], "default_method": "squash", "next_number": 219},
    "tidewater/harbor-web": {"merge_methods": ["merge", "squash"], "default_method": "merge", "next_number": 94},
    "tidewater/docs": {"merge_methods": ["merge", "squash", "rebase"], "default_method": "merge", "next_number": 41},
    "mkovac/dotfiles": {"merge_methods": ["merge", "squash", "rebase"], "default_method": "rebase", "next_number": 7},
}
TEAM = {"mkovac", "jlindqvist", "ppatel", "ahmed-r", "sofia-b", "dchen"}

PULLS: dict[tuple[str, int], dict[str, Any]] = {
    ("tidewater/harbor-api", 212): {
        "title": "Add rate limiting to /v2/berths",
        "author": "jlindqvist",
        "state": "open",
        "head": "feat/rate-limit",
        "checks": "passing",
        "approvals": ["ppatel"],
        "created_at": "2026-12-02T14:31",
        "closes": [205],
        "draft": False,
    },
    ("tidewater/harbor-api", 215): {
        "title": "Bump pydantic from 2.9.2 to 2.10.0",
        "author": "dependabot[bot]",
        "state": "open",
        "head": "dependabot/pip/pydantic-2.10.0",
        "checks": "failing",
        "approvals": [],
        "created_at": "2026-12-05T06:12",
        "closes": [],
        "draft": False,
        "failing_check": "CI / test (3.12)",
    },
    ("tidewater/harbor-api", 217): {
        "title": "Fix timezone bug in berth schedule export",
        "author": "ahmed-r",
        "state": "open",
        "head": "fix/schedule-tz",
        "checks": "passing",
        "approvals": [],
        "created_at": "2026-12-06T17:49",
        "closes": [198],
        "draft": False,
    },
    ("tidewater/harbor-api", 209): {
        "title": "Refactor auth middleware",
        "author": "mkovac",
        "state": "merged",
        "head": "refactor/auth",
        "checks": "passing",
        "approvals": ["jlindqvist"],
        "created_at": "2026-11-28T10:05",
        "merged_at": "2026-12-03T16:22",
        "closes": [],
        "draft": False,
    },
    ("tidewater/harbor-web", 88): {
        "title": "Add dark mode toggle",
        "author": "sofia-b",
        "state": "open",
        "head": "feat/dark-mode",
        "checks": "passing",
        "approvals": ["jlindqvist", "dchen"],
        "created_at": "2026-11-30T09:40",
        "closes": [71],
        "draft": False,
    },
    ("tidewater/harbor-web", 90): {
        "title": "Upgrade to Vite 6",
        "author": "mkovac",
        "state": "open",
        "head": "chore/vite-6",
        "checks": "pending",
        "approvals": [],
        "created_at": "2026-12-07T11:08",
        "closes": [],
        "draft": False,
        "pending_check": "CI (run 55120, in progress)",
    },
    ("tidewater/harbor-web", 86): {
        "title": "Try Tailwind v4",
        "author": "dchen",
        "state": "closed",
        "head": "spike/tailwind-4",
        "checks": "failing",
        "approvals": [],
        "created_at": "2026-11-18T15:00",
        "closes": [],
        "draft": True,
    },
}
MERGE_SHA = {
    ("tidewater/harbor-api", 212): "4e1b9c7d20f5",
    ("tidewater/harbor-api", 217): "b81f03a9c6e2",
    ("tidewater/harbor-web", 88): "9c2d417be0a3",
}

ISSUES: dict[tuple[str, int], dict[str, Any]] = {
    ("tidewater/harbor-api", 201): {
        "title": "Berth lookup returns 500 for unknown port codes",
        "state": "open",
        "labels": ["bug"],
        "assignees": [],
        "opened_by": "dchen",
        "created_at": "2026-11-24",
        "comments": 3,
    },
    ("tidewater/harbor-api", 205): {
        "title": "Document the new rate limits",
        "state": "open",
        "labels": ["docs"],
        "assignees": ["jlindqvist"],
        "opened_by": "mkovac",
        "created_at": "2026-12-01",
        "comments": 0,
    },
    ("tidewater/harbor-api", 198): {
        "title": "Schedule export is one hour off after the DST change",
        "state": "open",
        "labels": ["bug", "timezone"],
        "assignees": ["ahmed-r"],
        "opened_by": "ppatel",
        "created_at": "2026-11-02",
        "comments": 5,
    },
    ("tidewater/harbor-api", 190): {
        "title": "Support ISO 6346 container codes",
        "state": "closed",
        "labels": ["enhancement"],
        "assignees": ["ppatel"],
        "opened_by": "jlindqvist",
        "created_at": "2026-10-15",
        "comments": 2,
    },
    ("tidewater/harbor-web", 71): {
        "title": "Dark mode",
        "state": "open",
        "labels": ["enhancement"],
        "assignees": ["sofia-b"],
        "opened_by": "mkovac",
        "created_at": "2026-10-20",
        "comments": 9,
    },
    ("tidewater/harbor-web", 92): {
        "title": "Berth map flickers on Safari 18",
        "state": "open",
        "labels": ["bug"],
        "assignees": [],
        "opened_by": "sofia-b",
        "created_at": "2026-12-04",
        "comments": 1,
    },
}

RUNS: dict[int, dict[str, Any]] = {
    90412: {
        "repo": "tidewater/harbor-api",
        "workflow": "CI",
        "branch": "dependabot/pip/pydantic-2.10.0",
        "event": "pull_request",
        "pull_request": 215,
        "status": "completed",
        "conclusion": "failure",
        "failed_jobs": ["test (3.12)"],
        "started_at": "2026-12-07T09:02",
        "duration": "6m 12s",
    },
    90410: {
        "repo": "tidewater/harbor-api",
        "workflow": "Nightly e2e",
        "branch": "main",
        "event": "schedule",
        "status": "completed",
        "conclusion": "failure",
        "failed_jobs": ["e2e-postgres"],
        "started_at": "2026-12-07T03:00",
        "duration": "31m 04s",
        "failure_summary": "e2e-postgres timed out after 30 min waiting for the postgres service container",
    },
    90405: {
        "repo": "tidewater/harbor-api",
        "workflow": "CI",
        "branch": "feat/rate-limit",
        "event": "pull_request",
        "pull_request": 212,
        "status": "completed",
        "conclusion": "success",
        "failed_jobs": [],
        "started_at": "2026-12-06T18:10",
        "duration": "5m 48s",
    },
    90403: {
        "repo": "tidewater/harbor-api",
        "workflow": "CI",
        "branch": "fix/schedule-tz",
        "event": "pull_request",
        "pull_request": 217,
        "status": "completed",
        "conclusion": "success",
        "failed_jobs": [],
        "started_at": "2026-12-06T17:55",
        "duration": "5m 51s",
    },
    90398: {
        "repo": "tidewater/harbor-api",
        "workflow": "CI",
        "branch": "main",
        "event": "push",
        "status": "completed",
        "conclusion": "success",
        "failed_jobs": [],
        "commit": "Refactor auth middleware (#209)",
        "started_at": "2026-12-03T16:23",
        "duration": "5m 40s",
    },
    90371: {
        "repo": "tidewater/harbor-api",
        "workflow": "Nightly e2e",
        "branch": "main",
        "event": "schedule",
        "status": "completed",
        "conclusion": "success",
        "failed_jobs": [],
        "started_at": "2026-12-06T03:00",
        "duration": "24m 10s",
    },
    55120: {
        "repo": "tidewater/harbor-web",
        "workflow": "CI",
        "branch": "chore/vite-6",
        "event": "pull_request",
        "pull_request": 90,
        "status": "in_progress",
        "conclusion": None,
        "failed_jobs": [],
        "started_at": "2026-12-07T11:12",
        "duration": None,
    },
    55118: {
        "repo": "tidewater/harbor-web",
        "workflow": "CI",
        "branch": "feat/dark-mode",
        "event": "pull_request",
        "pull_request": 88,
        "status": "completed",
        "conclusion": "success",
        "failed_jobs": [],
        "started_at": "2026-12-05T10:31",
        "duration": "3m 02s",
    },
    55101: {
        "repo": "tidewater/harbor-web",
        "workflow": "Deploy preview",
        "branch": "main",
        "event": "push",
        "status": "completed",
        "conclusion": "success",
        "failed_jobs": [],
        "started_at": "2026-12-04T16:45",
        "duration": "2m 37s",
    },
}


def _repo(repo: Any) -> str:
    return str(repo).strip().strip("/").lower().removeprefix("https://quarry.dev/")


def _unknown_repo(repo: Any) -> dict[str, Any]:
    return {"error": f"Repository '{repo}' not found or not accessible. You can access: {', '.join(REPOS)} (owner/name)."}


def _url(repo: str, number: int) -> str:
    kind = "pull" if (repo, number) in PULLS else "issues"
    return f"https://quarry.dev/{repo}/{kind}/{number}"


def _pull_view(repo: str, number: int) -> dict[str, Any]:
    pr = PULLS[(repo, number)]
    view = {
        "number": number,
        **{k: v for k, v in pr.items() if k != "approvals"},
        "base": "main",
        "approving_reviews": len(pr["approvals"]),
        "approved_by": pr["approvals"],
        "url": _url(repo, number),
    }
    return view


def list_pull_requests(repo: str, state: str = "open", author: str | None = None) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    who = str(author).lstrip("@").lower() if author else None
    rows = [
        _pull_view(r, n)
        for (r, n), pr in PULLS.items()
        if r == key and state in ("all", pr["state"]) and (who is None or pr["author"] == who)
    ]
    rows.sort(key=lambda row: -row["number"])
    return {"repo": key, "state": state, "count": len(rows), "pull_requests": rows}


def get_pull_request(repo: str, number: int) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    if (key, int(number)) not in PULLS:
        return {"error": f"No pull request #{number} in {key}."}
    view = _pull_view(key, int(number))
    pr = PULLS[(key, int(number))]
    mergeable = pr["state"] == "open" and pr["checks"] == "passing" and len(pr["approvals"]) >= 1
    blockers = []
    if pr["checks"] != "passing":
        blockers.append(f"required checks {pr['checks']}")
    if not pr["approvals"]:
        blockers.append("needs 1 approving review")
    view.update({"mergeable": mergeable, "merge_blockers": blockers, "allowed_merge_methods": REPOS[key]["merge_methods"]})
    return view


def list_workflow_runs(repo: str, branch: str | None = None, workflow: str | None = None, limit: int = 10) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    rows = [
        {"run_id": rid, **{k: v for k, v in run.items() if k != "repo"}, "url": f"https://quarry.dev/{key}/actions/runs/{rid}"}
        for rid, run in RUNS.items()
        if run["repo"] == key
        and (not branch or run["branch"] == branch)
        and (not workflow or str(workflow).lower() in run["workflow"].lower())
    ]
    rows.sort(key=lambda row: row["started_at"], reverse=True)
    return {"repo": key, "branch": branch, "workflow": workflow, "runs": rows[: max(1, int(limit))]}


def search_issues(repo: str, query: str | None = None, labels: list[str] | None = None, state: str = "open") -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    wanted = {str(label).lower() for label in labels or []}
    words = []
    for token in str(query or "").lower().split():
        if token.startswith("label:"):
            wanted.add(token.split(":", 1)[1].strip('"'))
        elif token.startswith(("is:", "state:")):
            value = token.split(":", 1)[1]
            if value in ("open", "closed"):
                state = value
        elif token in ("bug", "bugs"):
            wanted.add("bug")
        elif token not in ("open", "issue", "issues"):
            words.append(token)
    rows = []
    for (r, n), issue in ISSUES.items():
        if r != key or state not in ("all", issue["state"]):
            continue
        if wanted and not wanted <= set(issue["labels"]):
            continue
        text = (issue["title"] + " " + " ".join(issue["labels"])).lower()
        if words and not all(w in text for w in words):
            continue
        rows.append({"number": n, **issue, "url": _url(key, n)})
    rows.sort(key=lambda row: -row["number"])
    return {
        "repo": key,
        "state": state,
        "labels": sorted(wanted),
        "total_count": len(rows),
        "issues": rows,
        "note": "Issues only; use list_pull_requests for pull requests.",
    }


def create_issue(
    repo: str, title: str, body: str | None = None, labels: list[str] | None = None, assignees: list[str] | None = None
) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    people = [str(a).lstrip("@").lower() for a in assignees or []]
    unknown = [p for p in people if p not in TEAM]
    if unknown:
        return {"error": f"Cannot assign {', '.join(unknown)}: not a member of tidewater."}
    number = REPOS[key]["next_number"]
    return {
        "number": number,
        "repo": key,
        "title": title,
        "body": body or "",
        "labels": list(labels or []),
        "assignees": people,
        "state": "open",
        "opened_by": "mkovac",
        "created_at": "2026-12-07T11:21",
        "url": f"https://quarry.dev/{key}/issues/{number}",
    }


def comment_on_issue(repo: str, number: int, body: str) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    n = int(number)
    if (key, n) not in PULLS and (key, n) not in ISSUES:
        return {"error": f"No issue or pull request #{n} in {key}."}
    comment_id = 771200 + n
    kind = "pull request" if (key, n) in PULLS else "issue"
    return {
        "comment_id": comment_id,
        "on": kind,
        "number": n,
        "repo": key,
        "author": "mkovac",
        "body": body,
        "created_at": "2026-12-07T11:21",
        "url": f"{_url(key, n)}#issuecomment-{comment_id}",
    }


def merge_pull_request(
    repo: str, number: int, method: str, delete_branch: bool, commit_title: str | None = None
) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    pr = PULLS.get((key, int(number)))
    if pr is None:
        return {"error": f"No pull request #{number} in {key}."}
    if pr["state"] != "open":
        return {"error": f"Pull request #{number} is {pr['state']}, not open."}
    if method not in REPOS[key]["merge_methods"]:
        return {"error": f"{key} does not allow '{method}' merges. Allowed: {', '.join(REPOS[key]['merge_methods'])}."}
    problems = []
    if pr["checks"] == "pending":
        problems.append(f"required check {pr.get('pending_check', 'CI')} has not finished")
    elif pr["checks"] != "passing":
        problems.append(f"required check '{pr.get('failing_check', 'CI')}' is failing")
    if not pr["approvals"]:
        problems.append("it has 0 of 1 required approving reviews")
    if problems:
        return {"error": f"Merge blocked by branch protection on main: {'; '.join(problems)}."}
    return {
        "merged": True,
        "repo": key,
        "number": int(number),
        "title": pr["title"],
        "method": method,
        "sha": MERGE_SHA.get((key, int(number)), "0a1b2c3d4e5f"),
        "commit_title": commit_title or f"{pr['title']} (#{number})",
        "branch_deleted": bool(delete_branch),
        "head_branch": pr["head"],
        "merged_at": "2026-12-07T11:21",
        "closed_issues": pr["closes"],
    }


def request_reviewers(repo: str, number: int, reviewers: list[str]) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    pr = PULLS.get((key, int(number)))
    if pr is None:
        return {"error": f"No pull request #{number} in {key}."}
    people = [str(r).lstrip("@").lower() for r in reviewers or []]
    if not people:
        return {"error": "reviewers must name at least one user"}
    unknown = [p for p in people if p not in TEAM]
    if unknown:
        return {"error": f"Unknown reviewer(s): {', '.join(unknown)}. Team: {', '.join(sorted(TEAM))}."}
    if pr["author"] in people:
        return {"error": f"{pr['author']} is the author of #{number} and cannot review it."}
    return {
        "repo": key,
        "number": int(number),
        "title": pr["title"],
        "requested_reviewers": people,
        "notified": True,
        "url": _url(key, int(number)),
    }


def rerun_workflow(repo: str, run_id: int, failed_jobs_only: bool = True) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    run = RUNS.get(int(run_id))
    if run is None or run["repo"] != key:
        return {"error": f"No workflow run {run_id} in {key}."}
    if run["status"] != "completed":
        return {"error": f"Run {run_id} is still {run['status']}; wait for it to finish."}
    if failed_jobs_only and not run["failed_jobs"]:
        return {"error": f"Run {run_id} has no failed jobs to re-run (it succeeded)."}
    return {
        "run_id": int(run_id),
        "workflow": run["workflow"],
        "branch": run["branch"],
        "attempt": 2,
        "status": "queued",
        "rerun_jobs": run["failed_jobs"] if failed_jobs_only else "all",
        "queued_at": "2026-12-07T11:21",
        "url": f"https://quarry.dev/{key}/actions/runs/{run_id}/attempts/2",
    }


def create_release(
    repo: str,
    tag_name: str,
    name: str | None = None,
    target: str = "main",
    notes: str | None = None,
    draft: bool = False,
    prerelease: bool = False,
) -> dict[str, Any]:
    key = _repo(repo)
    if key not in REPOS:
        return _unknown_repo(repo)
    if not re.fullmatch(r"v\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?", str(tag_name)):
        return {"error": f"tag_name '{tag_name}' is not a semantic version tag like v2.4.0."}
    if key == "tidewater/harbor-api" and tag_name == "v2.3.1":
        return {"error": "Tag v2.3.1 already exists (released 2026-11-20)."}
    return {
        "repo": key,
        "tag_name": tag_name,
        "name": name or tag_name,
        "target": target,
        "draft": bool(draft),
        "prerelease": bool(prerelease),
        "release_id": 4410,
        "url": f"https://quarry.dev/{key}/releases/tag/{tag_name}",
    }


CODE_DEFS = {
    "repo": {
        "type": "string",
        "pattern": "^[A-Za-z0-9-]+/[A-Za-z0-9._-]+$",
        "description": "Repository as owner/name, e.g. tidewater/harbor-api",
    }
}

CODE_TOOLS = [
    ToolDef(
        "list_pull_requests",
        "List pull requests of a repository with CI check state and approvals.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "state": {"type": "string", "enum": ["open", "closed", "merged", "all"], "default": "open"},
                "author": {"type": ["string", "null"], "description": "Only PRs opened by this username"},
            },
            "required": ["repo"],
        },
        list_pull_requests,
    ),
    ToolDef(
        "get_pull_request",
        "One pull request in detail: checks, reviews, mergeability, linked issues.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {"repo": {"$ref": "#/$defs/repo"}, "number": {"type": "integer", "minimum": 1}},
            "required": ["repo", "number"],
        },
        get_pull_request,
    ),
    ToolDef(
        "list_workflow_runs",
        "Recent CI workflow runs of a repository, newest first, with conclusion and failed job names. "
        "Filter by branch and/or workflow name.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "branch": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "workflow": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "e.g. 'CI', 'Nightly e2e'"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
            },
            "required": ["repo"],
        },
        list_workflow_runs,
    ),
    ToolDef(
        "search_issues",
        "Search issues (not pull requests) in a repository by text and/or labels.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "query": {"type": ["string", "null"], "description": "Free text matched against titles"},
                "labels": {"type": "array", "items": {"type": "string"}, "description": "All of these labels"},
                "state": {"type": "string", "enum": ["open", "closed", "all"], "default": "open"},
            },
            "required": ["repo"],
        },
        search_issues,
    ),
    ToolDef(
        "create_issue",
        "Open a new issue.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "title": {"type": "string"},
                "body": {"type": "string", "description": "Markdown"},
                "labels": {"type": "array", "items": {"type": "string"}},
                "assignees": {"type": "array", "items": {"type": "string"}, "description": "Usernames without @"},
            },
            "required": ["repo", "title"],
        },
        create_issue,
        act=True,
    ),
    ToolDef(
        "comment_on_issue",
        "Post a comment on an issue or a pull request (they share one number sequence).",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "number": {"type": "integer", "minimum": 1},
                "body": {"type": "string", "description": "Markdown comment text"},
            },
            "required": ["repo", "number", "body"],
        },
        comment_on_issue,
        act=True,
    ),
    ToolDef(
        "merge_pull_request",
        "Merge an open pull request into its base branch. Fails if branch protection is not satisfied.",
        {
            "type": "object",
            "properties": {
                "repo": {"type": "string", "description": "owner/name"},
                "number": {"type": "integer"},
                "method": {"type": "string", "enum": ["merge", "squash", "rebase"]},
                "delete_branch": {"type": "boolean", "description": "Delete the head branch after merging"},
                "commit_title": {"type": ["string", "null"], "description": "null for the default title"},
            },
            "required": ["repo", "number", "method", "delete_branch", "commit_title"],
            "additionalProperties": False,
        },
        merge_pull_request,
        act=True,
        strict=True,
    ),
    ToolDef(
        "request_reviewers",
        "Request reviews on a pull request from one or more users.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "number": {"type": "integer", "minimum": 1},
                "reviewers": {"type": "array", "items": {"type": "string"}, "minItems": 1, "description": "Usernames"},
            },
            "required": ["repo", "number", "reviewers"],
        },
        request_reviewers,
        act=True,
    ),
    ToolDef(
        "rerun_workflow",
        "Re-run a completed workflow run, either only its failed jobs or all jobs.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "run_id": {"type": "integer"},
                "failed_jobs_only": {"type": "boolean", "default": True},
            },
            "required": ["repo", "run_id"],
        },
        rerun_workflow,
        act=True,
    ),
    ToolDef(
        "create_release",
        "Create a release (and its git tag) from a branch.",
        {
            "type": "object",
            "$defs": CODE_DEFS,
            "properties": {
                "repo": {"$ref": "#/$defs/repo"},
                "tag_name": {"type": "string", "pattern": "^v\\d+\\.\\d+\\.\\d+(-[0-9A-Za-z.]+)?$"},
                "name": {"type": "string"},
                "target": {"type": "string", "default": "main"},
                "notes": {"type": "string"},
                "draft": {"type": "boolean"},
                "prerelease": {"type": "boolean"},
            },
            "required": ["repo", "tag_name"],
        },
        create_release,
        act=True,
    ),
]

CODE_INSTRUCTIONS = """You are the assistant inside Quarry, a code hosting service.
Today is Monday 7 December 2026, 11:20 (Europe/Berlin).

Signed-in user: Marta Kovač (@mkovac), maintainer in the organisation tidewater.
Repositories she works on (always pass repo as owner/name): tidewater/harbor-api (Python backend),
tidewater/harbor-web (TypeScript frontend), tidewater/docs, mkovac/dotfiles. When she names a repo
without the owner, it is one of these.
Teammates: jlindqvist (Jonas), ppatel (Priya), ahmed-r (Ahmed), sofia-b (Sofia), dchen (David).

Repository rules:
- main is protected everywhere: a pull request needs 1 approving review and all required checks green before it can be merged. Authors cannot review their own pull requests.
- Merge methods: harbor-api allows squash merges only (linear history). harbor-web allows merge commits (its default) and squash. Use the repository's default method unless the user asks for another.
- Issues and pull requests share one number sequence per repository; comment_on_issue works on both.
- Releases are tagged with semantic versions (vX.Y.Z). The latest harbor-api release is v2.3.1 (20 November 2026). The maintainer decides the version number of a release.
- Workflows: "CI" runs on every push and pull request; "Nightly e2e" runs on main every night at 03:00.
- The Team plan includes 3,000 CI minutes a month; 1,912 have been used so far in December.
Only merge, comment, open issues, request reviews or re-run workflows when the user asks you to."""


# =============================================================================================
# 2. fx_bureau: Limmat Exchange, Zürich (1 tool, camelCase)
# =============================================================================================

MID_PER_CHF = {
    "CHF": Decimal("1"),
    "EUR": Decimal("1.0650"),
    "USD": Decimal("1.1300"),
    "GBP": Decimal("0.8900"),
    "JPY": Decimal("171.20"),
    "CAD": Decimal("1.5800"),
    "AUD": Decimal("1.7300"),
    "SEK": Decimal("11.95"),
    "NOK": Decimal("12.30"),
    "DKK": Decimal("7.945"),
    "THB": Decimal("38.90"),
    "CZK": Decimal("26.60"),
    "PLN": Decimal("4.545"),
    "HUF": Decimal("418.0"),
    "SGD": Decimal("1.5100"),
}
NOT_STOCKED = {"TRY": "Turkish lira", "ARS": "Argentine peso", "RUB": "Russian rouble", "EGP": "Egyptian pound"}
CASH_SPREAD = Decimal("0.025")
CROSS_SPREAD = Decimal("0.04")


def _money(value: Decimal, currency: str) -> float:
    step = Decimal("1") if currency in ("JPY", "HUF") else Decimal("0.01")
    return float(value.quantize(step, rounding=ROUND_HALF_UP))


def quote_exchange(fromCurrency: str, toCurrency: str, amount: float, amountIn: str = "from") -> dict[str, Any]:
    src, dst = str(fromCurrency).upper().strip(), str(toCurrency).upper().strip()
    for code in (src, dst):
        if code in NOT_STOCKED:
            return {"error": f"We do not stock {NOT_STOCKED[code]} ({code}). Currencies held: {', '.join(sorted(MID_PER_CHF))}."}
        if code not in MID_PER_CHF:
            return {"error": f"'{code}' is not a currency we exchange (use ISO 4217 codes such as EUR, USD, JPY)."}
    if src == dst:
        return {"error": "fromCurrency and toCurrency are the same."}
    value = Decimal(str(amount))
    if value <= 0:
        return {"error": "amount must be positive"}
    if src == "CHF":
        rate = MID_PER_CHF[dst] * (1 - CASH_SPREAD)
    elif dst == "CHF":
        rate = (1 - CASH_SPREAD) / MID_PER_CHF[src]
    else:
        rate = MID_PER_CHF[dst] / MID_PER_CHF[src] * (1 - CROSS_SPREAD)
    if amountIn == "to":
        give, get = value / rate, value
    else:
        give, get = value, value * rate
    give_chf = give if src == "CHF" else give / MID_PER_CHF[src]
    quote_id = f"LX-{zlib.crc32(f'{src}{dst}{value}{amountIn}'.encode()) % 900000 + 100000}"
    return {
        "quoteId": quote_id,
        "youGive": {"currency": src, "amount": _money(give, src)},
        "youGet": {"currency": dst, "amount": _money(get, dst)},
        "rate": f"1 {src} = {float(rate.quantize(Decimal('0.000001'))):g} {dst}",
        "commission": 0,
        "rateSetAt": "2026-12-12T09:00",
        "validUntil": "2026-12-12T10:55",
        "idRequired": give_chf > 5000,
        "inStock": True,
        "note": "Cash rate at the Bahnhofstrasse counter. Rates are updated at 09:00 and 14:00.",
    }


FX_TOOLS = [
    ToolDef(
        "quoteExchange",
        "Get a cash exchange quote at the counter: how much the customer hands over and how much they receive. "
        "Use ISO 4217 currency codes. Set amountIn to 'from' when the amount is what the customer hands over, "
        "or 'to' when it is the amount the customer wants to receive.",
        {
            "type": "object",
            "properties": {
                "fromCurrency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "Currency the customer hands over"},
                "toCurrency": {"type": "string", "pattern": "^[A-Z]{3}$", "description": "Currency the customer receives"},
                "amount": {"type": "number"},
                "amountIn": {"type": "string", "enum": ["from", "to"]},
            },
            "required": ["fromCurrency", "toCurrency", "amount", "amountIn"],
            "additionalProperties": False,
        },
        quote_exchange,
        strict=True,
    ),
]

FX_INSTRUCTIONS = """You are the chat assistant of Limmat Exchange, a bureau de change at Bahnhofstrasse 88, 8001 Zürich.
It is Saturday 12 December 2026, 10:40 (Europe/Zurich). Our home currency is the Swiss franc (CHF).

Facts and policies:
- Opening hours: Monday to Friday 08:00-19:00, Saturday 09:00-16:00, closed on Sundays and public holidays.
- No commission: our margin is in the exchange rate. Rates are set at 09:00 and 14:00 each day; a quote is valid for 15 minutes.
- A passport or national identity card is required for any exchange worth more than CHF 5,000. The maximum is CHF 15,000 per customer per day.
- We buy back banknotes only, not coins.
- Online orders (limmatexchange.ch/order) can be collected from the next working day at 12:00.
- We do not stock Turkish lira, Argentine pesos, Russian roubles or Egyptian pounds.
Always quote with the tool rather than estimating rates yourself."""


# =============================================================================================
# 3. meeting_rooms: Northwind Labs, Toronto office (3 tools, kebab-case)
# =============================================================================================

ROOMS = {
    "R12-BIRCH": {"name": "Birch", "floor": 12, "capacity": 4, "equipment": ["screen"]},
    "R12-CEDAR": {"name": "Cedar", "floor": 12, "capacity": 6, "equipment": ["screen", "video", "whiteboard"]},
    "R12-PINE": {"name": "Pine (phone booth)", "floor": 12, "capacity": 1, "equipment": ["video"]},
    "R14-MAPLE": {"name": "Maple", "floor": 14, "capacity": 8, "equipment": ["screen", "video"]},
    "R14-SPRUCE": {"name": "Spruce", "floor": 14, "capacity": 12, "equipment": ["screen", "video", "whiteboard"]},
    "R14-SUMMIT": {
        "name": "Summit boardroom",
        "floor": 14,
        "capacity": 20,
        "equipment": ["screen", "video", "whiteboard"],
        "requiresApproval": True,
    },
}

ROOM_BUSY: dict[tuple[str, str], list[tuple[str, str, str]]] = {
    ("R14-MAPLE", "2026-12-10"): [("15:00", "17:00", "Design review")],
    ("R12-CEDAR", "2026-12-10"): [("15:30", "17:30", "Hiring panel")],
    ("R14-SPRUCE", "2026-12-10"): [("13:00", "18:00", "Customer workshop")],
    ("R14-SUMMIT", "2026-12-10"): [("09:00", "18:00", "Board offsite")],
    ("R12-PINE", "2026-12-10"): [("16:00", "16:30", "Phone call")],
    ("R14-MAPLE", "2026-12-11"): [("10:00", "11:00", "Sprint planning (BK-7781, yours)"), ("13:30", "15:00", "Sales sync")],
    ("R12-BIRCH", "2026-12-11"): [("14:00", "15:00", "Interview")],
    ("R12-CEDAR", "2026-12-11"): [("11:00", "12:00", "UX research")],
    ("R14-MAPLE", "2026-12-14"): [("09:30", "11:30", "Quarterly business review")],
    ("R12-BIRCH", "2026-12-14"): [("15:30", "16:00", "1:1 with Lena (BK-7795, yours)")],
    ("R14-SPRUCE", "2026-12-14"): [("10:00", "12:00", "All-hands rehearsal")],
    ("R14-MAPLE", "2026-12-15"): [("09:00", "10:30", "Finance standup")],
    ("R12-CEDAR", "2026-12-15"): [("08:30", "12:00", "Training")],
}
MY_BOOKINGS = {
    "BK-7781": ("Sprint planning", "R14-MAPLE", "2026-12-11T10:00", 60),
    "BK-7795": ("1:1 with Lena", "R12-BIRCH", "2026-12-14T15:30", 30),
}
ROOMS_NOW = _dt.datetime(2026, 12, 10, 13, 5)


def _room_id(value: Any) -> str:
    """A room id from an id or a room name ('R14-MAPLE', 'maple', 'Summit boardroom')."""
    text = str(value).strip().upper()
    if text in ROOMS or not text:
        return text
    return next(
        (rid for rid, room in ROOMS.items() if room["name"].upper().startswith(text.split()[0]) or rid.endswith(text)), text
    )


def _hm(text: str) -> int:
    h, m = text.split(":")
    return int(h) * 60 + int(m)


def _clash(room_id: str, start: _dt.datetime, minutes: int) -> tuple[str, str, str] | None:
    begin = start.hour * 60 + start.minute
    for block in ROOM_BUSY.get((room_id, str(start.date())), []):
        if begin < _hm(block[1]) and _hm(block[0]) < begin + minutes:
            return block
    return None


def _check_slot(start: Any, minutes: Any) -> tuple[_dt.datetime | None, str | None]:
    when = _stamp(start)
    if when is None:
        return None, f"start must be a local date-time like 2026-12-11T14:00, got '{start}'."
    minutes = int(minutes)
    if when < ROOMS_NOW:
        return None, "start is in the past (now is 2026-12-10T13:05 America/Toronto)."
    if when.weekday() >= 5 or _dt.date(2026, 12, 25) <= when.date() <= _dt.date(2027, 1, 1):
        return None, f"The office is closed on {when.date()} ({when.strftime('%A')})."
    end = when + _dt.timedelta(minutes=minutes)
    if when.hour < 7 or end > when.replace(hour=20, minute=0):
        return None, "Rooms can be booked between 07:00 and 20:00."
    if minutes % 15 or not 15 <= minutes <= 240:
        return None, "durationMinutes must be a multiple of 15 between 15 and 240."
    return when, None


def search_rooms(
    start: str, durationMinutes: int, attendees: int = 1, equipment: list[str] | None = None, roomIds: list[str] | None = None
) -> dict[str, Any]:
    when, problem = _check_slot(start, durationMinutes)
    if problem:
        return {"error": problem}
    need = set(equipment or [])
    ids = [_room_id(r) for r in roomIds] if roomIds else list(ROOMS)
    free, busy = [], []
    for room_id in ids:
        room = ROOMS.get(room_id)
        if room is None:
            return {"error": f"Unknown room id '{room_id}'. Rooms: {', '.join(ROOMS)}."}
        if room["capacity"] < int(attendees) or not need <= set(room["equipment"]):
            continue
        row = {
            "roomId": room_id,
            "name": room["name"],
            "floor": room["floor"],
            "capacity": room["capacity"],
            "equipment": room["equipment"],
            "requiresApproval": room.get("requiresApproval", False),
        }
        block = _clash(room_id, when, int(durationMinutes))
        if block:
            busy.append({**row, "bookedFrom": block[0], "bookedUntil": block[1], "bookedFor": block[2]})
        else:
            free.append(row)
    end = when + _dt.timedelta(minutes=int(durationMinutes))
    return {
        "date": str(when.date()),
        "weekday": when.strftime("%A"),
        "from": when.strftime("%H:%M"),
        "to": end.strftime("%H:%M"),
        "attendees": int(attendees),
        "equipment": sorted(need),
        "available": free,
        "unavailable": busy,
        "timezone": "America/Toronto",
    }


def book_room(
    roomId: str, start: str, durationMinutes: int, title: str, inviteEmails: list[str], videoLink: bool
) -> dict[str, Any]:
    room = ROOMS.get(str(roomId).upper())
    if room is None:
        return {"error": f"Unknown room id '{roomId}'. Rooms: {', '.join(ROOMS)}."}
    when, problem = _check_slot(start, durationMinutes)
    if problem:
        return {"error": problem}
    block = _clash(str(roomId).upper(), when, int(durationMinutes))
    if block:
        return {"error": f"{room['name']} is booked {block[0]}-{block[1]} on {when.date()} ({block[2]})."}
    end = when + _dt.timedelta(minutes=int(durationMinutes))
    pending = room.get("requiresApproval", False)
    return {
        "bookingId": "BK-7802",
        "status": "pending_approval" if pending else "confirmed",
        "room": room["name"],
        "roomId": str(roomId).upper(),
        "floor": room["floor"],
        "date": str(when.date()),
        "weekday": when.strftime("%A"),
        "from": when.strftime("%H:%M"),
        "to": end.strftime("%H:%M"),
        "title": title,
        "organizer": "dev.malhotra@northwindlabs.ca",
        "invitesSent": list(inviteEmails or []),
        "videoLink": "https://meet.northwindlabs.ca/j/7802-qx" if videoLink else None,
        "checkIn": "Check in on the room panel within 10 minutes of the start or the room is released.",
    }


def cancel_booking(bookingId: str) -> dict[str, Any]:
    ref = str(bookingId).upper().strip()
    if ref not in MY_BOOKINGS:
        return {"error": f"No booking '{bookingId}' of yours. Your bookings: {', '.join(MY_BOOKINGS)}."}
    title, room_id, start, minutes = MY_BOOKINGS[ref]
    return {
        "bookingId": ref,
        "status": "cancelled",
        "title": title,
        "room": ROOMS[room_id]["name"],
        "start": start,
        "durationMinutes": minutes,
        "attendeesNotified": True,
    }


ROOM_TOOLS = [
    ToolDef(
        "search-rooms",
        "Find meeting rooms for a time slot. Returns the rooms that fit (capacity and equipment) split into "
        "available and unavailable, with what is blocking the unavailable ones.",
        {
            "type": "object",
            "properties": {
                "start": {
                    "type": "string",
                    "format": "date-time",
                    "description": "Local time (America/Toronto), e.g. 2026-12-11T14:00:00",
                },
                "durationMinutes": {"type": "integer", "minimum": 15, "maximum": 240, "multipleOf": 15},
                "attendees": {"type": "integer", "minimum": 1, "description": "Number of people (default 1)"},
                "equipment": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["screen", "video", "whiteboard"]},
                    "uniqueItems": True,
                },
                "roomIds": {
                    "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
                    "description": "Only these rooms; null for all",
                },
            },
            "required": ["start", "durationMinutes"],
        },
        search_rooms,
    ),
    ToolDef(
        "book-room",
        "Book a room. Sends calendar invites to inviteEmails.",
        {
            "type": "object",
            "properties": {
                "roomId": {"type": "string", "enum": list(ROOMS)},
                "start": {"type": "string", "format": "date-time", "description": "Local time (America/Toronto)"},
                "durationMinutes": {"type": "integer"},
                "title": {"type": "string"},
                "inviteEmails": {"type": "array", "items": {"type": "string", "format": "email"}},
                "videoLink": {"type": "boolean", "description": "Attach a video meeting link"},
            },
            "required": ["roomId", "start", "durationMinutes", "title", "inviteEmails", "videoLink"],
            "additionalProperties": False,
        },
        book_room,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel one of your room bookings by id.",
        {
            "type": "object",
            "properties": {"bookingId": {"type": "string", "description": "e.g. BK-7781"}},
            "required": ["bookingId"],
        },
        cancel_booking,
        act=True,
    ),
]

ROOM_INSTRUCTIONS = """You are RoomLoop, the meeting-room assistant of Northwind Labs' Toronto office (200 King St W, floors 12 and 14).
Now: Thursday 10 December 2026, 13:05 (America/Toronto). Pass times as local times.

You are helping Dev Malhotra (dev.malhotra@northwindlabs.ca).
Dev's upcoming bookings:
- BK-7781 "Sprint planning", Friday 11 December 10:00-11:00, Maple
- BK-7795 "1:1 with Lena", Monday 14 December 15:30-16:00, Birch

Rooms (roomId: name, floor, seats, equipment):
- R12-BIRCH: Birch, 12th floor, 4 seats, screen
- R12-CEDAR: Cedar, 12th floor, 6 seats, screen, video, whiteboard
- R12-PINE: Pine phone booth, 12th floor, 1 seat, video
- R14-MAPLE: Maple, 14th floor, 8 seats, screen, video
- R14-SPRUCE: Spruce, 14th floor, 12 seats, screen, video, whiteboard
- R14-SUMMIT: Summit boardroom, 14th floor, 20 seats, everything; bookings need approval from the executive assistant

Policies:
- Rooms can be booked 07:00-20:00 on weekdays, in 15-minute steps, for at most 4 hours.
- Check in on the room's door panel within 10 minutes of the start, or the booking is released automatically.
- Catering must be ordered from facilities@northwindlabs.ca at least 48 hours ahead.
- The office is closed from 25 December to 1 January.
Only book or cancel when asked to."""


# =============================================================================================
# 4. hr_portal: Lumen Labs people portal, Dublin (5 tools, PascalCase)
# =============================================================================================

HR_TODAY = _dt.date(2026, 12, 9)
IE_HOLIDAYS = {
    "2026-12-25",
    "2026-12-28",
    "2027-01-01",
    "2027-02-01",
    "2027-03-17",
    "2027-03-29",
    "2027-05-03",
    "2027-06-07",
    "2027-08-02",
    "2027-10-25",
}

LEAVE_REQUESTS = [
    {
        "requestId": "LR-3302",
        "leaveType": "annual",
        "startDate": "2026-10-12",
        "endDate": "2026-10-16",
        "workingDays": 5,
        "status": "approved",
        "note": "Lisbon trip",
        "approvedBy": "Ciarán Doyle",
    },
    {
        "requestId": "LR-3391",
        "leaveType": "annual",
        "startDate": "2026-12-29",
        "endDate": "2026-12-31",
        "workingDays": 3,
        "status": "approved",
        "note": "Christmas shutdown (company-wide)",
        "approvedBy": "HR",
    },
    {
        "requestId": "LR-3420",
        "leaveType": "annual",
        "startDate": "2027-01-18",
        "endDate": "2027-01-22",
        "workingDays": 5,
        "status": "pending",
        "note": "Skiing",
        "submittedOn": "2026-12-02",
        "approver": "Ciarán Doyle",
    },
    {
        "requestId": "LR-3288",
        "leaveType": "annual",
        "startDate": "2026-09-04",
        "endDate": "2026-09-04",
        "workingDays": 1,
        "status": "rejected",
        "note": "",
        "rejectedBy": "Ciarán Doyle",
        "reason": "release day",
    },
]

PAYSLIPS = {
    "2026-10": {
        "payDate": "2026-10-30",
        "lines": {"Basic salary": 5250.00, "On-call allowance (2 weeks)": 180.00},
        "gross": 5430.00,
        "deductions": {"PAYE income tax": 1093.40, "USC": 252.78, "PRSI": 219.92, "Pension (5% of basic)": 262.50},
        "net": 3601.40,
    },
    "2026-11": {
        "payDate": "2026-11-27",
        "lines": {"Basic salary": 5250.00},
        "gross": 5250.00,
        "deductions": {"PAYE income tax": 1021.40, "USC": 243.18, "PRSI": 212.63, "Pension (5% of basic)": 262.50},
        "net": 3510.29,
    },
    "2026-09": {
        "payDate": "2026-09-25",
        "lines": {"Basic salary": 5250.00},
        "gross": 5250.00,
        "deductions": {"PAYE income tax": 1021.40, "USC": 243.18, "PRSI": 212.63, "Pension (5% of basic)": 262.50},
        "net": 3510.29,
    },
}


def _working_days(start: _dt.date, end: _dt.date) -> int:
    days, current = 0, start
    while current <= end:
        if current.weekday() < 5 and str(current) not in IE_HOLIDAYS:
            days += 1
        current += _dt.timedelta(days=1)
    return days


def get_leave_balance(year: int = 2026, leaveType: str = "all") -> dict[str, Any]:
    if int(year) == 2026:
        balances = {
            "annual": {
                "entitlement": 25,
                "carriedOverFrom2025": 3,
                "taken": 19,
                "bookedUpcoming": 3,
                "bookedUpcomingDetail": "29-31 Dec Christmas shutdown (LR-3391)",
                "pending": 0,
                "remaining": 6,
                "unit": "working days",
            },
            "sick": {
                "daysTaken": 4,
                "episodes": [
                    {"from": "2026-03-02", "to": "2026-03-03", "certified": "self"},
                    {"from": "2026-11-16", "to": "2026-11-17", "certified": "self"},
                ],
                "paidSickDaysEntitlement": 5,
                "paidSickDaysRemaining": 1,
            },
            "parental": {"weeksEntitlement": 26, "weeksTaken": 0},
        }
    elif int(year) == 2027:
        balances = {
            "annual": {
                "entitlement": 25,
                "carriedOverFrom2026Projected": 5,
                "taken": 0,
                "bookedUpcoming": 0,
                "pending": 5,
                "pendingDetail": "18-22 Jan (LR-3420)",
                "remaining": 25,
                "unit": "working days",
                "note": "remaining counts pending requests as used; carry-over must be used by 31 March 2027",
            },
            "sick": {"daysTaken": 0, "paidSickDaysEntitlement": 7, "paidSickDaysRemaining": 7},
            "parental": {"weeksEntitlement": 26, "weeksTaken": 0},
        }
    else:
        return {"error": f"No leave year {year}; balances are available for 2026 and 2027."}
    if leaveType != "all":
        if leaveType not in balances:
            return {"error": f"Unknown leaveType '{leaveType}'."}
        balances = {leaveType: balances[leaveType]}
    return {"employeeId": "E-10442", "year": int(year), "asOf": str(HR_TODAY), "balances": balances}


def list_leave_requests(status: str | None = None) -> dict[str, Any]:
    rows = [r for r in LEAVE_REQUESTS if status in (None, "all", r["status"])]
    return {"employeeId": "E-10442", "status": status, "count": len(rows), "requests": rows}


def submit_leave_request(
    leaveType: str,
    startDate: str,
    endDate: str,
    halfDay: str | None = None,
    note: str | None = None,
    notifyEmails: list[str] | None = None,
) -> dict[str, Any]:
    start, end = _day(startDate), _day(endDate)
    if start is None or end is None:
        return {"error": "startDate and endDate must be dates like 2027-02-15."}
    if end < start:
        return {"error": "endDate is before startDate."}
    if leaveType == "annual" and start < HR_TODAY:
        return {"error": "Annual leave cannot be backdated; today is 2026-12-09."}
    if halfDay and start != end:
        return {"error": "A half day must start and end on the same date."}
    days = _working_days(start, end)
    if days == 0:
        return {"error": f"{start} to {end} contains no working days (weekends and public holidays are not counted)."}
    if halfDay:
        days = 0.5
    if leaveType == "annual" and days > 3 and (start - HR_TODAY).days < 14:
        return {"error": "Annual leave of more than 3 days needs at least 2 weeks' notice; talk to your manager."}
    return {
        "requestId": "LR-3431",
        "status": "pending" if leaveType != "sick" else "recorded",
        "leaveType": leaveType,
        "startDate": str(start),
        "endDate": str(end),
        "halfDay": halfDay,
        "workingDays": days,
        "approver": "Ciarán Doyle (ciaran.doyle@lumenlabs.ie)",
        "notified": ["ciaran.doyle@lumenlabs.ie", *(notifyEmails or [])],
        "note": note,
    }


def cancel_leave_request(requestId: str, reason: str | None = None) -> dict[str, Any]:
    ref = str(requestId).upper().strip()
    request = next((r for r in LEAVE_REQUESTS if r["requestId"] == ref), None)
    if request is None:
        return {"error": f"No leave request {requestId}. Use ListLeaveRequests to see your requests."}
    if ref == "LR-3391":
        return {"error": "LR-3391 is the company-wide Christmas shutdown and cannot be cancelled."}
    if request["status"] == "rejected":
        return {"error": f"{ref} was rejected; there is nothing to cancel."}
    if _dt.date.fromisoformat(request["startDate"]) < HR_TODAY:
        return {"error": f"{ref} has already been taken and cannot be cancelled."}
    return {
        "requestId": ref,
        "status": "cancelled",
        "startDate": request["startDate"],
        "endDate": request["endDate"],
        "daysReturned": request["workingDays"],
        "approverNotified": True,
        "reason": reason,
    }


def get_payslip(period: str) -> dict[str, Any]:
    key = str(period).strip()[:7]
    if key == "2026-12":
        return {
            "error": "The December 2026 payslip is not issued yet: it will be available on 2026-12-16 and paid on Friday 2026-12-18."
        }
    slip = PAYSLIPS.get(key)
    if slip is None:
        return {"error": f"No payslip for '{period}'. Payslips are available for 2026-09 to 2026-11 (period as YYYY-MM)."}
    return {
        "employeeId": "E-10442",
        "period": key,
        "currency": "EUR",
        **slip,
        "taxCredits": "standard single person",
        "ytdGross": 57180.00 if key == "2026-11" else None,
    }


HR_TOOLS = [
    ToolDef(
        "GetLeaveBalance",
        "Leave balances for a calendar year.",
        {
            "type": "object",
            "properties": {
                "year": {"type": "integer", "minimum": 2025, "maximum": 2027, "description": "Defaults to the current year"},
                "leaveType": {"type": "string", "enum": ["annual", "sick", "parental", "all"], "default": "all"},
            },
            "required": [],
        },
        get_leave_balance,
    ),
    ToolDef(
        "ListLeaveRequests",
        "The employee's leave requests (past and future) with ids and status.",
        {
            "type": "object",
            "properties": {
                "status": {
                    "type": ["string", "null"],
                    "enum": ["pending", "approved", "rejected", "cancelled", None],
                    "description": "Filter by status; null for all",
                }
            },
        },
        list_leave_requests,
    ),
    ToolDef(
        "SubmitLeaveRequest",
        "Submit a leave request to the employee's manager for approval. Dates are inclusive; weekends and Irish "
        "public holidays are not counted. For a half day give the same start and end date and halfDay am or pm; "
        "otherwise halfDay is null. The manager is notified automatically; notifyEmails adds extra people to copy.",
        {
            "type": "object",
            "properties": {
                "leaveType": {"type": "string", "enum": ["annual", "sick", "unpaid", "parental", "compassionate"]},
                "startDate": {"type": "string", "format": "date"},
                "endDate": {"type": "string", "format": "date"},
                "halfDay": {"anyOf": [{"type": "string", "enum": ["am", "pm"]}, {"type": "null"}]},
                "note": {"type": ["string", "null"]},
                "notifyEmails": {"type": "array", "items": {"type": "string", "format": "email"}},
            },
            "required": ["leaveType", "startDate", "endDate", "halfDay", "note", "notifyEmails"],
            "additionalProperties": False,
        },
        submit_leave_request,
        act=True,
        strict=True,
    ),
    ToolDef(
        "CancelLeaveRequest",
        "Withdraw a pending or approved leave request that has not started.",
        {
            "type": "object",
            "properties": {
                "requestId": {"type": "string", "pattern": "^LR-\\d{4}$"},
                "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["requestId"],
        },
        cancel_leave_request,
        act=True,
    ),
    ToolDef(
        "GetPayslip",
        "A monthly payslip: gross pay, each deduction, net pay and pay date (EUR).",
        {
            "type": "object",
            "properties": {"period": {"type": "string", "pattern": "^\\d{4}-(0[1-9]|1[0-2])$", "description": "YYYY-MM"}},
            "required": ["period"],
        },
        get_payslip,
    ),
]

HR_INSTRUCTIONS = """You are the assistant in Peoplebase, the HR portal of Lumen Labs Ltd.
Today is Wednesday 9 December 2026, 08:50 (Europe/Dublin). Everything is in euro (EUR).

You are talking to Aoife Brennan, employee E-10442, Product Designer, Dublin office.
Her manager (approver of leave) is Ciarán Doyle, ciaran.doyle@lumenlabs.ie.

Leave policy:
- Annual leave: 25 working days per calendar year. Up to 5 unused days carry over into the next year and must be used by 31 March; any more than 5 are lost.
- Requests of more than 3 days need at least 2 weeks' notice.
- Sick leave: you can self-certify up to 2 consecutive days without a doctor's note; from the third consecutive day a medical certificate is needed. Record sick days with leave type sick.
- Christmas shutdown: the office is closed 24 December 2026 to 1 January 2027. 25 and 28 December and 1 January are public holidays, 24 December is a company day off, and 29-31 December come out of annual leave (already booked for everyone as LR-3391, which cannot be cancelled).

Pay: salaries are paid on the last Friday of the month. December pay is on Friday 18 December 2026 because of the shutdown; the December payslip appears on 16 December.
Only submit or cancel leave when she asks you to."""


# =============================================================================================
# 5. warehouse: Nordhaven Coffee Supply WMS, Rotterdam (7 tools, camelCase)
# =============================================================================================

PRODUCTS = {
    "KB-2041": {"name": "Barista burr grinder, matte black", "category": "grinders", "unit": "each", "palletQty": 48},
    "KB-2042": {"name": "Barista burr grinder, white", "category": "grinders", "unit": "each", "palletQty": 48},
    "KT-1180": {"name": "Gooseneck kettle 1.0 L, stainless", "category": "kettles", "unit": "each", "palletQty": 60},
    "FL-0733": {"name": "Paper filters size 02, pack of 100", "category": "filters", "unit": "pack", "palletQty": 1200},
    "SC-0410": {"name": "Digital coffee scale with timer", "category": "scales", "unit": "each", "palletQty": 120},
    "BR-0902": {"name": "Pour-over brewer, glass, 2-4 cups", "category": "brewers", "unit": "each", "palletQty": 96},
}
STOCK = {  # (sku, warehouse): (on hand, allocated to open orders, bins)
    ("KB-2041", "RTM1"): (140, 120, ["A-04-2", "A-04-3"]),
    ("KB-2041", "RTM2"): (350, 40, ["W-12-1"]),
    ("KB-2042", "RTM1"): (60, 10, ["A-05-1"]),
    ("KB-2042", "RTM2"): (24, 0, ["W-12-4"]),
    ("KT-1180", "RTM1"): (12, 12, ["B-11-2"]),
    ("KT-1180", "RTM2"): (85, 5, ["W-03-1"]),
    ("FL-0733", "RTM1"): (2400, 300, ["C-01-1", "C-01-2"]),
    ("FL-0733", "RTM2"): (5000, 0, ["W-20-1"]),
    ("SC-0410", "RTM1"): (44, 0, ["B-02-5"]),
    ("SC-0410", "RTM2"): (0, 0, []),
    ("BR-0902", "RTM1"): (75, 20, ["B-07-1"]),
    ("BR-0902", "RTM2"): (0, 0, []),
}
INBOUND = [
    {
        "poNumber": "PO-55812",
        "warehouse": "RTM1",
        "eta": "2026-12-10",
        "supplier": "Hario Europe BV",
        "carrier": "DB Schenker",
        "lines": [{"sku": "KT-1180", "quantity": 200}],
        "status": "in transit",
    },
    {
        "poNumber": "PO-55841",
        "warehouse": "RTM2",
        "eta": "2026-12-11",
        "supplier": "Filtropa",
        "carrier": "own truck",
        "lines": [{"sku": "FL-0733", "quantity": 10000}],
        "status": "confirmed",
    },
    {
        "poNumber": "PO-55830",
        "warehouse": "RTM1",
        "eta": "2026-12-14",
        "supplier": "Baratza EU",
        "carrier": "DHL Freight",
        "lines": [{"sku": "KB-2042", "quantity": 150}, {"sku": "KB-2041", "quantity": 96}],
        "status": "in transit",
    },
    {
        "poNumber": "PO-55857",
        "warehouse": "RTM2",
        "eta": "2026-12-17",
        "supplier": "Acaia",
        "carrier": "UPS",
        "lines": [{"sku": "SC-0410", "quantity": 240}],
        "status": "confirmed",
    },
]
ALLOCATED_TO = {("KB-2041", "RTM2"): "transfer TO-20917 (40 to RTM1 on today's 16:30 shuttle)"}
OPEN_TRANSFERS = {"TO-20917": {"sku": "KB-2041", "quantity": 40, "from": "RTM2", "to": "RTM1", "shuttle": "2026-12-08 16:30"}}
WMS_TODAY = _dt.date(2026, 12, 8)


def _sku(value: Any) -> str:
    return str(value).strip().upper()


def _unknown_sku(value: Any) -> dict[str, Any]:
    return {"error": f"Unknown SKU '{value}'. Use searchProducts to find SKUs (format XX-0000)."}


def search_products(query: str, category: str | None = None) -> dict[str, Any]:
    words = [w for w in re.split(r"\W+", str(query).lower()) if w]
    words = [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words]
    rows = []
    for sku, product in PRODUCTS.items():
        if category and product["category"] != category:
            continue
        text = f"{sku} {product['name']} {product['category']}".lower()
        if all(w in text for w in words) or (not words):
            rows.append({"sku": sku, **product})
    if not rows and words:  # fall back to any word
        rows = [
            {"sku": s, **p} for s, p in PRODUCTS.items() if any(w in f"{s} {p['name']} {p['category']}".lower() for w in words)
        ]
    return {"query": query, "count": len(rows), "products": rows}


def get_stock_level(sku: str, warehouseCode: str | None = None) -> dict[str, Any]:
    code = _sku(sku)
    if code not in PRODUCTS:
        return _unknown_sku(sku)
    sites = [str(warehouseCode).upper()] if warehouseCode else ["RTM1", "RTM2"]
    rows = []
    for site in sites:
        if (code, site) not in STOCK:
            return {"error": f"Unknown warehouse '{warehouseCode}'. Use RTM1 (Maasvlakte) or RTM2 (Waalhaven)."}
        on_hand, allocated, bins = STOCK[(code, site)]
        rows.append(
            {
                "warehouse": site,
                "onHand": on_hand,
                "allocated": allocated,
                "available": on_hand - allocated,
                "bins": bins,
                "lastCountedAt": "2026-12-01",
            }
        )
        if (code, site) in ALLOCATED_TO:
            rows[-1]["allocatedTo"] = ALLOCATED_TO[(code, site)]
    result = {"sku": code, "name": PRODUCTS[code]["name"], "unit": PRODUCTS[code]["unit"], "levels": rows}
    if len(rows) > 1:
        result["totalAvailable"] = sum(r["available"] for r in rows)
    return result


def get_inbound_shipments(
    warehouseCode: str | None = None, dateFrom: str | None = None, dateTo: str | None = None
) -> dict[str, Any]:
    start = _day(dateFrom) if dateFrom else WMS_TODAY
    end = _day(dateTo) if dateTo else WMS_TODAY + _dt.timedelta(days=14)
    if start is None or end is None:
        return {"error": "dateFrom and dateTo must be dates like 2026-12-11."}
    site = str(warehouseCode).upper() if warehouseCode else None
    if site and site not in ("RTM1", "RTM2"):
        return {"error": f"Unknown warehouse '{warehouseCode}'. Use RTM1 or RTM2."}
    rows = []
    for po in INBOUND:
        eta = _dt.date.fromisoformat(po["eta"])
        if start <= eta <= end and site in (None, po["warehouse"]):
            lines = [{**line, "name": PRODUCTS[line["sku"]]["name"]} for line in po["lines"]]
            rows.append({**po, "etaWeekday": eta.strftime("%A"), "lines": lines})
    return {"warehouse": site or "all", "from": str(start), "to": str(end), "count": len(rows), "shipments": rows}


def create_transfer_order(
    sku: str, quantity: int, fromWarehouse: str, toWarehouse: str, priority: str = "standard"
) -> dict[str, Any]:
    code = _sku(sku)
    if code not in PRODUCTS:
        return _unknown_sku(sku)
    src, dst = str(fromWarehouse).upper(), str(toWarehouse).upper()
    if src == dst:
        return {"error": "fromWarehouse and toWarehouse must differ."}
    if (code, src) not in STOCK or (code, dst) not in STOCK:
        return {"error": "Warehouses are RTM1 and RTM2."}
    on_hand, allocated, _ = STOCK[(code, src)]
    available = on_hand - allocated
    if int(quantity) > available:
        return {"error": f"Only {available} x {code} available in {src} (on hand {on_hand}, allocated {allocated})."}
    urgent = priority == "urgent"
    return {
        "transferId": "TO-20931",
        "sku": code,
        "name": PRODUCTS[code]["name"],
        "quantity": int(quantity),
        "from": src,
        "to": dst,
        "priority": priority,
        "status": "released to picking",
        "shuttle": "2026-12-08 16:30 (today's shuttle)" if not urgent else "dedicated van, departs 2026-12-08 15:45",
        "expectedArrival": "2026-12-08 17:30" if urgent else "2026-12-08 18:15",
        "surchargeEur": 85 if urgent else 0,
    }


def adjust_inventory(sku: str, warehouseCode: str, delta: int, reasonCode: str, note: str | None = None) -> dict[str, Any]:
    code = _sku(sku)
    if code not in PRODUCTS:
        return _unknown_sku(sku)
    site = str(warehouseCode).upper()
    if (code, site) not in STOCK:
        return {"error": f"Unknown warehouse '{warehouseCode}'. Use RTM1 or RTM2."}
    on_hand, allocated, _ = STOCK[(code, site)]
    new = on_hand + int(delta)
    if new < 0:
        return {"error": f"Cannot remove {abs(int(delta))}: only {on_hand} on hand in {site}."}
    return {
        "adjustmentId": "ADJ-7710",
        "sku": code,
        "warehouse": site,
        "delta": int(delta),
        "reasonCode": reasonCode,
        "onHandBefore": on_hand,
        "onHandAfter": new,
        "availableAfter": new - allocated,
        "status": "pending supervisor sign-off" if abs(int(delta)) > 50 else "posted",
        "note": note,
    }


def create_outbound_shipment(
    orderRef: str, lines: list[dict[str, Any]], shipTo: dict[str, Any], carrier: str, shipDate: str, fromWarehouse: str = "RTM1"
) -> dict[str, Any]:
    site = str(fromWarehouse).upper()
    day = _day(shipDate)
    if day is None or day < WMS_TODAY:
        return {"error": f"shipDate must be today (2026-12-08) or later, got '{shipDate}'."}
    if day.weekday() >= 5:
        return {"error": f"{day} is a {day.strftime('%A')}; carriers collect Monday to Friday."}
    if not lines:
        return {"error": "lines must contain at least one SKU."}
    for line in lines:
        code = _sku(line.get("sku"))
        if code not in PRODUCTS:
            return _unknown_sku(line.get("sku"))
        on_hand, allocated, _ = STOCK.get((code, site), (0, 0, []))
        if int(line.get("quantity", 0)) > on_hand - allocated:
            return {"error": f"Only {on_hand - allocated} x {code} available in {site}."}
    country = str(shipTo.get("countryCode", "")).upper()
    return {
        "shipmentId": "SHP-44120",
        "orderRef": orderRef,
        "status": "created",
        "fromWarehouse": site,
        "carrier": carrier,
        "shipDate": str(day),
        "pickupWindow": "14:00-17:30",
        "trackingNumber": "3SNRDH0044120" if carrier == "postnl" else "JVGL0610044120",
        "labelUrl": "https://wms.nordhaven.example/labels/SHP-44120.pdf",
        "shipTo": {**shipTo, "countryCode": country},
        "lines": [{"sku": _sku(line.get("sku")), "quantity": int(line.get("quantity", 0))} for line in lines],
    }


def cancel_transfer_order(transferId: str) -> dict[str, Any]:
    ref = str(transferId).upper().strip()
    transfer = OPEN_TRANSFERS.get(ref)
    if transfer is None:
        return {"error": f"No open transfer order '{transferId}'."}
    return {"transferId": ref, "status": "cancelled", **transfer, "stockReleased": True}


WAREHOUSE_CODE = {
    "type": "string",
    "enum": ["RTM1", "RTM2"],
    "description": "RTM1 = Maasvlakte (main), RTM2 = Waalhaven (overflow)",
}
SKU = {"type": "string", "pattern": "^[A-Za-z]{2}-\\d{4}$", "description": "SKU, e.g. KB-2041"}

WAREHOUSE_TOOLS = [
    ToolDef(
        "searchProducts",
        "Find products (SKUs) by name or category words.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "category": {
                    "anyOf": [
                        {"type": "string", "enum": ["grinders", "kettles", "filters", "scales", "brewers"]},
                        {"type": "null"},
                    ]
                },
            },
            "required": ["query"],
        },
        search_products,
    ),
    ToolDef(
        "getStockLevel",
        "Stock of one SKU per warehouse: on hand, allocated to open orders, available (on hand minus allocated) and bins. "
        "Leave warehouseCode null for both warehouses.",
        {
            "type": "object",
            "properties": {"sku": SKU, "warehouseCode": {"anyOf": [WAREHOUSE_CODE, {"type": "null"}]}},
            "required": ["sku"],
        },
        get_stock_level,
    ),
    ToolDef(
        "getInboundShipments",
        "Purchase orders due to arrive, by ETA window (defaults: today to 14 days ahead).",
        {
            "type": "object",
            "properties": {
                "warehouseCode": {"type": ["string", "null"], "enum": ["RTM1", "RTM2", None]},
                "dateFrom": {"type": "string", "format": "date"},
                "dateTo": {"type": "string", "format": "date"},
            },
        },
        get_inbound_shipments,
    ),
    ToolDef(
        "createTransferOrder",
        "Move available stock between the two warehouses on the inter-site shuttle. Urgent uses a dedicated van.",
        {
            "type": "object",
            "properties": {
                "sku": SKU,
                "quantity": {"type": "integer", "minimum": 1},
                "fromWarehouse": WAREHOUSE_CODE,
                "toWarehouse": WAREHOUSE_CODE,
                "priority": {"type": "string", "enum": ["standard", "urgent"], "default": "standard"},
            },
            "required": ["sku", "quantity", "fromWarehouse", "toWarehouse"],
        },
        create_transfer_order,
        act=True,
    ),
    ToolDef(
        "adjustInventory",
        "Post a stock adjustment. delta is the signed change in units: negative removes stock (write-offs), positive adds it.",
        {
            "type": "object",
            "properties": {
                "sku": SKU,
                "warehouseCode": WAREHOUSE_CODE,
                "delta": {"type": "integer"},
                "reasonCode": {"type": "string", "enum": ["damaged", "expired", "cycle_count", "found", "theft", "other"]},
                "note": {"type": "string"},
            },
            "required": ["sku", "warehouseCode", "delta", "reasonCode"],
        },
        adjust_inventory,
        act=True,
    ),
    ToolDef(
        "createOutboundShipment",
        "Create an outbound shipment for a customer order and book the carrier collection.",
        {
            "type": "object",
            "$defs": {
                "Line": {
                    "type": "object",
                    "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer"}},
                    "required": ["sku", "quantity"],
                    "additionalProperties": False,
                },
                "Address": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string", "description": "Company or person"},
                        "street": {"type": "string"},
                        "postalCode": {"type": "string"},
                        "city": {"type": "string"},
                        "countryCode": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2"},
                        "phone": {"type": ["string", "null"]},
                    },
                    "required": ["name", "street", "postalCode", "city", "countryCode", "phone"],
                    "additionalProperties": False,
                },
            },
            "properties": {
                "orderRef": {"type": "string", "description": "Customer order number, e.g. SO-88120"},
                "lines": {"type": "array", "items": {"$ref": "#/$defs/Line"}},
                "shipTo": {"$ref": "#/$defs/Address"},
                "carrier": {"type": "string", "enum": ["dhl", "postnl", "db_schenker"]},
                "shipDate": {"type": "string", "format": "date"},
                "fromWarehouse": WAREHOUSE_CODE,
            },
            "required": ["orderRef", "lines", "shipTo", "carrier", "shipDate", "fromWarehouse"],
            "additionalProperties": False,
        },
        create_outbound_shipment,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancelTransferOrder",
        "Cancel a transfer order that has not left yet.",
        {"type": "object", "properties": {"transferId": {"type": "string"}}, "required": ["transferId"]},
        cancel_transfer_order,
        act=True,
    ),
]

WAREHOUSE_INSTRUCTIONS = """You are the assistant of Stockwise, the warehouse management system of Nordhaven Coffee Supply.
Now: Tuesday 8 December 2026, 15:10 (Europe/Amsterdam). You are helping Joris van Dijk, shift lead.

Warehouses: RTM1 (Maasvlakte, the main site; outbound orders ship from RTM1 unless told otherwise) and
RTM2 (Waalhaven, overflow storage).

Operating rules:
- "Available" stock = on hand minus allocated (units already reserved for open customer orders).
- The inter-site shuttle leaves RTM1 and RTM2 every weekday at 16:30; transfer orders created before the 16:00 cut-off go on that day's shuttle, later ones go the next working day. Urgent transfers use a dedicated van (EUR 85 surcharge).
- Adjustments of more than 50 units need a supervisor to sign off before they post.
- Carriers: PostNL (parcels), DHL (parcels and express), DB Schenker (pallets). Outbound cut-off for same-day collection is 14:00.
- Damaged goods: write them off with reason "damaged" and put them in the quarantine cage Q-1.
Create, adjust or cancel only when asked."""


# =============================================================================================
# Domains
# =============================================================================================

DOMAINS = [
    Domain("code_host", CODE_TOOLS, CODE_INSTRUCTIONS),
    Domain("fx_bureau", FX_TOOLS, FX_INSTRUCTIONS),
    Domain("meeting_rooms", ROOM_TOOLS, ROOM_INSTRUCTIONS),
    Domain("hr_portal", HR_TOOLS, HR_INSTRUCTIONS),
    Domain("warehouse", WAREHOUSE_TOOLS, WAREHOUSE_INSTRUCTIONS),
]

CODE_ACTS = ["create_issue", "comment_on_issue", "merge_pull_request", "request_reviewers", "rerun_workflow", "create_release"]
HR_ACTS = ["SubmitLeaveRequest", "CancelLeaveRequest"]
WAREHOUSE_ACTS = ["createTransferOrder", "adjustInventory", "createOutboundShipment", "cancelTransferOrder"]


# =============================================================================================
# Cases
# =============================================================================================

CASES = [
    # ---------------------------------------------------------------- code_host (11)
    Case(
        "fq_code_request_reviews",
        "code_host",
        "direct",
        [
            Turn(
                "request reviews from ppatel and dchen on harbor-api #217",
                calls=[
                    ExpectCall(
                        "request_reviewers",
                        {
                            "repo": "tidewater/harbor-api",
                            "number": 217,
                            "reviewers": items(matches(r"^@?ppatel$"), matches(r"^@?dchen$")),
                        },
                    )
                ],
                answer_has=[said("dchen")],
            ),
        ],
        features=("slug", "array", "ref", "10_tools"),
    ),
    Case(
        "fq_code_open_issue_polite",
        "code_host",
        "polite",
        [
            Turn(
                "Hi! Could you please open an issue on harbor-web for me? The date picker in the booking form ignores the "
                "browser locale and always shows US-style dates. Please label it bug and assign it to sofia-b. Thank you!",
                calls=[
                    ExpectCall(
                        "create_issue",
                        {
                            "repo": "tidewater/harbor-web",
                            "title": matches(r"date.?picker"),
                            "labels": has_items("bug"),
                            "assignees": items(matches(r"^@?sofia-b$")),
                        },
                    )
                ],
                answer_has=[said_number(94)],
            ),
        ],
        features=("slug", "array", "ref", "10_tools"),
    ),
    Case(
        "fq_code_main_green",
        "code_host",
        "indirect",
        [
            Turn(
                "thinking of tagging a harbor-api release this afternoon. is main in a good state?",
                calls=[ExpectCall("list_workflow_runs", {"repo": "tidewater/harbor-api"})],
                forbid=["create_release"],
                allow=["list_pull_requests"],
                answer_has=[said("e2e", "nightly")],
            ),
        ],
        features=("slug", "nullable_anyof", "10_tools"),
    ),
    Case(
        "fq_code_merge_and_rerun",
        "code_host",
        "multi_intent",
        [
            Turn(
                "merge harbor-api #212 (squash, delete the branch after) and rerun just the failed jobs on run 90412",
                calls=[
                    ExpectCall(
                        "merge_pull_request",
                        {"repo": "tidewater/harbor-api", "number": 212, "method": "squash", "delete_branch": boolean(True)},
                    ),
                    ExpectCall(
                        "rerun_workflow", {"repo": "tidewater/harbor-api", "run_id": 90412, "failed_jobs_only": boolean(True)}
                    ),
                ],
                allow=["get_pull_request"],
                answer_has=[said("4e1b9c7")],
            ),
        ],
        features=("slug", "enum", "boolean", "strict", "10_tools"),
    ),
    Case(
        "fq_code_squash_vs_rebase",
        "code_host",
        "no_tool",
        [
            Turn(
                "whats the actual difference between squash and rebase merging? and which one are we meant to use on harbor-api",
                forbid=CODE_ACTS,
                answer_has=[said("squash")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "fq_code_merge_which",
        "code_host",
        "underspecified",
        [
            Turn("can you merge the PR", allow=["list_pull_requests"], clarify=True),
        ],
        features=("10_tools",),
    ),
    Case(
        "fq_code_release_version",
        "code_host",
        "underspecified",
        [
            Turn(
                "cut a new release of harbor-api off main pls", allow=["list_pull_requests", "list_workflow_runs"], clarify=True
            ),
        ],
        features=("slug", "10_tools"),
    ),
    Case(
        "fq_code_comment_tz_pr",
        "code_host",
        "chained",
        [
            Turn(
                'leave a comment on the harbor-api PR that fixes the timezone bug: "Tested on staging, LGTM 👍"',
                calls=[
                    ExpectCall("list_pull_requests", {"repo": "tidewater/harbor-api"}),
                    ExpectCall(
                        "comment_on_issue", {"repo": "tidewater/harbor-api", "number": 217, "body": contains("tested on staging")}
                    ),
                ],
                allow=["get_pull_request", "search_issues"],
            ),
        ],
        features=("slug", "ref", "10_tools"),
    ),
    Case(
        "fq_code_rerun_nightly",
        "code_host",
        "chained",
        [
            Turn(
                "rerun the failed jobs from last night's e2e run on harbor-api",
                calls=[
                    ExpectCall("list_workflow_runs", {"repo": "tidewater/harbor-api"}),
                    ExpectCall(
                        "rerun_workflow", {"repo": "tidewater/harbor-api", "run_id": 90410, "failed_jobs_only": boolean(True)}
                    ),
                ],
                answer_has=[said("queued", "re-run", "rerun", "attempt")],
            ),
        ],
        features=("slug", "boolean", "10_tools"),
    ),
    Case(
        "fq_code_web_prs",
        "code_host",
        "multi_turn",
        [
            Turn(
                "anything open in harbor-web PR-wise?",
                calls=[ExpectCall("list_pull_requests", {"repo": "tidewater/harbor-web"})],
                answer_has=[said_number(88), said_number(90)],
            ),
            Turn(
                "merge the dark mode one",
                calls=[
                    ExpectCall(
                        "merge_pull_request", {"repo": "tidewater/harbor-web", "number": 88, "method": one_of("merge", "squash")}
                    )
                ],
                allow=["get_pull_request"],
                answer_has=[said("9c2d417")],
            ),
            Turn(
                "and the vite one?",
                allow=["merge_pull_request", "get_pull_request", "list_workflow_runs"],
                answer_has=[said("pending", "in progress", "running", "not finished", "hasn't finished", "approv", "review")],
            ),
        ],
        features=("slug", "enum", "strict", "10_tools"),
    ),
    Case(
        "fq_code_bugs_then_comment",
        "code_host",
        "multi_turn",
        [
            Turn(
                "what open bugs have we got on harbor-api?",
                calls=[ExpectCall("search_issues", {"repo": "tidewater/harbor-api"})],
                answer_has=[said_number(201), said_number(198)],
            ),
            Turn(
                "comment on the 500 one: fixed by the port-code validation in #212, will close once it ships",
                calls=[ExpectCall("comment_on_issue", {"repo": "tidewater/harbor-api", "number": 201, "body": contains("212")})],
            ),
        ],
        features=("slug", "array", "nullable_type_list", "10_tools"),
    ),
    # ---------------------------------------------------------------- fx_bureau (7)
    Case(
        "fq_fx_need_yen",
        "fx_bureau",
        "direct",
        [
            Turn(
                "I need 40,000 yen in cash for my trip. how many francs will that cost me?",
                calls=[
                    ExpectCall(
                        "quoteExchange", {"fromCurrency": "CHF", "toCurrency": "JPY", "amount": number(40000), "amountIn": "to"}
                    )
                ],
                answer_has=[said("239.64")],
            ),
        ],
        features=("iso_code", "enum", "number", "strict", "1_tool"),
    ),
    Case(
        "fq_fx_baht_polite",
        "fx_bureau",
        "polite",
        [
            Turn(
                "Good morning! Could you kindly tell me how many Thai baht I would receive for CHF 250? Many thanks.",
                calls=[
                    ExpectCall(
                        "quoteExchange", {"fromCurrency": "CHF", "toCurrency": "THB", "amount": number(250), "amountIn": "from"}
                    )
                ],
                answer_has=[said("9,481.88", "9481.88", "9 481.88", "9’481.88", "9'481.88")],
            ),
        ],
        features=("iso_code", "number", "strict", "1_tool"),
    ),
    Case(
        "fq_fx_montreal",
        "fx_bureau",
        "indirect",
        [
            Turn(
                "flying to montreal on tuesday with eight hundred francs spending money, what's that in the local money?",
                calls=[
                    ExpectCall(
                        "quoteExchange", {"fromCurrency": "CHF", "toCurrency": "CAD", "amount": number(800), "amountIn": "from"}
                    )
                ],
                answer_has=[said_number(1232.4)],
            ),
        ],
        features=("iso_code", "number_words", "strict", "1_tool"),
    ),
    Case(
        "fq_fx_sek_nok",
        "fx_bureau",
        "multi_intent",
        [
            Turn(
                "how many swedish kronor would i get for 1000 francs, and how many norwegian kroner for another 1000?",
                calls=[
                    ExpectCall("quoteExchange", {"fromCurrency": "CHF", "toCurrency": "SEK", "amount": number(1000)}),
                    ExpectCall("quoteExchange", {"fromCurrency": "CHF", "toCurrency": "NOK", "amount": number(1000)}),
                ],
                answer_has=[said_number(11651.25), said("11,992.5", "11992.5", "11 992.5", "11’992.5", "11'992.5")],
            ),
        ],
        features=("iso_code", "number", "strict", "1_tool"),
    ),
    Case(
        "fq_fx_id_needed",
        "fx_bureau",
        "no_tool",
        [
            Turn(
                "do i need to bring ID if i want to change 6000 francs?",
                forbid=["quoteExchange"],
                answer_has=[said("5,000", "5000", "5’000", "5'000", "5 000")],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "fq_fx_which_dollars",
        "fx_bureau",
        "underspecified",
        [
            Turn("what would i get for my dollars?", allow=["quoteExchange"], clarify=True),
        ],
        features=("1_tool",),
    ),
    Case(
        "fq_fx_sell_pounds",
        "fx_bureau",
        "multi_turn",
        [
            Turn(
                "how much would you give me in francs for 300 pounds?",
                calls=[
                    ExpectCall(
                        "quoteExchange", {"fromCurrency": "GBP", "toCurrency": "CHF", "amount": number(300), "amountIn": "from"}
                    )
                ],
                answer_has=[said("328.65")],
            ),
            Turn(
                "and if it was 300 euros instead?",
                calls=[
                    ExpectCall(
                        "quoteExchange", {"fromCurrency": "EUR", "toCurrency": "CHF", "amount": number(300), "amountIn": "from"}
                    )
                ],
                answer_has=[said("274.65")],
            ),
            Turn(
                "ok great, what time do you close today?",
                forbid=["quoteExchange"],
                answer_has=[said("16:00", "4pm", "4 pm", "4:00 pm", "4:00pm", "16.00", "4 p.m.")],
            ),
        ],
        features=("iso_code", "strict", "1_tool"),
    ),
    # ---------------------------------------------------------------- meeting_rooms (8)
    Case(
        "fq_rooms_find_six",
        "meeting_rooms",
        "direct",
        [
            Turn(
                "find me a room for 6 people tomorrow 2-3pm with video",
                calls=[
                    ExpectCall(
                        "search-rooms",
                        {
                            "start": at("2026-12-11", "14:00"),
                            "durationMinutes": 60,
                            "attendees": 6,
                            "equipment": has_items("video"),
                        },
                    )
                ],
                forbid=["book-room"],
                answer_has=[said("Cedar"), said("Spruce")],
            ),
        ],
        features=("date", "array", "enum", "kebab_names"),
    ),
    Case(
        "fq_rooms_cancel_lena",
        "meeting_rooms",
        "polite",
        [
            Turn(
                "Could you please cancel my 1:1 with Lena on Monday? Thank you!",
                calls=[ExpectCall("cancel-booking", {"bookingId": "BK-7795"})],
                answer_has=[said("cancel")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fq_rooms_client_visit",
        "meeting_rooms",
        "indirect",
        [
            Turn(
                "the client visit got moved up, there'll be ten of us tuesday morning from 9 for two hours and we need to "
                "dial in the berlin team. anything suitable?",
                calls=[ExpectCall("search-rooms", {"start": at("2026-12-15", "09:00"), "durationMinutes": 120, "attendees": 10})],
                forbid=["book-room", "cancel-booking"],
                answer_has=[said("Spruce")],
            ),
        ],
        features=("date", "number_words", "kebab_names"),
    ),
    Case(
        "fq_rooms_book_and_cancel",
        "meeting_rooms",
        "multi_intent",
        [
            Turn(
                "book Cedar tomorrow 9:30-10:00 for 'Design crit', and cancel my sprint planning",
                calls=[
                    ExpectCall(
                        "book-room",
                        {
                            "roomId": "R12-CEDAR",
                            "start": at("2026-12-11", "09:30"),
                            "durationMinutes": 30,
                            "title": contains("design crit"),
                        },
                    ),
                    ExpectCall("cancel-booking", {"bookingId": "BK-7781"}),
                ],
                allow=["search-rooms"],
                answer_has=[said("BK-7802")],
            ),
        ],
        features=("date", "enum", "strict", "kebab_names"),
    ),
    Case(
        "fq_rooms_no_show",
        "meeting_rooms",
        "no_tool",
        [
            Turn(
                "what happens if i book a room and then nobody turns up?",
                forbid=["book-room", "cancel-booking"],
                answer_has=[said("10 minutes", "ten minutes", "10 min", "10-minute")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fq_rooms_book_friday",
        "meeting_rooms",
        "underspecified",
        [
            Turn("book a room for me on friday", allow=["search-rooms"], clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "fq_rooms_grab_free",
        "meeting_rooms",
        "chained",
        [
            Turn(
                "grab whatever room is free for 4 people today at 4pm for half an hour, call it 'Vendor call'",
                calls=[
                    ExpectCall("search-rooms", {"start": at("2026-12-10", "16:00"), "durationMinutes": 30, "attendees": 4}),
                    ExpectCall(
                        "book-room",
                        {
                            "roomId": "R12-BIRCH",
                            "start": at("2026-12-10", "16:00"),
                            "durationMinutes": 30,
                            "title": contains("vendor call"),
                        },
                    ),
                ],
                answer_has=[said("Birch")],
            ),
        ],
        features=("date", "strict", "kebab_names"),
    ),
    Case(
        "fq_rooms_maple_monday",
        "meeting_rooms",
        "multi_turn",
        [
            Turn(
                "is maple free monday 10 to 11?",
                calls=[ExpectCall("search-rooms", {"start": at("2026-12-14", "10:00"), "durationMinutes": 60})],
                forbid=["book-room"],
                answer_has=[
                    said(
                        "not free",
                        "isn't free",
                        "not available",
                        "isn't available",
                        "unavailable",
                        "booked",
                        "busy",
                        "taken",
                        "occupied",
                        "11:30",
                    )
                ],
            ),
            Turn(
                "what about 11:30 then? same length",
                calls=[ExpectCall("search-rooms", {"start": at("2026-12-14", "11:30"), "durationMinutes": 60})],
                forbid=["book-room"],
            ),
            Turn(
                "great, book it. title 'Roadmap review' and invite lena.fischer@northwindlabs.ca",
                calls=[
                    ExpectCall(
                        "book-room",
                        {
                            "roomId": "R14-MAPLE",
                            "start": at("2026-12-14", "11:30"),
                            "durationMinutes": 60,
                            "title": contains("roadmap review"),
                            "inviteEmails": has_items("lena.fischer@northwindlabs.ca"),
                        },
                    )
                ],
                allow=["search-rooms"],
            ),
        ],
        features=("date", "email", "nullable_anyof", "strict", "kebab_names"),
    ),
    # ---------------------------------------------------------------- hr_portal (9)
    Case(
        "fq_hr_book_feb",
        "hr_portal",
        "direct",
        [
            Turn(
                "book annual leave 15th to 19th feb",
                calls=[
                    ExpectCall(
                        "SubmitLeaveRequest",
                        {"leaveType": "annual", "startDate": date("2027-02-15"), "endDate": date("2027-02-19")},
                    )
                ],
                answer_has=[said("LR-3431")],
            ),
        ],
        features=("date", "enum", "nullable_anyof", "strict", "pascal_names"),
    ),
    Case(
        "fq_hr_days_left",
        "hr_portal",
        "polite",
        [
            Turn(
                "Hi there, would you mind telling me how many days of annual leave I have left this year? Thanks so much",
                calls=[ExpectCall("GetLeaveBalance")],
                forbid=HR_ACTS,
                answer_has=[either(said_number(6), said("six"))],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fq_hr_landlord",
        "hr_portal",
        "indirect",
        [
            Turn(
                "my new landlord wants to see what i actually took home last month",
                calls=[ExpectCall("GetPayslip", {"period": matches(r"^2026-11")})],
                answer_has=[said("3,510.29", "3510.29")],
            ),
        ],
        features=("date", "pascal_names"),
    ),
    Case(
        "fq_hr_sick_and_pension",
        "hr_portal",
        "multi_intent",
        [
            Turn(
                "how many sick days have i had this year? also how much went into my pension last month",
                calls=[ExpectCall("GetLeaveBalance"), ExpectCall("GetPayslip", {"period": matches(r"^2026-11")})],
                answer_has=[either(said_number(4), said("four")), said("262.50", "262.5")],
            ),
        ],
        features=("enum", "pascal_names"),
    ),
    Case(
        "fq_hr_unused_leave",
        "hr_portal",
        "no_tool",
        [
            Turn(
                "what happens to my leave if i don't use it all before the end of the year?",
                forbid=HR_ACTS,
                allow=["GetLeaveBalance"],
                answer_has=[
                    said("5 days", "five days", "up to 5", "up to five", "5 unused", "five unused", "maximum of 5", "max 5"),
                    said("31 March", "March 31", "end of March", "31st March", "31st of March"),
                ],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fq_hr_sick_note",
        "hr_portal",
        "no_tool",
        [
            Turn(
                "I was off sick on monday and tuesday. do I need to get a doctor's note for that?",
                forbid=HR_ACTS,
                answer_has=[
                    said(
                        "self-cert",
                        "self cert",
                        "don't need",
                        "do not need",
                        "no need",
                        "not need",
                        "won't need",
                        "not required",
                        "no doctor",
                        "don't have to",
                        "do not have to",
                        "not necessary",
                    )
                ],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fq_hr_half_day",
        "hr_portal",
        "underspecified",
        [
            Turn("put in a half day for me next week", allow=["GetLeaveBalance", "ListLeaveRequests"], clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "fq_hr_cancel_january",
        "hr_portal",
        "chained",
        [
            Turn(
                "cancel my pending leave request, the january one",
                calls=[ExpectCall("ListLeaveRequests"), ExpectCall("CancelLeaveRequest", {"requestId": "LR-3420"})],
                answer_has=[said("cancel")],
            ),
        ],
        features=("nullable_type_list", "pascal_names"),
    ),
    Case(
        "fq_hr_pay_oct_nov",
        "hr_portal",
        "multi_turn",
        [
            Turn(
                "what was my take-home pay in october?",
                calls=[ExpectCall("GetPayslip", {"period": matches(r"^2026-10")})],
                answer_has=[said("3,601.40", "3601.40", "3601.4", "3,601.4")],
            ),
            Turn(
                "and november?",
                calls=[ExpectCall("GetPayslip", {"period": matches(r"^2026-11")})],
                answer_has=[said("3,510.29", "3510.29")],
            ),
            Turn("why's november less?", allow=["GetPayslip"], answer_has=[said("on-call", "on call", "allowance")]),
        ],
        features=("date", "pascal_names"),
    ),
    # ---------------------------------------------------------------- warehouse (10)
    Case(
        "fq_wh_kettle_stock",
        "warehouse",
        "direct",
        [
            Turn(
                "kt-1180 stock at rtm1?",
                calls=[ExpectCall("getStockLevel", {"sku": "KT-1180", "warehouseCode": one_of("RTM1")})],
                answer_has=[said_number(12)],
            ),
        ],
        features=("nullable_anyof", "enum", "camel_names"),
    ),
    Case(
        "fq_wh_ship_order",
        "warehouse",
        "direct",
        [
            Turn(
                "ship order SO-88120 tomorrow with PostNL: 12 x FL-0733 and 2 x SC-0410 to Koffiebar De Molen, "
                "Witte de Withstraat 41, 3012 BN Rotterdam, NL",
                calls=[
                    ExpectCall(
                        "createOutboundShipment",
                        {
                            "orderRef": "SO-88120",
                            "lines": items(fields(sku="FL-0733", quantity=12), fields(sku="SC-0410", quantity=2)),
                            "shipTo": fields(city=contains("Rotterdam"), postalCode=contains("3012"), countryCode="NL"),
                            "carrier": "postnl",
                            "shipDate": date("2026-12-09"),
                        },
                    )
                ],
                answer_has=[said("SHP-44120")],
            ),
        ],
        features=("ref", "nested", "array", "iso_code", "date", "strict", "camel_names"),
    ),
    Case(
        "fq_wh_transfer_polite",
        "warehouse",
        "polite",
        [
            Turn(
                "Would you please move 60 of the KT-1180 kettles from RTM2 over to RTM1, standard priority? Thank you.",
                calls=[
                    ExpectCall(
                        "createTransferOrder",
                        {
                            "sku": "KT-1180",
                            "quantity": 60,
                            "fromWarehouse": "RTM2",
                            "toWarehouse": "RTM1",
                            "priority": one_of("standard"),
                        },
                    )
                ],
                answer_has=[said("TO-20931")],
            ),
        ],
        features=("enum", "camel_names"),
    ),
    Case(
        "fq_wh_white_grinders",
        "warehouse",
        "indirect",
        [
            Turn(
                "customer just ordered 30 of the white grinders for delivery friday - can we cover that from stock?",
                calls=[ExpectCall("searchProducts"), ExpectCall("getStockLevel", {"sku": "KB-2042"})],
                forbid=WAREHOUSE_ACTS,
                allow=["getInboundShipments"],
                answer_has=[either(said_number(50), said_number(74))],
            ),
        ],
        features=("nullable_anyof", "camel_names"),
    ),
    Case(
        "fq_wh_writeoff_and_inbound",
        "warehouse",
        "multi_intent",
        [
            Turn(
                "write off 3 damaged scales in RTM1, and what's arriving at RTM2 this week?",
                calls=[
                    ExpectCall(
                        "adjustInventory",
                        {"sku": "SC-0410", "warehouseCode": "RTM1", "delta": number(-3), "reasonCode": "damaged"},
                    ),
                    ExpectCall("getInboundShipments", {"warehouseCode": one_of("RTM2")}),
                ],
                allow=["searchProducts", "getStockLevel"],
                answer_has=[said("PO-55841", "10,000", "10000", "filter")],
            ),
        ],
        features=("enum", "nullable_type_list", "date", "camel_names"),
    ),
    Case(
        "fq_wh_onhand_vs_available",
        "warehouse",
        "no_tool",
        [
            Turn(
                "quick one, what's the difference between on hand and available in here?",
                forbid=WAREHOUSE_ACTS,
                answer_has=[said("allocated", "reserved", "committed")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fq_wh_shuttle_cutoff",
        "warehouse",
        "no_tool",
        [
            Turn(
                "if i put a transfer in right now would it still make today's shuttle?",
                forbid=WAREHOUSE_ACTS,
                answer_has=[said("16:00", "4pm", "4 pm", "4 p.m.", "16.00", "16:30", "4:30")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "fq_wh_adjust_what",
        "warehouse",
        "underspecified",
        [
            Turn("need to adjust the stock on KB-2041, we miscounted", allow=["getStockLevel"], clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "fq_wh_send_all_black",
        "warehouse",
        "chained",
        [
            Turn(
                "RTM1 is short on KB-2041 - send over everything that's available at RTM2, make it urgent",
                calls=[
                    ExpectCall("getStockLevel", {"sku": "KB-2041"}),
                    ExpectCall(
                        "createTransferOrder",
                        {"sku": "KB-2041", "quantity": 310, "fromWarehouse": "RTM2", "toWarehouse": "RTM1", "priority": "urgent"},
                    ),
                ],
                answer_has=[said("TO-20931")],
            ),
        ],
        features=("enum", "camel_names"),
    ),
    Case(
        "fq_wh_white_grinder_levels",
        "warehouse",
        "multi_turn",
        [
            Turn(
                "how many KB-2042 have we got in RTM1",
                calls=[ExpectCall("getStockLevel", {"sku": "KB-2042"})],
                answer_has=[either(said_number(50), said_number(60))],
            ),
            Turn("and in rtm2?", allow=["getStockLevel"], answer_has=[said_number(24)]),
            Turn(
                "ok, move 20 from RTM1 over to RTM2 then",
                calls=[
                    ExpectCall(
                        "createTransferOrder", {"sku": "KB-2042", "quantity": 20, "fromWarehouse": "RTM1", "toWarehouse": "RTM2"}
                    )
                ],
                allow=["getStockLevel"],
                answer_has=[said("TO-20931")],
            ),
        ],
        features=("enum", "camel_names"),
    ),
]
