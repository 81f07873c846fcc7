"""The words of one batch of game events, worded again when the player's language changes while
they wait to be said (:class:`BatchWords`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..i18n import current_language

Narration = Callable[[], Sequence[Any]]
"""A table's words for one batch of events, worded in the player's language when called, from
what they were made of when the batch came (the events, the view of the game then): a list of
messages with ``.text``, ``.cue``, ``.prompt`` and ``.gist``
(:meth:`game.scenes.card_table.CardTable.narration`)."""


class BatchWords:
    """One batch of game events as a table said it (:meth:`CardTable.announce_events
    <game.scenes.card_table.CardTable.announce_events>`): ``messages``, the messages said, made
    by ``narration``; ``gist()`` words the batch's short form ("Anna just played: total 71.";
    None: the player's own doing, which has none). When the player's language changes while
    the batch's lines wait under the pause menu, each line (:meth:`line`) is worded again in
    the new language, the batch worded once per language. Should the batch come out otherwise
    than it did (more or fewer messages, other sounds), its lines keep their words: they are
    never replaced by words about something else."""

    def __init__(self, narration: Narration, messages: Sequence[Any], gist: Callable[[], str] | None) -> None:
        self._narration = narration
        self._shape = [message.cue for message in messages]
        self._gist = gist
        self._language = current_language()
        self._messages: list[Any] = list(messages)
        self._batch_gist: str | None = None if gist is None else gist()

    def _now(self) -> list[Any] | None:
        """The batch worded in the language in use now, or None when it comes out otherwise."""
        language = current_language()
        if language != self._language:
            self._language = language
            self._messages = list(self._narration())
            self._batch_gist = None if self._gist is None else self._gist()
        if [message.cue for message in self._messages] != self._shape:
            return None
        return self._messages

    def line(self, index: int, event: bool) -> Callable[[], tuple[str, str | None] | None]:
        """How the ``index``-th message of the batch is worded now: ``(text, gist)``; the gist is
        the message's own short form, else the batch's, for an ``event`` line (another player's
        move, one's own move's outcome), None for a prompt or the player's move; None (the
        whole) when the batch comes out otherwise (:attr:`Utterance.narration
        <game.speech.queue.Utterance.narration>`)."""
        def worded() -> tuple[str, str | None] | None:
            messages = self._now()
            if messages is None:
                return None
            message = messages[index]
            gist = (getattr(message, "gist", None) or self._batch_gist) if event else None
            return message.text, gist
        return worded
