"""The trick table's screen follows the ear (T-13, T-29; game.tricks.scenes.trick_hold): a
finished trick, all its cards in front of their players and the winner's framed and labelled
"won", stays drawn until the message saying who won it was heard, though the game has moved on;
at a deal's end it is drawn in place of the deal summary until then. V answers after those words,
as the screen then shows. With text only nothing is held. On the fake engine of timed_speech,
which notes what the screen shows as each message starts."""

import pygame
import pytest

from game.tricks.events import TrickWon
from game.tricks.scenes.table_view import state_words, trick_label
from game.tricks.scenes.trick_hold import TrickHold, trick_view
from game.ui.placement import outside, overlaps
from timed_speech import TimedSpeech
from tricks_helpers import HANDS3, bid_all, cards, play_first_legal, state_from_hands

AS, H9, S6 = cards("AS 9H 6S")
FIRST_TRICK = ((2, AS), (0, H9), (1, S6))
"""Seed 11, 3 players, simple computers, the first three bid cards: Bob leads the ace of spades,
you discard the 9 of hearts, Anna plays the 6 of spades last: Bob wins."""
ANNA_LAST = "Anna: 6 of spades."
BOB_WINS = "Bob wins the trick with the ace of spades. Tricks: you 0, Anna 0, Bob 1."

pytestmark = pytest.mark.usefixtures("tricks_registered")


def _shown(client):
    """What the screen shows now: the trick row of the trick table, or "summary" while the deal
    summary draws itself."""
    top = client.app.top
    if type(top).__name__ == "DealSummary" and not top._table_drawn():
        return "summary"
    return top.table.shown_view().current_trick if type(top).__name__ == "DealSummary" \
        else top.shown_view().current_trick


def _start(client, seed=11, players=3):
    """A trick game (3 players unless told) on a timed engine that notes what the screen shows
    as each message starts; (table, speech)."""
    speech = TimedSpeech(lambda: client.app.updates / 60, seconds_per_char=0.05, note=lambda _t: _shown(client))
    client.app.announcer.set_backend(speech)
    client.speech = speech
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=players, seed=seed)
    return client.app.top, speech


def _play_until(client, table, done, seconds=300):
    """Bid the first three legal cards, play Enter at the human's turn once all was heard, frame
    by frame until ``done()``."""
    for _ in range(round(seconds * 60)):
        if done():
            return
        state = table.session.state
        if client.app.top is table and state.phase == "bidding" and 0 in state.to_act():
            table.marked = list(state.legal_bid_cards(0)[:3])
            table._bid(None)
        elif (client.app.top is table and state.phase == "play" and state.turn_controller == 0
              and not client.app.announcer.speech_busy()):
            client.press(pygame.K_RETURN)
        client.wait(1)
    raise AssertionError("never came")


def _drawn(client):
    """Draw the window; the trick table's placements (drawn by the summary too while it holds)."""
    client.app.mark_dirty()
    client.app.draw()
    top = client.app.top
    return getattr(top, "table", top).placements


def _said_with(speech, text):
    """What the screen showed when ``text`` started to be said (the first time)."""
    return next(spoken.note for spoken in speech.log if spoken.text == text)


