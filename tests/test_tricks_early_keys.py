"""Keys of the trick game pressed before what they act on was heard (T-28, T-29; on the fake
engine of timed_speech): Enter on the deal summary while the deal's last trick or its end ("You
missed: bid 3, took 0. ...") is still being said deals nothing, and its one answer names what is
still being said, the trick or the deal's end, never a trick heard whole seconds before; keys
that read the hand or mark bid cards before a deal's opening and its bid prompt were heard do
nothing (the refused cue), and the prompt is said (again, when a status key cut it); a second
quick key after Enter on the deal summary (or on Start, or "Play again") never bids in the new
deal before it was heard, while the status keys still answer."""

import pygame
import pytest

from timed_speech import app_timed_speech
from tricks_helpers import play_to_the_deal_summary, play_until

DEAL_END = "Deal 1 is over. Press Enter to go on."
"""Enter's answer said right after the deal's end it came early in (it was "... Your key did
nothing: press it again once the deal's end is said.", after that end was said)."""

pytestmark = pytest.mark.usefixtures("tricks_registered")


def _to_the_deal_summary(client, seed, seconds_per_char=0.05, transcript=None):
    """A 3-player trick game on the timed engine (``seconds_per_char``), played by Enter on each
    of the human's turns once all was heard, until the deal summary is on top; (table, speech,
    summary). ``transcript``: a file the game's lines are written to from its start."""
    speech = app_timed_speech(client, seconds_per_char)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=seed)
    if transcript is not None:
        assert client.app.announcer.open_transcript(transcript) is None
    table = client.app.top
    return table, speech, play_to_the_deal_summary(client, table)


def _until_speaking(client, speech, start):
    """Run frames until a line starting with ``start`` is being said; that line (timed_speech's Spoken)."""
    for _ in range(60 * 30):
        spoken = speech.log[-1] if speech.log else None
        if spoken is not None and spoken.text.startswith(start) and not speech.idle():
            return spoken
        client.wait(1)
    raise AssertionError(f"never said: {start}")


def _quiet(client):
    for _ in range(60 * 60):
        if not client.app.announcer.speech_busy():
            return
        client.wait(1)
    raise AssertionError("speech never ended")


HEADLINE = ("You bid 3 and took 0: missed. Anna bid 4 and made it. Bob bid 3 and took 5: missed. "
            "Scores: you 0, Anna 34, Bob 5.")


def test_enter_while_the_deals_end_is_said_names_the_deals_end(client):
    """T-28, T-29: seed 4, Bob wins the last trick; Enter on the summary while the deal's
    headline is being said (the trick heard whole before it): the answer names the deal's end,
    comes after the headline (never cut), before the summary's words; nothing is dealt. Enter
    once all was heard goes to the next deal."""
    from game.tricks.scenes.summary import DealSummary
    table, speech, summary = _to_the_deal_summary(client, seed=4)
    line = _until_speaking(client, speech, "You bid 3 and took 0: missed.")
    assert line.text == HEADLINE
    client.wait(30)  # half a second into the headline
    client.press(pygame.K_RETURN)
    assert client.app.top is summary
    client.press(pygame.K_RETURN)  # a second press before the answer was heard: the refused cue only
    _quiet(client)
    assert client.app.top is summary and table.between_deals
    at = speech.texts.index(HEADLINE)
    assert speech.texts[at - 1:] == [
        "Bob wins the trick with the 10 of clubs. Tricks: you 0, Anna 4, Bob 5.", HEADLINE, DEAL_END,
        summary.intro(), summary.lines[0]]
    assert not any("just won the trick" in text for text in speech.texts)
    assert speech.log[at].cut_at is None and speech.overlaps == 0
    client.press(pygame.K_RETURN)
    assert not isinstance(client.app.top, DealSummary) and not table.between_deals
    client.wait(30)
    assert speech.texts[-1].startswith("Deal 2.")


def test_enter_while_the_last_trick_is_said_names_the_trick_then_the_deals_end(client):
    """T-28, T-29: Enter on the summary while the last trick is still being said: the answer
    names that trick (never the deal's end before its reason) and waits for the deal's end;
    the trick is said again whole after it."""
    table, speech, summary = _to_the_deal_summary(client, seed=4)
    _until_speaking(client, speech, "Bob wins the trick with the 10 of clubs.")
    client.wait(20)
    client.press(pygame.K_RETURN)
    _quiet(client)
    assert client.app.top is summary
    trick = "Bob wins the trick with the 10 of clubs. Tricks: you 0, Anna 4, Bob 5."
    at = speech.texts.index(trick)
    assert speech.texts[at:] == [  # the answer cuts the trick (the headline waits behind it), which is said again
        trick, "Bob just won the trick. Your key did nothing: press it again once the deal's end is said.",
        trick, HEADLINE, summary.intro(), summary.lines[0]]
    assert speech.log[at].cut_at is not None and speech.log[at + 2].cut_at is None


def _until_gone(client, summary):
    """Run frames (3 s at most) until ``summary`` is no longer on top."""
    for _ in range(60 * 3):
        if client.app.top is not summary:
            return
        client.wait(1)
    raise AssertionError("the deal summary stayed")


def _refused(client) -> int:
    """How many times the refused cue was played so far."""
    return client.app.sound.played.count("refused")


