"""10,000 random key presses during a running trick deal raise nothing (any scene they reach)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.tricks.scenes import DealSummary, TricksResults, TricksTable
from test_tricks_table_driver import start_table

KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN,
        pygame.K_ESCAPE, pygame.K_t, pygame.K_b, pygame.K_k, pygame.K_s, pygame.K_l, pygame.K_v,
        pygame.K_h, pygame.K_d, pygame.K_r, pygame.K_F1, pygame.K_HOME, pygame.K_END, pygame.K_x,
        pygame.K_PAGEUP, pygame.K_F2]


@pytest.mark.long
def test_ten_thousand_random_keys(client):
    """Random keys (Enter and Space weighted) over several seeded tables; when they leave the
    table, a new one is started. Nothing may raise; the game keeps moving."""
    rng = random.Random(99)
    table = start_table(client, 3, 21)
    assert isinstance(table, TricksTable)
    # a small window keeps 10,000 redraws quick (as in the counting table's fuzz test); drawing
    # still runs after every key
    client.app.screen = pygame.display.set_mode((640, 360), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=640, h=360, size=(640, 360)))
    started = 1
    deals = set()
    weights = [3 if key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_RIGHT) else 1 for key in KEYS]
    for press in range(10_000):
        key = rng.choices(KEYS, weights)[0]
        mod = pygame.KMOD_CTRL if key == pygame.K_F1 and rng.random() < 0.2 else 0
        client.press(key, mod)
        if press % 7 == 0:
            client.frames(6)
        if press % 40 == 0 and table in client.app.scenes and not isinstance(
                client.app.top, TricksTable | DealSummary):
            client.app.pop_to(table)  # out of nested help, rules and menus, so the deals go on
        if isinstance(client.app.top, TricksTable):
            table = client.app.top
            deals.add((started, table.session.state.deal))
        elif len(client.app.scenes) == 1 or isinstance(client.app.top, TricksResults):
            # left to the main menu, or the game ended: deal a new table
            client.app.pop_to(client.app.scenes[0])
            started += 1
            table = start_table(client, 2 + started % 3, 21 + started)
    assert len(deals) >= 3
