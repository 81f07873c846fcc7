"""A spectator at a fast online table catches up (issue 19, docs/online.md "Pacing and seats"): the
server does not wait for spectators, so when more than a few updates wait to be said once the last
one was heard, the remote session skips to the present: "12 moves skipped.", then where the game
stands now; nothing skipped is said, nothing is said twice, and a skip never jumps over the end of
a round (C-18) or a deal (T-14), which is said as it came, after where the game stood before it. J does the same at any time. Fed frames
as the server sends them (the network itself is tested in test_online_*.py)."""

from __future__ import annotations

import random
import re

import pygame

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingState, CountingView
from game.counting.visibility import events_for, random_action
from game.net.codec import events_data, from_data, to_data
from game.table.remote import CATCH_UP_AFTER, RemoteSession
from online_frames import counting_summary, trick_frames, trick_table, update
from test_remote_session import SUMMARY, Link, Table


class Watcher(Table):
    """The table side of a spectator's session: remembers what was skipped."""

    def __init__(self):
        super().__init__()
        self.skipped = []

    def remote_skipped(self, events, moves, notices, situation, interrupt):
        self.skipped.append((len(events), moves, list(notices), situation, interrupt))


def updates(count: int, seed: int = 4, until_round_end: int = 0):
    """A counting game of 3 (C-1) from its start: the first frame, the state, and ``count``
    update frames of seeded random actions as a spectator receives them (or, with
    ``until_round_end`` N, every update up to the one that ends round N)."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), seed, dealer=2)
    first = {"type": "update", "seq": 1, "actor": None, "events": events_data(events_for(None, state.start_events())),
             "view": to_data(state.view(None))}
    rng = random.Random(seed)
    frames = []
    while len(frames) < count or until_round_end:
        action = random_action(state, rng)
        events = events_for(None, state.apply(action))
        frames.append({"type": "update", "seq": len(frames) + 2, "actor": action.seat,
                       "events": events_data(events), "view": to_data(state.view(None))})
        if until_round_end and any(event.kind == "RoundEnded" for event in events):
            until_round_end -= 1
            if not until_round_end:
                break
    return state, first, frames


def watching(first, seat=None):
    link, table = Link(), Watcher()
    session = RemoteSession(link, SUMMARY, seat, first, None, counting_events, CountingView)
    session.attach(table)
    return session, link, table


def test_more_than_a_few_waiting_the_spectator_skips_to_the_present():
    state, first, frames = updates(CATCH_UP_AFTER + 3)
    session, link, table = watching(first)
    session.poll(1 / 60)
    table.unheard = True  # the opening is being said; the others play on
    link.frames += frames
    session.poll(1 / 60)
    assert table.got == [] and session.waiting_updates() == 6
    table.unheard = False
    session.poll(1 / 60)
    assert table.skipped == [(sum(len(f["events"]) for f in frames), 6, [], True, False)]
    assert table.got == []  # nothing skipped is handed on to be said
    assert session.view() == state.view(None)  # the present
    assert session.waiting_updates() == 0


def test_a_few_waiting_are_said_one_by_one():
    _state, first, frames = updates(CATCH_UP_AFTER)
    session, link, table = watching(first)
    table.unheard = True
    link.frames += frames
    session.poll(1 / 60)
    table.unheard = False
    session.poll(1 / 60)
    assert table.skipped == [] and len(table.got) == CATCH_UP_AFTER


def test_a_skip_stops_before_the_end_of_a_round_which_is_said():
    """C-18: the update that ends the round (tokens paid) is said as it came, after where the
    game stood before it (the situation: True)."""
    _state, first, frames = updates(0, until_round_end=1)
    assert len(frames) > CATCH_UP_AFTER + 1
    session, link, table = watching(first)
    table.unheard = True
    link.frames += frames
    session.poll(1 / 60)
    table.unheard = False
    session.poll(1 / 60)
    before = len(frames) - 1
    assert table.skipped == [(sum(len(f["events"]) for f in frames[:-1]), before, [], True, False)]
    assert len(table.got) == 1 and any(event.kind == "RoundEnded" for event in table.got[0][0])


def test_a_skip_never_goes_over_a_rounds_end():
    """Two rounds ended while the spectator listened (C-18): the skip stops before the first
    round's end, which is said as it came; the next skip goes on from there to the second one's
    end, said too. Was: the first round's end skipped with the rest (found by ear, the trick
    game: "57 moves skipped." went over deal 3's end, its result never said)."""
    _state, first, frames = updates(0, until_round_end=2)
    ends = [i for i, frame in enumerate(frames) if any(e["kind"] == "RoundEnded" for e in frame["events"])]
    assert len(ends) == 2 and ends[-1] == len(frames) - 1 and ends[0] > CATCH_UP_AFTER
    assert ends[1] - ends[0] - 1 > CATCH_UP_AFTER
    session, link, table = watching(first)
    table.unheard = True
    link.frames += frames
    session.poll(1 / 60)
    table.unheard = False
    session.poll(1 / 60)
    assert [entry[1] for entry in table.skipped] == [ends[0], ends[1] - ends[0] - 1]
    assert any(event.kind == "RoundEnded" for event in table.got[0][0])
    assert len(table.got) == 2 and any(event.kind == "RoundEnded" for event in table.got[1][0])


