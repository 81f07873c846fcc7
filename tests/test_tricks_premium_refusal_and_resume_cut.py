"""Two findings of a tester by ear at an online 2-player trick table (T-9, T-28, T-29;
docs/announcements.md: a key pressed before the situation it acts on was heard never acts, and
is refused in words where cues are not heard, never silently lost).

1. Return 3.6 s into "Bid 2. Choose a premium. No premium, 1 of 2: your bid stays secret."
   (its cue unheard: the by-ear tool's sound device is a dummy) chose nothing, and 23 s of
   silence followed: the reminder "Too early: your key was not used. Press it again." was
   dropped unsaid by another player's bid ("Anna has bid.", "Bob has bid."), as another player's
   move drops a reminder in play. In bidding, the player's own bid still to make, such a bid
   changes nothing a key acts on: the reminder is said (offline and online alike).
2. Escape from F1 help said "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your
   hand; focus: 8 of spades."; T at 85 % of it answered "No trumps." and then the whole line
   came again. Cut after most of it was heard, before the card's name, the prompt alone is said
   again ("Choose 3 bid cards. H reads your hand; focus: 8 of spades."), as when cut early.

On the fake engine of tests/timed_speech.py (0.05 s a character, on the app's clock)."""

from __future__ import annotations

import pygame
import pytest

from game.tricks.actions import Bid
from game.tricks.options import TricksOptions
from game.tricks.state import TricksState
from game.table.thinking import Thinker, ThinkingJob
from online_frames import trick_table, tricks_summary, update
from test_online_table_speech import acts
from timed_speech import app_timed_speech, all_said

pytestmark = pytest.mark.usefixtures("tricks_registered")

TOO_EARLY = "Too early: your key was not used. Press it again."
HINT = ("Bid 2 with 6 of spades, 10 of spades, 10 of diamonds: you make it in about 38 % of the deals tried. "
        "These cards are marked: Enter confirms.")
"""The bid hint (A) of seed 1, two players, online (Ana and a computer, Bob)."""
PREMIUM = "Bid 2. Choose a premium. No premium, 1 of 2: your bid stays secret."
LOCAL_HINT = ("Bid 2 with 6 of spades, 10 of spades, 6 of diamonds: you make it in about 39 % of the deals tried. "
              "These cards are marked: Enter confirms.")
"""The same at a table on this machine (Anna the computer player)."""


def _until_speaking(client, speech, text):
    for _ in range(60 * 30):
        if speech.log and speech.log[-1].text == text and not speech.idle():
            return speech.log[-1]
        client.frames(1)
    raise AssertionError(f"never said: {text}")


def _early_enter_in_the_premium_choice(client, speech, hint):
    """A (the bid hint, heard whole), Enter (the premium choice opens), Enter 0.3 of the way into
    its opening: refused, the line uncut. Returns the opening's Spoken."""
    all_said(client, speech)
    client.press(pygame.K_a)
    _until_speaking(client, speech, hint)
    all_said(client, speech)
    client.press(pygame.K_RETURN)
    line = _until_speaking(client, speech, PREMIUM)
    while speech.clock() < line.start + 0.3 * (line.end - line.start):
        client.frames(1)
    cues = client.app.sound.played.count("refused")
    client.press(pygame.K_RETURN)
    assert client.app.sound.played.count("refused") == cues + 1
    assert speech.log[-1] is line and not speech.idle()
    return line


class _Held:
    """A computer's search (a job's ``finished``) held until the test lets it end."""

    def __init__(self) -> None:
        self.ended = False

    def is_set(self) -> bool:
        return self.ended

    def set(self) -> None:
        pass


@pytest.fixture
def annas_search(monkeypatch):
    """Anna's first search (her bid) ends only when the test says so (``.ended = True``); the
    hint's and later searches end at once."""
    held = _Held()
    jobs = []

    def think(self, work, done, thinking_text=None):
        job = ThinkingJob(work, done, thinking_text)
        if not jobs:
            job.finished = held
        jobs.append(job)
        self.jobs.append(job)
        job.run()
    monkeypatch.setattr(Thinker, "think", think)
    return held


def test_an_early_enter_in_the_premium_choice_is_told_in_words_when_anna_bids_meanwhile(client, annas_search):
    """T-9, T-28: two players, seed 1, cues unheard (volume 0); A, Enter, then Return 0.3 into
    the premium choice's opening: nothing bid, and Anna's bid comes while the line is said:
    "Too early: ..." after the line, then "Anna has bid." (before the fix, Anna's bid dropped
    those words: silence, and the player believed the bid made); Enter then bids with No
    premium."""
    speech = app_timed_speech(client)
    client.app.settings.set("volume", 0)
    client.start("tricks", players=2, seed=1)
    table = client.app.top
    assert table.setup.level == "hard"
    line = _early_enter_in_the_premium_choice(client, speech, LOCAL_HINT)
    assert not table.key_kept
    client.frames(20)
    annas_search.ended = True
    all_said(client, speech)
    at = speech.log.index(line)
    assert [(spoken.text, spoken.cut_at) for spoken in speech.log[at:]] == [
        (PREMIUM, None), (TOO_EARLY, None), ("Anna has bid.", None)]
    assert table.view.bid is None and table.premium_index == 0
    client.press(pygame.K_RETURN)
    assert table.view.bid == 2
    assert speech.texts[-1] == "You bid 2: spade, spade, diamond. No premium."


