"""Drawing the table with rich, from one seat's observation only (never a hidden hand).

Generic over the registry: the observation's fields decide what is drawn. Per-seat lists
(``cards_left``, ``tiles_held``, ``discards``, ...) become columns of the seats table; short
scalar fields (levels, trump, caller, scores, ...) the status line; ``trick`` (or the plays
since the last lead, for games with a ``top`` to beat) the trick; ``hand`` the own hand, cards
in suit colours with the marks the game module's ``card_marks(observation)`` gives them
(wild, called, level, trump) shown in colour and with a sign that survives without colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from paiju.cards import Cards

__all__ = ["MARK_SIGNS", "LogEntry", "card_mark", "card_text", "cards_text", "table_view"]

SUIT_STYLES = {"S": "bold", "H": "bold red", "C": "bold green", "D": "bold blue"}
JOKER_STYLES = {"SB": "bold magenta", "HR": "bold red"}
#: Mark -> (sign after the card, style), the first of a card's marks in this order shown: the
#: sign keeps the mark readable without colour.
MARK_SIGNS = {
    "wild": ("*", "on dark_goldenrod"),
    "called": ("!", "reverse"),
    "level": ("'", "underline"),
    "trump": ("~", "italic"),
}
#: Fields drawn elsewhere or too bulky for the seats table.
_NOT_STATUS = {
    "seat",
    "phase",
    "current_player",
    "hand",
    "deal_index",
    "plays",
    "moves",
    "played_by",
    "trick",
    "top",
    "top_seat",
    "finish_order",
    "claimed",
    "from_drawn",
}


@dataclass(frozen=True)
class LogEntry:
    """One decision of the match as the table shows it: deal, seat, move text, and whether it
    opened a trick (nothing to beat before it)."""

    deal: int
    seat: int
    text: str
    opens_trick: bool


Marks = dict[str, list[str]]


def card_mark(card: str, marks: Marks) -> str | None:
    """The mark shown for ``card``: the first of MARK_SIGNS among its marks."""
    own = marks.get(card, [])
    return next((mark for mark in MARK_SIGNS if mark in own), None)


def card_text(card: str, marks: Marks) -> Text:
    style = JOKER_STYLES.get(card) or SUIT_STYLES.get(card[0], "")
    mark = card_mark(card, marks)
    sign, mark_style = MARK_SIGNS[mark] if mark else ("", "")
    return Text(card + sign, style=f"{style} {mark_style}".strip())


def cards_text(cards: Any, marks: Marks, group_ranks: bool = False) -> Text:
    """Cards in canonical order, coloured; a wider gap between ranks when ``group_ranks``."""
    out = Text()
    previous = None
    for card in cards:
        if previous is not None:
            out.append("  " if group_ranks and card[1:] != previous[1:] else " ")
        out.append_text(card_text(card, marks))
        previous = card
    return out


def value_text(value: Any, marks: Marks) -> Text:
    if isinstance(value, Cards):
        return cards_text(value, marks) if len(value) else Text("—", style="dim")
    if value is None or value == [] or value == ():
        return Text("—", style="dim")
    if isinstance(value, bool):
        return Text("yes" if value else "no")
    if isinstance(value, (list, tuple)):
        parts = Text()
        for index, item in enumerate(value):
            if index:
                parts.append(" ")
            parts.append_text(value_text(item, marks))
        return parts
    return Text(str(value))


def _place(position: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(position, f"{position}th")


def table_view(
    game_title: str,
    observation: Any,
    marks: Marks,
    names: Sequence[str],
    log: Sequence[LogEntry],
    log_lines: int = 10,
) -> RenderableType:
    """The whole table as ``observation.seat`` sees it."""
    fields = observation.to_dict()
    seat = fields["seat"]
    mover = fields.get("current_player")
    turn = "your turn" if mover == seat else ("—" if mover is None else f"seat {mover} to play")
    title = Text(
        f"{game_title} · deal {fields.get('deal_index', 0) + 1} · {fields.get('phase')} · {turn}",
        style="bold",
    )
    status, per_seat = _status(fields, len(names), marks)
    parts: list[RenderableType] = [
        title, status, _seats_table(fields, names, per_seat, marks), _trick(fields, marks, log)
    ]
    parts += _hand(fields.get("hand"), marks)
    parts.append(_log_panel(log, seat, log_lines))
    return Group(*parts)


def _status(fields: dict[str, Any], seats: int, marks: Marks) -> tuple[Text, dict[str, list[Any]]]:
    """The public facts in a line, and those given per seat (a list of one value per seat)."""
    status = Text()
    per_seat: dict[str, list[Any]] = {}
    for key, value in fields.items():
        if key in _NOT_STATUS:
            continue
        if isinstance(value, (list, tuple)) and len(value) == seats and seats > 2:
            per_seat[key] = list(value)
            continue
        if (
            isinstance(value, (list, tuple))
            and len(value) == 2
            and seats == 4
            and all(isinstance(v, str) for v in value)
        ):
            shown = Text(f"0+2 {value[0]} · 1+3 {value[1]}")  # a value per team: partners across
        else:
            shown = value_text(value, marks)
        if status:
            status.append("   ")
        status.append(f"{key.replace('_', ' ')}: ", style="dim")
        status.append_text(shown)
    return status, per_seat


def _seats_table(
    fields: dict[str, Any], names: Sequence[str], per_seat: dict[str, list[Any]], marks: Marks
) -> Table:
    seat, mover = fields["seat"], fields.get("current_player")
    table = Table(show_edge=False, pad_edge=False, box=None, header_style="dim")
    table.add_column("seat")
    table.add_column("player")
    for key in per_seat:
        table.add_column(key.replace("_", " "))
    finish = list(fields.get("finish_order") or [])
    if finish:
        table.add_column("out")
    for s in range(len(names)):
        marker = "▶ " if s == mover else "  "
        row: list[RenderableType] = [
            Text(f"{marker}{s}", style="bold" if s == seat else ""),
            names[s],
        ]
        row += [value_text(per_seat[key][s], marks) for key in per_seat]
        if finish:
            row.append(_place(finish.index(s) + 1) if s in finish else "")
        table.add_row(*row)
    return table


def _hand(hand: Any, marks: Marks) -> list[RenderableType]:
    """The hand's panel and the legend of the marks it shows (nothing without a hand)."""
    if hand is None:
        return []
    hand_text = (
        cards_text(hand, marks, group_ranks=True)
        if isinstance(hand, Cards)
        else Text(" ".join(map(str, hand)))
    )
    parts: list[RenderableType] = [Panel(hand_text, title=f"your hand ({len(hand)})", title_align="left")]
    marks_shown = {card_mark(card, marks) for card in (hand if isinstance(hand, Cards) else [])}
    legend = [f"{sign} {mark}" for mark, (sign, _) in MARK_SIGNS.items() if mark in marks_shown]
    if legend:
        parts.append(Text("   ".join(legend), style="dim"))
    return parts


