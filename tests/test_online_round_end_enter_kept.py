"""Enter pressed on an online counting table's round end (C-21, C-23): a real server on
127.0.0.1, the headless app as Ana (the host), Ben a protocol client who plays round 2's first
card while Ana's round 1 end is still being said, and a computer player. Found by a blind tester
by ear: Ann pressed Enter once during "Round 1 over: ... Enter: next round.", then heard "Your
turn in round 2: press Enter to go on." and round 2 started on its own 3 s later (told to press a
key she had pressed already); in another game that line came before "Round 2. Bob deals. Dee
plays first.". Once Enter was pressed, the pause's "press Enter" line is never said, and the new
round's first line comes before any turn line. Every wait is bounded."""

from __future__ import annotations

import pygame
import pytest

from test_online_round_start_wait import _at_round_1_end
from test_online_table import run_until
from timed_speech import app_timed_speech


@pytest.mark.long
def test_enter_kept_on_the_round_end_never_says_press_enter_and_the_round_comes_first(client, tmp_path):
    """C-21, C-23: Ben's first card of round 2 (Ana's turn next) comes while round 1's end is
    said; Ana presses Enter late in that line (kept until it ends): what follows is "Round 2. ...",
    Ben's card, then her turn line, and "Your turn in round 2: press Enter to go on." is never said."""
    with _at_round_1_end(client, tmp_path) as (table, ben):
        queue = client.app.announcer.queue
        speech = app_timed_speech(client)  # from here on speech takes time, 0.05 s a character
        table.say(table.round_over, kind="prompt")  # the round's end said again, as if heard now
        start = len(client.texts)
        client.frames(2)
        line = queue.last_begun()
        assert line is not None and line.text.startswith("Round 1 over: ") and line.pending, client.texts[start:]
        spoken = speech.log[-1]
        assert spoken.text == line.text
        run_until(client, lambda: speech.clock() >= spoken.end - 0.9, 20)
        assert line.pending and table.between_rounds
        client.press(pygame.K_RETURN)
        ben.go_on.set()
        run_until(client, lambda: not table.between_rounds and not client.app.announcer.speech_busy()
                  and not table.session._incoming, 30)
        said = client.texts[start:]
        assert not any("Press Enter to go on" in text for text in said), said
        assert said[0].startswith("Round 2. "), said
        assert said[1].startswith("Ben: "), said
        assert said[2].startswith("Your turn. "), said


@pytest.mark.long
def test_enter_early_in_the_turn_notice_of_the_pause_cuts_it_and_goes_on_at_once(client, tmp_path):
    """C-21, C-23: on round 1's end Ben plays round 2's first card, and Ana's turn is told in the
    pause ("Your turn in round 2: press Enter to go on."); Enter pressed early in that line acts at
    once: the line, no longer true, is cut, and "Round 2. ..." follows at once (found by a tester
    by ear: the notice was said to its end and round 2 came 3 s after Enter, as if on its own;
    once, the notice came before "Round 2. Bob deals. Dee plays first.")."""
    with _at_round_1_end(client, tmp_path) as (table, ben):
        run_until(client, lambda: not client.app.announcer.speech_busy(), 20)
        speech = app_timed_speech(client)  # from here on speech takes time, 0.05 s a character
        ben.go_on.set()
        told = "Your turn in round 2: press Enter to go on."
        run_until(client, lambda: speech.log and speech.log[-1].text == told, 20)
        notice = speech.log[-1]
        client.frames(12)  # 0.2 s into it
        assert table.between_rounds
        start = len(speech.log)
        at = speech.clock()
        client.press(pygame.K_RETURN)
        run_until(client, lambda: not table.between_rounds and not client.app.announcer.speech_busy()
                  and not table.session._incoming, 30)
        said = speech.texts[start:]
        assert notice.cut_at is not None and notice.cut_at - at < 0.1, (notice, said)
        assert said[0] == "Round 2. Bob deals. Ben plays first.", said
        assert speech.log[start].start - at < 0.1, speech.log[start:]
        assert told not in said and said[1].startswith("Ben: ") and said[2].startswith("Your turn. "), said


def test_t_says_the_order_of_play_of_the_players_still_in():
    """C-6, C-17, C-18, C-22 (found by a blind tester by ear online: F1 says T tells "whose turn it
    is and the order of play", and T said only "Your turn. Play goes clockwise."): from the
    player whose turn it is, in the direction of play, the players still in, one list; with two
    in, the turns alternate. The local table's T says the same (one function)."""
    from dataclasses import replace

    from game import i18n
    from game.counting.options import CountingOptions
    from game.counting.state import CountingState
    from game.counting.text.status import turn_text
    from game.engine.perspective import Perspective
    import random
    view = CountingState(CountingOptions(players=4), random.Random(1)).view(0)
    me = Perspective(0, names=("Ann", "Ben", "Cid", "Dee"))
    view = replace(view, turn=0, direction=1, eliminated=frozenset())
    assert turn_text(me, view) == "Your turn. Play goes clockwise: you, Ben, Cid and Dee."
    assert turn_text(me, replace(view, turn=2, direction=-1)) == \
        "Cid's turn. Play goes counter-clockwise: Cid, Ben, you and Dee."
    assert turn_text(me, replace(view, turn=3, eliminated=frozenset({2}))) == \
        "Dee's turn. Play goes clockwise: Dee, you and Ben."
    assert turn_text(me, replace(view, eliminated=frozenset({1, 2}))) == "Your turn. Two players: the turns alternate."
    try:
        i18n.set_language("es")
        assert turn_text(me, view) == "Tu turno. El juego va en sentido horario: tú, Ben, Cid y Dee."
        i18n.set_language("ru")
        assert turn_text(me, replace(view, direction=-1)).endswith(
            "Ход идёт против часовой стрелки: вы, Dee, Cid и Ben.")
    finally:
        i18n.set_language("en")
