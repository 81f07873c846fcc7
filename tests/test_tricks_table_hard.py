"""The trick table with the hard level: it thinks in a worker while the window keeps drawing and
keys keep answering, says "Anna is thinking." only after a second; the hint key A (T-28) says
what the hard level would do and why without playing it, and the results count the hints."""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

from game.table.thinking import THINKING_SAID_AFTER
from game.tricks import Bid, TricksOptions, TricksState
from game.tricks.hints import hint_for, thinking_text
from game.tricks.scenes import TricksResults
from game.tricks.scenes import table as table_module
from game.table import tricks as session_module
from game.engine.perspective import Perspective
from test_tricks_table_driver import bid_by_keys, open_premium_choice, start_table

ME = Perspective(0)
"""Narration for the player at seat 0, the others by their computer names."""


@pytest.fixture(autouse=True)
def in_a_worker(client):
    """These tests are about the worker: think in it, as the game does (the fixture turns it off)."""
    client.app.think_in_worker = True


def frames_until(client, done, limit=30.0):
    """Run frames (with short real pauses, for the worker) until ``done()`` or ``limit`` seconds."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "timed out waiting"
        client.frames(1)
        time.sleep(0.002)


def test_hard_players_think_in_a_worker_while_frames_draw_and_keys_answer(client, monkeypatch):
    gate = threading.Event()
    real = session_module.choose_action_hard

    def slow(view, rng, fixed=False, share=1.0):
        assert gate.wait(30)
        return real(view, rng, fixed, share)

    monkeypatch.setattr(session_module, "choose_action_hard", slow)
    table = start_table(client, 3, 5, level="hard")
    draws = []
    original_draw = client.app.draw
    monkeypatch.setattr(client.app, "draw", lambda: (draws.append(1), original_draw()))
    client.frames(30)  # the computer delay (0.3 s) is over: Anna and Bob think
    assert table.thinking
    assert thinking_text(ME, [1, 2]) not in client.texts  # not yet a second
    client.frames(int(60 * THINKING_SAID_AFTER) + 2)
    assert client.texts.count("Anna and Bob are thinking.") == 1
    client.clear()
    client.press(pygame.K_t)
    assert client.texts == ["No trumps."]
    before = len(draws)
    client.press(pygame.K_RIGHT)
    assert len(draws) > before  # the window redraws while they think
    assert table.session.state.bids[1] is None and table.session.state.bids[2] is None
    gate.set()
    frames_until(client, lambda: table.session.state.bids[1] is not None)
    assert table.session.state.bids[2] is not None
    assert "Anna has bid." in client.texts and "Bob has bid." in client.texts


def test_quick_thinking_is_not_announced(client, monkeypatch):
    """Against the clock, as in the app, two computer bids that end within the second are not
    announced (short deadlines here, so a loaded test machine cannot push them past it)."""
    from game.engine.search import Budget
    from game.tricks import ai_hard
    monkeypatch.setattr(ai_hard, "BID_BUDGET", Budget(0.1, 400, min_samples=8))
    monkeypatch.setattr(ai_hard, "PREMIUM_SECONDS", 0.02)
    client.app.fixed_search = False
    table = start_table(client, 3, 5, level="hard")
    frames_until(client, lambda: table.session.state.bids[1] is not None)
    assert not any("thinking" in said for said in client.texts)


def test_hint_key_says_the_hard_bid_and_does_not_bid(client):
    table = start_table(client, 3, 5, delay=5.0)  # random computers, waiting
    view = table.session.state.view(0)
    expected = hint_for(view, table.session.hint_rng(table.hint_position()), fixed=True)
    client.clear()
    client.press(pygame.K_a)
    frames_until(client, lambda: client.texts)
    assert expected == ("Bid 2 with 8 of spades, queen of spades, 6 of diamonds: you make it in about 64 % "
                        "of the deals tried.")
    assert client.texts == [f"{expected} These cards are marked: Enter confirms."]  # T-28: marked
    assert table.session.state.bids[0] is None and table.hints_used == 1


def test_hint_key_in_the_premium_choice_is_about_the_premium_for_the_cards_chosen(client):
    """T-9, T-16: with three bid cards marked and the premium choice open, A says which premium to
    choose for that bid, with its chance (it used to repeat advice on which cards to choose)."""
    table = start_table(client, 3, 5, delay=5.0)
    open_premium_choice(client)
    assert client.last == "Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret."
    view = table.session.state.view(0)
    expected = hint_for(view, table.session.hint_rng(table.hint_position((0, 1, 2))), fixed=True,
                        premium_trio=(0, 1, 2))
    client.clear()
    client.press(pygame.K_a)
    # (under load the search, a real worker in wall time, can outlast the 5 s of frames the
    # computer players wait: their bids may be said first)
    frames_until(client, lambda: expected in client.texts)
    assert [text for text in client.texts if text not in ("Anna has bid.", "Bob has bid.")] == [expected]
    assert expected.startswith(("Choose no premium: you make your bid of 4 in about ",
                                "Choose declare: you make your bid of 4 in about ",
                                "Choose reveal: you make your bid of 4 in about ")), expected
    assert table.premium_index == 0 and table.session.state.bids[0] is None


def test_hint_key_during_play_names_a_legal_card(client):
    table = start_table(client, 3, 5, delay=0.3)
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    frames_until(client, lambda: table.session.state.phase == "play" and table.session.state.turn_controller == 0)
    played = (len(table.session.state.played_tricks), len(table.session.state.current_trick))
    client.clear()
    client.press(pygame.K_a)
    frames_until(client, lambda: client.texts)
    sentence = client.texts[0]
    assert (len(table.session.state.played_tricks), len(table.session.state.current_trick)) == played
    legal = [play.card.name for play in table.session.state.legal_plays(0)]
    assert sentence.startswith(("Play the ", "Lead the "))
    assert any(f"the {name}:" in sentence for name in legal)
    assert table.session.state.turn_controller == 0 and table.hints_used == 1


def test_hint_key_refused_when_not_your_turn(client):
    table = start_table(client, 3, 5, delay=5.0)
    bid_by_keys(client, table, table._focus_cards()[:3], None)
    client.clear()
    client.press(pygame.K_a)
    assert client.texts == ["A hint is for your turn to bid or play."]
    assert table.hints_used == 0


def test_f1_lists_the_hint_key(client):
    table = start_table(client, 3, 5)
    assert "A: advice: what the hard computer player would do now, and why; the focus moves to it, so Enter does it." in table.help_lines()


def test_results_count_the_hints(client):
    from game.tricks.scenes.setup import TableSetup
    options = TricksOptions(players=3, target=100)
    state = TricksState.new(options, seed=3)
    rng = random.Random(3)
    while state.phase != "over":
        seat = state.to_act()[0]
        if state.phase == "bidding":
            state.apply(Bid(seat, tuple(rng.sample(state.legal_bid_cards(seat), 3))))
        else:
            state.apply(rng.choice(state.legal_plays(seat)))
    results = TricksResults(client.app, TableSetup(options, "hard"), state.view(0), hints=2)
    assert results.lines[-1] == "Hints used: 2."
    assert "Hints used" not in " ".join(TricksResults(client.app, TableSetup(options), state.view(0)).lines)


def test_a_hint_while_the_computers_think_does_not_stop_them(client, monkeypatch):
    """Bidding is simultaneous: asking for a hint while Anna and Bob search leaves their search
    going, and both the hint and their bids arrive."""
    gate = threading.Event()
    real = table_module.advise

    def slow_hint(view, rng, fixed=False, premium_trio=None):
        assert gate.wait(30)
        return real(view, rng, fixed, premium_trio)

    monkeypatch.setattr(table_module, "advise", slow_hint)
    table = start_table(client, 3, 5, level="hard")
    client.press(pygame.K_a)
    client.frames(30)
    assert table._hint_pending
    frames_until(client, lambda: table.session.state.bids[1] is not None and table.session.state.bids[2] is not None)
    gate.set()
    frames_until(client, lambda: table.hints_used == 1)
    assert client.last.startswith("Bid ")


def test_without_a_worker_the_same_flow_is_deterministic(client):
    """With ``think_in_worker`` off (the test fixture's default) a search is done at once and
    applied in that frame's update: no worker thread, never said to be thinking, and the same
    frame every time."""
    client.app.think_in_worker = False
    started = threading.active_count()
    frames_needed = []
    for _ in range(2):
        table = start_table(client, 3, 5, level="hard")
        count = 0
        while table.session.state.bids[1] is None:
            client.frames(1)
            count += 1
            assert count < 600
            assert threading.active_count() == started
        frames_needed.append(count)
        assert table.session.state.bids[2] is not None and not table.thinking
    assert frames_needed[0] == frames_needed[1]
    assert not any("thinking" in said for said in client.texts)
