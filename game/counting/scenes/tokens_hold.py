"""The seats' tokens on the counting table's screen change as their loss is said (C-18, C-23).

A card that reaches or passes 33, 66 or 99 (or a turn with an empty hand, C-19) costs tokens at
once: the game counts them as the card is played, and a player with none left is out. Speech
takes its time: "Bob: king of spades. Total 66." is said first, then "Bob reached 66. You lose 1
token. 5 left." A player who listens and looks sees the tokens as the ear has them: each seat
panel keeps the tokens it had before that card (and "OUT" only for who was out before it) until
the line saying the loss begins (dropped unsaid, it is not waited for), and then the paid tokens
leave their seats (the token animation, unless motion is reduced): the screen shows what the line
says ("... 5 left.") while it is said, as the pile total changes with the card, as the card's own
line ("... Total 66.") begins (found by ear: the seats kept the old count through a 4-second loss
line that gave the new one). Where speech finishes at once (text only) nothing is held.

Only what is drawn follows the ear: the status keys (S says everyone's tokens) answer after the
lines still waiting, so they tell the tokens as they are then.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ...engine.events import Event
from ..events import PlayerEliminated, TokensLost
from ..state import CountingView

LOSS_CUES = frozenset(("token", "elimination"))
"""The cues of the messages that say a loss of tokens (:func:`game.counting.text.narrate`)."""


@dataclass
class HeldTokens:
    """The tokens (and who was out) before a batch of events with losses, drawn until the lines
    saying those losses (``said``, their :class:`~game.speech.queue.Utterance`) begin."""

    tokens: tuple[int, ...]
    eliminated: frozenset[int]
    losses: tuple[TokensLost, ...]
    said: list[Any] = field(default_factory=list)
    settled: bool = False

    @property
    def pending(self) -> bool:
        """True while the batch is being said, or a line saying its losses waits to be said (not
        yet begun)."""
        return not self.settled or any(item.pending and not item.begun for item in self.said)


def tokens_before(view: CountingView, events: Sequence[Event]) -> tuple[tuple[int, ...], frozenset[int]]:
    """The tokens of each seat and the seats out before ``events`` (just applied), from ``view``
    after them: each seat's first loss among them tells what it had (``tokens_left + paid``);
    a seat put out by them was not out before."""
    tokens = list(view.tokens)
    seen: set[int] = set()
    for event in events:
        if isinstance(event, TokensLost) and event.seat not in seen and 0 <= event.seat < len(tokens):
            seen.add(event.seat)
            tokens[event.seat] = event.tokens_left + event.paid
    outs = {event.seat for event in events if isinstance(event, PlayerEliminated)}
    return tuple(tokens), frozenset(view.eliminated - outs)


class TokensHold:
    """The batches whose loss lines have not begun yet, oldest first (normally none or one)."""

    def __init__(self) -> None:
        self._held: list[HeldTokens] = []
        self._open: HeldTokens | None = None

    def expect(self, view: CountingView, events: Sequence[Event]) -> bool:
        """Before ``events`` (the batch just applied; ``view`` after them) are said: when they cost
        tokens, the tokens before them are drawn until their loss lines begin (those lines are
        given by :meth:`said`, then :meth:`settle`). Returns True when they cost tokens."""
        losses = tuple(event for event in events if isinstance(event, TokensLost))
        if not losses:
            self._open = None
            return False
        tokens, eliminated = tokens_before(view, events)
        self._open = HeldTokens(tokens, eliminated, losses)
        self._held.append(self._open)
        return True

    def said(self, message: Any, item: Any) -> None:
        """``message`` of the batch being said went to the ear as ``item``: a loss line is waited for."""
        if self._open is not None and item is not None and getattr(message, "cue", None) in LOSS_CUES:
            self._open.said.append(item)

    def settle(self) -> None:
        """The batch was said: only the loss lines given meanwhile are waited for (none said, as a
        catch-up that kept them in the history only: nothing is)."""
        if self._open is not None:
            self._open.settled = True
            self._open = None

    def drawn(self, view: CountingView) -> CountingView:
        """``view`` as the screen shows it: the oldest batch's tokens before its losses while the
        lines saying them wait to begin, else ``view`` itself."""
        held = next((held for held in self._held if held.pending), None)
        if held is None or len(held.tokens) != len(view.tokens):
            return view
        return replace(view, tokens=held.tokens, eliminated=held.eliminated)

    def release(self) -> list[TokensLost]:
        """Forget the batches whose loss lines began; returns their losses, oldest first (the
        table starts each paid token's animation now)."""
        begun = [held for held in self._held if not held.pending]
        self._held = [held for held in self._held if held.pending]
        return [loss for held in begun for loss in held.losses]

    def clear(self) -> None:
        """Forget every held batch (the table skipped ahead)."""
        self._held = []
        self._open = None