def test_the_finished_trick_stays_until_its_winner_was_heard(client):
    """T-13, T-29: Anna's last card ends the trick; the game moves on at once (nothing on the
    table, Bob to lead), but the screen keeps the three cards while "Anna: 6 of spades." and
    "Bob wins the trick ..." are said, and no turn is marked. While Anna's card is said, Bob's
    card is "winning" and the status line empty: who won is not heard yet. Once "Bob
    wins the trick ..." begins, Bob's card is framed and labelled "won", the status line says
    who won and the trick's number stays; once heard, the next lead is drawn."""
    table, speech = _start(client)
    _play_until(client, table, lambda: table.trick_hold.shown() is not None)
    assert table.view.current_trick == () and table.view.turn == 2  # the game has moved on
    assert table.shown_view().current_trick == FIRST_TRICK
    client.wait(15)  # Anna's card has slid to its place (0.2 s)
    assert speech.texts[-1] == ANNA_LAST and not speech.idle()
    placed = _drawn(client)
    assert len(placed.of("trick card")) == 3
    assert [words for _rect, words in placed.texts("trick label")] == ["Bob\n(led, winning)", "You", "Anna"]
    assert [words for _rect, words in placed.texts("status")] in ([], [""])  # who won: not heard yet
    assert [words for _rect, words in placed.texts("panel head")] == ["Anna  [DEALER]", "Bob"]  # no turn
    _play_until(client, table, lambda: speech.texts[-1:] == [BOB_WINS])
    assert not speech.idle()  # being said
    placed = _drawn(client)
    assert len(placed.of("trick card")) == 3
    assert [words for _rect, words in placed.texts("trick label")] == ["Bob\n(led, won)", "You", "Anna"]
    assert [words for name, words in zip(placed.items, placed.words) if name[0] == "trick card"] == [
        "winning", None, None]  # Bob's with its frame (in play order)
    assert [words for _rect, words in placed.texts("status")] == ["Bob just won the trick."]
    info = placed.texts("info")[0][1]
    assert info.endswith("Trick 1 of 9")
    assert not any(words.startswith("\u25b6") for _rect, words in placed.texts("panel head"))  # no turn yet
    assert "TURN" not in " ".join(words for _rect, words in placed.texts("panel head"))
    _play_until(client, table, lambda: BOB_WINS in speech.whole and len(speech.log) > speech.texts.index(BOB_WINS) + 1)
    assert _said_with(speech, ANNA_LAST) == FIRST_TRICK
    assert _said_with(speech, BOB_WINS) == FIRST_TRICK
    after = speech.log[speech.texts.index(BOB_WINS) + 1]
    assert after.text.startswith("Bob: ") and len(after.note) == 1 and after.note[0][0] == 2  # Bob's lead
    assert table.trick_hold.shown() is None
    client.wait(15)  # Bob's lead has slid to its place
    placed = _drawn(client)
    assert len(placed.of("trick card")) == 1
    assert [words for _rect, words in placed.texts("status")] != ["Bob just won the trick."]


def _strip(client):
    """The log strip's lines as last drawn, oldest first, each message whole (a long one wraps)."""
    lines = [words for _rect, words in reversed(client.app.log_placements.texts("log line"))]
    return " ".join(lines)


def test_the_panels_count_the_trick_once_its_winner_is_said(client):
    """T-13, T-29: while Anna's last card is said, Bob's panel still says "Tricks 0" (the game
    has counted the trick already); once "Bob wins the trick ... Bob 1." begins, it says
    "Tricks 1", as that line does, with the trick still on the table; the log strip shows
    Anna's card, then the winner's line once it begins. Once that line was heard the trick
    sweeps to Bob; Bob leads at once, and the strip shows his card as it is said, not yet your
    turn line, which waits behind it."""
    table, speech = _start(client)
    _play_until(client, table, lambda: speech.texts[-1:] == [ANNA_LAST])
    assert table.view.tricks == (0, 0, 1)  # the game has counted it
    placed = _drawn(client)
    assert [words for _rect, words in placed.texts("panel line")] == [
        "Tricks 0 \u00b7 bid placed \u00b7 score 0", "Tricks 0 \u00b7 bid placed \u00b7 score 0"]  # Anna, Bob
    assert placed.texts("you")[0][1].startswith("You \u00b7 tricks 0 \u00b7 bid ")
    assert BOB_WINS in client.app.announcer.history.items()  # kept (Page Up) before it is said...
    assert _strip(client).endswith(ANNA_LAST)  # ...shown once it begins
    _play_until(client, table, lambda: speech.texts[-1:] == [BOB_WINS])
    assert not speech.idle()  # being said
    placed = _drawn(client)
    assert [words for _rect, words in placed.texts("panel line")] == [
        "Tricks 0 \u00b7 bid placed \u00b7 score 0", "Tricks 1 \u00b7 bid placed \u00b7 score 0"]
    assert [words for _rect, words in placed.texts("panel head")] == ["Anna  [DEALER]", "Bob"]
    assert _strip(client).endswith(f"{ANNA_LAST} {BOB_WINS}")
    _play_until(client, table, lambda: table.trick_hold.shown() is None)
    assert speech.log[speech.texts.index(BOB_WINS)].end <= client.app.updates / 60 + 1e-9  # heard to its end
    placed = _drawn(client)
    assert [words for _rect, words in placed.texts("panel line")] == [
        "Tricks 0 \u00b7 bid placed \u00b7 score 0", "Tricks 1 \u00b7 bid placed \u00b7 score 0"]
    assert speech.texts[-1] == "Bob: ace of hearts." and not speech.idle()  # Bob led as soon as it was heard
    assert _strip(client).endswith(f"{BOB_WINS} Bob: ace of hearts.")
    assert client.app.announcer.history.items()[-1].startswith("Your turn. Bob led the ace of hearts.")


