"""The trick table's turn, status and bids change once the line saying them begins (T-7, T-29;
game.scenes.line_hold): the game moves on with a batch at once, but "YOUR TURN" and its status
line come as "Your turn. ..." begins, not while the card before it is said; each hand's "bid
secret" as "Anna has bid." begins. The keys that ask (K, B) answer with the game as it stands.
With text only everything shows at once. On the fake engine of timed_speech."""

import pygame
import pytest

from game.scenes.line_hold import LineHold
from timed_speech import TimedSpeech

BOB_LEADS = "Bob: ace of spades."
"""Seed 11, 3 players, simple computers: Bob leads the first trick (test_tricks_trick_hold)."""
YOUR_TURN = "YOUR TURN: Left/Right choose, Enter plays"

pytestmark = pytest.mark.usefixtures("tricks_registered")


def _start(client, timed=True):
    """Seed 11, 3 players, simple computers; (table, speech: None with text only)."""
    speech = None
    if timed:
        speech = TimedSpeech(lambda: client.app.updates / 60, seconds_per_char=0.05)
        client.app.announcer.set_backend(speech)
        client.speech = speech
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    return client.app.top, speech


def _drawn(client):
    """The trick table's placements as drawn now."""
    client.app.mark_dirty()
    client.app.draw()
    return client.app.top.placements


def _words(placed, kind):
    return [words for _rect, words in placed.texts(kind)]


def _until(client, done, seconds=120):
    for _ in range(round(seconds * 60)):
        if done():
            return
        client.wait(1)
    raise AssertionError("never came")


def _bid(client, table):
    """The human bids its first three legal cards."""
    state = table.session.state
    table.marked = list(state.legal_bid_cards(0)[:3])
    table._bid(None)


def test_your_turn_shows_once_its_line_begins(client):
    """T-29: Bob leads; the game gives you the turn at once. While "Bidding over. Bob leads." is
    said, the status says Bob is to play; while "Bob: ace of spades." is said, nobody's turn is
    drawn (Bob has played: "Bob to play" is no longer true, and your turn is not said yet; was
    "Bob to play", one line behind the speech) and your line has no turn marker; once "Your
    turn. Bob led ..." begins, "YOUR TURN" is drawn. K asked meanwhile answers after the lines,
    as now."""
    table, speech = _start(client)
    _until(client, lambda: table.session.state.phase == "bidding" and 0 in table.session.state.to_act()
           and not client.app.announcer.speech_busy())
    _bid(client, table)
    _until(client, lambda: speech.texts[-1:] == ["Bidding over. Bob leads."])
    client.wait(5)
    assert table.view.turn == 2 and _words(_drawn(client), "status") == ["Bob to play"]
    _until(client, lambda: speech.texts[-1:] == [BOB_LEADS])
    assert table.view.turn == 0 and not speech.idle()  # the game: your turn; the ear: Bob's card
    client.wait(15)
    placed = _drawn(client)
    assert _words(placed, "status") == [""]
    assert "[YOUR TURN]" not in _words(placed, "you")[0] and not _words(placed, "you")[0].startswith("\u25b6")
    assert table.status_line() == YOUR_TURN  # (the game as it stands)
    _until(client, lambda: speech.texts[-1].startswith("Your turn. Bob led the ace of spades."))
    placed = _drawn(client)
    assert _words(placed, "status") == [YOUR_TURN]
    you = _words(placed, "you")[0]
    assert you.startswith("\u25b6 You \u00b7 tricks 0 \u00b7 bid ") and you.endswith("  [YOUR TURN]")


def test_no_turn_is_drawn_while_your_own_card_is_said(client):
    """T-29: you play your card; while "You discard the 9 of hearts." is said, the last line of
    its batch, your line has no turn marker ("YOUR TURN" is no longer true) and the status says
    who plays next."""
    table, speech = _start(client)
    _until(client, lambda: table.session.state.phase == "bidding" and 0 in table.session.state.to_act()
           and not client.app.announcer.speech_busy())
    _bid(client, table)
    _until(client, lambda: speech.texts[-1].startswith("Your turn. Bob led the ace of spades."))
    _until(client, lambda: speech.idle())
    client.press(pygame.K_RETURN)
    assert speech.texts[-1] == "You discard the 9 of hearts." and not speech.idle()
    assert table.view.turn != 0
    placed = _drawn(client)
    assert _words(placed, "status") == ["Anna to play"]
    you = _words(placed, "you")[0]
    assert "[YOUR TURN]" not in you and not you.startswith("\u25b6")


