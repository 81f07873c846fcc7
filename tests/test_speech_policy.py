"""The speech policy of game.speech.queue, exactly, on a fake engine that takes 0.05 s a character
(plus 0.1 s to start) on a clock the test moves: events once and in order, never again after a
key cut them; prompts dropped once stale; answers first; the player's own move always said;
notices before prompts; nothing of a scene that was left; one message at a time."""

import pytest

from game.speech import Announcer, RecordingSpeech, SilentSpeech
from game.speech.backends import SpeechBackend
from game.speech.pace import spoken_units
from game.speech.queue import CUT, DONE, DROPPED, SECONDS_PER_CHAR, START_SECONDS

from timed_speech import Clock, TimedSpeech


class Scene:
    """Stands for a scene: what it says is tagged with it."""

    def __init__(self, name):
        self.name = name


@pytest.fixture
def world():
    clock = Clock()
    speech = TimedSpeech(clock)
    announcer = Announcer(speech)

    def run(seconds):
        """Move time on in 1/60 s steps, as the app's updates do."""
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)
    return clock, speech, announcer, run


def test_events_are_said_once_in_order_one_at_a_time(world):
    _clock, speech, announcer, run = world
    table = Scene("table")
    for text in ("Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24.", "Carl: 2 of clubs. Total 26."):
        announcer.say(text, scene=table)
    assert speech.texts == ["Anna: 8 of hearts. Total 14."]  # the next waits until this one is heard
    run(10)
    assert speech.whole == ["Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24.",
                            "Carl: 2 of clubs. Total 26."]
    assert speech.overlaps == 0