def test_v_in_the_window_answers_after_the_trick_as_the_screen_then_shows(client):
    """T-28: V pressed while the trick's last card is said answers after the trick's winner
    (never cutting it), with nothing on the table, Bob to play; the screen then shows no trick."""
    table, speech = _start(client)
    _play_until(client, table, lambda: table.trick_hold.shown() is not None)
    client.wait(6)
    assert speech.log[-1].text == ANNA_LAST and not speech.idle()
    client.press(pygame.K_v)
    assert table.shown_view().current_trick == FIRST_TRICK
    for _ in range(60 * 20):
        if "No cards on the table. Bob to play." in speech.texts:
            break
        client.wait(1)
    at = speech.texts.index(BOB_WINS)
    assert speech.texts[at - 1:at + 2] == [ANNA_LAST, BOB_WINS, "No cards on the table. Bob to play."]
    assert speech.log[at - 1].cut_at is None and speech.log[at].cut_at is None
    assert speech.log[at + 1].note == ()  # the row is empty as V says so


def test_your_own_last_card_keeps_the_trick_until_its_winner_was_heard(client):
    """Your own card ending a trick: the trick stays drawn while "You: ..." and its winner are
    said (your move and its events are always said whole)."""
    table, speech = _start(client)

    def own_last():
        held = table.trick_hold.shown()
        return held is not None and held.won.trick[-1][0] == 0
    _play_until(client, table, own_last)
    trick = table.trick_hold.shown().won.trick
    assert table.shown_view().current_trick == trick and len(trick) == 3
    mine = next(spoken for spoken in reversed(speech.log) if spoken.text.startswith("You"))
    _play_until(client, table, lambda: table.trick_hold.shown() is None)
    won = next(spoken for spoken in speech.log if spoken.start >= mine.start and "the trick with" in spoken.text)
    assert mine.note == trick and won.note == trick  # drawn as your card and its winner were said


