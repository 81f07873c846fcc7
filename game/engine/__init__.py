"""The shared card engine: cards, packs, seeded randomness, seats and turn order, events.

Pure Python: nothing here (nor in :mod:`game.counting` or :mod:`game.tricks`) imports pygame.
"""

from .cards import JOKER, Card, Suit, parse_cards, sort_key, sorted_hand, spoken_list
from .errors import IllegalAction, ReplayError, SetupError
from .events import Event
from .packs import double_pack_52, pack, pack_36, pack_52
from .perspective import Perspective
from .rng import fresh_seed, new_rng
from .seats import CLOCKWISE, COUNTER_CLOCKWISE, next_seat, seats_from

__all__ = [
    "JOKER", "Card", "Suit", "parse_cards", "sort_key", "sorted_hand", "spoken_list",
    "IllegalAction", "ReplayError", "SetupError", "Event", "Perspective",
    "pack", "pack_36", "pack_52", "double_pack_52",
    "fresh_seed", "new_rng", "CLOCKWISE", "COUNTER_CLOCKWISE", "next_seat", "seats_from",
]
