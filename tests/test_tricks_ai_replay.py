"""Trick game: the heuristic player (choices from a view only) and the replay contract."""

import json
import random
from pathlib import Path

import pytest

from game.engine.cards import Card
from game.engine.errors import ReplayError
from game.tricks import Bid, Play, TricksOptions, TricksState
from game.tricks.ai import choose_action, choose_bid, choose_play
from game.tricks.replay import run_case

from tricks_helpers import HANDS3, cards, state_from_hands

CASES = Path(__file__).parent / "cases"


def state3(**extra):
    """HANDS3, no seed."""
    return state_from_hands(HANDS3, **extra)


def test_ai_bids_nine_with_nine_top_hearts():
    view = state3().view(1)
    bid = choose_bid(view, random.Random(1))
    assert bid.seat == 1 and set(bid.cards) == set(cards("QC KC AC"))


def test_ai_bid_is_legal_for_every_player_count():
    for players in (2, 3, 4):
        state = TricksState.new(TricksOptions(players=players), seed=players)
        for seat in state.to_act():
            bid = choose_bid(state.view(seat), random.Random(seat))
            assert len(set(bid.cards)) == 3 and set(bid.cards) <= set(state.hands[seat])
            state.apply(bid)
        assert state.phase == "play"


def test_ai_leads_cheapest_sure_winner_when_behind():
    """Seat 1 holds every heart: each is a sure winner, so it leads the cheapest (6H)."""
    state = state3()
    for seat, text in enumerate(["6D 7D 8D", "QC KC AC", "9D 10D JD"]):
        state.apply(Bid(seat, cards(text)))
    assert choose_play(state.view(1), random.Random(0)) == Play(1, Card.parse("6H"))


def test_ai_on_target_sheds_highest_losing_card():
    state = state3()
    for seat, text in enumerate(["6D 7D 8D", "QC KC AC", "9D 10D JD"]):
        state.apply(Bid(seat, cards(text)))
    state.apply(Play(1, Card.parse("AH")))
    assert choose_play(state.view(2), random.Random(0)) == Play(2, Card.parse("AD"))


@pytest.mark.parametrize("bid, expected", [("6S 6D 7D", "7S"), ("6D 7D 8D", "AS")])
def test_ai_trumps_low_when_behind_high_when_forced(bid, expected):
    state = state3(trumps="S", first_deal=False)
    for seat, text in enumerate([bid, "QC KC AC", "9D 10D JD"]):
        state.apply(Bid(seat, cards(text)))
    state.apply(Play(1, Card.parse("AH")))
    state.apply(Play(2, Card.parse("6C")))
    # seat 0 holds only spades (trumps): need 1 -> lowest winning trump; need 0 -> shed the ace
    assert choose_play(state.view(0), random.Random(0)) == Play(0, Card.parse(expected))


def test_ai_plays_the_dummy_when_in_control():
    setup = json.loads((CASES / "tricks-07-two-players-turns.json").read_text())["setup"]
    state = TricksState.from_setup(setup)
    state.apply(Bid(0, cards("6D 7D 8D")))
    state.apply(Bid(1, cards("9D 10D JD")))
    state.apply(Play(1, Card.parse("AH")))
    state.apply(Play(0, Card.parse("AS")))
    action = choose_action(state.view(1), random.Random(0))
    assert action.seat == 2 and action in state.legal_plays(1)
    with pytest.raises(ValueError, match="nothing to do"):
        choose_action(state.view(0), random.Random(0))


@pytest.mark.parametrize("path", sorted(CASES.glob("tricks-*.json")), ids=lambda p: p.name)
def test_shared_cases(path):
    case = json.loads(path.read_text())
    if case.get("expect_error"):
        with pytest.raises(ReplayError):
            run_case(case)
        return
    output = run_case(case)
    for key, value in case["expect"].items():
        assert output[key] == value, key


def test_replay_refusal_carries_index_and_reason():
    case = json.loads((CASES / "tricks-04-must-follow.json").read_text())
    with pytest.raises(ReplayError) as refused:
        run_case(case)
    assert refused.value.action == 5 and "You must follow hearts." in refused.value.message


@pytest.mark.parametrize("change, message", [
    ({"players": 5}, "2, 3 or 4 players"),
    ({"hands": [["6S"]]}, "3 players need 3 hands"),
    ({"trumps": "X"}, 'trumps must be "S", "H", "D", "C" or null'),
    ({"hands": [["ZZ"] + HANDS3[0].split()[1:], HANDS3[1].split(), HANDS3[2].split()]}, "unknown card"),
    ({"dummy_bid": ["6S", "7S", "8S"]}, "only for the two-player game"),
])
def test_replay_bad_setups(change, message):
    setup = {"players": 3, "dealer": 0, "hands": [h.split() for h in HANDS3]}
    setup.update(change)
    with pytest.raises(ReplayError) as refused:
        run_case({"game": "tricks", "setup": setup, "actions": []})
    assert message in refused.value.message and refused.value.action is None


def test_replay_output_keys():
    output = run_case({"game": "tricks", "setup": {"players": 3, "dealer": 0,
                                                   "hands": [h.split() for h in HANDS3]},
                       "actions": [{"player": 0, "bid": ["6D", "7D", "8D"], "premium": "declare"}]})
    assert output == {"phase": "bidding", "deal": 1, "trumps": None, "turn": None, "bids": [0, None, None],
                      "premium": [], "tricks": [0, 0, 0], "last_deal": None, "scores": [0, 0, 0],
                      "game_scores": [0, 0, 0], "game_bonuses": [0, 0, 0], "winner": None}
