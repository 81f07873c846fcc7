"""A seated person out of the online counting game (C-18, C-20) follows the rest of it by ear and
never falls behind (found by a tester by ear: out, her speech fell 74 s behind the table, "The
game is over." came more than a minute after the server ended it, and C, S, T... pressed meanwhile
were never answered). The other people do not wait for her (the server paces only computers by
her ``heard``), so her app catches up as a spectator's does (docs/online.md "Pacing and seats"):
each update is handed to the table once the one before it was heard, so the status keys tell the
game as heard (C-22, C-23); when more than a few wait by then, "N moves skipped." and where the
game stands now are said, never a skip over a round's end, an elimination or the game's end,
which are said as they came. Also (a person still in): a status key's answer that waited behind
one's losing card is not said when the round's end just said the same words (the tokens twice in
a row, found by the same tester). Frames fed as the server sends them, timed speech."""

from __future__ import annotations

import re

import pygame

from game.counting.actions import PlayCard
from game.counting.options import CountingOptions
from game.counting.state import CountingState
from game.counting.visibility import random_action
from game.engine.cards import parse_cards
from online_frames import ana_out_first
from test_log_superseded_answers import _written
from test_online_table_speech import counting_table, frame, quiet

MOVE = re.compile(r"^(Bob|Ben): ")
TOTAL = re.compile(r"Total (?:stays |doubles to |halves to )?(\d+)\.")
SKIPPED = re.compile(r"^(\d+) moves? skipped\.$")


def out_first(least: int = 25):
    """A 3-player game (C-1), 2 tokens each (C-3), automatic draw (C-8), where Ana (seat 0) goes
    out first and the others play on for at least ``least`` more updates:
    the frames up to then and the frames of the rest of the game (numbered on)."""
    for state, rng, frames in ana_out_first(tokens=2, seeds=400):
        rest = []
        while state.winner is None:
            action = random_action(state, rng)
            rest.append(frame(state, len(frames) + len(rest) + 1, action.seat, state.apply(action)))
        if len(rest) >= least:
            return frames, rest
    raise AssertionError("no game where Ana goes out first and the others play on long enough")


def seconds(client) -> float:
    """The speech queue's time now (the app's game time)."""
    return client.app.announcer.queue.now


def test_an_out_person_is_never_left_behind_and_status_keys_answer(client):
    """C-18, C-20, C-22: Ana is out; Bob and Ben play a card every 0.6 s, faster than it can be
    said. Her speech is never more than a few seconds behind: the game's end is said within 8 s
    of its update; moves she could not hear in time are counted ("N moves skipped."), never said
    late, and none is said twice; C pressed while moves are being said is answered within 3 s
    with the total of the last move heard before that answer."""
    frames, rest = out_first()
    last = frames[-1]
    first = {"type": "update", "seq": last["seq"], "actor": None, "events": [], "view": last["view"]}
    table, link, speech = counting_table(client, _state_for(frames), first)
    quiet(client, speech)
    start = len(speech.log)
    asked = None
    for number, update in enumerate(rest):
        link.frames.append(update)
        client.frames(36)  # 0.6 s
        if number == 12:
            asked = (seconds(client), len(speech.log))
            client.press(pygame.K_c)
    end_fed = seconds(client)
    quiet(client, speech)
    said = speech.log[start:]
    texts = [spoken.text for spoken in said]
    # the last update (the card that ends the game, C-15, C-18, C-20) is said as it came, whole,
    # at most 8 s after it came (without the catch-up: more than 30 s)
    last_lines = ["Ben: 5 of diamonds. Total 102.", "Ben passed 99: owes 2 tokens, has 0 and is out. 1 player left.",
                  "Round 2 over. Tokens: you out, Bob 1, Ben out."]
    assert texts[-len(last_lines):] == last_lines, texts
    assert said[-len(last_lines)].start - end_fed <= 8.0, (said[-len(last_lines)].start - end_fed, texts)
    # what could not be heard in time is counted, then where the game stands, never "You are out" again
    skips = [i for i, text in enumerate(texts) if SKIPPED.match(text)]
    assert skips, texts
    for i in skips:
        assert re.fullmatch(r"Round \d+\. Total \d+\. (Bob|Ben)'s turn\. Tokens: you out, Bob \d, Ben \d\.",
                            texts[i + 1]), texts[i + 1]
    assert sum(int(SKIPPED.match(texts[i]).group(1)) for i in skips) + len(
        [text for text in texts if MOVE.match(text)]) == len(rest), texts  # every move said or counted, once
    # C's answer: within 3 s, the total of the last move line begun before it
    asked_at, index = asked
    answer = next(spoken for spoken in speech.log[index:] if re.fullmatch(r"Total \d+\.", spoken.text))
    assert answer.start - asked_at <= 3.0, (answer.start - asked_at, texts)
    before = [spoken.text for spoken in speech.log[:speech.log.index(answer)] if MOVE.match(spoken.text)
              or SKIPPED.match(spoken.text) or spoken.text.startswith("Round ")]
    heard_total = TOTAL.findall(before[-1])
    assert heard_total and answer.text == f"Total {heard_total[-1]}.", (answer.text, before[-3:])


def _state_for(frames):
    """A state with the options of the game (the table takes its setup from it)."""
    return CountingState.new(CountingOptions(players=3, draw="auto", tokens=2), 0, dealer=0)


