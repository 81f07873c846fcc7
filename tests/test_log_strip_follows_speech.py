"""The on-screen log strip reads along with the ear (game.speech.history.History.shown): every
message is in the history (Page Up reaches it) from the moment it is said, but the strip shows it
only once its speech has begun, or once it will never be said (a prompt dropped as no longer
true, speech silenced by Ctrl). Text only shows each message at once. The app redraws the strip
when a message begins (History.settle), and while the player reviews the history the strip shows
the history itself; the review keys start from the newest message said, not one still waiting. Frames on a fake clock (tests/fake_clock.py); the recording backend made to
say it cannot tell when it is done, so each message lasts its estimated length
(game.speech.queue: START_SECONDS plus SECONDS_PER_CHAR a character)."""

import pytest

from game.app import App
from game.input.keys import KeyTable
from game.scenes.base import Scene
from game.settings import Settings
from game.speech import RecordingSpeech
from game.speech.history import History
from game.speech.queue import SECONDS_PER_CHAR, START_SECONDS
from fake_clock import FakeClock

ANNA = "Anna: 8 of hearts. Total 14."  # 28 characters: 0.2 + 28 * 0.065 = 2.02 s, frames 0 to 122
BOB = "Bob: king of spades. Total 24."  # 30 characters: 2.15 s more, frames 122 to 251
TURN = "Your turn. Total 24."
LATER = "Your turn. Total 25."


class Bare(Scene):
    title = "Bare"

    def build_keys(self):
        return KeyTable()


@pytest.fixture
def app():
    """An app on a fake clock with a blank scene; its recording speech cannot tell when it is
    done (a screen reader bridge without "is speaking"), so messages take their estimated length."""
    clock = FakeClock()
    speech = RecordingSpeech()
    speech.knows_speaking = False
    made = App(Settings(), backend=speech, sound=False, clock=clock, sleep=clock.sleep)
    made.push(Bare(made))
    made.step(40)  # its title, "Bare", said to its end
    made.speech = speech
    assert made.announcer.queue.seconds_per_char == SECONDS_PER_CHAR and START_SECONDS == 0.2
    yield made
    made.close()


def strip(app, frames):
    """Run the app's own loop until frame ``frames`` after the scene came (it draws only when
    something changed), then return the log strip's lines as last drawn, oldest first (the
    strip draws them from the newest up), after the scene's title."""
    app.run_loop(max_updates=frames - app.updates)
    if app.dirty:  # (the loop returns after its last update, before that frame's draw)
        app.draw()
    assert app.log_placements is not None
    lines = [words for _rect, words in reversed(app.log_placements.texts("log line"))]
    assert lines[0] == "Bare"
    return lines[1:]


def test_a_line_shows_once_its_speech_begins(app):
    """Three messages said at once: the strip shows the first as it is said, the second from
    frame 122 (when the first ended and it began), the prompt from frame 251; the history has
    all three from the start."""
    start = app.updates
    for text, kind in ((ANNA, "event"), (BOB, "event"), (TURN, "prompt")):
        app.announcer.say(text, kind=kind)
    assert app.announcer.history.items() == ["Bare", ANNA, BOB, TURN]
    assert strip(app, start + 2) == [ANNA]
    assert strip(app, start + 121) == [ANNA]
    assert app.speech.texts == ["Bare", ANNA]
    assert strip(app, start + 122) == [ANNA, BOB]
    assert app.speech.texts == ["Bare", ANNA, BOB]
    assert strip(app, start + 250) == [ANNA, BOB]
    assert strip(app, start + 251) == [ANNA, BOB, TURN]
    assert app.announcer.history.items() == ["Bare", ANNA, BOB, TURN]


def test_text_only_shows_every_line_at_once(app):
    """Speech that finishes at once (text only, and the recorder when it says so): every line is
    in the strip at the next frame."""
    app.speech.knows_speaking = True
    start = app.updates
    for text, kind in ((ANNA, "event"), (BOB, "event"), (TURN, "prompt")):
        app.announcer.say(text, kind=kind)
    assert strip(app, start + 1) == [ANNA, BOB, TURN]


def test_a_prompt_dropped_unsaid_leaves_the_strip_and_the_history(app, tmp_path):
    """A waiting prompt replaced by a newer one is never said, and no longer true: it is never in
    the strip, and the history (Page Up never says it) loses it; the transcript, which gets each
    line as the strip shows it, never has it; the newer one shows once it begins, and is
    written once past its first instant (0.3 s: cut then by the player's move, nothing of it
    heard, it would leave the strip too)."""
    path = tmp_path / "transcript.txt"
    assert app.announcer.open_transcript(path) is None
    start = app.updates
    app.announcer.say(ANNA, kind="event")
    app.announcer.say(TURN, kind="prompt")
    app.announcer.say(LATER, kind="prompt")
    assert strip(app, start + 2) == [ANNA]
    assert app.announcer.history.items() == ["Bare", ANNA, LATER]
    assert path.read_text(encoding="utf-8").splitlines() == [ANNA]
    assert strip(app, start + 125) == [ANNA, LATER]
    assert path.read_text(encoding="utf-8").splitlines() == [ANNA]  # (its first instant: a cut may void it)
    assert strip(app, start + 125 + 18) == [ANNA, LATER]  # 0.3 s in (UNHEARD_SECONDS): heard in part at least
    assert path.read_text(encoding="utf-8").splitlines() == [ANNA, LATER]
    assert app.speech.texts == ["Bare", ANNA, LATER]
    app.announcer.review("previous")
    assert app.speech.texts[-1] == ANNA