def test_the_games_end_comes_in_order_after_the_moves_before_it():
    """The ``over`` frame waits behind the updates not yet said: the game is not over for the
    spectator before its last move was handed on."""
    _state, first, frames = updates(2)
    session, link, table = watching(first)
    table.unheard = True
    link.frames += frames + [{"type": "over", "log": None}]
    session.poll(1 / 60)
    assert not session.is_over()
    table.unheard = False
    session.poll(1 / 60)
    assert session.is_over() and len(table.got) == 2


def test_notices_among_the_skipped_moves_are_said_after_the_count():
    _state, first, frames = updates(5)
    session, link, table = watching(first)
    table.unheard = True
    link.frames += frames[:2] + [{"type": "notice", "what": "joined", "name": "Cleo", "seat": None}] + frames[2:]
    session.poll(1 / 60)
    table.unheard = False
    session.poll(1 / 60)
    assert [entry[1:3] for entry in table.skipped] == [(5, ["Cleo joined the table."])]


def test_a_seated_person_never_skips():
    """A seated person paces the computer players (they wait for "heard"): nothing to skip."""
    state = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    first = {"type": "update", "seq": 1, "actor": None, "events": events_data(state.start_events()),
             "view": to_data(state.view(0))}
    _s, _f, frames = updates(6)
    session, link, table = watching(first, seat=0)
    table.unheard = True
    link.frames += frames
    session.poll(1 / 60)
    assert table.skipped == [] and len(table.got) == 6


def test_the_key_skips_even_two_and_says_when_nothing_waits():
    _state, first, frames = updates(2)
    session, link, table = watching(first)
    session.poll(1 / 60)
    table.unheard = True
    link.frames += frames
    session.poll(1 / 60)
    assert session.catch_up() == 2
    assert table.skipped[-1][1:] == (2, [], True, True)
    assert session.catch_up() == 0
    table.accepting = False
    assert session.catch_up() is None