def _losing_card(client):
    """Ana's turn at 95 with the king of hearts (key 1), 3 tokens each (C-3): her card passes 99
    (C-15: she loses 2 tokens, the round ends); the server's update of it comes back at once."""
    options = CountingOptions(players=3, draw="auto", tokens=3)
    state = CountingState.from_position(
        options, seed=1, dealer=2, hands=[parse_cards(h) for h in (["KH", "QH", "5S"], ["3H", "4C", "8D"], ["6C", "7D", "9H"])],
        stock=parse_cards(["8S", "8H", "8C", "9S", "9C", "5D", "2C", "2D", "3S", "3D"]), pile=parse_cards(["QS"]),
        total=95, turn=0, tokens=[3, 3, 3])
    first = {"type": "update", "seq": 1, "actor": None, "events": [], "view": frame(state, 1, None, [])["view"]}
    table, link, speech = counting_table(client, state, first)
    quiet(client, speech)
    start = len(speech.log)
    client.press(pygame.K_1)
    client.frames(3)
    link.frames.append(frame(state, 2, 0, state.apply(PlayCard(0, state.hands[0][0]))))
    client.frames(5)
    return speech, start


ROUND_OVER = ["You: king of hearts. Total 105.", "You passed 99: you lose 2 tokens. 1 left.",
              "Round 1 over. Tokens: you 1, Bob 3, Ben 3. Enter: next round."]  # (its cause just said: C-23)


def test_tokens_asked_during_ones_losing_card_are_not_said_again_after_the_round_end(client, tmp_path):
    """C-15, C-21, C-22: S pressed while "You: king of hearts. Total 105." is said waits for
    one's own move and what it caused; the round's end, begun after the key, says "Tokens: you
    1, Bob 3, Ben 3." itself, so S's answer, the same words, is not said (found by a tester by
    ear: the same tokens twice in a row, 8 s after the key); nor is it in the transcript."""
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    speech, start = _losing_card(client)
    client.press(pygame.K_s)
    quiet(client, speech)
    assert [spoken.text for spoken in speech.log[start:]] == ROUND_OVER
    history = client.app.announcer.history
    assert history.items()[-3:] == ROUND_OVER and history.shown()[-3:] == ROUND_OVER
    assert _written(path)[-3:] == ROUND_OVER


def test_tokens_asked_again_once_the_round_end_was_heard_are_said(client):
    """C-22: S pressed after the round's end was heard asks for the tokens again: said, whole."""
    speech, start = _losing_card(client)
    quiet(client, speech)
    client.press(pygame.K_s)
    quiet(client, speech)
    assert [spoken.text for spoken in speech.log[start:]] == ROUND_OVER + ["Tokens: you 1, Bob 3, Ben 3."]


def test_every_status_key_answers_an_out_person_while_moves_pour_in(client):
    """C-18, C-22: out, Ana presses N, P, R, T, C, S and H one after another, each once the last was answered, while
    Bob and Ben play a card every second: each key is answered within 8 s, at most after the line being
    said and the skip it waits for (before: no answer at
    all, each waiting behind a minute of moves until the game's end dropped it)."""
    frames, rest = out_first()
    last = frames[-1]
    first = {"type": "update", "seq": last["seq"], "actor": None, "events": [], "view": last["view"]}
    table, link, speech = counting_table(client, _state_for(frames), first)
    quiet(client, speech)
    answers = []
    say = table.say

    def recording(text, **options):
        said = say(text, **options)
        if options.get("question") is not None and said is not None:
            answers.append(said)
        return said
    table.say = recording
    keys = [pygame.K_n, pygame.K_p, pygame.K_r, pygame.K_t, pygame.K_c, pygame.K_s, pygame.K_h]
    waiting, heard = None, []  # (the key's time, its answer's index) until its answer was said
    for update in rest + [None] * 8:  # (then 8 s more, nothing new coming: the game's end)
        if update is not None:
            link.frames.append(update)
        for _frame in range(60):  # 1 s (the tester's scripted people: --delay 1)
            client.frames(1)
            answer = answers[waiting[1]] if waiting is not None and len(answers) > waiting[1] else None
            if answer is not None and answer.begun and not answer.pending:
                assert answer.cut_at is None, answer  # heard whole
                heard.append((answer.started - waiting[0], answer.text))
                waiting = None
            elif answer is not None and not answer.pending:  # the line said after the key told it
                told = next(spoken for spoken in reversed(speech.log) if spoken.end <= seconds(client) + 1e-6)
                assert answer.superseded and told.start >= waiting[0] and f" {answer.text}" in f" {told.text}", (
                    answer, told)
                heard.append((told.start - waiting[0], answer.text))
                waiting = None
            if waiting is not None:
                assert answer is None or answer.begun or seconds(client) - waiting[0] <= 8.0, (
                    waiting, [a.text for a in answers], speech.texts[-4:])
            elif keys:
                waiting = (seconds(client), len(answers))
                client.press(keys.pop(0))
    assert not keys and waiting is None, (keys, heard)
    assert all(delay <= 8.0 for delay, _text in heard), heard
    assert [text.split(" ")[0] for _delay, text in heard] == [
        "Cards:", "Pile:", "Round", heard[3][1].split(" ")[0], "Total", "Tokens:", "You"], heard
    assert heard[3][1].startswith(("Ben's turn.", "Bob's turn.")) and heard[-1][1] == "You are out of the game.", heard
