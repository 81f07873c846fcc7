"""A key that acts, kept until what it acts on was heard, then handled again (C-22, C-23, T-28, T-29).

A table keeps at most one such key (:class:`game.scenes.card_table.CardTable`), for one of three
reasons (:attr:`KeptKey.reason`):

- :data:`MOVES`: pressed late in another player's move line (or a round's or deal's end): it acts
  once that line was heard to its end;
- :data:`TURN_LINE`: pressed late in one's own turn line (or the trick game's premium choice
  opening, T-9, and a deal's bid prompt, T-28; the counting game's value option said by an
  arrow, before or after it named the option, C-10): it acts once the line was heard to its end,
  or once the sentence naming the card Enter plays was heard when only help follows it ("...
  Focus: queen of spades. H reads your hand."); pressed while one's turn line waits to be said
  again after a status key cut it early, once that line said again was heard far enough;
- :data:`SPEECH_CHECK`: pressed while a speech that has not shown it speaks answers a stop: it acts
  once the speech answered.

Each is told by its release condition (:attr:`KeptKey.release`), looked at each update: wait, act,
or give up (the key never acts; the table says why or plays the refused cue); online, once what
it acts on was heard, it acts at once when waiting longer would let one's turn timer run out
first, and one's time running out drops it, unsaid. The newest key
replaces an older kept one (:meth:`KeySlot.keep`); a kept key that counts only while it is the
newest key (:attr:`KeptKey.newest_only`) is dropped, unsaid, once another key was pressed since (an
arrow, Ctrl, a status key); when it acts it is handled again, as if pressed now, with its intent as
the app's ``intent_now``, so every gate looks again and may keep it anew. Held keys act once: the
app counts a press once, never its auto-repeats (``key_presses``), so holding the key neither
drops nor repeats it. Pure Python: no pygame, no speech."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

MOVES = "moves"
TURN_LINE = "turn line"
SPEECH_CHECK = "speech check"

WAIT = "wait"
"""A verdict of :meth:`KeptKey.verdict`: still kept."""
ACT = "act"
"""...: what it waited for was heard: it acts now."""
GIVE_UP = "give up"
"""...: it shows it came too early (or the speech never answered): it never acts; the table answers."""
DROP = "drop"
"""...: another key was pressed since (the newest key counts): it is dropped, unsaid."""


class KeyHost(Protocol):
    """What :meth:`KeySlot.run` reads and sets on the app: ``key_presses``, key presses since the
    start (each press once, its auto-repeats not counted), and ``intent_now``, the intent of the
    key being handled (None when unknown)."""

    key_presses: int
    intent_now: Any


@dataclass(eq=False)
class KeptKey:
    """One kept key.

    Attributes:
        reason: why it is kept: :data:`MOVES`, :data:`TURN_LINE` or :data:`SPEECH_CHECK`.
        intent: the key's intent (the app's ``intent_now`` when it was kept; None when the key came
            through no intent), set as ``intent_now`` again while it acts.
        presses: the app's key count when it was kept.
        at: when it was kept, in seconds on the clock its release condition reads (the speech
            queue's ``now`` for a line; ``time.monotonic`` for a speech check).
        release: called with the key at each update: :data:`WAIT`, :data:`ACT` or :data:`GIVE_UP`.
        act: what the key does, handled again as if pressed now (every gate looks again).
        give_up: what the table says or plays when it gives up (the refused cue; an answer).
        newest_only: True: dropped once another key was pressed since; False (a key kept during
            another player's move): another key leaves it kept (an arrow or a status key does
            not drop it; Ctrl, which ends the line, lets it act at once).
        kept_while_acting: True: it stays kept while it acts (a key kept during another
            player's move: what it goes past, the deal summary's words, is not begun meanwhile),
            and is let go after unless it kept a newer key; False: let go before it acts.
    """

    reason: str
    intent: Any
    presses: int
    at: float
    release: Callable[[KeptKey], str]
    act: Callable[[], None]
    give_up: Callable[[], None]
    newest_only: bool = True
    kept_while_acting: bool = False

    def verdict(self, presses: int) -> str:
        """What to do with the key now that the app has counted ``presses`` key presses:
        :data:`DROP` when it counts only as the newest key and another was pressed since, else
        its release condition's verdict (:data:`WAIT`, :data:`ACT` or :data:`GIVE_UP`)."""
        if self.newest_only and presses != self.presses:
            return DROP
        return self.release(self)


class KeySlot:
    """The one kept key of a table (:attr:`key`, None when none is kept)."""

    def __init__(self) -> None:
        self.key: KeptKey | None = None

    def keep(self, key: KeptKey) -> None:
        """Keep ``key``: it replaces the key kept before (the newest key counts)."""
        self.key = key

    def run(self, host: KeyHost) -> str | None:
        """Called at each update: look at the kept key's verdict and carry it out. :data:`ACT`:
        the key is let go (after it acted when :attr:`KeptKey.kept_while_acting`, unless it kept
        a newer key meanwhile) and acts with its intent as ``host.intent_now`` (set back
        afterwards). :data:`GIVE_UP`: let go, then its ``give_up``. :data:`DROP`: let go.
        Returns the verdict (None when no key is kept)."""
        key = self.key
        if key is None:
            return None
        verdict = key.verdict(int(getattr(host, "key_presses", 0)))
        if verdict == ACT:
            if not key.kept_while_acting:
                self.key = None
            before, host.intent_now = getattr(host, "intent_now", None), key.intent
            try:
                key.act()
            finally:
                host.intent_now = before
                if self.key is key:
                    self.key = None
        elif verdict in (GIVE_UP, DROP):
            self.key = None
            if verdict == GIVE_UP:
                key.give_up()
        return verdict
