"""Speech and the scene stack (game.speech.queue through the app, on the fake engine of
timed_speech): nothing of a scene that was left is said after it; a table under the pause menu
keeps its words until Resume, then says them before where the game stands; start-up notices
come before the first turn prompt; the deal summary follows the table's last words."""

import pygame
import pytest

from game.counting.menu_entry import ENTRY
from game.counting.scenes import CountingTable
from game.counting.scenes.table import remembered_setup
from game.scenes.registry import register_game

from timed_speech import app_timed_speech


@pytest.fixture(autouse=True)
def _registered():
    register_game(ENTRY)


def timed(client):
    speech = app_timed_speech(client)
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("counting")["level"] = "simple"
    return speech


def until(client, condition, seconds=30):
    for _ in range(round(seconds * 60)):
        if condition():
            return
        client.wait(1)
    raise AssertionError("never happened")


def test_start_up_notices_come_before_the_first_turn_prompt(client):
    """--game counting with Prism hung at start: the notice is heard before "Your turn", not after."""
    speech = timed(client)
    notice = "The screen reader or system voice did not answer within 5 seconds. Speaking with espeak-ng."
    client.app._notices = [notice]
    client.start("counting", players=3, seed=7)
    until(client, lambda: not client.app.announcer.speech_busy())
    assert speech.texts == [
        "Counting game, 3 players, 9 tokens each, 3 cards in hand. Manual draw: Space draws, 5 seconds to draw.",
        "Round 1. Bob deals. You play first.", notice,
        "Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. Enter plays the 6 of hearts."]


def test_a_left_table_says_nothing_more(client):
    """Leaving a game (or it ending) while its lines are still waiting: none is said at the menu."""
    speech = timed(client)
    client.start()
    table = CountingTable(client.app, remembered_setup(client.app, 3), 7)
    client.push(table)
    client.press(pygame.K_ESCAPE)  # the start text is cut by the pause menu
    client.press(pygame.K_END)  # Abandon the game
    client.press(pygame.K_RETURN)  # the question: No
    client.press(pygame.K_DOWN)  # Yes
    client.press(pygame.K_RETURN)
    assert client.app.top is client.app.scenes[0]
    client.frames(60 * 20)
    assert "Round 1. Bob deals. You play first." not in speech.texts
    assert not any(text.startswith("Your turn") for text in speech.texts)
    assert speech.texts[-1].startswith("Main menu. Counting game, 1 of ")


def test_the_pause_menu_holds_the_tables_words_until_resume(client):
    """Escape while the table still has lines waiting: none is said over the menu; Resume says
    them, in order, then where the game stands (which replaces the waiting turn prompt). The
    card Escape cut half a second in ("Anna: 8 of hea—") is said again first."""
    speech = timed(client)
    client.start()
    table = CountingTable(client.app, remembered_setup(client.app, 3), 7)
    client.push(table)
    until(client, lambda: not client.app.announcer.speech_busy())
    table.say("Anna: 8 of hearts. Total 14.")  # a computer's move of two lines, then the turn
    table.say("Anna reached 33: everyone else loses 1 token.")
    table.say("Your turn. Total 14.", kind="prompt")
    client.frames(30)
    client.press(pygame.K_ESCAPE)
    client.frames(60 * 20)
    assert speech.texts[-2:] == ["Anna: 8 of hearts. Total 14.", "Paused. Resume, 1 of 5"]
    client.press(pygame.K_RETURN)  # Resume
    until(client, lambda: not client.app.announcer.speech_busy())
    assert speech.texts[speech.texts.index("Paused. Resume, 1 of 5"):] == [
        "Paused. Resume, 1 of 5", "Anna: 8 of hearts. Total 14.", "Anna reached 33: everyone else loses 1 token.",
        "Round 1. Your turn. Total 0. Your cards: 6 of hearts, queen of spades, 2 of spades. "
        "Enter plays the 6 of hearts."]


def test_the_deal_summary_follows_the_tables_last_words(client):
    """T-29: the last trick and the deal's headline are said before the summary, none cut."""
    import importlib

    import game.tricks.menu_entry
    from game.tricks.scenes.summary import DealSummary
    importlib.reload(game.tricks.menu_entry)
    speech = timed(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=7)
    table = client.app.top
    until(client, lambda: not client.app.announcer.speech_busy())
    table.marked = list(table.session.state.legal_bid_cards(0)[:3])
    table._bid(None)
    for _ in range(60 * 600):
        if isinstance(client.app.top, DealSummary):
            break
        if (table.session.state.phase == "play" and table.session.state.turn_controller == 0
                and not client.app.announcer.speech_busy()):
            client.press(pygame.K_RETURN)
        client.frames(1)
    summary = client.app.top
    assert isinstance(summary, DealSummary)
    until(client, lambda: not client.app.announcer.speech_busy())
    at = speech.texts.index(summary.intro())
    assert speech.texts[at + 1] == summary.lines[0]
    assert speech.texts[at - 3:at - 1] == ["You: king of diamonds.", "You win the trick with the king of "
                                                                     "diamonds. Tricks: you 1, Anna 5, Bob 3."]
    assert speech.texts[at - 1].startswith("You bid 3 and took 1: missed.")  # the deal's headline
    assert all(spoken.cut_at is None for spoken in speech.log[at - 3:at + 2])
    assert speech.overlaps == 0


def test_playing_the_rest_out_is_heard_with_the_results(client):
    """C-18, C-20: Enter while watching: "The game is played out." is heard, as the start of the
    results (the table, left at once, says nothing more)."""
    speech = timed(client)
    client.start()
    table = CountingTable(client.app, remembered_setup(client.app, 3), 7)
    client.push(table)
    table.session.state.eliminated.add(0)  # out: watching
    table.out_rounds[0] = 1
    client.press(pygame.K_RETURN)
    until(client, lambda: not client.app.announcer.speech_busy())
    assert speech.texts[-1].startswith("The game is played out. Game over. ")
    assert speech.log[-1].cut_at is None
