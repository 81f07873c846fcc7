"""Replay input checks (docs/replay-cases.md): whole-number floats refused with a reason, unknown
trick-case keys refused like counting ones, offending values quoted at most 80 characters, a
UTF-8 BOM accepted. Every refusal is one JSON error and exit 2."""

import json
from pathlib import Path

import pytest

from game.engine.errors import quoted
from game.replay import main

CASES = Path(__file__).parent / "cases"


def trick_case():
    return json.loads((CASES / "tricks-01-bids-open-play.json").read_text(encoding="utf-8"))


def counting_case():
    return json.loads((CASES / "count-01-reach-33.json").read_text(encoding="utf-8"))


def run(case, tmp_path, capsys, raw=None):
    path = tmp_path / "case.json"
    if raw is not None:
        path.write_bytes(raw)
    else:
        path.write_text(json.dumps(case), encoding="utf-8")
    code = main(str(path))
    return code, json.loads(capsys.readouterr().out)


def test_trick_dealer_as_whole_float_is_refused_with_a_reason(tmp_path, capsys):
    case = trick_case()
    case["setup"]["dealer"] = 1.0
    assert run(case, tmp_path, capsys) == (
        2, {"error": "bad setup: dealer must be a whole number (a seat), not 1.0", "action": None})


@pytest.mark.parametrize(("key", "value", "error"), [
    ("players", 3.0, "bad setup: players must be 2, 3 or 4, not 3.0"),
    ("seed", 7.0, "bad setup: seed must be a whole number, not 7.0"),
])
def test_other_trick_setup_floats_are_refused(tmp_path, capsys, key, value, error):
    case = trick_case()
    case["setup"][key] = value
    assert run(case, tmp_path, capsys) == (2, {"error": error, "action": None})


def test_trick_target_as_float_is_refused(tmp_path, capsys):
    case = trick_case()
    case["setup"]["scoring"]["target"] = 200.0
    assert run(case, tmp_path, capsys) == (
        2, {"error": "bad setup: target must be a whole number (100, 200 or 500), not 200.0", "action": None})


def test_trick_action_player_as_float_is_refused(tmp_path, capsys):
    case = trick_case()
    case["actions"][0]["player"] = 1.0
    assert run(case, tmp_path, capsys) == (
        2, {"error": "action 0 needs a seat number as player, not 1.0", "action": 0})


def test_unknown_trick_setup_key_is_refused(tmp_path, capsys):
    case = trick_case()
    case["setup"]["dealr"] = 1
    assert run(case, tmp_path, capsys) == (2, {"error": "bad setup: unknown setup key 'dealr'", "action": None})


def test_unknown_trick_scoring_key_is_refused(tmp_path, capsys):
    case = trick_case()
    case["setup"]["scoring"]["targte"] = 100
    assert run(case, tmp_path, capsys) == (2, {"error": "bad setup: unknown scoring key 'targte'", "action": None})


def test_unknown_trick_action_key_is_refused(tmp_path, capsys):
    case = trick_case()
    case["actions"][0]["premuim"] = "declare"
    assert run(case, tmp_path, capsys) == (
        2, {"error": "action 0 is malformed: unknown key 'premuim'", "action": 0})


def test_counting_float_is_refused(tmp_path, capsys):
    case = counting_case()
    case["setup"]["dealer"] = 0.0
    assert run(case, tmp_path, capsys) == (
        2, {"error": "bad setup: dealer must be a whole number, not 0.0", "action": None})


@pytest.mark.parametrize("game", ["tricks", "counting"])
def test_huge_offending_value_is_quoted_at_most_80_characters(tmp_path, capsys, game):
    case = trick_case() if game == "tricks" else counting_case()
    case["setup"]["dealer"] = "x" * 5000
    code, output = run(case, tmp_path, capsys)
    assert code == 2
    quoted_part = output["error"].split("not ", 1)[1]
    assert quoted_part == "'" + "x" * 78 + "\u2026"
    assert len(output["error"]) < 150


def test_huge_unknown_key_is_quoted_at_most_80_characters(tmp_path, capsys):
    case = trick_case()
    case["setup"]["k" * 1000] = 1
    code, output = run(case, tmp_path, capsys)
    assert code == 2 and output["error"] == "bad setup: unknown setup key '" + "k" * 78 + "\u2026"


def test_quoted_keeps_short_values_whole():
    assert quoted("QS") == "'QS'"
    assert quoted(1.0) == "1.0"
    assert len(quoted(list(range(1000)))) == 80


@pytest.mark.parametrize("game", ["tricks", "counting"])
def test_utf8_bom_is_accepted(tmp_path, capsys, game):
    case = trick_case() if game == "tricks" else counting_case()
    plain = run(case, tmp_path, capsys)
    with_bom = run(case, tmp_path, capsys, raw=b"\xef\xbb\xbf" + json.dumps(case).encode("utf-8"))
    assert with_bom == plain and plain[0] == 0
