"""The counting table's status line, turn marker and the total's pulse change once the line
saying them begins (C-12, C-21, C-23; game.scenes.line_hold): the game moves on with a card at
once, but "YOUR TURN" comes as "Your turn. ..." begins, "Space: draw a card" as "You can still
draw: press Space." begins, the round's end as its line begins, and the total pulses as the line
with that total begins. The keys that ask (C, S, T) answer with the game as it stands. Text only
shows everything at once. Timed with the fake speech of tests/timed_speech.py."""

import pygame

from game.counting import CountingOptions, CountingState
from game.engine.cards import parse_cards
from test_counting_table import _registered, start  # noqa: F401
from timed_speech import app_timed_speech


def position(client, table, turn, hands, total, draw="auto"):
    """3 players with 3 tokens each, ``hands`` dealt, ``total`` on the pile, ``turn`` to play."""
    table.new_wait()
    table.session.state = CountingState.from_position(
        CountingOptions(players=3, draw=draw, tokens=3), seed=1, dealer=2, hands=[parse_cards(h) for h in hands],
        stock=parse_cards(["8S", "8H", "8C", "9S", "9H", "9C"]), pile=parse_cards(["QS"]), total=total, turn=turn,
        tokens=[3, 3, 3])
    table._seen = table.shown_view()
    table.mark_dirty()
    table.plan_cpu()


def drawn(client, table):
    """The status line and the seat panels' heads as drawn now."""
    client.app.mark_dirty()
    client.app.draw()
    placed = table.placements
    return ([words for _rect, words in placed.texts("status")],
            [words for _rect, words in placed.texts("label") if words.startswith("\u25b6")])


def until(client, done, frames=3000):
    for _ in range(frames):
        if done():
            return
        client.frames(1)
    raise AssertionError("never came")


def settle(client, speech):
    until(client, lambda: speech.idle() and not client.app.announcer.speech_busy())


def test_your_turn_shows_once_the_turn_line_begins(client):
    """C-23: Bob plays and it is your turn at once; while "Bob: 5 of hearts. Total 35." is said
    the status says Bob's turn; once "Your turn. ..." begins, "YOUR TURN". T meanwhile answers
    after the card, with your turn."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    settle(client, speech)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["5H"]], 30)
    until(client, lambda: speech.texts[-1] == "Bob: 5 of hearts. Total 35.")
    assert table.session.view().turn == 0 and not speech.idle()
    assert drawn(client, table)[0] == ["Bob's turn"]
    assert table.status_line() == "YOUR TURN: 1 to 2 or Enter plays"  # the game as it stands
    until(client, lambda: speech.texts[-1].startswith("Your turn. Total 35."))
    assert drawn(client, table)[0] == ["YOUR TURN: 1 to 2 or Enter plays"]


def test_draw_now_shows_once_the_reminder_begins(client):
    """C-8: your card with manual draw: while "You: 3 of clubs. Total 23." is said the status
    is empty (no longer your turn, the draw not said yet); "Space: draw a card (draw now)" once
    "You can still draw: press Space." begins."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="manual", tokens=3)
    settle(client, speech)
    position(client, table, 0, [["3C", "QH"], ["6C", "4D"], ["5H", "7D"]], 20, draw="manual")
    client.frames(2)
    assert drawn(client, table)[0] == ["YOUR TURN: 1 to 2 or Enter plays"]
    client.press(pygame.K_1)
    assert speech.texts[-1] == "You: 3 of clubs. Total 23." and not speech.idle()
    assert table.status_line() == "Space: draw a card (draw now)"
    assert drawn(client, table)[0] == [""]
    assert table.drawn_view().turn is None  # no seat marked to play while your own card is said
    until(client, lambda: speech.texts[-1] == "You can still draw: press Space.")
    assert drawn(client, table)[0] == ["Space: draw a card (draw now)"]


def test_the_round_over_status_shows_once_its_line_begins(client):
    """C-21: Bob's card passes 99 and ends the round at once; while his card and what it costs
    are said, the status line says Bob's turn, and the round's end once its line begins."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    settle(client, speech)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["5H"]], 95)
    until(client, lambda: speech.texts[-1:] == ["Bob: 5 of hearts. Total 100."])
    assert table.between_rounds and not speech.idle()
    assert drawn(client, table)[0] == ["Bob's turn"]
    until(client, lambda: speech.texts[-1].startswith("Round 1 over"))
    status = drawn(client, table)[0]
    assert status == [table.round_over_status] and status[0].startswith("Round 1 over: Bob passed 99.")


def test_the_total_pulses_once_its_line_begins(client):
    """C-12: your card reaches 33 while a notice is still being said: the total pulses only once
    "You: 3 of clubs. Total 33." begins, not while the notice before it is said."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    settle(client, speech)
    position(client, table, 0, [["3C", "QH"], ["6C", "4D"], ["5H", "7D"]], 30)
    client.frames(2)
    client.app.announcer.notice("The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.")
    client.frames(2)
    client.press(pygame.K_1)
    assert speech.texts[-1].startswith("The screen reader") and table.session.view().total == 33
    assert table.anims.of("pulse") == []
    until(client, lambda: speech.texts[-1] == "You: 3 of clubs. Total 33.")
    client.frames(1)
    assert [anim.data["threshold"] for anim in table.anims.of("pulse")] == [33]


