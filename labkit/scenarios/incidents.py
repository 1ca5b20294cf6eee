"""Incident triage: an on-call assistant that reads an alert, finds similar past incidents, follows
the service's runbook and files a ticket.

The data is a real SQLite database shipped in the package, `data/incidents.sqlite` (30 past
incidents across five services; built by `build_incidents_db.py`), opened READ-ONLY, plus
`data/runbooks.json` (per service: ordered steps, owner team, escalation channel).

Tools: `search_incidents`, `get_incident`, `incident_timeline` (deliberately LARGE output, for the
lesson on truncating tool results), `fetch_runbook`, and `create_ticket`, the only side effect: it
files a ticket in the run's WORLD (`IncidentsWorld.tickets`, made by `SCENARIO.new_world()`), which
it takes as its first argument.

`TASK` is the lesson's alert; `search_incidents(TASK)` ranks INC-1042 first (`EXPECTED_INCIDENT`).
`SCENARIO` is the whole domain as data: tools, side effect, ordering contract, modelled latencies,
the two tasks (approved and rejected) and their check.
"""

import atexit
import hashlib
import os
import re
import sqlite3
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any, Literal, get_args

from ._common import choice, data_file, load_json, tokens
from .scenario import Scenario, ToolSpec
from .task import Check, Outcome, Task, Verdict

Service = Literal["checkout", "payments", "search", "auth", "notifications"]
Severity = Literal["SEV1", "SEV2", "SEV3", "SEV4"]
SERVICES: tuple[str, ...] = get_args(Service)
SEVERITIES: tuple[str, ...] = get_args(Severity)

TASK = (
    "ALERT 14:12 UTC, checkout: latency spiked to 4s p95 after the 14:05 deploy. Card payments "
    "time out at confirm and customers see 'payment could not be processed'; the error rate of "
    "POST /checkout/confirm is 7%. The payments team says their own dashboards look normal. "
    "Triage this: find similar past incidents, read the timeline of the closest one, follow the runbook, "
    "and open a ticket."
)
"""The alert the incident-triage lesson hands to the model."""

EXPECTED_INCIDENT = "INC-1042"
"""The past incident that matches TASK (same symptoms, same root cause): checks use it."""

DEFAULT_LIMIT = 3
MAX_LIMIT = 10



@dataclass
class IncidentsWorld:
    """One run's incident-triage world: the tickets filed in this run, oldest first."""

    tickets: list[dict[str, Any]] = field(default_factory=list)


_COLUMNS = (
    "id", "service", "severity", "opened_at", "title", "symptoms", "root_cause", "resolution"
)


def _db_path() -> Path:
    """A filesystem path to the shipped database. importlib.resources gives a real path for a
    normal install; from a zip (or other loader) it does not, so copy it to a temp file once."""
    resource = data_file("incidents.sqlite")
    if isinstance(resource, Path) and resource.is_file():
        return resource
    return _temporary_copy()


@cache
def _temporary_copy() -> Path:
    """The shipped database copied to a temporary file (once per process, removed at exit)."""
    handle, name = tempfile.mkstemp(prefix="labkit-incidents-", suffix=".sqlite")
    with os.fdopen(handle, "wb") as out:
        out.write(data_file("incidents.sqlite").read_bytes())
    copy = Path(name)
    atexit.register(copy.unlink, missing_ok=True)
    return copy


def open_incidents_db() -> sqlite3.Connection:
    """Open the incidents database READ-ONLY (`mode=ro`): any write raises sqlite3.OperationalError.

    Returns:
        A new connection whose rows are `sqlite3.Row`; close it when done.
    """
    uri = _db_path().resolve().as_uri() + "?mode=ro"
    connection = sqlite3.connect(uri, uri=True)
    connection.row_factory = sqlite3.Row
    return connection


