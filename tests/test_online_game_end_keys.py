"""Keys as an online game ends (C-20, T-7, T-29; docs/announcements.md, "The refused cue alone is
never all a player without sound gets"), found by a blind tester by ear, 4 people online:

- S (a table's status key) pressed as the table gave way to the results: "No item starts with
  S." cut the results' opening for good, and "Game over. You win the game!" was never heard;
- Enter during the results' opening (refused: not heard yet) had its words ("Too early: ...")
  wait behind the people leaving ("Ben left the table." ...), and the next Enter acted first:
  the first key had no answer at all;
- the trick game's "Your turn in deal 2: ... Press Enter to go on." was said whole after the
  Enter it asks for, the next deal's opening after it.

Ana's counting table on a stand-in link (:func:`test_online_table_speech.before_the_end`), and a
real server on 127.0.0.1 for the trick game. Every wait is bounded."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.results import GameResults
from test_online_table_speech import before_the_end, quiet

TOO_EARLY = "Too early: your key was not used. Press it again."


def _results_open(client, frames_after_over: list) -> tuple:
    table, link, speech, last = before_the_end(client)
    link.frames += [last, {"type": "over", "log": None}, *frames_after_over]
    for _frame in range(60 * 20):
        client.frames(1)
        if isinstance(client.app.top, GameResults):
            break
    assert isinstance(client.app.top, GameResults)
    return link, speech


def test_s_as_the_results_open_has_their_opening_said_again_whole(client):
    """C-20: S 1.2 s into "Game over. You win the game! ..." (past the first second) finds no
    item; its answer cuts the opening early, which is said again whole after it: the winner is
    heard."""
    link, speech = _results_open(client, [])
    start = len(speech.log)
    opening = speech.log[-1]
    assert opening.text.startswith("Game over. You win the game! ")
    client.frames(70)
    client.press(pygame.K_s)
    quiet(client, speech)
    said = speech.log[start:]
    assert opening.cut_at is not None
    assert [line.text for line in said] == ["No item starts with S.", opening.text], said
    assert said[-1].cut_at is None


def test_enter_in_the_results_opening_is_told_before_people_leaving_that_came_after(client):
    """C-20, cues unheard (effects volume 0): Enter 0.5 s then 3 s into the results' opening is
    refused (not heard yet); its words come right after the opening, before the people who left
    after the key ("Ben left the table."): said after them, the next Enter would drop them."""
    link, speech = _results_open(client, [])
    client.app.settings.set("volume", 0)
    assert client.app.sound.audible() is False
    start = len(speech.log)
    opening = speech.log[-1]
    client.frames(30)
    client.press(pygame.K_RETURN)
    client.frames(150)
    client.press(pygame.K_RETURN)
    client.frames(30)
    link.frames += [{"type": "notice", "what": "left", "seat": 1, "name": "Ben"},
                    {"type": "notice", "what": "left", "seat": 2, "name": "Cid"}]
    client.frames(60 * 15)  # (the reminder holds nothing up: speech counts as quiet while it waits)
    quiet(client, speech)
    assert isinstance(client.app.top, GameResults)
    assert opening.cut_at is None
    assert speech.texts[start:] == [TOO_EARLY, "Ben left the table.", "Cid left the table."]


@pytest.mark.long
def test_enter_early_in_the_deal_summarys_turn_notice_cuts_it_and_the_deal_follows(client, tmp_path):
    """T-7, T-29 (as C-21 at the counting game's round end, commit 2b71d0e): Ana's bid in deal 2
    is told over deal 1's summary; Enter 0.05 s into that notice cuts it at once, and "Deal 2.
    ..." follows at once (was: the notice said whole, the deal after it)."""
    from game.scenes.online import OnlinePlan
    from test_online_table import free_port, open_hosted_table, run_until, start_server, stop
    from test_online_trick_table import Ben, play_deal, summary_open, trick_table
    from timed_speech import app_timed_speech
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    server = start_server(tmp_path / "data", port, tmp_path / "server.log")
    ben = Ben(url)
    try:
        plan = OnlinePlan(url, "Ana", game="tricks", players=3, computers=1, cpu_delay=0.0, turn_timer=30)
        open_hosted_table(client, plan, ben, trick_table)
        speech = app_timed_speech(client, 0.01)  # (a tenth of a real voice's time: the deal stays short)
        play_deal(client)
        told = "Your turn in deal 2: 30 seconds. Press Enter to go on."
        run_until(client, lambda: speech.log and speech.log[-1].text == told, 30)
        notice = speech.log[-1]
        client.frames(3)
        assert summary_open(client) and notice.cut_at is None
        start, at = len(speech.log), speech.clock()
        client.press(pygame.K_RETURN)
        run_until(client, lambda: not summary_open(client) and not client.app.announcer.speech_busy(), 30)
        said = speech.texts[start:]
        assert notice.cut_at is not None and notice.cut_at - at < 0.05, (notice, said)
        assert said[0].startswith("Deal 2. ") and speech.log[start].start - at < 0.05, speech.log[start:]
        assert told not in said, said
    finally:
        ben.stop.set()
        ben.done.wait(10)
        stop(server)
    assert ben.error is None, ben.error
