"""One's own chat line, sent back by the server, is the answer to the Enter that sent it: said at
once ("You say: hi B"), at the table and in the lobby, never behind the moves and the turn line
waiting (found by ear: 20 s late at a table, 27 s in the lobby); a move it cuts early is said
again after it (docs/announcements.md, answers). Another person's line stays an event, in order.
Fed frames as the server sends them (the network itself: tests/test_online_watch_chat.py)."""

from __future__ import annotations

from game.counting import events as counting_events
from game.counting.options import CountingOptions
from game.counting.state import CountingState, CountingView
from game.speech.queue import EVENT, PROMPT
from game.table.online_text import own_chat
from game.table.remote import RemoteSession
from online_frames import counting_summary, update
from test_remote_session import Link
from timed_speech import app_timed_speech


class NamedLink(Link):
    """The stand-in link of a person welcomed as Ana."""

    welcomed = "Ana"
    connected = True


def _seated_table(client):
    """Ana's counting table (seat 0) on a remote session over a :class:`NamedLink`, its opening
    said; the app spoken by a timed speech from then on. Returns the table, the link, the speech."""
    from game.counting.scenes.table import CountingTable, TableSetup
    options = CountingOptions(players=3, draw="auto")
    state = CountingState.new(options, 4, dealer=2)
    link = NamedLink()
    setup = TableSetup(options)
    session = RemoteSession(link, counting_summary(options), 0, update(state, 1, None, state.start_events(), 0),
                            setup, counting_events, CountingView)
    client.start()
    table = CountingTable(client.app, setup, 0, session=session)
    client.push(table)
    client.frames(60)
    speech = app_timed_speech(client)
    return table, link, speech


def test_own_line_is_said_at_once_and_the_move_it_cut_again_after(client):
    table, link, speech = _seated_table(client)
    start = len(speech.log)
    table.say("Bob: ace of hearts as 1. Total 31.", kind=EVENT)  # the moves the chat line held, said now
    table.say("Ben: 8 of clubs. Total 39.", kind=EVENT)
    table.say("Your turn. Total 39. Your cards: jack of diamonds, king of spades, 4 of diamonds. "
              "Enter plays the jack of diamonds.", kind=PROMPT)
    client.frames(6)
    link.frames.append({"type": "chat", "scope": "table", "from": "Ana", "text": "hi B", "table": 1})
    client.frames(2)
    assert speech.log[-1].text == "You say: hi B"
    assert speech.log[-2].text == "Bob: ace of hearts as 1. Total 31." and speech.log[-2].cut_at is not None
    client.frames(60 * 30)
    said = [spoken.text for spoken in speech.log[start:]]
    assert said == ["Bob: ace of hearts as 1. Total 31.", "You say: hi B", "Bob: ace of hearts as 1. Total 31.",
                    "Ben: 8 of clubs. Total 39.",
                    "Your turn. Total 39. Your cards: jack of diamonds, king of spades, 4 of diamonds. "
                    "Enter plays the jack of diamonds."], said


def test_another_persons_line_waits_for_the_move_being_said(client):
    table, link, speech = _seated_table(client)
    start = len(speech.log)
    table.say("Bob: ace of hearts as 1. Total 31.", kind=EVENT)
    client.frames(6)
    link.frames.append({"type": "chat", "scope": "table", "from": "Ben", "text": "hi", "table": 1})
    client.frames(60 * 10)
    assert [(spoken.text, spoken.cut_at) for spoken in speech.log[start:]] == [
        ("Bob: ace of hearts as 1. Total 31.", None), ("Ben says: hi", None)]


class LobbyLink(Link):
    """A lobby's link with frames to hand over (the stand-in link, welcomed as Ana)."""

    welcomed = "Ana"


def test_own_lobby_line_is_said_at_once(client):
    from game.scenes.lobby import Lobby
    client.start()
    link = LobbyLink()
    lobby = Lobby(client.app, "ws://127.0.0.1:1", "Ana", link=link)
    client.push(lobby)
    speech = app_timed_speech(client)
    line = "Table 2, trick game, target 200, 30 seconds a turn: Cara, Anna (computer) and Dan; playing. 1 of 1."
    lobby.say(line)
    client.frames(6)
    link.frames.append({"type": "chat", "scope": "lobby", "from": "ana", "text": "hi"})
    client.frames(2)
    assert speech.log[-1].text == "You say: hi"
    assert speech.log[-2].text == line and speech.log[-2].cut_at is not None
    link.frames.append({"type": "chat", "scope": "lobby", "from": "Ben", "text": "hello"})
    client.frames(2)
    assert speech.log[-1].text == "You say: hi"  # (another's line: after it, uncut)
    client.frames(60 * 10)
    assert speech.log[-1].text == "Ben says: hello" and speech.log[-2].cut_at is None


def test_own_chat_is_the_senders_own_name_whatever_its_case():
    assert own_chat({"from": "ANA"}, "Ana") and own_chat({"from": "Ana"}, " ana ")
    assert not own_chat({"from": "Ben"}, "Ana") and not own_chat({"from": "Ana"}, None)
