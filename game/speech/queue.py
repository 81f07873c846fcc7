"""The speech policy: which message is said when, the same for every backend.

Every message says what it is (its *kind*):

- an **event** (:data:`EVENT`): a fact that happened ("Anna: 5 of diamonds. Total 71."). Events
  are said once, in the order they happened. One cut off by a key before most of it was said
  (:data:`HEARD_FRACTION` of its expected length, at least :data:`BARELY_BEGUN_SECONDS`) was
  not heard enough to follow ("Anna: 3 of hea—" lost the card and the total): it is put back
  and said whole right after the key's answer, ahead of the events after it. Cut later, it is
  not said again (the history keeps it: Page Up).
  A game move (another player's move and what it caused: a token lost, a trick won, a round's
  end; an event with a :attr:`Utterance.gist`) is never lost so: cut early again, it is put
  back again, however many times; a newer key's answer that comes before it began again goes
  first, and it waits behind that answer (found by ear: a player arrowing through their hand
  while the computers played never heard one of their moves, and misunderstood the total from
  then on). The computer players wait for silence, so keys pressed on and on hold the game; it
  goes on once they stop, the move said first. The history's keys are the exception: a line
  said again that Page Up (any review key) cuts early again is not put back a second time (the
  player reads the history, which has it), and F2's answer heard (or Page Down's or Ctrl+End's
  at the newest line said: "End of history. ..."), the line it said word for word is heard and
  not said again (:attr:`Utterance.repeats`; found by ear: F2 at "Carl: ace of di—" said the
  line, then the line came twice more).
  Stale, and so cut for good (the history keeps it), is only what the player's own move went
  past: it drops the other players' events not yet begun, put back or not (below), but never
  a word about the people at an online table or a chat line (:attr:`Utterance.lasting`). A
  *step* of their own decision that is not a move (:attr:`Utterance.step`: marking a bid card,
  opening or closing a choice) never makes a move stale, nor cuts one not yet heard enough: its
  answer waits behind the move, being said or put back, and follows it (found by ear: "Anna
  has bid." cut by Space, then said again after Right, Space, Right, Space, Enter, 8 s late,
  after "Bid 3. Choose a premium. ..."; then, by a tester, a step cutting the move for good
  instead: "Anna has bid." cut as it began by Down, dropped by Space, never heard, and "Bob
  has bid." cut 0.4 s in by Space and said again after its answer). A key that only reads (an
  arrow over the hand, a status key, the history, a refusal) never makes a move stale. Nor
  does a new deal or round, which never comes before it: the key that deals waits for the
  round's end to be heard, and rounds that go on by themselves wait for silence.
  An event that is no game move (a table's or a page's opening lines, a word about the people
  at an online table: no gist) is put back once only: cut early a second time, or a newer
  key's answer of its scene coming before it began again, cuts it for good (the player reads
  on: a page's title said again after its lines were read is noise).
- a **prompt** (:data:`PROMPT`): what to do now ("Your turn. Total 71. ...", "You can still draw:
  press Space.", "2 seconds left to draw: press Space."). True only until the situation changes:
  a prompt still waiting in the queue is dropped, and never said, once a newer prompt of the same
  scene or the player's own move replaces it; when another player's move makes a scene's prompts
  untrue (its card closed the draw they urge), :meth:`SpeechQueue.cut_prompts` drops them and
  cuts the one being said. A message dropped so, never said and no longer true
  (:attr:`Utterance.void`), leaves the history too: no key reads it back; so does one cut so,
  or by the player's move, in its first instant (:data:`UNHEARD_SECONDS`), nothing of it heard
  (:meth:`SpeechQueue._cut_unheard`; a focus answer cut so by a newer key's answer too). One that a status
  key's answer (:attr:`Utterance.question`: C, S, T, H...) or a refusal (``advice``: a key bound
  to nothing, "Not your turn. ...") of its scene cuts before it was heard enough
  (:data:`HEARD_FRACTION`) is put back, as an event is, and said whole right after that answer;
  so cut early again, it is put back again, each time, as a game move is: keys pressed on and on
  only delay it (found by ear: "Your turn. Total 57. ..." cut 0.9 s in by Q, bound to nothing,
  or 2 s in by C, was never said again; cut by C, said again and cut early by S, it was never
  heard whole, and nothing told the player it was their turn). While it waits put back, a
  newer status key's answer or refusal goes first and it follows; it stays true as any
  prompt: a newer prompt of its scene or the player's move drops it, and so does any other key's
  answer (an arrow: the turn line named the card the focus left, and the player reads on, each
  card heard at once). A key that plays pressed while the turn line waits put back is kept,
  never lost, and acts once the line said again was heard far enough (its head for a digit, its
  end for Enter: :meth:`game.scenes.card_table_keys.HeardKeys._keep_for_turn_line`; found by
  ear: 1 during C's "Total 47." was lost silently after the line was said again). Never put
  back: one cut by any other key (an arrow, the advice key, a menu's move, a step of the
  player's own decision, their move), or by another scene's answer (F1 help: the table says
  where it stands on its return), nor a reminder, a line that answered an older key
  (:attr:`Utterance.by_key`), or one that names the seconds left (:attr:`Utterance.timed`: its
  scene says it anew, worded with the time left then; :meth:`SpeechQueue.prompt_said_again`). A
  *reminder*
  (:attr:`Utterance.reminder`: "Too early: your key was not used. Press it again.", said where
  the refused cue is not heard) is a prompt that waits behind everything waiting but other
  players' moves (it is said right after the line the key was pressed in, ahead of moves
  waiting then), without replacing the prompts before it, and holds nothing up
  (:meth:`SpeechQueue.busy`: only a line waiting behind it does); a prompt of its scene that
  waits, or comes while it waits, goes after it (that prompt says what to do, and stays the last
  thing said; found in a listening session: the reminder was dropped for such a prompt, and with
  sound off a key during "Deal 1. ..." had no answer at all), and a newer key's answer drops
  it while it waits (it would come late, and sound as if it were about that newer key). It
  begins after a short quiet (:data:`REMINDER_PAUSE`), and another player's move outdates it:
  dropped while it waits, cut while it is said, the move is said at once
  (:meth:`SpeechQueue._outdate_reminders`).
- an **answer** (:data:`ANSWER`) to the player's own key: it cuts what is being said and goes
  first; a newer answer drops an older one still waiting (and the rest of it, ``follow``; a
  history review's answer waiting behind the player's own doing is kept when the newer one is
  one too, ``review``: each Page Up is answered, in turn). A status key's answer
  (:attr:`Utterance.question`: C, S, T, H, the trick game's T, B, K, S...) replaces the older
  status answer of its scene, whichever status key asked it, as a screen reader's newer review
  key cuts the older one's reading (asked by three testers by ear): being said, it is cut for
  good; still waiting (behind another player's move, or the player's own doing), it is dropped,
  never said (:meth:`SpeechQueue._replace_status_answers`). C then S quickly: the total cut, the
  tokens whole. The same key pressed again restarts its answer, worded as things are now: the
  first cut, the second whole, never said twice whole. One that waited is not said when the
  line heard whole right before it, begun after the key, said the very same words
  (:meth:`SpeechQueue._just_said`: "Round 1 over: ... Tokens: you 1, Bob 3." then S's
  "Tokens: you 1, Bob 3." again). Only an older status answer is so cut or
  dropped: anything else waiting or being said is treated as before (another player's move or
  the player's own is never cut by a status key, the answer waits behind it; a turn line it
  cuts early is said again after it). Any other key (an arrow over the
  hand, a refusal, the history) cuts and drops status answers as any answer: reading a hand by
  arrows stays fast. A status answer said after another player's move (an event of the
  player's own, so that it follows that move) is cut so too, at once, wherever the key comes in
  it; only the player's own move waits for it (:func:`_said_whole`). Still waiting behind that
  move, it stays, and is said after it (the move cut early by the key is said again first). Never begun, the older one leaves the
  history, the on-screen log and the transcript (:attr:`Utterance.superseded`), unless it told a
  step of the player's own decision (``step``). The player's move does not drop it: an
  answer waiting behind the player's own doing was asked before the move and is said before it (nothing asked goes unheard, and it is still true), unless it
  refused a key and said what to do instead (``advice``: the move made it untrue). The
  player's own move (an answer with ``move=True``: "You: 6 of hearts. Total 6.") and the events
  it caused (``own=True``: "You passed 33: you lose 1 token. 6 left.") are always said, in order:
  a later answer or move waits behind them instead of cutting them. A move moves the game on:
  it drops the scene's waiting prompts and the other players' events not yet begun (the history
  keeps them; the tables make a key that plays, draws or deals wait for those, so this is rare).
  A refusal that would wait behind the player's own doing not yet begun (:meth:`SpeechQueue.answer_behind`)
  is never given to the queue: the scene plays only the refused cue
  (:meth:`game.scenes.base.Scene.refuse`), as by then it would answer a key pressed before
  that situation was heard.
- a **notice** (:data:`NOTICE`) from the program (speech changed, a file set aside): it waits its
  turn, ahead of any waiting prompt, so the prompt stays the last thing said before the player acts.
  It is said once, whole: an answer (a key's, a scene's opening line, the player's move) that
  comes before most of it was said (:data:`HEARD_FRACTION`) waits until it ends and follows it
  (cut, it would have to be said again after the answer: "The screen reader did not answ—", the
  answer, then the notice whole, heard twice); once most of it was said, an answer cuts it as
  any, and so does a second key pressed while the first one's answer waits behind it (the
  player moves on: cut for good, the history keeps it). Only one kept unheard while speech
  opens is cut, and said whole right after the answer. A notice that must be heard now (the
  online turn timer's warning) may itself cut the answer to a key of the player's
  (:meth:`SpeechQueue.say_before_answer`): the rest of that answer is said right after it, from
  the sentence cut.

Each message belongs to the scene that said it (None for the app's own). Nothing of a scene that
has been left is said after it: :meth:`SpeechQueue.leave` drops what it still has waiting and
cuts what it is saying; what it said of itself and never began (its title, a page's lines, its
prompts, its answers) is void then, gone from the history too, while its events stay. A scene
covered by another (a pause menu, F1 help over a table) keeps its messages waiting until it is
on top again (``active``); a covering scene may let the scene below go on speaking (the trick
game's deal summary, which follows the table's last events).
The player's own doing still waiting when the cover came (their draw, pressed just before F1)
is said first, before the covering scene's words (:meth:`SpeechQueue.enter`): the table never
speaks into help, nor says on return what the player did before it. Where the game stands, said
on return after what the scene kept, answers the key that closed the cover: when it tells the
player nothing to do (:attr:`Utterance.by_key`), a newer key's answer that comes while it waits
replaces it (said after that answer, it would be outdated).

The queue feeds the backend one message at a time. A backend that can tell whether it is
speaking (``knows_speaking``: espeak-ng run as a process, Prism backends that report it, text
only and the test recorder, which finish at once) gets the next message once it is idle; for
one that cannot tell (a screen reader bridge without "is speaking"), each message is taken as
heard after its estimated length, :data:`SECONDS_PER_CHAR` a character plus
:data:`START_SECONDS` (so is each message of a backend found stuck saying it speaks,
:data:`STUCK_SECONDS`: a stuck engine never stops the game). Time is the game's: :meth:`SpeechQueue.tick` advances it (the app calls
it 60 times a second), so tests are exact.

A working backend can hand over to another (:meth:`SpeechQueue.hand_over`: espeak-ng, which
speaks from the first word at start-up, to the screen reader found meanwhile): the message being
said ends through the old backend, neither cut nor said again, and every later one goes to the
new backend, once; a key that cuts the message being said cuts the old voice.

When the backend fails and another takes over (:meth:`SpeechQueue.take_over`), the notice that
says so goes first, then what the failed backend was given and never said, where still true (an
event always; a prompt not replaced since; nothing of a scene left; never a notice of which
speech speaks), then what was waiting (a notice of which speech speaks aside: it is untrue now).
A turn line said again is worded as things are now (:attr:`Utterance.words`: the focus may have
moved while the failed backend hung).

Timed by its length, a message is "done" for the queue; whether it was heard is another matter
where the backend cannot tell (a speech daemon that takes every line at once and says none, found
by ear): the tables ask :meth:`game.speech.backends.SpeechBackend.unconfirmed` before a key acts
on a turn line (:meth:`game.scenes.card_table.CardTable.wait_for_speech`).
"""

