"""Helpers for the trick table tests: start a seeded table and drive the human by posted keys."""

from __future__ import annotations

import pygame

from game.scenes.registry import discover_games
from game.tricks.scenes import DealSummary, TricksResults, TricksTable


def start_table(client, players, seed, variant=None, level="random", delay=0.3):
    """Main menu + ``--game tricks``, computer delay at its minimum; returns the table. The
    computer players default to the random level (seeded), so these tests do not move when the
    computer strategy in ``game.tricks.ai`` improves."""
    discover_games()
    client.app.settings.set("cpu_delay", delay)
    client.app.settings.section("tricks")["level"] = level
    client.start("tricks", players=players, seed=seed, variant=variant)
    table = client.app.top
    assert isinstance(table, TricksTable)
    return table


def focus_on(client, table, card):
    """Press Right (or Left) until ``card`` is focused in the hand the arrows move through (they
    stop at the ends)."""
    cards = table._focus_cards()
    steps = cards.index(card) - table.focus
    for _ in range(abs(steps)):
        client.press(pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)
    assert table._focus_cards()[table.focus] == card


def open_premium_choice(client):
    """Mark the first three cards of the hand (Space, Right, three times) and press Enter: the
    premium choice opens for that bid (T-9)."""
    for _ in range(3):
        client.press(pygame.K_SPACE)
        client.press(pygame.K_RIGHT)
    client.press(pygame.K_RETURN)


def bid_by_keys(client, table, cards, premium):
    """Mark ``cards`` with Space, Enter, pick ``premium`` with Down, Enter."""
    for card in cards:
        focus_on(client, table, card)
        client.press(pygame.K_SPACE)
    client.press(pygame.K_RETURN)
    choices = table.session.state.premium_choices(0)
    if len(choices) > 1:
        for _ in range(choices.index(premium)):
            client.press(pygame.K_DOWN)
        client.press(pygame.K_RETURN)


def bid_and_play_to_first_follow(client, table):
    """Bid the first three legal bid cards, no premium, then play by Enter until the human is
    to follow a trick (a card on the table, T-12)."""
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(400):
        state = table.session.state
        if state.phase == "play" and state.turn_controller == 0 and state.current_trick:
            return
        if state.phase == "play" and state.turn_controller == 0:
            client.press(pygame.K_RETURN)
        client.frames(10)
    raise AssertionError("the human never followed a trick")


def play_deal(client, table, premium=None, refuse=False, max_frames=20000):
    """Play the human's part of the current deal by keys until the deal summary shows: bid the
    first three cards of the hand as shown, then play the focused card each turn (the focus
    starts on the first playable card). With ``refuse``, first try one card that may not be
    played, when there is one. Returns the refusal texts heard."""
    refused: list[str] = []
    frames = 0
    while not isinstance(client.app.top, DealSummary | TricksResults):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            bid_by_keys(client, table, table._focus_cards()[:3], premium)
        elif state.phase == "play" and state.turn_controller == 0:
            legal = {play.card for play in state.legal_plays(0)}
            cards = table._focus_cards()
            wrong = [card for card in cards if card not in legal]
            first = table._focus_cards()[table.focus]
            assert first in legal
            if refuse and wrong and not refused:
                focus_on(client, table, wrong[0])
                client.clear()
                client.press(pygame.K_RETURN)
                refused.append(client.last)
                focus_on(client, table, first)
            client.press(pygame.K_RETURN)
        else:
            client.wait(1)
            frames += 1
            assert frames < max_frames, "the computer players did not act"
    return refused


def play_deals_until(client, table, done, deals=30):
    """Play deals by :func:`play_deal` until ``done()`` is true at a deal summary, at most
    ``deals`` deals; between them Enter on the summary once its first second has passed
    (``SETTLE_SECONDS``: an earlier Enter never skips it). Leaves the last summary on top."""
    for _ in range(deals):
        play_deal(client, table)
        if done():
            return
        client.frames(60)  # the deal summary takes Enter after its first second (SETTLE_SECONDS)
        client.press(pygame.K_RETURN)
    raise AssertionError(f"not done after {deals} deals")
