"""The main menu's "Play online" screen (issue 19): the server address and one's name, both
remembered in ``settings.section("online")`` and edited with a spoken text entry
(:class:`~game.scenes.text_entry.TextEntry`), then Connect opens the lobby
(:class:`~game.scenes.lobby.Lobby`) on a :class:`~game.scenes.online_link.SpokenLink`. For a
``wss://`` server whose self-signed certificate is remembered (:mod:`game.net.pins`), one more item
forgets it (its owner changed the certificate)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, _
from ..net import pins
from ..net.protocol import NAME_MAX, NAME_MIN
from .menu import MenuItem, MenuScene
from .text_entry import TextEntry

if TYPE_CHECKING:
    from .host import Host

DEFAULT_URL = "ws://localhost:8799"
"""The server address offered the first time."""


def address_problem(url: str) -> str | None:
    """A sentence refusing ``url`` when it is not a ``ws://`` or ``wss://`` address, else None."""
    url = url.strip()
    if not url.startswith(("ws://", "wss://")) or len(url.split("://", 1)[1]) < 1:
        return _("A server address starts with ws:// or wss://, as in ws://localhost:8799.")
    return None


def name_problem(name: str) -> str | None:
    """A sentence refusing ``name`` when it is not 2 to 24 characters (spaces trimmed), else None."""
    if not NAME_MIN <= len(name.strip()) <= NAME_MAX:
        return _("A name is {low} to {high} characters.").format(low=NAME_MIN, high=NAME_MAX)
    return None


class PlayOnline(MenuScene):
    """"Play online. Server: ws://localhost:8799, 1 of 4. Enter edits the address."; Enter on
    Server or Name opens the text entry (their hint says so, and Left or Right on them says the
    line with it again); Connect opens the lobby."""

    help_title = N_("the online play screen")
    """F1's page: "Keys for the online play screen" (not the capitalised title mid-sentence)."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.saved = app.settings.section("online")
        super().__init__(app, _("Play online"), self._items())

    def url(self) -> str:
        """The remembered server address (the default the first time)."""
        value = self.saved.get("url")
        return value if isinstance(value, str) and not address_problem(value) else DEFAULT_URL

    def name(self) -> str:
        """The remembered name, or "" before one was typed."""
        value = self.saved.get("name")
        return value if isinstance(value, str) and not name_problem(value) else ""

    def _items(self) -> list[MenuItem]:
        return [MenuItem(_("Server: {url}").format(url=self.url()), self._edit_url,
                         hint=_("Enter edits the address.")),
                MenuItem(_("Your name: {name}").format(name=self.name()) if self.name()
                         else _("Your name: not set"), self._edit_name, hint=_("Enter edits your name.")),
                MenuItem(_("Connect"), self._connect),
                *([MenuItem(_("Forget the certificate of {server}").format(server=pins.server_of(self.url())),
                            self._forget)] if pins.load(self.url()) is not None else []),
                MenuItem(_("Back"), self.app.pop)]

    def on_language_changed(self) -> None:
        self.relabel(_("Play online"), self._items())

    def resume(self) -> None:
        """Back from the text entry or the lobby: the items say the values now."""
        self.set_items(self._items())
        super().resume()

    def _edit_url(self) -> None:
        def done(text: str) -> str | None:
            problem = address_problem(text)
            if problem is None:
                self.saved["url"] = text.strip()
            return problem
        self.app.push(TextEntry(self.app, _("Server address"), self.url(), done, limit=200))

    def _edit_name(self) -> None:
        def done(text: str) -> str | None:
            problem = name_problem(text)
            if problem is None:
                self.saved["name"] = text.strip()
            return problem
        self.app.push(TextEntry(self.app, _("Your name"), self.name(), done, limit=NAME_MAX))

    def _connect(self) -> None:
        if not self.name():
            self.refuse(_("Type your name first: it is the second item."))
            return
        from .lobby import Lobby
        from .online_link import spoken_link_factory
        self.app.push(Lobby(self.app, self.url(), self.name(), link_factory=spoken_link_factory(self.app)))

    def _forget(self) -> None:
        """Forget the remembered certificate of this server: the next Connect remembers the one
        it finds (and says so)."""
        server = pins.server_of(self.url())
        pins.forget(self.url())
        self.set_items(self._items(), index=2)  # on Connect
        self.say(_("Certificate of {server} forgotten. The next connection remembers the one it finds.").format(
            server=server), interrupt=True)
