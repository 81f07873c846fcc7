"""The replay command never fails with anything but a readable ReplayError on a broken case.

Valid cases of both games are mutated at random (values replaced by other JSON values, keys and
list items removed or repeated); run_case must return a JSON-serialisable state or raise
ReplayError: any other exception would be a traceback for the player (docs/replay-cases.md contract).
"""

import copy
import json

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.errors import ReplayError
from game.replay import run_case

HANDS3 = [["6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS", "6D", "7D", "8D"],
          ["6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "9D", "10D", "JD"],
          ["6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC", "QD", "KD", "AD"]]
CASES = [
    {"game": "counting",
     "setup": {"players": 3, "dealer": 0, "turn": 0, "draw": "manual", "total": 30,
               "hands": [["3H", "5C", "KD"], ["4S", "6S", "7D"], ["8H", "9C", "QH"]],
               "stock": ["2C", "3C", "4C", "5D", "6D"], "tokens": [1, 9, 9], "seed": 3},
     "actions": [{"player": 0, "play": "3H"}, {"player": 0, "draw": True},
                 {"player": 1, "play": "AS", "value": 11}]},
    {"game": "tricks",
     "setup": {"players": 3, "variant": "standard", "scoring": {"mode": "target", "target": 200},
               "dealer": 0, "hands": HANDS3, "trumps": None, "first_deal": True, "seed": 1},
     "actions": [{"player": 0, "bid": ["6D", "7D", "8D"], "premium": "declare"},
                 {"player": 1, "bid": ["9D", "10D", "JD"]}, {"player": 2, "bid": ["QD", "KD", "AD"]},
                 {"player": 1, "play": "AH"}, {"player": 2, "play": "AC"}]},
    {"game": "tricks",
     "setup": {"players": 2, "variant": "standard", "dealer": 0, "hands": HANDS3,
               "dummy_bid": ["QD", "KD", "AD"], "scoring": {"mode": "parlett"}},
     "actions": [{"player": 0, "bid": ["6D", "7D", "8D"]}, {"player": 1, "bid": ["9D", "10D", "JD"]}]},
]

JSON_VALUES = st.sampled_from([None, True, False, 0, -1, 1, 2, 3, 99, 10**12, 1.5, "", "x", "QS",
                               "JOKER", "10H", [], [1], ["QS"], [[]], {}, {"a": 1}, -10, 11,
                               "manual", "auto", "oxford", "classic", "parlett"])


@st.composite
def mutated_cases(draw):
    case = copy.deepcopy(draw(st.sampled_from(CASES)))
    for _ in range(draw(st.integers(1, 3))):
        node = case
        while True:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            if not keys:
                break
            key = draw(st.sampled_from(keys))
            child = node[key]
            how = draw(st.sampled_from(["replace", "remove", "descend", "descend"]))
            if how == "remove":
                del node[key]
                break
            if how == "replace" or not isinstance(child, (dict, list)):
                node[key] = copy.deepcopy(draw(JSON_VALUES))
                break
            node = child
    return case


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_cases())
def test_broken_cases_are_refused_with_a_reason(case):
    try:
        output = run_case(case)
    except ReplayError as refusal:
        assert refusal.message
    else:
        json.dumps(output)


def test_unhashable_game_name_and_scoring_mode_are_refused():
    with pytest.raises(ReplayError, match="unknown game"):
        run_case({"game": ["QS"], "setup": {}, "actions": []})
    case = copy.deepcopy(CASES[1])
    case["setup"]["scoring"] = {"mode": ["target"]}
    with pytest.raises(ReplayError, match="unknown scoring mode"):
        run_case(case)