def test_online_an_early_enter_in_the_premium_choice_is_told_in_words_when_bob_bids_meanwhile(client):
    """T-9, T-28, online (Ana and a computer, seed 1), cues unheard: Return 0.3 into the premium
    choice's opening, then Bob's bid comes from the server while the line is said: "Too early:
    ..." is said after the line, then "Bob has bid." (before the fix: dropped, silence); nothing
    was sent."""
    state = TricksState.new(TricksOptions(players=2), 1)
    table, link = trick_table(client, state, 0, summary=tricks_summary(2))
    speech = app_timed_speech(client)
    client.app.settings.set("volume", 0)
    line = _early_enter_in_the_premium_choice(client, speech, HINT)
    assert not table.key_kept
    client.frames(20)
    link.frames.append(update(state, 2, 1, state.apply(Bid(1, tuple(state.hands[1][:3]), None)), 0))
    all_said(client, speech)
    at = speech.log.index(line)
    assert [(spoken.text, spoken.cut_at) for spoken in speech.log[at:]] == [
        (PREMIUM, None), (TOO_EARLY, None), ("Bob has bid.", None)]
    assert acts(link) == [] and table.premium_index == 0


BID_BACK = "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 9 of spades."
BID_PROMPT = "Choose 3 bid cards. H reads your hand; focus: 9 of spades."


@pytest.mark.parametrize("key, answer", [(pygame.K_t, "No trumps."),
                                         (pygame.K_s, "Scores: you 0, Anna 0, the dummy 0. Target 200.")])
def test_a_status_key_late_in_the_line_on_coming_back_has_the_bid_prompt_said_again_short(client, key, answer):
    """T-28, T-29 (2 players, seed 31, as tests/test_help_over_table_speech.py): F1 during the
    deal's opening, Escape, then T (or S) at 85 % of "Trick game. Deal 1. No trumps. Choose 3
    bid cards. H reads your hand; focus: 9 of spades.", before the card's name: the answer, then
    the bid prompt alone, heard whole (before the fix: the whole line again); Space then marks
    the 9 of spades."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=31)
    table = client.app.top
    client.frames(60)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    line = _until_speaking(client, speech, BID_BACK)
    while speech.clock() < line.start + 0.85 * (line.end - line.start):
        client.frames(1)
    client.press(key)
    all_said(client, speech)
    at = speech.log.index(line)
    said = [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]
            if spoken.text not in ("Anna has bid.",)]
    assert said == [(BID_BACK, True), (answer, False), (BID_PROMPT, False)]
    client.press(pygame.K_SPACE)
    assert [card.name for card in table.marked] == ["9 of spades"]


PREMIUM_BACK = "Trick game. Deal 1. No trumps. Bid 2. Choose a premium. No premium, 1 of 2: your bid stays secret."


@pytest.mark.parametrize("share, again", [(0.2, True), (0.85, False)])
def test_a_status_key_in_the_line_on_coming_back_to_the_premium_choice(client, share, again):
    """T-9, T-28 (2 players, seed 1): A, Enter (the premium choice opens, heard whole), F1,
    Escape, then T in "Trick game. Deal 1. No trumps. Bid 2. Choose a premium. No premium, 1 of
    2: your bid stays secret.". Early (20 %): "No trumps.", then the choice alone, heard whole
    (found by a tester by ear: "No trumps." and then silence; the line on coming back to the
    premium choice was replaced by the answer, as one that urges nothing, and the bid prompt's
    short form, naming a card, was empty there). Late (85 %): the choice, heard whole before F1
    and unchanged, is a reminder, mostly heard: the answer alone, as at a turn line. Enter then
    bids."""
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=1)
    table = client.app.top
    all_said(client, speech)
    client.press(pygame.K_a)
    all_said(client, speech)
    client.press(pygame.K_RETURN)
    all_said(client, speech)
    assert table.premium_index == 0
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    line = _until_speaking(client, speech, PREMIUM_BACK)
    while speech.clock() < line.start + share * (line.end - line.start):
        client.frames(1)
    client.press(pygame.K_t)
    all_said(client, speech)
    at = speech.log.index(line)
    said = [(spoken.text, spoken.cut_at is not None) for spoken in speech.log[at:]
            if spoken.text != "Anna has bid."]
    assert said == [(PREMIUM_BACK, True), ("No trumps.", False)] + ([(PREMIUM, False)] if again else [])
    client.press(pygame.K_RETURN)
    assert table.view.bid == 2
