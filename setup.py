"""Build hook: compile the translation catalogs (``game/locale/*/LC_MESSAGES/messages.po``) to
``messages.mo`` inside the built package, so a wheel or a regular install ships compiled
catalogs. The project's metadata is in pyproject.toml.

An editable install (``pip install -e .``) runs the package from the source tree, where this
step does not run: there :func:`game.i18n.load_catalog` compiles the ``.po`` in memory at
start-up. Nothing compiled is ever written into the source tree or committed.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogs(build_py):
    """``build_py``, then ``messages.po`` -> ``messages.mo`` beside each copied catalog."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
        for po in sorted(Path(self.build_lib, "game", "locale").glob("*/LC_MESSAGES/messages.po")):
            with po.open("rb") as handle:
                catalog = read_po(handle, locale=po.parent.parent.name)
            with po.with_suffix(".mo").open("wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)


setup(cmdclass={"build_py": BuildPyWithCatalogs})
