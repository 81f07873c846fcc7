"""Calibrate the trick game's computer player from self-play (standard variant).

Plays DEALS deals per player count (2, 3, 4) with every seat the chosen player (``new``:
:mod:`game.tricks.ai`, ``basic``: :mod:`game.tricks.ai_basic`). For every live player's kept hand it
records, per kept card, the features of :func:`game.tricks.ai.bid_features` (trump / plain / no
trumps, unseen higher cards of its suit, kept cards of its suit) and whether that card won a
trick; per hand it records the model's expected tricks and P(tricks == bid) against the tricks
actually taken, and each premium offer's success.

It prints the fitted win chance per cell, the model's calibration (expected vs taken tricks,
predicted P(exact) vs the exact-bid rate by band) and the declare / reveal success rates. With
``--write`` it rewrites game/tricks/ai_tables.py with the fitted table: each cell's rate is the
cell's wins over its cards, shrunk towards its (context, higher) row with a weight of 8 cards.

Run: ``.venv/bin/python benchmarks/tricks_ai_calibrate.py [--deals N] [--ai new|basic] [--write]``
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.tricks import Bid, Play, TricksOptions, TricksState  # noqa: E402
from game.tricks import ai, ai_basic  # noqa: E402
from game.tricks.rules import trick_winner  # noqa: E402

CONTEXTS = 3
PRIOR_WEIGHT = 8.0


def choose(kind: str):
    """The action function of player ``kind`` (``"new"`` or ``"basic"``)."""
    return ai.choose_action if kind == "new" else ai_basic.choose_action_basic


def play_deal(state: TricksState, act, rng: random.Random, cells: dict, hands: list) -> None:
    """Play the current deal of ``state`` with ``act`` for every seat, recording per-card
    outcomes into ``cells`` (key (context, higher bucket, length bucket) -> [cards, wins]) and
    per-hand outcomes into ``hands`` (tuples (expected, P(exact), bid, tricks, premium))."""
    players = state.options.players
    deal = state.deal
    trumps, joker_as = state.trumps, state.joker_as
    features: dict[int, list] = {}
    laid: dict[int, set] = {}
    offers: dict[int, str] = {}
    won: set = set()
    while state.deal == deal and state.phase != "over":
        seat = state.to_act()[0]
        view = state.view(seat)
        action = act(view, rng)
        if isinstance(action, Bid):
            features[seat] = list(zip(view.hand, ai.bid_features(view)))
            laid[seat] = set(action.cards)
        state.apply(action)
        if state.phase == "play" and not offers:
            offers = dict(state.premium) or {-1: ""}
        if isinstance(action, Play) and not state.current_trick and state.last_trick is not None:
            trick = list(state.last_trick)
            won.add(trick[trick_winner(trick, trumps, joker_as)][1])
    assert state.last_deal is not None
    bids, tricks = state.last_deal["bids"], state.last_deal["tricks"]
    for seat, hand in features.items():
        kept = [(card, f) for card, f in hand if card not in laid[seat]]
        lengths: dict = {}
        for _, (suit, _, _) in kept:
            lengths[suit] = lengths.get(suit, 0) + 1
        chances = []
        for card, (suit, context, higher) in kept:
            key = (context, min(higher, ai.HIGHER_BUCKETS - 1), min(lengths[suit], ai.LENGTH_BUCKETS) - 1)
            cell = cells.setdefault(players, {}).setdefault(key, [0, 0])
            cell[0] += 1
            cell[1] += card in won
            chances.append(ai.win_chance(players, context, higher, lengths[suit]))
        dist = ai.trick_distribution(chances)
        bid = bids[seat]
        exact = dist[bid] if bid < len(dist) else 0.0
        hands.append((players, sum(chances), exact, bid, tricks[seat], offers.get(seat)))


def run(players: int, deals: int, kind: str, cells: dict, hands: list, seed: int = 7) -> None:
    """Self-play ``deals`` deals of ``players`` with player ``kind``, recording as :func:`play_deal`."""
    act = choose(kind)
    rng = random.Random(seed)
    game_seed = seed * 1000
    state = TricksState.new(TricksOptions(players=players), seed=game_seed)
    for _ in range(deals):
        if state.phase == "over":
            game_seed += 1
            state = TricksState.new(TricksOptions(players=players), seed=game_seed)
        play_deal(state, act, rng, cells, hands)


def fit(cells: dict) -> dict:
    """Smoothed win rates per player count: {players: [context][higher][length] -> rate}."""
    table = {}
    for players, by_key in cells.items():
        rows = []
        for context in range(CONTEXTS):
            row = []
            for higher in range(ai.HIGHER_BUCKETS):
                n = sum(by_key.get((context, higher, length), [0, 0])[0] for length in range(ai.LENGTH_BUCKETS))
                w = sum(by_key.get((context, higher, length), [0, 0])[1] for length in range(ai.LENGTH_BUCKETS))
                prior = (w + 0.5) / (n + 1)
                rates = []
                for length in range(ai.LENGTH_BUCKETS):
                    cn, cw = by_key.get((context, higher, length), [0, 0])
                    rates.append(round((cw + PRIOR_WEIGHT * prior) / (cn + PRIOR_WEIGHT), 3))
                row.append(tuple(rates))
            rows.append(tuple(row))
        table[players] = tuple(rows)
    return table


def write_tables(table: dict, deals: int, kind: str) -> None:
    """Rewrite game/tricks/ai_tables.py with ``table``."""
    names = ("trump", "plain card, trumps in play", "no trumps")
    lines = ['"""Fitted win chances of the trick game\'s computer player (:mod:`game.tricks.ai`).',
             "",
             "Written by benchmarks/tricks_ai_calibrate.py from self-play of the standard variant",
             f"({deals} deals per player count, every seat the {kind!r} player): the share of kept",
             "cards that won a trick, by player count, context (trump; plain card with trumps in play;",
             "no trumps), unseen higher cards of the suit (0..4+) and kept cards of the suit (1..6+),",
             f"shrunk towards the (context, higher) row with a weight of {PRIOR_WEIGHT:g} cards.",
             '"""', "", "WIN_CHANCE = {"]
    for players in sorted(table):
        lines.append(f"    {players}: (")
        for context, rows in enumerate(table[players]):
            lines.append(f"        (  # {names[context]}")
            for higher, rates in enumerate(rows):
                lines.append(f"            ({', '.join(f'{r:.3f}' for r in rates)}),  # {higher} higher")
            lines.append("        ),")
        lines.append("    ),")
    lines.append("}")
    lines.append('"""{players: [context][higher 0..4+][kept length 1..6+ minus 1] -> chance 0..1}."""')
    (ROOT / "game" / "tricks" / "ai_tables.py").write_text("\n".join(lines) + "\n")


