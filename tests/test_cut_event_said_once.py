"""An event a key cut before it was heard enough is said again right after that key's answer;
a step of the player's own decision (a bid card marked, a choice opened) never cuts another
player's move not yet heard enough, nor makes it stale: its answer waits behind that move,
being said or waiting to be said again, and follows it (game.speech.queue; announcements.md:
events are said once, in order; T-28, T-29). A key that only reads:
tests/test_move_lines_never_lost.py; the bid lines heard once: tests/test_bid_lines_heard_once.py.

Found by ear (trick game, deal 2): "Anna has bid." (1.00 s) was cut 0.4 s in by Space ("7 of
spades marked. ..."); Right, Space, Right, Space and Enter followed, each cutting the answer
before; "Anna has bid." waited behind each answer and was said again whole after "Bid 3.
Choose a premium. No premium, 1 of 3: ...", 8 s later, then "Bob has bid.". It was then cut for
good at the second Space, never heard whole (found by a tester by ear: "Anna has bid." cut as it
began by Down, then Space, and never heard). Now Space waits for it: it is heard whole, once,
the mark's answer after it; "Bob has bid.", never begun, is said once, after the premium
choice's opening."""

import importlib

import pygame
import pytest

from game.speech import Announcer
from game.speech.queue import DONE

from timed_speech import Clock, TimedSpeech, app_timed_speech


class Scene:
    """Stands for a scene: what it says is tagged with it."""


def test_a_step_waits_behind_a_put_back_event_never_making_it_stale():
    """Policy: Anna's card cut 0.2 s in by a status key (put back after the answer); a step of the
    player's own decision 0.3 s later (an ace's value choice opened), the answer still being said:
    the step's answer cuts it, Anna's card is said whole next, then the step's answer, then
    Bob's card; the history keeps Anna's card once. (It was cut for good by the step, never
    heard whole.)"""
    clock = Clock()
    speech = TimedSpeech(clock)
    announcer = Announcer(speech)

    def run(seconds):
        for _ in range(round(seconds * 60)):
            clock.advance(1 / 60)
            announcer.tick(1 / 60)

    table = Scene()
    anna = announcer.say("Anna: 8 of hearts. Total 14.", scene=table, gist="Anna just played: total 14.")
    bob = announcer.say("Bob: king of spades. Total 24.", scene=table, gist="Bob just played: total 24.")
    run(0.2)
    announcer.say("Total 14.", interrupt=True, scene=table)
    run(0.3)
    announcer.say("Ace of clubs. Ace as 1: total 15.", interrupt=True, scene=table, step=True)
    run(10)
    assert anna.state == DONE and bob.state == DONE
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Total 14.", "Anna: 8 of hearts. Total 14.",
                            "Ace of clubs. Ace as 1: total 15.", "Bob: king of spades. Total 24."]
    assert [spoken.cut_at is None for spoken in speech.log] == [False, False, True, True, True]
    assert announcer.history.items() == ["Total 14.", "Anna: 8 of hearts. Total 14.",
                                         "Ace of clubs. Ace as 1: total 15.", "Bob: king of spades. Total 24."]


def test_a_put_back_event_of_a_covered_scene_stays_for_another_scenes_answers():
    """Policy: only the newer answers of the event's own scene cut it for good: a key of another
    scene (help over the table) leaves it to be said once that scene's answer was heard."""
    clock = Clock()
    speech = TimedSpeech(clock)
    announcer = Announcer(speech)
    table, help_page = Scene(), Scene()
    anna = announcer.say("Anna: 8 of hearts. Total 14.", scene=table)
    for _ in range(12):
        clock.advance(1 / 60)
        announcer.tick(1 / 60)
    announcer.say("Total 14.", interrupt=True, scene=table)
    announcer.say("Help. 12 lines.", interrupt=True, scene=help_page)
    for _ in range(600):
        clock.advance(1 / 60)
        announcer.tick(1 / 60)
    assert anna.state == DONE
    assert speech.texts == ["Anna: 8 of hearts. Total 14.", "Total 14.", "Help. 12 lines.",
                            "Anna: 8 of hearts. Total 14."]


@pytest.fixture
def _registered():
    import game.tricks.menu_entry
    importlib.reload(game.tricks.menu_entry)


PREMIUM = "Bid 4. Choose a premium. No premium, 1 of 3: your bid stays secret."


def _keys_in_rhythm_over_annas_bid(client):
    """Seed 5 on the timed engine: Space 0.25 s into "Anna has bid." (0.75 s), then Right,
    Space, Right, Space, Enter half a second apart (the premium choice opens); (table, speech)."""
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=5)
    table = client.app.top
    for _ in range(60 * 30):
        if speech.log and speech.log[-1].text == "Anna has bid." and not speech.idle():
            break
        client.wait(1)
    line = speech.log[-1]
    while client.app.updates / 60 < line.start + 0.25:
        client.wait(1)
    for key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        client.press(key, frames=30)
    return table, speech


def _quiet(client):
    for _ in range(60 * 30):
        if not client.app.announcer.speech_busy():
            break
        client.wait(1)


def test_anna_has_bid_cut_by_space_is_not_said_again_after_the_premium_choice(client, _registered):
    """T-28, T-29: keys in rhythm over "Anna has bid." (:func:`_keys_in_rhythm_over_annas_bid`):
    "Anna has bid." is heard once, whole (Space 0.25 s in waits for it), never again; "Bob has
    bid." once, after the premium choice's opening, heard whole."""
    table, speech = _keys_in_rhythm_over_annas_bid(client)
    _quiet(client)
    at = speech.texts.index("Anna has bid.")
    assert speech.texts[at:] == [
        "Anna has bid.",
        "8 of spades marked. Marked: spade. Bid so far 1.",
        "Queen of spades, 2 of 12",
        "Queen of spades marked. Marked: spade, spade. Bid so far 2.",
        "6 of hearts, 3 of 12",
        "6 of hearts marked. Bid 4: spade, spade, heart. Enter confirms.",
        PREMIUM,
        "Bob has bid."]
    assert speech.log[at].cut_at is None and speech.log[-1].cut_at is None
    assert speech.log[-2].cut_at is None  # the premium choice's opening heard whole
    assert table.premium_index == 0 and table.view.bid is None
    assert client.app.announcer.history.items().count("Anna has bid.") == 1


def test_an_enter_kept_late_in_the_premium_choice_waits_for_bobs_bid_to_be_heard(client, _registered):
    """T-9, T-28, T-29: then Enter at 90 % of the premium choice's opening is kept; once the line
    was heard, "Bob has bid." (waiting behind it) is said whole before the bid is made: the bid,
    the player's move, never drops it unheard; "You bid 4: ..." follows, once."""
    table, speech = _keys_in_rhythm_over_annas_bid(client)
    line = next(spoken for spoken in speech.log if spoken.text == PREMIUM)
    while client.app.updates / 60 < line.start + 0.9 * (line.end - line.start):
        client.wait(1)
    client.press(pygame.K_RETURN)
    assert table.key_kept and table.view.bid is None
    _quiet(client)
    at = speech.texts.index(PREMIUM)
    assert speech.texts[at:at + 3] == [PREMIUM, "Bob has bid.", "You bid 4: spade, spade, heart. No premium."]
    assert [spoken.cut_at for spoken in speech.log[at:at + 3]] == [None, None, None]
    assert table.view.bid == 4 and not table.key_kept
    assert sum(text.startswith("You bid 4") for text in speech.texts) == 1
