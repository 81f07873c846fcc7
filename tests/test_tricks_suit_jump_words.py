"""Up and Down at the trick table (T-28) jump to a suit and end as every focus answer does: "Hearts,
4 cards. 6 of hearts, 3 of 12" ends, as Left and Right's "6 of hearts, 3 of 12, playable" and the
edges' "Start of hand. ...", without a full stop.

Found by a tester by ear: "Jack of hearts, 4 of 9, playable." (Down) then "Ace of hearts, 5 of 9,
playable" (Right). The bid phase's answers, with no play status, are in
tests/test_tricks_table.py (test_t28_up_down_move_by_suit_and_stop_at_the_ends)."""

import pygame

from test_tricks_table_driver import bid_and_play_to_first_follow, start_table


def test_down_on_your_turn_ends_with_the_play_status_and_no_full_stop(client):
    """3 players, seed 5, the human to follow seat 2's 9 of clubs (no trumps, seat 1 still to play):
    Up's and Down's answers end "..., cannot play: you must follow clubs" and "..., playable", as
    Right's does ("..., playable, wins so far": the jack beats the 9, T-13)."""
    table = start_table(client, 3, 5)
    client.frames(120)
    bid_and_play_to_first_follow(client, table)
    client.frames(200)
    client.clear()
    client.press(pygame.K_UP)
    client.press(pygame.K_DOWN)
    client.press(pygame.K_RIGHT)
    assert client.texts == ["Hearts, 2 cards. 9 of hearts, 1 of 8, cannot play: you must follow clubs",
                            "Clubs, 3 cards. 6 of clubs, 3 of 8, playable", "Jack of clubs, 4 of 8, playable, wins so far"]