def report(hands: list) -> None:
    """Print the model's calibration and premium success rates."""
    for players in (2, 3, 4):
        rows = [h for h in hands if h[0] == players]
        if not rows:
            continue
        n = len(rows)
        bias = sum(t - e for _, e, _, _, t, _ in rows) / n
        mae = sum(abs(t - e) for _, e, _, _, t, _ in rows) / n
        exact = sum(b == t for _, _, _, b, t, _ in rows) / n
        print(f"{players} players: {n} hands, exact {exact:.1%}, tricks - expected {bias:+.2f}, "
              f"mean |error| {mae:.2f}")
        for low, high in ((0, .2), (.2, .3), (.3, .4), (.4, .5), (.5, .6), (.6, .7), (.7, .8), (.8, 1.01)):
            band = [h for h in rows if low <= h[2] < high]
            if band:
                rate = sum(b == t for _, _, _, b, t, _ in band) / len(band)
                print(f"   P(exact) {low:.1f}-{min(high, 1):.1f}: {len(band):5d} hands, made {rate:.1%}")
        for kind in ("declare", "reveal"):
            offered = [h for h in rows if h[5] == kind]
            if offered:
                rate = sum(b == t for _, _, _, b, t, _ in offered) / len(offered)
                print(f"   {kind}: {len(offered)} standing, made {rate:.1%}")


def print_table(table: dict, cells: dict) -> None:
    """Print fitted rates with cell counts."""
    for players in sorted(table):
        print(f"players {players}")
        for context in range(CONTEXTS):
            for higher in range(ai.HIGHER_BUCKETS):
                counts = [cells[players].get((context, higher, length), [0, 0])[0]
                          for length in range(ai.LENGTH_BUCKETS)]
                rates = table[players][context][higher]
                print(f"  ctx {context} higher {higher}: " +
                      " ".join(f"{r:.2f}({c})" for r, c in zip(rates, counts)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--ai", choices=("new", "basic"), default="new")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    cells: dict = {}
    hands: list = []
    for players in (2, 3, 4):
        run(players, args.deals, args.ai, cells, hands)
    table = fit(cells)
    print_table(table, cells)
    report(hands)
    if args.write:
        write_tables(table, args.deals, args.ai)
        print("wrote game/tricks/ai_tables.py")


if __name__ == "__main__":
    main()