def test_a_key_cuts_an_event_which_is_never_said_again_and_the_waiting_ones_follow(world):
    """Cut once most of it was said (1.3 s of 1.5 s; more than HEARD_FRACTION of its expected
    2.02 s), another player's card is not said again."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    first = announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    announcer.say("Bob: king of spades. Total 24.", scene=table)
    run(1.3)
    announcer.say("Total 14.", interrupt=True, scene=table)  # C: the player's own key
    run(10)
    assert first.state == CUT
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Total 14.", "Bob: king of spades. Total 24."]
    assert speech.log[0].cut_at == pytest.approx(1.3)
    assert announcer.history.items() == ["Anna: 8 of hearts. Total 14.", "Total 14.",
                                         "Bob: king of spades. Total 24."]  # keeps the cut one; in spoken order


def test_a_newer_prompt_drops_a_waiting_one_that_is_never_said(world):
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    stale = announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    announcer.say("2 seconds left to draw: press Space.", kind="prompt", scene=table)
    run(10)
    assert stale.state == DROPPED
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "2 seconds left to draw: press Space."]


def test_the_players_own_move_drops_waiting_prompts_and_cuts_one_being_said(world):
    _clock, speech, announcer, run = world
    table = Scene("table")
    turn = announcer.say("Your turn. Total 0. Your cards: 6 of hearts.", kind="prompt", scene=table)
    run(0.3)
    announcer.say("You: 6 of hearts. Total 6.", move=True, scene=table)
    reminder = announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    announcer.say("You draw the king of clubs.", move=True, scene=table)  # Space at once
    run(10)
    assert turn.state == CUT and reminder.state == DROPPED
    assert speech.texts == ["Your turn. Total 0. Your cards: 6 of hearts.", "You: 6 of hearts. Total 6.",
                            "You draw the king of clubs."]
    assert speech.log[1].cut_at is None  # the move was said to its end: the draw waited behind it


def test_prompts_made_untrue_are_cut_when_being_said_and_dropped_when_waiting(world):
    """C-8: Ben's card closes the draw while "2 seconds left to draw: press Space." is being
    said: it is cut at once (the engine stops), a prompt still waiting is never said, another
    scene's prompt and this scene's events are kept, and the card is said next."""
    clock, speech, announcer, run = world
    table, other = Scene("table"), Scene("other")
    warning = announcer.say("2 seconds left to draw: press Space.", kind="prompt", scene=table)
    announcer.say("Anna joined the table.", scene=table)
    waiting = announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    kept = announcer.say("Chat is open.", kind="prompt", scene=other)
    run(0.5)
    announcer.cut_prompts(table)
    announcer.say("Ben: 7 of hearts. Total 13.", scene=table)
    run(10)
    assert warning.state == CUT and waiting.state == DROPPED and kept.state == DONE
    assert speech.log[0].cut_at == pytest.approx(clock.now - 10, abs=1e-6)
    assert speech.stops == 1
    assert speech.texts == ["2 seconds left to draw: press Space.", "Anna joined the table.", "Chat is open.",
                            "Ben: 7 of hearts. Total 13."]
    assert speech.overlaps == 0


def test_cutting_prompts_leaves_an_event_being_said_alone(world):
    _clock, speech, announcer, run = world
    table = Scene("table")
    card = announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    run(0.3)
    announcer.cut_prompts(table)
    run(10)
    assert card.state == DONE and speech.stops == 0
    assert speech.texts == ["Anna: 8 of hearts. Total 14."]


def test_an_answer_waits_behind_the_players_move_and_replaces_an_older_answer(world):
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("You: 6 of hearts. Total 6.", move=True, scene=table)
    run(0.2)
    announcer.say("Total 6.", interrupt=True, scene=table)
    announcer.say("Tokens: you 9, Anna 9.", interrupt=True, scene=table)  # S right after C
    run(10)
    assert speech.texts == ["You: 6 of hearts. Total 6.", "Tokens: you 9, Anna 9."]
    assert all(spoken.cut_at is None for spoken in speech.log)


def test_a_notice_comes_before_a_waiting_prompt(world):
    """The start-up notice ("The screen reader or system voice did not answer ...") is not heard behind the first
    turn prompt: the prompt stays the last thing said before the player acts."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Counting game, 3 players.", interrupt=True, scene=table)
    announcer.say("Round 1. Bob deals. You play first.", scene=table)
    announcer.say("Your turn. Total 0.", kind="prompt", scene=table)
    announcer.notice("The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.")
    run(20)
    assert speech.texts == ["Counting game, 3 players.", "Round 1. Bob deals. You play first.",
                            "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                            "Your turn. Total 0."]


def test_help_follows_its_title_and_the_next_key_drops_the_rest(world):
    _clock, speech, announcer, run = world
    help_page = Scene("help")
    announcer.notice("Settings could not be read.")
    announcer.say("Keys for Main menu. 16 lines.", interrupt=True, scene=help_page)
    announcer.say("Up: previous item.", follow=True, scene=help_page)
    run(10)
    # the notice, 0 s in, is said to its end first (once), then the help's title and its first line
    assert speech.texts == ["Settings could not be read.", "Keys for Main menu. 16 lines.", "Up: previous item."]
    assert all(spoken.cut_at is None for spoken in speech.log)
    speech.log.clear()
    announcer.say("Keys for Main menu. 16 lines.", interrupt=True, scene=help_page)
    rest = announcer.say("Up: previous item.", follow=True, scene=help_page)
    announcer.say("Down: next item.", interrupt=True, scene=help_page)
    run(10)
    assert rest.state == DROPPED and speech.texts == ["Keys for Main menu. 16 lines.", "Down: next item."]


def test_nothing_of_a_scene_that_was_left_is_said_after(world):
    _clock, speech, announcer, run = world
    old_game, menu = Scene("old game"), Scene("main menu")
    saying = announcer.say("Anna is out. 1 player left.", scene=old_game)
    waiting = announcer.say("Bob wins the game.", scene=old_game)
    run(0.2)
    announcer.scene_left(old_game)
    announcer.say("Anna: 5 of diamonds. Total 71.", scene=old_game)  # a late word of the left table
    announcer.say("Main menu. Counting game, 1 of 6", interrupt=True, scene=menu)
    run(10)
    assert saying.state == CUT and waiting.state == DROPPED
    assert speech.texts == ["Anna is out. 1 player left.", "Main menu. Counting game, 1 of 6"]
    announcer.scene_entered(old_game)  # pushed again: speaks again
    announcer.say("Round 1. Bob deals. You play first.", scene=old_game)
    assert speech.texts[-1] == "Round 1. Bob deals. You play first."


def test_a_covered_scene_keeps_its_messages_until_it_is_on_top_again(world):
    _clock, speech, announcer, run = world
    table, pause = Scene("table"), Scene("pause")
    on_top = [table]
    announcer.queue.active = lambda scene: scene is None or scene is on_top[-1]
    announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    announcer.say("Bob: king of spades. Total 24.", scene=table)
    run(1.3)  # most of Anna's card was heard: it is not said again
    on_top.append(pause)
    announcer.say("Paused. Resume, 1 of 4", interrupt=True, scene=pause)
    run(10)
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Paused. Resume, 1 of 4"]
    on_top.pop()
    announcer.scene_left(pause)
    announcer.say("Round 1. Total 24. Your turn.", kind="prompt", scene=table)
    run(10)
    assert speech.texts[2:] == ["Bob: king of spades. Total 24.", "Round 1. Total 24. Your turn."]


def test_the_players_own_doing_waiting_when_help_comes_is_said_before_it_never_inside_it(world):
    """F1 pressed while "You: 6 of hearts." is said and the draw the player pressed before F1
    waits: the draw is said next, then help's title and its first line (in that order), and
    nothing of the table while help is open; on return only what the table says then."""
    _clock, speech, announcer, run = world
    table, help_page = Scene("table"), Scene("help")
    on_top = [table]
    announcer.queue.active = lambda scene: scene is None or scene is on_top[-1]
    announcer.say("You: 6 of hearts. Total 6.", move=True, scene=table)
    announcer.say("You passed 33: you lose 1 token. 8 left.", own=True, scene=table)
    run(0.3)
    announcer.say("You draw the king of clubs.", move=True, scene=table)
    on_top.append(help_page)
    announcer.scene_entered(help_page)
    announcer.say("Keys for Counting game. 27 lines.", interrupt=True, scene=help_page)
    announcer.say("1 to 3: play the card in that place of your hand.", follow=True, scene=help_page)
    run(30)
    assert speech.texts == ["You: 6 of hearts. Total 6.", "You passed 33: you lose 1 token. 8 left.",
                            "You draw the king of clubs.", "Keys for Counting game. 27 lines.",
                            "1 to 3: play the card in that place of your hand."]
    assert all(spoken.cut_at is None for spoken in speech.log)
    on_top.pop()
    announcer.scene_left(help_page)
    announcer.say("Round 1. Total 6. Anna's turn.", kind="prompt", scene=table)
    run(10)
    assert speech.texts[5:] == ["Round 1. Total 6. Anna's turn."]


def test_a_status_answer_behind_another_players_move_stays_held_under_help(world):
    """The player's own status answer that waits behind Anna's card (it tells the game after
    that card) is not said before the card: both wait under help, and follow in order on return."""
    _clock, speech, announcer, run = world
    table, help_page = Scene("table"), Scene("help")
    on_top = [table]
    announcer.queue.active = lambda scene: scene is None or scene is on_top[-1]
    announcer.say("Bob: king of spades. Total 24.", scene=table)
    announcer.say("Anna: 8 of hearts. Total 32.", scene=table)
    announcer.say("Total 32.", own=True, scene=table)  # C, pressed while the cards are said
    run(1.7)  # Bob's card is heard, Anna's has just begun (cut by help now: said whole on return)
    on_top.append(help_page)
    announcer.scene_entered(help_page)
    announcer.say("Keys for Counting game. 27 lines.", interrupt=True, scene=help_page)
    run(10)
    assert speech.texts == ["Bob: king of spades. Total 24.", "Anna: 8 of hearts. Total 32.",
                            "Keys for Counting game. 27 lines."]
    on_top.pop()
    announcer.scene_left(help_page)
    run(10)
    assert speech.texts[3:] == ["Anna: 8 of hearts. Total 32.", "Total 32."]


def test_unheard_events_are_the_other_players_not_yet_heard_to_their_end(world):
    _clock, _speech, announcer, run = world
    table = Scene("table")
    announcer.say("You: 6 of hearts. Total 6.", move=True, scene=table)
    assert announcer.unheard_events(table) == []  # the player's own move never holds keys back
    anna = announcer.say("Anna: 8 of hearts. Total 14.", scene=table, gist="Anna just played: total 14.")
    announcer.say("Your turn. Total 14.", kind="prompt", scene=table)
    assert announcer.unheard_events(table) == [anna]
    run(3)
    assert anna.state == DONE and announcer.unheard_events(table) == []


def test_stop_silences_everything_waiting(world):
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    later = announcer.say("Bob: king of spades. Total 24.", scene=table)
    announcer.stop()
    run(10)
    assert later.state == DROPPED and speech.texts == ["Anna: 8 of hearts. Total 14."]
    assert not announcer.speech_busy()


def test_a_backend_that_cannot_tell_gets_one_message_per_estimated_length():
    class Blind(RecordingSpeech):
        knows_speaking = False

    speech = Blind()
    announcer = Announcer(speech)
    announcer.say("Anna: 8 of hearts. Total 14.")  # 28 characters
    announcer.say("Bob: king of spades. Total 24.")
    estimate = START_SECONDS + 28 * SECONDS_PER_CHAR
    steps = round(estimate * 60)
    for _ in range(steps - 1):
        announcer.tick(1 / 60)
    assert speech.texts == ["Anna: 8 of hearts. Total 14."] and announcer.speech_busy()
    announcer.tick(1 / 60)
    announcer.tick(1 / 60)
    assert speech.spoken == [("Anna: 8 of hearts. Total 14.", False), ("Bob: king of spades. Total 24.", False)]


@pytest.mark.parametrize("backend", [RecordingSpeech, SilentSpeech])
def test_text_only_and_the_recorder_are_done_at_once(backend):
    speech: SpeechBackend = backend()
    announcer = Announcer(speech)
    announcer.say("Anna: 8 of hearts. Total 14.")
    announcer.say("Your turn. Total 14.", kind="prompt")
    assert not announcer.speech_busy()
    if isinstance(speech, RecordingSpeech):
        assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Your turn. Total 14."]


def test_an_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown kind of message 'shout'"):
        Announcer(RecordingSpeech()).say("Hello.", kind="shout")


def test_the_players_move_skips_what_others_did_that_was_not_heard_yet(world):
    """Enter on a round's end while its last lines are still waiting: the new round is said, the
    waiting lines are not said after it (the history keeps them); what the player's own last move
    caused still comes, in order, before the next move."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Anna: 5 of hearts. Total 99.", scene=table)
    skipped = announcer.say("Round 1 over: Anna reached 99. Enter: next round.", scene=table)
    run(0.5)
    announcer.say("Round 2. Bob deals. You play first.", move=True, scene=table)
    run(10)
    assert skipped.state == DROPPED
    assert speech.texts == ["Anna: 5 of hearts. Total 99.", "Round 2. Bob deals. You play first."]
    speech.log.clear()
    announcer.say("You: jack of clubs. Total 20.", move=True, scene=table)
    announcer.say("Anna misses a turn.", own=True, scene=table)
    announcer.say("You draw the 4 of hearts.", move=True, scene=table)
    run(10)
    assert speech.texts == ["You: jack of clubs. Total 20.", "Anna misses a turn.", "You draw the 4 of hearts."]


def test_a_backend_stuck_saying_it_speaks_is_timed_by_length_after_20_seconds(world):
    clock, speech, announcer, run = world
    speech.idle = lambda: False
    announcer.say("Anna: 8 of hearts. Total 14.")
    later = announcer.say("Bob: king of spades. Total 24.")
    run(19.9)
    assert later.state == "queued"
    run(0.2)
    assert later.state == "speaking" and not announcer.queue.trust_idle
    run(START_SECONDS + len(later.text) * SECONDS_PER_CHAR + 0.05)
    assert later.state == DONE and not announcer.speech_busy()


def test_what_the_players_move_caused_is_said_before_a_later_key(world):
    """You play (a line your card caused follows): a key pressed meanwhile is answered after that
    line, not before it; a draw pressed then replaces the waiting answer and comes after it too."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("You: 8 of clubs. Total 104.", move=True, scene=table)
    announcer.say("You passed 99: you owe 2 tokens and have 1. You are out. 2 players left.", own=True,
                  scene=table)
    announcer.say("Round 1 over: you passed 99. Next round in a moment.", own=True, scene=table)
    run(0.3)
    announcer.say("Round over. The next round starts in a moment.", interrupt=True, scene=table)
    run(20)
    assert speech.texts == ["You: 8 of clubs. Total 104.",
                            "You passed 99: you owe 2 tokens and have 1. You are out. 2 players left.",
                            "Round 1 over: you passed 99. Next round in a moment.",
                            "Round over. The next round starts in a moment."]
    assert all(spoken.cut_at is None for spoken in speech.log)
    speech.log.clear()
    announcer.say("You: 5 of hearts. Total 15.", move=True, scene=table)
    caused = announcer.say("You passed 33: you lose 1 token. 2 left.", own=True, scene=table)
    announcer.say("You can still draw: press Space.", kind="prompt", own=True, scene=table)
    run(2)  # the move is heard; what it caused is being said
    answer = announcer.say("Anna is waiting for your draw: press Space.", interrupt=True, cue="refused",
                           scene=table)
    run(0.3)
    announcer.say("You draw the 5 of diamonds.", move=True, scene=table)
    run(10)
    assert caused.state == DONE and answer.state == DROPPED
    assert speech.texts == ["You: 5 of hearts. Total 15.", "You passed 33: you lose 1 token. 2 left.",
                            "You draw the 5 of diamonds."]


ROUND_1 = "Round 1. Bob deals. You play first."


def test_an_event_cut_before_most_of_it_was_said_is_said_again_after_the_answer(world):
    """A status key pressed 0.7 s into another player's card of 1.5 s ("Anna: 8 of hea—": the
    total not heard): it is said whole right after the answer, once. The expected length is the
    rate measured on messages said to their end (here the first's 1.85 s over what it speaks,
    :func:`~game.speech.pace.spoken_units`)."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Round 1. Bob deals. You play first.", scene=table)
    run(3)
    assert announcer.queue.heard_rate == pytest.approx((0.1 + 0.05 * 35) / spoken_units(ROUND_1), abs=0.002)
    first = announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    announcer.say("Bob: king of spades. Total 24.", scene=table)
    run(0.7)
    announcer.say("Tokens: you 9, Anna 9, Bob 9.", interrupt=True, scene=table)
    run(10)
    assert first.state == DONE
    assert speech.texts[1:] == ["Anna: 8 of hearts. Total 14.", "Tokens: you 9, Anna 9, Bob 9.",
                                "Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24."]


def test_the_speaking_rate_is_measured_anew_when_the_speech_changes(world):
    """The rate measured on one speech is not another's: after the speech is replaced (another
    engine, voice or rate) it is unknown until the new one said a message to its end, and then
    that message's alone (found in a test: a rate kept from a speech that said everything at
    once let an Enter count the ace's options as heard 0.67 s into a 2 s line, C-10, C-22)."""
    clock, _speech, announcer, run = world
    table = Scene("table")
    announcer.say("Round 1. Bob deals. You play first.", scene=table)
    run(3)
    assert announcer.queue.heard_rate == pytest.approx((0.1 + 0.05 * 35) / spoken_units(ROUND_1), abs=0.002)
    slower = TimedSpeech(clock, seconds_per_char=0.1)
    announcer.set_backend(slower)
    assert announcer.queue.heard_rate is None
    announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    run(5)
    assert announcer.queue.heard_rate == pytest.approx((0.1 + 0.1 * 28) / spoken_units("Anna: 8 of hearts. Total 14."),
                                                       abs=0.002)


