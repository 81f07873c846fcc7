"""The log shows what was said: a prompt cut in its first instant (less than 0.3 s,
game.speech.queue.UNHEARD_SECONDS), nothing of it heard, by what made it untrue (the player's
move), and a focus answer cut so by a newer key's answer (a held arrow's next repeat, the edge),
leave the history (Page Up), the on-screen log and the transcript, as a line dropped before it
began. Heard longer, they stay, as any line a key cut. Found by testers by ear: Space as the draw
reminder began (C-8, C-22), a held arrow at the counting table (C-22) and in the trick game's
bidding (T-28)."""

import importlib

import pygame

from tests.test_counting_table import _registered  # noqa: F401  (the fixture registers the game)
from tests.test_speech_pacing import quiet, start_timed
from timed_speech import app_timed_speech

DRAW = "You can still draw: press Space."
PLAYED = "You: 6 of hearts. Total 6."
DRAWN = "You draw the king of clubs."


def _transcript(client, tmp_path):
    path = tmp_path / "transcript.txt"
    assert client.app.announcer.open_transcript(path) is None
    return path


def _written(path):
    return path.read_text(encoding="utf-8").splitlines()


def _space_into_the_draw_reminder(client, tmp_path, frames):
    """Seed 7, 3 players, manual draw (C-8): 1 plays the 6 of hearts; Space ``frames`` frames
    after "You can still draw: press Space." began (its move line said whole before it)."""
    _table, speech = start_timed(client)
    quiet(client, speech)
    path = _transcript(client, tmp_path)
    client.press(pygame.K_1)
    for _ in range(60 * 10):
        if speech.texts[-1] == DRAW:
            break
        client.frames(1)
    reminder = speech.log[-1]
    client.frames(frames)
    client.press(pygame.K_SPACE)
    for _ in range(60 * 10):
        if speech.texts[-1] == DRAWN:
            break
        client.frames(1)
    return speech, reminder, path


def test_space_as_the_draw_reminder_begins_takes_it_out_of_the_log_history_and_transcript(client, tmp_path):
    """C-8, C-22, found by a tester by ear (Russian, seed 11): Space right as the move line ended,
    the reminder cut 0.03 s in, never heard, became untrue with the draw: it was in the log, the
    transcript and the history, and Page Up read it. Now they read as heard: the move, the draw."""
    speech, reminder, path = _space_into_the_draw_reminder(client, tmp_path, 1)
    assert reminder.text == DRAW and reminder.cut_at is not None and reminder.cut_at - reminder.start < 0.05
    assert speech.texts[-3:] == [PLAYED, DRAW, DRAWN]  # (the voice began it: 0.03 s, nothing heard)
    history = client.app.announcer.history
    assert history.items()[-2:] == history.shown()[-2:] == [PLAYED, DRAWN]
    client.press(pygame.K_PAGEUP)  # while the draw is said: answered after it, the line before it
    for _ in range(600):
        if speech.texts[-1] != DRAWN:
            break
        client.frames(1)
    assert speech.texts[-1] == PLAYED
    quiet(client, speech)
    written = _written(path)
    assert written[written.index(PLAYED):][:2] == [PLAYED, DRAWN] and DRAW not in written


def test_space_once_the_draw_reminder_was_heard_in_part_leaves_it_in_the_log(client, tmp_path):
    """C-8: Space 0.5 s into the reminder ("You can still..." heard): it stays in the history, the
    log and the transcript, as any line a key cut after its first instant."""
    speech, reminder, path = _space_into_the_draw_reminder(client, tmp_path, 30)
    assert reminder.cut_at is not None and 0.45 < reminder.cut_at - reminder.start < 0.55
    history = client.app.announcer.history
    assert history.items()[-3:] == history.shown()[-3:] == [PLAYED, DRAW, DRAWN]
    quiet(client, speech)
    written = _written(path)
    assert written[written.index(PLAYED):][:3] == [PLAYED, DRAW, DRAWN]


def _hold_key(client, seconds=1.5, key=pygame.K_RIGHT):
    """``key`` (Right unless given) held ``seconds``, as pygame's key repeat (400, 60) sends it:
    the press, the first repeat 0.4 s later (24 frames), then one every 4 frames (0.067 s), then
    the release."""
    def down():
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    down()
    client.frames(24)
    frames = 24
    while frames + 4 <= seconds * 60:
        down()
        client.frames(4)
        frames += 4
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    client.frames(1)


def test_a_held_arrow_leaves_in_the_log_only_the_focus_lines_heard(client, tmp_path):
    """T-28, found by a tester by ear: Right held 1.5 s in the trick game's bidding put 11 focus
    lines on the log strip, 2 of them heard; a sighted helper read lines the player never heard.
    The press's answer, heard 0.4 s until the first repeat cut it, stays; each repeat's, cut 0.067 s
    in by the next, leaves the history, the log and the transcript; the edge's line, heard whole,
    stays. Page Up reads the press's answer."""
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=7)
    quiet(client, speech)
    path = _transcript(client, tmp_path)
    said, logged = len(speech.log), len(client.app.announcer.history)
    _hold_key(client)
    quiet(client, speech)
    first, last = "7 of spades, 2 of 12", "End of hand. King of diamonds, 12 of 12"
    assert speech.texts[said:] == [
        first, "Queen of spades, 3 of 12", "7 of hearts, 4 of 12", "9 of hearts, 5 of 12", "7 of clubs, 6 of 12",
        "Jack of clubs, 7 of 12", "King of clubs, 8 of 12", "7 of diamonds, 9 of 12", "9 of diamonds, 10 of 12",
        "Jack of diamonds, 11 of 12", "King of diamonds, 12 of 12", last]
    assert all(spoken.cut_at - spoken.start < 0.1 for spoken in speech.log[said + 1:-1])
    history = client.app.announcer.history
    assert history.items()[logged:] == history.shown()[logged:] == [first, last]
    assert _written(path) == [first, last]
    client.press(pygame.K_PAGEUP)
    assert speech.texts[-1] == first


