"""Count what a listener heard wrong in a by-ear run with real speech timing (BY_EAR_SPEECH=1).

Usage, from the checkout root, after a by-ear run printed ``OUT <folder>``::

    .venv/bin/python scripts/by_ear_counts.py OUT_FOLDER [--language es] [--people Ben,Dan]

(``--people``: the other people of an online table, so their card lines are known.)

It reads ``OUT/spoken.txt`` (one line per message the speech engine started: start time, audio
seconds, text) and ``OUT/transcript.txt`` (every message the game said, in order), and prints:

- ``spoken``: messages started; ``cut``: those cut off by the next one before their audio ended;
- ``heard twice``: messages started more often than the game said them;
- ``events``: cards played, tricks won, rounds and deals begun or over, as said by the game;
  ``events twice``: started more than once; ``events out of order``: started after a later one;
  ``card lines missed``: cards never started (every card line must be heard once, in order);
- ``stale``: prompts that were no longer true when they started: one the game said once, started
  after a card the game said after it (both games: a turn prompt heard after your own card); in
  the counting game a turn prompt whose total is not the total of the last card heard, and a draw
  prompt heard after the draw closed (your draw, another player's card, the round's end);
- ``speech switched off``: notices that speech stopped working, and hung commands in
  ``stderr.txt``.

The game's own message templates (in the run's language) tell what each line is, so the counts do
not depend on the wording. Exit code 0 when stale, heard twice, events twice or out of order,
cards missed and speech switched off are all 0, else 1; 2 when the folder has no transcript (the
game never ran).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


NAMES = ""
"""The players' names as a regular expression (set by :func:`templates`)."""


def template(message: str) -> re.Pattern[str]:
    """A translated message with ``{placeholders}`` as a regular expression (placeholders named
    as in the message become groups; a name is a player's, a card never holds a stop)."""
    pattern, seen = "", set()
    for piece in re.split(r"(\{[a-z_]+\})", message):
        if piece.startswith("{") and piece.endswith("}"):
            name = piece[1:-1]
            inner = {"total": r"-?\d+", "round": r"\d+", "deal": r"\d+", "name": NAMES, "winner": NAMES}.get(
                name, r"[^.:;]+?" if name in ("card", "best", "value") else ".+?")
            pattern += f"(?P<{name}>{inner})" if name not in seen else inner
            seen.add(name)
        else:
            pattern += re.escape(piece)
    return re.compile(f"^{pattern}$")