@pytest.mark.parametrize("seconds_per_char", [0.05, 0.1])
def test_enter_in_the_last_second_of_the_deals_end_never_goes_past_the_summary_unheard(client, seconds_per_char):
    """T-28, T-29, found by a tester by ear (Russian, 3 and 4 players): two Enters 9 s into the
    17-second deal's end were kept, and once it ended went on to "Deal 3. ...", "Deal 2 summary"
    never said or logged. Seed 4, Bob's card ends the deal; Enter pressed twice in the last half
    second of the deal's headline: each gets the refused cue at once, nothing is kept or dealt,
    the headline is heard whole, then the summary's title and line 1, and no answer in words
    (the title says what Enter does). So too with speech half as fast as the queue's estimate
    (0.1 s a character: the headline lasts 2.8 s longer than estimated; found by ear with
    espeak-ng). Enter once the title was heard goes on to deal 2."""
    table, speech, summary = _to_the_deal_summary(client, seed=4, seconds_per_char=seconds_per_char)
    line = _until_speaking(client, speech, "You bid 3 and took 0: missed.")
    while client.app.updates / 60 < line.end - 0.5:
        client.wait(1)
    cues = _refused(client)
    client.press(pygame.K_RETURN)
    assert _refused(client) == cues + 1 and not table.key_kept
    client.press(pygame.K_RETURN)
    assert _refused(client) == cues + 2 and not table.key_kept
    _quiet(client)
    assert client.app.top is summary and table.between_deals
    at = speech.texts.index(HEADLINE)
    assert [(spoken.text, spoken.cut_at) for spoken in speech.log[at:]] == [
        (HEADLINE, None), (summary.intro(), None), (summary.lines[0], None)]
    assert speech.log[at + 1].start >= line.end - 1 / 60  # the title after the headline, whole
    assert not any("did nothing" in text or text.startswith("Deal 2. ") for text in speech.texts)
    client.press(pygame.K_RETURN)
    _quiet(client)
    assert client.app.top is table and table.session.state.deal == 2
    assert sum(text.startswith("Deal 2. ") for text in speech.texts) == 1


def test_enter_late_in_the_deals_end_without_sound_is_answered_by_the_summarys_line(client):
    """T-28, T-29: effects volume 0 (the refused cue reaches no ear): two Enters in the last half
    second of the deal's headline: the summary's title, waiting behind it, says what Enter does
    ("... Enter goes to the next deal."), and is the last thing heard before the player acts
    (no "Too early: ..." after it, as where any prompt waits); nothing is dealt."""
    table, speech, summary = _to_the_deal_summary(client, seed=4)
    client.app.settings.set("volume", 0)
    assert client.app.sound.audible() is False
    line = _until_speaking(client, speech, "You bid 3 and took 0: missed.")
    while client.app.updates / 60 < line.end - 0.5:
        client.wait(1)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    _quiet(client)
    assert client.app.top is summary and not table.key_kept
    at = speech.texts.index(HEADLINE)
    assert [(spoken.text, spoken.cut_at) for spoken in speech.log[at:]] == [
        (HEADLINE, None), (summary.intro(), None), (summary.lines[0], None)]
    assert summary.intro().endswith("Enter goes to the next deal.")


def test_the_summary_after_an_enter_late_in_the_deals_end_is_in_the_log_and_the_transcript(client, tmp_path):
    """T-28, T-29: Enter in the last half second of the deal's headline goes on past nothing:
    the headline, then the summary's title and first line, said, are in the history, the
    on-screen log and the transcript, in that order (was: the summary closed unsaid, left out of
    them, and deal 2 followed the headline)."""
    path = tmp_path / "transcript.txt"
    table, speech, summary = _to_the_deal_summary(client, seed=4, transcript=path)
    line = _until_speaking(client, speech, "You bid 3 and took 0: missed.")
    while client.app.updates / 60 < line.end - 0.5:
        client.wait(1)
    client.press(pygame.K_RETURN)
    _quiet(client)
    assert client.app.top is summary
    written = path.read_text(encoding="utf-8").splitlines()
    shown = client.app.announcer.history.shown()
    said = [HEADLINE, summary.intro(), summary.lines[0]]
    at = written.index(HEADLINE)
    assert written[at:at + 3] == said
    assert shown[shown.index(HEADLINE):][:3] == said
    assert client.app.announcer.history.items()[-3:] == said


def test_an_enter_at_the_estimated_end_of_a_slow_deals_end_is_refused_and_deals_nothing(client):
    """T-28: speech three times slower than the queue's estimate (0.2 s a character: a stuck or
    very slow engine): Enter at the headline's estimated end is not kept (it came before the
    summary was heard): the refused cue, the headline said whole, then the summary's title;
    nothing is dealt."""
    from game.speech.queue import SECONDS_PER_CHAR, START_SECONDS
    table, speech, summary = _to_the_deal_summary(client, seed=4, seconds_per_char=0.2)
    line = _until_speaking(client, speech, "You bid 3 and took 0: missed.")
    while client.app.updates / 60 < line.start + START_SECONDS + len(line.text) * SECONDS_PER_CHAR - 0.5:
        client.wait(1)
    cues = _refused(client)
    client.press(pygame.K_RETURN)
    assert not table.key_kept and _refused(client) == cues + 1
    _quiet(client)
    assert client.app.top is summary and table.between_deals and not table.key_kept
    at = speech.texts.index(HEADLINE)
    assert speech.texts[at:at + 2] == [HEADLINE, summary.intro()] and speech.log[at].cut_at is None


OWN_TRICK = "Anna wins the trick with the 9 of spades. Tricks: you 4, Anna 3, Bob 2."
OWN_HEADLINE = ("You bid 4 and made it. Anna bid 1 and took 3: missed. Bob bid 2 and made it. "
                "Scores: you 24, Anna 3, Bob 22.")