def _spectators_counting_table(client, first):
    from game.counting.scenes.table import CountingTable, TableSetup
    link = Link()
    setup = TableSetup(CountingOptions(players=3, draw="auto"))
    session = RemoteSession(link, counting_summary(setup.options), None, first, setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    return table, link


def tokens_of(view) -> str:
    """"Tokens: Ana 9, Bob 8, Ben out." for the seats of :func:`_spectators_counting_table` (C-3, C-18)."""
    names = ("Ana", "Bob", "Ben")
    return "Tokens: {}.".format(", ".join(f"{names[seat]} {'out' if seat in view.eliminated else count}"
                                          for seat, count in enumerate(view.tokens)))


def _quiet(client, seconds=30):
    """Run frames until the frames sent were taken and everything was said."""
    client.app.step(5)
    for _frame in range(round(seconds * 60)):
        if not client.app.announcer.speech_busy():
            return
        client.app.step(1)
    raise AssertionError("still speaking")


def test_a_spectators_table_says_how_many_moves_were_skipped_then_the_present(client):
    """The counting table as a spectator's (C-7, C-23): seven moves come while the opening is
    said; then "7 moves skipped." and the situation of now, exactly; the skipped plays are
    never said, and the next move is said as usual."""
    state, first, frames = updates(8)
    table, link = _spectators_counting_table(client, first)
    link.frames += frames[:7]
    _quiet(client)
    said = client.texts[client.texts.index("7 moves skipped."):]
    view = table.session.view()
    turn = {0: "Ana", 1: "Bob", 2: "Ben"}[view.turn]  # the computer's "Anna" sounds like "Ana": Bob
    assert said == ["7 moves skipped.", f"Round {view.round}. Total {view.total}. {turn}'s turn. {tokens_of(view)}"]
    plays = [t for t in client.texts if t.startswith(("Ana: ", "Bob: ", "Ben: "))]
    assert plays == []  # the opening's turn line at most, never a skipped play
    link.frames.append(frames[7])
    _quiet(client)
    assert any(t.startswith(("Ana: ", "Bob: ", "Ben: ")) for t in client.texts[-3:]), client.texts[-3:]


def test_j_skips_at_any_time_and_is_listed_in_f1(client):
    state, first, frames = updates(2)
    table, link = _spectators_counting_table(client, first)
    _quiet(client)
    assert "J: skip the moves not yet said and hear where the game stands now." in table.help_lines()
    client.press(pygame.K_j)
    assert client.texts[-1] == "Nothing to skip: you are up to date."
    table.events_unheard = lambda: True  # the last move is still being said
    link.frames += frames
    client.app.step(3)
    assert table.session.waiting_updates() == 2
    client.press(pygame.K_j)
    view = table.session.view()
    turn = {0: "Ana", 1: "Bob", 2: "Ben"}[view.turn]
    assert client.texts[-2:] == ["2 moves skipped.",
                                 f"Round {view.round}. Total {view.total}. {turn}'s turn. {tokens_of(view)}"]
    assert view == state.view(None)


def test_skipped_in_spanish_and_russian_plural_forms(client):
    from game.table.online_text import skipped_text
    client.app.apply_language("es")
    assert [skipped_text(n) for n in (1, 12)] == ["1 movimiento omitido.", "12 movimientos omitidos."]
    client.app.apply_language("ru")
    assert [skipped_text(n) for n in (1, 3, 12, 21)] == ["Пропущен 1 ход.", "Пропущено 3 хода.",
                                                          "Пропущено 12 ходов.", "Пропущен 21 ход."]


class Newcomer(Watcher):
    """The table side of a spectator new at a game under way: remembers what it was shown."""

    def __init__(self):
        super().__init__()
        self.joined = []

    def remote_joined(self, events, notices, situation, interrupt=False, before=()):
        self.joined.append((len(events), list(notices), situation))
        self.before = list(before)


def test_a_new_spectator_hears_the_situation_of_after_the_opening_not_a_skip():
    """Watching a game under way (C-7): the updates that come while the table's opening words
    are said are taken unsaid with the sync, and the situation of that moment is said; nothing
    is called skipped, and the moves after it are said one by one."""
    state, _first, frames = updates(8)
    past = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    link, table = Link(), Newcomer()
    sync = {"type": "sync", "table": 1, "seq": 3, "view": to_data(past.view(None)), "missed": [[]]}
    session = RemoteSession(link, SUMMARY, None, sync, None, counting_events, CountingView)
    session.attach(table)
    table.unheard = True  # "You are watching table 1." and the game's options are being said
    session.poll(1 / 60)
    link.frames += [dict(frame, seq=frame["seq"] + 2) for frame in frames[:5]]
    session.poll(1 / 60)
    assert table.joined == [] and table.got == [] and session.waiting_updates() == 6
    table.unheard = False
    session.poll(1 / 60)
    assert table.skipped == []  # never "5 moves skipped."
    assert table.joined == [(sum(len(f["events"]) for f in frames[:5]), [], True)]
    link.frames += [dict(frame, seq=frame["seq"] + 2) for frame in frames[5:8]]
    session.poll(1 / 60)
    assert len(table.got) == 3 and table.skipped == []  # the moves after it, as they come


def test_a_new_spectator_hears_where_the_game_stands_before_a_round_end_that_came_meanwhile():
    """C-7, C-18: the move that ends a round comes while the opening words are said: the
    newcomer first hears where the game stood (total, whose turn, tokens), then that move as it
    came; never the move alone (it says neither the total before it nor the turn)."""
    _state, _first, frames = updates(0, until_round_end=1)
    before, ending = frames[-2], frames[-1]
    sync = {"type": "sync", "table": 1, "seq": before["seq"], "view": before["view"], "missed": [[]]}
    link, table = Link(), Newcomer()
    session = RemoteSession(link, SUMMARY, None, sync, None, counting_events, CountingView)
    session.attach(table)
    table.unheard = True  # the opening words are being said
    session.poll(1 / 60)
    link.frames.append(ending)
    session.poll(1 / 60)
    table.unheard = False
    session.poll(1 / 60)
    assert table.joined == [(0, [], True)]
    assert len(table.got) == 1 and any(event.kind == "RoundEnded" for event in table.got[0][0])


def test_a_new_spectator_whose_sync_ends_a_round_takes_it_as_where_the_game_stands():
    """C-14, C-18: the update that ended a round before the spectator came is the game as it
    was when they came: taken with the join (the scene says the round's end once, as the
    situation), never said as a move of now, nor followed by the situation again; its events
    are handed on as the ones from before the spectator came (for the history)."""
    _state, first, frames = updates(0, until_round_end=1)
    ending = frames[-1]
    sync = {"type": "sync", "table": 1, "seq": ending["seq"], "view": ending["view"], "missed": [ending["events"]]}
    link, table = Link(), Newcomer()
    session = RemoteSession(link, SUMMARY, None, sync, None, counting_events, CountingView)
    session.attach(table)
    session.poll(1 / 60)
    assert table.joined == [(len(ending["events"]), [], True)] and table.skipped == []
    assert [event.kind for event in table.before] == [data["kind"] for data in ending["events"]]
    assert table.got == [] and table.said == []
    assert session.last_round_view().turn is None


def test_a_spectators_counting_table_new_at_a_game_under_way(client):
    """The counting table of a spectator who came to a game under way (C-3, C-7, C-8, C-23):
    "You are watching table 1.", the game's options worded for a watcher, then, once those were
    heard, where the game stands at that moment with everyone's tokens; the moves made while
    the opening was said are not said, and nothing is said to be skipped; the next move is said
    as it comes."""
    from game.counting.scenes.table import CountingTable, TableSetup
    state, _first, frames = updates(8)
    past = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    sync = {"type": "sync", "table": 1, "seq": 1, "view": to_data(past.view(None)), "missed": [[]]}
    link = Link()
    setup = TableSetup(CountingOptions(players=3, draw="auto"))
    session = RemoteSession(link, counting_summary(setup.options), None, sync, setup, counting_events, CountingView)
    client.start()
    before = len(client.texts)
    table = CountingTable(client.app, setup, 0, session=session)
    link.frames += frames[:6]  # come while the opening is said (it is heard at once here)
    client.push(table)
    _quiet(client)
    view = table.session.view()
    assert view == updates(6)[0].view(None)  # the present when the opening had been said
    names = {0: "Ana", 1: "Bob", 2: "Ben"}
    assert client.texts[before:] == [
        "You are watching table 1.",
        "Counting game, 3 players, 9 tokens each, 3 cards in hand. Cards are drawn automatically.",
        f"Round {view.round}. Total {view.total}. {names[view.turn]}'s turn. {tokens_of(view)}"]
    link.frames.append(frames[6])
    _quiet(client)
    assert re.match(r"(Ana|Bob|Ben): ", client.texts[-1]) or re.match(r"(Ana|Bob|Ben): ", client.texts[-2]), \
        client.texts[-3:]
    assert not any(t.endswith("skipped.") for t in client.texts)


def _trick_bids_and_lead(state) -> list[dict]:
    """The spectator's updates 2..5 of a trick deal under way (T-6, T-10): the three bids and
    the first card, chosen at random (seed 2) and applied to ``state``."""
    return trick_frames(state, random.Random(2), count=4)


def test_a_spectators_trick_table_new_at_a_game_under_way(client):
    """The trick table of a spectator who came to a deal under way (T-5, T-7, T-17, T-29): the
    opening, then the table now with the trumps and the scores; the bids made while the opening
    was said are not said one by one, nor called skipped."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 11)
    state.start_events()
    sync = {"type": "sync", "table": 1, "seq": 1, "view": to_data(state.view(None)), "missed": [[]]}
    frames = _trick_bids_and_lead(state)
    client.start()
    before = len(client.texts)
    table, link = trick_table(client, state, None, sync, frames=frames)
    _quiet(client)
    said = client.texts[before:]
    assert said[:2] == ["You are watching table 1.", "Trick game, standard, target 200. 3 players: Ana, Bob and Ben."]
    assert said[2:] == [
        "Deal 1. On the table: Ben, ace of diamonds. Ana to play. "  # the game's name: said once, just before (T-29)
        "Bids: Ana secret, Bob secret, Ben 4 revealed. No trumps. "  # the bidding was never heard (T-6, T-10)
        "Scores: Ana 0, Bob 0, Ben 0. Target 200."]


def test_j_during_a_new_spectators_opening_says_where_the_game_stands_with_no_count(client):
    """J pressed while the opening is said (a fake engine that takes time): the opening is cut,
    the situation of now is said, and nothing is called skipped (C-7)."""
    from game.counting.scenes.table import CountingTable, TableSetup
    from timed_speech import app_timed_speech
    speech = app_timed_speech(client)
    _state, _first, frames = updates(4)
    past = CountingState.new(CountingOptions(players=3, draw="auto"), 4, dealer=2)
    sync = {"type": "sync", "table": 1, "seq": 1, "view": to_data(past.view(None)), "missed": [[]]}
    link = Link()
    setup = TableSetup(CountingOptions(players=3, draw="auto"))
    session = RemoteSession(link, counting_summary(setup.options), None, sync, setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    link.frames += frames[:4]
    client.frames(240)  # the menu's line, then "You are watching table 1.", then the opening begins
    assert speech.log[-1].text.startswith("Counting game, 3 players") and not speech.idle()
    client.press(pygame.K_j)
    view = table.session.view()
    assert view == updates(4)[0].view(None)
    names = {0: "Ana", 1: "Bob", 2: "Ben"}
    assert speech.texts[-1] == f"Round {view.round}. Total {view.total}. {names[view.turn]}'s turn. {tokens_of(view)}"
    assert speech.log[-2].cut_at is not None  # the opening, cut by J
    assert not any(text.endswith("skipped.") for text in speech.texts)


def test_a_trick_spectators_skip_over_the_bidding_says_the_bids(client):
    """T-6, T-10: a spectator who heard deal 1 begin falls behind; J skips the three bids and the
    first card: "4 moves skipped." then the table now and the bids as B says them, since the
    bidding was never heard."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState

    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), None)
    frames = _trick_bids_and_lead(state)
    table, link = trick_table(client, state, None, first)
    _quiet(client)
    table.events_unheard = lambda: True  # the deal's start is still being said
    link.frames += frames
    client.app.step(3)
    client.press(pygame.K_j)
    assert client.texts[-2:] == [
        "4 moves skipped.",
        "Deal 1. On the table: Ben, ace of diamonds. Ana to play. "  # the game's name: in the opening words only
        "Bids: Ana secret, Bob secret, Ben 4 revealed."], client.texts[-3:]


