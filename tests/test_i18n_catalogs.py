"""Translation catalogs (game/locale): complete, not fuzzy, placeholders kept, plural forms right,
the template up to date with the code, and the .po compiled at start-up or by the build."""

import re
import string
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from game import i18n

LOCALE = Path(i18n.__file__).resolve().parent / "locale"
LANGS = ("es", "ru")


def _catalog(path):
    with path.open("rb") as handle:
        return read_po(handle)


def _ids(catalog):
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_has_a_translation_that_is_not_fuzzy(lang):
    catalog = _catalog(LOCALE / lang / "LC_MESSAGES" / "messages.po")
    template = _catalog(LOCALE / "messages.pot")
    assert _ids(template) - _ids(catalog) == set(), "run scripts/update_catalogs.py"
    problems = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if "fuzzy" in message.flags:
            problems.append(("fuzzy", message.id))
        if not all(s.strip() for s in strings):
            problems.append(("empty", message.id))
        if isinstance(message.id, tuple) and len(strings) != catalog.num_plurals:
            problems.append(("plural forms", message.id))
        wanted = _fields(message.id if isinstance(message.id, str) else message.id[1])
        for s in strings:
            if _fields(s) != wanted:
                problems.append(("placeholders", message.id, s))
    assert problems == []


@pytest.mark.parametrize("name", ["messages.pot", "es/LC_MESSAGES/messages.po", "ru/LC_MESSAGES/messages.po"])
def test_brace_format_messages_are_not_flagged_printf_format(name):
    """Every message uses str.format: a guessed ``python-format`` flag ("{percent} % of" reads as
    "% o") would make ``msgfmt -c`` refuse the Russian "{percent} % проверенных"."""
    flags = [set(line[2:].replace(",", " ").split())
             for line in (LOCALE / name).read_text(encoding="utf-8").splitlines() if line.startswith("#,")]
    assert len(flags) > 100
    assert [f for f in flags if {"python-format", "python-brace-format"} <= f] == []


def test_plural_forms_headers():
    assert _catalog(LOCALE / "ru" / "LC_MESSAGES" / "messages.po").num_plurals == 3
    assert _catalog(LOCALE / "es" / "LC_MESSAGES" / "messages.po").num_plurals == 2


def test_the_template_holds_every_marked_message_of_the_code():
    """Every _(), ngettext(), pgettext() and N_() message of game/ is in messages.pot, so no
    marked text escapes the translators."""
    template = _ids(_catalog(LOCALE / "messages.pot"))
    missing = []
    for filename, _line, message, _comments, context in extract_from_dir(
            str(LOCALE.parent), method_map=[("**.py", "python")]):
        key = (context, message if isinstance(message, str) else message[0])
        if key not in template:
            missing.append((filename, key))
    assert missing == [], "run scripts/update_catalogs.py and translate the new messages"


@pytest.mark.parametrize("n, form", [(1, "{number} секунда"), (2, "{number} секунды"), (5, "{number} секунд"),
                                     (21, "{number} секунда"), (11, "{number} секунд"), (22, "{number} секунды")])
def test_russian_has_three_plural_forms(n, form):
    i18n.set_language("ru")
    assert i18n.ngettext("{number} second", "{number} seconds", n) == form


def test_russian_plural_forms_in_a_whole_sentence():
    i18n.set_language("ru")
    said = [i18n.ngettext("{title} {count} line. Up and Down read them, Escape closes.",
                          "{title} {count} lines. Up and Down read them, Escape closes.", n)
            .format(title="Клавиши.", count=n) for n in (1, 2, 5, 21)]
    assert said == ["Клавиши. 1 строка. Стрелки вверх и вниз читают, Escape закрывает.",
                    "Клавиши. 2 строки. Стрелки вверх и вниз читают, Escape закрывает.",
                    "Клавиши. 5 строк. Стрелки вверх и вниз читают, Escape закрывает.",
                    "Клавиши. 21 строка. Стрелки вверх и вниз читают, Escape закрывает."]


def test_spanish_plural_forms():
    i18n.set_language("es")
    assert [i18n.ngettext("{number} second", "{number} seconds", n).format(number=n) for n in (1, 2, 5)] == \
        ["1 segundo", "2 segundos", "5 segundos"]


# One name for one thing in each language: the counting game is "juego de sumar" and "счётная игра"
# everywhere (the main menu, help, lobby, new-table menu and table), a computer player's word is
# "computadora" (neutral Spanish), never a second one beside it.
_OTHER_WORDS = {"es": ("juego de conteo", "ordenador"), "ru": ("игра на счёт", "игры на счёт", "игре на счёт")}