def test_text_only_shows_the_status_at_once(client):
    """Text only: the turn after Bob's card is drawn at once, and the total pulses at once."""
    table = start(client, players=3, draw="auto", tokens=3)
    client.frames(600)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["7D"]], 26)
    until(client, lambda: table.session.view().turn == 0)
    client.frames(1)
    assert drawn(client, table)[0] == ["YOUR TURN: 1 to 2 or Enter plays"]
    assert [anim.data["threshold"] for anim in table.anims.of("pulse")] == [33]


def pile_drawn(client, table):
    """The total, direction and round lines as drawn now, and the cards sliding to the pile."""
    client.app.mark_dirty()
    client.app.draw()
    return ([words for _rect, words in table.placements.texts("total")],
            [str(anim.data["card"]) for anim in table.anims.of("slide")])


def test_a_card_slides_and_the_arrow_turns_once_their_lines_begin(client):
    """C-17, C-23 (found by ear): your 4 played while a notice is still being said waits behind
    it. Until its line begins the pile shows the total before it and nothing slides (the arrow
    turned and the card slid at the key before); as "You: 4 of clubs. Total 24." begins the
    card slides and the total is 24, the arrow still clockwise; it turns as "Direction
    reversed: counter-clockwise." begins."""
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="auto", tokens=3)
    settle(client, speech)
    position(client, table, 0, [["4C", "QH"], ["6C", "4D"], ["5H", "7D"]], 20)
    client.frames(2)
    client.app.announcer.notice("The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.")
    client.frames(2)
    client.press(pygame.K_1)
    assert speech.texts[-1].startswith("The screen reader") and not speech.idle()
    assert (table.session.view().total, table.session.view().direction) == (24, -1)
    assert pile_drawn(client, table) == (["Total 20", "\u21bb Clockwise", "Round 1"], [])
    until(client, lambda: speech.texts[-1] == "You: 4 of clubs. Total 24.")
    client.frames(1)
    assert pile_drawn(client, table) == (["Total 24", "\u21bb Clockwise", "Round 1"], ["4C"])
    until(client, lambda: speech.texts[-1] == "Direction reversed: counter-clockwise.")
    client.frames(1)
    assert pile_drawn(client, table)[0] == ["Total 24", "\u21ba Counter-clockwise", "Round 1"]


def test_text_only_slides_the_card_and_turns_the_arrow_at_once(client):
    """Text only: the card slides and the arrow turns as the card is played."""
    table = start(client, players=3, draw="auto", tokens=3)
    client.frames(600)
    position(client, table, 2, [["3C", "QH"], ["6C", "4D"], ["4H"]], 26)
    until(client, lambda: table.session.view().turn == 1)
    assert pile_drawn(client, table) == (["Total 30", "\u21ba Counter-clockwise", "Round 1"], ["4H"])


def test_a_card_drawn_shows_in_the_hand_once_its_line_begins(client):
    """C-8, C-23, found by a tester's screenshot: your 4 with manual draw, Space while
    "Direction reversed: ..." is said: the hand is drawn without the card drawn until "You draw
    the 8 of spades." begins (it showed 2 s before), then with it; the game has it at once."""
    from game.engine.cards import Card, Suit
    speech = app_timed_speech(client)
    table = start(client, players=3, draw="manual", tokens=3)
    settle(client, speech)
    position(client, table, 0, [["4C", "QH"], ["6C", "4D"], ["5H", "7D"]], 20, draw="manual")
    client.frames(2)
    client.press(pygame.K_1)
    until(client, lambda: speech.texts[-1].startswith("Direction reversed") and not speech.idle())
    client.press(pygame.K_SPACE)
    eight = Card(8, Suit.SPADES)
    assert table.session.view().hand == (Card(12, Suit.HEARTS), eight)  # the game has it at once
    assert table.drawn_view().hand == (Card(12, Suit.HEARTS),)
    drawn(client, table)
    assert [words for _rect, words in table.placements.texts("number")] == ["1"]  # one card's slot drawn
    assert stock_and_counts(table) == ["Stock 6", "Cards 1", "Cards 2", "Cards 2"]  # (found by ear: 1.6 s early)
    until(client, lambda: speech.texts[-1] == "You draw the 8 of spades.")
    assert table.drawn_view().hand == (Card(12, Suit.HEARTS), eight)
    drawn(client, table)
    assert [words for _rect, words in table.placements.texts("number")] == ["1", "2"]
    assert stock_and_counts(table) == ["Stock 5", "Cards 2", "Cards 2", "Cards 2"]


def stock_and_counts(table):
    """The stock's label, then each seat's "Cards N", as last drawn."""
    placed = table.placements
    return ([w for _rect, w in placed.texts("label") if w.startswith("Stock")]
            + [w for _rect, w in placed.texts("panel line") if w.startswith("Cards")])