def test_a_trick_spectator_hears_who_won_the_game():
    """T-17: a spectator sees no results screen, so the game's end is said with its winner
    ("Game over. Carl wins the game with 110."); a seated player hears it on the results screen."""
    from game.engine.perspective import Perspective
    from game.tricks.events import GameEnded
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from game.tricks import text as trick_text

    view = TricksState.new(TricksOptions(players=3), 11).view(None)
    ended = GameEnded(game_number=1, winners=(1,), game_scores=(48, 110, 35), match_over=True)
    watcher = Perspective(None, ("Ana", "Carl", "Bob"))
    said = [m.text for m in trick_text.narrate(watcher, [ended], view, "standard", {}, None, None)]
    assert said == ["Game over. Carl wins the game with 110."]
    seated = Perspective(0, ("Ana", "Carl", "Bob"))
    assert [m.text for m in trick_text.narrate(seated, [ended], view, "standard", {}, None, None)] == []


def test_a_spectator_reports_each_update_heard_once_said():
    """With nobody seated the server's computers wait for the spectators' ``heard`` (pacing):
    the spectator's session reports an update heard once its events were said, not before."""
    _state, first, frames = updates(2)
    session, link, table = watching(first)
    session.poll(1 / 60)
    assert link.sent == [("heard", {"seq": 1})]
    table.unheard = True  # the next move is being said
    link.frames += frames[:1]
    session.poll(1 / 60)
    session.poll(1 / 60)
    assert [fields["seq"] for kind, fields in link.sent if kind == "heard"] == [1]
    table.unheard = False
    session.poll(1 / 60)
    assert [fields["seq"] for kind, fields in link.sent if kind == "heard"] == [1, 2]
    session.poll(1 / 60)
    assert [fields["seq"] for kind, fields in link.sent if kind == "heard"] == [1, 2]