def templates(language: str, people: Sequence[str] = ()) -> dict[str, list[re.Pattern[str]]]:
    """The message patterns the counts need, in ``language``; ``people``: the names of the other
    people at an online table ("Ben"), besides the local players' names."""
    from game import i18n
    from game.i18n import _, ngettext, pgettext
    global NAMES
    i18n.set_language(language)
    names = [pgettext("subject", "You"), pgettext("subject", "The dummy")] + [
        pgettext("player name", name) for name in ("Anna", "Bob", "Carl", "Dora", "Emil", "Fay", "Gus")] + list(people)
    NAMES = "(?:" + "|".join(re.escape(name) for name in names) + ")"

    def plural(one: str, many: str) -> list[str]:
        return [ngettext(one, many, n) for n in (1, 2, 5)]

    from game.counting.text.event_lines import _PLAYED, _PLAYED_FOR_OTHER, _PLAYED_FOR_YOU
    # the game's own card lines (a 9's "Total stays 57.", a card played for one by the turn
    # timer), so the counts never miss a card line whose wording changed
    counting_cards = [_(m) for table in (_PLAYED, _PLAYED_FOR_YOU, _PLAYED_FOR_OTHER) for m in table.values()] + [
        _("You: {card} as plus 10, since the total was under 10. Total {total}.")]
    trick_cards = [_("You trump with {card}."), _("{name} trumps with {card}."), _("You discard {card}."),
                   _("{name} discards {card}."), _("You lead from the dummy: {card}."),
                   _("{name} leads from the dummy: {card}."), _("You play the dummy's {card}."),
                   _("{name} plays the dummy's {card}."), _("You trump with the dummy's {card}."),
                   _("{name} trumps with the dummy's {card}."), _("You discard the dummy's {card}."),
                   _("{name} discards the dummy's {card}."), _("You trump low with {card}; {winner}'s {best} still wins."),
                   _("{name} trumps low with {card}; your {best} still wins."),
                   _("{name} trumps low with {card}; {winner}'s {best} still wins.")]
    return {
        "counting card": [template(m) for m in counting_cards],
        "trick card": [template(m) for m in trick_cards] + [template(_("{name}: {card}."))],
        "trick won": [template(_("You win the trick with {card}. Tricks: {counts}.")),
                      template(_("{name} wins the trick with {card}. Tricks: {counts}."))],
        "round start": [template(_("Round {round}. You deal.") + " {rest}"),
                        template(_("Round {round}. {name} deals.") + " {rest}")],
        "turn": [template(_("Your turn. Total {total}. Your cards: {cards}. Enter plays the {card}.") + "{rest}"),
                 template(_("Your turn. Total {total}. Your cards: {cards}. Enter plays the {card}.")),
                 template(_("Your turn. Total {total}. {empty}"))],
        "draw prompt": [template(_("You can still draw: press Space.")),
                        template(_("{time} left to draw: press Space.")),
                        template(_("{name} is waiting for your draw: press Space."))],
        "own draw": [template(_("You draw the {card}.")), template(_("Nothing is left to draw: you get no card."))],
        "too late": [template(m) for m in [_("Too late to draw."), _("Too late to draw: you have played.")]
                     + plural("Too late to draw: you play the rest of this round with {count} card.",
                              "Too late to draw: you play the rest of this round with {count} cards.")]
                    + [template(_("Too late to draw: your hand stays empty, and at your turn that costs 3 tokens."))],
        "round over": [template(m + " {rest}") for m in (_("Round {round} over: you passed 99."),
                                                          _("Round {round} over: {name} passed 99."),
                                                          _("Round {round} over: you reached 99."),
                                                          _("Round {round} over: {name} reached 99."),
                                                          _("Round {round} over: you had no cards."),
                                                          _("Round {round} over: {name} had no cards."))],
        "trick turn": [template(_("Your turn.") + " {rest}")],
        "bid prompt": [template(_("Choose 3 bid cards.") + "{rest}")],
        "own bid": [template(_("You bid {bid}.") + "{rest}")],
        "deal start": [template(_("Deal {deal}.") + " {rest}")],
        "switched off": [template(_("Speech through {name} stopped working: text only.")),
                         template(_("Speech through {name} stopped working: using {other}."))],
        "_you": [re.compile("^" + re.escape(i18n.pgettext("subject", "You")) + "$")],
    }


def kind_of(line: str, patterns: dict[str, list[re.Pattern[str]]]) -> tuple[str, re.Match[str]] | None:
    """The first kind whose pattern matches ``line``, with the match."""
    for kind, found in patterns.items():
        if kind.startswith("_"):
            continue
        for pattern in found:
            match = pattern.match(line)
            if match:
                return kind, match
    return None


def read_spoken(out: Path) -> list[tuple[float, float, str]]:
    """(start, audio seconds, text) of every message started."""
    rows = []
    path = out / "spoken.txt"
    if not path.exists():
        return rows
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = raw.split("\t", 2)
        if len(parts) == 3:
            rows.append((float(parts[0]), float(parts[1]), parts[2]))
    return rows