@pytest.mark.parametrize("during, answered", [(OWN_TRICK, False), (OWN_HEADLINE, True)])
def test_enter_while_ones_own_last_card_ends_the_deal_waits_for_the_deals_end(client, during, answered):
    """T-28, T-29: seed 3, the human's own card is the deal's last; Enter on the summary while
    the deal's headline is still being said (as when a computer's card ends the deal): nothing
    is dealt, the one answer "Deal 1 is over. Press Enter to go on." comes after the headline
    (never cut), then the summary's words; a
    second press meanwhile only cues. While the last trick (one's own card's) is said, with
    the headline still to come, that answer would come only after it, late: the refused cue
    alone answers. Enter once all was heard deals."""
    from game.tricks.scenes.summary import DealSummary
    table, speech, summary = _to_the_deal_summary(client, seed=3)
    _until_speaking(client, speech, during)
    client.wait(30)  # half a second into it
    client.press(pygame.K_RETURN)
    client.press(pygame.K_RETURN)
    assert client.app.top is summary and table.between_deals
    _quiet(client)
    assert client.app.top is summary and table.between_deals
    at = speech.texts.index(OWN_TRICK)
    assert speech.texts[at - 1:] == ["You discard the king of diamonds.", OWN_TRICK, OWN_HEADLINE,
                                     *([DEAL_END] if answered else []), summary.intro(), summary.lines[0]]
    assert [spoken.cut_at for spoken in speech.log[at:at + 2]] == [None, None] and speech.overlaps == 0
    client.press(pygame.K_RETURN)
    assert not isinstance(client.app.top, DealSummary) and not table.between_deals
    client.wait(30)
    assert speech.texts[-1].startswith("Deal 2.")


def test_enter_in_the_last_second_of_ones_own_deals_end_is_refused_and_the_summary_said(client):
    """T-28, T-29: seed 3, the human's own card ends the deal; Enter in the last half second of
    the headline is refused as for a computer's card (it came before the summary was heard):
    the headline whole, then the summary's title; nothing is dealt."""
    table, speech, summary = _to_the_deal_summary(client, seed=3)
    line = _until_speaking(client, speech, OWN_HEADLINE)
    while client.app.updates / 60 < line.end - 0.5:
        client.wait(1)
    cues = _refused(client)
    client.press(pygame.K_RETURN)
    assert client.app.top is summary and _refused(client) == cues + 1 and not table.key_kept
    _quiet(client)
    assert client.app.top is summary
    at = speech.texts.index(OWN_HEADLINE)
    assert speech.log[at].cut_at is None and speech.texts[at + 1:at + 3] == [summary.intro(), summary.lines[0]]
    assert not any("did nothing" in text or text.startswith("Deal 2. ") for text in speech.texts)


def test_spanish_and_russian_say_the_deals_end(client):
    """The deal's end answer is translated (T-28)."""
    from game import i18n
    from game.scenes.card_table import wait_text
    from game.tricks import text
    i18n.set_language("es")
    assert wait_text(text.deal_over_gist(2), False, True, text.WAIT_DEAL_END) == (
        "El reparto 2 ha terminado. Tu tecla no hizo nada: púlsala de nuevo cuando se haya dicho el final del reparto.")
    i18n.set_language("ru")
    assert wait_text(text.deal_over_gist(2), False, True, text.WAIT_DEAL_END) == (
        "Сдача 2 окончена. Клавиша ничего не сделала: нажмите её снова, когда прозвучит конец сдачи.")
    assert wait_text(text.deal_over_gist(2), False, True, text.WAIT_DEAL_END, text.WAIT_DEAL_END_SAID) == (
        "Сдача 2 окончена. Нажмите Enter, чтобы продолжить.")
    i18n.set_language("es")
    assert wait_text(text.deal_over_gist(2), False, True, text.WAIT_DEAL_END, text.WAIT_DEAL_END_SAID) == (
        "El reparto 2 ha terminado. Pulsa Intro para seguir.")