def _fetch(where: str = "", params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    connection = open_incidents_db()
    try:
        cursor = connection.execute(
            f"SELECT {', '.join(_COLUMNS)} FROM incidents {where} ORDER BY id", params
        )
        return [dict(row) for row in cursor.fetchall()]
    finally:
        connection.close()


def _normalise_id(incident_id: str) -> str:
    return str(incident_id).strip().upper()


def _row(incident_id: str) -> dict[str, Any]:
    rows = _fetch("WHERE id = ?", (_normalise_id(incident_id),))
    if not rows:
        known = [r["id"] for r in _fetch()]
        raise ValueError(
            f"unknown incident id {incident_id!r}: ids look like 'INC-1042' "
            f"(known ids run from {known[0]} to {known[-1]}); use search_incidents to find one"
        )
    return rows[0]


def search_incidents(
    query: str, service: Service | None = None, limit: int | None = None
) -> list[dict[str, Any]]:
    """Search past incidents similar to a description of symptoms, best match first.

    Args:
        query: What is happening, in words: symptoms, error messages, the alert text.
        service: Only search incidents of this service; null searches every service.
        limit: How many incidents to return, 1 to 10; null means 3.

    Returns:
        A list of {"id", "service", "severity", "title", "root_cause", "resolution", "score"},
        where score is the share of the query's keywords found in the incident's title, symptoms
        and root cause (0 to 1). Incidents sharing no keyword are left out, so it may be empty.

    Raises:
        ValueError: if the query has no keywords, or the service or limit is invalid.

    Note:
        In production this would call the incident tracker's search API or a vector index over
        post-mortems. Here it reads every row from the read-only SQLite database and scores
        keyword overlap in plain Python.
    """
    limit = DEFAULT_LIMIT if limit is None else limit
    if not 1 <= limit <= MAX_LIMIT:
        raise ValueError(f"limit must be between 1 and {MAX_LIMIT}, got {limit}")
    wanted = tokens(query or "")
    if not wanted:
        raise ValueError(
            f"query {query!r} has no keywords: describe the symptoms, e.g. "
            "'checkout latency after deploy, card payments time out'"
        )
    if service is None:
        rows = _fetch()
    else:
        rows = _fetch("WHERE service = ?", (choice(service, SERVICES, "service"),))

    scored = []
    for row in rows:
        found = wanted & tokens(f"{row['title']} {row['symptoms']} {row['root_cause']}")
        if not found:
            continue
        in_title = len(wanted & tokens(row["title"]))
        # Best share of keywords first; then more title hits; then the most recent incident.
        scored.append((-len(found), -in_title, _negate_date(row["opened_at"]), row, len(found)))
    scored.sort(key=lambda item: item[:3])
    return [
        {
            "id": row["id"],
            "service": row["service"],
            "severity": row["severity"],
            "title": row["title"],
            "root_cause": row["root_cause"],
            "resolution": row["resolution"],
            "score": round(found / len(wanted), 2),
        }
        for *_, row, found in scored[:limit]
    ]


def _negate_date(iso_date: str) -> int:
    # Sort key: later dates first.
    return -int(iso_date.replace("-", ""))


def get_incident(incident_id: str) -> dict[str, Any]:
    """Get the full record of one past incident by id.

    Args:
        incident_id: The incident id, e.g. "INC-1042".

    Returns:
        {"id", "service", "severity", "opened_at", "title", "symptoms", "root_cause",
        "resolution"}.

    Raises:
        ValueError: if there is no incident with that id.

    Note:
        In production this would call the incident tracker's API (PagerDuty, Jira, incident.io).
        Here it reads one row from the read-only SQLite database.
    """
    return _row(incident_id)


def fetch_runbook(service: Service) -> dict[str, Any]:
    """Fetch the on-call runbook of a service: ordered steps, owning team and escalation channel.

    Args:
        service: The service the alert is about.

    Returns:
        {"service", "owner", "escalation", "steps"}, steps being the ordered list to follow.

    Raises:
        ValueError: if the service is unknown.

    Note:
        In production this would call the wiki or runbook repository (Confluence, Backstage).
        Here it reads `data/runbooks.json`.
    """
    name = choice(service, SERVICES, "service")
    book = load_json("runbooks.json")["runbooks"][name]
    return {
        "service": name,
        "owner": book["owner"],
        "escalation": book["escalation"],
        "steps": list(book["steps"]),
    }


def who_is_on_call(service: Service) -> dict[str, Any]:
    """Look up who is on call for a service right now: the primary and secondary engineer and how
    to reach them.

    Args:
        service: The service the alert is about.

    Returns:
        {"service", "team", "on_call", "until"}: on_call is a list of {"role", "name", "phone",
        "email"}, primary first.

    Raises:
        ValueError: if the service is unknown.

    Note:
        In production this would call the paging tool's schedule API (PagerDuty, Opsgenie). Here
        it reads the `on_call` roster of `data/runbooks.json`. The result holds PERSONAL DATA (phone
        numbers, e-mail addresses, all fictional here): a loop that shows it to a model should
        redact those fields first (lesson 05, `labkit.loops.OutputPolicy`). It is not one of
        `SCENARIO`'s tools: the triage task does not need it.
    """
    name = choice(service, SERVICES, "service")
    roster = load_json("runbooks.json")["on_call"][name]
    return {
        "service": name,
        "team": load_json("runbooks.json")["runbooks"][name]["owner"],
        "on_call": [dict(person) for person in roster["people"]],
        "until": roster["until"],
    }


def create_ticket(
    world: IncidentsWorld,
    title: str,
    service: Service,
    severity: Severity,
    summary: str,
    related_incident_id: str,
) -> dict[str, Any]:
    """File an incident ticket for the on-call team (side effect: call it once per incident).

    Args:
        world: The run's world; the ticket is filed in its ticket store (the model never sees it).
        title: A short ticket title, e.g. "Checkout latency after 14:05 deploy".
        service: The affected service.
        severity: SEV1 (most severe) to SEV4.
        summary: What is happening, the likely cause and the next steps.
        related_incident_id: The id of the most similar past incident, exactly as search_incidents
            or get_incident returned it, e.g. "INC-1042": search first.

    Returns:
        The ticket: {"ticket_id", "title", "service", "severity", "summary",
        "related_incident_id", "status"}; ids count up from "TKT-1".

    Raises:
        ValueError: if a field is empty or invalid, or the related incident does not exist.

    Note:
        In production this would call the ticketing API (Jira, Linear, ServiceNow) and notify the
        owning team. Here it appends to the run's `world.tickets`. Every ticket links the past
        incident a search found (the ordering contract in `SCENARIO` checks it came from one).
    """
    if not isinstance(title, str) or not title.strip():
        raise ValueError("title is empty: give the ticket a short title")
    if not isinstance(summary, str) or not summary.strip():
        raise ValueError("summary is empty: say what is happening, the likely cause and next steps")
    if not isinstance(related_incident_id, str) or not related_incident_id.strip():
        raise ValueError(
            "related_incident_id is empty: search first (search_incidents) and pass the id of the "
            "most similar past incident, e.g. 'INC-1042'"
        )
    service_name = choice(service, SERVICES, "service")
    severity_name = choice(severity, SEVERITIES, "severity")
    related = _row(related_incident_id)["id"]  # raises ValueError for an unknown id
    ticket = {
        "ticket_id": f"TKT-{len(world.tickets) + 1}",
        "title": title.strip(),
        "service": service_name,
        "severity": severity_name,
        "summary": summary.strip(),
        "related_incident_id": related,
        "status": "open",
    }
    world.tickets.append(ticket)
    return dict(ticket)


# --- incident_timeline: a deliberately LARGE tool result ----------------------------------------

_UPSTREAMS = {
    "checkout": ("payments-client", "promotions-client", "cart-store"),
    "payments": ("psp-gateway", "card-vault", "payments-db"),
    "search": ("search-cluster", "catalog-import", "suggester"),
    "auth": ("token-signer", "rate-limiter-redis", "session-store"),
    "notifications": ("email-provider", "sms-provider", "push-worker"),
}


_ERRORS = {
    "checkout": "timed out waiting for a pooled connection",
    "payments": "authorisation call timed out",
    "search": "query exceeded the 3000ms budget",
    "auth": "token validation failed",
    "notifications": "provider rejected the send",
}


def _trace(incident_id: str, n: int) -> str:
    # Deterministic "random-looking" ids: a hash of the incident and the entry number.
    return hashlib.sha1(f"{incident_id}/{n}".encode()).hexdigest()[:16]


def _clauses(text: str) -> list[str]:
    parts = [p.strip(" .") for p in text.replace("; ", ";").split(";")]
    return [p for p in parts if p]


def incident_timeline(incident_id: str) -> dict[str, Any]:
    """Get the full minute-by-minute timeline of a past incident: alerts, logs, metrics, actions.

    WARNING: the result is long (about 5,500 tokens); prefer get_incident for a summary.

    Args:
        incident_id: The incident id, e.g. "INC-1042".

    Returns:
        {"incident_id", "service", "title", "entry_count", "entries"}: each entry is {"time",
        "source", "level", "message"}, oldest first.

    Raises:
        ValueError: if there is no incident with that id.

    Note:
        In production this would call the log and metrics stores (Loki, Datadog) for the
        incident's window. Here the timeline is generated deterministically from the incident's
        row, with realistic noise, to show what a large tool output does to the context.
    """
    row = _row(incident_id)
    iid, service = row["id"], row["service"]
    number = int(iid.split("-")[1])
    start = datetime.fromisoformat(row["opened_at"]) + timedelta(
        hours=8 + number % 9, minutes=number % 50
    )
    upstream_a, upstream_b, upstream_c = _UPSTREAMS[service]
    symptoms, causes, fixes = (
        _clauses(row["symptoms"]),
        _clauses(row["root_cause"]),
        _clauses(row["resolution"]),
    )
    entries: list[dict[str, str]] = []

    def add(minute: float, source: str, level: str, message: str) -> None:
        at = start + timedelta(seconds=round(minute * 60))
        entries.append(
            {"time": at.isoformat() + "Z", "source": source, "level": level, "message": message}
        )

    pod = f"{service}-api-7f9c{number % 97:02d}"
    # Before: routine noise.
    for i in range(6):
        add(
            -12 + 2 * i, pod, "INFO",
            f"GET /healthz 200 in {3 + i % 3}ms; pool {upstream_a} active=4/50 idle=46 "
            f"waiters=0; gc pause {11 + i}ms; trace_id={_trace(iid, i)} "
            f"build=2026.{number % 12 + 1:02d}.{i + 3} region=eu-central-1 "
            f"az=eu-central-1{'abc'[i % 3]}",
        )
    add(-5, "deploy-bot", "INFO",
        f"deploy started: {service} build 2026.{number % 12 + 1:02d}.{number % 40} by ci-pipeline, "
        f"canary 10% for 2 minutes, then 100%; change set touches {upstream_a} config, "
        f"{upstream_b} client and feature flags; ticket CHG-{number + 3100}")
    add(-3, "deploy-bot", "INFO",
        f"deploy finished: {service} at 100% on 12/12 pods, no canary alarms")
    # Detection.
    add(0, "alertmanager", "CRITICAL",
        f"[{row['severity']}] {service}: {row['title']}; firing since {start:%H:%M}Z, "
        f"runbook https://runbooks.example.net/{service}, dashboard "
        f"https://grafana.example.net/d/{service}-overview")
    for i, symptom in enumerate(symptoms):
        add(0.5 + i * 0.5, "alertmanager", "WARNING", f"observed: {symptom}")
    # The incident window: a metric line and an error line per minute, with noise.
    for minute in range(1, 25):
        recovering = minute > 18
        p95 = 620 + (3400 - 160 * (minute - 18) ** 2 if recovering else 3400 - 40 * (minute % 5))
        errors = 0.3 if recovering and minute > 21 else 6.0 + (minute % 4) * 0.4
        add(minute, "metrics", "INFO",
            f"{service} p95_latency_ms={max(p95, 610)} p99_latency_ms={max(p95, 610) * 2 - 90} "
            f"error_rate_pct={errors:.1f} rps={1180 + 17 * (minute % 7)} "
            f"{upstream_a}.pool_active={5 if not recovering else 9}/{5 if not recovering else 50} "
            f"{upstream_a}.waiters={0 if recovering else 140 + 11 * minute} "
            f"{upstream_b}.latency_ms={40 + minute % 9} cpu_pct={37 + minute % 11} "
            f"mem_pct={61 + minute % 5}")
        if not recovering or minute <= 20:
            add(minute + 0.4, pod, "ERROR",
                f"request failed after {4000 + 13 * minute}ms: {_ERRORS[service]} "
                f"(upstream {upstream_a}, attempt {1 + minute % 3}/3); "
                f"trace_id={_trace(iid, 100 + minute)} span_id={_trace(iid, 200 + minute)[:8]} "
                f"path=/{service}/v2/{'confirm' if minute % 2 else 'status'}")
        if minute == 4:
            add(minute + 0.7, "oncall", "NOTE",
                f"acknowledged by {service}-oncall; opened #inc-{iid.lower()}; "
                f"checking deploy log and {upstream_a} pool metrics first")
        if minute == 8:
            for cause in causes:
                add(minute + 0.8, "oncall", "NOTE", f"finding: {cause}")
        if minute == 11:
            for fix in fixes:
                add(minute + 0.6, "oncall", "ACTION", f"mitigation: {fix}")
        if minute == 15:
            add(minute + 0.5, "statuspage", "INFO",
                f"public status updated: 'We are seeing degraded performance on {service}. "
                "A fix is being applied and we are monitoring the results.'")
    add(25, "alertmanager", "RESOLVED", f"[{row['severity']}] {service}: {row['title']}; resolved")
    add(26, "oncall", "NOTE",
        f"incident closed; root cause: {row['root_cause']} Resolution: {row['resolution']}")
    entries.sort(key=lambda entry: entry["time"])  # stable: same-second entries keep their order
    return {
        "incident_id": iid,
        "service": service,
        "title": row["title"],
        "entry_count": len(entries),
        "entries": entries,
    }


# --- the scenario as data: tools, guards, latencies, the tasks and their check ---------------------


def incident_triaged(expected_incident: str = EXPECTED_INCIDENT, *, ticket_expected: bool) -> Check:
    """A check: the answer names `expected_incident`, and the run's world holds one ticket when
    `ticket_expected` (the approver approved), none otherwise.

    Args:
        expected_incident: The past incident the answer must name.
        ticket_expected: True when the approver approves tickets (one must exist), False when it
            rejects them (none may).
    """

    def check(outcome: Outcome) -> Verdict:
        answer = outcome.answer or ""
        if expected_incident.casefold() not in answer.casefold():
            named = sorted(set(re.findall(r"INC-\d+", answer))) or ["no incident"]
            return Verdict(False, f"the answer does not name {expected_incident} (it names {', '.join(named)})")
        count = len(outcome.world.tickets)
        if ticket_expected and count != 1:
            return Verdict(False, f"{count} tickets were filed; with approval, exactly one should be")
        if not ticket_expected and count:
            return Verdict(False, f"{count} ticket(s) were filed although every side effect was rejected")
        filed = "one ticket filed after approval" if ticket_expected else "no ticket filed (rejected)"
        return Verdict(True, f"names {expected_incident}; {filed}")

    return check


INSTRUCTIONS = (
    "You are the on-call assistant. Find similar past incidents, follow the service's runbook, and open "
    "one ticket. In your answer, name the most similar past incident by its id."
)
"""The system instructions of the triage tasks."""

SCENARIO = Scenario(
    name="incidents",
    tools=(
        ToolSpec(search_incidents, latency_ms=180.0),
        ToolSpec(get_incident, latency_ms=60.0),
        ToolSpec(incident_timeline, latency_ms=650.0),
        ToolSpec(fetch_runbook, latency_ms=90.0),
        ToolSpec(create_ticket, side_effect=True, latency_ms=350.0,
                 requires={"related_incident_id": ("search_incidents", "get_incident")}),
    ),
    world=IncidentsWorld,
    tasks=(
        Task("incidents", "triage_approved", TASK, INSTRUCTIONS, incident_triaged(ticket_expected=True),
             approve=True, workflow="incident_triage"),
        Task("incidents", "triage_rejected", TASK, INSTRUCTIONS, incident_triaged(ticket_expected=False),
             approve=False, workflow="incident_triage"),
    ),
)
"""Incident triage as data (see `labkit.scenarios.scenario`)."""