from __future__ import annotations

import contextlib
import logging
import re
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from .backends import SpeechBackend
from .pace import spoken_units
from .utterance import (  # noqa: F401  (the kinds and states are read from here too)
    ANSWER, CUT, DONE, DROPPED, EVENT, KINDS, NOTICE, PROMPT, QUEUED, SPEAKING, Utterance,
)


SECONDS_PER_CHAR = 0.065
"""Estimated speaking time per character where speech cannot tell when it is done (about 15
characters a second, a screen reader at a usual rate)."""
START_SECONDS = 0.2
"""Estimated time a screen reader takes to start a message."""
STUCK_SECONDS = 20.0
"""A backend that still says it is speaking one message after this many seconds, and after
:data:`STUCK_FACTOR` times the message's estimated length, is stuck (a screen reader whose
"is speaking" never clears): from then on its messages are timed by their estimated length."""
STUCK_FACTOR = 4.0
BARELY_BEGUN_SECONDS = 0.4
"""An event cut by an answer before it has been said this long was not heard at all: it is said
right after the answer instead (so a key pressed just as another player's card begins never
hides that card)."""
UNHEARD_SECONDS = 0.3
"""A line cut this soon after it began was not heard at all (a voice takes about
:data:`START_SECONDS` to start; a held arrow repeats every 0.06 s, its first repeat 0.4 s after
the press, so the press's answer is heard in part and its repeats' are not): cut so by what made
it untrue or took its place, it leaves the history, the on-screen log and the transcript, as a
line dropped before it began (:meth:`SpeechQueue._cut_unheard`); found by testers by ear: Space
as "You can still draw: press Space." began, and a held Right, put lines never heard in the log,
which Page Up then read."""
HEARD_FRACTION = 0.6
"""An event cut by an answer before this share of its expected length was said was not heard
enough to follow: it is said whole right after the answer (module doc: a game move every time;
another event once; a step of the player's own decision waits for a game move instead). The length is expected from the
speaking rate measured on the messages this backend said to their end (:attr:`SpeechQueue.heard_rate`), in
what is spoken (:func:`game.speech.pace.spoken_units`: a number or a stop takes longer than a letter), else
from :data:`SECONDS_PER_CHAR`."""
RATE_MIN_CHARS = 24
"""Only messages at least this long measure the speaking rate (a short one is mostly start-up:
"Bob has bid." took 0.071 s a unit by ear where the lines of a deal took 0.062)."""
RATE_KEPT = 0.8
"""The speaking rate is the measured messages' seconds over their units, each message weighing
this many times the one measured after it (:meth:`SpeechQueue._measure`)."""
REMINDER_PAUSE = 0.3
"""Seconds of quiet after a line ends before a reminder (:attr:`Utterance.reminder`) waiting
behind it begins: a computer player's move due as that line ends (they do not wait for a
reminder) comes first and drops it unsaid (:meth:`SpeechQueue._outdate_reminders`), never
cutting it at its first word."""
GIVEN_KEPT = 32
"""How many of the messages handed to the backend lately are kept, to be said again through
the next backend when this one fails before saying them (:meth:`SpeechQueue.take_over`)."""


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
"""Where a message's sentences part (:meth:`SpeechQueue.rest_from_cut_sentence`)."""

log = logging.getLogger(__name__)


def _own_doing(item: Utterance) -> bool:
    """The player's own move, or an event it caused (never a prompt)."""
    return item.move or (item.own and item.kind == EVENT)


def _said_whole(current: Utterance, move: bool = False) -> bool:
    """True when ``current`` (being said) is said to its end before a key's answer begins (the
    answer waits behind it: :meth:`SpeechQueue._add_answer`): the player's own move or what it
    caused (:func:`_own_doing`). A status key's answer said behind another player's move (an
    event of the player's own with a :attr:`Utterance.question`, so that it follows that move:
    :meth:`game.scenes.card_table.CardTable.answer_status`) is so only for the player's own move
    (``move``): any other key's answer cuts it at once, as it cuts a status answer said at once
    (found by ear: Right 0.28 s into V's "On the table: ..." said after "Anna: king of clubs."
    was answered 6.7 s later, after it, and held Bob's card back), another status key's answer
    too (:meth:`SpeechQueue._replace_status_answers`). Advice said after other players' moves
    (:attr:`Utterance.after_moves`) is never so: any key cuts it once begun."""
    return _own_doing(current) and not current.after_moves and (current.question is None or move)


def _key_answer(item: Utterance) -> bool:
    """True when ``item`` answers a key of the player's and may be cut by a notice that must be
    heard now (:meth:`SpeechQueue.say_before_answer`): an answer that is not their move (a
    status key's, the hand, the advice, a help line, a menu's), or one said after other
    players' moves as an event of their own (the advice, :attr:`Utterance.after_moves`; a
    status answer, :attr:`Utterance.question`). Never another player's move, nor the player's
    own move or what it caused."""
    if item.kind == ANSWER:
        return not _own_doing(item)
    return item.kind == EVENT and item.own and not item.move and (item.after_moves or item.question is not None)


def _void_when_left(item: Utterance) -> bool:
    """True when ``item``, never begun when its scene was left, is void (:attr:`Utterance.void`):
    a prompt or an answer (a page's title and lines, a menu's title, an answer to a key), not
    the player's own move; it spoke of that scene, which is gone. An event (what happened: a
    move, a chat line) or a notice is still true, and kept."""
    return item.kind in (PROMPT, ANSWER) and not _own_doing(item)


