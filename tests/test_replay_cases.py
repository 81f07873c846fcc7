"""Every rule case in ``tests/cases/`` through the replay command as a player's tool would run
it (``python -m game replay CASE.json`` in a subprocess; docs/replay-cases.md): the JSON output
matches the case's ``expect`` (keys given must match, lists exactly), and a case marked
``expect_error`` is refused with exit 2 and one ``{"error": ...}`` object. The cases cite their
rules (C-1.., T-1..) in their own ``description``."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

CASES = sorted((Path(__file__).parent / "cases").glob("*.json"))
ROOT = Path(__file__).resolve().parents[1]


def differences(expected, actual, path=""):
    """Where ``actual`` departs from ``expected``: a list of "key: expected X, got Y" lines."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path or 'output'}: expected an object, got {actual!r}"]
        found = []
        for key, value in expected.items():
            found += ([f"{path}{key}: missing"] if key not in actual
                      else differences(value, actual[key], f"{path}{key}."))
        return found
    return [] if expected == actual else [f"{path.rstrip('.')}: expected {expected!r}, got {actual!r}"]


def test_the_cases_folder_holds_both_games():
    names = [path.name for path in CASES]
    assert sum(name.startswith("count-") for name in names) >= 19
    assert sum(name.startswith("tricks-") for name in names) >= 7


@pytest.mark.parametrize("path", CASES, ids=lambda path: path.stem)
def test_rule_case_through_the_replay_command(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    output = json.loads(done.stdout)
    if case.get("expect_error"):
        assert done.returncode == 2
        assert isinstance(output, dict) and isinstance(output.get("error"), str)
        return
    assert done.returncode == 0, output
    assert differences(case["expect"], output) == []