def test_the_speaking_rate_is_seconds_over_units_and_short_lines_do_not_measure_it(world):
    """Found by ear (trick game, 4 players, seed 5): after "Anna has bid.", "Bob has bid." and
    "Carl has bid." (mostly start-up: 0.071 s a unit where the deal's lines took 0.062), a bid
    hint's head was judged heard 0.5 s after its last word, and Return 0.3 s after it was
    refused. A line under 24 characters measures nothing; the others weigh by their length
    (seconds over units, the older at 0.8 of the newer's weight), not each line's rate alike."""
    _clock, _speech, announcer, run = world
    table = Scene("table")
    queue = announcer.queue
    announcer.say(ROUND_1, scene=table)
    run(3)
    first = (0.1 + 0.05 * 35, spoken_units(ROUND_1))
    assert queue.heard_rate == pytest.approx(first[0] / first[1], abs=0.001)
    announcer.say("Bob has bid.", scene=table)  # (12 characters: 0.1 s of its 0.7 s is start-up)
    run(2)
    assert queue.heard_rate == pytest.approx(first[0] / first[1], abs=0.001)
    scores = "Scores: 34, 57, 12, 88, 41."  # (numbers: far fewer seconds a unit than the line before)
    announcer.say(scores, scene=table)
    run(3)
    second = (0.1 + 0.05 * len(scores), spoken_units(scores))
    assert queue.heard_rate == pytest.approx((0.8 * first[0] + 0.2 * second[0]) / (0.8 * first[1] + 0.2 * second[1]),
                                             abs=0.0003)  # (0.0296; a mean of the two lines' rates: 0.0321)


