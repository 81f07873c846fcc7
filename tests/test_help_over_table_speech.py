"""F1 help (and the pause menu) over the counting table, by ear, on the fake engine of
timed_speech: the player's own doing pressed before F1 (the draw) is said before help's title,
never inside help nor on return from it; while help is open the table says nothing (the computer
players wait); on return only where the game stands is said, then the game goes on. A page closed
before its first line was said takes that line with it: never in the log nor the transcript."""

import pygame
import pytest

from tests.test_speech_pacing import _registered, quiet, start_timed  # noqa: F401  (the fixture registers the game)

MOVE = "You: 6 of hearts. Total 6."
DRAW = "You draw the king of clubs."
HELP_TITLE = "Keys for the counting game. 27 lines. Up and Down read them, Escape closes."
HELP_LINE_1 = "1 to 3: play the card in that place of your hand."
HELP_LINE_2 = "Left: previous card in your hand."
BACK = "Round 1. Total 6. Anna's turn."
ANNA = "Anna: 8 of hearts. Total 14."


def test_f1_right_after_a_draw_says_the_draw_first_and_nothing_of_the_table_inside_help(client):
    """Seed 7: 1 plays the 6 of hearts, Space (pressed while that is said) draws the king of clubs,
    F1 at once: the draw, then help; 30 s of reading help (Down once) say nothing of the table;
    Escape: where the game stands, then Anna plays. The draw is said once."""
    table, speech = start_timed(client)
    quiet(client, speech)
    before = len(speech.texts)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_F1)
    assert speech.texts[before:] == [MOVE]  # the move is being said; the draw and help wait behind it
    client.frames(60 * 15)
    client.press(pygame.K_DOWN)
    client.frames(60 * 15)
    assert speech.texts[before:] == [MOVE, DRAW, HELP_TITLE, HELP_LINE_1, HELP_LINE_2]
    assert all(spoken.cut_at is None for spoken in speech.log[before:])  # each heard whole
    assert table.session.state.turn == 1  # Anna waits while help is open
    client.press(pygame.K_ESCAPE)
    assert speech.texts[before + 5:] == [BACK]
    for _ in range(60 * 10):
        if ANNA in speech.texts:
            break
        client.frames(1)
    assert speech.texts[before + 5:] == [BACK, ANNA]
    assert speech.texts.count(DRAW) == 1


def test_the_pause_menu_right_after_a_draw_comes_after_the_draw(client):
    """Escape pressed right after Space: the draw is said, then "Paused. ...", and on Resume it is
    not said again."""
    table, speech = start_timed(client)
    quiet(client, speech)
    before = len(speech.texts)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    client.press(pygame.K_ESCAPE)
    client.frames(60 * 10)
    assert speech.texts[before:] == [MOVE, DRAW, "Paused. Resume, 1 of 5"]
    client.press(pygame.K_ESCAPE)  # Resume
    client.frames(60 * 2)
    assert speech.texts[before + 3:before + 5] == [BACK, ANNA]
    assert speech.texts.count(DRAW) == 1


# --------------------------------------------------------------------- back from help, a newer key
SITUATION_BOB = "Round 1. Total 14. Bob's turn."
TOO_LATE = "Too late to draw: you play the rest of this round with 2 cards."
BOB = "Bob: king of spades. Total 24."
TURN_24 = ("Your turn. Total 24. Your cards: queen of spades, 2 of spades. "
           "Enter plays the queen of spades.")


