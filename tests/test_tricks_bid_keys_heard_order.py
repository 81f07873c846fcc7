"""Keys of the trick game's bidding and the other players' bids, heard in order (T-28, T-29; on
the fake engine of timed_speech, 0.07 s a character, seed 13, two players, as ``--game tricks
--players 2 --seed 13``).

Found by testers by ear, with speech that lasts as long as its audio:

- Space pressed late in the bid prompt is kept (no sound) and marks the focused card once the
  prompt was heard. It acted in the update after the prompt ended, the update "Anna has bid."
  began in: "9 of spades marked. ..." cut it, and it was said again after the answer. Now the
  kept key waits for that bid line too: the bid changes nothing a key acts on (the bid cards,
  the focus), the line is a second long, and the player then hears their answer last, right
  before they press again, with nothing left to cut (answered first, the next Space would have
  cut "Anna has bid." in turn).
- A (the hint), then Enter about a second later while the hint was still being worked out, was
  refused "Mark 3 bid cards with Space. 0 marked.", and the hint then marked 3 cards ("... These
  cards are marked: Enter confirms."): the refusal was untrue by then. Now Enter is told the hint
  is coming ("Your hint is coming: wait for it."), the hint follows, and Enter confirms its cards.
"""

from __future__ import annotations

import pygame
import pytest

from game.table.thinking import Thinker, ThinkingJob
from test_tricks_early_keys import BID_PROMPT_1_2, _two_player_opening, _until_speaking
from test_tricks_premium_doubled_enter import _AfterSeconds
from timed_speech import all_said

pytestmark = pytest.mark.usefixtures("tricks_registered")

ANNA = "Anna has bid."
MARKED = "9 of spades marked. Marked: spade. Bid so far 1."
HINT_COMING = "Your hint is coming: wait for it."
HINT = ("Bid 2 with jack of spades, king of spades, 7 of diamonds: you make it in about 57 % of the deals "
        "tried. These cards are marked: Enter confirms.")


@pytest.fixture
def slow_hint(monkeypatch):
    """The hint's search (the hard level's, in a worker by ear) takes 2 s of table time."""
    def think(self, work, done, thinking_text=None):
        job = ThinkingJob(work, done, thinking_text)
        job.finished = _AfterSeconds(job, 2.0)
        self.jobs.append(job)
        job.run()
    monkeypatch.setattr(Thinker, "think", think)


def test_space_kept_in_the_bid_prompt_marks_after_annas_bid_line_never_cutting_it(client):
    """T-28, T-29: Space in the last tenth of the bid prompt is kept; the prompt is heard whole,
    then "Anna has bid." (begun as the prompt ended) whole, then the mark's answer: each line
    once, none cut (was: the answer cut "Anna has bid." as it began, said again after it)."""
    table, speech = _two_player_opening(client)
    prompt = _until_speaking(client, speech, BID_PROMPT_1_2)
    while client.app.updates / 60 < prompt.start + 0.95 * (prompt.end - prompt.start):
        client.wait(1)
    client.press(pygame.K_SPACE)
    assert table.key_kept and table.marked == []
    all_said(client, speech)
    at = speech.texts.index(BID_PROMPT_1_2)
    assert speech.texts[at:] == [BID_PROMPT_1_2, ANNA, MARKED]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None] * 3
    assert [card.code for card in table.marked] == ["9S"]
    assert client.app.announcer.history.items().count(ANNA) == 1


def test_enter_while_the_bid_hint_is_worked_out_is_told_the_hint_is_coming(client, slow_hint):
    """T-28: the bid prompt and "Anna has bid." heard; A, then Enter 1 s later, the hint still
    worked out (2 s): "Your hint is coming: wait for it.", then the hint, which marks its cards;
    "Mark 3 bid cards with Space. 0 marked." is never said. Enter then confirms those cards (the
    premium choice opens on them)."""
    table, speech = _two_player_opening(client)
    all_said(client, speech)
    said = len(speech.log)
    client.press(pygame.K_a)
    client.wait(60)
    assert table.marked == [] and len(speech.log) == said  # the hint not said yet
    client.press(pygame.K_RETURN)
    all_said(client, speech)
    assert speech.texts[said:] == [HINT_COMING, HINT]
    assert speech.log[-1].cut_at is None and speech.log[-2].start < speech.log[-1].start
    assert not any(text.startswith("Mark 3 bid cards") for text in speech.texts)
    assert [card.code for card in table.marked] == ["JS", "KS", "7D"] and table.premium_index is None
    client.press(pygame.K_RETURN)
    assert table.premium_index is not None and speech.texts[-1].startswith("Bid 2. Choose a premium.")


def test_a_then_enter_kept_in_the_bid_prompt_both_act_in_order(client, slow_hint):
    """T-28, found by a tester by ear: A late in the bid prompt, then Enter, still in it: both
    are kept; once the prompt and "Anna has bid." were heard, A asks for the hint and Enter,
    the hint still worked out, is told "Your hint is coming: wait for it.", then the hint marks
    its cards (was: Enter replaced the kept A, "Mark 3 bid cards with Space. 0 marked." was said
    and the hint never was)."""
    table, speech = _two_player_opening(client)
    prompt = _until_speaking(client, speech, BID_PROMPT_1_2)
    length = prompt.end - prompt.start
    while client.app.updates / 60 < prompt.start + 0.65 * length:
        client.wait(1)
    client.press(pygame.K_a)
    assert table.key_kept
    while client.app.updates / 60 < prompt.start + 0.85 * length:
        client.wait(1)
    client.press(pygame.K_RETURN)
    assert table.key_kept and table.marked == []
    all_said(client, speech)
    at = speech.texts.index(BID_PROMPT_1_2)
    assert speech.texts[at:] == [BID_PROMPT_1_2, ANNA, HINT_COMING, HINT]
    # (the prompt and Anna's line heard whole; the hint, as when A and Enter follow the prompt,
    # may cut "Your hint is coming: ...", and is itself heard whole)
    assert [spoken.cut_at for spoken in speech.log[at:at + 2]] == [None] * 2 and speech.log[-1].cut_at is None
    assert not any(text.startswith("Mark 3 bid cards") for text in speech.texts)
    assert [card.code for card in table.marked] == ["JS", "KS", "7D"] and table.premium_index is None