def test_a_skip_that_stops_before_a_rounds_end_says_where_the_game_stood_first(client):
    """C-7, C-14, C-18, C-23: the moves that came while the spectator listened end with the one
    that ends round 1: they are skipped up to it, then where the game stands before it is said
    (round, total, whose turn, everyone's tokens), then that move as it came. Was: "12 moves
    skipped." then that one card alone, with neither the total before it nor whose turn it was
    (found by ear: "29 moves skipped." then a lone move, out of context)."""
    _state, first, frames = updates(0, until_round_end=1)
    table, link = _spectators_counting_table(client, first)
    _quiet(client)
    before = len(client.texts)
    link.frames += frames
    _quiet(client)
    said = client.texts[before:]
    skipped = len(frames) - 1
    ending = table.session.view()  # (the round's end was said: the view is after it)
    view = from_data(CountingView, frames[-2]["view"])
    turn = {0: "Ana", 1: "Bob", 2: "Ben"}[view.turn]
    assert said[:2] == [f"{skipped} moves skipped.",
                        f"Round 1. Total {view.total}. {turn}'s turn. {tokens_of(view)}"]
    assert said[2].startswith(f"{turn}: "), said
    assert said[-1].startswith("Round 1 over. Tokens: "), said  # (its cause just said: C-23)
    assert ending.round == 2