def _help_during_annas_card(client, key):
    """Seed 7: 1 plays the 6 of hearts (no draw); F1 0.1 s into Anna's card (cut early: it is
    held under help, said again on return), Escape 1 s later, then ``key`` (None: none) half a
    second after; returns (speech, the texts said from Escape on, the history)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    for _ in range(60 * 30):
        if ANNA_14 in speech.texts:
            break
        client.frames(1)
    client.frames(6)
    client.press(pygame.K_F1)
    client.frames(60)
    at = len(speech.texts)
    client.press(pygame.K_ESCAPE)
    client.frames(30)
    if key is not None:
        client.press(key)
    quiet(client, speech)
    return speech, speech.texts[at:], client.app.announcer.history.items()


ANNA_14 = "Anna: 8 of hearts. Total 14."


def test_back_from_help_where_the_game_stands_follows_the_held_moves(client):
    """No key after Escape: Anna's card (held under help), what it caused, then where the game
    stands, then Bob plays."""
    _speech, said, _history = _help_during_annas_card(client, None)
    assert said[:5] == [ANNA_14, TOO_LATE, SITUATION_BOB, BOB, TURN_24]


def test_back_from_help_a_status_key_answer_is_not_followed_by_the_outdated_situation(client):
    """C pressed after Escape while Anna's card is said again: its answer ("Total 14.") follows
    the held lines, and where the game stood at Escape is not said after it (it answered the
    older key: before the fix "Round 1. Total 14. Bob's turn." came after "Total 14.", 5 s after
    Escape); it leaves the log, never said."""
    _speech, said, history = _help_during_annas_card(client, pygame.K_c)
    assert said[:5] == [ANNA_14, TOO_LATE, "Total 14.", BOB, TURN_24]
    assert SITUATION_BOB not in history


def test_back_from_help_an_arrow_answer_is_not_followed_by_the_outdated_situation(client):
    """Right pressed after Escape, cutting Anna's card early again: its answer, Anna's card whole
    (a move is never lost), what it caused; then Bob plays: no situation line of before the key."""
    _speech, said, history = _help_during_annas_card(client, pygame.K_RIGHT)
    assert said[:6] == [ANNA_14, "2 of spades, 2 of 2", ANNA_14, TOO_LATE, BOB, TURN_24]
    assert SITUATION_BOB not in history


def _tricks_help_during(client, who, key, play=True):
    """Trick game, 3 players, seed 7 (simple computers, 0.3 s delay, the timed engine): the
    player bids 3 spades and, ``play``, discards; F1 0.1 s into the first line starting with
    ``who``, Escape 1 s later, ``key`` half a second after; returns (texts from Escape on, history)."""
    import importlib

    import game.tricks.menu_entry
    from tests.test_move_lines_never_lost import tricks_start

    importlib.reload(game.tricks.menu_entry)
    table, speech = tricks_start(client, 7)
    quiet(client, speech)
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    if play:
        quiet(client, speech)
        client.press(pygame.K_RETURN)
    for _ in range(60 * 30):
        if any(text.startswith(who) for text in speech.texts):
            break
        client.frames(1)
    client.frames(6)
    client.press(pygame.K_F1)
    client.frames(60)
    at = len(speech.texts)
    client.press(pygame.K_ESCAPE)
    client.frames(30)
    client.press(key)
    quiet(client, speech)
    return speech.texts[at:], client.app.announcer.history.items()


TRICKS_ANNA = "Anna: 10 of spades."
TRICKS_WON = "Bob wins the trick with the ace of spades. Tricks: you 0, Anna 0, Bob 1."
TRICKS_K = "Tricks: you 0, Anna 0, Bob 1. 1 of 9 played. You have 0 of 3 tricks: you need 3 more."
TRICKS_SITUATION = "Trick game. Deal 1. No cards on the table. Bob to play."


def test_tricks_back_from_help_a_status_answer_is_not_followed_by_the_outdated_situation(client):
    """T-28, T-29: the trick table as the counting one: K after Escape while Anna's card (held
    under help) is said again: the moves, the answer, then Bob leads; where the game stood at
    Escape is never said after the answer (before the fix it came after it)."""
    said, history = _tricks_help_during(client, "Anna:", pygame.K_k)
    assert said == [TRICKS_ANNA, TRICKS_WON, TRICKS_K, "Bob: ace of hearts.",
                    "Your turn. Bob led the ace of hearts. You have hearts. You have 0 of 3 tricks: you need 3 more. "
                    "Focus: 9 of hearts."]
    assert TRICKS_SITUATION not in history


def test_tricks_back_from_help_on_ones_turn_the_situation_stays_after_a_status_answer(client):
    """T-29: Escape while Bob's lead (held under help) is to be said again, on the player's turn
    then: K's answer follows the card, and where the game stands (the turn line, naming the
    focused card) is still said, last."""
    said, _history = _tricks_help_during(client, "Bob: ace of spades.", pygame.K_k, play=False)
    assert said[-1].startswith("Trick game. Your turn. Bob led the ace of spades.")
    assert said[-2].startswith("Tricks: you 0, Anna 0, Bob 0.")


BID_BACK = "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 9 of spades."
BID_PROMPT = "Choose 3 bid cards. H reads your hand; focus: 9 of spades."


def test_tricks_back_from_help_status_keys_in_turn_hear_the_bid_prompt_again_short(client):
    """T-28, T-29, found by a tester by ear (2 players, seed 31): F1 during the deal's opening,
    Escape, then D, T and K, each 0.7 s into the line said on coming back (cut each time before
    most of it was heard): after each answer the bid prompt alone is said again, not the whole
    line with "Trick game. Deal 1. No trumps." before it (three times 8 s, each cut); the last
    one is heard whole."""
    import importlib

    import game.tricks.menu_entry
    from timed_speech import app_timed_speech

    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client, 0.05)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=31)
    client.frames(60)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    for key in (pygame.K_d, pygame.K_t, pygame.K_k):
        for _ in range(60 * 30):
            if speech.log[-1].text in (BID_BACK, BID_PROMPT) and not speech.idle():
                break
            client.frames(1)
        client.frames(40)
        client.press(key)
    quiet(client, speech)
    said = [(spoken.text, spoken.cut_at is not None) for spoken in speech.log if spoken.text in (BID_BACK, BID_PROMPT)]
    assert said == [(BID_BACK, True), (BID_PROMPT, True), (BID_PROMPT, True), (BID_PROMPT, False)]


# ------------------------------------------------ a page closed before its line was heard
TURN_BACK = ("Round 1. Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
             "Enter plays the 6 of hearts.")


def _with_transcript(client, tmp_path):
    """A transcript file for the app (what the by-ear tool reads); returns a function giving its
    lines written from now on."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    at = len(path.read_text(encoding="utf-8").splitlines())
    return lambda: path.read_text(encoding="utf-8").splitlines()[at:]