def test_the_deals_last_trick_is_drawn_before_the_summary_until_heard(client):
    """At the deal's end the state has dealt the next deal, and the summary is on top at once;
    while the last trick is said it draws the table as the deal ended: the last trick's cards,
    every hand empty, "Trick 9 of 9" of deal 1; V there answers after the trick and the deal's
    end, before the summary's own line, while the table drawn has no card on it (the last trick
    taken). Then the summary draws itself."""
    from game.tricks.scenes.summary import DealSummary
    table, speech = _start(client)
    _play_until(client, table, lambda: isinstance(client.app.top, DealSummary))
    summary = client.app.top
    assert summary._table_drawn() and table.view.deal == 2  # the state is in the next deal
    held = table.trick_hold.shown()
    assert len(held.won.trick) == 3 and held.won.trick_number == 9
    client.wait(15)
    placed = _drawn(client)
    assert len(placed.of("trick card")) == 3
    assert placed.texts("info")[0][1].startswith("Deal 1") and placed.texts("info")[0][1].endswith("Trick 9 of 9")
    assert [words for _rect, words in placed.texts("hand card")] == ["(no cards)"]
    client.wait(70)  # past the summary's settle time, while the trick is still said
    assert summary._table_drawn()
    client.press(pygame.K_v)
    _play_until(client, table, lambda: "The deal is over: no cards on the table." in speech.texts)
    answer = speech.log[speech.texts.index("The deal is over: no cards on the table.")]
    won = next(spoken for spoken in speech.log if "the trick with" in spoken.text and spoken.start < answer.start
               and spoken.note == held.won.trick)
    assert won.cut_at is None and answer.note == ()
    assert speech.log[speech.log.index(answer) - 1].text.startswith("You ")  # (the deal's end)
    _play_until(client, table, lambda: not summary._table_drawn())
    assert speech.texts[-1].startswith("Deal 1 summary.")
    client.app.mark_dirty()
    client.app.draw()  # the summary's own page now (its title drawn, not the table)


def test_a_summary_line_read_shows_the_summary(client):
    """Down on the summary while the last trick is still said reads nothing (T-28: the summary
    was not heard) and the table stays drawn; Down once the summary's line began reads (line 1,
    not yet heard), and the summary is drawn from then on."""
    from game.tricks.scenes.summary import DealSummary
    table, speech = _start(client)
    _play_until(client, table, lambda: isinstance(client.app.top, DealSummary))
    summary = client.app.top
    assert summary._table_drawn()
    client.press(pygame.K_DOWN)
    assert summary._table_drawn() and summary.index == 0
    for _ in range(60 * 60):
        if summary.title_said.shown:
            break
        client.frames(1)
    client.frames(90)  # past the summary's first second
    client.press(pygame.K_DOWN)
    assert not summary._table_drawn() and summary._read


DUMMY_WINS = "The dummy wins the trick with the queen of diamonds. Tricks: you 0, Anna 3, the dummy 6."
DEAL_END = ("You bid 3 and took 0: missed. Anna bid 3 and made it. The dummy bid 6 and made it. "
            "The dummy took exactly its bid: 30 more. Scores: you 0, Anna 23, the dummy 56.")
SUMMARY = "Deal 1 summary. 8 lines. Up and Down read them, Enter goes to the next deal."
"""Seed 1, 2 players, simple computers, the first three bid cards: the dummy wins the last trick."""


def test_the_deal_summary_shows_as_its_line_begins(client):
    """T-29, by ear: the summary showed with the deal's end, 11 s before its own line. The last
    trick stays while its winner is said; while the deal's end is said, the table shows the
    deal as it ended (deal 1, the trick taken, its last trick's note, each hand's tricks, bid
    (T-7: the deal's end says them) and the new scores, no one to play), though the game has dealt deal 2; the summary shows once
    "Deal 1 summary. ..." begins."""
    from game.tricks.scenes.summary import DealSummary
    table, speech = _start(client, seed=1, players=2)
    _play_until(client, table, lambda: isinstance(client.app.top, DealSummary))
    summary = client.app.top
    _play_until(client, table, lambda: speech.texts[-1:] == [DEAL_END])
    client.wait(30)  # half a second into the deal's end
    assert summary._table_drawn() and table.view.deal == 2
    placed = _drawn(client)
    assert placed.of("trick card") == []
    assert [words for _rect, words in placed.texts("last trick note")] == ["Last trick won by the dummy (L repeats it)"]
    assert [words for _rect, words in placed.texts("panel line")] == [
        "Tricks 3 \u00b7 bid 3 \u00b7 score 23", "Tricks 6 \u00b7 bid 6 \u00b7 score 56"]  # Anna, the dummy: their bids, as said
    assert placed.texts("info")[0][1] == "Deal 1 \u00b7 Trumps: none \u00b7 Trick 9 of 9"
    assert [words for _rect, words in placed.texts("hand card")] == ["(no cards)"]
    assert [words for _rect, words in placed.texts("status")] in ([], [""])
    _play_until(client, table, lambda: SUMMARY in speech.texts)
    at = speech.texts.index(DUMMY_WINS)
    assert speech.texts[at:at + 3] == [DUMMY_WINS, DEAL_END, SUMMARY]
    assert [spoken.note for spoken in speech.log[at:at + 3]] == [speech.log[at].note, (), "summary"]
    assert len(speech.log[at].note) == 3  # the last trick, while its winner is said
    assert [spoken.cut_at for spoken in speech.log[at:at + 3]] == [None, None, None]
    assert not summary._table_drawn()
    _drawn(client)
    assert summary.placements.texts("page line")[0][1] == "Deal 1: 2 of 3 made their bid."


