"""What a player types at the terminal table, matched against the legal moves of the position.

Generic over the registry: it reads a move only through ``str(move)`` and, where a game's moves
carry them, ``move.cards`` (:class:`paiju.Cards`) and ``move.rank`` (the rank the play is read
as). The strategies, the first that finds something wins:

1. **The move's text**, as the game prints it (``Pair 7 S7 H7``, ``discard 5m``, ``pass``),
   its words in any order, case and spacing free, cards in any notation: that move.
2. **Cards and ranks** (games whose moves are cards): each word is a card (``S7``, ``h10``,
   ``♠A``, ``SB``, ``大王``) or a run of ranks (``77``, ``34567``, ``10JQKA``; ``B``/``R`` the small
   and big joker). The moves whose cards are exactly these: typed cards as typed, each typed rank
   by a card read as that rank — its own or, for a wild card, the rank it plays as: at Guandan
   level 2 ``77`` finds ``Pair 7 S7 H2`` (the wild heart 2 as a 7) but never ``Pair 2 H2 H2``,
   ``34567`` never the 45678 that reads H2 as the 8. What a move is read as comes from the
   game module's ``move_ranks(move, observation)`` (games with wild cards have one).
   When no move is exactly these cards, the moves that contain them (completion: in Guandan,
   which has no three-with-one, ``7775`` offers the full houses of three 7s and two 5s).
3. **The beginning of a move's text** (``pair``, ``Pair 9``, ``bomb``, ``pon``): every such move.
4. **Words of a move's text** in any order (``5m`` finds ``discard 5m`` and ``ready 5m``).

Moves the game counts as one decision (``move_class``: suit variants of a pair where suits do
not matter) are offered once, by the first of them. A match is *decisive* (play it) for
strategy 1, strategy 2 exactly with one move, and strategy
4 with one move when the words typed are all of its words but the first (``5m`` plays
``discard 5m`` when no other move holds ``5m``); otherwise the moves are choices to pick from
by number. Choices are ordered by how few cards
stand in for others, then in the game's own move order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from paiju.cards import Cards

__all__ = [
    "RANK_ALPHABET",
    "CardQuery",
    "Match",
    "match_moves",
    "parse_card_query",
    "physical_ranks",
]

#: The ranks a move stands for, e.g. ['7', '7'] for ``Pair 7 S7 H2``.
Reading = Callable[[Any], Iterable[str]]

#: Single-character ranks of the card notation (T = 10; B, R = small and big joker, the ranks
#: the notation gives ``SB`` and ``HR``).
RANK_ALPHABET = "23456789TJQKABR"

#: Positions with more legal moves than this are not scanned (a Shengji lead can have
#: astronomically many); only a move's whole text is accepted there.
SCAN_LIMIT = 200_000


@dataclass(frozen=True)
class CardQuery:
    """Typed cards (exact card strings) and typed ranks, each a multiset."""

    cards: Counter[str]
    ranks: Counter[str]

    @property
    def size(self) -> int:
        return sum(self.cards.values()) + sum(self.ranks.values())


@dataclass
class Match:
    """The moves that match an input; ``decisive`` when the first one should just be played;
    ``reason`` says why nothing matched."""

    moves: list[Any] = field(default_factory=list)
    decisive: bool = False
    reason: str | None = None


def _rank_of(card: str) -> str:
    return card[1:]


def _rank_run(word: str) -> list[str] | None:
    """``'77'`` -> ``['7', '7']``, ``'10JQKA'`` -> ``['T', 'J', 'Q', 'K', 'A']``, else None."""
    text = word.upper().replace("10", "T")
    if text and all(char in RANK_ALPHABET for char in text):
        return list(text)
    return None


def _single_card(word: str) -> str | None:
    try:
        cards = list(Cards(word))
    except (ValueError, TypeError):
        return None
    return cards[0] if len(cards) == 1 else None


def _words(text: str) -> list[str]:
    return text.replace(",", " ").split()


def parse_card_query(text: str) -> tuple[CardQuery | None, list[str]]:
    """The cards and ranks typed, and the words that are neither (query None if any)."""
    cards: Counter[str] = Counter()
    ranks: Counter[str] = Counter()
    strangers = []
    for word in _words(text):
        run = _rank_run(word)
        card = None if run is not None else _single_card(word)
        if run is not None:
            ranks.update(run)
        elif card is not None:
            cards[card] += 1
        else:
            strangers.append(word)
    if strangers or not (cards or ranks):
        return None, strangers
    return CardQuery(cards, ranks), []


def physical_ranks(move: Any) -> list[str]:
    """The ranks of a move's own cards: what it stands for in a game without wild cards."""
    return [_rank_of(card) for card in getattr(move, "cards", ())]


