"""The classic trick game online (T-26): the deal summary names the card the joker stood for,
also after a return. A table fed frames as the server sends them to Ana (seat 0): deal 1 of
seed 4 turns up the 7 of diamonds (trumps diamonds) and Ben (seat 2) holds the joker, which he
lays aside among his bid cards. Heard from its start, the summary says "joker as the 7 of
diamonds" (the deal's start said it); back in a new window after the deal ended, the table never
heard that start and the view it came back to is already deal 2's: the view's ``last_joker_as``
says it, the same words; and T on the summary, "This deal's trumps: diamonds. The joker counted
as the 7 of diamonds." from the view's ``last_trumps`` too."""

from __future__ import annotations

import random

from game.net.codec import to_data
from game.tricks.actions import Bid
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.tricks.visibility import random_action
from online_frames import trick_table, update

BEN_LINE = ("Ben bid 2 and took 2: made, 32 points: 2 tricks, 30 bonus. "
            "Bid cards: 9 of spades, jack of spades, the joker as the 7 of diamonds.")
"""Ben's summary line: his bid cards the 9 and jack of spades (1 each) and the joker, which
counts as the 7 of diamonds (T-26: a diamond, 0; T-6: bid 2), read in its place among them (a
diamond after the spades); 2 tricks (T-14) and the only exact bid, 30 (T-15)."""

TRUMPS = ("This deal's trumps: diamonds. The joker counted as the 7 of diamonds. "
          "Next deal: a turned-up card sets trumps.")
"""T on the summary (T-26, T-28): the turned 7 of diamonds made diamonds trumps; deal 2's
turned card is told when it starts."""


def classic_deal() -> tuple[TricksState, dict, list[dict], int]:
    """Deal 1 of a classic game of 3 (seed 4: the 7 of diamonds turned up, T-26), played out:
    every seat bids its first three cards but Ben, who lays aside the joker and his first two
    spades (9, jack); no premium; then random legal cards. Returns the state (deal 2 dealt), Ana's first
    frame (the deal's start), her update frames of the deal and how many of them are bids."""
    state = TricksState.new(TricksOptions(players=3, variant="classic"), 4)
    assert state.turn_up.code == "7D" and any(card.is_joker for card in state.hands[2])
    first = update(state, 1, None, state.start_events(), 0)
    frames: list[dict] = []
    for seat in (0, 1, 2):
        hand = state.legal_bid_cards(seat)
        if seat == 2:
            spades = [card for card in hand if card.suit is not None and card.suit.value == "S"]
            cards = (next(card for card in hand if card.is_joker), *spades[:2])
        else:
            cards = tuple(hand[:3])
        frames.append(update(state, len(frames) + 2, seat, state.apply(Bid(seat, cards)), 0))
    bids = len(frames)
    rng = random.Random(5)
    while state.deal == 1:
        action = random_action(state, rng)
        frames.append(update(state, len(frames) + 2, action.seat, state.apply(action), 0))
    return state, first, frames, bids


def trumps_said(client) -> str:
    """What T on the open deal summary says."""
    import pygame
    client.press(pygame.K_t)
    return client.texts[-1]


def summary_after(client, table) -> list[str]:
    """Step the app until the deal summary is open over ``table``; its lines."""
    from game.tricks.scenes.summary import DealSummary
    for _frame in range(3000):
        if isinstance(client.app.top, DealSummary):
            break
        client.app.step(1)
    page = client.app.top
    assert isinstance(page, DealSummary), client.texts[-6:]
    assert page.lines == table.summary_lines()
    return page.lines


def test_classic_heard_from_the_start_the_summary_says_what_the_joker_stood_for(client):
    """T-26: the deal heard whole, its summary reads Ben's bid cards with the joker as the card
    it stood for, "joker as the 7 of diamonds"."""
    state, first, frames, _bids = classic_deal()
    table, link = trick_table(client, state, 0, first, frames=frames)
    lines = summary_after(client, table)
    assert BEN_LINE in lines, lines
    assert trumps_said(client) == TRUMPS
    assert table.view.deal == 2 and table.joker_of_deal is not None and table.joker_of_deal.code == "7D"


def test_classic_back_after_the_deal_ended_the_summary_still_says_what_the_joker_stood_for(client):
    """T-26 after a return: Ana's first window heard the deal's start and the bids; she comes
    back in a new window once the deal has ended (deal 2 dealt, its turned card another): the
    ``sync`` holds the deal's plays and end, its view is deal 2's. The summary's lines are the
    ones the table that heard everything says, Ben's with "joker as the 7 of diamonds"; T says
    this deal's trumps and the joker as there."""
    state, first, frames, bids = classic_deal()
    view = state.view(0)
    assert view.deal == 2 and view.last_joker_as is not None and view.last_joker_as.code == "7D"
    assert view.joker_as != view.last_joker_as and view.last_trumps is not None and view.last_trumps.value == "D"
    sync = {"type": "sync", "table": 1, "seq": frames[-1]["seq"], "view": to_data(view), "draw_wait": None,
            "missed": [frame["events"] for frame in frames[bids:]]}
    back, link = trick_table(client, state, 0, sync)
    assert back.session.joined_in_play and back.deal_started is None
    lines = summary_after(client, back)
    assert BEN_LINE in lines, lines
    assert trumps_said(client) == TRUMPS

    client.app.pop()  # the same deal heard whole, in the window that never left: the same words
    client.app.pop()
    state, first, frames, _bids = classic_deal()
    heard, link = trick_table(client, state, 0, first, frames=frames)
    assert summary_after(client, heard) == lines
