"""Back at an online classic trick table (T-26) after more than one deal ended while away (a
seeded test, frames fed as the server sends them to Ana, seat 0; the real server is in
test_online_missed_deal_ends_server.py). Deal 1 of seed 4 turns up the 7 of diamonds, and Ben
lays the joker aside among his bid cards; deal 2 turns up the queen of diamonds; a computer
played Ana's seat through both; deal 3 is dealt when she is back.

The view she comes back to carries only the last scored deal's trumps and joker (deal 2's):
the summary that opens was deal 1's, and named deal 2's joker there ("Ben bid 2 and took 2: ...
the joker as the queen of diamonds."; T: "The joker counted as the queen of diamonds."), then
every card of deal 2 was read out. Now what she missed goes to the history (Page Up), deal 1
is said in one line with the scores then, and the summary is deal 2's, the deal the view's
joker and trumps are of (T-29)."""

from __future__ import annotations

import random

from game.net.codec import to_data
from game.tricks.visibility import random_action
from online_frames import trick_table, update
from test_online_classic_joker_return import BEN_LINE, classic_deal, summary_after, trumps_said

SAID = [
    "While you were away: 81 earlier messages, in the history (Page Up).",
    "Deal 1 ended while you were away. Scores: you 0, Bob 7, Ben 32.",
    "Deal 2 ended while you were away.",
    "You bid 4 and made it. Bob bid 6 and took 3: missed. Ben revealed 3 and took 2: missed; "
    "the others score 60 each. Scores: you 94, Bob 70, Ben 34.",
    "Deal 2 summary. 6 lines. Up and Down read them, Enter goes to the next deal.",
    "Deal 2: 1 of 3 made their bid.",
]
"""What Ana hears back, up to the summary's first line (the computer played her seat)."""

SUMMARY = [
    "Deal 2: 1 of 3 made their bid.",
    "You bid 4 and took 4: made, 94 points: 4 tricks, 30 bonus, 60 from Ben's missed reveal. "
    "Bid cards: queen of spades, 10 of clubs, 9 of diamonds.",
    "Bob bid 6 and took 3: missed, 63 points: 3 tricks, 60 from Ben's missed reveal. "
    "Bid cards: king of spades, 7 of hearts, king of clubs.",
    "Ben revealed 3 and took 2: missed, 2 points. Bid cards: 9 of spades, 10 of hearts, 7 of diamonds.",
    "Scores: you 94, Bob 70, Ben 34.",
    "Press Enter to go on to the next deal.",
]
"""Deal 2's summary (T-15, T-16)."""

TRUMPS = ("This deal's trumps: diamonds. The joker counted as the queen of diamonds. "
          "Next deal: a turned-up card sets trumps.")
"""T on deal 2's summary: its turned queen of diamonds (T-26)."""


def two_deals():
    """Deal 1 as :func:`classic_deal` (Ben's joker stands for the 7 of diamonds), then deal 2
    played at random (its turned card the queen of diamonds). Returns the state (deal 3
    dealt), Ana's first frame, her update frames of both deals and how many are deal 1's bids."""
    state, first, frames, bids = classic_deal()
    rng = random.Random(9)
    while state.deal == 2:
        action = random_action(state, rng)
        frames.append(update(state, len(frames) + 2, action.seat, state.apply(action), 0))
    view = state.view(0)
    assert view.deal == 3 and view.last_joker_as.code == "QD" and view.joker_as.code == "6H"
    return state, first, frames, bids


def sync_after(state, frames, known: int) -> dict:
    """The ``sync`` Ana gets back: the updates after update ``known``, a computer played her seat."""
    return {"type": "sync", "table": 1, "seq": frames[-1]["seq"], "view": to_data(state.view(0)), "draw_wait": None,
            "missed": [frame["events"] for frame in frames if frame["seq"] > known], "stand_in": True}


def back_lines(client) -> list[str]:
    """What was said from the return's first line to the summary's first line."""
    said = client.texts
    start = next(i for i, line in enumerate(said) if line.startswith("While you were away"))
    return said[start:start + len(SAID)]


def test_back_in_a_new_window_after_two_deal_ends_the_summary_is_the_last_deals_with_its_joker(client):
    """A new window (the first heard deal 1's bids): deal 1's end in one line, deal 2's end and
    summary with its own joker and trumps (T-26, T-29); every card missed is in the history,
    none said."""
    state, first, frames, bids = two_deals()
    back, link = trick_table(client, state, 0, sync_after(state, frames, frames[bids - 1]["seq"]))
    lines = summary_after(client, back)
    assert lines == SUMMARY
    assert BEN_LINE not in lines and not any("joker as the queen" in line for line in lines)
    assert back_lines(client) == SAID
    assert trumps_said(client) == TRUMPS
    kept = [line.text for line in client.app.announcer.history._lines]
    start = kept.index("Trick game, classic, target 200. 3 players: you, Bob and Ben.") + 1
    assert kept[start + 81:start + 81 + len(SAID)] == SAID  # the 81 messages missed, then what was said
    missed = kept[start:start + 81]
    assert missed[-1] == ("A computer player for you wins the trick with the 6 of diamonds. "  # (its trick, T-29)
                          "Tricks: you 4, Bob 3, Ben 2."), missed
    assert missed[missed.index("You bid 3 and took 0: missed. Bob bid 4 and took 7: missed. Ben bid 2 and made it. "
                               "Scores: you 0, Bob 7, Ben 32.") + 1] == (
        "Deal 2. Bob deals. Turned up: queen of diamonds. Trumps: diamonds. The joker counts as the queen of "
        "diamonds. Ben leads.")  # deal 1's end, then deal 2's start, as they would have been said
    assert "Ben wins the trick with the joker as the queen of diamonds. Tricks: you 3, Bob 2, Ben 1." in missed
    assert not set(missed) & set(client.texts)  # in the history, never said