def test_a_query_asked_behind_the_players_move_is_said_before_the_next_move(world):
    """S pressed while the line the player's card caused is said, then Space at once: the tokens
    (asked first, still true) are said, then the draw; a refusal waiting there ("... press
    Space.") is dropped by the move instead (it became untrue)."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("You: 3 of hearts. Total 33.", move=True, scene=table)
    announcer.say("You reached 33: Anna loses 1 token. 8 left.", own=True, scene=table)
    run(2)
    tokens = announcer.say("Tokens: you 9, Anna 8.", interrupt=True, scene=table)
    run(0.3)
    announcer.say("You draw the 5 of hearts.", move=True, scene=table)
    run(10)
    assert tokens.state == DONE
    assert speech.whole == ["You: 3 of hearts. Total 33.", "You reached 33: Anna loses 1 token. 8 left.",
                            "Tokens: you 9, Anna 8.", "You draw the 5 of hearts."]


def test_an_event_cut_as_it_begins_is_said_after_the_answer(world):
    """A status key pressed 0.2 s into another player's card: nothing of the card was heard, so
    it is said whole right after the answer; cut later, it is never said again."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    first = announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    announcer.say("Bob: king of spades. Total 24.", scene=table)
    run(0.2)
    announcer.say("Total 14.", interrupt=True, scene=table)
    run(10)
    assert first.state == DONE
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Total 14.", "Anna: 8 of hearts. Total 14.",
                            "Bob: king of spades. Total 24."]
    assert speech.whole == ["Total 14.", "Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24."]
    assert announcer.history.items() == ["Total 14.", "Anna: 8 of hearts. Total 14.",
                                         "Bob: king of spades. Total 24."]  # (Anna's once: where heard whole)


def test_a_notice_is_said_once_whole_before_an_answer_that_comes_early_even_a_move(world):
    """The notice that speech changed, 0.35 s in when the table's opening line (an answer) comes:
    it is said to its end, then that line, so it is heard once (found by ear: cut, then said
    again whole after the answer, it was heard twice); so before the player's own move too."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    notice = announcer.say("The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                           kind="notice")
    run(0.35)
    announcer.say("Counting game, 3 players.", interrupt=True, scene=table)
    run(10)
    assert notice.state == DONE
    assert speech.texts == ["The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                            "Counting game, 3 players."]
    assert all(spoken.cut_at is None for spoken in speech.log)
    moved = announcer.say("Settings could not be saved: disk full.", kind="notice")
    run(0.3)
    announcer.say("You: 5 of hearts. Total 15.", move=True, scene=table)
    run(10)
    assert moved.state == DONE
    assert speech.texts[2:] == ["Settings could not be saved: disk full.", "You: 5 of hearts. Total 15."]
    assert all(spoken.cut_at is None for spoken in speech.log)


def test_a_notice_mostly_heard_is_cut_by_a_key_and_not_said_again(world):
    """The notice 4.25 s into its 4.65 s (more than HEARD_FRACTION of it heard): Down cuts it, as
    any answer cuts what is said, and it is not said again (the history keeps it)."""
    _clock, speech, announcer, run = world
    menu = Scene("menu")
    notice = announcer.say("The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                           kind="notice")
    run(4.25)
    announcer.say("Trick game, 2 of 7", interrupt=True, scene=menu)
    run(10)
    assert notice.state == CUT
    assert speech.texts == ["The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                            "Trick game, 2 of 7"]
    assert speech.log[0].cut_at == pytest.approx(4.25)


def test_an_event_cut_as_it_begins_again_is_put_back_again(world):
    """Keys that only read pressed in rhythm, each as Anna's card (a game move: it has a gist)
    begins again: it is put back after each answer (never lost: it used to be cut for good the second time), heard whole once
    they stop, then Bob's card. A step of the player's own decision cuts it for good instead
    (tests/test_move_lines_never_lost.py)."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    first = announcer.say("Anna: 8 of hearts. Total 14.", scene=table, gist="Anna just played: total 14.")
    announcer.say("Bob: king of spades. Total 24.", scene=table, gist="Bob just played: total 24.")
    run(0.2)
    announcer.say("Total 14.", interrupt=True, scene=table)
    run(0.1 + 0.05 * len("Total 14.") + 0.1)  # the answer is over: Anna's card began 0.1 s ago
    assert speech.texts[-1] == "Anna: 8 of hearts. Total 14."
    announcer.say("Total 14.", interrupt=True, scene=table)
    run(10)
    assert first.state == DONE
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Total 14.", "Anna: 8 of hearts. Total 14.",
                            "Total 14.", "Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24."]
    assert speech.whole == ["Total 14.", "Total 14.", "Anna: 8 of hearts. Total 14.", "Bob: king of spades. Total 24."]