def test_text_only_shows_the_deal_summary_at_once(client):
    """Text only: the summary shows as soon as the deal ends (every line is said at once)."""
    from game.tricks.scenes.summary import DealSummary
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=2, seed=1)
    table = client.app.top
    _play_until(client, table, lambda: isinstance(client.app.top, DealSummary))
    summary = client.app.top
    assert table.deal_end is not None and not summary._table_drawn()
    client.app.mark_dirty()
    client.app.draw()
    assert summary.placements.texts("page line")[0][1] == "Deal 1: 2 of 3 made their bid."


@pytest.mark.parametrize("during", [DUMMY_WINS, DEAL_END])
def test_the_pause_menu_during_the_deals_end_keeps_the_summary_after_it(client, during):
    """Escape while the last trick or the deal's end is said, then Escape back: what the pause
    cut is said again, then the summary's line, once, the summary showing as it begins (it had
    said its line first, with the table drawn, then the trick and the deal's end, then its line again)."""
    from game.tricks.scenes.summary import DealSummary
    table, speech = _start(client, seed=1, players=2)
    speech.note = lambda _text: (type(client.app.top).__name__, client.app.top._table_drawn()
                                 if isinstance(client.app.top, DealSummary) else None)
    _play_until(client, table, lambda: speech.texts[-1:] == [during])
    summary = client.app.top
    client.wait(30)
    client.press(pygame.K_ESCAPE)
    assert speech.texts[-1] == "Paused. Resume, 1 of 5"
    client.wait(60)
    client.press(pygame.K_ESCAPE)
    assert client.app.top is summary
    _play_until(client, table, lambda: not client.app.announcer.speech_busy())
    at = speech.texts.index("Paused. Resume, 1 of 5")
    assert speech.texts[at + 1:] == [*([DUMMY_WINS] if during == DUMMY_WINS else []), DEAL_END, SUMMARY,
                                     "Deal 1: 2 of 3 made their bid."]
    assert [spoken.note for spoken in speech.log[at + 1:]][-3:] == [
        ("DealSummary", True), ("DealSummary", False), ("DealSummary", False)]


def test_text_only_holds_nothing(client):
    """Text only (the recorder finishes each message at once): the finished trick leaves the
    screen at once and sweeps to its winner; nothing is waited on."""
    client.app.settings.set("cpu_delay", 0.3)
    client.app.settings.section("tricks")["level"] = "simple"
    client.start("tricks", players=3, seed=11)
    table = client.app.top
    _play_until(client, table, lambda: len(table.view.played_tricks) == 1)
    assert table.trick_hold.shown() is None and table.shown_view().current_trick == table.view.current_trick
    client.wait(1)
    assert table.anims.of("sweep") and table.anims.of("sweep")[-1].data["trick"] == FIRST_TRICK


