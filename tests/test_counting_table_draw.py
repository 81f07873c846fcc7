"""The draw window at the counting table (C-8, C-9): "Time to draw" and its warning, "until you
draw", what T and refused keys say while a computer player waits for your draw, a forgotten draw,
drawing with nothing left, and the reshuffle."""

import pygame
import pytest

from game.counting import CountingOptions, CountingState
from game.engine.cards import parse_cards
from tests.test_counting_table import _registered, play_on, start  # noqa: F401  (the fixture registers the game)

WAITING = "Anna is waiting for your draw: press Space."


def test_forgotten_draw_leaves_the_hand_short(client):
    """C-8: Anna holds her card for the 5 seconds "Time to draw" (default), then the chance is gone;
    the card that closed it is said, then that the hand is a card short for the round (said once,
    found by ear: nothing said it); Space then says who played, also at the human's own turn
    (until the human's next card: never "Nothing to draw now", nor "press it again")."""
    start(client)
    client.press(pygame.K_1)
    client.clear()
    client.frames(178)  # 2.98 s after the card (the key's own frame counts)
    assert client.texts == []
    client.frames(1)
    assert client.texts == ["2 seconds left to draw: press Space."]  # the warning, then the card
    client.frames(119)  # 4.98 s
    assert client.texts == ["2 seconds left to draw: press Space."]
    client.frames(1)
    assert client.texts[1:] == ["Anna: 8 of hearts. Total 14.", "Too late to draw: you play the rest of this round with 2 cards."]
    client.press(pygame.K_SPACE)
    assert client.last == "Too late to draw: Anna has played."
    client.frames(20)
    assert client.texts[-2:] == ["Bob: king of spades. Total 24.",
                                 "Your turn. Total 24. Your cards: queen of spades, 2 of spades. "
                                 "Enter plays the queen of spades."]
    client.press(pygame.K_SPACE)
    assert client.last == "Too late to draw: Anna has played."
    client.press(pygame.K_1)  # the next card: a new chance to draw
    client.press(pygame.K_SPACE)
    assert client.texts[-4:] == ["You: queen of spades. Total 34.", "You passed 33: you lose 1 token. 8 left.",
                                 "You can still draw: press Space.", "You draw the 10 of spades."]


@pytest.mark.parametrize("draw_time,frames", [(3.0, 180), (10.0, 600)])
def test_time_to_draw_option(client, draw_time, frames):
    """C-8: the next computer player waits the chosen "Time to draw" while you may draw."""
    start(client, draw_time=draw_time)
    client.press(pygame.K_1)
    client.clear()
    client.frames(frames - 2)
    assert client.texts == ["2 seconds left to draw: press Space."]
    client.frames(3)
    assert client.texts[1:] == ["Anna: 8 of hearts. Total 14.", "Too late to draw: you play the rest of this round with 2 cards."]


def test_until_you_draw_waits_for_space_then_plays_after_the_delay(client):
    """C-8 "until you draw": no timer while you may draw; after Space, the usual computer delay."""
    table = start(client, draw_time=None)
    client.press(pygame.K_1)
    client.clear()
    client.frames(1200)
    assert client.texts == []
    assert table.status_line() == "Space: draw a card (Anna waits)"
    client.press(pygame.K_SPACE)
    assert client.texts == ["You draw the king of clubs."]
    client.frames(16)  # 17 frames with the key's: 0.283 s
    assert client.texts[-1] == "You draw the king of clubs."
    client.frames(2)
    assert client.texts[-1] == "Anna: 8 of hearts. Total 14."


def test_drawing_early_lets_the_computer_play_after_its_delay(client):
    """A draw ends the wait for it: Anna plays 0.3 s (the computer delay) after the draw."""
    start(client)
    client.press(pygame.K_1)
    client.frames(60)
    client.press(pygame.K_SPACE)
    client.clear()
    client.frames(19)
    assert client.texts == ["Anna: 8 of hearts. Total 14."]


def test_reshuffle_is_announced(client):
    """C-9: 8 players, one pack, 5 cards each leave a stock of 12."""
    table = start(client, players=8, seed=3, hand_size=5, packs=1)
    play_on(client, table)
    texts = client.texts
    at = texts.index("Stock empty: the pile is shuffled into a new stock of 12 cards.")
    assert texts[at - 1] == "Carl: king of hearts. Total 86."
    assert ("Anna reached 66: everyone else loses 1 token. Tokens left: you 3, Bob 3, Carl 3, Dora 5, Emil 4, "
            "Fay 3, Gus 3." in texts)