def test_keys_that_mark_while_a_notice_goes_ahead_of_the_bid_prompt_mark_nothing(client):
    """T-28: keys that mark bid cards pressed while a notice ("Speech: espeak-ng.") goes ahead of
    "Choose 3 bid cards. ...; focus: 7 of spades.": the prompt was not heard, so they mark
    nothing (the refused cue each), the prompt is said whole after the notice, and the premium
    choice never opens (was: the cards marked and the prompt, outdated, dropped unsaid; a key
    pressed before the situation it acts on was heard never acts)."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 5.0)
    client.app.settings.section("tricks")["level"] = "simple"
    client.app._notices = ["Speech: espeak-ng."]
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    _until_speaking(client, speech, "Speech: espeak-ng.")
    assert [item.text for item in client.app.announcer.unheard_prompts(table)] == [
        "Choose 3 bid cards. H reads your hand; focus: 7 of spades."]
    client.app.sound.played.clear()
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key, frames=30)
    assert table.premium_index is None and table.marked == [] and table.focus == 0
    assert client.app.sound.played.count("refused") == 6
    _quiet(client)
    assert speech.texts[speech.texts.index("Speech: espeak-ng."):][:2] == [
        "Speech: espeak-ng.", "Choose 3 bid cards. H reads your hand; focus: 7 of spades."]
    assert all(spoken.cut_at is None for spoken in speech.log)


GAME_2 = "Trick game, standard, target 200. 2 players: you and Anna, with the dummy."
DEAL_1_2 = "Deal 1. Anna deals. No trumps. You lead."
BID_PROMPT_1_2 = "Choose 3 bid cards. H reads your hand; focus: 9 of spades."


def _two_player_opening(client, seconds_per_char=0.07):
    """Seed 13, two players, from the command line (as ``--game tricks --players 2 --seed 13``), on
    the timed engine; (table, speech)."""
    speech = app_timed_speech(client, seconds_per_char)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=13)
    return client.app.top, speech


def test_keys_that_read_or_bid_during_the_games_opening_never_act(client):
    """T-28, T-29, found by ear (``--game tricks --players 2 --seed 13``): Left, Right and Space
    0.6 s apart while "Trick game, standard, target 200. ..." is being said: none acts (each the
    refused cue), nothing is cut; the game's opening, the deal's first line and the bid prompt
    are heard whole, in order, and no bid card is marked (was: "Start of hand. 9 of spades, 1 of
    12" cut the opening for good, Space marked the jack of spades, and the bid prompt was never
    said)."""
    table, speech = _two_player_opening(client)
    client.frames(20)
    client.app.sound.played.clear()
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key, frames=36)
    assert client.app.sound.played == ["refused"] * 3
    _quiet(client)
    assert speech.texts[:4] == [GAME_2, DEAL_1_2, BID_PROMPT_1_2, "Anna has bid."]
    assert [spoken.cut_at for spoken in speech.log[:3]] == [None] * 3
    assert table.marked == [] and table.focus == 0


def test_an_arrow_reads_the_hand_once_the_bid_prompts_first_sentence_was_heard(client):
    """T-28: Right during the deal's first line is refused (the cue); Right once "Choose 3 bid
    cards." was heard reads the next card, cutting the rest of the prompt."""
    table, speech = _two_player_opening(client)
    _until_speaking(client, speech, DEAL_1_2)
    client.app.sound.played.clear()
    client.press(pygame.K_RIGHT)
    assert client.app.sound.played == ["refused"] and table.focus == 0
    prompt = _until_speaking(client, speech, BID_PROMPT_1_2)
    client.wait(round(60 * 1.7))  # "Choose 3 bid cards." heard (0.07 s a character)
    client.press(pygame.K_RIGHT)
    assert table.focus == 1 and speech.texts[-1] == "Jack of spades, 2 of 12" and prompt.cut_at is not None


def test_space_late_in_the_bid_prompt_is_kept_and_marks_once_it_was_heard(client):
    """T-28, as Enter late in one's turn line: Space after 80 % of the deal's bid prompt is kept
    with no sound and marks the focused card once the prompt was heard whole; Space early in
    it marks nothing (the refused cue)."""
    table, speech = _two_player_opening(client)
    prompt = _until_speaking(client, speech, BID_PROMPT_1_2)
    client.wait(30)
    client.app.sound.played.clear()
    client.press(pygame.K_SPACE)
    assert client.app.sound.played == ["refused"] and table.marked == [] and not table.key_kept
    while client.app.updates / 60 < prompt.start + 0.8 * (prompt.end - prompt.start):
        client.wait(1)
    client.press(pygame.K_SPACE)
    assert table.key_kept and table.marked == [] and client.app.sound.played == ["refused"]
    _quiet(client)
    assert prompt.cut_at is None and [card.code for card in table.marked] == ["9S"]
    assert "9 of spades marked. Marked: spade. Bid so far 1." in speech.texts


def test_a_status_key_during_the_games_opening_answers_and_the_bid_prompt_is_still_said(client):
    """T-28: S during the deal's first line is answered; the bid prompt is said after it; Space
    pressed while the prompt waits marks nothing."""
    table, speech = _two_player_opening(client)
    _until_speaking(client, speech, DEAL_1_2)
    client.wait(20)
    client.press(pygame.K_s)
    client.press(pygame.K_SPACE, frames=10)
    _quiet(client)
    assert speech.texts[:5] == [GAME_2, DEAL_1_2, "Scores: you 0, Anna 0, the dummy 0. Target 200.",
                                BID_PROMPT_1_2, "Anna has bid."]
    assert speech.log[3].cut_at is None and table.marked == []


def test_the_bid_prompt_cut_by_a_status_key_is_said_again_and_space_waits_for_it(client):
    """T-28: S 0.5 s into the deal's bid prompt cuts it; the prompt is said again whole after the
    scores; Space pressed during the scores is kept (no sound) and marks the focused card once
    the prompt said again was heard."""
    table, speech = _two_player_opening(client)
    prompt = _until_speaking(client, speech, BID_PROMPT_1_2)
    client.wait(30)
    client.press(pygame.K_s)
    client.wait(20)
    client.app.sound.played.clear()
    client.press(pygame.K_SPACE)
    assert table.key_kept and table.marked == [] and "refused" not in client.app.sound.played
    _quiet(client)
    assert speech.texts[2:5] == [BID_PROMPT_1_2, "Scores: you 0, Anna 0, the dummy 0. Target 200.", BID_PROMPT_1_2]
    assert prompt.cut_at is not None and speech.log[4].cut_at is None
    assert [card.code for card in table.marked] == ["9S"]