def count(out: Path, language: str, people: Sequence[str] = ()) -> dict[str, int]:
    """The counts for the by-ear folder ``out`` (see the module doc); ``people``: as :func:`templates`."""
    patterns = templates(language, people)
    you = patterns["_you"][0]
    said = (out / "transcript.txt").read_text(encoding="utf-8", errors="replace").splitlines()
    spoken = read_spoken(out)
    texts = [text for _start, _seconds, text in spoken]
    result: Counter[str] = Counter()
    result["spoken"] = len(spoken)
    result["cut"] = sum(1 for (start, seconds, _t), (following, _s, _u) in zip(spoken, spoken[1:])
                        if following < start + seconds - 0.05)
    said_count, heard_count = Counter(said), Counter(texts)
    result["heard twice"] = sum(max(0, heard_count[text] - said_count[text]) for text in heard_count
                                if text in said_count)
    # events (cards, tricks won, rounds and deals begun or over): each started at most once, in
    # the order said; card lines exactly once
    event_kinds = ("counting card", "trick card", "trick won", "round start", "round over", "deal start")
    kinds = [(kind_of(line, patterns) or ("",))[0] for line in said]
    events = [i for i, kind in enumerate(kinds) if kind in event_kinds]
    cards = [i for i in events if kinds[i] in ("counting card", "trick card")]
    order: dict[str, list[int]] = {}
    for index in events:
        order.setdefault(said[index], []).append(index)
    taken: Counter[str] = Counter()
    last = -1
    heard_events = set()
    for text in texts:
        if text not in order:
            continue
        occurrence = taken[text]
        taken[text] += 1
        if occurrence >= len(order[text]):
            result["events twice"] += 1
            continue
        index = order[text][occurrence]
        heard_events.add(index)
        if index < last:
            result["events out of order"] += 1
        last = max(last, index)
    result["events"] = len(events)
    result["card lines"] = len(cards)
    result["card lines missed"] = sum(1 for index in cards if index not in heard_events)
    # stale prompts (1): a prompt the game said once, started after a card the game said later
    position = {text: said.index(text) for text in said_count if said_count[text] == 1}
    latest_card = -1
    for text in texts:
        found = kind_of(text, patterns)
        kind = found[0] if found else ""
        if kind in ("counting card", "trick card") and text in order:
            latest_card = max(latest_card, order[text][0])
        elif kind in ("turn", "trick turn", "draw prompt", "bid prompt") and text in position:
            if position[text] < latest_card:
                result["stale"] += 1
                result["stale after a later card"] += 1
    # stale prompts (2), counting: by what was heard before them
    total, draw_open, mine = 0, False, False
    for text in texts:
        found = kind_of(text, patterns)
        kind, match = found if found else ("", None)
        if kind == "counting card":
            total = int(match.group("total"))
            mine = "name" not in match.groupdict() or bool(you.match(match.group("name")))
            draw_open = mine
        elif kind in ("round start", "round over"):
            total, draw_open = 0, False
        elif kind == "own draw" or (kind == "too late" and not mine):
            draw_open = False  # (after your own card, "too late" is about an earlier draw: a jack, C-16)
        elif kind == "turn":
            if int(match.group("total")) != total and not (text in position and position[text] < latest_card):
                result["stale"] += 1
                result["stale turn total"] += 1
        elif kind == "draw prompt" and not draw_open:
            if not (text in position and position[text] < latest_card):
                result["stale"] += 1
                result["stale draw prompt"] += 1
    result["speech switched off"] = sum(1 for line in said if (k := kind_of(line, patterns)) and k[0] == "switched off")
    errors = out / "stderr.txt"
    if errors.exists():
        result["hung commands"] = errors.read_text(errors="replace").count("did not finish within")
    return dict(result)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the by-ear OUT folder")
    parser.add_argument("--language", default="en", help="the language the run was played in (en, es, ru)")
    parser.add_argument("--people", default="", help="online: the other people's names, comma-separated (Ben,Dan)")
    options = parser.parse_args(argv)
    people = [name for name in options.people.split(",") if name]
    if not (options.out / "transcript.txt").exists():  # (the game never ran: its error is in stderr.txt)
        print(f"{options.out}: no transcript.txt: the game did not run; see stderr.txt there", file=sys.stderr)
        return 2
    return report(count(options.out, options.language, people))


def report(counts: dict[str, int]) -> int:
    """Print the counts; 1 when any that must be 0 is not, else 0."""
    for name in ("spoken", "cut", "heard twice", "events", "events twice", "events out of order", "card lines",
                 "card lines missed", "stale", "stale after a later card", "stale turn total",
                 "stale draw prompt",
                 "speech switched off", "hung commands"):
        print(f"{name}: {counts.get(name, 0)}")
    bad = sum(counts.get(name, 0) for name in ("heard twice", "events twice", "events out of order",
                                               "card lines missed", "stale", "speech switched off", "hung commands"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