def test_trick_view_mid_deal_and_at_the_deals_end():
    """trick_view: the finished trick on the table and out of the hands, the tricks taken
    before it (its own not yet counted), nobody to play; at the deal's end, in that deal (from the view before), every hand empty."""
    state = state_from_hands(HANDS3)
    bid_all(state, ["6S 7S 8S", "6H 7H 8H", "6C 7C 8C"])
    before = state.view(0)
    events = []
    while len(state.view(0).played_tricks) == 0:
        events += state.apply(state.legal_plays(state.to_act()[0])[0])
    won = next(event for event in events if isinstance(event, TrickWon))
    after = state.view(0)
    shown = trick_view(before, after, events, won)
    assert shown.current_trick == won.trick and shown.turn is None and shown.played_tricks == ()
    assert won.tricks == (0, 1, 0) and shown.tricks == (0, 0, 0)  # Anna's trick counts once its words were heard
    assert not set(card for _s, card in won.trick) & set(shown.hand)
    assert trick_view(None, after, events, won).current_trick == won.trick
    assert trick_view(None, after, events, won).played_tricks == ()
    last_before = state.view(0)
    rest = play_first_legal(state)
    last = [event for event in rest if isinstance(event, TrickWon)][-1]
    shown = trick_view(last_before, state.view(0), rest, last)
    assert shown.deal == 1 and shown.hand == () and shown.current_trick == last.trick
    assert len(shown.played_tricks) == 8 and shown.phase == "play"


def test_trick_hold_releases_in_order():
    """Held before its words are said, each trick is released once they were heard, in order; one
    whose words were never said is released once its batch was said."""
    class Said:
        def __init__(self):
            self.pending = True
    hold, first, second = TrickHold(), Said(), Said()
    won = {n: f"won {n}" for n in (1, 2, 3)}  # (the events, told apart by identity)
    for n in (1, 2, 3):
        hold.expect(f"view {n}", won[n])
    assert hold.shown().view == "view 1" and hold.release() == []
    hold.said(won[1], first)
    hold.said(won[2], second)
    hold.settle()  # the third was never said
    assert hold.shown().view == "view 1" and hold.release() == ["won 3"]
    first.pending = False
    assert hold.shown().view == "view 2" and hold.release() == ["won 1"]
    second.pending = False
    assert hold.shown() is None and hold.release() == ["won 2"]


def test_won_labels():
    assert [trick_label("Bob", led, True, won=True) for led in (False, True)] == ["Bob (won)", "Bob (led, won)"]
    assert trick_label("Bob", True, False, won=True) == "Bob (led)"
    assert [trick_label("You", led, True, you=True, won=True) for led in (False, True)] == [
        "You (won)", "You (led, won)"]
    assert [state_words(led, True, False, True) for led in (False, True)] == ["(won)", "(led, won)"]


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("text_size", ["medium", "huge"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_finished_trick_fits_at_every_size(client, language, text_size, players):
    """The held trick, a card from every hand (the dummy's too) and the winner's "won" label (its
    words being said), overlaps nothing and lies in the window."""
    client.app.apply_language(language)
    client.app.settings.set("text_size", text_size)
    client.app.apply_display_settings()
    table, speech = _start(client, players=players)
    _play_until(client, table, lambda: table.trick_hold.shown() is not None and table.trick_hold.shown().begun)
    client.wait(15)  # (its winner's words are being said: "won")
    placed = _drawn(client)
    assert len(placed.of("trick card")) == table.view.hand_count
    won = {"en": ("won)",), "es": ("ganó)", "ganaste)"), "ru": ("взятка)",)}[language]
    labels = [words for _rect, words in placed.texts("trick label")]
    assert sum(any(word in words for word in won) for words in labels) == 1, labels
    assert overlaps(placed.items) == [] and outside(placed.items, client.app.layout.content) == []