def test_a_round_end_a_skip_stopped_at_is_said_though_another_came_meanwhile():
    """C-18: a skip stopped before the update that ends round 1; while where the game stood was
    said, the whole of round 2 came, to its end. The end of round 1, next, is said as it came
    (handed on, not skipped); then the moves of round 2 are skipped up to its end, said too.
    Was: round 1's end skipped with round 2's moves, and the same again at every round (found
    by ear at a trick table: "30 moves skipped." then deal 4, 5, 6, 7, no deal's end ever said)."""
    _state, first, frames = updates(0, until_round_end=2)
    ends = [i for i, frame in enumerate(frames) if any(e["kind"] == "RoundEnded" for e in frame["events"])]
    assert len(ends) == 2 and ends[-1] - ends[0] > CATCH_UP_AFTER + 1
    session, link, table = watching(first)
    table.unheard = True
    link.frames += frames[ends[0]:]  # (the moves before it were skipped: the skip stopped at round 1's end)
    session.poll(1 / 60)
    table.unheard = False
    session.poll(1 / 60)
    kinds = [[event.kind for event in got[0]] for got in table.got]
    assert len(kinds) == 2 and "RoundEnded" in kinds[0] and "RoundEnded" in kinds[1]
    skipped = ends[1] - ends[0] - 1
    assert [entry[1] for entry in table.skipped] == [skipped]
    assert table.got[0][0] == session._events(frames[ends[0]]["events"])