def _shown_from(client, count):
    """The on-screen log's lines past the first ``count`` kept in the history."""
    return client.app.announcer.history.shown()[count:]


@pytest.mark.parametrize("mod, title, first", [
    (0, HELP_TITLE, HELP_LINE_1),
    (pygame.KMOD_CTRL, "Rules of the counting game. 43 lines. Up and Down read them, Escape closes.",
     "Ninety-Nine, the counting game"),
])
def test_a_page_closed_before_its_first_line_was_said_leaves_it_out_of_log_and_transcript(
        client, tmp_path, mod, title, first):
    """C-23: on the player's turn, F1 (the keys page) or Ctrl+F1 (the rules), Escape 0.5 s into
    the page's title: its first line, never said, is in neither the history, the on-screen log nor
    the transcript (found by ear: "1 to 3: play the card in that place of your hand." was in
    both, as if it had been said); the title, heard in part, and where the game stands are."""
    table, speech = start_timed(client)
    quiet(client, speech)
    written = _with_transcript(client, tmp_path)
    kept = len(client.app.announcer.history)
    before = len(speech.texts)
    client.press(pygame.K_F1, mod=mod)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    assert speech.texts[before:] == [title, TURN_BACK]
    assert _shown_from(client, kept) == [title, TURN_BACK]
    assert written() == [title, TURN_BACK]
    assert first not in client.app.announcer.history.items()


def test_a_page_line_heard_in_part_stays_in_log_and_transcript(client, tmp_path):
    """Escape 0.2 s into help's first line: it was begun, so it stays, as any line cut by a key."""
    table, speech = start_timed(client)
    quiet(client, speech)
    written = _with_transcript(client, tmp_path)
    client.press(pygame.K_F1)
    for _ in range(60 * 10):
        if HELP_LINE_1 in speech.texts:
            break
        client.frames(1)
    client.frames(12)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    assert written() == [HELP_TITLE, HELP_LINE_1, TURN_BACK]


