"""The trick table tells the server the bid cards its player marks (``marks``, docs/online.md;
T-6, T-28), so that a turn timer that runs out with three marked bids those three.

Found by ear: Ana marked three cards, the time ran out before she confirmed, and "Laid aside for
you: ..." named three other cards the computer had chosen. First the whole way (a real server
process on 127.0.0.1 and the headless app as Ana, the keys pressed), then the table's side over a
stand-in link: what Space sends, nothing to a server that does not list ``marks`` in its
``welcome``, and the marks sent again after a drop."""

from __future__ import annotations

import pygame

from game.net.codec import to_data
from game.scenes.online import OnlinePlan, OnlineStart
from game.tricks.text import bid_of, card_list
from online_frames import trick_table as online_trick_table
from test_online_table import free_port, run_until, start_server, stop
from test_online_trick_table import settled, trick_table

TURN_SECONDS = 4
"""The table's turn timer (a few seconds: the keys are pressed once the bid prompt was heard, and
a loaded machine steps the app slowly)."""


def test_three_cards_marked_with_space_are_laid_aside_when_the_time_runs_out(client, tmp_path):
    """Ana (the app) at a trick table of three with two computers and a 4-second turn timer:
    she marks three cards with Space and Right and never confirms; once her time runs out she
    hears "Your time ran out: ..." and "Laid aside for you: " with exactly those three cards, and
    her marks are gone; her bid is theirs (T-6)."""
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=2, cpu_delay=0.0,
                          turn_timer=TURN_SECONDS)
        client.start()
        client.push(OnlineStart(client.app, plan))
        run_until(client, lambda: (table := trick_table(client)) is not None and client.app.top is table
                  and table.view.phase == "bidding" and settled(client, table) and not table.actions_held(), 60)
        table = trick_table(client)
        for step in range(3):
            client.press(pygame.K_SPACE)
            if step < 2:
                client.press(pygame.K_RIGHT)
        marked = list(table.marked)
        assert len(marked) == 3 and table.view.bid is None
        before = len(client.texts)
        run_until(client, lambda: table.view.bid is not None, 30)
        run_until(client, lambda: any(text.startswith("Laid aside for you:") for text in client.texts[before:]), 10)
        said = [text for text in client.texts[before:] if text.startswith(("Your time ran out", "Laid aside"))]
        assert said == ["Your time ran out: a computer player plays this turn for you.",
                        f"Laid aside for you: {card_list(marked)}. Your bid is {bid_of(marked)}."]
        assert table.view.bid == bid_of(marked) and table.marked == []
        assert not any(card in table.view.hand for card in marked)
    finally:
        stop(server)


def marks_sent(link) -> list[list[str]]:
    """The card lists of the ``marks`` frames sent on ``link``, in order."""
    return [fields["cards"] for kind, fields in link.sent if kind == "marks"]


def bidding_table(client, accepts: frozenset[str]):
    """Ana's trick table of three (deal 1 of seed 11) over a stand-in link whose server's welcome
    listed ``accepts``; the opening said. Returns the table and the link."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    state = TricksState.new(TricksOptions(players=3), 11)
    table, link = online_trick_table(client, state, 0)
    link.accepts = accepts
    client.app.step(2)
    return table, link


def test_each_mark_and_unmark_is_told_to_the_server_in_hand_order(client):
    """Space marks the focused card, Right moves, Space marks the next, Space again unmarks it:
    each change sends the marks as they are, in hand order (T-4, T-28)."""
    table, link = bidding_table(client, frozenset({"marks"}))
    hand = list(table.view.hand)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_SPACE)
    focused = table.focus
    assert marks_sent(link) == [[hand[0].code], [hand[0].code, hand[focused].code], [hand[0].code]]
    assert table.marked == [hand[0]]


def test_nothing_is_sent_to_a_server_whose_welcome_does_not_list_marks(client):
    """An older server closes the connection on a message type it does not know: the marks stay
    the table's own there (the time-out's bid is then the computer's)."""
    table, link = bidding_table(client, frozenset())
    client.press(pygame.K_SPACE)
    assert len(table.marked) == 1 and marks_sent(link) == []
    assert [kind for kind, _fields in link.sent if kind not in ("heard",)] == []


def test_marks_kept_over_a_drop_are_told_to_the_server_again(client):
    """Two cards marked, the connection lost and back (the server forgets one's marks when one
    comes back, T-6): once the ``sync`` was taken, the two marks are sent again."""
    table, link = bidding_table(client, frozenset({"marks"}))
    hand = list(table.view.hand)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_SPACE)
    two = [hand[0].code, hand[table.focus].code]
    assert marks_sent(link)[-1] == two
    view = to_data(table.session.view())
    link.frames.append({"type": "link_lost"})
    client.app.step(2)
    link.sent.clear()
    link.frames.append({"type": "link_back"})
    link.frames.append({"type": "sync", "table": 1, "seq": 1, "missed": [], "view": view, "draw_wait": None})
    client.app.step(5)
    assert [card.code for card in table.marked] == two and marks_sent(link) == [two]