def test_a_trick_spectator_hears_each_deals_end_though_the_next_deal_came_meanwhile(client):
    """T-14, T-17, T-29: a spectator falls behind by a whole deal: the skip stops before the
    update that ends deal 1, and while where the game stood is said, all of deal 2 comes, to
    its end. Deal 1's last card, trick and headline are then said (its summary after them),
    then deal 2's opening; deal 2's moves are skipped up to its end, which is said too. Was
    (found by ear): "30 moves skipped." then "Deal 2. On the table: ..." with its trumps and
    scores, deal 1's headline never said, and the same at every deal."""
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from timed_speech import app_timed_speech

    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), None)
    rng = random.Random(2)
    deal1 = trick_frames(state, rng, deal=1)
    deal2 = trick_frames(state, rng, first_seq=deal1[-1]["seq"] + 1, deal=2)
    assert [any(e["kind"] == "DealScored" for e in f["events"]) for f in (deal1[-2], deal1[-1], deal2[-1])] == [
        False, True, True]
    table, link = trick_table(client, state, None, first)
    speech = app_timed_speech(client)
    client.frames(30 * 60)  # the opening words, heard
    start = len(speech.log)
    link.frames += deal1  # while deal 1's start is said, the whole deal is played
    for _frame in range(60 * 60):
        client.frames(1)
        if any(spoken.text.startswith("Deal 1. On the table:") for spoken in speech.log[start:]):
            break
    said = [spoken.text for spoken in speech.log[start:]]
    assert said[-2:] == ["29 moves skipped.",
                         "Deal 1. On the table: Ben, jack of spades; Ana, 8 of spades. Bob to play. "
                         "Bids: Ana secret, Bob secret, Ben 4 revealed."], said
    link.frames += deal2  # while that is said, the whole of deal 2 is played
    client.frames(240 * 60)
    said = [spoken.text for spoken in speech.log[start:]]
    headline1 = ("Ana bid 3 and took 4: missed. Bob bid 4 and took 0: missed. Ben revealed 4 and took 5: "
                 "missed; the others score 60 each. Scores: Ana 64, Bob 60, Ben 5.")
    assert said[2:5] == ["Bob: 7 of spades.",
                         "Ben wins the trick with the jack of spades. Tricks: Ana 4, Bob 0, Ben 5.", headline1], said
    assert said[5].startswith("Deal 1 summary. ")
    opening2 = said.index("Deal 2. Ben deals. Trumps: diamonds. Ana leads.")
    assert said[opening2 + 1] == "29 moves skipped.", said[opening2:]
    assert said[opening2 + 2].startswith("Deal 2. On the table: "), said[opening2:]
    assert "Trumps" not in said[opening2 + 2] and "Scores" not in said[opening2 + 2]  # (heard just before)
    assert any(text.startswith("Deal 2 summary. ") for text in said[opening2:]), said[opening2:]
    assert not any(text.endswith("moves skipped.") and text != "29 moves skipped." for text in said), said


