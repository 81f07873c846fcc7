"""The "Short turn prompt" option (C-5, C-23) across Continue: the line of a game continued on the
player's turn names the hand ("Counting game resumed. Round 1. Total 24. Your turn. Your cards:
..."), so it counts as this round's full turn line and the next turn line of the round is the
short one.

Found by a tester by ear: after Continue the resume line named the hand, then the next turn line
named it again in full ("Your turn. Total 53. Your cards: ... Enter plays ..."); short only from
the turn after."""

import pygame

from game.autosave.writer import WRITER
from test_autosave import _registered, start  # noqa: F401  (the fixture registers both games)


def test_turn_after_the_resumed_line_is_short(client):
    """Seed 7, three players, option on: continued on the human's second turn (total 24), the
    resume line names the hand; after the queen of spades and the draw, Anna and Bob play and the
    turn line says the total and the card Enter plays, not the hand."""
    client.app.settings.set("short_turn_prompt", True)
    table = start(client, "counting", 3, 7)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.frames(200)
    assert table.session.state.turn == 0
    client.app.pop_to(client.app.scenes[0])
    WRITER.flush()
    client.clear()
    client.press(pygame.K_RETURN)
    resumed = client.app.top
    assert client.texts == ["Counting game resumed. Round 1. Total 24. Your turn. Your cards: queen of spades, "
                            "2 of spades, king of clubs. Enter plays the queen of spades."]
    client.press(pygame.K_RETURN)
    client.press(pygame.K_SPACE)
    client.clear()
    for _ in range(60):
        if any(line.startswith("Your turn.") for line in client.texts):
            break
        client.frames(10)
    assert resumed.session.state.turn == 0
    assert [line for line in client.texts if line.startswith("Your turn.")] == [
        "Your turn. Total 46. Enter plays the 2 of spades."]