@pytest.mark.parametrize("lang", LANGS)
def test_each_catalog_names_the_counting_game_and_the_computer_one_way(lang):
    catalog = _catalog(LOCALE / lang / "LC_MESSAGES" / "messages.po")
    found = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            found += [(word, text) for word in _OTHER_WORDS[lang] if word in (text or "").lower()]
    assert found == []


def test_spanish_keeps_a_deal_a_hand_and_a_round_apart():
    """Spanish names the trick game's deal (T-3: dealing, then bidding, the tricks, the scoring)
    "reparto", the cards a player holds "mano", the counting game's round (C-5) "ronda": a
    Spanish listener heard "Mano 2" for a deal and "tu mano" for their cards and could not tell
    them apart. No message about a deal says "mano" unless it is also about a hand, none about a
    hand or a round says "reparto", and none about a deal says "ronda"."""
    catalog = _catalog(LOCALE / "es" / "LC_MESSAGES" / "messages.po")
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        source = " ".join(message.id if isinstance(message.id, tuple) else (message.id,))
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        deal = re.search(r"\b(deal|deals)\b(?! (cards|the|three))", source, re.I) and not re.search(
            r"(\{name\}|You|you) deal", source)
        hand = re.search(r"\bhands?\b", source, re.I)
        counting_round = re.search(r"\brounds?\b", source, re.I)
        for text in strings:
            if deal and not hand and re.search(r"\bmanos?\b", text, re.I):
                wrong.append(("deal said as a hand", source, text))
            if deal and re.search(r"\brondas?\b", text, re.I):
                wrong.append(("deal said as a round", source, text))
            if (hand or counting_round) and not deal and re.search(r"\brepartos?\b", text, re.I):
                wrong.append(("hand or round said as a deal", source, text))
    assert wrong == []


def _copy_catalog(tmp_path, language):
    folder = tmp_path / language / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "messages.po"
    po.write_bytes((LOCALE / language / "LC_MESSAGES" / "messages.po").read_bytes())
    return po


def _write_mo(po, catalog, digest_of=None):
    """``messages.mo`` from ``catalog`` beside ``po``, and the hash file naming the SHA-256 of
    ``digest_of`` (bytes; the .po's own by default)."""
    import hashlib
    from babel.messages.mofile import write_mo
    with po.with_suffix(".mo").open("wb") as handle:
        write_mo(handle, catalog)
    data = po.read_bytes() if digest_of is None else digest_of
    (po.parent / i18n.SOURCE_HASH_FILE).write_text(hashlib.sha256(data).hexdigest() + "\n")