def test_a_waiting_prompt_taken_back_leaves_the_history_and_the_transcript(world, tmp_path):
    """A prompt made needless before it began (a refusal says the same, C-8) is taken back:
    never said, and gone from the history and the transcript, so the log shows what is heard,
    in order; one already begun, or no longer the newest line of the log, is not."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    assert announcer.open_transcript(tmp_path / "transcript.txt") is None
    announcer.say("You: 9 of clubs. Total 0.", move=True, scene=table)
    reminder = announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    assert announcer.take_back(reminder)
    announcer.say("Anna is waiting for your draw: press Space.", interrupt=True, scene=table)
    run(10)
    assert reminder.state == DROPPED
    assert speech.texts == ["You: 9 of clubs. Total 0.", "Anna is waiting for your draw: press Space."]
    assert announcer.history.items() == speech.texts
    assert (tmp_path / "transcript.txt").read_text(encoding="utf-8").splitlines() == speech.texts
    begun = announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    assert not announcer.take_back(begun)  # being said: the key's answer cuts it, as it is in the log
    older = announcer.say("Bob: 7 of clubs. Total 10.", scene=table)
    later = announcer.say("Your turn.", kind="prompt", scene=table)
    announcer.say("Chat: hello.", scene=table)
    assert not announcer.take_back(later)  # not the newest line: left as it is
    run(10)
    assert older.state == DONE and later.state == DONE
    assert (tmp_path / "transcript.txt").read_text(encoding="utf-8").splitlines() == announcer.history.items()
    announcer.close_transcript()


class HangingSpeech(TimedSpeech):
    """A timed engine that hangs once ``lost`` is set: it reports failing, and ``lost`` as what
    it was given and never said (as a hung Prism backend does)."""

    name = "Speech Dispatcher"

    def __init__(self, clock):
        super().__init__(clock)
        self.lost = None

    @property
    def failed(self):
        return self.lost is not None

    def unheard(self):
        return self.lost


def _hung_world(world):
    """An announcer on a :class:`HangingSpeech`, espeak-ng (recorded) as its fallback; ``run``
    moves time on, ``hang(lost)`` fails the engine, checks it as the app does, and runs 5 s."""
    clock = world[0]
    hung = HangingSpeech(clock)
    announcer = Announcer(hung)
    spare = RecordingSpeech()
    spare.name = "espeak-ng"
    announcer.fallback = lambda failed: spare

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)

    def hang(lost):
        hung.lost = lost
        assert announcer.check_backend() is False  # what it never said is known: no summary
        run(5)
    return announcer, hung, spare, hang, run


def test_lines_a_hung_backend_never_said_follow_the_notice_in_order(world):
    """The event it hung on and the prompt waiting behind it are said through the next backend,
    after the notice; the event already heard is not."""
    announcer, hung, spare, hang, run = _hung_world(world)
    table = Scene("table")
    heard = "Anna: 8 of hearts. Total 14."
    announcer.say(heard, scene=table)
    run(3)
    announcer.say("Bob: king of spades. Total 24.", scene=table)
    announcer.say("Your turn. Total 24. Enter plays the 6 of hearts.", kind="prompt", scene=table)
    hang(["Bob: king of spades. Total 24."])
    assert hung.texts == [heard, "Bob: king of spades. Total 24."]
    assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.",
                           "Bob: king of spades. Total 24.",
                           "Your turn. Total 24. Enter plays the 6 of hearts."]


def test_a_lost_prompt_replaced_since_and_a_left_scene_s_line_are_not_said_again(world):
    """Nothing outdated: a prompt a newer one replaced, and a line of a scene already left, stay
    unsaid; the newer prompt and the table's event are said."""
    announcer, _hung, spare, hang, _run = _hung_world(world)
    menu, table = Scene("menu"), Scene("table")
    announcer.say("Main menu. New game, 1 of 4", kind="prompt", scene=menu)
    announcer.scene_left(menu)
    announcer.say("Your turn. Total 0. Enter plays the 6 of hearts.", kind="prompt", scene=table)
    announcer.say("Your turn. Total 0. Enter plays the queen of spades.", kind="prompt", scene=table)
    hang(["Main menu. New game, 1 of 4", "Your turn. Total 0. Enter plays the 6 of hearts."])
    assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.",
                           "Your turn. Total 0. Enter plays the queen of spades."]


def test_a_lost_notice_of_which_speech_speaks_is_not_said_through_the_next(world):
    """"Speech: Speech Dispatcher." was never heard, but is untrue once espeak-ng took over; a
    lost notice of another kind is still said."""
    announcer, _hung, spare, hang, _run = _hung_world(world)
    announcer.notice("Speech: Speech Dispatcher.", about_speech=True)
    announcer.notice("Settings could not be saved: disk full.")
    hang(["Speech: Speech Dispatcher.", "Settings could not be saved: disk full."])
    assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.",
                           "Settings could not be saved: disk full."]


def test_a_waiting_notice_of_which_speech_speaks_is_dropped_when_another_takes_over(world):
    """Found by ear: Speech Dispatcher hung on the table's line, "Speech: Speech Dispatcher."
    waited behind it (never given to it), and was then said through espeak-ng after "Speech
    through Speech Dispatcher stopped working: using espeak-ng.": untrue, it is never said; a
    waiting notice of another kind still is."""
    announcer, _hung, spare, hang, _run = _hung_world(world)
    table = Scene("table")
    announcer.say("Round 1. Bob deals. You play first.", scene=table)
    named = announcer.say("Speech: Speech Dispatcher.", kind="notice")
    named.about_speech = True
    announcer.notice("Settings could not be saved: disk full.")
    hang(["Round 1. Bob deals. You play first."])
    assert named.state == DROPPED
    assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.",
                           "Round 1. Bob deals. You play first.", "Settings could not be saved: disk full."]