def test_c8_until_you_draw_t_and_refusals_say_who_waits(client):
    """C-8 with "Time to draw: until you draw": T, then a digit, say that Anna waits for the
    draw; Return, Up and an unbound key at once after it get the refused cue alone (said once:
    keys pressed again and again never flood speech, tests/test_counting_draw_wait_keys.py);
    nothing happens until Space."""
    table = start(client, draw_time=None)
    client.press(pygame.K_1)
    client.clear()
    cues = client.app.sound.played.count("refused")
    for key in (pygame.K_t, pygame.K_1, pygame.K_RETURN, pygame.K_UP, pygame.K_TAB, pygame.K_LSHIFT):
        client.press(key)
    assert client.texts == [f"{WAITING} Play goes clockwise: Anna, Bob and you.", WAITING]
    assert client.app.sound.played.count("refused") - cues == 4
    client.frames(60 * 15)
    assert len(client.texts) == 2 and table.session.state.total == 6
    assert table.status_line() == "Space: draw a card (Anna waits)"
    client.press(pygame.K_SPACE)
    assert client.texts[2].startswith("You draw the ")
    client.press(pygame.K_t)
    assert client.last == "Anna's turn. Play goes clockwise: Anna, Bob and you."
    client.press(pygame.K_1)
    assert client.last == "Not your turn. Anna plays next."


def test_c8_timed_draw_wait_is_said_too(client):
    """C-8 with the 5 seconds default: during the wait T says Anna waits for the draw."""
    start(client)
    client.press(pygame.K_1)
    client.press(pygame.K_t)
    assert client.last == f"{WAITING} Play goes clockwise: Anna, Bob and you."


def test_t_and_help_closing_say_the_draw_is_open(client):
    """C-8: T, and coming back from help, say that Anna still waits for your draw."""
    start(client)
    client.press(pygame.K_1)
    client.clear()
    client.press(pygame.K_t)
    client.press(pygame.K_F1)
    client.press(pygame.K_ESCAPE)
    assert client.texts[0] == f"{WAITING} Play goes clockwise: Anna, Bob and you."
    assert client.texts[-1] == f"Round 1. Total 6. {WAITING}"


def test_draw_with_nothing_left_is_taken_and_said(client):
    """C-9 edge at the table: stock empty, pile only its top card: Space draws nothing, legally."""
    table = start(client, 2, 1, level="strong")
    table.session.state = CountingState.from_position(
        CountingOptions(players=2, draw="manual"), seed=1, dealer=1,
        hands=[parse_cards(["7H", "5C"]), parse_cards(["4S", "6S"])], stock=[], pile=[], total=0, turn=0)
    client.clear()
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    assert client.texts == ["You: 7 of hearts. Total 7.", "You can still draw: press Space.",
                            "Nothing is left to draw: you get no card."]
    assert table.session.state.hands[0] == parse_cards(["5C"]) and table.session.state.turn == 1
    assert client.app.sound.played.count("refused") == 0


def test_a_refusal_that_says_press_space_takes_the_reminders_place(client):
    """C-8, found by ear: 2 pressed while "You: 6 of hearts." is said, before the draw reminder
    began: the refusal "Anna is waiting for your draw: press Space." follows the move, and the
    reminder, which says the same, is taken back (never said, gone from the log): the ear and
    the log agree."""
    from tests.test_speech_pacing import quiet, start_timed
    table, speech = start_timed(client)
    quiet(client, speech)
    said = len(speech.texts)
    logged = len(client.app.announcer.history)
    client.press(pygame.K_1)
    client.press(pygame.K_2)
    quiet(client, speech)
    heard = ["You: 6 of hearts. Total 6.", WAITING]
    assert speech.texts[said:] == heard
    assert client.app.announcer.history.items()[logged:] == heard
    assert len(table.session.state.hands[0]) == 2  # nothing played


def test_a_refusal_that_cuts_the_draw_reminder_is_said_in_its_place_not_before_it_again(client):
    """C-8, found by ear (3 players, seed 3 and 4 players, seed 21): 2 pressed 40 % into "You
    can still draw: press Space.": the refusal "Anna is waiting for your draw: press Space."
    cuts it and takes its place; the reminder, which says the same, is not said again after it
    (it was: the same instruction twice in a row). The history keeps the reminder, begun."""
    from tests.test_speech_pacing import quiet, start_timed
    from tests.test_turn_line_kept_keys import into_line
    table, speech = start_timed(client)
    quiet(client, speech)
    said = len(speech.texts)
    client.press(pygame.K_1)
    reminder = into_line(client, speech, "You can still draw: press Space.", 0.4)
    client.press(pygame.K_2)
    quiet(client, speech)
    assert speech.texts[said:] == ["You: 6 of hearts. Total 6.", "You can still draw: press Space.", WAITING]
    assert reminder.cut_at is not None
    assert client.app.announcer.history.items()[-2:] == ["You can still draw: press Space.", WAITING]
    assert len(table.session.state.hands[0]) == 2  # nothing played


