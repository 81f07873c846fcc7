"""The trick table draws each card played once the line telling it begins (T-12, T-13, T-29;
game.tricks.scenes.trick_hold.cards_drawn): the game moves on with a batch at once (online, a
move arrives while earlier lines are still said), but a card, its player's "(winning)" or
"(led)" and a face-up hand it leaves show only as "Bob: queen of clubs." begins. Found by a
tester by ear: "Ben (winning)" with his queen of clubs was on the screen while "Cid: 6 of
clubs." was still being said, 5 s before "Ben: queen of clubs."; the log strip was right. With
text only everything shows at once. On the fake engine of timed_speech."""

from dataclasses import replace

import pygame
import pytest

from game.engine.perspective import Perspective
from game.scenes.line_hold import LineHold
from game.tricks import text
from game.tricks.actions import Play
from game.tricks.scenes.table_view import draw_table
from game.tricks.scenes.trick_hold import HoldsTrick, TrickHold
from game.ui.animation import Animations
from timed_speech import TimedSpeech
from tricks_helpers import bid_all, cards, state_from_hands

pytestmark = pytest.mark.usefixtures("tricks_registered")

HANDS = [
    "6S 7S 8S 9S 10S JS QS KS AS 6D 7D 6C",
    "6H 7H 8H 9H 10H JH QH KH AH 7C KC AC",
    "QC 8C 9C 10C JC 8D 9D 10D JD QD KD AD",
]
"""Dealer 2 (you lead, then Anna, then Bob; T-11), no trumps on the first deal (T-5): you lead
the 6 of clubs, Anna follows with the 7, Bob takes the trick with the queen (T-13)."""
C6, C7, QC = cards("6C 7C QC")


class Said:
    """A line given to speech: ``shown`` once it began to be said."""

    def __init__(self, text):
        self.text = text
        self.shown = False
        self.pending = True


class Table(HoldsTrick):
    """The trick table's hold alone, as :class:`~game.tricks.scenes.table.TricksTable` uses it."""

    def __init__(self, seen):
        self.me = Perspective(0)
        self.line_hold = LineHold()
        self.trick_hold = TrickHold()
        self._seen = seen
        self.settings = {"reduced_motion": True}

    def mark_dirty(self):
        pass


def _batch():
    """Your lead was heard; Anna's and Bob's cards come in one batch (as an online update brings
    them): (table, the batch's lines, said)."""
    state = state_from_hands(HANDS, dealer=2)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "8D 9D 10D"])
    state.apply(Play(0, C6))
    table = Table(state.view(0))
    before = state.view(0)
    events = state.apply(Play(1, C7)) + state.apply(Play(2, QC))
    table.view = state.view(0)
    table.expect_cards(before, events)
    table.expect_tricks(events)
    messages = text.narrate(table.me, events, table.view, "target")
    said = [Said(message.text) for message in messages]
    for message, item in zip(messages, said):
        table.message_said(message, item)
    table.trick_hold.settle()
    table.line_hold.settle()
    return table, said


def _labels(app, table):
    """The trick's labels as drawn now, each name with its state ("Bob (winning)")."""
    view, won = table.drawn_view()
    placed = draw_table(app.screen, app.layout, app.fonts, app.theme, view, focus=0, focus_hand=0, marked=(),
                        status="", anims=Animations(), me=table.me, won=won)
    return [" ".join(words.split()) for _rect, words in placed.texts("trick label")]


def test_a_card_shows_once_its_line_begins(client):
    """T-12, T-13, T-29: while "Anna: 7 of clubs." is said and Bob's card waits, the trick drawn
    has your card and Anna's, "Anna (winning)", no "Bob (winning)"; as "Bob: queen of clubs." begins,
    three cards and "Bob (winning)"; as "Bob wins the trick ..." begins, "Bob (won)"."""
    table, said = _batch()
    texts = [item.text for item in said]
    assert texts[:2] == ["Anna: 7 of clubs.", "Bob: queen of clubs."]
    assert texts[2].startswith("Bob wins the trick with the queen of clubs.")

    said[0].shown = True  # "Anna: 7 of clubs." is being said
    view, won = table.drawn_view()
    assert view.current_trick == ((0, C6), (1, C7)) and not won
    labels = _labels(client.app, table)
    assert len(labels) == 2 and not any("Bob" in label for label in labels)
    assert labels == ["You (led)", "Anna (winning)"]

    said[1].shown = True  # "Bob: queen of clubs." begins
    view, won = table.drawn_view()
    assert view.current_trick == ((0, C6), (1, C7), (2, QC)) and not won
    labels = _labels(client.app, table)
    assert labels == ["You (led)", "Anna", "Bob (winning)"]

    said[2].shown = True  # "Bob wins the trick ..." begins: the trick is held, won
    view, won = table.drawn_view()
    assert len(view.current_trick) == 3 and won
    assert "Bob (won)" in _labels(client.app, table)


def test_before_any_line_the_trick_is_as_before_the_batch(client):
    """T-29: while an earlier line is still said (V's answer), neither card of the batch is
    drawn: only your lead, "You (led, winning)"; Bob's panel counts no trick yet."""
    table, _said = _batch()
    view, won = table.drawn_view()
    assert view.current_trick == ((0, C6),) and not won and view.leader == 0
    assert view.tricks[2] == 0
    assert _labels(client.app, table) == ["You (led, winning)"]


