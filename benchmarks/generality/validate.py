"""Static checks of a generality case file (default: cases_tune.py), before any model runs it.

    .venv/bin/python benchmarks/generality/validate.py [path/to/cases_x.py]

Checks that every tool schema is valid JSON Schema; that strict tools (and tools a case forces
strict) pass the strict-mode rules the API and `labkit.sim.strict` enforce, and that the Agents
SDK accepts them; that case ids are unique and every tool named exists (runner.check_part); that
every expected argument is a property of its tool; and that each expected call's literal arguments,
completed with schema-made samples for the rest, validate against the schema and make the fake
function run. A fake answering `{"error": ...}` to those arguments is reported when the error
mentions one of the literal values (the case expects an id or name the fake does not know).
Exit status 1 when a check fails.
"""

from __future__ import annotations

import collections
import copy
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from jsonschema import Draft202012Validator  # noqa: E402

from benchmarks.generality import runner, spec  # noqa: E402
from labkit.sim.strict import check_strict_schema, validate_instance  # noqa: E402
from labkit.sim.types import SimError  # noqa: E402

SAMPLE_FORMATS = {"date": "2026-12-04", "date-time": "2026-12-04T19:00:00", "email": "someone@example.com"}
SAMPLE_PATTERNS = {"^[A-Z]{2}$": "GB", "^[A-Z]{3}$": "EUR", "^[a-z]{2}$": "en", "^\\d{4}$": "4417"}


def sample(schema: dict, root: dict) -> Any:
    """A plausible value for a schema (first enum value, minimum, a date for format: date ...)."""
    if "$ref" in schema:
        return sample(runner_resolve(root, schema["$ref"]), root)
    if "anyOf" in schema:
        if {"type": "null"} in schema["anyOf"]:
            return None  # an optional (nullable) field: a model sends null when it has no value
        return sample(schema["anyOf"][0], root)
    if "enum" in schema:
        if None in schema["enum"]:
            return None
        return schema["enum"][0]
    kind = schema.get("type")
    if isinstance(kind, list):
        if "null" in kind:
            return None
        kind = kind[0]
    if kind == "string":
        return SAMPLE_FORMATS.get(schema.get("format")) or SAMPLE_PATTERNS.get(schema.get("pattern"), "sample")
    if kind == "integer":
        return int(schema.get("minimum", 1))
    if kind == "number":
        return float(schema.get("minimum", 1))
    if kind == "boolean":
        return False
    if kind == "array":
        return []
    if kind == "object" or "properties" in schema:
        props = schema.get("properties", {})
        return {k: sample(v, root) for k, v in props.items() if k in schema.get("required", [])}
    return None


def runner_resolve(root: dict, ref: str) -> dict:
    target: Any = root
    for part in ref.lstrip("#/").split("/"):
        target = target[part]
    return target


def check_tool(domain: spec.Domain, tool: spec.ToolDef, strict: bool, problems: list[str]) -> None:
    """Schema validity, strict rules and SDK acceptance for one tool."""
    label = f"{domain.name}.{tool.name}"
    try:
        Draft202012Validator.check_schema(tool.parameters)
    except Exception as error:
        problems.append(f"{label}: invalid JSON Schema: {error}")
    if not strict:
        return
    try:
        check_strict_schema(tool.parameters, label=label, param="parameters", code=None)
    except SimError as error:
        problems.append(f"{label}: strict schema rejected: {error}")
    try:
        import agents

        agents.FunctionTool(name=tool.name, description=tool.description, params_json_schema=copy.deepcopy(tool.parameters),
                            on_invoke_tool=lambda ctx, a: None, strict_json_schema=True)
    except Exception as error:
        problems.append(f"{label}: Agents SDK refuses the strict schema: {error}")


def witness(pred: spec.Pred) -> Any:
    """A value satisfying a simple predicate, read from its description (None when unknown)."""
    import ast
    import inspect
    import re

    text = pred.describe
    if text.startswith(("items ", "has items ", "object with ")):
        cells = inspect.getclosurevars(pred.test).nonlocals
        if "expected" in cells and isinstance(cells["expected"], dict):
            value = {k: witness(v) if isinstance(v, spec.Pred) else v for k, v in cells["expected"].items()}
        else:
            value = [witness(p) for p in cells.get("preds", [])]
        values = value.values() if isinstance(value, dict) else value
        return value if None not in values and pred.ok(value) else None
    rules = [
        (r"^== (.*)$", lambda m: ast.literal_eval(m[1])),
        (r"^contains (\(.*\))$", lambda m: " ".join(ast.literal_eval(m[1]))),
        (r"^one of (\(.*\))$", lambda m: ast.literal_eval(m[1])[0]),
        (r"^date in (\(.*\))$", lambda m: ast.literal_eval(m[1])[0]),
        (r"^date in \[(\S+), (\S+)\]$", lambda m: m[1]),
        (r"^date (\S+)$", lambda m: m[1]),
        (r"^(\S+) at (\d\d:\d\d)$", lambda m: f"{m[1]}T{m[2]}:00"),
        (r"^(\S+) between (\d\d:\d\d) and", lambda m: f"{m[1]}T{m[2]}:00"),
        (r"^time (\d\d:\d\d)$", lambda m: m[1]),
        (r"^≈ (\S+)$", lambda m: ast.literal_eval(m[1])),
        (r"^in \[(\S+), (\S+)\]$", lambda m: ast.literal_eval(m[1])),
        (r"^is (True|False)$", lambda m: m[1] == "True"),
        (r"^matches /([^|/]*)", lambda m: m[1].replace("\\", "").lstrip("^").replace("/?", "").rstrip("$")),
        (r"^null or absent$", lambda m: None),
    ]
    for pattern, make in rules:
        match = re.match(pattern, text)
        if match:
            try:
                value = make(match)
            except Exception:
                return None
            return value if pred.ok(value) else None
    return None


