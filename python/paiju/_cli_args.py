"""Command-line arguments that several ``paiju`` commands share, defined once."""

from __future__ import annotations

import argparse
from typing import Any

from paiju.errors import InvalidOptionError

__all__ = ["add_address_arguments", "port_number", "rule_options"]


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 1..65535."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number, got {text!r}") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1..65535, got {port}")
    return port


def add_address_arguments(parser: argparse.ArgumentParser, *, port: int, host_help: str, port_help: str) -> None:
    """``--host`` (default 127.0.0.1, this machine only) and ``--port`` of a command that listens."""
    parser.add_argument("--host", default="127.0.0.1", help=f"{host_help} (default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=port_number, default=port, help=f"{port_help} (default {port})")


def _option_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def rule_options(pairs: list[str] | None) -> dict[str, Any]:
    """The rule options that ``--option KEY=VALUE`` (repeatable) gives: true/false as bools,
    integers as ints, anything else as text."""
    out = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise InvalidOptionError(f"--option takes key=value, got {pair!r}")
        key, value = pair.split("=", 1)
        out[key.strip()] = _option_value(value.strip())
    return out
