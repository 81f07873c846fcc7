"""A spectator's deal summary closed before its lines were said takes them with it (T-28): J
(listed in its F1: "J: skip the moves not yet said ...") pressed while the summary's title is
said, or while the table's deal end still is, closes the page, and its lines, each waiting to be
said after the title, are never said and are in neither the history (Page Up), the on-screen log
nor the transcript (they were listed there after the next deal's words, as if said after it).
Fed frames as the server sends a spectator's (tests/online_frames.py); the fake engine of
tests/timed_speech.py, 0.05 s a character, on the app's clock."""

from __future__ import annotations

import random

import pygame

from online_frames import trick_frames, trick_table as online_trick_table, update
from timed_speech import app_timed_speech

TITLE_START = "Deal 1 summary. 6 lines. "
TITLE = "Deal 1 summary. 6 lines. The next deal follows in a moment; Up and Down read them."
DEAL_END = ("Ana bid 5 and took 3: missed. Bob bid 7 and took 1: missed. Ben revealed 1 and took 5: "
            "missed; the others score 60 each. Scores: Ana 63, Bob 61, Ben 5.")
DEAL_2 = "Deal 2. Ben deals. Trumps: diamonds. Ana leads."
WAITING = "Waiting for Ana and Ben."
"""Said 8 s into the silence after deal 2's opening, the bids of two people awaited (Bob is a
computer; game/scenes/online_waiting.py)."""


def summary_watched(client, tmp_path):
    """Seed 11, watched (seat None), deal 1 played out by seeded random moves (rng 3), each
    frame said before the next comes: returns the speech, the summary open over the table (its
    title waiting behind the table's last words) and the transcript's path."""
    from game.tricks.options import TricksOptions
    from game.tricks.scenes.summary import DealSummary
    from game.tricks.state import TricksState

    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), None)
    frames = trick_frames(state, random.Random(3), deal=1)
    _table, link = online_trick_table(client, state, None, first)
    speech = app_timed_speech(client)
    client.app.step(2)
    for frame in frames:
        link.frames.append(frame)
        for _ in range(60 * 30):
            client.app.step(1)
            if isinstance(client.app.top, DealSummary) or not client.app.announcer.speech_busy():
                break
        if isinstance(client.app.top, DealSummary):
            break
    page = client.app.top
    assert isinstance(page, DealSummary) and page.watching and len(page.lines) == 6
    return speech, page, path


def _after_j(client, speech, path, page):
    """J, then 30 s (the bids of deal 2 not coming: the waiting line is said too): what was said
    from the line J found being said on, the history and the transcript."""
    at = len(speech.texts) - 1
    client.press(pygame.K_j)
    assert client.app.top is not page
    client.app.step(60 * 30)
    return speech.texts[at:], client.app.announcer.history.items(), path.read_text(encoding="utf-8").splitlines()


def test_j_while_the_summarys_title_is_said_voids_its_lines(client, tmp_path):
    """J 1 s into the title: the title (begun) stays in the log; the 6 lines, never said, are in
    neither the history nor the transcript; deal 2 follows."""
    speech, page, path = summary_watched(client, tmp_path)
    for _ in range(60 * 30):
        if speech.log[-1].text == TITLE:
            break
        client.app.step(1)
    client.app.step(60)
    said, history, written = _after_j(client, speech, path, page)
    assert said == [TITLE, DEAL_2, WAITING]
    assert history[-4:] == [DEAL_END, TITLE, DEAL_2, WAITING]
    assert written[-4:] == [DEAL_END, TITLE, DEAL_2, WAITING]
    assert not any(line in history or line in written for line in page.lines)


def test_j_while_the_deal_end_is_said_voids_the_title_and_lines(client, tmp_path):
    """J while the table's deal end is said (the summary's title and lines wait behind it): the
    deal end, which happened, is said whole and kept; nothing of the summary is said or kept."""
    speech, page, path = summary_watched(client, tmp_path)
    for _ in range(60 * 30):
        if speech.log[-1].text == DEAL_END:
            break
        client.app.step(1)
    said, history, written = _after_j(client, speech, path, page)
    assert said == [DEAL_END, DEAL_2, WAITING]
    assert history[-3:] == [DEAL_END, DEAL_2, WAITING]
    assert written[-3:] == [DEAL_END, DEAL_2, WAITING]
    assert TITLE not in history and not any(line in history or line in written for line in page.lines)


def test_a_spectator_hears_the_title_and_headline_and_the_next_deal_is_not_held_behind_the_rest(client, tmp_path):
    """One who watches cannot hold the table: after the deal end, the summary's title and its
    headline (who made their bid, the scores) are said, nothing more unasked, and deal 2 opens
    the watching pause after them; the lines not said are in neither the history nor the
    transcript, and Down reads them. Was (found by testers by ear): every line said, some 48 s
    of speech, while the table went on, and the watcher fell behind the game."""
    from game.tricks.scenes.summary import WATCHING_PAUSE_MIN
    speech, page, path = summary_watched(client, tmp_path)
    headline = ["Deal 1: 0 of 3 made their bid.", "Scores: Ana 63, Bob 61, Ben 5."]
    assert [page.lines[0], page.lines[4]] == headline, page.lines
    for _ in range(60 * 60):
        if DEAL_2 in speech.texts:
            break
        client.app.step(1)
    said = speech.texts[speech.texts.index(DEAL_END):]
    assert said[1].startswith(TITLE_START) and said[2:5] == [*headline, DEAL_2], said
    assert said[1] == TITLE
    told = speech.log[speech.texts.index(headline[1])]
    deal_2 = speech.log[speech.texts.index(DEAL_2)]
    assert told.cut_at is None and deal_2.start - told.end < WATCHING_PAUSE_MIN + 0.5, (told, deal_2)
    unsaid = [line for line in page.lines if line not in headline]
    history = client.app.announcer.history.items()
    written = path.read_text(encoding="utf-8").splitlines()
    assert not any(line in history or line in written for line in unsaid)


def test_a_spectator_reads_the_rest_of_the_summary_with_down(client, tmp_path):
    """The headline said, Down reads line 2 of the summary (the first hand's), and the next
    deal waits until it was heard and the watching pause passed again."""
    speech, page, path = summary_watched(client, tmp_path)
    for _ in range(60 * 30):
        if page.lines[4] in speech.texts and speech.idle():
            break
        client.app.step(1)
    client.app.step(30)
    client.press(pygame.K_DOWN)
    client.app.step(30)
    assert speech.texts[-1] == page.lines[1] and client.app.top is page, speech.texts[-4:]
    for _ in range(60 * 30):
        if DEAL_2 in speech.texts:
            break
        client.app.step(1)
    said = speech.texts[speech.texts.index(DEAL_END) + 1:]
    assert said[0].startswith(TITLE_START), said
    assert said[1:5] == [page.lines[0], page.lines[4], page.lines[1], DEAL_2], "\n".join(said)
