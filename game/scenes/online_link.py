"""The app's link to a server (:class:`SpokenLink`): a :class:`~game.net.link.Link` whose
certificate news is said by whichever screen holds the link then (the lobby, the table being
set up, the game's table), so every screen that shows the connection says it the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..net.link import Link
from ..table.online_text import link_news_text

if TYPE_CHECKING:
    from .host import Host


class SpokenLink(Link):
    """A :class:`Link` for the app: :meth:`take` says the certificate news (first visit of a
    self-signed server: remembered; a changed certificate: refused) through the scene on top,
    before the scene reads the frames (which it may ignore). A scene with a ``tell`` method
    (the lobby, :class:`~game.scenes.online.OnlineStart`) also keeps the sentence as its status.

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
            scene = self.app.top
            if text and scene is not None:
                tell = getattr(scene, "tell", None)
                if callable(tell):
                    tell(text)
                else:
                    scene.say(text)
        return frames


def spoken_link_factory(app: Host) -> Any:
    """A ``link_factory`` for the lobby and :class:`~game.scenes.online.OnlineStart`:
    ``(url, name, token) -> SpokenLink``."""
    return lambda url, name, token=None: SpokenLink(app, url, name, token)