def test_back_at_the_same_table_after_two_deal_ends_says_the_same(client):
    """The window that heard deal 1's start and its first tricks, its connection back: the same
    words (the start heard here names deal 1's joker, never said of deal 2)."""
    state, first, frames, bids = two_deals()
    heard = bids + 6
    table, link = trick_table(client, state, 0, first, frames=frames[:heard])
    for _frame in range(600):
        client.app.step(1)
        if table.session._heard_seq == frames[heard - 1]["seq"] and not client.app.announcer.speech_busy():
            break
    assert table.session._heard_seq == frames[heard - 1]["seq"]
    link.frames.append(sync_after(state, frames, frames[heard - 1]["seq"]))
    lines = summary_after(client, table)
    assert lines == SUMMARY
    assert trumps_said(client) == TRUMPS
    said = back_lines(client)
    assert said[1:] == SAID[1:], said
    assert said[0].startswith("While you were away: ") and said[0] != SAID[0]


def test_back_after_a_deal_ended_the_next_deals_older_moves_are_counted_as_also_missed(client):
    """T-29: deal 1 ended while Ana was away and deal 2 had more moves than are said after Enter
    closes its summary (bids, cards): its older ones go to the history with "Also while you
    were away: N earlier messages, ..." (was: "While you were away: N earlier messages, ..."
    said a second time, as if it were the first count)."""
    import pygame
    from game.scenes.card_table import CATCH_UP_SAID
    state, first, frames, bids = classic_deal()
    rng = random.Random(9)
    for _move in range(7):  # deal 2's bids and first cards
        action = random_action(state, rng)
        frames.append(update(state, len(frames) + 2, action.seat, state.apply(action), 0))
    assert state.deal == 2
    table, link = trick_table(client, state, 0, sync_after(state, frames, frames[bids - 1]["seq"]))
    summary_after(client, table)
    for _frame in range(600):
        client.app.step(1)
    assert sum(line.startswith("While you were away: ") for line in client.texts) == 1, client.texts
    before = len(client.texts)
    client.press(pygame.K_RETURN)
    for _frame in range(600):
        client.app.step(1)
    after = client.texts[before:]
    assert after[0].startswith("Also while you were away: ") and after[0].endswith(
        " earlier messages, in the history (Page Up)."), after
    assert len(after) == 1 + CATCH_UP_SAID + 1, after  # the count, the last moves, the situation
    assert sum(line.startswith("While you were away: ") for line in client.texts) == 1, client.texts


def test_a_seat_left_while_away_is_named_by_who_held_it_in_each_deal_missed(client):
    """Ben left at deal 2's start, before bidding (``left_in`` 2, not ``left_midway``), and a
    computer took his seat, all while Ana was away: deal 1's moves, end and scores, told on her
    return, are Ben's, named Ben (were said with the computer's name, the seat's occupant now);
    deal 2's are the computer's."""
    from online_frames import tricks_summary
    state, first, frames, bids = two_deals()
    summary = tricks_summary()
    summary["seats"][2] = {"seat": 2, "kind": "computer", "name": None, "before": ["Ben"], "left_in": 2,
                           "left_midway": False}
    back, link = trick_table(client, state, 0, sync_after(state, frames, frames[bids - 1]["seq"]), summary=summary)
    summary_after(client, back)
    from game.player_names import seat_name
    bob, now = seat_name(back.me, 1), seat_name(back.me, 2)  # (the computers' names at this table)
    assert now != "Ben"
    said = back_lines(client)
    assert said[1] == f"Deal 1 ended while you were away. Scores: you 0, {bob} 7, Ben 32.", said
    assert said[3].startswith(f"You bid 4 and made it. {bob} bid 6 and took 3: missed. "
                              f"{now} revealed 3 and took 2: missed;"), said
    kept = [line.text for line in client.app.announcer.history._lines]
    start = next(i for i, line in enumerate(kept) if line.startswith("Trick game, classic, target 200.")) + 1
    missed = kept[start:start + 81]
    assert f"You bid 3 and took 0: missed. {bob} bid 4 and took 7: missed. Ben bid 2 and made it. " \
           f"Scores: you 0, {bob} 7, Ben 32." in missed, missed
    deal_two = missed.index(next(line for line in missed if line.startswith(f"Deal 2. {bob} deals.")))
    assert any(line.startswith("Ben ") for line in missed[:deal_two]), missed[:deal_two]
    assert not any(line.startswith(f"{now} ") for line in missed[:deal_two]), missed[:deal_two]
    assert any(line.startswith(f"{now} ") for line in missed[deal_two:]), missed[deal_two:]