class SpeechQueue:
    """Our own queue in front of a backend (the policy in the module doc).

    Args:
        backend: where messages are spoken.
        active: ``active(scene)`` is True when ``scene`` may speak now (it is on top, or the
            scenes above it let it speak); messages of other scenes wait. Default: always.
        seconds_per_char: the estimate for backends that cannot tell whether they are speaking.
    """

    def __init__(self, backend: SpeechBackend, active: Callable[[Any], bool] | None = None,
                 seconds_per_char: float = SECONDS_PER_CHAR) -> None:
        self.backend = backend
        self.active: Callable[[Any], bool] = active or (lambda scene: True)
        self.seconds_per_char = seconds_per_char
        self.now = 0.0
        """Game time in seconds (advanced by :meth:`tick`)."""
        self._queue: list[Utterance] = []
        self._pump_holds = 0  # (:meth:`pump_held`)
        self._current: Utterance | None = None
        self._quiet_since: float | None = None  # when the last line said to its end ended
        self._begun_count = 0  # how many times a message began (Utterance.begin_number)
        self._given: deque[Utterance] = deque(maxlen=GIVEN_KEPT)
        """The messages handed to the backend lately, oldest first (:meth:`take_over`)."""
        self._left: weakref.WeakSet[Any] = weakref.WeakSet()
        self._held_under: weakref.WeakSet[Any] = weakref.WeakSet()
        """The scenes whose own doing was held when a scene came over them (:meth:`enter`): held
        until they are on top again, whatever scene comes over that one."""
        self.trust_idle = True
        """False once the backend was found stuck saying it speaks (see :data:`STUCK_SECONDS`)."""
        self._rate_sums: tuple[float, float] = (0.0, 0.0)
        """The seconds and the units behind :attr:`heard_rate`, each message's weighed by :data:`RATE_KEPT`."""
        self.heard_rate: float | None = None
        """Seconds a unit of what is spoken (:func:`game.speech.pace.spoken_units`: a letter 1, a
        digit or a pause more), measured on the messages said to their end by a backend that
        tells when it is done (their seconds over their units, the older weighing less:
        :data:`RATE_KEPT`; a long message weighs more than a short one, which is mostly
        start-up: found by ear, "Bob has bid." three times before a long hint made the hint's
        head judged 0.5 s late); None until one was measured since the backend
        last changed (another engine, voice or rate: :meth:`set_backend`, :meth:`take_over`), or
        where speech cannot tell."""
        self.incoming: SpeechBackend | None = None
        """The backend that speaks from the next message on (:meth:`hand_over`), while the
        message being said ends through :attr:`backend`; None when no hand-over is under way."""

    # -- adding ---------------------------------------------------------------------------------
    def add(self, item: Utterance, after: Utterance | None = None) -> Utterance:
        """Put ``item`` where its kind goes (module doc), then speak what is due. Returns it.

        ``after``: a message still waiting (not yet begun) that ``item``, a key's answer given
        with ``follow``, is said right after, never before: an answer worded from the game as
        it stands after that message (another player's move not yet heard: "Not your turn. Bob
        plays next." after "Ben: 10 of spades as plus 10. Total 41.", C-22, T-28). Not waiting
        (being said, said, dropped), ``item`` goes where its kind goes."""
        if item.kind not in KINDS:
            raise ValueError(f"unknown kind of message {item.kind!r}")
        if item.scene is not None and item.scene in self._left:
            item.state = DROPPED  # said by a scene already left: never spoken
            item.untrue = _void_when_left(item)
            return item
        if item.move:
            item.own = True
        if after is not None and after.state == QUEUED and after in self._queue and not item.move:
            self._queue.insert(self._queue.index(after) + 1, item)
            self.pump()
            return item
        if (item.kind == ANSWER and not item.follow) or (item.own and item.kind == EVENT):
            # a newer key's answer: a line that answered an older key and still waits is outdated
            self._drop(lambda u: u.by_key and u.scene is item.scene, untrue=True)
        if item.kind == EVENT and not item.own and item.gist is not None:
            self._outdate_reminders(item.scene)
        if item.question is not None:
            self._replace_status_answers(item)
        if item.kind == ANSWER and not item.follow:
            self._add_answer(item)
        elif item.follow:  # right after the answer it continues, which may wait behind the player's own doing
            position = 0
            while position < len(self._queue) and (self._queue[position].kind == ANSWER
                                                    or _own_doing(self._queue[position])):
                position += 1
            self._queue.insert(position, item)
        elif item.kind == PROMPT and item.reminder:  # after all that waits; the prompts before it stay
            # ahead of other players' moves already waiting: it answers a key pressed during the
            # line being said, and is said right after it, not after those moves (found by ear:
            # Return early in the bid hint, "Too early: ..." came 11 s later, after "Anna has
            # bid." and "Bob has bid."); a move that comes later outdates it (_outdate_reminders).
            # Ahead of a prompt of its scene waiting too, which says what to do now and stays
            # the last thing said (found by ear: "Your key did nothing. ..." said after "You can
            # still draw: press Space."): it was dropped then, and where cues are not heard the
            # player heard nothing for the key (found in a listening session: a key during
            # "Deal 1. ...", before the bid prompt, sound off, and silence)
            position = next((i for i, u in enumerate(self._queue)
                             if u.scene is item.scene and ((u.kind == EVENT and not u.own and u.gist is not None)
                                                           or (u.kind == PROMPT and not u.reminder))),
                            len(self._queue))
            self._queue.insert(position, item)
        elif item.kind == PROMPT:
            # (a refused key's reminder waiting stays, said before it: the key was not used, and
            # where cues are not heard nothing else tells the player so)
            self._drop(lambda u: u.kind == PROMPT and not u.reminder and u.scene is item.scene, untrue=True)
            self._queue.append(item)
        elif item.kind == NOTICE:
            # before a waiting prompt, but after a waiting reminder: that answers a key pressed
            # before this notice came, and said after it, it would come late and be dropped by
            # the next key (found by a tester by ear: Enter during the results' opening, then
            # "Ben left the table." and two more such notices, and the second Enter acted before
            # "Too early: ..." was said: the first key had no answer)
            position = next((i for i, u in enumerate(self._queue) if u.kind == PROMPT and not u.reminder),
                            len(self._queue))
            self._queue.insert(position, item)
        elif item.own and item.kind == EVENT:
            # what the player's move caused follows the move at once, ahead of a word about people
            # (lasting) that waits: "You: ace of hearts.", "You win the trick ...", then "Ben lost
            # the connection. ..." (never between the card and its trick)
            position = next((i for i, u in enumerate(self._queue) if u.lasting and u.scene is item.scene),
                            len(self._queue))
            self._queue.insert(position, item)
        else:
            self._queue.append(item)
        self.pump()
        return item

    def _outdate_reminders(self, scene: Any) -> None:
        """Another player's move of ``scene`` comes: its reminders (:attr:`Utterance.reminder`)
        answered a key pressed in the situation that move ends, and are outdated ("Press it
        again." about a turn gone by): one waiting is dropped unsaid, one being said is cut,
        so the move is said at once; not one the move leaves true
        (:attr:`Utterance.outlasts_moves`: another player's bid while the player's own is still
        to make). A reminder holds no computer player up: they do not wait for it
        (:meth:`busy`), nor does their move's line (found by ear: Return 0.6 s after the Enter
        that dealt a round Bob plays first, "Too early: ... Press it again." said whole
        before Bob's card, 3 s late)."""
        self._drop(lambda u: u.reminder and u.scene is scene and not u.outlasts_moves, untrue=True)
        current = self._current
        if (current is not None and current.reminder and current.scene is scene and not current.outlasts_moves
                and not self._finished(current)):
            self._cut_current(untrue=True)

    def _cut_current(self, untrue: bool = False) -> None:
        """Cut the message being said for good (state ``CUT``, never said again; the history
        keeps it) and stop the voice, so what waits next is said at once. ``untrue``: it is no
        longer true; cut in its first instant, it leaves the history (:meth:`_cut_unheard`)."""
        current = self._current
        assert current is not None
        current.state = CUT
        current.cut_at = self.now
        if untrue:
            self._cut_unheard(current)
        self._current = None
        self.backend.stop()

    def _replace_status_answers(self, item: Utterance) -> None:
        """``item``, a status key's answer (:attr:`Utterance.question`), replaces the older status
        answers of its scene, whichever key asked them, as a screen reader's newer review key
        cuts the older one's reading (asked by three testers by ear: T then B in the trick game
        said the trumps whole before the bids, and C then S the total before the tokens): one
        still waiting (behind another player's move, or the player's own) is dropped, never
        said (:attr:`Utterance.superseded`: it leaves the history); one being said is cut, for
        good. The same key pressed again so restarts its answer, worded as things are now
        (never said twice whole). Only status answers: the moves, the player's own doing and
        the prompts waiting or being said are what they were. Said at once (an :data:`ANSWER`),
        ``item`` cuts the one being said in :meth:`_add_answer`, as any key's answer; said
        behind other players' moves (an :data:`EVENT` of the player's own), it is cut here, and
        the move waiting next is said at once."""
        for u in self._queue:
            if u.question is not None and u.scene is item.scene and not u.begun:
                u.superseded = True
        self._drop(lambda u: u.question is not None and u.scene is item.scene)
        current = self._current
        if (item.kind != ANSWER and current is not None and current.question is not None
                and current.scene is item.scene and not self._finished(current)):
            self._cut_current()

    def _add_answer(self, item: Utterance) -> None:
        # a key's answer waits already (not the rest of one a notice cut, said after it:
        # say_before_answer; a key pressed in that notice is its first, answered after it)
        answered = any(u.kind == ANSWER and not u.put_back for u in self._queue)
        if item.move:  # the game moved on: its prompts, advice, and what others did that was not heard yet
            self._drop(lambda u: u.scene is item.scene and u.kind == PROMPT, untrue=True)
            self._drop(lambda u: u.scene is item.scene and u.kind == EVENT and not u.own  # (still true: kept)
                       and not u.lasting)
            self._drop(lambda u: u.kind == ANSWER and u.advice, untrue=True)
        else:
            # older answers, and their rest; but a review answer waiting behind the player's own
            # doing is kept when this one is a review answer that waits too: each Page Up is
            # answered, in order, a line further back each (found by ear: two Page Ups during
            # "You: 6 of hearts. Total 6." were answered once, two lines back)
            reviews = item.review and self._own_doing_said()
            # (a status answer of another key is an older answer too: _replace_status_answers)
            self._supersede_answers(lambda u: not (reviews and u.review))
            # a newer key's answer: the player pressed on, so a reminder of an earlier key still
            # waiting would come late and read as being about this key (found by ear: "Too early:
            # ... Press it again." 9 s late, after three arrows' answers)
            self._drop(lambda u: u.reminder, untrue=True)
            self._cut_put_back(item)
        # The player's own move, and the events it caused, are always said, in order: an answer
        # or a later move waits behind them instead of cutting them; a move also waits behind an
        # answer asked before it (said before the move, while it is still true).
        # A notice being said and not yet heard enough to follow is said to its end first, the
        # answer right after it: cut, it would be said again whole after the answer, so heard
        # twice ("The screen reader did not answ—", the answer, the notice again: found by ear).
        # A second key while the first one's answer waits behind it: the player moves on, the
        # notice is cut for good (the history keeps it), and the answer is said now.
        current = self._current
        notice_on = current is not None and not self._finished(current) and self._notice_goes_on(current)
        insisted = notice_on and answered and not current.kept_whole
        if insisted:
            assert current is not None
            current.restarted = True  # cut for good: not said again after the answer
        # A status answer being said is cut by any key's answer, another status key's too
        # (_replace_status_answers), said at once or behind another player's move (_said_whole).
        # A step of the player's own decision (a bid card marked, a choice opened) waits behind
        # another player's move not yet heard enough, being said or put back to be said again:
        # the move is heard whole once, the step's answer right after it (found by a tester by
        # ear: Down cut "Anna has bid." as it began, Space then dropped it for good, never heard;
        # Space cut "Bob has bid." 0.4 s in, said again whole after the answer)
        step = item.step and not item.move
        protected = current is not None and not self._finished(current) and (
            _said_whole(current, item.move) or (notice_on and not insisted)
            or (step and self._move_unheard(current, item) and self._barely_heard(current)))
        position = 0
        while position < len(self._queue) and (_own_doing(self._queue[position])
                                                or (item.move and self._queue[position].kind == ANSWER)
                                                or (item.review and self._queue[position].review)
                                                or (step and self._queue[position].put_back
                                                    and self._move_unheard(self._queue[position], item))):
            position += 1
        if protected or ((item.move or insisted or item.question is not None or step) and position > 0):
            self._queue.insert(position, item)
            if not protected and current is not None:
                current.state = DONE if self._finished(current) else CUT
                current.cut_at = self.now
                self._cut_unheard(current, item)
                self._current = None
                self.backend.stop()
            return
        if current is not None:
            said_again = current.kind == NOTICE or current.lasting or self.prompt_said_again(current, item) or (
                not item.move and (current.kind == EVENT or current.opening) and not _own_doing(current))
            if (said_again and not (current.restarted and self._once_only(current, item))
                    and not self._finished(current) and current.started is not None and self._barely_heard(current)):
                current.heard_share = max(current.heard_share or 0.0, self._heard_share(current))
                current.state, current.started, current.ends = QUEUED, None, None  # not heard yet: said next
                current.restarted = True
                current.put_back = current.kind in (EVENT, PROMPT)
                current.put_backs += 1
                self._queue.insert(0, current)
            else:
                current.state = DONE if self._finished(current) else CUT
                current.cut_at = self.now
                self._cut_unheard(current, item)
                if current.repeats and not self._barely_heard(current):
                    self._repeat_heard(current)
            self._current = None
        self._start(item, interrupt=True)

    def _cut_unheard(self, cut: Utterance, by: Utterance | None = None) -> None:
        """``cut`` was just cut in its first instant (:data:`UNHEARD_SECONDS`), never heard before
        (not said again after a cut): nothing of it was heard. A prompt cut by what made it untrue
        (``by`` None: :meth:`cut_prompts`, :meth:`outdate`, :meth:`_outdate_reminders`; or the
        player's move, ``by``), or a focus answer (:attr:`Utterance.focus`) by a newer key's
        answer ``by`` (a held arrow's next repeat, the edge's words, the player's move), it is
        :attr:`Utterance.void`: it leaves the history, the on-screen log and the transcript as a
        line dropped before it began, for the log shows what was said (found by testers by ear:
        Space as "You can still draw: press Space." began, the reminder never heard and then
        read by Page Up; Right held 1.5 s put 11 focus lines in the log, 2 of them heard). Heard
        longer, it stays, as any line a key cut."""
        if cut.state != CUT or not self._first_instant(cut):
            return
        if cut.kind == PROMPT and (by is None or by.move):
            cut.untrue = cut.cut_unheard = True
        elif cut.focus:  # (by a newer key's answer: :meth:`_add_answer`)
            cut.superseded = cut.cut_unheard = True

    def _first_instant(self, item: Utterance) -> bool:
        """True when ``item`` began less than :data:`UNHEARD_SECONDS` ago and was never heard
        before (not put back after a cut)."""
        return (item.started is not None and not item.put_backs and not item.heard_share
                and self.now - item.started < UNHEARD_SECONDS - 1e-9
                and not getattr(self.backend, "holds_speech", False))  # (kept unsaid: said again)

    def unsettled(self, item: Utterance) -> bool:
        """True while ``item`` is being said in its first instant and a cut may yet make it go as
        never heard (:meth:`_cut_unheard`): a prompt, or a focus answer. The transcript, which
        only grows, waits for it to settle."""
        return (item is self._current and item.state == SPEAKING and self._first_instant(item)
                and (item.kind == PROMPT or item.focus))

    def _repeat_heard(self, answer: Utterance) -> None:
        """A review ``answer`` that says the newest line said word for word (F2's;
        :attr:`Utterance.repeats`) was heard: that line, waiting to be said again after a key cut
        it early (put back, or given back by a chord after Ctrl silenced it: :meth:`unsilence`,
        found by a tester by ear, Ctrl+End said a move a third time), counts as heard and is not
        said again (module doc, events); the history keeps it."""
        for u in [u for u in self._queue if (u.put_back or u.begun) and u.text == answer.repeats]:
            self._queue.remove(u)
            u.state = CUT
            u.put_back = False

    @staticmethod
    def _move_unheard(line: Utterance, answer: Utterance) -> bool:
        """True when ``line`` is another player's game move (an event with a
        :attr:`Utterance.gist`, not the player's own) of the scene of ``answer``, a step of the
        player's own decision that waits behind it while it is not heard enough
        (:meth:`_add_answer`)."""
        return line.kind == EVENT and not line.own and line.gist is not None and line.scene is answer.scene

    @staticmethod
    def _once_only(cut: Utterance, answer: Utterance) -> bool:
        """True when ``cut`` (being said, cut early by ``answer``) is put back once only: a
        notice, an event that is no game move (no :attr:`Utterance.gist`: a page's title), or a
        game move said again that a history review's answer (:attr:`Utterance.review`: Page
        Up, F2) cuts early again: the player reads the history, which has it (found by ear: Page
        Up had "Carl: ace of diamonds as 1. Total 94." said a fourth time). A game move a key
        that only reads cut is never lost (module doc, events), nor one a step of the player's
        own decision meets (:attr:`Utterance.step`: its answer waits behind the move,
        :meth:`_add_answer`), nor is
        a prompt a status key's answer or a refusal of its scene cut (:meth:`prompt_said_again`:
        the turn line, still true, is put back each time, found by ear: cut by C, said again,
        cut by S, and never heard whole)."""
        if cut.kind == PROMPT:
            return not SpeechQueue.prompt_said_again(cut, answer)
        return cut.kind != EVENT or cut.gist is None or (answer.review and cut.state == SPEAKING)

    @staticmethod
    def prompt_said_again(prompt: Utterance, answer: Utterance) -> bool:
        """True when ``prompt``, cut early by ``answer`` or waiting put back when ``answer`` comes,
        is said (again) after it, as an event is (found by ear: "Your turn. Total 57. ..." cut
        0.9 s in by Q, bound to nothing, was never said again): ``answer`` is of its scene and
        only asks (a status key's, :attr:`Utterance.question`) or refuses (``advice``), and
        moves neither the game nor the player's decision on (a move, a step: a costly card's
        warning is a refusal and a step). Another key's answer (an arrow, whose turn line would
        name the card the focus left; a menu's move) is not. Never a reminder, a line that
        answered an older key (:attr:`Utterance.by_key`), or one that names the seconds left
        (:attr:`Utterance.timed`: its scene words it anew). Each time it is so cut, not once
        only (:meth:`_once_only`: found by ear, cut by C, said again and cut by S, the turn line
        was never heard whole); it stays true while it waits: a newer prompt of its scene or the
        player's move drops it, as any prompt."""
        return (prompt.kind == PROMPT and not (prompt.reminder or prompt.by_key or prompt.timed)
                and prompt.scene is answer.scene and (answer.question is not None or answer.advice)
                and not (answer.move or answer.step))

    def _cut_put_back(self, answer: Utterance) -> None:
        """A newer ``answer`` comes while an event of its scene that a key cut before it was
        heard enough still waits to be said again right after that key's answer
        (:attr:`Utterance.put_back`): the player pressed on before it began again, as if it was
        cut early a second time. An event put back once only (:meth:`_once_only`: no game move)
        is then cut for good (the history keeps it), never said seconds later after answers it
        was not heard with; a game move stays put back, behind ``answer``, or ahead of it when
        ``answer`` is a step of the player's own decision (:meth:`_add_answer`: found by ear,
        "Anna has bid." cut 0.4 s in by Space, then Right, Space, Right, Space, Enter, was said
        again after "Bid 3. Choose a premium. ..."; Space now waits for it). The events behind it that were never begun follow as
        ever. While speech is still opening (``holds_speech``) nothing of it was heard: it stays."""
        if getattr(self.backend, "holds_speech", False):
            return
        for u in [u for u in self._queue if u.put_back and u.scene is answer.scene and self._once_only(u, answer)
                  and not self.prompt_said_again(u, answer)]:
            self._queue.remove(u)
            u.state = CUT
            u.cut_at = self.now
            u.put_back = False

    def refusal_puts_back(self, scene: Any) -> bool:
        """True when a refusal of ``scene`` said now (an answer with the ``refused`` cue,
        :attr:`Utterance.advice`) would cut the line being said and have it said again whole
        right after it: that line is a prompt of ``scene`` said again so
        (:meth:`prompt_said_again`: the turn line, the bid prompt, the line on coming back), not
        yet heard enough to follow (:meth:`_barely_heard`). A key refused as too early there is
        answered in words at once, never after the line (found by a tester by ear: "Too early:
        your key was not used. Press it again." 10 s after the key, after the 8.7-second line
        it was pressed in: :meth:`game.scenes.base.Scene.refused_cue`)."""
        current = self._current
        if (current is None or self._finished(current) or current.scene is not scene or current.kind != PROMPT
                or current.reminder or current.by_key or current.timed or current.started is None):
            return False
        return not getattr(self.backend, "holds_speech", False) and self._barely_heard(current)

    def _own_doing_said(self) -> bool:
        """True while the player's own move, or what it caused, is being said (a key's answer
        waits behind it: :meth:`_add_answer`)."""
        current = self._current
        return current is not None and not self._finished(current) and _said_whole(current)

    def _notice_goes_on(self, item: Utterance) -> bool:
        """True when ``item`` (being said) is a notice a key's answer does not cut: not yet heard
        enough to follow (:meth:`_barely_heard`) and really being heard (not kept while speech
        opens: that is cut, and said whole after the answer, as nothing of it was heard)."""
        return (item.kind == NOTICE and not getattr(self.backend, "holds_speech", False)
                and self._barely_heard(item))

    def _barely_heard(self, item: Utterance) -> bool:
        """True when ``item`` (being said) has not yet been said long enough to follow
        (:data:`HEARD_FRACTION`, :data:`BARELY_BEGUN_SECONDS`); always while speech is still
        opening and keeps it unsaid (``holds_speech``: :class:`game.speech.opening.OpeningSpeech`)."""
        if getattr(self.backend, "holds_speech", False):
            return True
        started = item.started if item.started is not None else self.now
        return self.now - started < max(BARELY_BEGUN_SECONDS, HEARD_FRACTION * self._expected_length(item))

    def _expected_length(self, item: Utterance) -> float:
        """Seconds ``item`` (being said) is expected to take whole: at the speaking rate measured
        (:attr:`heard_rate`), else by its estimated end."""
        started = item.started if item.started is not None else self.now
        if self.heard_rate is not None:
            return self.spoken_seconds(item.text) or 0.0
        return (item.ends if item.ends is not None else self.now) - started

    def _heard_share(self, item: Utterance) -> float:
        """The share of ``item`` (being said) said so far, by :meth:`_expected_length` (0 to 1)."""
        length = self._expected_length(item)
        started = item.started if item.started is not None else self.now
        return 1.0 if length <= 0 else min(1.0, max(0.0, (self.now - started) / length))

    def _measure(self, item: Utterance) -> None:
        """``item`` was said to its end by a backend that tells: update :attr:`heard_rate`."""
        if (item.started is None or len(item.text) < RATE_MIN_CHARS
                or not (self.backend.knows_speaking and self.trust_idle)):
            return
        seconds, units = self.now - item.started, spoken_units(item.text)
        if self.heard_rate is None:  # (measured anew: this message alone)
            self._rate_sums = (seconds, units)
        else:  # seconds over units, not a mean of each message's rate: a long message weighs more
            old_seconds, old_units = self._rate_sums
            self._rate_sums = (RATE_KEPT * old_seconds + (1 - RATE_KEPT) * seconds,
                               RATE_KEPT * old_units + (1 - RATE_KEPT) * units)
        self.heard_rate = self._rate_sums[0] / self._rate_sums[1] if self._rate_sums[1] else None

    def spoken_seconds(self, text: str) -> float | None:
        """Seconds ``text`` takes to say whole at the speaking rate measured (:attr:`heard_rate`,
        in :func:`~game.speech.pace.spoken_units`); None before one was measured."""
        if self.heard_rate is None:
            return None
        return spoken_units(text) * self.heard_rate

    def expected_seconds(self, text: str) -> float:
        """Seconds ``text`` is expected to take whole once begun: at the speaking rate measured
        (:meth:`spoken_seconds`), else by the estimate of a backend that cannot tell
        (:data:`START_SECONDS` and :attr:`seconds_per_char` a character)."""
        measured = self.spoken_seconds(text)
        return measured if measured is not None else START_SECONDS + len(text) * self.seconds_per_char

    def seconds_to_end(self, scene: Any, any_scene: bool = False) -> float:
        """Seconds the line of ``scene`` being said is expected to go on (:meth:`expected_seconds`
        from its start), 0.0 when none is (nothing said, or another scene's); ``any_scene``: the
        line being said whoever's it is (an app's notice too, which a line said now waits for)."""
        current = self._current
        if current is None or (current.scene is not scene and not any_scene) or self._finished(current) \
                or current.started is None:
            return 0.0
        return max(0.0, self.expected_seconds(current.text) - (self.now - current.started))

    # -- time and the backend ---------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """Advance game time by ``dt`` seconds and speak what is due."""
        self.now += dt
        self.pump()

    @contextlib.contextmanager
    def pump_held(self) -> Iterator[None]:
        """Within it nothing new begins to be said (:meth:`pump` waits), so that messages added
        can be put in order first (:meth:`move_before`); what is due begins once it ends."""
        self._pump_holds += 1
        try:
            yield
        finally:
            self._pump_holds -= 1
            self.pump()

    def pump(self) -> None:
        """When the message being said is done, start the next one whose scene may speak."""
        if self._pump_holds:
            return
        while True:
            current = self._current
            if current is not None:
                if not self._finished(current):
                    return
                current.state = DONE
                current.done_at = self.now
                self._current = None
                self._quiet_since = self.now
                self._measure(current)
                if current.repeats:
                    self._repeat_heard(current)
            if self.incoming is not None:  # the old voice said its last message to its end
                self._switch()
            following = next((u for u in self._queue if u.before_cover or self.active(u.scene)), None)
            if following is None:
                return
            if self.backend.awaits_check():
                return  # an unproven voice gets its next message once checked (held)
            if (following.reminder and self._quiet_since is not None
                    and self.now - self._quiet_since < REMINDER_PAUSE - 1e-9):
                return  # a computer player's move due now goes first (REMINDER_PAUSE)
            self._queue.remove(following)
            if self._just_said(following):
                following.state, following.superseded = DROPPED, True
                continue
            self._start(following, interrupt=False)

    def _just_said(self, item: Utterance) -> bool:
        """True when ``item``, a status key's answer that waited (:attr:`Utterance.asked_at`),
        would say again the very words (whole sentences) that the line of its scene heard whole
        right before it said, that line begun after the key was pressed: that line answered the
        key ("Round 1 over: ... Tokens: you 0, Ben 2. Enter: next round." then S's "Tokens: you
        0, Ben 2."), and the answer is not said. So too when that line, heard whole, is the one
        that answers it in other words (:attr:`Utterance.answered_by`), begun before the key or
        after it (T in the counting game's pause: "Round 1 over: ... Enter: next round.")."""
        if item.asked_at is None or not self._given:
            return False
        last = self._given[-1]
        if item.answered_by is not None and last is item.answered_by:
            return last.state == DONE and last.cut_at is None
        words, heard = str(item.text).strip(), str(last.text).strip()
        return (last.scene is item.scene and last.state == DONE and last.cut_at is None
                and last.started is not None and last.started > item.asked_at + 1e-9
                and words[-1:] in (".", "!", "?") and heard != words and f" {words} " in f" {heard} ")

    def hand_over(self, backend: SpeechBackend) -> None:
        """Speak through ``backend`` from the next message on: the message being said ends
        through the backend in use, neither cut nor said again, and the next one (what was
        waiting, in order, each once) goes to ``backend``; the old backend is closed then. A key
        that cuts the message being said cuts the old voice and is answered through ``backend``
        (the voice that stood in while the screen reader was looked for at start-up, handing
        over to the screen reader found: :meth:`game.app.App._take_speech`). With nothing being
        said, ``backend`` takes over at once."""
        if self.incoming is not None and self.incoming is not backend:
            self.incoming.close()
        self.incoming = backend
        self.pump()
        if self._current is None and self.incoming is not None:
            self._switch()

    def _switch(self) -> None:
        """Finish a hand-over (:meth:`hand_over`): :attr:`incoming` speaks from now, the old
        backend is closed (it has nothing left to say, or what it said was cut)."""
        old, backend = self.backend, self.incoming
        if backend is None:
            return
        self.incoming = None
        self.backend = backend
        self.trust_idle = True
        self.heard_rate = None  # measured anew: another engine, voice or rate
        old.close()

    def stop_old_voice(self) -> None:
        """The backend handing over (:meth:`hand_over`) stopped working before its last message
        ended: that message is cut, and :attr:`incoming` speaks from now."""
        if self._current is not None:
            self._current.state = CUT
            self._current.cut_at = self.now
            self._current = None
        self._switch()
        self.pump()

    def _drop_incoming(self) -> None:
        """Another backend was chosen while a hand-over was under way: the incoming one is closed."""
        incoming, self.incoming = self.incoming, None
        if incoming is not None:
            incoming.close()

    def set_backend(self, backend: SpeechBackend) -> None:
        """Speak through ``backend`` from now; the message being said counts as said."""
        self._drop_incoming()
        self.backend = backend
        self.trust_idle = True
        self.heard_rate = None  # measured anew: another engine, voice or rate
        if self._current is not None:
            self._current.state = CUT
            self._current.cut_at = self.now
            self._current = None
        self.pump()

    def take_over(self, backend: SpeechBackend, notice: Utterance, lost: list[str],
                  reworded: list[tuple[Utterance, str]] | None = None,
                  following: list[Utterance] | None = None) -> list[Utterance]:
        """The backend failed and ``backend`` takes over: ``notice`` (that speech changed) is
        said first, then the messages of ``lost`` (texts the failed backend was given and never
        said, oldest first) that are still true, in their order, then what was waiting (but a
        waiting notice of which speech speaks, ``about_speech``: untrue now, it is dropped). A
        prompt said again that words itself (:attr:`Utterance.words`: the turn line naming the
        focused card) is worded as things are now; each one so changed is put in ``reworded``
        with its old text (the announcer keeps the new text in the history), and one that no
        longer applies ("") is not said again. ``following`` gets every message
        to be said after the notice (those said again, then those that were waiting), in order.

        Still true: an event, a notice (not one of which speech speaks, ``about_speech``) or
        the player's move is always said again; a prompt only
        while no newer prompt of its scene and no move of the player was given or is waiting (a
        reminder, :attr:`Utterance.reminder`, replaces none, and is never said again: it answered
        a key pressed before the notice); an
        answer only while no newer answer was (nor a move, for advice); nothing of a scene
        already left. A message said again
        is not put back a second time if a key cuts it early (unless :meth:`_once_only` says
        otherwise: a game move, a prompt a status key cut). Returns the messages said again."""
        self._drop_incoming()
        self.backend = backend
        self.trust_idle = True
        self.heard_rate = None  # measured anew: another engine, voice or rate
        if self._current is not None:
            self._current.state = CUT
            self._current.cut_at = self.now
            self._current = None
        given = list(self._given)
        again: list[Utterance] = []
        for text in lost:
            item = next((u for u in reversed(given) if u.text == text and u not in again), None)
            if item is not None and self._still_true(item, given + self._queue):
                again.append(item)
        for item in list(again):
            if item.words is None:
                continue
            text = item.words().strip()
            if not text:  # it no longer applies (not the player's turn now)
                again.remove(item)
                item.untrue = True
            elif text != item.text:
                if reworded is not None:
                    reworded.append((item, item.text))
                item.text = text
        for item in again:
            item.state, item.started, item.ends, item.restarted = QUEUED, None, None, True
        self._drop(lambda u: u.about_speech, untrue=True)  # "Speech: Speech Dispatcher." still waiting: untrue now
        notice.kind = NOTICE
        self._queue = [notice, *again, *self._queue]
        if following is not None:
            following.extend(self._queue[1:])
        self.pump()
        return again

    def _still_true(self, item: Utterance, later: list[Utterance]) -> bool:
        """True when ``item`` (never heard) may still be said (:meth:`take_over`)."""
        if (item.scene is not None and item.scene in self._left) or item.about_speech or item.reminder:
            return False  # (a reminder answered a key pressed before the notice: stale after it)
        if item.kind in (EVENT, NOTICE) or item.move:
            return True
        newer = later[later.index(item) + 1:] if item in later else later
        if item.kind == PROMPT:  # a newer prompt of its scene (never a reminder), or the player's move, replaced it
            return not any(u.scene is item.scene and ((u.kind == PROMPT and not u.reminder) or u.move)
                           for u in newer)
        return not any(u.kind == ANSWER and (not u.move or item.advice) for u in newer)

    def adopt(self, backend: SpeechBackend, then: SpeechBackend | None = None) -> None:
        """Speak through ``backend`` from now, going on where the one before it stands: the
        backend that stood in while speech opened (:class:`game.speech.opening.OpeningSpeech`)
        has handed it the message being said, which starts to be heard now (its estimated end
        is counted from now). Unlike :meth:`set_backend`, nothing counts as said. ``then``: the
        backend that takes over once that message ends (:meth:`hand_over`), so nothing after it
        goes to ``backend`` (espeak-ng saying the words held while Speech Dispatcher opened:
        :meth:`game.app_speech.AppSpeech._say_held_words`)."""
        self._drop_incoming()
        self.backend = backend
        self.trust_idle = True
        self.heard_rate = None  # measured anew: another engine, voice or rate
        current = self._current
        if current is not None:
            current.started = self.now
            current.ends = self.now + START_SECONDS + len(current.text) * self.seconds_per_char
        if then is not None:
            self.hand_over(then)
            return
        self.pump()

    def _start(self, item: Utterance, interrupt: bool) -> None:
        if self.incoming is not None:  # a hand-over: the old voice's message was cut, or is done
            self._switch()
        item.state = SPEAKING
        item.begun = True
        self._begun_count += 1
        item.begin_number = self._begun_count
        item.put_back = False
        item.started = self.now
        item.ends = self.now + START_SECONDS + len(item.text) * self.seconds_per_char
        self._current = item
        if item in self._given:
            self._given.remove(item)
        self._given.append(item)
        self.backend.speak(item.text, interrupt)

    def _finished(self, item: Utterance) -> bool:
        estimated_end = item.ends if item.ends is not None else self.now
        if self.backend.knows_speaking and self.trust_idle:
            if self.backend.idle():
                return True
            started = item.started if item.started is not None else self.now
            if self.now - started > max(STUCK_SECONDS, STUCK_FACTOR * (estimated_end - started)):
                log.warning("speech %s still says it is speaking after %.0f s: timing messages by their "
                            "length from now", self.backend.name, self.now - started)
                self.trust_idle = False
                return True
            return False
        return self.now >= estimated_end - 1e-9

    def _drop(self, which: Callable[[Utterance], bool], untrue: bool = False) -> None:
        """Drop the waiting messages ``which`` picks; ``untrue``: because they are no longer
        true (:attr:`Utterance.void`: the history forgets them)."""
        kept = []
        for item in self._queue:
            if which(item):
                item.state = DROPPED
                item.untrue = item.untrue or untrue
            else:
                kept.append(item)
        self._queue = kept

    # -- the player and the scenes ---------------------------------------------------------------
    _silenced: tuple[Utterance | None, list[Utterance]] | None = None
    """What the last :meth:`stop` cut and dropped, until :meth:`keep_silence` or
    :meth:`unsilence` settles it."""

    def stop(self) -> None:
        """Silence now (Ctrl): nothing waiting is said; the history keeps it all. What it cut
        and dropped is remembered: Ctrl that turns out to be part of a chord (Ctrl+F1) gives it
        back (:meth:`unsilence`)."""
        dropped = [item for item in self._queue]
        self._drop(lambda u: True)
        cut = None
        if self._current is not None:
            cut = self._current
            self._current.state = CUT
            self._current.cut_at = self.now
            self._current = None
        self._silenced = (cut, dropped)
        self.backend.stop()
        if self.incoming is not None:  # nothing left for the old voice to say
            self._switch()

    def keep_silence(self) -> None:
        """Ctrl was a silence (let go alone, or another key without it came): what it silenced
        stays unsaid."""
        self._silenced = None

    def unsilence(self) -> None:
        """Ctrl was the start of a chord (Ctrl+F1: the rules), not a silence: what :meth:`stop`
        dropped waits again, in order, ahead of what came since, and the line it cut is said
        again first when it was barely heard (found by a tester: Ctrl+F1 during "Bob: 7 of
        hearts. Total 71." silenced "Bob passed 66: loses 1 token. 7 left.", never said)."""
        silenced, self._silenced = self._silenced, None
        if silenced is None:
            return
        cut, dropped = silenced
        back = [item for item in dropped if item.state == DROPPED and not item.untrue]
        if cut is not None and cut.state == CUT and cut.started is not None and self._barely_heard(cut):
            cut.state, cut.started, cut.ends = QUEUED, None, None
            back.insert(0, cut)
        for item in back:
            item.state = QUEUED
        self._queue[:0] = back  # (said from the next look: the chord's own answer, if any, first)

    def leave(self, scene: Any) -> None:
        """``scene`` was left: what it has waiting is dropped, what it is saying is cut. What
        it said of itself (:func:`_void_when_left`: a page's title and lines, a menu's title,
        its prompts, its answers to keys) is void, as it was about a screen that is gone: the
        history, the on-screen log and the transcript leave it out (found by ear: F1, then
        Escape before "1 to 3: play the card in that place of your hand." was said, and the
        line was in the log and the transcript); what happened (events, the player's own
        doing) and notices stay true, kept as before."""
        if scene is None:
            return
        self._left.add(scene)
        self._drop(lambda u: u.scene is scene and _void_when_left(u), untrue=True)
        self._drop(lambda u: u.scene is scene)
        current = self._current
        if current is not None and current.scene is scene:
            finished = self._finished(current)
            current.state = DONE if finished else CUT
            current.cut_at = self.now
            self._current = None
            if not finished:
                self.backend.stop()
        # no pump here: the scene below says where it stands first (its resume), so a prompt it
        # kept waiting under this one is replaced before it could be said

    def enter(self, scene: Any) -> None:
        """``scene`` is (again) on the stack: what it says is spoken. The player's own doing still
        waiting in the scenes it covers (their move and what it caused: "You draw the 9 of
        spades.") was asked before the key that brought ``scene`` (F1 help, the pause menu), so
        it is said first, in order, as a later answer waits behind it (module doc): the scene
        below never speaks into ``scene`` later, on its return or while ``scene`` is read. A
        scene's own doing that waits behind another player's move not yet heard (a status
        answer) stays with it, held until the scene is on top again, even once that move was
        heard under a second cover (found by ear: C and S during Anna's card, Escape, then
        Options: "Total 12." and "Tokens: ..." were said among the Options menu's lines)."""
        self._left.discard(scene)
        for below in list(self._held_under):
            if below is scene or self.active(below):
                self._held_under.discard(below)  # (on top again: it speaks as ever)
        held: set[int] = {id(below) for below in self._held_under}
        current = [self._current] if self._current is not None else []
        for item in current + self._queue:
            if item.scene is None or item.scene is scene:
                continue
            if _own_doing(item) and id(item.scene) not in held:
                item.before_cover = True
            else:
                held.add(id(item.scene))
                if not self.active(item.scene):  # (under the deal summary a table speaks on)
                    self._held_under.add(item.scene)

    def withdraw(self, item: Utterance, untrue: bool = True) -> None:
        """Drop ``item`` if it is still waiting: it became untrue before it was said (the history
        forgets it: :attr:`Utterance.void`), or, ``untrue`` False, it is said otherwise or a newer
        line replaces it (the history keeps it)."""
        if item.state == QUEUED and item in self._queue:
            self._queue.remove(item)
            item.state = DROPPED
            item.untrue = untrue

    def outdate(self, item: Utterance) -> None:
        """``item`` is no longer true: waiting, it is dropped unsaid (it leaves the history);
        being said, it is cut for good, never said again (the history keeps it), so what comes
        next is said at once. The notice of a speech the player chose and undid at once (the
        Speech option: :meth:`game.app_speech.AppSpeech._outdate_speech_notice`)."""
        if item.state == QUEUED:
            self.withdraw(item, untrue=not item.begun)
        elif item is self._current and not self._finished(item):
            self._cut_current(untrue=True)

    def ahead_of_prompts(self, item: Utterance | None) -> None:
        """Move ``item`` (waiting) ahead of the first waiting prompt of its scene, so the prompt
        stays the last thing said before the player acts (a status key's answer that waits
        behind other players' moves: :meth:`game.scenes.card_table.CardTable.answer_status`)."""
        if item is None or item.state != QUEUED or item not in self._queue:
            return
        position = next((i for i, u in enumerate(self._queue) if u.kind == PROMPT and u.scene is item.scene), None)
        if position is None or position > self._queue.index(item):
            return
        self._queue.remove(item)
        self._queue.insert(position, item)

    def move_before(self, item: Utterance | None, later: Utterance | None) -> None:
        """Move ``item`` (waiting) right before ``later`` (waiting): what sums up older lines said
        before the newer ones kept (:meth:`game.scenes.card_table_online.OnlineTable.shorten_held_moves`).
        Nothing when either is not waiting."""
        if item is None or later is None or item is later or item not in self._queue or later not in self._queue:
            return
        self._queue.remove(item)
        self._queue.insert(self._queue.index(later), item)

    def cut_early(self, item: Utterance) -> bool:
        """True when ``item`` was cut before it was said long enough to follow
        (:data:`HEARD_FRACTION` of its expected length, :data:`BARELY_BEGUN_SECONDS` at least)."""
        if item.state != CUT or item.started is None or item.cut_at is None:
            return False
        length = self.spoken_seconds(item.text) if self.heard_rate is not None else \
            (item.ends - item.started if item.ends is not None else 0.0)
        return item.cut_at - item.started < max(BARELY_BEGUN_SECONDS, HEARD_FRACTION * (length or 0.0))

    def say_before_answer(self, scene: Any, say: Callable[[], Utterance | None],
                          longer_than: float | None = None) -> Utterance | None:
        """Say a notice that must be heard now (the turn timer's warning,
        :meth:`game.scenes.card_table_online.OnlineTable.tick_turn_warning`) ahead of the answer
        to a key of the player's that ``scene`` is saying (:func:`_key_answer`: not their move,
        nor what it caused, nor another player's move), when no other player's move nor the
        player's own doing waits to be said now: the answer is cut, the notice said at once
        (ahead of the answers and prompts waiting), and the rest of the answer, from the
        sentence that was cut (:meth:`rest_from_cut_sentence`), said right after it, so nothing
        the player asked for is lost (a newer key's answer drops it then, as any answer
        waiting). ``longer_than``: the answer was being said already when the notice became
        due; it is cut only when the rest of it would take more than that many seconds
        (:meth:`_surely_lasting`), else the notice waits for its end. ``say()`` adds the notice
        and returns it. Returns the notice, or None when nothing was cut (nothing said: the
        notice waits; found by ear: a bidder's arrows and marks, each answered in turn, kept
        "10 seconds left for your turn." unsaid until the time ran out; the advice, 9.9 s long,
        kept it until 2 seconds were left)."""
        current = self._current
        if (current is None or not _key_answer(current) or current.scene is not scene
                or self._finished(current) or self._moves_wait()):
            return None
        if longer_than is not None and (current.started is None or self._surely_lasting(current)
                                        - (self.now - current.started) <= longer_than):
            return None
        rest = self.rest_from_cut_sentence(current)
        item = self._cut_for_notice(current, say, first=True)
        if rest and item is not None and item.state == SPEAKING:
            current.text = rest
            current.state, current.started, current.ends, current.cut_at = QUEUED, None, None, None
            current.restarted = current.put_back = True
            current.put_backs += 1
            self._queue.insert(0, current)
        return item

    def cut_answer(self, scene: Any, say: Callable[[], Utterance | None],
                   untrue: Utterance | None = None) -> Utterance | None:
        """Cut at once the answer to a key of the player's that ``scene`` is saying
        (:func:`_key_answer`: the hand, the advice, a status answer, a help line; never another
        player's move, nor the player's own move or what it caused), its rest never said again:
        a notice that ends the turn it spoke of comes (online, one's own time ran out,
        :meth:`game.scenes.card_table_online.OnlineTable.remote_timer_notice`; found by a tester
        by ear: the hand, 13 s, ran on and "Your time ran out: ..." came about 5 s after the time
        was up). Unlike :meth:`say_before_answer` nothing is put back and no allowance is made
        for its end. ``say()`` adds the notice and returns it: said at once, ahead of the answers
        and prompts waiting, unless another player's move or the player's own doing waits to be
        said now (then in its order after them). Returns the notice, or None when nothing was cut
        (nothing said: the caller says it as ever). ``untrue``: a line of ``scene`` that the
        notice makes untrue (the turn line of the turn whose time ran out), cut as an answer is
        when it is the one being said (found by a tester by ear: back from help after the
        warning, the line on coming back named the card Enter plays after the time ran out)."""
        current = self._current
        if current is None or not (_key_answer(current) or current is untrue) or current.scene is not scene \
                or self._finished(current):
            return None
        return self._cut_for_notice(current, say, first=not self._moves_wait())

    def _moves_wait(self) -> bool:
        """True when another player's move or the player's own doing waits to be said now (of
        an active scene, or kept to be said before a cover)."""
        return any((u.before_cover or self.active(u.scene)) and (_own_doing(u) or u.kind == EVENT)
                   for u in self._queue)

    def _cut_for_notice(self, current: Utterance, say: Callable[[], Utterance | None],
                        first: bool) -> Utterance | None:
        """Cut ``current`` (being said) now and add the notice ``say()`` returns, the held lines
        pumped meanwhile; ``first``: the notice goes ahead of everything waiting (said now).
        Returns the notice (None when ``say()`` said nothing)."""
        self._cut_current()
        with self.pump_held():
            item = say()
            if first and item is not None and item.state == QUEUED and item in self._queue:
                self._queue.remove(item)
                self._queue.insert(0, item)  # (ahead of the answers waiting: said now)
        return item

    def _surely_lasting(self, item: Utterance) -> float:
        """Seconds ``item`` takes whole by the shorter of two estimates: at the speaking rate
        measured (:meth:`expected_seconds`) and by its characters (:data:`START_SECONDS`,
        :attr:`seconds_per_char`): a line is cut to say a notice first only when its rest is
        surely long (:meth:`say_before_answer`)."""
        by_chars = START_SECONDS + len(item.text) * self.seconds_per_char
        return min(self.expected_seconds(item.text), by_chars)

    def rest_from_cut_sentence(self, item: Utterance) -> str:
        """The rest of ``item`` (being said) from the start of the sentence being said now, as
        far as its expected length tells (:meth:`_heard_share`, in what is spoken when the
        speaking rate is measured, else in characters): what is said again after a notice cut
        it (:meth:`say_before_answer`). The whole text when its first sentence is being said."""
        sentences = [part for part in _SENTENCE_END.split(item.text) if part]
        if len(sentences) < 2:
            return item.text
        measure = spoken_units if self.heard_rate is not None else len
        sizes = [measure(part) for part in sentences]
        heard = self._heard_share(item) * sum(sizes)
        before = 0.0
        for index, size in enumerate(sizes):
            if heard < before + size:
                return " ".join(sentences[index:])
            before += size
        return sentences[-1]

    def drop_answers(self, scene: Any) -> None:
        """Drop the waiting answers of ``scene`` that are not moves: a newer answer supersedes
        them (as an answer that cuts drops them, module doc: :meth:`_supersede_answers`)."""
        self._supersede_answers(lambda u: u.scene is scene)

    def _supersede_answers(self, which: Callable[[Utterance], bool]) -> None:
        """A newer key's answer takes the place of the waiting answers (not moves) ``which``
        picks: they are dropped, and (:attr:`Utterance.superseded`) as never begun they leave
        the history, the on-screen log and the transcript, unless they tell a step of the
        player's own decision (:attr:`Utterance.step`), which stays as a line Ctrl silenced."""
        for item in self._queue:
            if item.kind == ANSWER and not item.move and not item.step and which(item):
                item.superseded = True
        self._drop(lambda u: u.kind == ANSWER and not u.move and which(u))

    def drop_advice(self, scene: Any) -> None:
        """Drop the waiting refusals of ``scene`` (:attr:`Utterance.advice`): a move made for the
        player (online, their time ran out) made them untrue, as the player's own move does
        (:meth:`add`); the history forgets them."""
        self._drop(lambda u: u.kind == ANSWER and u.advice and u.scene is scene, untrue=True)

    def drop_prompts(self, scene: Any) -> None:
        """Drop the waiting prompts of ``scene`` (its situation changed)."""
        self._drop(lambda u: u.kind == PROMPT and u.scene is scene, untrue=True)

    def cut_prompts(self, scene: Any) -> None:
        """The situation of ``scene`` changed under its prompts (another player's card closed the
        draw a prompt urged, C-8): its waiting prompts are dropped and the one being said is cut
        at once (the backend stops), so nothing untrue is said; then the next message starts."""
        if scene is None:
            return
        self.drop_prompts(scene)
        current = self._current
        if current is not None and current.kind == PROMPT and current.scene is scene:
            finished = self._finished(current)
            current.state = DONE if finished else CUT
            current.cut_at = self.now
            self._cut_unheard(current)
            self._current = None
            if not finished:
                self.backend.stop()
        self.pump()

    # -- questions -------------------------------------------------------------------------------
    def busy(self) -> bool:
        """True while a message is being said or one that may be said now is waiting; a
        reminder (:attr:`Utterance.reminder`) being said counts only when a message not a
        reminder waits behind it that may be said now; so does one waiting its short quiet
        (:data:`REMINDER_PAUSE`) ahead of such a message (the prompt it goes before): the lines
        behind it are still to be said, and computer players and heard times wait for them."""
        self.pump()
        current = self._current
        if current is None:
            return self.held() or any(not u.reminder and (u.before_cover or self.active(u.scene))
                                      for u in self._queue)
        if not current.reminder:
            return True
        return any(not u.reminder and (u.before_cover or self.active(u.scene)) for u in self._queue)

    def held(self) -> bool:
        """True while nothing is being said and a message that may be said now (not a reminder)
        waits only for the check of a voice that has not shown it speaks
        (:meth:`~game.speech.backends.SpeechBackend.awaits_check`): the check comes once the line
        it was given would have been said (:meth:`game.speech.announcer.Announcer._check_when_quiet`);
        until then speech counts as busy, so the computer players wait."""
        return (self._current is None and self.backend.awaits_check()
                and any(not u.reminder and (u.before_cover or self.active(u.scene)) for u in self._queue))

    def pending(self) -> list[Utterance]:
        """The message being said (first) and those waiting, in order (held ones included)."""
        self.pump()
        return ([self._current] if self._current is not None else []) + list(self._queue)

    def answer_behind(self) -> list[Utterance]:
        """The messages not yet begun that an answer (not a move) added now would wait behind:
        the player's own doing waiting after the line being said, when that line is not cut (the
        player's own move or what it caused, or a notice not yet heard enough: see
        :meth:`_add_answer`). Empty when the answer would be said at once, or right after the
        line being said."""
        current = self._current
        if current is None or self._finished(current):
            return []
        if not (_said_whole(current) or self._notice_goes_on(current)):
            return []
        behind = []
        for item in self._queue:
            if not _own_doing(item):
                break
            behind.append(item)
        return behind

    def said_after(self, item: Utterance) -> list[Utterance]:
        """The messages that will be said after ``item`` (being said or waiting), in order;
        empty when ``item`` is neither."""
        pending = self.pending()
        return pending[pending.index(item) + 1:] if item in pending else []

    def last_begun(self) -> Utterance | None:
        """The message being said, else the one said last (to its end, or cut), or None."""
        return self._given[-1] if self._given else None

    def waiting(self, scene: Any, every_kind: bool = False) -> list[Utterance]:
        """The events of ``scene`` not yet begun, oldest first, without starting any (as
        :meth:`unheard`, the one being said aside, and no :meth:`pump` first): what a scene back
        on top may still shorten before it speaks; ``every_kind``: all its messages waiting."""
        return [u for u in self._queue if u.scene is scene
                and (every_kind or (u.kind == EVENT and not u.own and not u.reminder))]

    def unheard(self, scene: Any, kinds: Iterable[str] = (EVENT,), own: bool = False) -> list[Utterance]:
        """The messages of ``scene`` of ``kinds`` not yet heard to their end (being said or
        waiting), oldest first; the player's own (``own``) only when ``own`` is True; never a
        reminder (:attr:`Utterance.reminder`)."""
        wanted = tuple(kinds)
        return [u for u in self.pending() if u.scene is scene and u.kind in wanted and (own or not u.own)
                and not u.reminder]
