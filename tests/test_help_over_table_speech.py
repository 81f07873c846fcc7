"""F1 help (and the pause menu) over the counting table, by ear, on the fake engine of
timed_speech: the player's own doing pressed before F1 (the draw) is said before help's title,
never inside help nor on return from it; while help is open the table says nothing (the computer
players wait); on return only where the game stands is said, then the game goes on."""

import pygame

from tests.test_speech_pacing import _registered, quiet, start_timed  # noqa: F401  (the fixture registers the game)

MOVE = "You: 6 of hearts. Total 6."
DRAW = "You draw the king of clubs."
HELP_TITLE = "Keys for Counting game. 27 lines. Up and Down read them, Escape closes."
HELP_LINE_1 = "1 to 3: play the card in that place of your hand."
HELP_LINE_2 = "Left: previous card in your hand."
BACK = "Round 1. Total 6. Anna's turn."
ANNA = "Anna: 8 of hearts. Total 14."


def test_f1_right_after_a_draw_says_the_draw_first_and_nothing_of_the_table_inside_help(client):
    """Seed 7: 1 plays the 6 of hearts, Space (pressed while that is said) draws the king of clubs,
    F1 at once: the draw, then help; 30 s of reading help (Down once) say nothing of the table;
    Escape: where the game stands, then Anna plays. The draw is said once."""
    table, speech = start_timed(client)
    quiet(client, speech)
    before = len(speech.texts)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_F1)
    assert speech.texts[before:] == [MOVE]  # the move is being said; the draw and help wait behind it
    client.frames(60 * 15)
    client.press(pygame.K_DOWN)
    client.frames(60 * 15)
    assert speech.texts[before:] == [MOVE, DRAW, HELP_TITLE, HELP_LINE_1, HELP_LINE_2]
    assert all(spoken.cut_at is None for spoken in speech.log[before:])  # each heard whole
    assert table.session.state.turn == 1  # Anna waits while help is open
    client.press(pygame.K_ESCAPE)
    assert speech.texts[before + 5:] == [BACK]
    for _ in range(60 * 10):
        if ANNA in speech.texts:
            break
        client.frames(1)
    assert speech.texts[before + 5:] == [BACK, ANNA]
    assert speech.texts.count(DRAW) == 1


def test_the_pause_menu_right_after_a_draw_comes_after_the_draw(client):
    """Escape pressed right after Space: the draw is said, then "Paused. ...", and on Resume it is
    not said again."""
    table, speech = start_timed(client)
    quiet(client, speech)
    before = len(speech.texts)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_ESCAPE)
    client.frames(60 * 10)
    assert speech.texts[before:] == [MOVE, DRAW, "Paused. Resume, 1 of 4"]
    client.press(pygame.K_ESCAPE)  # Resume
    client.frames(60 * 2)
    assert speech.texts[before + 3:before + 5] == [BACK, ANNA]
    assert speech.texts.count(DRAW) == 1