def literal_args(expect: spec.ExpectCall) -> dict[str, Any]:
    """The expected arguments as values: literals, and witnesses of simple predicates."""
    out = {}
    for key, value in expect.args.items():
        if not isinstance(value, spec.Pred):
            out[key] = value
        elif (found := witness(value)) is not None:
            out[key] = found
    return out


def complete(value: Any, schema: dict, root: dict) -> Any:
    """Fill the required fields a witness object lacks with schema samples (recursively)."""
    if "$ref" in schema:
        schema = runner_resolve(root, schema["$ref"])
    if isinstance(value, dict) and ("properties" in schema):
        base = {k: sample(v, root) for k, v in schema["properties"].items()}
        return {**base, **{k: complete(v, schema["properties"].get(k, {}), root) for k, v in value.items()}}
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        return [complete(v, schema["items"], root) for v in value]
    return value


def check_expect(case: spec.Case, domain: spec.Domain, expect: spec.ExpectCall, problems: list[str], notes: list[str]) -> Any:
    """Expected arguments exist; literal ones validate and make the fake run. Returns the fake's output."""
    tool = domain.tool(expect.tool)
    props = tool.parameters.get("properties", {})
    unknown = [k for k in expect.args if k not in props]
    if unknown:
        problems.append(f"{case.id}: {tool.name} has no argument(s) {unknown}")
        return None
    literals = literal_args(expect)
    arguments = sample(tool.parameters, tool.parameters) if tool.parameters else {}
    if tool.strict:
        arguments = {k: sample(v, tool.parameters) for k, v in props.items()}
    for key, value in literals.items():
        arguments[key] = complete(value, props[key], tool.parameters)
    errors = [e for e in validate_instance(tool.parameters, arguments) if any(f"$.{k}" in e for k in literals)] if tool.parameters else []
    if errors:
        problems.append(f"{case.id}: literal arguments of {tool.name} break its schema: {errors}")
    try:
        result = tool.fn(**arguments)
    except TypeError as error:
        problems.append(f"{case.id}: {tool.name}(**{arguments}) raised TypeError: {error}")
        return None
    except Exception as error:
        notes.append(f"{case.id}: {tool.name} with samples {arguments} raised {type(error).__name__}: {error}")
        return None
    try:
        json.dumps(result)
    except TypeError as error:
        problems.append(f"{case.id}: {tool.name} returns non-JSON data: {error}")
    if isinstance(result, dict) and "error" in result:
        message = str(result["error"])
        if "error_output" in case.features:
            notes.append(f"{case.id}: {tool.name}({literals}) -> {message} (expected: error_output case)")
        elif any(str(v) in message for v in literals.values() if isinstance(v, (str, int)) and not isinstance(v, bool)):
            problems.append(f"{case.id}: {tool.name}({literals}) -> {message}")
        else:
            notes.append(f"{case.id}: {tool.name} with samples {arguments} -> error {message!r} (sample values; check by hand)")
    return result


def validate(path: Path) -> tuple[list[str], list[str]]:
    """(problems, notes) for one case file."""
    problems: list[str] = []
    notes: list[str] = []
    try:
        part = runner.load_part(path.stem.removeprefix("cases_"), path)
    except runner.BenchmarkBroken as error:
        return [str(error)], notes
    if part is None:
        return [f"{path} not found"], notes
    for domain in part.domains.values():
        if not domain.instructions.strip():
            problems.append(f"{domain.name}: empty instructions")
        for tool in domain.tools:
            check_tool(domain, tool, tool.strict, problems)
    for case in part.cases:
        domain = part.domains[case.domain]
        if case.strict:
            for tool in runner.case_tools(case, domain):
                check_tool(domain, tool, True, problems)
        seen = ""  # what an ideal run has read so far: tool outputs and the user's own words
        for index, turn in enumerate(case.turns, 1):
            seen += " " + turn.user
            for expect in turn.calls:
                seen += " " + json.dumps(check_expect(case, domain, expect, problems, notes), ensure_ascii=False)
            for item in turn.answer_has:
                if not spec.answer_ok(item, seen):
                    notes.append(f"{case.id} turn {index}: answer fact {item!r} is in no expected output (computed, or from an unexpected read?)")
            if turn.clarify and turn.calls:
                notes.append(f"{case.id}: a clarifying turn that also expects calls")
    categories = collections.Counter(c.category for c in part.cases)
    thin = {c: categories.get(c, 0) for c in spec.CATEGORIES if categories.get(c, 0) < 10}
    if thin:
        notes.append(f"categories with fewer than 10 cases: {thin}")
    summary = (f"{path.name}: {len(part.domains)} domains, {len(part.cases)} cases, "
               f"{sum(len(d.tools) for d in part.domains.values())} tools; by category {dict(categories)}")
    notes.insert(0, summary)
    return problems, notes


def main() -> int:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else runner.PART_FILES["tune"]
    problems, notes = validate(path.resolve())
    for note in notes:
        print(f"note: {note}")
    for problem in problems:
        print(f"PROBLEM: {problem}")
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