def test_each_bid_shows_once_its_line_begins(client):
    """T-7: the computer players bid at once; while "Anna has bid." is said Bob's panel still
    says "bidding", and Anna's "bid placed"; Bob's once "Bob has bid." begins. B answers with
    both bids after those lines."""
    table, speech = _start(client)
    _until(client, lambda: speech.texts[-1:] == ["Anna has bid."])
    assert all(table.view.has_bid[1:]) and not speech.idle()  # the game has both bids
    placed = _drawn(client)
    assert _words(placed, "panel line") == ["Tricks 0 \u00b7 bid placed \u00b7 score 0",
                                            "Tricks 0 \u00b7 bidding \u00b7 score 0"]
    _until(client, lambda: speech.texts[-1:] == ["Bob has bid."])
    placed = _drawn(client)
    assert _words(placed, "panel line") == ["Tricks 0 \u00b7 bid placed \u00b7 score 0",
                                            "Tricks 0 \u00b7 bid placed \u00b7 score 0"]


def test_text_only_shows_the_turn_and_bids_at_once(client):
    """Text only: the bids and your turn are drawn as the game has them, at once."""
    table, _speech = _start(client, timed=False)
    _until(client, lambda: all(table.view.has_bid[1:]))
    client.wait(1)
    placed = _drawn(client)
    assert _words(placed, "panel line") == ["Tricks 0 \u00b7 bid placed \u00b7 score 0"] * 2
    _bid(client, table)
    _until(client, lambda: table.view.turn == 0)
    client.wait(1)
    assert _words(_drawn(client), "status") == [YOUR_TURN]


def test_line_hold_shows_the_oldest_value_until_its_line_begins():
    """LineHold: a part shows its value before each batch until the line given for it begins
    (dropped or never said: not waited for); held parts are released once begun, in order."""
    class Said:
        def __init__(self):
            self.shown = False

    hold, first, second = LineHold(), Said(), Said()
    hold.expect("status", "before 1")
    hold.said("status", first)
    hold.expect("status", "before 2")
    hold.said("status", second)
    hold.expect("card", [33])
    hold.settle()  # the card's line was never said
    assert hold.shown("status", "now") == "before 1" and hold.waiting("status")
    assert [held.old for held in hold.release()] == [[33]]
    first.shown = True
    assert hold.shown("status", "now") == "before 2"
    second.shown = True
    assert hold.shown("status", "now") == "now" and not hold.waiting("status")
    assert [held.old for held in hold.release()] == ["before 1", "before 2"]


def test_a_declared_bid_shows_once_its_line_begins():
    """T-9, T-10: you bid; Anna bids declaring and Bob bids in one batch: Anna's panel shows
    nothing new until "Anna has bid." begins, "bid placed" until "Anna declares ..." begins, then
    her bid and DECLARED; Bob's "bid placed" once "Bob has bid." begins."""
    from game.engine.perspective import Perspective
    from game.tricks import text
    from game.tricks.scenes.table_words import seat_lines
    from game.tricks.scenes.trick_hold import HoldsTrick
    from tricks_helpers import HANDS3, bid_all, state_from_hands

    class Said:
        def __init__(self):
            self.shown = False

    class Table(HoldsTrick):
        def __init__(self):
            self.me = Perspective(0)
            self.line_hold = LineHold()

    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", None, None])
    before = state.view(0)
    events = bid_all(state, [None, "6H 7H 8H", "6C 7C 8C"], premiums={1: "declare"})
    after = state.view(0)
    table = Table()
    table.expect_bids(before, events)
    messages = [message for message in text.narrate(table.me, events, after, "target") if message.bidder is not None]
    said = [Said() for _message in messages]
    for message, item in zip(messages, said):
        table.message_said(message, item)
    table.line_hold.settle()
    assert [message.text.split(":")[0] for message in messages] == [
        "Anna has bid.", "Bob has bid.", "Anna declares"]

    def panels():
        view = table._bids_drawn(after)
        return [seat_lines(view, seat)[0] for seat in (1, 2)]
    assert panels() == ["Tricks 0 \u00b7 bidding \u00b7 score 0", "Tricks 0 \u00b7 bidding \u00b7 score 0"]
    said[0].shown = True
    assert panels() == ["Tricks 0 \u00b7 bid placed \u00b7 score 0", "Tricks 0 \u00b7 bidding \u00b7 score 0"]
    said[1].shown = True
    assert panels() == ["Tricks 0 \u00b7 bid placed \u00b7 score 0", "Tricks 0 \u00b7 bid placed \u00b7 score 0"]
    said[2].shown = True
    assert panels() == ["Tricks 0 \u00b7 bid 6 (DECLARED) \u00b7 score 0", "Tricks 0 \u00b7 bid placed \u00b7 score 0"]
    assert panels() == [seat_lines(after, seat)[0] for seat in (1, 2)]