def test_help_closed_while_it_waits_behind_ones_move_leaves_only_the_move(client, tmp_path):
    """C-23: 1 plays the 6 of hearts, F1 and Escape while the move is still said: help's title
    and first line waited behind it, never said: neither is in the log nor the transcript; the
    move (the player's own doing) is, then where the game stands."""
    table, speech = start_timed(client)
    quiet(client, speech)
    written = _with_transcript(client, tmp_path)
    kept = len(client.app.announcer.history)
    client.press(pygame.K_1)
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    waiting = "Round 1. Total 6. Anna is waiting for your draw: press Space."
    assert _shown_from(client, kept) == [MOVE, waiting]
    assert written() == [MOVE, waiting]
    assert HELP_TITLE not in client.app.announcer.history.items()


def test_tricks_a_page_closed_before_its_first_line_was_said_leaves_it_out(client, tmp_path):
    """T-28: the trick table as the counting one: F1 at the bid, Escape 0.5 s into the title;
    "Left: previous card." never said is in neither the log nor the transcript."""
    import importlib

    import game.tricks.menu_entry
    from tests.test_move_lines_never_lost import tricks_start

    importlib.reload(game.tricks.menu_entry)
    table, speech = tricks_start(client, 7)
    quiet(client, speech)
    written = _with_transcript(client, tmp_path)
    title = "Keys for the trick game. 27 lines. Up and Down read them, Escape closes."
    back = "Trick game. Deal 1. No trumps. Choose 3 bid cards. H reads your hand; focus: 6 of spades."
    client.press(pygame.K_F1)
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    assert written() == [title, back]
    assert "Left: previous card." not in client.app.announcer.history.items()


# --------------------------------------------------------------------- Resume on one's own turn
def test_resume_on_ones_own_turn_says_the_hand(client):
    """C-5, C-23: back from the pause menu on one's own turn, the turn line says the hand, as
    Continue does (found by ear: after a new round's deal was held under the pause menu, Resume
    said only "Round 2. Total 0. Your turn. Enter plays the 4 of hearts.": the new hand was never
    said)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_ESCAPE)
    quiet(client, speech)
    before = len(speech.texts)
    client.press(pygame.K_ESCAPE)  # Resume
    quiet(client, speech)
    assert speech.texts[before:] == [TURN_BACK]


def test_status_answers_behind_a_move_wait_for_the_table_under_a_second_cover(client):
    """C-22, found by ear (seed 7): C and S during Anna's card, Escape, then Options: the two
    answers, held under the pause menu behind her move, were said among the Options menu's
    lines ("Options. Speech: Automatic, 1 of 12" / "Total 14." / "Back, 12 of 12" / "Tokens:
    ..."), once her move had been heard. They wait for the table, and are said there before
    where the game stands: the tokens only, S's answer having replaced C's still waiting (a
    newer status key's answer replaces the older)."""
    table, speech = start_timed(client)
    quiet(client, speech)
    client.press(pygame.K_1)
    client.press(pygame.K_SPACE)
    for _ in range(60 * 20):
        if speech.log[-1].text == ANNA:
            break
        client.frames(1)
    client.frames(30)
    client.press(pygame.K_c)
    client.frames(30)
    client.press(pygame.K_s)
    client.frames(18)
    at = len(speech.texts)
    client.press(pygame.K_ESCAPE)
    for key, frames in ((pygame.K_DOWN, 120), (pygame.K_RETURN, 90), (pygame.K_END, 180), (pygame.K_ESCAPE, 120),
                        (pygame.K_ESCAPE, 120)):
        client.frames(frames)
        client.press(key)
    quiet(client, speech)
    assert speech.texts[at:at + 7] == [
        "Paused. Resume, 1 of 5", "Options, 2 of 5", "Options. Speech: Automatic, 1 of 12", "Back, 12 of 12",
        "Paused. Options, 2 of 5", "Tokens: you 9, Anna 9, Bob 9.", "Round 1. Total 14. Bob's turn."]
    assert "Total 14." not in speech.texts
