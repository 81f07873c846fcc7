"""The counting table with the hard level (the default): it thinks in a worker while the window
keeps drawing and keys keep answering, says "Anna is thinking." only after a second, and the hint
key A says what the hard level would play and why (C-10..C-17), never playing it."""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

from game.counting.ai_hard import APP_BUDGET, play_values
from game.counting.hints import hint_for, thinking_text
from game.table import counting as session_module
from game.counting.state import CountingState
from game.counting.options import CountingOptions
from game.engine.cards import parse_cards
from game.engine.perspective import Perspective
from game.table.thinking import THINKING_SAID_AFTER
from test_counting_table import start


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


def test_hard_player_thinks_in_a_worker_while_frames_draw_and_keys_answer(client, monkeypatch):
    gate = threading.Event()
    real = session_module.choose_hard_action

    def slow(view, rng, budget=APP_BUDGET):
        assert gate.wait(30)
        return real(view, rng, budget)

    monkeypatch.setattr(session_module, "choose_hard_action", slow)
    table = start(client, level="hard")
    client.press(pygame.K_1)  # seed 7: the human plays first; Anna is next
    draws = []
    original_draw = client.app.draw
    monkeypatch.setattr(client.app, "draw", lambda: (draws.append(1), original_draw()))
    frames_until(client, lambda: table.thinking)
    assert thinking_text(Perspective(0), 1) not in client.texts  # not yet a second
    client.frames(int(60 * THINKING_SAID_AFTER) + 2)
    assert client.texts.count("Anna is thinking.") == 1
    total = table.session.state.total
    client.clear()
    client.press(pygame.K_c)
    assert client.texts == [f"Total {total}."]
    before = len(draws)
    client.press(pygame.K_RIGHT)
    assert len(draws) > before  # the window redraws while she thinks
    assert table.session.state.turn == 1
    gate.set()
    frames_until(client, lambda: table.session.state.turn != 1)
    assert any(said.startswith("Anna: ") or said.startswith("Anna ") for said in client.texts)


def test_quick_thinking_is_not_announced(client):
    """Against the clock, as in the app, a card is chosen well within the second after which
    thinking would be said."""
    client.app.fixed_search = False
    table = start(client, level="hard")
    client.press(pygame.K_1)
    frames_until(client, lambda: table.session.state.turn not in (0, 1) or table.between_rounds)
    assert not any("thinking" in said for said in client.texts)


def test_hint_key_says_the_hard_card_and_does_not_play(client):
    table = start(client, level="hard")
    view = table.session.state.view(0)
    expected = hint_for(view, table.session.hint_rng(table.hint_position()), fixed=True)
    client.clear()
    client.press(pygame.K_a)
    frames_until(client, lambda: client.texts)
    assert client.texts == [expected]
    assert expected.startswith("Play the ")
    assert table.session.state.turn == 0 and len(table.session.state.hands[0]) == 3 and table.hints_used == 1


def test_hint_reason_names_the_deals_tried():
    """Total 20, a 3, a 5 and a queen, all safe: the hard level's card leaves the total under 33
    and the hint says over how many sampled deals it did best."""
    state = CountingState.from_position(
        CountingOptions(players=3), seed=1, dealer=2,
        hands=[parse_cards("3H 5C QD".split()), parse_cards("6S 7S 8S".split()),
               parse_cards("6D 7D 8D".split())],
        stock=parse_cards("2D 3D 4D".split()), total=20, turn=0)
    view = state.view(0)
    rated = play_values(view, random.Random(3), APP_BUDGET.fixed())
    value, count, play = rated[0]
    names = {"3H": "3 of hearts", "5C": "5 of clubs", "QD": "queen of diamonds"}
    total = 20 + {"3H": 3, "5C": 5, "QD": 10}[play.card.code]
    assert hint_for(view, random.Random(3), fixed=True) == (
        f"Play the {names[play.card.code]}: it brings the total to {total}, and of the deals tried "
        "it leaves you best placed.")
    assert count >= 12


def test_hint_reason_for_a_jack_that_skips():
    """C-16: with three players a jack skips the next player. Total 6, a jack, a king and a queen
    (all safe): the search plays the jack (the skipped player has one turn fewer before 33), and
    the hint says why, naming the player skipped (Anna, seat 1, clockwise)."""
    state = CountingState.from_position(
        CountingOptions(players=3), seed=1, dealer=2,
        hands=[parse_cards("JH KC QD".split()), parse_cards("6S 7S 8S".split()),
               parse_cards("6D 7D 8D".split())],
        stock=parse_cards("2D 3D 4D".split()), total=6, turn=0)
    view = state.view(0)
    rated = play_values(view, random.Random(0), APP_BUDGET.fixed())
    assert rated[0][2].card.code == "JH"
    assert hint_for(view, random.Random(0), fixed=True) == (
        "Play the jack of hearts: it skips Anna, and of the deals tried it leaves you best placed.")
