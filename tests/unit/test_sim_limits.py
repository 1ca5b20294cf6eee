"""`labkit.sim.limits`: the one reader of request bodies, and the bytes everything is stored as."""

from __future__ import annotations

import json

import pytest

from labkit.sim.limits import JSON_PARSE_ERROR, Limits, check_tree, format_path, json_bytes, parse_json
from labkit.sim.types import SimError

LIMITS = Limits()


def refused(raw: bytes, limits: Limits = LIMITS) -> SimError:
    with pytest.raises(SimError) as caught:
        parse_json(raw, limits)
    assert caught.value.status == 400
    return caught.value


def test_plain_json_reads_as_json():
    raw = json.dumps({"model": "m", "input": [{"role": "user", "content": "héllo 💥"}], "n": 1.5}).encode()
    assert parse_json(raw, LIMITS) == json.loads(raw)


@pytest.mark.parametrize("depth", [65, 500, 5_000, 19_000])
def test_nesting_past_the_limit_is_json_too_deep(depth):
    error = refused(b"[" * depth + b"]" * depth)
    assert error.code == "json_too_deep" and "64 levels" in error.message


def test_nesting_deeper_than_there_may_be_containers_is_json_too_complex():
    assert refused(b"[" * 200_000 + b"]" * 200_000).code == "json_too_complex"


def test_nesting_at_the_limit_is_fine_and_the_limit_is_configurable():
    assert parse_json(b"[" * 64 + b"]" * 64, LIMITS)
    assert refused(b'{"a": [[1]]}', Limits(max_json_depth=2)).param == "a[0]"


@pytest.mark.parametrize("raw, param", [
    (b'{"model": "\\ud800"}', "model"),
    (b'{"input": [{"content": [{"text": "a\\udfffb"}]}]}', "input[0].content[0].text"),
    (b'{"\\udc00key": 1}', "\\udc00key"),
    (b'"\\ud83d"', None),
])
def test_lone_surrogates_are_invalid_unicode_naming_where(raw, param):
    error = refused(raw)
    assert error.code == "invalid_unicode" and error.param == param


def test_surrogate_pairs_are_fine():
    assert parse_json(b'{"t": "\\ud83d\\udca5"}', LIMITS) == {"t": "💥"}


@pytest.mark.parametrize("raw", [
    b"", b"{", b"\xff", b'"\xed\xa0\x80"', b"\xef\xbb\xbf{}", b"NaN", b'{"t": Infinity}', b"-Infinity",
    b"1" * 5_000,
])
def test_not_utf8_or_not_json_is_the_parse_error(raw):
    assert refused(raw).message == JSON_PARSE_ERROR


def test_a_number_too_large_for_a_double_is_refused():
    assert refused(b'{"t": 1e999}').code == "number_out_of_range"
    assert parse_json(b'{"t": 1e308}', LIMITS) == {"t": 1e308}


def test_check_tree_walks_any_depth_without_recursion():
    value: list = []
    for _ in range(100_000):
        value = [value]
    with pytest.raises(SimError):
        check_tree(value, 64)


def test_a_long_path_is_cut_short():
    assert len(format_path(tuple(range(1000)))) == 160


def test_json_bytes_match_starlette_and_never_fail_on_a_surrogate():
    from starlette.responses import JSONResponse

    value = {"a": "é", "b": [1, 2.5, None, True]}
    assert json_bytes(value) == JSONResponse(value).body
    assert json_bytes({"bad": "x\ud800y"}) == '{"bad":"x\ufffdy"}'.encode()


def test_every_limit_must_be_positive():
    with pytest.raises(ValueError, match="max_body_bytes must be > 0"):
        Limits(max_body_bytes=0)


def test_more_arrays_and_objects_than_the_limit_is_json_too_complex():
    limits = Limits(max_json_containers=100)
    error = refused(json.dumps({"items": [{"role": "user"}] * 100}).encode(), limits)  # 101 with the body
    assert error.code == "json_too_complex" and "100 arrays and objects" in error.message
    assert parse_json(json.dumps({"items": [{"role": "user"}] * 98}).encode(), limits)


def test_brackets_inside_strings_do_not_count():
    limits = Limits(max_json_containers=10)
    raw = json.dumps({"text": "{[" * 1_000, "quoted": ['a\\"{'] * 5}).encode()
    assert parse_json(raw, limits)["text"].startswith("{[")