def test_a_doubled_enter_on_the_bid_cards_does_not_choose_the_premium_unheard(client):
    """T-9: Enter on three marked cards opens the premium choice; a second Enter 0.6 s later,
    while "Bid 3. Choose a premium. No premium, 1 of 3: ..." is being said, chooses nothing (the
    refused cue only) and does not cut it; once it was heard, Enter bids with No premium."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 5.0)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    _quiet(client)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key, frames=30)
    _quiet(client)
    client.press(pygame.K_RETURN, frames=36)
    prompt = "Bid 3. Choose a premium. No premium, 1 of 3: your bid stays secret."
    assert speech.texts[-1] == prompt and not speech.idle()
    client.press(pygame.K_RETURN)
    assert table.premium_index == 0 and table.view.bid is None  # nothing bid
    assert speech.texts[-1] == prompt and not speech.idle()
    _quiet(client)
    assert speech.log[speech.texts.index(prompt)].cut_at is None  # heard whole
    client.press(pygame.K_RETURN)
    assert table.premium_index is None and table.view.bid == 3
    assert any(text.startswith("You bid 3: spade, spade, spade.") for text in speech.texts)


DEAL_2 = "Deal 2. Bob deals. Trumps: diamonds. You lead."
BID_PROMPT_2 = "Choose 3 bid cards. H reads your hand; focus: 6 of spades."


def _next_deal_with_a_second_key(client, key, after=18):
    """Seed 11 on the timed engine: at the deal summary, once all was heard, Enter (deal 2 is
    dealt), then ``key`` ``after`` frames later (a double press is often half a second apart),
    then every frame until all was said; (table, speech, the index of deal 2's first line)."""
    table, speech, summary = _to_the_deal_summary(client, seed=11)
    _quiet(client)
    client.frames(60)  # the summary takes Enter after its first second
    client.press(pygame.K_RETURN)
    assert client.app.top is table and table.session.state.deal == 2
    client.frames(after)
    client.app.sound.played.clear()
    client.press(key)
    _quiet(client)
    return table, speech, speech.texts.index(DEAL_2)


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE])
def test_a_second_quick_key_never_acts_in_the_new_deal(client, key):
    """T-28, as the counting table's next round (C-22): Enter on the deal summary deals deal 2;
    Enter (or Space) 0.3 s later, before "Deal 2. ..." was heard, does nothing and says nothing
    (it plays the refused cue only):
    no bid card is marked, "Mark 3 bid cards with Space. 0 marked." is never said, the deal's
    first line and the bid prompt are heard whole, in order, before the computers' bids."""
    table, speech, at = _next_deal_with_a_second_key(client, key)
    assert speech.texts[at:] == [DEAL_2, BID_PROMPT_2, "Anna has bid.", "Bob has bid."]
    assert client.app.sound.played.count("refused") == 1  # the second key: its cue, no words
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None] * 4 and speech.overlaps == 0
    assert table.marked == [] and table.session.state.phase == "bidding"


def test_the_keys_act_again_once_the_new_deal_was_heard(client):
    """T-28: the hold after a new deal ends once its first line and the bid prompt were said:
    Space then marks the focused card."""
    table, speech, at = _next_deal_with_a_second_key(client, pygame.K_SPACE)
    assert not table.actions_held()
    client.press(pygame.K_SPACE)
    client.frames(60)
    assert [card.code for card in table.marked] == ["6S"]
    assert speech.texts[-1] == "6 of spades marked. Marked: spade. Bid so far 1."


def test_a_status_key_still_answers_while_the_new_deal_is_held(client):
    """T-28, as C and S during the counting table's hold: S 0.3 s after the deal began answers
    (the scores), after the deal's first line, which it never cuts; the bid prompt is still
    said last."""
    table, speech, at = _next_deal_with_a_second_key(client, pygame.K_s)
    assert speech.texts[at:at + 3] == [DEAL_2, "Scores: you 1, Anna 2, Bob 6. Target 200.", BID_PROMPT_2]
    assert speech.log[at].cut_at is None


def test_a_key_with_no_action_is_answered_after_the_new_deals_first_line(client):
    """A digit (no key of the trick table) 0.3 s after deal 2 began is answered as anywhere,
    after the deal's first line (never cutting it), before the bid prompt."""
    table, speech, at = _next_deal_with_a_second_key(client, pygame.K_1)
    assert speech.texts[at:at + 3] == [DEAL_2, "No action for 1. F1 lists the keys.", BID_PROMPT_2]
    assert speech.log[at].cut_at is None and table.marked == []


def test_a_second_quick_enter_never_acts_in_the_new_deal_on_the_recorder(client):
    """T-28 on the test recorder (speech that ends at once): Enter on the deal summary, then
    Space half a second later marks nothing (the hold lasts its first second, SETTLE_SECONDS);
    Space a second after the deal began marks the focused card."""
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    table = client.app.top
    play_to_the_deal_summary(client, table)
    client.frames(60)
    client.clear()
    client.press(pygame.K_RETURN)
    client.frames(30)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_RETURN)
    assert client.texts == [DEAL_2, BID_PROMPT_2] and table.marked == []
    client.frames(30)
    client.press(pygame.K_SPACE)
    assert [card.code for card in table.marked] == ["6S"]
    assert client.texts[-1] == "6 of spades marked. Marked: spade. Bid so far 1."



def test_a_second_quick_key_on_start_never_bids_in_the_first_deal(client, monkeypatch):
    """T-28, as the counting game's Start (C-22): Enter on Start (seed 11), then Space half a
    second later, before the first deal was heard: no bid card is marked and nothing is said
    for it; Space a second after the table opened marks the focused card."""
    from game.tricks.scenes import NewTricksGame, new_game
    monkeypatch.setattr(new_game, "fresh_seed", lambda: 11)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start()
    client.push(NewTricksGame(client.app))
    menu = client.app.top
    menu.index = next(i for i, item in enumerate(menu.items) if item.spoken() == "Start")
    client.clear()
    client.press(pygame.K_RETURN)
    table = client.app.top
    client.frames(30)
    client.press(pygame.K_SPACE)
    assert client.texts == DEAL_1_OPENING and table.marked == []
    client.frames(30)
    client.press(pygame.K_SPACE)
    assert [card.code for card in table.marked] == ["8S"]
    assert client.texts[len(DEAL_1_OPENING):] == ["8 of spades marked. Marked: spade. Bid so far 1."]