def test_a_second_key_while_the_first_waits_behind_a_notice_cuts_it_for_good(world):
    """Down 1 s into the notice waits for its end; Down again 0.5 s later: the player moves on,
    the notice is cut then and never said again (the history keeps it), the newer answer is
    said at once and the older one, replaced, never (nor kept in the history: it never began)."""
    _clock, speech, announcer, run = world
    menu = Scene("menu")
    notice = announcer.say("The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                           kind="notice")
    run(1)
    first = announcer.say("Trick game, 2 of 7", interrupt=True, scene=menu)
    run(0.5)
    announcer.say("Play online, 3 of 7", interrupt=True, scene=menu)
    run(10)
    assert notice.state == CUT and first.state == DROPPED
    assert speech.texts == ["The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                            "Play online, 3 of 7"]
    assert speech.log[0].cut_at == pytest.approx(1.5)
    assert announcer.history.items() == ["The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng.",
                                         "Play online, 3 of 7"]  # (the replaced answer, never said: not logged)


def test_a_status_answer_behind_other_players_moves_comes_before_the_waiting_turn_prompt(world):
    """C-23 (found by ear): P pressed while Bob's card is said waits behind the moves, but goes
    ahead of the waiting "Your turn." prompt, which stays the last thing said before one acts
    (it was said 13 s late, after the turn line)."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Bob: 3 of hearts. Total 65.", scene=table)
    announcer.say("Your turn. Total 65.", kind="prompt", scene=table)
    answer = announcer.say("Pile: 3 of hearts. Stock 29 cards.", own=True, scene=table)  # P
    announcer.queue.ahead_of_prompts(answer)
    run(20)
    assert speech.whole == ["Bob: 3 of hearts. Total 65.", "Pile: 3 of hearts. Stock 29 cards.",
                            "Your turn. Total 65."]


def test_an_answer_said_before_a_waiting_move_is_logged_before_it(world):
    """C-8, C-23 (found by ear): Ana drew; Bob's card came while her draw was being said; her
    second Space is answered at once, before Bob's card, and the history (the on-screen log, Page
    Up) lists the lines in the order they were said (was: Bob's card before the answer)."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("You draw the 3 of hearts.", scene=table, move=True)
    announcer.say("Bob: 8 of diamonds. Total 11.", scene=table)
    run(0.5)
    announcer.say("Nothing to draw now: you draw after playing a card.", interrupt=True, cue="refused", scene=table)
    run(10)
    said = ["You draw the 3 of hearts.", "Nothing to draw now: you draw after playing a card.",
            "Bob: 8 of diamonds. Total 11."]
    assert speech.texts == said
    assert announcer.history.items() == said


def test_a_lost_reminder_neither_replaces_the_turn_line_nor_is_said_again(world):
    """Found by ear (a key pressed while Speech Dispatcher hung at start-up, no sound device):
    the reminder "Too early: your key was not used. Press it again." given after the turn line
    is no newer prompt (it never replaces one), and it answered a key pressed during the hang,
    before the notice: after the notice the round's line and the turn line are said, in order,
    and not the reminder."""
    announcer, _hung, spare, hang, run = _hung_world(world)
    table = Scene("table")
    round_line = "Round 1. Bob deals. You play first."
    turn = "Your turn. Total 0. Enter plays the 6 of hearts."
    reminder = "Too early: your key was not used. Press it again."
    announcer.say(round_line, scene=table)
    announcer.say(turn, kind="prompt", scene=table)
    run(10)  # both given, timed as said
    announcer.say(reminder, kind="prompt", scene=table, reminder=True)
    hang([round_line, turn, reminder])
    assert spare.texts == ["Speech through Speech Dispatcher stopped working: using espeak-ng.", round_line, turn]


def test_the_players_move_keeps_a_word_about_people_waiting_and_says_it_after_the_move(world):
    """Online (docs/online.md "Pacing and seats"): "Ben lost the connection. ..." comes while
    the turn line is said; Enter plays: the turn line is cut, Ana's card and the trick it lost
    are said, and the word about Ben, still true, follows them (``lasting``), where another
    player's move waiting is dropped. A chat line is kept so too; a word about people the move
    cuts before it was heard enough is said again after the move, once."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    turn = announcer.say("Your turn. Bob led the ace of clubs. You have clubs. Focus: 8 of clubs.",
                         kind="prompt", scene=table)
    run(1)
    dropped = announcer.say("Ben lost the connection. Their seat is held for 60 seconds.", scene=table,
                            lasting=True)
    chat = announcer.say("Ben says: back soon", scene=table, lasting=True)
    move = announcer.say("Bob: 6 of clubs.", scene=table, gist="")
    announcer.say("You: 8 of clubs.", move=True, scene=table)
    announcer.say("Bob wins the trick with the ace of clubs.", own=True, scene=table)
    run(15)
    assert turn.state == CUT and move.state == DROPPED and dropped.state == DONE and chat.state == DONE
    assert speech.texts == ["Your turn. Bob led the ace of clubs. You have clubs. Focus: 8 of clubs.",
                            "You: 8 of clubs.", "Bob wins the trick with the ace of clubs.",
                            "Ben lost the connection. Their seat is held for 60 seconds.", "Ben says: back soon"]
    speech.log.clear()
    back = announcer.say("Ben is back.", scene=table, lasting=True)
    run(0.2)
    announcer.say("You: 9 of clubs.", move=True, scene=table)
    run(10)
    assert back.state == DONE
    assert speech.texts == ["Ben is back.", "You: 9 of clubs.", "Ben is back."]


ESPEAK = {"Anna: 5 of diamonds. Total 71.": 3.30, "Bob: king of spades. Total 57.": 3.18,
          "Round 3. Anna deals. Bob plays first.": 3.10,
          "Ben lost the connection. Their seat is held for 60 seconds.": 3.91,
          "You: 6 of hearts. Total 77.": 3.34, "Settings could not be saved: disk full.": 2.59,
          "Up: plus 11, Down: plus 1.": 2.85}
"""How long espeak-ng 1.51 (English, default rate) takes to say each line, measured: the game's
lines, with their numbers and stops, take 0.10 to 0.11 s a character; a sentence about people
or a notice, all words, 0.066."""
LOST = "Ben lost the connection. Their seat is held for 60 seconds."


@pytest.fixture
def voice():
    """The announcer on a fake engine that takes as long as espeak-ng (:data:`ESPEAK`), with the
    speaking rate measured on three of the game's lines said whole."""
    clock = Clock()
    speech = TimedSpeech(clock, lengths=ESPEAK)
    announcer = Announcer(speech)

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)
    table = Scene("table")
    for line in ("Anna: 5 of diamonds. Total 71.", "Bob: king of spades. Total 57.",
                 "Round 3. Anna deals. Bob plays first."):
        announcer.say(line, scene=table)
    run(10)
    return speech, announcer, run, table


def test_a_line_about_people_mostly_heard_is_not_said_again_after_ones_move(voice):
    """Found by ear (online): "Ben lost the connection. ..." cut by one's move at about 74 % of
    it was said again whole after the move. A line of words goes faster than the game's lines,
    with their numbers and stops, on which the rate was measured: by characters it counted as
    under 60 % heard. Measured by what is spoken (a number or a stop takes longer than a
    letter), 74 % is most of it: cut for good, the history keeps it."""
    speech, announcer, run, table = voice
    lost = announcer.say(LOST, scene=table, lasting=True)
    run(2.9)  # 74 % of its 3.91 s
    announcer.say("You: 6 of hearts. Total 77.", move=True, scene=table)
    run(10)
    assert lost.state == CUT
    assert speech.texts[3:] == [LOST, "You: 6 of hearts. Total 77."]
    assert announcer.history.items()[3:] == [LOST, "You: 6 of hearts. Total 77."]


def test_a_line_about_people_cut_early_by_ones_move_is_still_said_again_whole(voice):
    """The same line cut at 40 % of it: not heard enough to follow, said whole after the move
    (a word about people is still true whatever one plays)."""
    speech, announcer, run, table = voice
    announcer.say(LOST, scene=table, lasting=True)
    run(1.56)
    announcer.say("You: 6 of hearts. Total 77.", move=True, scene=table)
    run(10)
    assert speech.texts[3:] == [LOST, "You: 6 of hearts. Total 77.", LOST]
    assert speech.whole[-2:] == ["You: 6 of hearts. Total 77.", LOST]


def test_a_notice_mostly_heard_is_cut_at_once_by_a_key_by_what_is_spoken(voice):
    """A notice 74 % said (1.92 s of 2.59 s): a key cuts it at once and it is not said again
    (was: counted by characters at the game lines' rate, under 60 % heard, so the key's answer
    waited for its end)."""
    speech, announcer, run, _table = voice
    notice = announcer.say("Settings could not be saved: disk full.", kind="notice")
    run(1.92)
    announcer.say("Up: plus 11, Down: plus 1.", interrupt=True, scene=Scene("menu"))
    assert notice.state == CUT
    assert speech.log[-1].text == "Up: plus 11, Down: plus 1." and speech.log[-1].start == pytest.approx(speech.clock())
    run(10)
    assert speech.texts[3:] == ["Settings could not be saved: disk full.", "Up: plus 11, Down: plus 1."]


TURN_LINE = "Your turn. Total 57. Your cards: 6 of hearts, queen of spades. Enter plays the 6 of hearts."


def _turn_cut_by(world, run, seconds, **answer):
    """The turn line (a prompt) said ``seconds``, then cut by an answer of its scene (``answer``:
    the keywords of Announcer.say); speech then runs to its end. Returns (speech, turn line)."""
    _clock, speech, announcer, _run = world
    table = answer.pop("scene", None) or Scene("table")
    turn = announcer.say(TURN_LINE, kind="prompt", scene=table)
    run(seconds)
    announcer.say(answer.pop("text", "Total 57."), interrupt=True, scene=table, **answer)
    run(15)
    return speech, turn


@pytest.mark.parametrize("answer", [{"question": "total"},
                                    {"cue": "refused", "text": "No action for Q. F1 lists the keys."}])
def test_a_prompt_cut_early_by_a_key_that_reads_is_said_again_after_its_answer(world, answer):
    """Found by ear: "Your turn. Total 57. ..." cut 0.9 s in by a key was never said again. Cut
    before HEARD_FRACTION of it was said, by a status key's answer or a refusal of its scene, it
    is said again whole after the answer, once."""
    _clock, _speech, _announcer, run = world
    text = answer.get("text", "Total 57.")
    speech, turn = _turn_cut_by(world, run, 0.9, **answer)
    assert speech.whole == [text, TURN_LINE]
    assert speech.texts == [TURN_LINE, text, TURN_LINE]
    assert turn.state == DONE


def test_a_prompt_cut_late_is_not_said_again(world):
    """Cut once most of it was said (4 s of its 4.6 s), the prompt is not said again."""
    _clock, _speech, _announcer, run = world
    speech, _turn = _turn_cut_by(world, run, 4.0, question="total")
    assert speech.texts == [TURN_LINE, "Total 57."]


@pytest.mark.parametrize("answer", [{"text": "Queen of spades, 2 of 2."},
                                    {"step": True, "text": "Ace as 11."},
                                    {"move": True, "text": "You: 6 of hearts. Total 63."}])
def test_a_prompt_cut_early_by_an_arrow_a_step_or_a_move_is_not_said_again(world, answer):
    """An arrow (no status key, no refusal: the line named the card the focus left, and the
    player reads on), a step of one's own decision, or the player's move: the prompt they cut
    is never said again."""
    _clock, _speech, _announcer, run = world
    speech, _turn = _turn_cut_by(world, run, 0.9, **answer)
    assert speech.texts == [TURN_LINE, answer["text"]]


def test_a_prompt_cut_early_by_another_scenes_answer_is_not_put_back(world):
    """F1 help's title (another scene) cuts the turn line: the table says where it stands on its
    return (its own prompt), so the cut line is not put back."""
    _clock, speech, announcer, run = world
    table, help_page = Scene("table"), Scene("help")
    announcer.say(TURN_LINE, kind="prompt", scene=table)
    run(0.9)
    announcer.say("Keys for the counting game.", interrupt=True, scene=help_page)
    run(15)
    assert speech.texts == [TURN_LINE, "Keys for the counting game."]


@pytest.mark.parametrize("answer", [{"question": "tokens", "text": "Tokens: you 9."},
                                    {"cue": "refused", "text": "No action for Q. F1 lists the keys."}])
def test_a_prompt_said_again_is_put_back_each_time_it_is_cut_early(world, answer):
    """Found by ear: cut by C, said again, cut early by S, the turn line was never heard whole:
    cut early again by a status key's answer or a refusal, once said again, the prompt (still
    true) is put back again, and again: keys pressed on and on only delay it."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say(TURN_LINE, kind="prompt", scene=table)
    run(0.9)
    announcer.say("Total 57.", interrupt=True, scene=table, question="total")
    run(0.6 + 0.9)  # "Total 57." ends at 0.55 s; the turn line again, 0.9 s in
    keywords = dict(answer)
    text = keywords.pop("text")
    announcer.say(text, interrupt=True, scene=table, **keywords)
    run(0.1 + 0.05 * len(text) + 0.9)  # the answer said; the turn line a third time, 0.9 s in
    announcer.say("Your turn.", interrupt=True, scene=table, question="turn")
    run(15)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log] == [
        (TURN_LINE, True), ("Total 57.", False), (TURN_LINE, True), (text, False), (TURN_LINE, True),
        ("Your turn.", False), (TURN_LINE, False)]


def test_a_prompt_said_again_and_cut_early_by_an_arrow_is_not_put_back(world):
    """Put back once, said again, then cut early by an arrow: the line named the card the focus
    left, and the player reads on: never said again."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say(TURN_LINE, kind="prompt", scene=table)
    run(0.9)
    announcer.say("Total 57.", interrupt=True, scene=table, question="total")
    run(0.6 + 0.9)
    announcer.say("Queen of spades, 2 of 2.", interrupt=True, scene=table)
    run(15)
    assert speech.texts == [TURN_LINE, "Total 57.", TURN_LINE, "Queen of spades, 2 of 2."]


def test_a_prompt_put_back_is_dropped_by_a_newer_prompt(world):
    """While it waits to be said again, a newer prompt of its scene replaces it (it is outdated)."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    turn = announcer.say(TURN_LINE, kind="prompt", scene=table)
    run(0.9)
    announcer.say("Total 57.", interrupt=True, scene=table, question="total")
    announcer.say("You can still draw: press Space.", kind="prompt", scene=table)
    run(15)
    assert speech.texts == [TURN_LINE, "Total 57.", "You can still draw: press Space."]
    assert turn.state == DROPPED


@pytest.mark.parametrize("answer", [{"text": "Queen of spades, 2 of 2."}, {"step": True, "text": "Ace as 11."}])
def test_a_prompt_put_back_goes_when_an_arrow_or_a_step_comes_before_it_began_again(world, answer):
    """C cuts the turn line early (put back); an arrow or a step of one's own decision while
    "Total 57." is said: the player moved on, the line is cut for good, never said again."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say(TURN_LINE, kind="prompt", scene=table)
    run(0.9)
    announcer.say("Total 57.", interrupt=True, scene=table, question="total")
    run(0.2)
    keywords = dict(answer)
    text = keywords.pop("text")
    announcer.say(text, interrupt=True, scene=table, **keywords)
    run(15)
    assert speech.texts == [TURN_LINE, "Total 57.", text]


def test_a_timed_prompt_or_a_reminder_is_not_put_back(world):
    """A prompt that names the seconds left is said anew by its scene (worded with the time left
    then), and a reminder is not said again: the queue puts neither back."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("2 seconds left to draw: press Space.", kind="prompt", scene=table, timed=True)
    run(0.5)
    announcer.say("Total 57.", interrupt=True, scene=table, question="total")
    run(5)
    assert speech.texts == ["2 seconds left to draw: press Space.", "Total 57."]


def test_a_newer_status_answer_cuts_the_one_being_said_whichever_key(world):
    """C-22, T-28 (asked by three testers by ear, as a screen reader's review keys do): a newer
    status answer cuts the older one being said, whichever status key asked it, and the last
    one is said whole; the same key asked again restarts its answer (cut, then whole once); a
    key that is no status key (an arrow) cuts as ever."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    for text, key in (("Total 57.", "total"), ("Tokens: you 9.", "tokens"), ("Your turn.", "turn"),
                      ("Total 57.", "total")):
        announcer.say(text, interrupt=True, scene=table, question=key)
        run(0.1)
    run(10)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log] == [
        ("Total 57.", True), ("Tokens: you 9.", True), ("Your turn.", True), ("Total 57.", False)]
    announcer.say("Total 57.", interrupt=True, scene=table, question="total")
    run(0.1)
    announcer.say("Queen of spades, 2 of 2.", interrupt=True, scene=table)
    run(5)
    assert speech.log[-2].cut_at is not None and speech.texts[-1] == "Queen of spades, 2 of 2."


