"""``python -m game replay`` on counting cases: good cases give the state, broken ones exit 2
with a JSON error naming the problem (docs/replay-cases.md)."""

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.counting.replay import run_case
from game.engine import ReplayError

ROOT = Path(__file__).resolve().parents[1]

GOOD = {
    "game": "counting",
    "setup": {
        "players": 3, "dealer": 0, "turn": 0, "draw": "auto",
        "hands": [["3H", "5C", "KD"], ["4S", "6S", "7D"], ["8H", "9C", "QH"]],
        "stock": ["2C", "3C", "4C", "5D", "6D", "7C", "8C", "9D", "JD", "QC"],
        "total": 30,
    },
    "actions": [{"player": 0, "play": "3H"}],
}


def case_with(**changes):
    case = copy.deepcopy(GOOD)
    for key, value in changes.items():
        if key == "actions":
            case["actions"] = value
        elif value is None:
            del case["setup"][key]
        else:
            case["setup"][key] = value
    return case


def replay(tmp_path, content):
    path = tmp_path / "case.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    return done.returncode, json.loads(done.stdout)


def test_good_case_prints_the_state(tmp_path):
    code, output = replay(tmp_path, GOOD)
    assert code == 0
    assert output == {"round": 1, "total": 33, "turn": 1, "direction": 1, "tokens": [9, 8, 8],
                      "eliminated": [], "hands": [["5C", "KD", "2C"], ["4S", "6S", "7D"], ["8H", "9C", "QH"]],
                      "stock_size": 9, "dealer": 0, "round_winner": None, "winner": None}


@pytest.mark.parametrize("content,action,words", [
    ('{"game": "counting", "setup": ', None, "not valid JSON"),
    (case_with(hands=[["3H", "5C", "XX"], ["4S", "6S", "7D"], ["8H", "9C", "QH"]]), None, "unknown card 'XX'"),
    (case_with(stock=["3H", "3C"]), None, "card 3H appears more than once"),
    (case_with(hands=[["3H", "5C", "KD", "AS"], ["4S", "6S", "7D"], ["8H", "9C", "QH"]]), None,
     "seat 0 holds 4 cards, more than the hand size 3"),
    (case_with(turn=1, eliminated=[1], tokens=[9, 0, 9],
               hands=[["3H", "5C", "KD"], [], ["8H", "9C", "QH"]]), None, "turn is seat 1, but that player is eliminated"),
    (case_with(turn=5), None, "turn must be a seat from 0 to 2"),
    (case_with(colour="red"), None, "unknown setup key 'colour'"),
    (case_with(dealer=None), None, "setup lacks 'dealer'"),
    (case_with(players="3"), None, "players must be a whole number"),
    (case_with(actions=[{"player": 1, "play": "4S"}]), 0, "Not your turn"),
    (case_with(actions=[{"player": 0, "play": "3H"}, {"player": 1, "play": "AS", "value": 1}]), 1,
     "You do not hold that card"),
    (case_with(actions=[{"player": 0, "play": "3H", "draw": True}]), 0, 'exactly one of "play" and "draw"'),
    (case_with(actions=[{"player": 0, "play": "3H"}, {"player": 0, "draw": True}]), 1,
     "Cards are drawn for you"),
])
def test_broken_cases_exit_2_naming_the_problem(tmp_path, content, action, words):
    code, output = replay(tmp_path, content)
    assert code == 2
    assert words in output["error"]
    assert output["action"] == action


def test_two_pack_game_allows_two_copies_but_not_three():
    two = case_with(players=3, decks=2, stock=["3H", "3C"])
    assert run_case(two)["stock_size"] == 1
    three = case_with(players=3, decks=2, stock=["3H", "3H", "3C"])
    with pytest.raises(ReplayError, match="card 3H appears more than twice"):
        run_case(three)


def test_short_hands_are_allowed_c8():
    case = case_with(hands=[["3H", "5C"], ["4S"], ["8H", "9C", "QH"]])
    assert run_case(case)["hands"][1] == ["4S"]


def test_action_for_an_eliminated_player_is_illegal():
    case = case_with(eliminated=[2], tokens=[9, 9, 0], hands=[["3H", "5C", "KD"], ["4S", "6S", "7D"], []],
                     actions=[{"player": 0, "play": "3H"}, {"player": 2, "play": "8H"}])
    with pytest.raises(ReplayError, match="You are out of the game") as info:
        run_case(case)
    assert info.value.action == 1


def test_shared_counting_cases_pass():
    cases = sorted((ROOT / "tests" / "cases").glob("count-*.json"))
    if not cases:
        pytest.skip("shared cases not present")
    for path in cases:
        case = json.loads(path.read_text())
        if case.get("expect_error"):
            with pytest.raises(ReplayError):
                run_case(case)
            continue
        output = run_case(case)
        for key, value in case["expect"].items():
            assert output[key] == value, (path.name, key)