DEAL_1_OPENING = ["Trick game, standard, target 200. 3 players: you, Anna and Bob.",
                  "Deal 1. Anna deals. No trumps. Bob leads.",
                  "Choose 3 bid cards. H reads your hand; focus: 8 of spades."]


def test_play_again_holds_the_keys_of_the_new_table(client, monkeypatch):
    """T-28, as the counting game's "Play again" (C-22): the new table holds the keys that bid
    for its first second: Space then marks nothing; a second later it marks the focused card."""
    from game.tricks.scenes import TricksResults, results
    monkeypatch.setattr(results, "fresh_seed", lambda: 11)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    finished = client.app.top
    table = TricksResults(client.app, finished.setup, finished.view).new_table()
    client.app.replace(table)
    client.frames(30)
    client.press(pygame.K_SPACE)
    assert table.marked == []
    client.frames(30)
    client.clear()
    client.press(pygame.K_SPACE)
    assert [card.code for card in table.marked] == ["8S"]
    assert client.texts == ["8 of spades marked. Marked: spade. Bid so far 1."]


def test_the_deal_summary_answers_a_key_with_no_action_once_then_with_the_cue_only(client):
    """T-28, as the counting game's pause between rounds (C-21): at the deal summary a key with
    no action there says so once ("No action for Space. F1 lists the keys."); pressed again
    while that is the last line said, only the refused cue; once another line was said (Down
    reads line 2), it says it again."""
    table, speech, summary = _to_the_deal_summary(client, seed=11)
    _quiet(client)
    client.press(pygame.K_SPACE)
    _quiet(client)
    client.app.sound.played.clear()
    client.press(pygame.K_SPACE)
    client.press(pygame.K_SPACE)
    _quiet(client)
    no_action = "No action for Space. F1 lists the keys."
    assert speech.texts.count(no_action) == 1 and speech.texts[-1] == no_action
    assert client.app.sound.played == ["refused", "refused"]
    client.press(pygame.K_DOWN)
    _quiet(client)
    client.press(pygame.K_SPACE)
    _quiet(client)
    assert speech.texts[-1] == no_action and speech.texts.count(no_action) == 2
    assert client.app.top is summary


def test_enter_in_the_summarys_first_second_plays_the_refused_cue_not_silence(client):
    """T-28, found by ear (text only): on the deal summary, End, then Enter 0.6 s later, inside
    the summary's first second (SETTLE_SECONDS: an Enter meant for the last trick never skips
    it): nothing is dealt and nothing said for it, but the refused cue answers (it was silent:
    the player believed they had gone on). The End before it, 0.2 s in, is the refused cue
    too (the summary's first second: no key acts, the cursor stays on line 1). Enter a second
    after the summary opened deals."""
    from game.tricks.scenes.summary import DealSummary
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    table = client.app.top
    summary = play_to_the_deal_summary(client, table)
    assert client.app.updates - summary.opened_at <= 1
    client.frames(12)
    client.clear()
    client.app.sound.played.clear()
    client.press(pygame.K_END, frames=36)
    assert client.texts == [] and summary.index == 0 and client.app.sound.played.count("refused") == 1
    client.press(pygame.K_RETURN)
    assert client.app.top is summary and table.between_deals
    assert client.texts == [] and client.app.sound.played.count("refused") == 2
    client.frames(60)
    client.press(pygame.K_RETURN)
    assert not isinstance(client.app.top, DealSummary) and table.session.state.deal == 2
    assert client.texts[0] == DEAL_2


PREMIUM_3 = "Bid 3. Choose a premium. No premium, 1 of 3: your bid stays secret."


