"""``python -m game replay FILE`` on files that are not cases: one JSON error, exit 2, no traceback
(shared cases README contract), and a counting set-up total outside 0..98 refused (C-11, C-14)."""

import json

import pytest

from game.replay import main


def run(path, capsys):
    code = main(str(path))
    return code, json.loads(capsys.readouterr().out)


def test_binary_file_is_not_utf8_text(tmp_path, capsys):
    path = tmp_path / "bin.json"
    path.write_bytes(bytes(range(256)) * 4)
    assert run(path, capsys) == (2, {"error": f"{path} is not UTF-8 text", "action": None})


def test_deeply_nested_json_is_refused(tmp_path, capsys):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100000 + "]" * 100000)
    assert run(path, capsys) == (2, {"error": f"{path} is nested too deeply to be a case", "action": None})


def test_oversized_file_is_refused_unread(tmp_path, capsys):
    path = tmp_path / "huge.json"
    path.write_text(" " * (4 * 1024 * 1024 + 10))
    assert run(path, capsys) == (2, {"error": f"{path} is larger than 4 MiB: not a case", "action": None})


def test_number_with_too_many_digits_is_refused(tmp_path, capsys):
    path = tmp_path / "digits.json"
    path.write_text('{"game": "counting", "setup": {"seed": ' + "9" * 5000 + "}}")
    code, output = run(path, capsys)
    assert code == 2 and output["error"].startswith(f"{path} has a value that cannot be read")


@pytest.mark.parametrize("total", [99, 150, -1])
def test_counting_setup_total_must_be_0_to_98(tmp_path, capsys, total):
    case = {"game": "counting", "setup": {
        "players": 2, "dealer": 0, "turn": 1, "draw": "auto", "total": total,
        "hands": [["3H"], ["4S"]], "stock": ["2C", "3C"]}, "actions": []}
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case))
    assert run(path, capsys) == (2, {"error": f"bad setup: total must be a whole number from 0 to 98, not {total}",
                                     "action": None})