def test_ctrl_shows_what_it_silenced(app):
    """Ctrl silences what waits: it will never be said, so the strip shows it at the next frame."""
    start = app.updates
    app.announcer.say(ANNA, kind="event")
    app.announcer.say(BOB, kind="event")
    assert strip(app, start + 30) == [ANNA]
    app.announcer.stop()
    assert strip(app, start + 31) == [ANNA, BOB]
    assert app.speech.texts == ["Bare", ANNA]


def test_review_starts_from_the_line_said_and_shows_the_history(app):
    """F2 while the second message still waits repeats the first (being said), not the one
    waiting; Page Up reads the one before it. Meanwhile the strip shows the history said so far,
    with the review's caption, which counts the messages said; Page Down stops at the message
    being said ("End of history."), never reading the one still waiting, which the strip shows
    once it begins."""
    start = app.updates
    app.announcer.say(ANNA, kind="event")
    app.announcer.say(BOB, kind="event")
    assert strip(app, start + 30) == [ANNA]
    app.announcer.review("repeat")
    assert app.speech.texts[-1] == ANNA
    assert (app.announcer.review_index, app.announcer.review_caption) == (1, "Message 2 of 2.")
    app.announcer.review("previous")
    assert app.speech.texts[-1] == "Bare"
    assert app.announcer.review_caption == "Message 1 of 2."
    assert strip(app, start + 31) == [ANNA]
    assert len(app.log_placements.of("log caption")) == 1
    app.announcer.review("next")
    app.announcer.review("next")
    assert app.speech.texts[-1] == "End of history. " + ANNA
    assert app.announcer.review_caption == "End of history. Message 2 of 2."
    assert BOB not in app.speech.texts


def test_history_shown_follows_each_items_state():
    """History.shown leaves out the messages whose item is not shown yet; the shown ones come
    first, each placed as it begins (a line shown at once goes ahead of those waiting, a line
    said again after a key cut it is placed anew); settle() tells when one became shown or was
    placed anew; newest_shown() is where a review starts; a taken-back message and one past the
    cap (the oldest heard) are forgotten."""
    class Item:
        def __init__(self):
            self.shown, self.pending, self.begin_number, self.put_backs = False, True, None, 0

        def begin(self, number):
            self.shown, self.begin_number = True, number

    history = History(cap=3)
    first, second = Item(), Item()
    history.add("one", first)
    history.add("two", second)
    history.add("three")  # shown at once: ahead of the two waiting
    assert history.items() == ["three", "one", "two"]
    assert history.shown() == ["three"] and history.newest_shown() == 0
    assert history.settle() is False
    second.begin(1)  # "two" is said before "one" (gone ahead of it)
    assert history.settle() is True and history.settle() is False
    assert history.items() == ["three", "two", "one"]
    assert history.newest_shown() == 1
    history.add("four")  # the cap: the oldest heard, "three", drops off
    assert history.items() == ["two", "four", "one"]
    first.begin(2)
    assert history.shown() == ["two", "four", "one"]
    first.begin(4)  # begun again, not put back by a key (said again through another speech): stays
    assert history.settle() is False
    second.put_backs = 1
    second.begin(5)  # said again, put back after a key cut it: placed where it is heard again
    assert history.settle() is True
    assert history.shown() == ["four", "one", "two"]
    first.pending = second.pending = False
    assert history.settle() is False
    late = Item()
    history.add("five", late)  # (the cap: "four" drops off)
    assert history.items() == ["one", "two", "five"] and history.shown() == ["one", "two"]
    assert history.newest_shown() == 1  # "two": F2 repeats it, not "five"
    assert history.move(1) == ("two", True)  # no key reaches "five"
    assert history.take_back("five") and history.shown() == ["one", "two"]
    history.add("six")
    assert history.shown() == ["one", "two", "six"] == history.items()


def test_history_lines_begun_between_two_looks_are_placed_in_the_order_begun():
    """Several waiting messages that began between two looks (settle) are placed after those
    shown, in the order they began, ahead of a message between them that still waits: "one" and
    "three" began, "two" did not: ["zero", "one", "three", "two"]; "five" and "four" began, five
    first: listed so."""
    class Item:
        def __init__(self):
            self.shown, self.pending, self.begin_number, self.put_backs = False, True, None, 0

        def begin(self, number):
            self.shown, self.begin_number = True, number

    history = History()
    history.add("zero")
    one, two, three = Item(), Item(), Item()
    history.add("one", one)
    history.add("two", two)
    history.add("three", three)
    one.begin(1)
    three.begin(2)
    assert history.shown() == ["zero", "one", "three"]
    assert history.items() == ["zero", "one", "three", "two"]
    assert history.newest_shown() == 2 and history.newest() == "three"
    four, five = Item(), Item()
    history.add("four", four)
    history.add("five", five)
    five.begin(4)  # (said before "four": gone ahead of it)
    four.begin(5)
    assert history.shown() == ["zero", "one", "three", "five", "four"]
    two.begin(6)
    assert history.shown() == ["zero", "one", "three", "five", "four", "two"]