def test_your_bid_shows_once_the_new_deals_last_line_begins(client):
    """T-7, T-29: the deal summary closed, the next deal is said: while "Deal 2. ..." is said the
    status line is empty; "YOUR BID" comes once the deal's last line begins."""
    from tricks_helpers import play_to_the_deal_summary
    table, speech = _start(client)
    summary = play_to_the_deal_summary(client, table)
    _until(client, lambda: client.app.top is summary and not client.app.announcer.speech_busy())
    client.press(pygame.K_RETURN)
    _until(client, lambda: speech.texts[-1].startswith("Deal 2.") and not speech.idle())
    assert table.view.phase == "bidding" and table.status_line().startswith("YOUR BID")  # the game now
    lines = [item.text for item in client.app.announcer.queue.pending() if item.scene is table]
    assert len(lines) >= 2  # (a line after "Deal 2. ..." still waits)
    assert _words(_drawn(client), "status") == [""]
    _until(client, lambda: speech.texts[-1] == lines[-1])
    status = _words(_drawn(client), "status")
    assert len(status) == 1 and status[0].startswith("YOUR BID: Space marks (0 of 3 marked")


def test_the_turn_drawn_moves_on_with_each_cards_line():
    """T-29 (the status said "Bob to play" while "Bob: ..." was said, one line behind the
    speech): Anna and Bob play in one batch (as an online update may bring them),
    then it is your turn. The turn drawn is Anna's until "Anna: ..." begins, Bob's until "Bob:
    ..." begins, nobody's until "Your turn. ..." begins (your turn comes with its line), then
    yours."""
    from game.engine.perspective import Perspective
    from game.tricks import text
    from game.tricks.scenes.trick_hold import HoldsTrick
    from tricks_helpers import HANDS3, bid_all, state_from_hands

    class Said:
        def __init__(self):
            self.shown = False

    class Table(HoldsTrick):
        def __init__(self):
            self.me = Perspective(0)
            self.line_hold = LineHold()

    state = state_from_hands(HANDS3, dealer=0)  # Anna leads, Bob, then you (T-11)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    before = state.view(0)
    assert before.turn == 1
    events = []
    for seat in (1, 2):
        events += state.apply(state.legal_plays(seat)[0])
    after = state.view(0)
    assert after.turn == 0
    table = Table()
    table.line_hold.expect("status", table.expect_turns(before, events))  # (CardTable.hold_status)
    messages = text.narrate(table.me, events, after, "target")
    assert [message.text for message in messages][:2] == ["Anna: 9 of hearts.", "Bob discards the 9 of clubs."]
    assert messages[2].text.startswith("Your turn. Anna led the 9 of hearts.") and len(messages) == 3
    said = [Said() for _message in messages]
    for message, item in zip(messages, said):
        table.message_said(message, item)
    table.line_hold.said("status", said[-1])  # the batch's newest line (CardTable.status_told)
    table.line_hold.settle()

    def turn():
        drawn = table.line_hold.shown("status", after)
        return drawn.turn, drawn.turn_controller
    assert turn() == (1, 1)
    said[0].shown = True
    assert turn() == (2, 2)
    said[1].shown = True
    assert turn() == (None, None)
    said[2].shown = True
    assert turn() == (0, 0)
