"""Per-seat events over thousands of random games: no seat, and no spectator, ever receives a card
it may not know (C-8, T-7, T-10, T-19, T-20, T-26, T-27), no event holds the seed, and each seat's
narration from its own events equals the narration from the whole events.

Each game kind is played ``GAMES`` times (default 2,000) with random legal actions from seeded
random options: the counting game with 2..8 players, 1..3 tokens, hand size 1..5, manual or
automatic draw, one or two packs; the trick game with 2, 3 and 4 players in the standard and
classic variants and Oxford Whist (3), scored to a target of 100, 200 or 500, as one Parlett game
or as a Parlett match. Every action's events go through ``events_for`` for every seat and a
spectator, and are checked against that seat's views just before and after the action
(:mod:`game.engine.seat_audit`). The counts printed say what was checked; ``withheld`` counts the
deliveries whose unfiltered event would have told the seat a card it may not know (what the
filter protects). Exits 1 on any leak or narration mismatch.

Run: ``nice -n 10 .venv/bin/python benchmarks/seat_privacy.py [GAMES] [--no-narration]``

Measured (2 shared cores, loaded machine, nice 10: 21.5 min wall, 41 % CPU): counting, 2,000
games, 88,503 actions, 2,276,139 deliveries checked, 285,276 redacted, 214,660 withheld, 618,992
narrations compared; tricks, 2,000 games (every player count, variant and scoring), 709,556
actions, 6,998,354 deliveries checked, 215,671 redacted, 194,657 withheld, 3,039,106 narrations
compared; 0 leaks, 0 events with a seed, 0 narration mismatches.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.counting import CountingOptions  # noqa: E402
from game.counting import text as counting_text  # noqa: E402
from game.counting import visibility as counting_seats  # noqa: E402
from game.engine.events import Event  # noqa: E402
from game.engine.perspective import Perspective  # noqa: E402
from game.engine.seat_audit import AuditCounts  # noqa: E402
from game.tricks import TricksOptions  # noqa: E402
from game.tricks import text as tricks_text  # noqa: E402
from game.tricks import visibility as tricks_seats  # noqa: E402

NAMES = ("Zoe", "Anna", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gil")
TRICK_CONFIGS = [(2, "standard"), (3, "standard"), (4, "standard"), (2, "classic"), (3, "classic"),
                 (4, "classic"), (3, "oxford")]
TRICK_SCORINGS = [("target", 100), ("target", 200), ("target", 500), ("parlett_game", 100),
                  ("parlett_match", 100)]


class Narrations:
    """Counts narrations compared and mismatches (a seat's narration from its own events that
    differs from the narration of the whole events)."""

    def __init__(self) -> None:
        self.compared = 0
        self.mismatches: list[str] = []

    def counting(self, seats: Sequence[int | None]) -> Callable[[object, Sequence[Event]], None]:
        def check(state, events):
            for seat in seats:
                me = Perspective(seat, NAMES[:state.players])
                hand = () if seat is None else state.hands[seat]
                mine = counting_text.narrate(me, counting_seats.events_for(seat, events), hand)
                self.compared += 1
                if mine != counting_text.narrate(me, events, hand):
                    self.mismatches.append(f"counting seat {seat}: {events}")
        return check

    def tricks(self, seats: Sequence[int | None], scoring: str) -> Callable[[object, Sequence[Event]], None]:
        def check(state, events):
            for seat in seats:
                me = Perspective(seat, NAMES[:state.options.players])
                view = state.view(seat)
                mine = tricks_text.narrate(me, tricks_seats.events_for(seat, events), view, scoring)
                self.compared += 1
                if mine != tricks_text.narrate(me, events, view, scoring):
                    self.mismatches.append(f"tricks seat {seat}: {events}")
        return check


def counting_games(games: int, narrations: Narrations | None) -> tuple[AuditCounts, dict[int, int]]:
    total, per_players = AuditCounts(), {n: 0 for n in range(2, 9)}
    for seed in range(games):
        rng = random.Random(f"counting {seed}")
        options = CountingOptions(players=rng.randint(2, 8), tokens=rng.randint(1, 3), hand_size=rng.randint(1, 5),
                                  draw=rng.choice(["manual", "auto"]), decks=rng.choice([None, 1, 2]))
        seats = [*range(options.players), None]
        check = narrations.counting(seats) if narrations else None
        total.add(counting_seats.audit_random_game(options, rng.randrange(2**31), check))
        per_players[options.players] += 1
    return total, per_players


def trick_games(games: int, narrations: Narrations | None) -> tuple[AuditCounts, dict[str, int]]:
    total, per_kind = AuditCounts(), {}
    for seed in range(games):
        rng = random.Random(f"tricks {seed}")
        players, variant = rng.choice(TRICK_CONFIGS)
        scoring, target = ("target", rng.choice([100, 200])) if variant == "oxford" else rng.choice(TRICK_SCORINGS)
        options = TricksOptions(players=players, variant=variant, scoring=scoring, target=target)
        seats = [*options.live_seats, None]
        check = narrations.tricks(seats, scoring) if narrations else None
        total.add(tricks_seats.audit_random_game(options, rng.randrange(2**31), check))
        key = f"{players} {variant} {scoring}"
        per_kind[key] = per_kind.get(key, 0) + 1
    return total, per_kind


def report(kind: str, counts: AuditCounts, spread: dict, elapsed: float, narrations: Narrations | None) -> None:
    print(f"{kind}: {counts.games} games, {counts.actions} actions, {counts.events} events in {elapsed:.1f} s")
    print(f"  deliveries checked (seat or spectator, event): {counts.deliveries}; cards in them: {counts.cards}")
    print(f"  redacted for a seat: {counts.redacted}; withheld (an unfiltered event would have leaked): "
          f"{counts.withheld}")
    print(f"  leaks: {len(counts.leaks)}; events holding a seed: {counts.seeds_seen}")
    if narrations is not None:
        print(f"  narrations compared (seat or spectator, action): {narrations.compared}; "
              f"mismatches: {len(narrations.mismatches)}")
        for mismatch in narrations.mismatches[:5]:
            print(f"  MISMATCH {mismatch}")
    print("  games by table: " + ", ".join(f"{key}: {count}" for key, count in sorted(spread.items())))
    for leak in counts.leaks[:5]:
        print(f"  LEAK to seat {leak.seat}: {leak.cards} in {leak.event}")


def main(argv: list[str]) -> int:
    games = int(next((arg for arg in argv if arg.isdigit()), "2000"))
    failed = False
    for kind, run in (("counting", counting_games), ("tricks", trick_games)):
        narrations = None if "--no-narration" in argv else Narrations()
        start = time.perf_counter()
        counts, spread = run(games, narrations)
        report(kind, counts, spread, time.perf_counter() - start, narrations)
        failed = failed or bool(counts.leaks) or counts.seeds_seen > 0 or bool(narrations and narrations.mismatches)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