def _card_fit(query: CardQuery, move: Any, reading: Reading) -> tuple[bool, int] | None:
    """(exactly these cards?, cards read as another rank) if ``move`` holds the typed cards and
    is read as (at least) the typed ranks, else None."""
    cards = getattr(move, "cards", None)
    if not isinstance(cards, Cards) or len(cards) < query.size:
        return None
    if Counter(query.cards) - Counter(cards):
        return None
    read = Counter(reading(move))
    if query.ranks - read:
        return None
    stand_ins = sum((Counter(physical_ranks(move)) - read).values())
    return len(cards) == query.size, stand_ins


def _normalized(text: str) -> list[str]:
    return [word.lower() for word in _words(text)]


def _canonical_word(word: str) -> str:
    card = _single_card(word)
    return (card if card is not None else word).lower()


def match_moves(
    text: str,
    legal: Sequence[Any],
    reading: Reading = physical_ranks,
    parse: Any = None,
    move_class: Callable[[Any], Hashable] | None = None,
) -> Match:
    """The legal moves that ``text`` designates (see the module docstring). ``reading``: the
    ranks a move stands for (the game's ``move_ranks``; by default its cards' own ranks);
    ``parse`` (the game's ``Move.parse``) reads a whole move's text when the position is too
    large to scan; ``move_class``: moves of one class are the same decision (suit variants where
    suits do not matter), so typed cards matching several of one class keep only the first."""
    words = _normalized(text)
    if not words:
        return Match(reason="type a move, or 'help'")
    if len(legal) > SCAN_LIMIT:
        return _match_unscanned(text, legal, parse)

    texts = [_normalized(str(move)) for move in legal]
    wanted = Counter(_canonical_word(word) for word in words)
    for move, move_words in zip(legal, texts):
        if Counter(move_words) == wanted:
            return Match([move], decisive=True)

    query, strangers = parse_card_query(text)
    if query is not None:
        found = _card_matches(query, legal, reading, move_class)
        if found.moves:
            return found

    *head, last = words
    prefixed = [
        move
        for move, move_words in zip(legal, texts)
        if len(move_words) >= len(words)
        and move_words[: len(head)] == head
        and move_words[len(head)].startswith(last)
    ]
    if prefixed:
        return Match(prefixed)

    containing = [
        (move, move_words)
        for move, move_words in zip(legal, texts)
        if not wanted - Counter(move_words)
    ]
    if containing:
        only_one = len(containing) == 1
        return Match(
            [move for move, _ in containing],
            decisive=only_one and not Counter(containing[0][1][1:]) - wanted,
        )
    return Match(reason=_why_nothing(text, query, strangers, legal))


def _card_matches(
    query: CardQuery, legal: Sequence[Any], reading: Reading, move_class: Callable[[Any], Hashable] | None
) -> Match:
    """Strategy 2: the moves of exactly the typed cards and ranks (fewest stand-ins first, one
    per class), else those that contain them (fewest cards first)."""
    exact, partial = [], []
    for index, move in enumerate(legal):
        fit = _card_fit(query, move, reading)
        if fit is not None:
            is_exact, stand_ins = fit
            if is_exact:
                exact.append((stand_ins, index, move))
            else:
                partial.append((len(move.cards), stand_ins, index, move))
    if exact:
        exact.sort(key=lambda item: item[:2])
        moves = _first_of_each_class([move for *_, move in exact], move_class)
        return Match(moves, decisive=len(moves) == 1)
    partial.sort(key=lambda item: item[:3])
    return Match([move for *_, move in partial])


def _first_of_each_class(moves: list[Any], move_class: Callable[[Any], Hashable] | None) -> list[Any]:
    if move_class is None:
        return moves
    seen: set[Hashable] = set()
    kept = []
    for move in moves:
        key = move_class(move)
        if key not in seen:
            seen.add(key)
            kept.append(move)
    return kept


def _why_nothing(
    text: str, query: CardQuery | None, strangers: list[str], legal: Sequence[Any]
) -> str:
    if query is not None:
        shown = " ".join([*query.cards.elements(), *query.ranks.elements()])
        return f"no legal move plays {shown} here"
    card_game = any(isinstance(getattr(move, "cards", None), Cards) for move in legal)
    if card_game and any(len(word) <= 3 for word in strangers):
        odd = ", ".join(repr(word) for word in strangers if len(word) <= 3)
        return (
            f"no legal move matches {text.strip()!r}: {odd} is no card (S7, HT, h10, SB, HR) or "
            "ranks (77, 34567, 10JQKA; B, R the jokers)"
        )
    return f"no legal move matches {text.strip()!r} here"


def _match_unscanned(text: str, legal: Sequence[Any], parse: Any) -> Match:
    if parse is not None:
        try:
            move = parse(text.strip())
        except ValueError as error:
            return Match(
                reason=f"{len(legal):,} moves here, too many to search: type a whole move ({error})"
            )
        if move in legal:
            return Match([move], decisive=True)
    return Match(reason=f"{len(legal):,} moves here, too many to search: type a whole legal move")
