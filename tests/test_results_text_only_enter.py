"""Text only, the results' opening is "said" at once, so Enter waited only its first second: a
tester pressing Return every 1.4 s (counting, 4 players, out, Enter played the rest out) had the
Return after the results start a new game before they were read. A key pressed before the
situation it acts on was heard never acts (announcements.md): text only, Enter on the results'
opening waits as long as speech would take to say it; another key (Up, Down) lifts the wait, as
with speech. Also the trick game's results, reached with Enter pressed over and over."""

from types import SimpleNamespace

import pygame

from game.counting.scenes.results import CountingResults
from game.counting.scenes.table import remembered_setup
from game.scenes.results import reading_updates
from game.speech import SilentSpeech

OPENING = ("The game is played out. Game over. Carl wins the game. 9 rounds played. 1st: Carl, 1 token left. "
           "2nd: Bob, out in round 9. 3rd: Anna, out in round 8. 4th: you, out in round 6. "
           "Up reads the results line by line. Play again, 7 of 8")


def shown(client):
    """The newest line shown (text only: the log and the history; nothing is spoken)."""
    return client.app.announcer.history.items()[-1]


def text_only_results(client):
    """A 4-player counting game Carl won, the human out in round 6 and the rest played out with
    Enter (C-18, C-20), its results opened in text only. Returns the results."""
    client.start()
    client.app.announcer.set_backend(SilentSpeech())
    view = SimpleNamespace(tokens=[0, 0, 0, 1], eliminated=frozenset({0, 1, 2}), winner=3, round=9)
    results = CountingResults(client.app, remembered_setup(client.app, 4), view,
                              out_rounds={0: 6, 1: 8, 2: 9}, played_out=True)
    client.push(results)
    return results


def test_text_only_return_every_1_4_s_never_starts_a_game_before_the_results_were_read(client):
    results = text_only_results(client)
    assert shown(client) == OPENING
    assert reading_updates(OPENING) == 905  # 0.2 s + 229 characters at 0.065 s: 15.1 s
    refused = client.app.sound.played.count("refused")
    for press in range(10):  # Return every 1.4 s, 14 s in all: the opening is still being read
        client.frames(84)
        client.press(pygame.K_RETURN)
        assert client.app.top is results, press
    assert client.app.sound.played.count("refused") == refused + 10
    assert shown(client) == OPENING  # nothing said over the results
    client.frames(66)  # 15.1 s: read
    client.press(pygame.K_RETURN)
    assert client.app.top is not results and not isinstance(client.app.top, CountingResults)


def test_text_only_another_key_lifts_the_wait(client):
    """Up reads a results line; the focus then is what was last read: Enter acts on it at once."""
    results = text_only_results(client)
    client.frames(84)
    client.press(pygame.K_UP)
    assert shown(client) == "4th: you, out in round 6, 6 of 8"
    client.press(pygame.K_DOWN)
    assert shown(client) == "Play again, 7 of 8"
    client.press(pygame.K_RETURN)
    assert client.app.top is not results and not isinstance(client.app.top, CountingResults)


TRICKS_OPENING = ("Game over. You win with 118 points, past the target of 100. 2nd place, tied: Anna and Bob, "
                  "60 points each. 12 deals played. Up reads the results line by line. Play again, 4 of 5")


def test_text_only_trick_results_reached_with_return_over_and_over(client):
    """T-17: the trick game's results (the points, the target passed, the places, ties named),
    reached with Return pressed every 1.4 s: the Returns after it wait until the opening was
    read, then "Play again" deals a new table."""
    from game.tricks.scenes import TricksResults, TricksTable
    from game.tricks.scenes.setup import remembered_setup as tricks_setup
    client.start()
    client.app.announcer.set_backend(SilentSpeech())
    client.app.settings.section("tricks")["target"] = 100
    view = SimpleNamespace(winner=(0,), scores=(118, 60, 60), game_scores=(118, 60, 60), game_bonuses=(0, 0, 0),
                           dummy=None, deal=12, variant="standard")
    results = TricksResults(client.app, tricks_setup(client.app, 3), view)
    client.push(results)
    assert shown(client) == TRICKS_OPENING
    assert [item.spoken() for item in results.items] == [
        "You win with 118 points, past the target of 100", "2nd place, tied: Anna and Bob, 60 points each",
        "12 deals played", "Play again", "Main menu"]
    for press in range(int(reading_updates(TRICKS_OPENING) / 84)):
        client.frames(84)
        client.press(pygame.K_RETURN)
        assert client.app.top is results, press
    client.frames(84)
    client.press(pygame.K_RETURN)
    assert isinstance(client.app.top, TricksTable)
