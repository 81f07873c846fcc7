"""Translation entry points for every word a player reads or hears.

Wrap each whole sentence (never a piece of one) and fill named placeholders afterwards::

    from game.i18n import _, ngettext
    _("Your turn. Total {total}.").format(total=57)
    ngettext("{count} token", "{count} tokens", n).format(count=n)

Until the catalogs are installed (see :func:`install`) the functions return the English text
unchanged, through :class:`gettext.NullTranslations`.
"""

from __future__ import annotations

import gettext as _gettext

_translations: _gettext.NullTranslations = _gettext.NullTranslations()


def install(translations: _gettext.NullTranslations) -> None:
    """Make ``translations`` the catalog every later call of :func:`_` and :func:`ngettext` uses."""
    global _translations
    _translations = translations


def _(message: str) -> str:
    """``message`` (an English sentence, the message id) in the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for ``count`` (English: ``singular`` when 1, else ``plural``);
    other languages choose among their own plural forms. Fill ``{count}`` with ``.format``."""
    return _translations.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English words used
    elsewhere by ``context`` (e.g. ``pgettext("card rank", "Jack")``)."""
    return _translations.pgettext(context, message)
