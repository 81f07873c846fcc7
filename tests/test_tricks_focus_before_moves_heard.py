"""Left/Right in the trick game while other players' cards are still being said (T-28, T-29):
the answer names the card and its place only, never "playable" or "cannot play: you must follow
spades", which tell the turn and the suit led by cards not yet heard; once heard, the status
again. Timed with the fake speech of tests/timed_speech.py; seed 4: Anna leads the ace of
spades, Bob plays the 6 of spades, and you have no spades."""

import pygame
import pytest

from timed_speech import app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")


BOB = "Bob: 6 of spades."
TURN = ("Your turn. Anna led the ace of spades. Anna's lead is still winning. Also on the table: Bob, 6 of "
        "spades. You have no spades. You have 0 of 3 tricks: you need 3 more. Focus: 8 of clubs.")


def test_an_arrow_as_the_cards_before_ones_turn_are_said_tells_no_status(client):
    """T-28: the first trick's cards reach your turn; Right as Bob's card is being said: "8 of
    clubs, 2 of 9" (no "playable": your turn is not yet heard), then Bob's card said again whole
    and the turn line; Right once all was heard: "..., playable"."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    for _ in range(60 * 200):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif (state.phase == "play" and state.turn_controller == 0 and len(state.current_trick) == 2
              and speech.log and speech.log[-1].text == BOB and not speech.idle()):
            break
        client.wait(1)
    else:
        raise AssertionError("Bob's card never said at the human's turn")
    at = len(speech.log) - 1
    client.press(pygame.K_RIGHT)
    for _ in range(60 * 30):
        if not client.app.announcer.speech_busy():
            break
        client.wait(1)
    assert speech.texts[at:] == [BOB, "8 of clubs, 2 of 9", BOB, TURN]
    client.press(pygame.K_RIGHT)
    assert speech.texts[-1].endswith(", 3 of 9, playable")


def test_the_turn_keeps_the_card_the_arrows_went_to_before_it(client):
    """T-28, T-29 (found by a tester by ear, 2 players with the dummy, seed 4): Right held during
    "Anna wins the trick ..." (a computer's move said, your turn after Anna's lead) is answered
    with each card and its place, ending "End of hand. Ace of diamonds, 5 of 5"; the turn that
    follows keeps that card: the turn line says "Focus: ace of diamonds." and Enter would play
    it (was: the focus went back to the 7 of diamonds, the first playable card, unasked)."""
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=4)
    table = client.app.top
    for _ in range(60 * 200):
        state = table.session.state
        said = speech.log[-1].text if speech.log else ""
        if state.phase == "bidding" and 0 in state.to_act() and not table.marked and table._bid_sent is None:
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif "Anna wins the trick with the 10 of hearts." in said and not speech.idle():
            break
        elif (state.phase == "play" and state.turn_controller == 0 and speech.idle()
              and not client.app.announcer.queue.pending()):
            client.press(pygame.K_RETURN)
        client.wait(1)
    else:
        raise AssertionError("Anna's fourth trick never said")
    won = speech.log[-1].text
    at = len(speech.log)
    client.hold(pygame.K_RIGHT, 30)
    for _ in range(60 * 30):
        if not client.app.announcer.speech_busy():
            break
        client.wait(1)
    assert speech.texts[at:] == ["8 of diamonds, 2 of 5", "9 of diamonds, 3 of 5", "10 of diamonds, 4 of 5",
                                 "Ace of diamonds, 5 of 5", "End of hand. Ace of diamonds, 5 of 5", won,
                                 "Anna: 6 of diamonds.",
                                 "Your turn. Anna led the 6 of diamonds. You have diamonds. You have 0 of 3 tricks: "
                                 "you need 3 more. Focus: ace of diamonds."]
    assert str(table.focused_card()) == "AD"
    client.frames(1)  # the screen frames the 5th of 5 cards in your hand, the one said
    hand = [words for (kind, _rect), words in zip(table.placements.items, table.placements.words)
            if kind == "hand card"]
    assert hand == [None, None, None, None, "focused"]


def test_a_card_kept_before_the_turn_that_may_not_be_played_gives_way_to_a_playable_one(client):
    """T-12, T-29: the card an arrow went to before one's turn is kept only while it may be
    played: when the turn comes and it may not (it does not follow the suit led), the focus goes
    to the first playable card, the one the turn line names and Enter plays; a playable card
    kept so stays. Seed 2, 3 players: your first turn to play, a card on the table."""
    from game.tricks.rules import playable
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=2)
    table = client.app.top
    for _ in range(60 * 200):
        state = table.session.state
        if state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif state.phase == "play" and state.turn_controller == 0 and state.current_trick:
            break
        client.wait(1)
    else:
        raise AssertionError("your first turn to play never came")
    view = table.view
    cards = list(view.hand)
    allowed = playable(cards, view.led_suit, view.joker_as)
    barred = [card for card in cards if card not in allowed]
    assert barred and len(allowed) > 1
    table._chosen = (view.deal, table.focus_hand, barred[0])
    table.reset_focus()
    assert table.focused_card() == allowed[0]
    table._chosen = (view.deal, table.focus_hand, allowed[-1])
    table.reset_focus()
    assert table.focused_card() == allowed[-1]