def test_a_face_up_hand_keeps_the_card_until_its_line_begins():
    """T-10, T-20: a face-up hand (a revealer's, the dummy's) that another played from keeps the
    card drawn until its line begins; one the listener played from loses it at once, as the
    counting game's hand does (the focus stays on the hand as it is)."""
    from game.tricks.events import CardPlayed
    from game.tricks.scenes.trick_hold import CardShown, cards_drawn

    state = state_from_hands(HANDS, dealer=2)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "8D 9D 10D"])
    view = state.view(0)
    hands = list(view.open_hands)
    hands[2] = tuple(cards("8C 9C 10C JC JD QD KD AD"))
    view = replace(view, open_hands=tuple(hands))
    others = CardShown(view.deal, 0, 0, CardPlayed(seat=2, controller=2, card=QC, acts_as=None, lead=True,
                                                   follows=False, trump=False), False)
    assert QC in cards_drawn(view, [others]).open_hands[2]
    mine = CardShown(view.deal, 0, 0, CardPlayed(seat=2, controller=0, card=QC, acts_as=None, lead=True,
                                                 follows=False, trump=False), True)
    assert QC not in cards_drawn(view, [mine]).open_hands[2]


def _told(speech, table, seat, card):
    """True once the line telling ``seat``'s ``card`` ("Bob: ace of spades.", "You discard the
    9 of hearts.", "Anna trumps low with ...") has begun to be said."""
    from game.card_names import card_name

    who = text.name(table.me, seat, table.view.dummy)
    return any(spoken.text.startswith((who + ":", who + " ")) and card_name(card) in spoken.text
               for spoken in speech.log)


@pytest.mark.parametrize("quick", [False, True])
def test_the_local_table_never_draws_a_card_before_its_line(client, quick):
    """T-12, T-13, T-29, the local game (seed 11, 3 players, simple computers): at every frame of
    two tricks, each card drawn on the trick was told by a line begun already, your own too;
    ``quick``: Enter pressed as soon as your turn is drawn, while lines are still being said."""
    speech = TimedSpeech(lambda: client.app.updates / 60, seconds_per_char=0.05)
    client.app.announcer.set_backend(speech)
    client.speech = speech
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    table = client.app.top
    drawn_cards = 0
    for _ in range(200 * 60):
        state = table.session.state
        if len(state.played_tricks) >= 2 or state.phase == "over" or client.app.top is not table:
            break
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif state.phase == "play" and state.turn_controller == 0 and (quick or not client.app.announcer.speech_busy()):
            client.press(pygame.K_RETURN)
        client.wait(1)
        view, _won = table.drawn_view()
        for seat, card in view.current_trick:
            assert _told(speech, table, seat, card), (seat, card, speech.texts[-3:])
        drawn_cards = max(drawn_cards, len(view.current_trick))
    else:
        raise AssertionError("two tricks were never played")
    assert drawn_cards == 3


def test_a_batch_of_cards_shows_card_by_card_on_the_table(client):
    """T-12, T-13, T-29, the real table (seed 11, 3 players): the whole first trick comes in one
    batch while the bids' lines are still said, as an online update brings moves. The
    trick drawn grows card by card as each card's line begins, Bob's "(led, winning)" with his;
    the finished trick stays until its winner was heard (:mod:`.trick_hold`)."""
    speech = TimedSpeech(lambda: client.app.updates / 60, seconds_per_char=0.05)
    client.app.announcer.set_backend(speech)
    client.speech = speech
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    table = client.app.top
    for _ in range(60 * 60):
        state = table.session.state
        if state.phase == "play":
            break
        if 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        client.wait(1)
    assert state.turn == 2 and client.app.announcer.speech_busy()  # Bob to lead, the bids still said
    AS, H9, S6 = cards("AS 9H 6S")
    table._after(table.session.computer_play([Play(2, AS), Play(0, H9), Play(1, S6)]), own=False)
    seen = []
    for _ in range(60 * 60):
        view, won = table.drawn_view()
        for seat, card in view.current_trick:
            assert _told(speech, table, seat, card), (seat, card, speech.texts[-2:])
        if not seen or seen[-1][0] != len(view.current_trick):
            client.app.mark_dirty()
            client.app.draw()
            labels = [" ".join(words.split()) for _rect, words in table.placements.texts("trick label")]
            seen.append((len(view.current_trick), speech.texts[-1], labels))
        if table.trick_hold.shown() is None and "Bob wins the trick" in " ".join(speech.texts):
            break
        client.wait(1)
    assert [count for count, _said, _labels in seen][:4] == [0, 1, 2, 3]
    assert not seen[0][1].startswith("Bob") and seen[0][2] == []  # (the bids' lines)
    assert seen[1][1:] == ("Bob: ace of spades.", ["Bob (led, winning)"])
    assert seen[2][1].startswith("You") and seen[2][2] == ["Bob (led, winning)", "You"]
    assert seen[3][1:] == ("Anna: 6 of spades.", ["Bob (led, winning)", "You", "Anna"])