def test_a_missing_mo_is_compiled_from_the_po_and_cached_outside_the_sources(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_COMPILED", {})
    po = _copy_catalog(tmp_path / "locale", "es")
    catalog = i18n.load_catalog("es", tmp_path / "locale")
    assert catalog.gettext("Main menu") == "Menú principal"
    assert sorted(p.name for p in po.parent.iterdir()) == ["messages.po"]  # nothing beside the sources
    cached = list(i18n.catalog_cache_dir().iterdir())
    assert [p.name.split("-")[0] for p in cached] == ["es"] and cached[0].suffix == ".mo"
    # a new process finds it in the cache: no Babel
    monkeypatch.setattr(i18n, "_COMPILED", {})
    monkeypatch.setattr(i18n, "compile_po", lambda po: pytest.fail("compiled again"))
    assert i18n.load_catalog("es", tmp_path / "locale").gettext("Main menu") == "Menú principal"


def test_a_changed_po_is_compiled_again_and_replaces_the_cached_one(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_COMPILED", {})
    po = _copy_catalog(tmp_path, "es")
    i18n.load_catalog("es", tmp_path)
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Menú principal"', 'msgstr "Menú"'),
                  encoding="utf-8")
    assert i18n.load_catalog("es", tmp_path).gettext("Main menu") == "Menú"
    assert len(list(i18n.catalog_cache_dir().iterdir())) == 1  # the old one removed


def test_a_built_mo_is_used_when_its_recorded_hash_is_the_po_s_whatever_the_file_times(tmp_path, monkeypatch):
    """pip writes messages.po after messages.mo: the hash, not the times, says the .mo is current."""
    import os
    monkeypatch.setattr(i18n, "_COMPILED", {})
    po = _copy_catalog(tmp_path, "ru")
    edited = _catalog(po)
    edited.get("Main menu").string = "Меню"  # tells the built .mo from a fresh compile
    _write_mo(po, edited)
    os.utime(po.with_suffix(".mo"), (1, 1))  # older than the .po
    monkeypatch.setattr(i18n, "compile_po", lambda po: pytest.fail("Babel used"))
    assert i18n.load_catalog("ru", tmp_path).gettext("Main menu") == "Меню"


def test_a_built_mo_of_another_po_or_without_a_hash_is_not_used(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_COMPILED", {})
    po = _copy_catalog(tmp_path, "ru")
    edited = _catalog(po)
    edited.get("Main menu").string = "Меню"
    _write_mo(po, edited, digest_of=b"an older messages.po")
    assert i18n.load_catalog("ru", tmp_path).gettext("Main menu") == "Главное меню"
    (po.parent / i18n.SOURCE_HASH_FILE).unlink()
    assert i18n.load_catalog("ru", tmp_path).gettext("Main menu") == "Главное меню"


def test_a_mo_without_its_po_is_used_as_it_is(tmp_path, monkeypatch):
    """The stand-alone program ships the compiled catalogs only."""
    po = _copy_catalog(tmp_path, "es")
    edited = _catalog(po)
    edited.get("Main menu").string = "Menú"
    _write_mo(po, edited)
    po.unlink()
    monkeypatch.setattr(i18n, "compile_po", lambda po: pytest.fail("Babel used"))
    assert i18n.load_catalog("es", tmp_path).gettext("Main menu") == "Menú"


def test_a_cache_that_cannot_be_written_still_gives_the_catalog(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_COMPILED", {})
    (tmp_path / "cache").write_text("a file where the folder should be")
    monkeypatch.setenv(i18n.CACHE_ENV, str(tmp_path / "cache"))
    _copy_catalog(tmp_path, "es")
    assert i18n.load_catalog("es", tmp_path).gettext("Main menu") == "Menú principal"


def test_babel_is_not_imported_once_the_catalogs_are_cached(tmp_path):
    """Start-up in Spanish twice in new processes: the first compiles (an editable install whose
    catalogs changed), the second imports no Babel."""
    import os
    import subprocess
    import sys
    code = ("import sys; from game import i18n; i18n.set_language('es'); assert i18n._('Main menu') == "
            "'Menú principal'; print(any(m.split('.')[0] == 'babel' for m in sys.modules))")
    env = dict(os.environ, NINETYNINE_CACHE_DIR=str(tmp_path))
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
            for _ in range(2)]
    assert [run.stdout.strip() for run in runs] == ["True", "False"]


def test_an_unloadable_language_falls_back_to_english(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.set_language("ru")
    assert i18n.current_language() == "en"
    assert i18n._("Main menu") == "Main menu"
    with pytest.raises(ValueError):
        i18n.set_language("de")


def test_fuzzy_entries_are_left_out_when_compiling(tmp_path):
    po = tmp_path / "es" / "LC_MESSAGES" / "messages.po"
    po.parent.mkdir(parents=True)
    text = (LOCALE / "es" / "LC_MESSAGES" / "messages.po").read_text(encoding="utf-8")
    text = re.sub(r'(msgid "Main menu"\n)', r'#, fuzzy\n\1', text, count=1)
    po.write_text(text, encoding="utf-8")
    assert i18n.load_catalog("es", tmp_path).gettext("Main menu") == "Main menu"


def test_rules_pages_exist_in_every_language_with_the_same_sections():
    from game.paths import rules_text_path
    for game in ("counting", "tricks"):
        english = rules_text_path(game).read_text(encoding="utf-8")
        for lang in LANGS:
            text = rules_text_path(game, lang).read_text(encoding="utf-8")
            assert text.count("\n## ") == english.count("\n## ")
            assert text.count("\n- ") == english.count("\n- ")


def test_rules_pages_key_lists_name_every_letter_key_of_the_table():
    """The rules pages (Ctrl+F1) list every letter key the table binds (A, the hint, included),
    in every language: "A:" starts an item or follows a sentence inside one."""
    import re

    from game.counting.scenes.table import table_keys
    from game.paths import rules_text_path
    from game.tricks.scenes.table import table_keys as trick_table_keys
    tables = {"counting": table_keys(), "tricks": trick_table_keys()}
    for game, keys in tables.items():
        letters = {line.split(":")[0] for line in keys.help_lines() if re.fullmatch(r"[A-Z]", line.split(":")[0])}
        assert "A" in letters
        for lang in ("en", *LANGS):
            text = rules_text_path(game, lang).read_text(encoding="utf-8")
            section = text[text.rindex("\n## "):]
            named = set(re.findall(r"(?:^- |\. )([A-Z]): ", section, flags=re.MULTILINE))
            assert letters - named == set(), (game, lang)
