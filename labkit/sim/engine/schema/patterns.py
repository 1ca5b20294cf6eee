"""Making a string that matches a regular expression (for `pattern` constraints): a short example
built from the pattern's parse tree, kept only when the pattern accepts it."""

from __future__ import annotations

from typing import Any

from labkit.sim.engine.schema.validate import pattern_ok

try:  # Python 3.11+
    import re._constants as _sre_c  # type: ignore[import-not-found]
    import re._parser as _sre_p  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - older Pythons
    import sre_constants as _sre_c  # type: ignore[no-redef]
    import sre_parse as _sre_p  # type: ignore[no-redef]


class _Unsupported(Exception):
    pass


def _cat_char(cat: Any) -> str:
    name = str(cat)
    if "NOT_DIGIT" in name:
        return "a"
    if "DIGIT" in name:
        return "0"
    if "NOT_SPACE" in name:
        return "a"
    if "SPACE" in name:
        return " "
    if "NOT_WORD" in name:
        return "-"
    if "WORD" in name:
        return "a"
    return "a"


def _in_set(ch: str, items: list[Any]) -> bool:
    code = ord(ch)
    for op, av in items:
        if op is _sre_c.LITERAL and av == code:
            return True
        if op is _sre_c.RANGE and av[0] <= code <= av[1]:
            return True
        if op is _sre_c.CATEGORY:
            name = str(av)
            if "NOT_DIGIT" in name and not ch.isdigit():
                return True
            if "DIGIT" in name and "NOT" not in name and ch.isdigit():
                return True
            if "NOT_SPACE" in name and not ch.isspace():
                return True
            if "SPACE" in name and "NOT" not in name and ch.isspace():
                return True
            if "NOT_WORD" in name and not (ch.isalnum() or ch == "_"):
                return True
            if "WORD" in name and "NOT" not in name and (ch.isalnum() or ch == "_"):
                return True
    return False


def example_for_pattern(pattern: str, extra: int = 0, branch: int = 0) -> str | None:
    """A short string matching `pattern` (built from its parse tree), or None."""
    try:
        parsed = _sre_p.parse(pattern)
    except Exception:
        return None
    groups: dict[int, str] = {}

    def gen(items: Any) -> str:
        out: list[str] = []
        for op, av in items:
            if op is _sre_c.LITERAL:
                out.append(chr(av))
            elif op is _sre_c.NOT_LITERAL:
                out.append("a" if av != ord("a") else "b")
            elif op is _sre_c.ANY:
                out.append("a")
            elif op is _sre_c.IN:
                negate = any(o is _sre_c.NEGATE for o, _ in av)
                rest = [(o, v) for o, v in av if o is not _sre_c.NEGATE]
                if negate:
                    for ch in "aA0_- x.":
                        if not _in_set(ch, rest):
                            out.append(ch)
                            break
                    else:
                        raise _Unsupported
                else:
                    op0, av0 = rest[0]
                    if op0 is _sre_c.LITERAL:
                        out.append(chr(av0))
                    elif op0 is _sre_c.RANGE:
                        out.append(chr(av0[0]))
                    elif op0 is _sre_c.CATEGORY:
                        out.append(_cat_char(av0))
                    else:
                        raise _Unsupported
            elif op in (_sre_c.MAX_REPEAT, _sre_c.MIN_REPEAT, getattr(_sre_c, "POSSESSIVE_REPEAT", None)):
                lo, hi, sub = av
                count = lo
                if count > 256:
                    raise _Unsupported
                if extra and count < (hi if isinstance(hi, int) else count + extra):
                    count = min(lo + extra, hi) if isinstance(hi, int) else lo + extra
                out.append("".join(gen(sub) for _ in range(count)))
            elif op is _sre_c.SUBPATTERN:
                group, sub = av[0], av[-1]
                text = gen(sub)
                if group is not None:
                    groups[group] = text
                out.append(text)
            elif op is _sre_c.BRANCH:
                alts = av[1]
                out.append(gen(alts[min(branch, len(alts) - 1)]))
            elif op is _sre_c.GROUPREF:
                out.append(groups.get(av, ""))
            elif op is _sre_c.CATEGORY:
                out.append(_cat_char(av))
            elif op in (_sre_c.AT, _sre_c.ASSERT, _sre_c.ASSERT_NOT):
                continue
            elif op is getattr(_sre_c, "ATOMIC_GROUP", object()):
                out.append(gen(av))
            else:
                raise _Unsupported
        return "".join(out)

    try:
        text = gen(parsed)
    except (_Unsupported, Exception):
        return None
    return text if pattern_ok(pattern, text) else None
