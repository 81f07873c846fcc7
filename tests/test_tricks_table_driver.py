"""Helpers for the trick table tests: start a seeded table and drive the human by posted keys."""

from __future__ import annotations

import random

import pygame

from game.scenes.registry import discover_games
from game.tricks.actions import Bid, Play
from game.tricks.ai import choose_action
from game.tricks.scenes import DealSummary, TricksResults, TricksTable


def start_table(client, players, seed, variant=None):
    """Main menu + ``--game tricks``, computer delay at its minimum; returns the table."""
    discover_games()
    client.app.settings.set("cpu_delay", 0.3)
    client.start("tricks", players=players, seed=seed, variant=variant)
    table = client.app.top
    assert isinstance(table, TricksTable)
    return table


def focus_on(client, table, card):
    """Press Right until ``card`` is focused in the hand the arrows move through."""
    cards = table._focus_cards()
    steps = (cards.index(card) - table.focus) % len(cards)
    for _ in range(steps):
        client.press(pygame.K_RIGHT)
    assert table._focus_cards()[table.focus] == card


def bid_by_keys(client, table, cards, premium):
    """Mark ``cards`` with Space, Enter, pick ``premium`` with Down, Enter."""
    for card in cards:
        focus_on(client, table, card)
        client.press(pygame.K_SPACE)
    client.press(pygame.K_RETURN)
    choices = table.state.premium_choices(0)
    if len(choices) > 1:
        for _ in range(choices.index(premium)):
            client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)


def play_deal(client, table, premium=None, refuse=False, max_frames=20000):
    """Play the human's part of the current deal by keys (cards chosen by the computer player's
    strategy) until the deal summary shows. With ``refuse``, first try one card that may not be
    played, when there is one. Returns the refusal texts heard."""
    rng = random.Random(1)
    refused: list[str] = []
    frames = 0
    while not isinstance(client.app.top, DealSummary | TricksResults):
        state = table.state
        if state.phase == "bidding" and 0 in state.to_act():
            action = choose_action(state.view(0), rng)
            assert isinstance(action, Bid)
            bid_by_keys(client, table, action.cards, premium)
        elif state.phase == "play" and state.turn_controller == 0:
            legal = {play.card for play in state.legal_plays(0)}
            cards = table._focus_cards()
            wrong = [card for card in cards if card not in legal]
            if refuse and wrong and not refused:
                focus_on(client, table, wrong[0])
                client.clear()
                client.press(pygame.K_RETURN)
                refused.append(client.last)
            action = choose_action(state.view(0), rng)
            assert isinstance(action, Play)
            focus_on(client, table, action.card)
            client.press(pygame.K_RETURN)
        else:
            client.frames(1)
            frames += 1
            assert frames < max_frames, "the computer players did not act"
    return refused