def test_a_held_arrow_at_the_counting_table_logs_the_press_and_the_edge(client, tmp_path):
    """C-22, found by a tester by ear (seed 11): Right held on one's turn logged "King of hearts:
    total 35, ..., 3 of 3", cut 0.067 s in by the edge's words, then "End of hand. King of hearts:
    ..."; the player heard the press's answer and the edge's. The log, the history and the
    transcript now hold those two."""
    from counting_helpers import timed_position
    _table, speech = timed_position(client, (["3C", "QH", "KH"], ["KC", "KD"], ["5C", "7D"]), 25, turn=0,
                                    dealer=2, draw="manual")
    quiet(client, speech)
    path = _transcript(client, tmp_path)
    said, logged = len(speech.log), len(client.app.announcer.history)
    _hold_key(client, seconds=1.0)
    quiet(client, speech)
    queen = "Queen of hearts: total 35, passes 33: you lose 1 token, 2 of 3"
    king = "King of hearts: total 35, passes 33: you lose 1 token, 3 of 3"
    edge = "End of hand. " + king
    assert speech.texts[said:] == [queen, king, edge]
    assert speech.log[said + 1].cut_at - speech.log[said + 1].start < 0.1
    history = client.app.announcer.history
    assert history.items()[logged:] == history.shown()[logged:] == [queen, edge]
    assert _written(path) == [queen, edge]


def test_policy_a_draw_reminder_cut_at_once_by_the_card_that_closed_the_draw_leaves_the_log(tmp_path):
    """C-8: another player's card closes the draw 0.1 s into "You can still draw: press Space."
    (SpeechQueue.cut_prompts): untrue, nothing of it heard, it leaves the history and is never
    written; 0.5 s in, heard in part, it stays. A transcript closed while a line is in its first
    instant still gets that line, begun."""
    from game.speech import Announcer
    from timed_speech import Clock, TimedSpeech

    clock = Clock()
    speech = TimedSpeech(clock)
    announcer = Announcer(speech)
    table = object()

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)

    path = tmp_path / "transcript.txt"
    assert announcer.open_transcript(path) is None
    announcer.say(PLAYED, move=True, scene=table)
    announcer.say(DRAW, kind="prompt", scene=table)
    run(1.4 + 0.1)  # the move line said (1.4 s), the reminder 0.1 s in
    assert speech.texts == [PLAYED, DRAW]
    announcer.queue.cut_prompts(table)
    announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    run(0.5)
    assert announcer.history.items() == announcer.history.shown() == [PLAYED, "Anna: 8 of hearts. Total 14."]
    assert _written(path) == [PLAYED, "Anna: 8 of hearts. Total 14."]
    run(5)
    announcer.say(DRAW, kind="prompt", scene=table)
    run(0.5)
    announcer.queue.cut_prompts(table)
    run(1)
    assert announcer.history.items()[-1] == _written(path)[-1] == DRAW
    announcer.say("Your turn.", kind="prompt", scene=table)
    run(0.1)
    announcer.close_transcript()
    assert _written(path)[-1] == "Your turn."


def test_a_held_arrow_in_a_menu_leaves_in_the_log_only_the_values_heard(client, tmp_path):
    """Found by a tester by ear on the new counting game screen: Left held 2.5 s on "Starting
    tokens: 9" said 3 lines and logged 9 ("8", "7", ... "1, lowest"). A menu's answer to a move
    or a value change is a focus answer: cut in its first instant by the next repeat's, it
    leaves the history, the log and the transcript; the press's answer (heard 0.4 s) and the
    limit's stay."""
    from game.counting.scenes.new_game import NewCountingGame
    from game.scenes.registry import discover_games
    discover_games()
    speech = app_timed_speech(client)
    client.start()
    menu = NewCountingGame(client.app)
    client.push(menu)
    quiet(client, speech)
    client.press(pygame.K_DOWN)
    quiet(client, speech)
    assert speech.texts[-1].startswith("Starting tokens: 9")
    path = _transcript(client, tmp_path)
    said, logged = len(speech.log), len(client.app.announcer.history)
    _hold_key(client, 2.5, key=pygame.K_LEFT)
    quiet(client, speech)
    assert speech.texts[said] == "Starting tokens: 8, choice 8 of 50"
    assert speech.texts[-1] == "Starting tokens: 1, lowest."
    assert len(speech.log) - said == 9
    heard = [spoken.text for spoken in speech.log[said:] if spoken.cut_at is None or spoken.cut_at - spoken.start >= 0.3]
    assert heard == ["Starting tokens: 8, choice 8 of 50", "Starting tokens: 1, lowest."]
    history = client.app.announcer.history
    assert history.items()[logged:] == history.shown()[logged:] == heard
    assert _written(path) == heard
