"""Ninety-Nine: two card games of that name, built for keyboard and screen-reader players."""

__version__ = "0.1.0"
