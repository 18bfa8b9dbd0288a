"""A minimal bot for the Guandan competition platform's protocol (docs/platform.md), with
nothing but the standard library: it reads one JSON message per line on stdin and answers each
with one JSON line on stdout, ``{"actIndex": i}`` to an ``act`` and ``{}`` to a ``notify``.

    paiju simulate guandan --deals 10 --bots "platform:python examples/platform_bot.py" heuristic \\
        "platform:python examples/platform_bot.py" heuristic

Its play, to replace with your own in choose(): when leading, the first action of the list (the
list is ordered by type, then rank: the lowest single); when following, the lowest play of the
type to beat, else PASS (it never bombs); a tribute or return, the first card offered.
"""

from __future__ import annotations

import json
import sys
from typing import Any

PASS = "PASS"


def choose(message: dict[str, Any]) -> int:
    """The index into ``message["actionList"]`` of the action to play."""
    actions = message["actionList"]
    if actions[0][0] != PASS:  # leading, tribute or return: nothing to pass on
        return 0
    to_beat = message["greaterAction"][0]
    return next((index for index, action in enumerate(actions) if action[0] == to_beat), 0)


def main() -> None:
    for line in sys.stdin:
        message = json.loads(line)
        reply = {"actIndex": choose(message)} if message.get("type") == "act" else {}
        print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
