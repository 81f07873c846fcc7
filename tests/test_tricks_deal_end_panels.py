"""The trick table's panels at a deal's end (T-7, T-29): every bid is secret until the deal is
over, and the deal's end line tells them ("Anna bid 4 and took 3: missed. The dummy bid 9 ...");
the panels drawn under the deal summary, the deal as it ended, show each hand's bid ("bid 4")
once that line begins, never "bid placed" (found by a tester by ear: "Tricks 6 · bid secret ·
score 6" under that line). Two players with the dummy, seed 4, timed speech
(tests/timed_speech.py); you play your highest playable card each turn."""

import pygame
import pytest

from game.tricks.rules import playable
from timed_speech import app_timed_speech

pytestmark = pytest.mark.usefixtures("tricks_registered")


def _panel_lines(client):
    """The panel lines drawn now (the deal summary draws the table while the deal's end is said)."""
    client.frames(1)
    top = client.app.top
    table = getattr(top, "table", top)
    return [words for (kind, _rect), words in zip(table.placements.items, table.placements.words)
            if kind == "panel line"]


def test_the_panels_show_every_bid_once_the_deal_end_line_begins(client):
    """T-7, T-29: while the deal's last trick is said, Anna's bid is still secret on her panel;
    once "... Anna bid 4 and took 3: missed. The dummy bid 9 ..." begins, the panels show "bid
    4" and "bid 9", until the next deal."""
    speech = app_timed_speech(client)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=4)
    table = client.app.top
    last_trick = None
    for _ in range(60 * 400):
        state = table.session.state
        said = speech.log[-1].text if speech.log else ""
        if "Anna bid 4 and took" in said:
            break
        if "Tricks: you 6, Anna 3, the dummy 0." in said and last_trick is None:
            last_trick = _panel_lines(client)
        if state.phase == "bidding" and 0 in state.to_act() and not table.marked and table._bid_sent is None:
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif (client.app.top is table and state.phase == "play" and state.turn_controller == 0 and speech.idle()
              and not client.app.announcer.queue.pending()):
            cards = table._focus_cards()
            table.focus = cards.index(playable(list(cards), table.view.led_suit, table.view.joker_as)[-1])
            client.press(pygame.K_RETURN)
        client.wait(1)
    else:
        raise AssertionError("the deal's end was never said")
    assert last_trick is not None and any("bid placed" in line for line in last_trick), last_trick
    ended = _panel_lines(client)
    assert any(line.startswith("Tricks 3 \u00b7 bid 4 \u00b7") for line in ended), ended
    assert any("\u00b7 bid 9 \u00b7" in line for line in ended), ended
    assert not any("bid placed" in line for line in ended), ended
