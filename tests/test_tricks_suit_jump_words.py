"""Up and Down at the trick table (T-28) jump to a suit and end as every focus answer does: "Hearts,
4 cards. 6 of hearts, 3 of 12" ends, as Left and Right's "6 of hearts, 3 of 12, playable" and the
edges' "Start of hand. ...", without a full stop.

Found by a tester by ear: "Jack of hearts, 4 of 9, playable." (Down) then "Ace of hearts, 5 of 9,
playable" (Right)."""

import pygame

from test_tricks_table_driver import start_table


def test_up_and_down_answers_end_as_left_and_rights(client):
    """3 players, seed 5, at the bid (no play status): Down, Right, Up, then Up held at the start."""
    start_table(client, 3, 5, delay=5.0)
    client.press(pygame.K_DOWN)
    assert client.last == "Hearts, 4 cards. 6 of hearts, 3 of 12"
    client.press(pygame.K_RIGHT)
    assert client.last == "8 of hearts, 4 of 12"
    client.press(pygame.K_UP)
    assert client.last == "Spades, 2 cards. 8 of spades, 1 of 12"
    client.clear()
    client.hold(pygame.K_UP, 4)
    assert client.texts == ["Start of hand. Spades, 2 cards. 8 of spades, 1 of 12"]


def test_down_on_your_turn_ends_with_the_play_status_and_no_full_stop(client):
    """3 players, seed 5, the human to follow a club: Up's and Down's answers end "..., cannot play:
    you must follow clubs" and "..., playable", as Right's does."""
    table = start_table(client, 3, 5)
    client.frames(120)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(400):
        state = table.session.state
        if state.phase == "play" and state.turn_controller == 0 and state.current_trick:
            break
        if state.phase == "play" and state.turn_controller == 0:
            client.press(pygame.K_RETURN)
        client.frames(10)
    client.frames(200)
    client.clear()
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Hearts, 2 cards. 9 of hearts, 1 of 8, cannot play: you must follow clubs",
                            "Clubs, 3 cards. 6 of clubs, 3 of 8, playable", "Jack of clubs, 4 of 8, playable"]
