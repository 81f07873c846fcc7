"""Re-extract the messages and update every language's catalog: ``python scripts/update_catalogs.py``.

Needs Babel (a dependency of the game). Steps, the same as these Babel commands::

    pybabel extract -F babel.cfg --no-location --sort-output -c TRANSLATORS: \
        --project ninety-nine -o game/locale/messages.pot game
    pybabel update -i game/locale/messages.pot -d game/locale -D messages --no-fuzzy-matching

New message ids then appear in each ``game/locale/<lang>/LC_MESSAGES/messages.po`` with an empty
``msgstr``: translate them (tests/test_i18n_catalogs.py fails until every one is). ``--check``
only tells whether the template is up to date with the code (exit 1 when not), writing nothing.
``--init LANG`` starts the catalog of a new language.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "game" / "locale"
POT = LOCALE / "messages.pot"


def extract(output: Path) -> None:
    """Write the template of every marked message in ``game/`` to ``output``."""
    from babel.messages.frontend import CommandLineInterface
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", str(ROOT / "babel.cfg"), "--no-location",
                                "--sort-output", "-c", "TRANSLATORS:", "--project", "ninety-nine",
                                "-o", str(output), str(ROOT / "game")])


def message_ids(pot: Path) -> set[tuple[str | None, str]]:
    """(context, id) of every message in a template or catalog."""
    from babel.messages.pofile import read_po
    with pot.open("rb") as handle:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_po(handle) if m.id}


def brace_format_only(path: Path) -> None:
    """Drop the ``python-format`` flag Babel guesses for a brace-format message whose text holds
    "% o" ("{percent} % of"): our messages use ``str.format`` only, and with that flag ``msgfmt -c``
    refuses a translation such as "{percent} % проверенных"."""
    from babel.messages.pofile import read_po, write_po
    with path.open("rb") as handle:
        catalog = read_po(handle)
    changed = False
    for message in catalog:
        if "python-format" in message.flags and "python-brace-format" in message.flags:
            message.flags.discard("python-format")
            changed = True
    if changed:
        with path.open("wb") as handle:
            write_po(handle, catalog, width=76, omit_header=False)


def update() -> None:
    """Extract, then merge the template into every catalog (keeping translations)."""
    from babel.messages.frontend import CommandLineInterface
    extract(POT)
    brace_format_only(POT)
    CommandLineInterface().run(["pybabel", "-q", "update", "-i", str(POT), "-d", str(LOCALE), "-D", "messages",
                                "--no-fuzzy-matching", "--ignore-obsolete"])
    for catalog in sorted(LOCALE.glob("*/LC_MESSAGES/messages.po")):
        brace_format_only(catalog)


def main(argv: list[str]) -> int:
    """``[--check | --init LANG]``; returns the exit code."""
    if argv[:1] == ["--check"]:
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            fresh = Path(folder) / "messages.pot"
            extract(fresh)
            missing = message_ids(fresh) - message_ids(POT)
        for context, message in sorted(missing, key=str):
            print(f"not in messages.pot: {message!r}" + (f" (context {context!r})" if context else ""))
        return 1 if missing else 0
    if argv[:1] == ["--init"] and len(argv) == 2:
        from babel.messages.frontend import CommandLineInterface
        extract(POT)
        CommandLineInterface().run(["pybabel", "-q", "init", "-i", str(POT), "-d", str(LOCALE), "-D", "messages",
                                    "-l", argv[1]])
        return 0
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
