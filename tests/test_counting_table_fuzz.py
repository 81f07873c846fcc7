"""10,000 random key presses on a running counting table: nothing raises, no rule breaks."""

import random

import pygame
import pytest

from game.counting.scenes import CountingResults, CountingTable
from game.counting.menu_entry import ENTRY
from game.counting.scenes.table import remembered_setup
from game.engine.search import Budget
from game.scenes.registry import register_game
from game.table import counting as counting_session

KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_9, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_c, pygame.K_s, pygame.K_t,
        pygame.K_h, pygame.K_MINUS, pygame.K_PLUS, pygame.K_x, pygame.K_ESCAPE]


def check_invariants(table):
    """C-2, C-11, C-18: every card in one place, totals and tokens never negative."""
    state = table.session.state
    cards = len(state.stock) + len(state.pile) + len(state.out) + sum(len(h) for h in state.hands)
    assert cards == 52 * state.options.packs
    assert state.total >= 0
    assert all(t >= 0 for t in state.tokens)
    assert all(len(h) <= state.options.hand_size for h in state.hands)
    assert all(not state.hands[s] for s in state.eliminated)
    assert 0 <= table.focus < max(1, len(state.hands[0]))


FUZZ_BUDGET = Budget(deadline=None, samples=24, min_samples=12)
"""The hard computer players' search here: 24 deals a decision at most instead of 400 (the test
runs without the clock, where the app stops at 65 ms). Keys, not the players' strength, are
fuzzed; the same search code runs."""


@pytest.mark.long
def test_ten_thousand_random_keys(client, monkeypatch):
    monkeypatch.setattr(counting_session, "APP_BUDGET", FUZZ_BUDGET)  # the local session's computer players
    register_game(ENTRY)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("counting")["tokens"] = 3
    client.start()  # the main menu, then the table with the remembered options
    client.push(CountingTable(client.app, remembered_setup(client.app, 4), 99))
    # a small window keeps 10,000 redraws quick; drawing still runs after every key
    client.app.screen = pygame.display.set_mode((480, 270), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=480, h=270, size=(480, 270)))
    rng = random.Random(4)
    games = set()
    for _ in range(10_000):
        top = client.app.top
        if isinstance(top, CountingResults):
            client.press(pygame.K_RETURN)  # play again
            continue
        if not isinstance(top, CountingTable):  # the pause menu or a screen it opened: back out
            client.press(pygame.K_ESCAPE)
            continue
        games.add(id(top))
        key = rng.choice(KEYS)
        client.press(key, frames=rng.choice((1, 1, 2, 6)))
        if isinstance(client.app.top, CountingTable):
            check_invariants(client.app.top)
    assert len(games) >= 2  # at least one game finished and another began
