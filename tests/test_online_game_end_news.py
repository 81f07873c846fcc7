"""The table's news that comes as an online game ends (docs/online.md; C-18, C-20): a person
who leaves or loses the connection as the game ends, or a chat line sent then, is said by the
results after "Game over. ...", worded as news of a finished table ("Ben lost the connection.",
never "... Their seat is held for 30 seconds."), not by the table before the game's end. Found
by a tester by ear online: "Ben lost the connection. Their seat is held for 30 seconds." was said
before the game's end. Ana's counting table on a remote session over a stand-in link
(:func:`test_online_table_speech.counting_table`), the other players' last move ending the game."""

from __future__ import annotations

from test_online_table_speech import before_the_end, quiet

LAST_MOVES = ["Ben: 4 of diamonds. Total 68.", "Ben passed 66: owes 1 token, has 0 and is out. 1 player left."]
"""What the table says of the move that ends the game (C-18, C-20)."""
GAME_OVER = ("Game over. You win the game! 2 rounds played. 1st: you, 0 tokens left. 2nd: Ben, out in round 2. "
             "3rd: Bob, out. Up reads the results line by line. Back to the lobby, 6 of 7")
"""The results' first words."""


def game_ends_with(client, before_over: list, after_over: list) -> list[str]:
    """The last move, ``before_over``, the ``over`` frame and ``after_over`` arrive together;
    what is said from then on."""
    table, link, speech, last = before_the_end(client)
    before = len(speech.texts)
    link.frames += [last, *before_over, {"type": "over", "log": None}, *after_over]
    client.frames(60 * 20)
    quiet(client, speech)
    return speech.texts[before:]


def test_a_connection_lost_as_the_game_ends_is_said_after_the_results(client):
    assert game_ends_with(client, [], [{"type": "notice", "what": "dropped", "seat": 1, "name": "Ben", "hold": 30}]) \
        == [*LAST_MOVES, GAME_OVER, "Ben lost the connection."]


def test_news_before_the_over_frame_but_after_the_last_move_waits_too(client):
    """The last update has a winner: a chat line and a person leaving that come before the
    ``over`` frame are the results' too, in the order they came."""
    news = [{"type": "chat", "scope": "table", "from": "Ben", "text": "well played"},
            {"type": "notice", "what": "left", "seat": 1, "name": "Ben"}]
    assert game_ends_with(client, news, []) == [*LAST_MOVES, GAME_OVER, "Ben says: well played", "Ben left the table."]