def _premium_choice_being_said(client):
    """Seed 4 on the timed engine, computers slow: three spades marked once all was heard, then
    Enter: the premium choice's opening is being said; (table, speech, its Spoken)."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 5.0)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    _quiet(client)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE):
        client.press(key, frames=30)
    _quiet(client)
    client.press(pygame.K_RETURN)
    line = speech.log[-1]
    assert line.text == PREMIUM_3 and not speech.idle()
    return table, speech, line


def test_enter_early_in_the_premium_choice_plays_the_refused_cue_and_never_bids(client):
    """T-9, T-28, found by ear: Return 0.6 s into "Bid 3. Choose a premium. ..." chooses nothing
    and is answered by the refused cue (as a key early in one's turn line), the line uncut; it
    is not kept: nothing is bid once the line was heard."""
    table, speech, line = _premium_choice_being_said(client)
    client.frames(36)
    client.app.sound.played.clear()
    client.press(pygame.K_RETURN)
    assert client.app.sound.played.count("refused") == 1 and not table.key_kept
    _quiet(client)
    client.frames(60)
    assert speech.texts[-1] == PREMIUM_3 and line.cut_at is None
    assert table.premium_index == 0 and table.view.bid is None


@pytest.mark.parametrize("share", [0.65, 0.95])
def test_enter_late_in_the_premium_choice_is_kept_and_bids_once_it_was_heard(client, share):
    """T-9, T-28, as a key late in one's own turn line: Return after 60 % of the premium
    choice's opening (or in its last second) is kept with no sound, the line goes on uncut, and
    once it was said whole the bid is made with No premium, once (it was dropped)."""
    table, speech, line = _premium_choice_being_said(client)
    while client.app.updates / 60 < line.start + share * (line.end - line.start):
        client.wait(1)
    client.app.sound.played.clear()
    client.press(pygame.K_RETURN)
    assert table.key_kept and table.view.bid is None and "refused" not in client.app.sound.played
    _quiet(client)
    at = speech.texts.index(PREMIUM_3)
    assert line.cut_at is None and speech.texts[at + 1] == "You bid 3: spade, spade, spade. No premium."
    assert table.view.bid == 3 and table.premium_index is None and not table.key_kept
    assert sum(text.startswith("You bid 3") for text in speech.texts) == 1


def test_an_arrow_after_a_kept_enter_in_the_premium_choice_drops_it(client):
    """T-9, T-28: Return kept late in the premium choice's opening, then Down: the arrow says
    the next choice and the kept Return is dropped (it never chooses what it did not hear);
    nothing is bid."""
    table, speech, line = _premium_choice_being_said(client)
    while client.app.updates / 60 < line.start + 0.9 * (line.end - line.start):
        client.wait(1)
    client.press(pygame.K_RETURN)
    client.press(pygame.K_DOWN)
    _quiet(client)
    client.frames(60)
    assert table.premium_index == 1 and table.view.bid is None and not table.key_kept
    assert speech.texts[-1].startswith("Declare, 2 of 3")


def test_space_early_in_the_new_deals_bid_prompt_plays_the_refused_cue(client):
    """T-28, found by ear: after Enter on the deal summary, Space 0.2 s into "Choose 3 bid cards.
    H reads your hand; focus: 6 of spades." (the new deal's keys still held) marks nothing and
    says nothing, the prompt uncut, but the refused cue answers it, once, as any key that acts
    before the new deal was heard; Space once all was heard marks the focused card."""
    table, speech, summary = _to_the_deal_summary(client, seed=11)
    _quiet(client)
    client.frames(60)
    client.press(pygame.K_RETURN)
    prompt = _until_speaking(client, speech, BID_PROMPT_2)
    client.frames(12)
    client.app.sound.played.clear()
    client.press(pygame.K_SPACE)
    assert client.app.sound.played == ["refused"] and table.marked == [] and speech.log[-1] is prompt
    _quiet(client)
    at = speech.texts.index(DEAL_2)
    assert speech.texts[at:] == [DEAL_2, BID_PROMPT_2, "Anna has bid.", "Bob has bid."] and prompt.cut_at is None
    client.press(pygame.K_SPACE)
    assert [card.code for card in table.marked] == ["6S"]


def _summary_title_said(client, seed=4):
    """Seed 4 on the timed engine, to the deal summary and on until its own line ("Deal 1
    summary. 7 lines. ...") is being said, just begun; (table, speech, summary, its Spoken)."""
    table, speech, summary = _to_the_deal_summary(client, seed=seed)
    title = _until_speaking(client, speech, "Deal 1 summary.")
    assert title.text == summary.intro() and summary.index == 0
    return table, speech, summary, title


def test_end_in_the_summarys_first_second_is_refused_and_the_cursor_stays_on_line_1(client):
    """T-28, found by ear: End 0.2 s into "Deal 1 summary. 7 lines. ..." moved the cursor to the
    last line and cut the title, which was then said again with line 1 after it (the listener
    took the cursor for line 1: Down said "Bottom. ..."). In the summary's first second a key
    gets the refused cue only: the cursor stays on line 1, the title and line 1 are heard
    whole, once; Down then reads line 2."""
    table, speech, summary, title = _summary_title_said(client)
    at = len(speech.log) - 1
    client.app.sound.played.clear()
    client.wait(12)
    client.press(pygame.K_END)
    assert summary.index == 0 and client.app.sound.played == ["refused"]
    _quiet(client)
    assert speech.texts[at:] == [summary.intro(), summary.lines[0]]
    assert [spoken.cut_at for spoken in speech.log[at:]] == [None, None]
    client.press(pygame.K_DOWN)
    assert summary.index == 1 and speech.texts[-1] == summary.lines[1]


def test_end_after_the_summarys_first_second_never_reads_line_1_after_it(client):
    """T-28: End 1.2 s into the summary's title (past its first second, before most of it was
    heard) goes to the last line, and nothing said after its answer reads line 1 as if the
    cursor were there: neither line 1 (waiting behind the title) nor the title said again
    (a page's opening after a line read sounds like the page opening again). Down then says
    "Bottom. ..."."""
    table, speech, summary, title = _summary_title_said(client)
    at = len(speech.log) - 1
    client.wait(72)
    client.press(pygame.K_END)
    last = len(summary.lines) - 1
    assert summary.index == last
    _quiet(client)
    assert speech.texts[at:] == [summary.intro(), summary.lines[last]]
    assert speech.log[at].cut_at is not None and speech.log[-1].cut_at is None
    client.press(pygame.K_DOWN)
    _quiet(client)
    assert speech.texts[at + 2:] == [f"Bottom. {summary.lines[last]}"]


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE])
def test_a_key_early_in_a_new_games_opening_never_cuts_it(client, monkeypatch, key):
    """T-7, T-28, as the counting game's new game (C-22): a new deal opens with the bid, every
    live player's at once, so a key that bids is never "not your turn" there: Enter (or Space)
    0.6 s into the opening of a game started on the timed engine (seed 11), then again 0.3 s
    later, marks and bids nothing and says nothing (the refused cue each time); the opening, the
    deal's line and the bid prompt are each said once, whole, in order, before the computers'
    bids."""
    from game.tricks.scenes import TricksTable, new_game
    from game.tricks.scenes.setup import remembered_setup
    monkeypatch.setattr(new_game, "fresh_seed", lambda: 11)
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start()
    _quiet(client)
    said = len(speech.log)
    table = TricksTable(client.app, remembered_setup(client.app), 11)
    table.hold_actions()
    client.app.replace(table)
    client.app.sound.played.clear()
    client.frames(36)
    client.press(key)
    client.frames(18)
    client.press(key)
    _quiet(client)
    assert client.app.sound.played.count("refused") == 2
    assert speech.texts[said:] == DEAL_1_OPENING + ["Anna has bid.", "Bob has bid."]
    assert [spoken.cut_at for spoken in speech.log[said:]] == [None] * 5 and speech.overlaps == 0
    assert table.marked == [] and table.session.state.phase == "bidding"


