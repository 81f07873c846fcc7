"""The table session: the seam between a table scene and the game it plays.

A table scene plays one seat. It knows that seat, each seat's name and kind
(:class:`~game.table.seats.SeatInfo`) and talks to the game only through a
:class:`~game.table.session.TableSession`: it gets its seat's view, the events its seat may know
(each game's ``events_for``) and refusals as data (:class:`~game.table.session.Refusal`), and
sends its own actions and table steps. :class:`~game.table.local.LocalSession` is the session of
a game played on this machine (it holds the state, the seed, the computer players' random
source and the autosave journal); an online client's session (issue 19) implements the same
protocol over the network.
"""

from .seats import COMPUTER, PERSON, YOU, SeatInfo, local_seats, perspective_of
from .session import Refusal, SeatClient, TableSession

__all__ = ["COMPUTER", "PERSON", "YOU", "Refusal", "SeatClient", "SeatInfo", "TableSession", "local_seats",
           "perspective_of"]
