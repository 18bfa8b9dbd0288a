"""The Guandan competition platform's protocol (docs/platform.md): its bots at paiju's tables,
paiju's bots at theirs.

- :mod:`paiju.platform.messages`: the JSON messages (notify/beginning ... notify/gameResult,
  act/tribute, act/back, act/play) and reading a reply;
- :mod:`paiju.platform.table`: a table that follows a match and says what each seat is told;
- :mod:`paiju.platform.process`: a bot process speaking JSON lines, with timeouts;
- :class:`paiju.bots.PlatformBot` (:mod:`paiju.platform.bot`): such a process as a paiju bot;
- :mod:`paiju.platform.server` / :mod:`paiju.platform.client`: the WebSocket server
  (``paiju platform serve``) and client (``paiju platform play``), with the optional
  ``websockets`` package (``pip install "paiju[platform]"``).

Moves use ``Move.to_platform(level)`` / ``Move.from_platform``, the one owner of the notation.
"""

from paiju.platform.bot import BotStartError, Fault, PlatformBot
from paiju.platform.table import PendingAct, Table

__all__ = ["BotStartError", "Fault", "PendingAct", "PlatformBot", "Table"]