def test_j_during_a_deals_end_cuts_nothing_the_skip_follows_it(client):
    """T-14, T-17, T-29: J while deal 1's headline is said (its summary open) and moves of deal
    2 wait: the headline is said to its end, then "Deal 2. Ben deals. Trumps: diamonds. Ana
    leads.", then "5 moves skipped." and where the game stands (the trumps and scores, just
    heard, not again). Was (found by ear): deal 4's result cut 1.2 s in by "14 moves skipped."."""
    import pygame
    from game.tricks.options import TricksOptions
    from game.tricks.state import TricksState
    from timed_speech import app_timed_speech

    state = TricksState.new(TricksOptions(players=3), 11)
    first = update(state, 1, None, state.start_events(), None)
    rng = random.Random(2)
    deal1 = trick_frames(state, rng, deal=1)
    deal2 = trick_frames(state, rng, first_seq=deal1[-1]["seq"] + 1, count=5)
    table, link = trick_table(client, state, None, first)
    speech = app_timed_speech(client)
    client.frames(30 * 60)
    link.frames += deal1
    headline = ("Ana bid 3 and took 4: missed. Bob bid 4 and took 0: missed. Ben revealed 4 and took 5: "
                "missed; the others score 60 each. Scores: Ana 64, Bob 60, Ben 5.")
    for _frame in range(120 * 60):
        client.frames(1)
        if speech.log and speech.log[-1].text.startswith("Deal 1. On the table:"):
            break
    link.frames += deal2  # while where the game stands is said, before deal 1's end
    for _frame in range(60 * 60):
        client.frames(1)
        if speech.log[-1].text == headline:
            break
    assert speech.log[-1].text == headline and not speech.idle()
    start = len(speech.log)
    client.press(pygame.K_j)
    client.frames(30 * 60)
    said = [spoken.text for spoken in speech.log[start:]]
    assert said[:3] == ["Deal 2. Ben deals. Trumps: diamonds. Ana leads.", "5 moves skipped.",
                        "Deal 2. On the table: Ana, 8 of hearts; Bob, queen of hearts. Ben to play. "
                        "Bids: Ana 6 revealed, Bob secret, Ben secret."], said
    assert speech.log[start - 1].text == headline and speech.log[start - 1].cut_at is None  # (never cut by J)


def test_a_counting_spectator_hears_each_rounds_end_though_the_next_round_came_meanwhile(client):
    """C-14, C-18, C-23: the skip stops before the card that ends round 1; while where the game
    stood is said, all of round 2 is played. Round 1's last card and its end ("Round 1 over:
    ...") are said next, as they came; then round 2's moves are skipped up to its end, said
    too. Was: round 1's end skipped with round 2's moves."""
    from timed_speech import app_timed_speech
    _state, first, frames = updates(0, until_round_end=2)
    ends = [i for i, frame in enumerate(frames) if any(e["kind"] == "RoundEnded" for e in frame["events"])]
    table, link = _spectators_counting_table(client, first)
    _quiet(client)
    speech = app_timed_speech(client)
    start = len(speech.log)
    link.frames += frames[:ends[0] + 1]
    for _frame in range(60 * 60):
        client.frames(1)
        if speech.log[start:] and speech.log[-1].text.startswith("Round 1. Total"):
            break
    link.frames += frames[ends[0] + 1:]  # round 2, to its end, while that is said
    client.frames(300 * 60)
    said = [spoken.text for spoken in speech.log[start:]]
    assert said[0] == f"{ends[0]} moves skipped.", said
    assert said[2].startswith(("Ana: ", "Bob: ", "Ben: ")), said
    round1 = next(i for i, text in enumerate(said) if text.startswith("Round 1 over. Tokens: "))
    skip2 = said.index(f"{ends[1] - ends[0] - 1} moves skipped.")
    assert round1 < skip2, said
    assert any(text.startswith("Round 2 over. Tokens: ") for text in said[skip2:]), said[skip2:]
    assert [text for text in said if text.endswith("moves skipped.")] == [
        f"{ends[0]} moves skipped.", f"{ends[1] - ends[0] - 1} moves skipped."], said