def test_keys_right_after_resume_in_bidding_wait_for_the_bid_prompt(client):
    """T-28, T-29, found by ear (3 players seed 5, Escape then Resume in deal 2's bidding): Right
    and Space 0.5 s into "Trick game. Deal 1. ... Choose 3 bid cards. ..." said on coming back
    read the hand and marked a card, the line cut at once. Now each plays the refused cue, the
    line is heard whole, nothing is marked; then Right reads the next card. (Escape here comes
    while the bid prompt is still being said: a bid prompt heard whole before the cover, and
    unchanged under it, is not waited for again: tests/test_keys_back_from_cover.py.)"""
    table, speech = _two_player_opening(client)
    _until_speaking(client, speech, "Choose 3 bid cards.")
    client.wait(20)
    client.press(pygame.K_ESCAPE)
    _quiet(client)
    assert client.app.top is not table
    client.press(pygame.K_RETURN)  # Resume
    assert client.app.top is table
    back = _until_speaking(client, speech, "Trick game.")
    assert "Choose 3 bid cards." in back.text
    client.wait(30)
    client.app.sound.played.clear()
    client.press(pygame.K_RIGHT)
    client.press(pygame.K_SPACE)
    assert client.app.sound.played == ["refused"] * 2
    _quiet(client)
    assert back.cut_at is None and table.marked == [] and table.focus == 0
    client.press(pygame.K_RIGHT)
    assert table.focus == 1 and speech.texts[-1] == "Jack of spades, 2 of 12"


def _trick_completed_by_another(client, table, speech):
    """Play the first deal (:func:`tricks_helpers.play_until`) until a computer player's card that
    completes a trick won by a computer player is being said, its trick's end still waiting;
    (that card's line, the trick's end line waiting)."""
    def reached():
        state = table.session.state
        spoken = speech._speaking()
        waiting = [item.text for item in client.app.announcer.queue.pending() if item.state == "queued"]
        if (spoken is not None and state.phase == "play" and not state.current_trick and state.played_tricks
                and state.turn not in (0, None) and waiting and " wins the trick " in waiting[0]
                and ":" in spoken.text and not spoken.text.startswith("You")):
            return spoken, waiting[0]
        return None
    return play_until(client, table, reached, failure="no trick completed by another player")


def test_enter_while_a_tricks_last_card_is_said_never_names_its_winner_first(client):
    """T-28: Enter, not the player's turn, pressed while another player's card that completes a
    trick is being said, the trick's end ("Bob wins the trick ...") still waiting: the answer is
    "Not your turn." alone, said right after the card (not cut), before the trick's end; never
    "Not your turn. Bob plays next.", which named the winner before it was heard (found by ear,
    4 players, seed 5)."""
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=4)
    table = client.app.top
    card, trick_end = _trick_completed_by_another(client, table, speech)
    played = len(table.session.state.played_tricks)
    client.press(pygame.K_RETURN)
    for _ in range(60 * 30):
        if trick_end in speech.texts[speech.texts.index(card.text):]:
            break
        client.wait(1)
    at = speech.texts.index(card.text)
    assert speech.texts[at:at + 3] == [card.text, "Not your turn.", trick_end]
    assert speech.log[at].cut_at is None
    assert len(table.session.state.played_tricks) == played and not table.session.state.current_trick


@pytest.mark.parametrize("key", [pygame.K_DOWN, pygame.K_END, pygame.K_SPACE])
def test_keys_on_the_summary_while_the_last_trick_is_said_neither_read_nor_cut_it(client, key):
    """T-28, T-29, found by ear (3 players, seed 12): Down pressed on the deal summary while the
    deal's last trick was still being said read "Deal 1: 1 of 3 made their bid." before the
    trick's winner, and each key after it cut the trick, which was said 6 times. A key that
    reads the summary (or has no action there), pressed before the summary's own line began,
    plays only the refused cue: the trick and the deal's end are said whole, once, then the
    summary from line 1; the cursor stays on line 1."""
    table, speech, summary = _to_the_deal_summary(client, seed=4)
    _until_speaking(client, speech, "Bob wins the trick with the 10 of clubs.")
    client.wait(20)
    client.app.sound.played.clear()
    client.press(key)
    client.wait(30)
    client.press(key)
    assert client.app.sound.played == ["refused", "refused"]
    _quiet(client)
    assert client.app.top is summary and summary.index == 0
    trick = "Bob wins the trick with the 10 of clubs. Tricks: you 0, Anna 4, Bob 5."
    at = speech.texts.index(trick)
    assert speech.texts[at:] == [trick, HEADLINE, summary.intro(), summary.lines[0]]
    assert speech.log[at].cut_at is None
