"""The counting table's seats show the tokens as the ear has them (C-18, C-23;
game.counting.scenes.tokens_hold): a card that costs tokens is counted at once by the game, but
each panel keeps the tokens it had until the line saying the loss begins; the pile total
changes with the card, whose own line says it. Text only holds nothing. The log strip
shows each line once it begins. Timed with the fake speech of tests/timed_speech.py."""

import pygame

from game.counting import CountingOptions, CountingState
from game.counting.events import ThresholdReached, TokensLost
from game.counting.scenes.tokens_hold import TokensHold, tokens_before
from game.engine.cards import parse_cards
from test_counting_table import _registered, start  # noqa: F401
from timed_speech import app_timed_speech

CARD = "You: 3 of clubs. Total 33."
LOSS = "You reached 33: everyone else loses 1 token. Tokens left: Anna 2, Bob 2."


def reach_33(client, timed=True):
    """3 players with 3 tokens each; you play the 3 of clubs on 30: 33, Anna and Bob pay
    (C-12). Returns the table and the speech (None with ``timed`` False: the recorder, text only)."""
    speech = app_timed_speech(client) if timed else None
    table = start(client, players=3, draw="auto", tokens=3)
    client.frames(600)
    for _ in range(60 * 30):  # the start is said, its turn line too: 1 acts only once it was heard (C-22)
        if not client.app.announcer.speech_busy():
            break
        client.frames(1)
    table.new_wait()
    hands = [parse_cards(["3C", "QH"]), parse_cards(["6C", "4D"]), parse_cards(["6H", "7D"])]
    table.session.state = CountingState.from_position(CountingOptions(players=3, draw="auto", tokens=3), seed=1,
                                                      dealer=2, hands=hands, stock=parse_cards(["8S", "8H", "8C"]),
                                                      pile=parse_cards(["QS"]), total=30, turn=0,
                                                      tokens=[3, 3, 3])
    client.frames(60)
    client.press(pygame.K_1)
    return table, speech


def drawn(client, table):
    """The seat panels' token lines ("Tokens 3", ...) and the total's words, as the table draws
    them now."""
    client.app.mark_dirty()
    client.app.draw()
    placed = table.placements
    tokens = [words for _rect, words in placed.texts("panel line") if words.startswith("Tokens")]
    return tokens, [words for _rect, words in placed.texts("total")]


def strip(client):
    """The log strip's lines as drawn now, oldest first."""
    client.app.mark_dirty()
    client.app.draw()
    return [words for _rect, words in reversed(client.app.log_placements.texts("log line"))]


def test_the_tokens_change_as_the_loss_is_said(client):
    """C-12, C-18, C-23: while "You: 3 of clubs. Total 33." is said, the total shows 33 and every
    seat still 3 tokens (the game has taken Anna's and Bob's already); the strip shows the card's
    line, not yet the loss. Once the loss line begins ("... Tokens left: Anna 2, Bob 2."), the
    seats show 2, as it says, and the paid tokens leave them (found by ear: 3 was shown through
    the whole line)."""
    table, speech = reach_33(client)
    client.frames(20)  # the total's pulse is over (0.3 s)
    assert speech.texts[-1] == CARD and not speech.idle()
    assert table.session.view().tokens == (3, 2, 2)  # the game has counted them
    tokens, total = drawn(client, table)
    assert tokens == ["Tokens 3", "Tokens 3", "Tokens 3"] and total == ["Total 33", "\u21bb Clockwise", "Round 1"]
    assert LOSS in client.app.announcer.history.items()
    assert strip(client)[-1] == CARD
    for _ in range(600):
        if speech.texts[-1] == LOSS:
            break
        client.frames(1)
    assert not speech.idle()
    client.frames(1)
    assert LOSS not in speech.whole
    tokens, _total = drawn(client, table)
    assert tokens == ["Tokens 3", "Tokens 2", "Tokens 2"]
    assert strip(client)[-2:] == [CARD, LOSS]
    assert [anim.data["seat"] for anim in table.anims.of("token")] == [1, 2]  # the paid tokens leave now


def test_text_only_shows_the_tokens_at_once(client):
    """Text only (the recorder says each line at once): the tokens after the card at the next frame."""
    table, _speech = reach_33(client, timed=False)
    client.frames(1)
    tokens, _total = drawn(client, table)
    assert tokens == ["Tokens 3", "Tokens 2", "Tokens 2"]


def test_tokens_before_and_the_hold():
    """tokens_before: each seat's first loss tells what it had; TokensHold draws them until the
    loss lines begin, and a batch whose loss line was never said is not waited for."""
    class Said:
        def __init__(self):
            self.pending = True
            self.begun = False

    class Message:
        def __init__(self, cue):
            self.cue = cue

    state = CountingState.from_position(CountingOptions(players=3, draw="auto", tokens=3), seed=1, dealer=2,
                                        hands=[parse_cards(["3C", "QH"]), parse_cards(["6C", "4D"]),
                                               parse_cards(["6H", "7D"])],
                                        stock=parse_cards(["8S", "8H", "8C"]), pile=parse_cards(["QS"]), total=30,
                                        turn=0, tokens=[3, 3, 3])
    from game.counting.actions import PlayCard
    events = state.apply(PlayCard(0, parse_cards(["3C"])[0]))
    assert any(isinstance(event, ThresholdReached) for event in events)
    assert [(e.seat, e.tokens_left) for e in events if isinstance(e, TokensLost)] == [(1, 2), (2, 2)]
    view = state.view(0)
    assert tokens_before(view, events) == ((3, 3, 3), frozenset())
    hold, said = TokensHold(), Said()
    assert hold.expect(view, events)
    hold.said(Message("card"), Said())  # the card's line is not waited for
    hold.said(Message("token"), said)
    hold.settle()
    assert hold.drawn(view).tokens == (3, 3, 3) and hold.release() == []
    said.begun = True  # being said: it tells the new counts
    assert hold.drawn(view).tokens == (3, 2, 2)
    assert [loss.seat for loss in hold.release()] == [1, 2]
    assert hold.expect(view, events)
    hold.settle()  # never said (a catch-up kept it in the history only)
    assert hold.drawn(view).tokens == (3, 2, 2) and len(hold.release()) == 2