def _trick(fields: dict[str, Any], marks: Marks, log: Sequence[LogEntry]) -> RenderableType:
    lines = Text()
    if "trick" in fields:
        for index, (s, cards) in enumerate(fields["trick"]):
            lines.append(("\n" if index else "") + f"seat {s}: ")
            lines.append_text(value_text(cards, marks))
    elif "top" in fields:
        deal = fields.get("deal_index", 0)
        current = [entry for entry in log if entry.deal == deal]
        starts = [i for i, entry in enumerate(current) if entry.opens_trick]
        trick = current[starts[-1] :] if starts and fields["top"] is not None else []
        for index, entry in enumerate(trick):
            lines.append(("\n" if index else "") + f"seat {entry.seat}: {entry.text}")
        if fields["top"] is None:
            lines.append("nothing to beat: lead" if fields.get("phase") == "play" else "")
        else:
            lines.append(
                ("\n" if trick else "") + f"to beat: {fields['top']} (seat {fields['top_seat']})",
                style="bold",
            )
    if not lines:
        return Text("")
    return Panel(lines, title="trick", title_align="left")


def _log_panel(log: Sequence[LogEntry], seat: int, lines: int) -> RenderableType:
    text = Text()
    shown = list(log)[-lines:]
    for index, entry in enumerate(shown):
        who = "you" if entry.seat == seat else f"seat {entry.seat}"
        text.append(
            ("\n" if index else "") + f"deal {entry.deal + 1}  {who}: {entry.text}",
            style="bold" if entry.seat == seat else "",
        )
    return Panel(text or Text("—", style="dim"), title=f"log (last {lines})", title_align="left")
