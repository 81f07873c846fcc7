"""The scene base class: one object per screen on the app's scene stack.

Life cycle (called by :class:`game.app.App`):

- ``__init__(app)`` builds ``self.keys = self.build_keys()``;
- ``enter()`` when pushed (default: announce :meth:`intro`, interrupting);
- ``on_intent(intent)`` for each key press the scene's key table maps (after the global keys);
- ``on_event(event)`` for any other pygame event (mouse, text input, ...);
- ``on_unbound_key(event)`` after ``on_event`` for a key press no table binds when ``on_event``
  said nothing (default: "No action for Tab. F1 lists the keys.");
- ``tick(dt)`` at a fixed 60 Hz while the scene is on top: runs due timers, then ``update(dt)``;
- ``draw(surface, layout)`` when the app redraws (only after :meth:`mark_dirty` or a resize);
- ``resume()`` when the scene above it was popped (default: announce :meth:`intro` again);
- ``exit()`` when popped or replaced.

Only the top scene ticks, so a pause menu or the help screen pushed over a game table pauses it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import N_, Reworded, _
from ..input.keys import Intent, KeyTable, unbound_key_label
from ..speech.queue import PROMPT

REFUSAL_REPEAT_SECONDS = 5.0
"""A refusal heard whole this many seconds ago or less is answered by the cue alone
(:meth:`Scene.refuse_again`); after a longer quiet it is said again (a player without sound
would otherwise hear nothing)."""

NO_ACTION = N_("No action for {key}. F1 lists the keys.")
"""Said for a key press that no binding matched (``key`` named as F1 help names keys)."""

KEY_TOO_EARLY = N_("Too early: your key was not used. Press it again.")
"""Said, where cues are not heard, for a key that acts answered by the ``refused`` cue alone
because it came before what it acts on was heard (:meth:`Scene.refused_cue`)."""

KEY_REFUSED_UNHEARD = N_("Your key did nothing. Press it again to hear what you can do.")
"""Said, where cues are not heard, for a key refused by the ``refused`` cue alone because its
reason could only come late (:meth:`Scene.refuse`)."""

if TYPE_CHECKING:
    from .host import Host
    from ..settings import Settings
    from ..ui.layout import Layout


class Scene:
    """Base for every screen.

    Class attributes a subclass may set:
        title: how the scene is named in speech ("Main menu") and in the F1 help title.
        rules_game: ``"counting"`` or ``"tricks"`` when Ctrl+F1 should show that game's rules.
        transparent: draw the scene below first (overlays such as a pause menu).
        show_log: draw the message log strip under the scene.
        lets_below_speak: while this scene is on top, the scene below goes on saying what it
            has waiting (the trick game's deal summary after the table's last events). Default
            False: a scene pushed over a table (pause menu, F1 help) keeps the table's waiting
            messages until the table is on top again.
    """

    title: str = ""
    rules_game: str | None = None
    transparent: bool = False
    show_log: bool = True
    lets_below_speak: bool = False
    escape_closes: bool = False
    """True for a menu that Escape closes, back to the scene under it, where that scene's game
    goes on (the online table menu): what is said over it about that game says so ("Escape goes
    back to the table.")."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.keys: KeyTable = self.build_keys()
        self._timers: list[tuple[float, Callable[[], None], bool]] = []

    # -- to override ------------------------------------------------------------------------
    def build_keys(self) -> KeyTable:
        """This scene's key table (also its F1 help). Called once from ``__init__``."""
        return KeyTable()

    def intro(self) -> str:
        """What the scene says when it appears or comes back to the top (default: the title)."""
        return self.title

    def enter(self) -> None:
        """Called once when pushed. Default: announce :meth:`intro`, interrupting."""
        self.announce_self()

    def resume(self) -> None:
        """Called when the scene above was popped. Default: announce :meth:`intro` again."""
        self.announce_self()

    def exit(self) -> None:
        """Called when popped or replaced."""

    def covered(self) -> None:
        """Called when another scene is pushed over this one (a pause menu, F1 help), before it
        announces itself. Default: nothing."""

    def speech_replaced(self) -> None:
        """Speech stopped working and goes on through another backend (a notice says so): what
        was said while it hung may never have been heard, so where the player stands
        (:meth:`intro`) is said again after the notice, as a prompt (a newer prompt or a key
        replaces it). Override when the intro does not say where the player stands."""
        text = self.intro()
        if text:
            self.say(text, kind=PROMPT)

    def speech_retold(self, again: list[Any]) -> None:
        """Speech stopped working and goes on through another backend, which says after the
        notice what the failed one was given and never said, where still true, then what was
        waiting (``again``: those :class:`~game.speech.queue.Utterance` s, in order:
        :meth:`game.speech.queue.SpeechQueue.take_over`). Default: nothing more (a game table
        says where the player stands: :meth:`game.scenes.card_table.CardTable.speech_retold`)."""

    def speech_stopped(self) -> None:
        """Ctrl silenced speech (:meth:`game.speech.Announcer.stop`), the key already counted as
        the newest press. Default: nothing more (a game table answers for a key it kept:
        :meth:`game.scenes.card_table_keys.HeardKeys.speech_stopped`)."""

    def on_intent(self, intent: Intent) -> None:
        """Handle a key the table mapped (``intent.name``, ``intent.char``)."""

    def on_event(self, event: pygame.event.Event) -> None:
        """Handle any other event (not a key press this scene's or the global table binds)."""

    def key_repeats(self, event: pygame.event.Event) -> bool:
        """True when the auto-repeat of this held key acts in this scene although it does not
        only move (a text entry's Backspace and typed characters, as in every text field).
        Default: False: a held key acts once (arrows and pages aside, ``game.app_keys.REPEATING_KEYS``)."""
        return False

    def on_unbound_key(self, event: pygame.event.Event) -> None:
        """A key press that neither the global table nor this scene's table binds, and that
        :meth:`on_event` did not answer (said nothing about). Called once per press, never for
        key repeats. Default: "No action for Tab. F1 lists the keys." (interrupting, ``refused``
        cue); silent for a bare modifier or lock key and for keys with Ctrl or Alt held (see
        :func:`game.input.keys.unbound_key_label`). Override to say something better, or
        nothing."""
        label = unbound_key_label(event)
        if label:
            self.say(_(NO_ACTION).format(key=label), interrupt=True, cue="refused")

    help_title = ""
    """How F1's page names this screen in its sentence, marked with ``N_`` ("the main menu":
    "Keys for the main menu"); "" (the default): by :meth:`help_name`'s fallback."""

    def help_name(self) -> str:
        """How the F1 page names this screen: "Keys for {help_name()}" (default:
        :attr:`help_title` in the player's language, else the title, else "this screen")."""
        if self.help_title:
            return _(self.help_title)
        return self.title or _("this screen")

    def help_heading(self) -> str:
        """The F1 page's whole title when this screen words it itself ("Keys for the counting
        game" at a game's table); "" (the default): "Keys for {help_name()}"."""
        return ""

    def on_language_changed(self) -> None:
        """The player chose another language (Options): re-read every text this scene keeps
        (titles, item labels); the app redraws after. Default: nothing kept."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds (always 1/60): animations, delays."""

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """Draw into ``layout.content`` (the app has filled the background)."""

    def help_lines(self) -> list[str]:
        """The F1 help for this scene (default: its key table's lines, less :meth:`help_left_out`)."""
        return self.keys.help_lines(exclude=self.help_left_out())

    def help_left_out(self) -> tuple[str, ...]:
        """Intent names bound here that F1 does not list, as they name what this game has not
        (the trick game's D with no dummy); they still answer. Default: none."""
        return ()

    # -- helpers ----------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        """The app's :class:`game.settings.Settings`."""
        return self.app.settings

    def say(self, text: str, *, kind: str | None = None, interrupt: bool = False, cue: str | None = None,
            follow: bool = False, own: bool = False, move: bool = False, gist: str | None = None,
            step: bool = False, lasting: bool = False, question: str | None = None,
            timed: bool = False, after: Any = None, focus: bool = False) -> Any:
        """Announce ``text`` as this scene's (see :meth:`game.speech.Announcer.say` and the policy
        in :mod:`game.speech.queue`). Answers to the player's own key pass ``interrupt=True``;
        game events leave it False so they are said once, in order; ``kind="prompt"`` for what
        to do now (dropped once a newer prompt or the player's move replaces it);
        ``follow=True`` continues the answer just given (spoken next, before older waiting
        messages); ``move=True`` for the player's own move (always said); ``step=True`` for the
        answer to a step of the player's own decision that is not a move (a bid card marked, a
        choice opened or closed: said after another player's move not yet heard enough, never
        cutting it, :attr:`game.speech.queue.Utterance.step`); ``lasting=True`` for an event that
        tells no move and stays true whatever the player does (a word about the people at an
        online table, a chat line), which the player's move does not drop
        (:attr:`game.speech.queue.Utterance.lasting`); ``question`` names the status key an
        answer answers (a newer status key's answer replaces it), ``timed=True`` a prompt that names
        the seconds left, ``after`` a waiting message an answer is said right after, ``focus=True``
        for an answer naming where a key moved the focus (see
        :meth:`game.speech.Announcer.say`). Returns the message
        (:class:`game.speech.queue.Utterance`) or None for empty text."""
        return self.app.announcer.say(text, kind=kind, interrupt=interrupt, cue=cue, follow=follow, scene=self,
                                      own=own, move=move, gist=gist, step=step, lasting=lasting,
                                      question=question, timed=timed, after=after, focus=focus)

    def say_worded(self, words: Callable[[], str], **options: Any) -> Any:
        """Say ``words()`` as :meth:`say` does (``options`` are its own); should the player's
        language change while it waits (the pause menu's Options), it is worded again by
        ``words`` (:class:`~game.i18n.Reworded`). Returns what :meth:`say` returns."""
        return self.say(Reworded(words), **options)

    def refuse(self, reason: str) -> None:
        """Announce a refusal with its reason: interrupting, with the ``refused`` cue. A refusal
        that could only be said after lines not yet begun (what the player's own move caused:
        "You bid 3: ..." is being said, "Bidding over. Anna leads." waits) would come seconds
        late, about a situation the player had not heard when pressing the key: only the
        ``refused`` cue answers it, at once (:meth:`game.speech.Announcer.refusal_late`; the
        lines that follow tell the situation). Behind the line being said alone, it is said
        right after it."""
        if self.app.announcer.refusal_late():
            self.refused_late()
            return
        self.say(reason, interrupt=True, cue="refused")

    def refused_late(self) -> None:
        """Answer a key whose answer could only come after lines of the player's own not yet
        begun (:meth:`game.speech.Announcer.refusal_late`) by the ``refused`` cue alone, at once;
        where cues are not heard, "Your key did nothing. Press it again to hear what you can
        do." after those lines (:meth:`refused_cue`), unless another player acts once they were
        heard (:meth:`another_acts_next`): those words would come only after the lines that tell
        the new situation, and that player's move would cut them (found by a tester by ear,
        trick game, 4 players: a doubled Enter on "No premium", "Bidding over. Anna leads." still
        to come, was answered "Your key did nothing. ..." 5.5 s later, cut by "Anna: 10 of
        spades."; T-28, C-22). Where the player acts next, their turn line drops the words."""
        if self.another_acts_next():
            self.say("", cue="refused")
            return
        self.refused_cue(KEY_REFUSED_UNHEARD)

    def another_acts_next(self) -> bool:
        """True when another player acts next, once what is being said and waits was heard, and
        their move will be said then (a computer player at a table on this machine): a reminder
        of a key refused late would come after the situation changed (:meth:`refused_late`).
        Default: False."""
        return False

    def refuse_again(self, reason: str) -> None:
        """A refusal that answers any key the same way (the counting game's "Round over. Press
        Enter for the next round."): said as :meth:`refuse` does, unless it is what was just
        said (being said, waiting, or the last line, heard whole:
        :meth:`game.speech.Announcer.just_said`, ended at most :data:`REFUSAL_REPEAT_SECONDS`
        ago): then only the ``refused`` cue. Said once it is useful; said at every key it is
        noise, and keys pressed faster than it is said would keep speech busy and the computer
        players waiting for silence. Another line said since (a status key's answer, F2 on
        another line), Ctrl cutting it, or a longer quiet makes it say it again. Where cues are
        not heard the cue alone adds nothing then either: the words were heard moments ago."""
        if self.app.announcer.just_said(reason, within=REFUSAL_REPEAT_SECONDS):
            self.say("", cue="refused")
            return
        self.refuse(reason)

    def refused_until_heard(self, line: Any) -> bool:
        """True, with only the ``refused`` cue, while ``line`` (a message :meth:`say` returned,
        or None) is still being said or waits: a choice's opening ("Bid 4. Choose a premium. No
        premium, 1 of 3: ...", "Ace of clubs. Ace as 1: total 65. ...", a costly card's warning,
        the results' opening) must be heard before Enter acts on it. A key pressed twice quickly
        would otherwise choose what was never heard (a key pressed before the situation it acts
        on was heard never acts); the line goes on, uncut. False once it was heard, was cut, or
        for None: then the key acts. Where cues are not heard, "Too early: your key was not
        used. Press it again." follows the line (:meth:`refused_cue`)."""
        if line is not None and line.pending:
            self.refused_cue()
            return True
        return False

    def refused_cue(self, reminder: str = KEY_TOO_EARLY, words: str | None = None) -> None:
        """Answer a key by the ``refused`` cue alone: it did nothing, and the line being said (or
        about to be: the turn line, a choice's opening, what the player's own move caused) goes
        on, uncut, and tells the situation. Where that cue reaches no ear
        (:meth:`game.sound.SoundCues.audible`: no audio device, effects volume 0), the player
        would learn nothing (found by ear: Return early in one's own turn line, silence, and the
        player believed the card played): ``reminder`` (an untranslated sentence,
        :data:`KEY_TOO_EARLY` by default; ``words``, when given, the sentence already worded:
        "Round 1 is over. Press Enter for the next round.") is said too, as a prompt after everything being said
        or waiting (:attr:`game.speech.queue.Utterance.reminder`): never cutting the line, dropped
        unsaid once the situation moves on (the player's move, a newer key's answer, another key
        kept to act: :meth:`withdraw_reminder`), said before a prompt of this scene that waits or
        comes while it waits (the bid prompt after "Deal 1. ...", the turn line), which stays the
        last thing heard (found in a listening session: it was not queued then, and with sound off
        the key had no answer at all), holding no computer player up
        (another player's move drops it, or cuts it while it is said:
        :meth:`game.speech.queue.SpeechQueue._outdate_reminders`), and said once for a burst of
        presses: not again while it waits or is being said, nor
        while it is the line said last, ended at most :data:`REFUSAL_REPEAT_SECONDS` ago, nor
        while the line it cut is being said again right after it (:meth:`_said_again_after`).
        Pressed early in a prompt of this scene that a refusal has said again whole (the turn
        line, the bid prompt, the line on coming back: :meth:`game.speech.queue.SpeechQueue.refusal_puts_back`),
        the reminder is said at once instead, as a refusal: it cuts the prompt, which is said
        again whole right after it, as after a status key's answer (found by a tester by ear,
        trick game, 4 players: Space 0.6 s into the 8.7-second line on coming back from help
        was answered "Too early: ..." 10 s later, after that line; Return 1 s into a turn line,
        then Return again once it was heard: the first one's reminder waited behind the line and
        was dropped unsaid by the second, which played, and the player heard nothing of it)."""
        sound = getattr(self.app, "sound", None)
        if sound is None or sound.audible():
            self.say("", cue="refused")
            return
        announcer = self.app.announcer
        sentence = words if words is not None else _(reminder)
        said = getattr(self, "_reminder", None)
        if said is not None:
            if said.pending:
                self.say("", cue="refused")
                return
            last = announcer.queue.last_begun()
            if (said.heard and said.done_at is not None and announcer.queue.now - said.done_at <= REFUSAL_REPEAT_SECONDS
                    and (last is said or self._said_again_after(said, last))):
                self.say("", cue="refused")
                return
        if announcer.queue.refusal_puts_back(self):
            self._reminder = self.say(sentence, interrupt=True, cue="refused")
            return
        self.say("", cue="refused")
        self._reminder = announcer.say(sentence, kind=PROMPT, scene=self, reminder=True)
        if self._reminder is not None and self.reminder_outlasts_moves():
            self._reminder.outlasts_moves = True  # (another player's bid leaves it true)

    def reminder_outlasts_moves(self) -> bool:
        """True when a refused key's reminder said now (:meth:`refused_cue`) stays true through
        other players' moves (:attr:`game.speech.queue.Utterance.outlasts_moves`): they change
        nothing the key acts on. Default: False (another player's move ends the situation)."""
        return False

    def _said_again_after(self, told: Any, line: Any) -> bool:
        """True when ``line`` (the message begun last) is a prompt of this scene being said
        that began right after ``told``, the refusal said at once (:meth:`refused_cue`): the
        line it cut, said again (the turn line, its short reminder, the bid prompt, the line on
        coming back). A key refused early in it belongs to the burst the refusal answered: only
        the cue, and the line goes on uncut. Cut again, it would be put back again after another
        "Too early: ...", and keys pressed on and on would never let it be heard, nor act (found
        in tests: Return pressed every 5 frames at the counting table's first turn had "Too
        early: ..." and the turn line's reminder said in turn for 13 minutes, nothing played)."""
        return (line is not None and line is not told and line.pending and line.scene is self and line.kind == PROMPT
                and told.begin_number is not None and line.begin_number == told.begin_number + 1)

    def withdraw_reminder(self) -> None:
        """Another key of this scene will act on what it waits for (kept until heard): the
        reminder that an earlier one was not used (:meth:`refused_cue`), still waiting, is no
        longer true, and never said."""
        said = getattr(self, "_reminder", None)
        if said is not None:
            self.app.announcer.withdraw(said)

    def announce_self(self) -> None:
        """Say :meth:`intro` now, interrupting."""
        text = self.intro()
        if text:
            self.say(text, interrupt=True)

    def mark_dirty(self) -> None:
        """Ask the app to redraw at the end of this frame."""
        self.app.mark_dirty()

    def schedule(self, delay: float, callback: Callable[[], Any], heard: bool = False) -> None:
        """Call ``callback()`` after ``delay`` seconds of this scene's ticks (paused while covered).
        ``heard=True``: a time the player must beat, or one that must follow what was said: it
        counts only while nothing is being said or waiting to be said
        (:meth:`game.speech.Announcer.speech_busy`), so it starts once the speech before it has
        been heard and stops while more is said."""
        self._timers.append((max(0.0, delay), callback, heard))

    def cancel_timers(self) -> None:
        """Forget every scheduled callback."""
        self._timers.clear()

    def has_timers(self) -> bool:
        """True while a scheduled callback is waiting."""
        return bool(self._timers)

    def tick(self, dt: float) -> None:
        """Run timers that fall due, then :meth:`update`. Called by the app; do not override."""
        if self._timers:
            due: list[Callable[[], Any]] = []
            kept = []
            quiet: bool | None = None
            for remaining, callback, heard in self._timers:
                if heard:
                    if quiet is None:
                        quiet = not self.app.announcer.speech_busy()
                    if not quiet:
                        kept.append((remaining, callback, heard))
                        continue
                remaining -= dt
                if remaining <= 1e-9:
                    due.append(callback)
                else:
                    kept.append((remaining, callback, heard))
            self._timers = kept
            for callback in due:
                callback()
        self.update(dt)