def status_behind_moves(announcer, table, text, key):
    """A status key's answer while another player's move is unheard, as the table gives it
    (game.scenes.card_table.CardTable.answer_status): an event of the player's own, after the
    move, ahead of a waiting prompt."""
    said = announcer.say(text, kind="event", own=True, question=key, scene=table)
    announcer.queue.ahead_of_prompts(said)
    return said


def test_a_newer_status_answer_drops_the_older_one_waiting_behind_a_move(world):
    """C-22, C-23: C then S while Anna's card is said: her card whole, then only the tokens; the
    total, replaced before it began, is never said and leaves the history; the turn line last."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Anna: 8 of hearts. Total 14.", scene=table, gist="Anna just played.")
    announcer.say("Your turn. Total 14.", kind="prompt", scene=table)
    run(0.3)
    total = status_behind_moves(announcer, table, "Total 14.", "total")
    status_behind_moves(announcer, table, "Tokens: you 9.", "tokens")
    run(10)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log] == [
        ("Anna: 8 of hearts. Total 14.", False), ("Tokens: you 9.", False), ("Your turn. Total 14.", False)]
    assert total.state == DROPPED and "Total 14." not in announcer.history.items()


def test_a_newer_status_answer_behind_a_move_cuts_the_older_one_said_and_never_the_move(world):
    """C-22, C-23 (an online table, where others' moves come while one listens): C answered at
    once; Bob's card comes while "Total 14." is said and waits behind it; S then: the total is
    cut at once, Bob's card, queued before S, is said whole, then the tokens whole."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("Total 14. The pile holds 3 cards.", interrupt=True, scene=table, question="total")
    run(0.3)
    announcer.say("Bob: king of spades. Total 24.", scene=table, gist="Bob just played.")
    run(0.2)
    assert speech.log[-1].text.startswith("Total 14.") and not speech.idle()
    status_behind_moves(announcer, table, "Tokens: you 9.", "tokens")
    run(10)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log] == [
        ("Total 14. The pile holds 3 cards.", True), ("Bob: king of spades. Total 24.", False),
        ("Tokens: you 9.", False)]


def test_a_status_answer_never_cuts_a_move_being_said_nor_ones_own(world):
    """C-22, C-23: a status answer said at once while the player's own move is said waits for
    it (and the events it caused); a newer status answer then replaces it, still waiting."""
    _clock, speech, announcer, run = world
    table = Scene("table")
    announcer.say("You: 6 of hearts. Total 6.", interrupt=True, move=True, scene=table)
    run(0.2)
    announcer.say("Total 6.", interrupt=True, scene=table, question="total")
    announcer.say("Tokens: you 9.", interrupt=True, scene=table, question="tokens")
    run(10)
    assert [(spoken.text, spoken.cut_at is not None) for spoken in speech.log] == [
        ("You: 6 of hearts. Total 6.", False), ("Tokens: you 9.", False)]
    assert "Total 6." not in announcer.history.items()