def test_a_late_space_is_answered_by_the_line_that_says_the_draw_passed(client):
    """C-8, found by ear: Space while Anna's card (which closed the draw) is said hears only the
    refused cue, then the card and "Too late to draw: you play the rest of this round with 2
    cards." (said in any case); Space while Bob's card is said hears, right after it, why it is
    too late, never "press it again once the moves are said"; so does Space at the human's turn."""
    from tests.test_speech_pacing import quiet, start_timed
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    anna = "Anna: 8 of hearts. Total 14."
    bob = "Bob: king of spades. Total 24."
    for _ in range(60 * 20):
        if anna in speech.texts:
            break
        client.frames(1)
    said = speech.texts.index(anna)
    client.press(pygame.K_SPACE)
    for _ in range(60 * 20):
        if bob in speech.texts:
            break
        client.frames(1)
    client.press(pygame.K_SPACE)
    quiet(client, speech)
    assert speech.texts[said:] == [
        anna, "Too late to draw: you play the rest of this round with 2 cards.", bob,
        "Too late to draw: Anna has played.",
        "Your turn. Total 24. Your cards: queen of spades, 2 of spades. Enter plays the queen of spades."]
    assert [spoken.cut_at for spoken in speech.log[-5:]] == [None] * 5
    client.press(pygame.K_SPACE)
    assert speech.texts[-1] == "Too late to draw: Anna has played."


def test_page_up_after_a_quick_draw_never_says_the_reminder_it_replaced(client):
    """Found by ear: Space pressed while "You: 6 of hearts. Total 6." was said dropped "You can
    still draw: press Space." unsaid (the draw made it untrue), yet Page Up said it. Now the
    history and the log strip leave it out: Page Up after the draw reads the card."""
    from timed_speech import app_timed_speech

    speech = app_timed_speech(client)
    start(client)
    for _ in range(3000):
        if speech.texts and speech.texts[-1].startswith("Your turn.") and speech.idle():
            break
        client.frames(1)
    client.press(pygame.K_1)
    assert speech.texts[-1] == "You: 6 of hearts. Total 6." and not speech.idle()
    client.frames(20)
    client.press(pygame.K_SPACE)  # before the reminder was said: it is dropped, untrue
    for _ in range(600):
        if speech.texts[-1] == "You draw the king of clubs.":
            break
        client.frames(1)
    history = client.app.announcer.history
    assert history.items()[-2:] == history.shown()[-2:] == ["You: 6 of hearts. Total 6.", "You draw the king of clubs."]
    client.press(pygame.K_PAGEUP)  # while the draw is said: answered after it
    for _ in range(600):
        if speech.texts[-1] != "You draw the king of clubs.":
            break
        client.frames(1)
    assert speech.texts[-3:] == ["You: 6 of hearts. Total 6.", "You draw the king of clubs.",
                                 "You: 6 of hearts. Total 6."]
    assert "You can still draw: press Space." not in speech.texts[-3:]


def test_a_late_space_after_a_language_change_is_still_answered_by_the_line_waiting(client):
    """C-8: as Anna's card (which closed the draw) is said, Escape, Español, Escape; Space
    before "Too late to draw: ..." (now in Spanish) was heard: only the refused cue, that line
    being the answer, as in English (the table knew the line by its English words only, and
    answered again: "Demasiado tarde para robar: Anna ya ha jugado.")."""
    from tests.test_speech_pacing import quiet, start_timed
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    anna = "Anna: 8 of hearts. Total 14."
    for _ in range(60 * 20):
        if anna in speech.texts:
            break
        client.frames(1)
    client.press(pygame.K_ESCAPE)
    client.app.apply_language("es")
    client.press(pygame.K_ESCAPE)
    said = len(speech.texts)
    client.press(pygame.K_SPACE)
    quiet(client, speech)
    assert speech.texts[said:] == [
        "Demasiado tarde para robar: juegas el resto de esta ronda con 2 cartas.",
        "Ronda 1. Total 14. Turno de Bob.", "Bob: rey de picas. Total 24.",
        "Tu turno. Total 24. Tus cartas: reina de picas, 2 de picas. Intro juega: reina de picas."]


def test_a_late_space_brings_the_line_that_says_why_before_the_cards_effects(client):
    """C-8, C-12 (found by ear: the answer came 13 s after Space, behind a 10-second line of
    tokens lost): you play the 3 of clubs (23) and do not draw; Anna's king makes 33 and closes
    the draw; Space as her card is said: the refused cue, then, right after her card, "Too late
    to draw: ...", then what her card caused (the tokens lost)."""
    from counting_helpers import timed_position
    from test_counting_status_follows_speech import until
    _table, speech = timed_position(client, (["3C", "QH"], ["KC", "KD"], ["5C", "7D"]), 20, turn=0, dealer=2,
                                    draw="manual")
    client.frames(60)
    client.press(pygame.K_1)
    until(client, lambda: speech.log[-1].text == "Anna: king of diamonds. Total 33.", frames=60 * 60)
    at = len(speech.log) - 1
    client.frames(10)
    client.press(pygame.K_SPACE)
    until(client, lambda: not client.app.announcer.speech_busy(), frames=60 * 60)
    assert speech.texts[at:at + 3] == [
        "Anna: king of diamonds. Total 33.",
        "Too late to draw: you play the rest of this round with 1 card.",
        "Anna reached 33: everyone else loses 1 token. Tokens left: you 2, Bob 2."]
