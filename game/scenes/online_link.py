"""The app's link to a server (:class:`SpokenLink`): a :class:`~game.net.link.Link` whose
certificate news is said whichever screen holds the link then (the lobby, the table being set
up, the game's table), so every screen that shows the connection says it the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..net.link import Link
from ..table.online_text import link_news_text

if TYPE_CHECKING:
    from .host import Host


class SpokenLink(Link):
    """A :class:`Link` for the app: :meth:`take` says the certificate news (first visit of a
    self-signed server: remembered; a changed certificate: refused) as the program's notice
    (:meth:`game.speech.announcer.Announcer.notice`: said even if the screen changes at once),
    before the scene reads the frames (which it may ignore). The lobby and
    :class:`~game.scenes.online.OnlineStart` keep the sentence as their status, so Space says
    it again.

    Args:
        app: the app whose top scene speaks.
        url, name, token: as :class:`Link`.
        **options: more of :class:`Link`'s options (``backoff``, ``pinning``).
    """

    def __init__(self, app: Host, url: str, name: str, token: str | None = None, **options: Any) -> None:
        self.app = app
        super().__init__(url, name, token, **options)

    def take(self) -> list[dict[str, Any]]:
        """The frames since the last call, after saying the certificate news among them."""
        frames = super().take()
        for frame in frames:
            text = link_news_text(frame)
            if not text:
                continue
            # The program's notice, not the screen's: it is said even when the screen is left
            # at once (the lobby's table taking over), and stays in the log.
            self.app.announcer.notice(text)
            from .lobby import Lobby
            from .online import OnlineStart
            scene = self.app.top
            if isinstance(scene, (Lobby, OnlineStart)):
                scene.status = text  # what Space says again on the lobby and table set-up screens
                scene.mark_dirty()
        return frames


def spoken_link_factory(app: Host) -> Any:
    """A ``link_factory`` for the lobby and :class:`~game.scenes.online.OnlineStart`:
    ``(url, name, token) -> SpokenLink``."""
    return lambda url, name, token=None: SpokenLink(app, url, name, token)
