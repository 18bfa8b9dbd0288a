"""MkDocs hook: the command-line reference (docs/cli.md) is generated from paiju's own parser.

The page holds the marker ``<!-- paiju-cli-help -->``; at build time it is replaced by the
``--help`` text of ``paiju`` and of every subcommand, read from ``paiju.cli.build_parser()``, so
the page cannot drift from the program. This needs paiju importable (installed, or the source
tree with its compiled core on PYTHONPATH).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator

from mkdocs.exceptions import PluginError

MARKER = "<!-- paiju-cli-help -->"
HELP_WIDTH = "80"  # argparse wraps help text to $COLUMNS


def _subcommands(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """The parser and every subcommand's parser below it, depth first, each once."""
    yield parser
    seen: set[int] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for subparser in action.choices.values():
                if id(subparser) not in seen:
                    seen.add(id(subparser))
                    yield from _subcommands(subparser)


def cli_reference_markdown() -> str:
    """One section per command: its name as a heading and its --help text."""
    try:
        from paiju.cli import build_parser
    except ImportError as error:
        raise PluginError(
            "docs/cli.md is generated from paiju's parser, and paiju cannot be imported "
            f"({error}). Install paiju (pip install '.[docs]') before building the docs."
        ) from error
    previous = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = HELP_WIDTH
    try:
        sections = [
            f"## `{parser.prog}`\n\n```text\n{parser.format_help().rstrip()}\n```\n"
            for parser in _subcommands(build_parser())
        ]
    finally:
        if previous is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = previous
    return "\n".join(sections)


def on_page_markdown(markdown: str, page, **_) -> str:
    if MARKER not in markdown:
        return markdown
    return markdown.replace(MARKER, cli_reference_markdown())
