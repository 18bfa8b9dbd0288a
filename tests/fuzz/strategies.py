"""Hypothesis strategies shared by the fuzz targets: card and move text, garbage values, option
names and values, bot specs, game states reached by random play, records and their mutations.

Inputs that trigger the known bugs (ints outside the signed 64-bit range except as rule option
values, lone surrogates in strings, ints outside the C int range for int parameters) are drawn
only when KNOWN_BUGS is set (see ``tests/fuzz/__init__.py``). Most composite values are built in
Python from one drawn seed (``_seeded``): far cheaper than deep strategy trees, and hypothesis
still reports the failing value itself.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any, Callable

from hypothesis import strategies as st

import paiju
from paiju import guandan, liangfutou, registry
from tests.fuzz import KNOWN_BUGS

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1

# --------------------------------------------------------------------------------------------
# Scalars and garbage
# --------------------------------------------------------------------------------------------

_INT_EDGES = [0, 1, -1, 2, 3, 4, 5, 7, 8, 13, 14, 15, 26, 27, 28, 53, 54, 100, 101, 107, 108, 109, 1000, 1001,
              3600, 30000, 30001, 10**6, INT32_MIN, INT32_MAX, INT32_MAX + 1, 2**32, -(2**32), 2**53,
              INT64_MIN, INT64_MAX]
_HUGE_INT_EDGES = [INT64_MAX + 1, 2**64 - 1, 2**64, 2**100, INT64_MIN - 1, -(2**64), -(2**100)]


def ints() -> st.SearchStrategy[int]:
    """Ints a user might pass anywhere: small, boundary values, anything in int64 (and beyond with
    KNOWN_BUGS: paiju raises RuntimeError for ints outside int64, see test_fuzz_regressions)."""
    parts = [st.integers(-5, 40), st.sampled_from(_INT_EDGES), st.integers(INT64_MIN, INT64_MAX)]
    if KNOWN_BUGS:
        parts += [st.sampled_from(_HUGE_INT_EDGES), st.integers()]
    return st.one_of(*parts)


def c_ints() -> st.SearchStrategy[int]:
    """Ints for parameters bound as C ``int`` (deal kitty): the int32 range, beyond with KNOWN_BUGS."""
    return ints() if KNOWN_BUGS else ints().filter(lambda v: INT32_MIN <= v <= INT32_MAX)


def seeds() -> st.SearchStrategy[int]:
    """Seeds: the valid range [0, 2**64) and its neighbours (seeds are checked as big ints)."""
    return pick(st.integers(0, 2**64 - 1), st.sampled_from([0, 1, 2**64 - 1, 2**64, -1, -(2**63), 2**80]),
                     st.integers(-(2**70), 2**70))


def _characters() -> st.SearchStrategy[str]:
    base = st.characters(exclude_categories=("Cs",))
    if KNOWN_BUGS:
        return st.one_of(base, st.integers(0xD800, 0xDFFF).map(chr))
    return base


def texts(max_size: int = 20) -> st.SearchStrategy[str]:
    """Arbitrary unicode text (no lone surrogates unless KNOWN_BUGS)."""
    return st.text(_characters(), max_size=max_size)


_WORDS = ["", " ", "SA", "sa", "S10", "h10", "♠A", "小王", "大王", "SB", "HR", "PASS", "pass", "solo", "call",
          "Single", "Pair", "Bomb", "FourKings", "tribute", "back", "single", "joker_bomb", "A", "2", "10", "T",
          "B", "R", "JOKER", "guandan", "liangfutou", "random", "heuristic", "None", "nan", "-1", "0", "1", "\x00",
          "\n", ",", "S", "H", "ZZ", "SAA", "S0", "S1", "S11", "HRR", "王"]

# Code point ranges random text is drawn from: ASCII, Latin-1, general punctuation and
# whitespace, card suits, CJK, full-width forms, emoji, combining marks, private use.
_TEXT_RANGES = [(0x20, 0x7E), (0x00, 0x1F), (0xA0, 0xFF), (0x2000, 0x206F), (0x2660, 0x2667), (0x4E00, 0x9FFF),
                (0xFF00, 0xFFEF), (0x1F300, 0x1F6FF), (0x0300, 0x036F), (0xE000, 0xE0FF), (0x10FFF0, 0x10FFFF)]


def rand_text(rng: random.Random, max_size: int = 12) -> str:
    """Random unicode text from a seeded rng (cheap; lone surrogates only with KNOWN_BUGS)."""
    out = []
    for _ in range(rng.randint(0, max_size)):
        if KNOWN_BUGS and rng.random() < 0.05:
            out.append(chr(rng.randint(0xD800, 0xDFFF)))
            continue
        lo, hi = _TEXT_RANGES[0] if rng.random() < 0.6 else rng.choice(_TEXT_RANGES)
        out.append(chr(rng.randint(lo, hi)))
    return "".join(out)


def rand_int(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.4:
        return rng.randint(-5, 40)
    if r < 0.75:
        return rng.choice(_INT_EDGES + (_HUGE_INT_EDGES if KNOWN_BUGS else []))
    if KNOWN_BUGS and r < 0.85:
        return rng.randint(-(2**100), 2**100)
    return rng.randint(INT64_MIN, INT64_MAX)


def rand_word(rng: random.Random) -> str:
    return rng.choice(_WORDS) if rng.random() < 0.6 else rand_text(rng)


_ODD_OBJECTS: list[Callable[[], Any]] = [object, lambda: paiju.Cards("SA"), guandan.Move.pass_,
                                         lambda: liangfutou.Move("pass"), lambda: 1j, lambda: Ellipsis,
                                         lambda: b"SA", lambda: bytearray(b"PASS"), lambda: range(3),
                                         lambda: paiju.Cards, lambda: float("nan"), lambda: -0.0]


def rand_scalar(rng: random.Random, json_only: bool = False) -> Any:
    kind = rng.randrange(7 if json_only else 8)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rand_int(rng)
    if kind == 3:
        return rng.choice([0.0, 1.0, 1.5, -1.0, 2.0, 1e300, -1e-300, float("inf"), float("-inf"), float("nan"),
                           rng.uniform(-1e6, 1e6)])
    if kind in (4, 5, 6):
        return rand_word(rng)
    return rng.choice(_ODD_OBJECTS)()


def rand_garbage(rng: random.Random, json_only: bool = False, depth: int = 0) -> Any:
    """A random value: a scalar, or scalars nested in lists, tuples and dicts (JSON types only
    with json_only)."""
    if depth >= 3 or rng.random() < 0.6:
        return rand_scalar(rng, json_only)
    size = rng.randint(0, 4)
    shape = rng.randrange(2 if json_only else 4)
    items = [rand_garbage(rng, json_only, depth + 1) for _ in range(size)]
    if shape == 0:
        return items
    if shape == 1:
        return {rand_word(rng): item for item in items}
    if shape == 2:
        return tuple(items)
    return frozenset(rng.randint(0, 3) for _ in items)


@st.composite
def _pick(draw: Any, options: tuple[st.SearchStrategy[Any], ...]) -> Any:
    return draw(options[draw(st.integers(0, len(options) - 1))])


def pick(*options: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Like st.one_of, but each argument is equally likely: st.one_of flattens nested one_ofs, so
    garbage() (many branches) would otherwise crowd out the valid inputs. Repeat an argument to
    weight it."""
    return _pick(tuple(options))


@st.composite
def _seeded(draw: Any, fn: Callable[[random.Random], Any]) -> Any:
    """A strategy drawing a seed and building the value in Python (much cheaper to generate than
    a deep tree of hypothesis strategies; the failing value itself is what hypothesis reports)."""
    return fn(random.Random(draw(st.integers(0, 2**64 - 1))))


def without(options: dict[str, Any], *reserved: str) -> dict[str, Any]:
    """Options minus names that are parameters of the function called (Python itself would reject
    those as duplicate arguments before paiju sees them)."""
    return {k: v for k, v in options.items() if k not in reserved}


def words() -> st.SearchStrategy[str]:
    """Short strings near the vocabulary paiju parses, plus arbitrary text."""
    return pick(st.sampled_from(_WORDS), texts(12))


def scalars(json_only: bool = False) -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), st.booleans(), ints(), st.floats(allow_nan=True, allow_infinity=True), words(),
                     _seeded(lambda rng: rand_scalar(rng, json_only)))


def garbage(json_only: bool = False) -> st.SearchStrategy[Any]:
    """Any value: hypothesis scalars (which shrink well) or seeded random nested values."""
    return st.one_of(scalars(json_only), _seeded(lambda rng: rand_garbage(rng, json_only)))


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------

CARD_KINDS = list(paiju.CARD_KINDS)
SUITS = ["S", "H", "C", "D", "s", "h", "c", "d", "\u2660", "\u2665", "\u2663", "\u2666", "\u2664", "\u2661", "\u2667",
         "\u2662", "X", "", "SS", "\u2660\ufe0f"]
RANK_TOKENS = list("23456789TJQKAtjqka") + ["10", "1", "0", "11", "01", "B", "R", "X", "", "AA", "１"]
JOKERS = ["SB", "HR", "sb", "hr", "Sb", "hR", "小王", "大王", "BJ", "RJ", "SR", "HB", "王", "小", "大王王"]
SEPARATORS = [" ", ",", ", ", "\t", "\n", "  ", "\r\n", "\f", "\v", " , ", ";", "|", "\u3000", "\xa0", "", "/"]


def rand_card_token(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.35:
        return rng.choice(CARD_KINDS)
    if r < 0.7:
        return rng.choice(SUITS) + rng.choice(RANK_TOKENS)
    if r < 0.85:
        return rng.choice(JOKERS)
    return rand_text(rng, 4)


def rand_valid_card_token(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.5:
        return rng.choice(CARD_KINDS)
    if r < 0.9:
        return rng.choice(SUITS[:16]) + rng.choice(list("23456789TJQKAtjqka") + ["10"])
    return rng.choice(JOKERS[:8])


def card_tokens() -> st.SearchStrategy[str]:
    """One card token: a valid card in every spelling, near misses, or arbitrary text."""
    return pick(st.sampled_from(CARD_KINDS), st.sampled_from(JOKERS), _seeded(rand_card_token))


def valid_card_tokens() -> st.SearchStrategy[str]:
    """A token that names a card (any accepted spelling)."""
    return pick(st.sampled_from(CARD_KINDS), _seeded(rand_valid_card_token))


def join_tokens(tokens: list[str], seps: list[str]) -> str:
    out = ""
    for i, token in enumerate(tokens):
        if i:
            out += seps[i % len(seps)] if seps else " "
        out += token
    return out


def rand_card_text(rng: random.Random, valid_only: bool = False, max_tokens: int = 30) -> str:
    """Card tokens joined by separators (real and fake ones), sometimes padded."""
    make = rand_valid_card_token if valid_only else rand_card_token
    tokens = [make(rng) for _ in range(rng.randint(0, max_tokens))]
    separators = SEPARATORS[:10] if valid_only else SEPARATORS  # the first ten are real separators
    seps = [rng.choice(separators) for _ in range(rng.randint(1, 3))]
    text = join_tokens(tokens, seps)
    if rng.random() < 0.1:
        text = rng.choice(separators) + text + rng.choice(separators)
    return text


def card_texts(valid_only: bool = False) -> st.SearchStrategy[str]:
    return _seeded(lambda rng: rand_card_text(rng, valid_only))


def token_lists() -> st.SearchStrategy[list[Any]]:
    """Lists of card tokens: valid spellings, near misses, sometimes a non-string."""

    def make(rng: random.Random) -> list[Any]:
        kind = rng.randrange(3)
        if kind == 0:
            return [rand_valid_card_token(rng) for _ in range(rng.randint(0, 30))]
        if kind == 1:
            return [rand_card_token(rng) for _ in range(rng.randint(0, 10))]
        return [rand_card_token(rng) if rng.random() < 0.6 else rand_garbage(rng) for _ in range(rng.randint(0, 6))]

    return pick(st.lists(card_tokens(), max_size=5), _seeded(make))


counts54 = st.lists(st.integers(0, 2), min_size=54, max_size=54)


@st.composite
def hands(draw: Any, max_size: int = 27) -> paiju.Cards:
    """A real hand: up to max_size cards from two decks (drawn as a card multiset)."""
    size = draw(st.integers(0, max_size))
    rng = random.Random(draw(st.integers(0, 2**32)))
    deck = CARD_KINDS * 2
    return paiju.Cards(rng.sample(deck, size))


@st.composite
def narrow_hands(draw: Any, max_size: int = 16) -> paiju.Cards:
    """A hand from a band of a few ranks plus jokers, so pairs, runs and bombs are common."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    ranks = "A23456789TJQKA"
    start = rng.randrange(0, len(ranks) - 4)
    band = set(ranks[start : start + rng.randint(3, 6)])
    pool = [s + r for r in band for s in "SHCD" for _ in range(2)] + ["SB", "SB", "HR", "HR"]
    if rng.random() < 0.5:
        pool += ["H" + rng.choice("23456789TJQKA")] * 2  # maybe a wild
    size = rng.randint(0, min(max_size, 27))
    picked: list[str] = []
    for card in rng.sample(pool, min(size * 2, len(pool))):
        if picked.count(card) < 2 and len(picked) < size:
            picked.append(card)
    return paiju.Cards(picked)


def card_inputs() -> st.SearchStrategy[Any]:
    """What a caller might pass where cards are expected: Cards, text, token lists, garbage."""
    return pick(
        hands(),
        narrow_hands(),
        hands().map(str),
        hands().map(list),
        hands().map(tuple),
        card_texts(),
        _seeded(lambda rng: [rand_card_token(rng) for _ in range(rng.randint(0, 8))]),
        _seeded(lambda rng: [rand_garbage(rng) for _ in range(rng.randint(0, 3))]),
        garbage(),
    )


# --------------------------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------------------------

LEVEL_CHARS = list("23456789TJQKA")
GUANDAN_TYPES = list(guandan.TYPE_NAMES)
GUANDAN_TYPE_TOKENS = GUANDAN_TYPES + [t.lower() for t in GUANDAN_TYPES] + [t.upper() for t in GUANDAN_TYPES] + [
    "Straightflush", "Three", "ThreeWithTwos", "Pass", "pass", "FullHouse", "single", "call", "solo", "pair_run"]
GUANDAN_RANK_TOKENS = LEVEL_CHARS + [c.lower() for c in LEVEL_CHARS] + ["10", "B", "R", "b", "r", "JOKER", "joker",
                                                                       "PASS", "pass", "", "1", "0", "11", "SB", "HR"]
LIANGFUTOU_KINDS = ["pass", "single", "pair", "triple", "straight", "pair_run", "bomb", "joker_bomb", "call", "solo"]
LIANGFUTOU_KIND_TOKENS = LIANGFUTOU_KINDS + [k.upper() for k in LIANGFUTOU_KINDS] + [
    "Pair_Run", "PASS", "Single", "Bomb", "FourKings", "tribute", "jokerbomb", "pairrun"]
LIANGFUTOU_RANK_TOKENS = LEVEL_CHARS + ["10", "SB", "HR", "sb", "hr", "B", "R", "", "1", "PASS", "JOKER"]


def _rand_move_text(rng: random.Random, kinds: list[str], ranks: list[str]) -> str:
    if rng.random() < 0.1:
        return rand_text(rng, 40)
    parts = [rng.choice(kinds) if rng.random() < 0.9 else rand_word(rng)]
    if rng.random() < 0.9:
        parts.append(rng.choice(ranks) if rng.random() < 0.8 else rand_word(rng))
    n = rng.choice([0, 1, 1, 2, 2, 3, 4, 5, 6, 8, 10])
    parts += [rand_valid_card_token(rng) if rng.random() < 0.8 else rand_card_token(rng) for _ in range(n)]
    seps = [rng.choice(SEPARATORS[:11]) for _ in range(rng.randint(1, 3))]
    return join_tokens(parts, seps)


def guandan_move_texts() -> st.SearchStrategy[str]:
    """Guandan move text: '<type> <rank> <cards>' from near-valid pieces, or arbitrary text."""
    return _seeded(lambda rng: _rand_move_text(rng, GUANDAN_TYPE_TOKENS, GUANDAN_RANK_TOKENS))


def liangfutou_move_texts() -> st.SearchStrategy[str]:
    """Liangfutou move text: '<kind> <rank> <cards>', 'call <card>', 'solo', 'pass', or junk."""
    return _seeded(lambda rng: _rand_move_text(rng, LIANGFUTOU_KIND_TOKENS, LIANGFUTOU_RANK_TOKENS + CARD_KINDS))


def mutate_text(text: str, rng: random.Random, pool: list[str]) -> str:
    """One or two token-level edits of a move or card text: drop, duplicate, swap, replace a
    token, change case, or cut characters."""
    for _ in range(rng.randint(1, 2)):
        tokens = text.split(" ")
        op = rng.randrange(7)
        i = rng.randrange(len(tokens)) if tokens else 0
        if op == 0 and tokens:
            del tokens[i]
        elif op == 1 and tokens:
            tokens.insert(i, tokens[i])
        elif op == 2 and len(tokens) > 1:
            j = rng.randrange(len(tokens))
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif op == 3 and tokens:
            tokens[i] = rng.choice(pool)
        elif op == 4:
            tokens.insert(i, rng.choice(pool))
        elif op == 5 and tokens:
            tokens[i] = tokens[i].swapcase()
        else:
            joined = " ".join(tokens)
            cut = rng.randrange(len(joined) + 1)
            tokens = [joined[:cut] + joined[cut + 1 :]]
        text = " ".join(tokens)
    return text


MUTATION_POOL = CARD_KINDS + GUANDAN_TYPE_TOKENS + LIANGFUTOU_KIND_TOKENS + GUANDAN_RANK_TOKENS + JOKERS + [
    "ZZ", "S1", "", "PASS", "\u2660A", "h10"]


def guandan_levels() -> st.SearchStrategy[Any]:
    """Levels: every valid spelling ('2'..'A', lower case, 10 / '10', ints 2..10) and junk."""
    valid = pick(st.sampled_from(LEVEL_CHARS + [c.lower() for c in LEVEL_CHARS] + ["10"]), st.integers(2, 10))
    return pick(valid, valid, st.sampled_from([1, 11, 14, 0, -1, "1", "B", "R", "", "AA", "Ace", True, None, 2.0]),
                     garbage())


def valid_guandan_levels() -> st.SearchStrategy[str]:
    return st.sampled_from(LEVEL_CHARS)


@st.composite
def guandan_real_moves(draw: Any, level: str | None = None) -> guandan.Move:
    """A valid play: one of the legal leads of a random narrow hand (never PASS)."""
    lvl = level or draw(valid_guandan_levels())
    hand = draw(narrow_hands(12))
    moves = guandan.legal_moves(hand, lvl)
    if not moves:
        return guandan.Move.parse("Single A SA")
    return moves[draw(st.integers(0, len(moves) - 1))]


@st.composite
def liangfutou_real_moves(draw: Any) -> liangfutou.Move:
    hand = draw(narrow_hands(12))
    moves = liangfutou.legal_moves(hand)
    if not moves:
        return liangfutou.Move.parse("single A SA")
    return moves[draw(st.integers(0, len(moves) - 1))]


@st.composite
def platform_triples(draw: Any, real: st.SearchStrategy[guandan.Move] | None = None) -> Any:
    """The platform's [type, rank, cards]: real ones, with one part replaced or reshaped, or junk."""
    move = draw(real or guandan_real_moves())
    triple: list[Any] = move.to_platform()
    op = draw(st.integers(0, 9))
    if op == 1:
        triple[0] = draw(pick(st.sampled_from(GUANDAN_TYPE_TOKENS), garbage()))
    elif op == 2:
        triple[1] = draw(pick(st.sampled_from(GUANDAN_RANK_TOKENS), garbage()))
    elif op == 3:
        triple[2] = draw(card_inputs())
    elif op == 4:
        triple[2] = " ".join(triple[2]) if isinstance(triple[2], list) else triple[2]
    elif op == 5:
        triple = tuple(triple)  # type: ignore[assignment]
    elif op == 6:
        triple = triple[: draw(st.integers(0, 2))] + ([draw(garbage())] if draw(st.booleans()) else [])
    elif op == 7:
        triple = triple + [draw(garbage())]
    elif op == 8:
        triple = [draw(pick(st.sampled_from(GUANDAN_TYPE_TOKENS), garbage())),
                  draw(pick(st.sampled_from(GUANDAN_RANK_TOKENS), garbage())), draw(card_inputs())]
    elif op == 9:
        triple = ["PASS", "PASS", draw(pick(st.just("PASS"), st.just([]), st.none(), garbage()))]
    return triple


def guandan_move_inputs() -> st.SearchStrategy[Any]:
    """Anything passed where a Guandan move is expected (Move, text, triple, garbage)."""
    return pick(guandan_real_moves(), guandan_real_moves().map(str), platform_triples(), guandan_move_texts(),
                     st.just(guandan.Move.pass_()), st.just("PASS"), garbage())


def liangfutou_move_inputs() -> st.SearchStrategy[Any]:
    return pick(liangfutou_real_moves(), liangfutou_real_moves().map(str), liangfutou_move_texts(),
                     st.just(liangfutou.Move("pass")), st.just("pass"), garbage())


def called_cards() -> st.SearchStrategy[Any]:
    """Liangfutou's called card: None, a card in any spelling, or junk."""
    return pick(st.none(), st.sampled_from(CARD_KINDS), valid_card_tokens(), card_tokens(), garbage())


# --------------------------------------------------------------------------------------------
# Options and bots
# --------------------------------------------------------------------------------------------

GUANDAN_OPTION_NAMES = ["full_house_joker_pair", "streak_bonus", "a_fail_limit", "a_fail_counts", "target_level",
                        "max_deals", "double_tribute_tie", "return_max", "scoring"]
LIANGFUTOU_OPTION_NAMES = ["reveal_on_play", "solo_stake", "max_deals"]
OPTION_WORDS = ["any", "partner_last", "next_after_first", "previous_before_first", "levels", "none", "A", "2", "10",
                "T", "a", "K", "1", "True", "true", "jingdezhen", "competition", "suqian"]


_OPTION_NAME_POOL = GUANDAN_OPTION_NAMES + LIANGFUTOU_OPTION_NAMES + ["preset", "seed", "level", "Max_Deals",
                                                                      "max_deals ", "scoring\x00", "", "_", "x"]


def rand_option_name(rng: random.Random) -> str:
    if rng.random() < 0.75:
        return rng.choice(_OPTION_NAME_POOL)
    return rand_text(rng, 10) if rng.random() < 0.5 else "".join(
        rng.choice("abcdefghijklmnopqrstuvwxyz_") for _ in range(rng.randint(1, 15)))


def rand_option_value(rng: random.Random) -> Any:
    r = rng.random()
    if r < 0.2:
        return rng.random() < 0.5
    if r < 0.45:
        return rng.choice([0, 1, 2, 3, 8, 10, 13, 14, 15, 100, 101, 1000, 1001, 30000, 30001, -1])
    if r < 0.6:
        return rng.choice(OPTION_WORDS)
    if r < 0.7:
        return rand_int(rng)
    if r < 0.75:  # rule options take ints of any size (ints outside int64 are checked there)
        return rng.choice(_HUGE_INT_EDGES)
    return rand_garbage(rng)


def option_names() -> st.SearchStrategy[str]:
    return pick(st.sampled_from(_OPTION_NAME_POOL), _seeded(rand_option_name))


def option_values() -> st.SearchStrategy[Any]:
    return pick(st.booleans(), ints(), st.sampled_from(OPTION_WORDS), _seeded(rand_option_value), garbage(),
                st.sampled_from(_HUGE_INT_EDGES))


def option_dicts(max_size: int = 3) -> st.SearchStrategy[dict[str, Any]]:
    """Option keyword dicts: known and unknown names with values of every type."""
    return _seeded(lambda rng: {rand_option_name(rng): rand_option_value(rng) for _ in range(rng.randint(0, max_size))})


@st.composite
def valid_guandan_options(draw: Any) -> dict[str, Any]:
    """A valid subset of Guandan options, biased to short matches."""
    choices = {
        "full_house_joker_pair": st.booleans(),
        "streak_bonus": st.booleans(),
        "a_fail_limit": st.integers(0, 100),
        "a_fail_counts": st.sampled_from(["any", "partner_last"]),
        "target_level": st.sampled_from(LEVEL_CHARS + ["10", 3, 10]),
        "max_deals": st.integers(0, 4),
        "double_tribute_tie": st.sampled_from(["next_after_first", "previous_before_first"]),
        "return_max": st.sampled_from([0] + list(range(2, 15))),
        "scoring": st.sampled_from(["levels", "none"]),
    }
    names = draw(st.lists(st.sampled_from(sorted(choices)), unique=True, max_size=5))
    return {name: draw(choices[name]) for name in names}


@st.composite
def valid_liangfutou_options(draw: Any) -> dict[str, Any]:
    choices = {"reveal_on_play": st.booleans(), "solo_stake": st.integers(1, 1000), "max_deals": st.integers(1, 4)}
    names = draw(st.lists(st.sampled_from(sorted(choices)), unique=True, max_size=3))
    return {name: draw(choices[name]) for name in names}


def presets() -> st.SearchStrategy[Any]:
    return pick(st.sampled_from(["competition", "suqian", "jingdezhen", "Competition", "", "competition "]),
                     words(), garbage())


BOT_NAMES = ["random", "heuristic", "pimc", "ismcts", "Random", "mcts", "", "python"]
BOT_KEYS = ["worlds", "time", "candidates", "policy", "iterations", "c", "others", "", "seed", "threads"]
BOT_VALUES = ["-1", "0", "1", "2", "abc", "", "1e9", "1e300", "nan", "inf", "-inf", "0.5", "50ms", "2s", "0ms",
              "1.5", "heuristic", "random", "tree", "policy", "3600", "3601", "100000000", "100000001", "1000000",
              "10001", " 1", "1 ", "0x10", "1e-300", "ms", "s", "-0"]


KNOWN_BAD_BOT_SPECS = ["ismcts:iterations=-1", "pimc:time=abc", "pimc:worlds=0", "ismcts:time=0", "ismcts:c=nan",
                       "pimc:worlds=1.5", "random:", "random:x=1", "heuristic:policy=random", "pimc:policy=pimc",
                       "ismcts:others=both", "pimc:=1", "pimc:worlds", "ismcts:iterations=1e300", "pimc:time=-1ms",
                       "pimc:time=3601s", ":", "", "RANDOM", " random", "random ", "pimc:worlds=1,,time=1"]


@st.composite
def bot_specs(draw: Any) -> str:
    """Bot spec strings: name[:key=value,...] from near-valid pieces, or arbitrary text."""
    roll = draw(st.integers(0, 7))
    if roll == 0:
        return draw(texts(30))
    if roll == 1:
        return draw(st.sampled_from(KNOWN_BAD_BOT_SPECS))
    name = draw(pick(st.sampled_from(BOT_NAMES), words()))
    params = draw(st.lists(st.tuples(pick(st.sampled_from(BOT_KEYS), words()),
                                     pick(st.sampled_from(BOT_VALUES), words())), max_size=3))
    if not params and draw(st.booleans()):
        return name
    body = ",".join(f"{k}={v}" if draw(st.integers(0, 9)) else k for k, v in params)
    return f"{name}:{body}"


# --------------------------------------------------------------------------------------------
# States reached by random play, and records
# --------------------------------------------------------------------------------------------


def play_random(state: Any, moves: int, rng: random.Random, stop_phase: str | None = None) -> Any:
    """Up to ``moves`` random legal moves; with stop_phase, stop as soon as a move reaches that phase
    (so tribute, return, call and solo positions of later deals are reached often)."""
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_moves()
        state.apply(legal[rng.randrange(len(legal))])
        if stop_phase is not None and state.phase == stop_phase:
            break
    return state


def _move_count() -> st.SearchStrategy[int]:
    # mostly short games; sometimes long enough to finish deals (tribute, return, match over)
    return pick(st.just(0), st.integers(0, 12), st.integers(0, 120), st.integers(0, 600))


def _split_hands(seed: int, rng: random.Random, small: bool) -> list[paiju.Cards]:
    hands = paiju.deal(seed).hands
    if not small:
        return list(hands)
    return [paiju.Cards(list(h)[: rng.randint(1, 27)]) for h in hands]


@st.composite
def guandan_states(draw: Any) -> guandan.State:
    """A Guandan State: a match from a seed or a deal from given hands (possibly small, with or
    without a previous finishing order), random options, after random legal moves."""
    game = guandan.Game(draw(st.sampled_from(guandan.PRESETS)), **draw(valid_guandan_options()))
    rng = random.Random(draw(st.integers(0, 2**32)))
    if draw(st.booleans()):
        state = game.new_match(draw(st.integers(0, 2**64 - 1)))
    else:
        hands = _split_hands(draw(st.integers(0, 2**32)), rng, draw(st.booleans()))
        previous = None
        if draw(st.booleans()):
            previous = list(range(4))
            rng.shuffle(previous)
        state = game.new_deal(hands, level=draw(valid_guandan_levels()), leader=draw(st.integers(0, 3)),
                              previous_finish=previous)
    stop = draw(st.sampled_from([None, None, "tribute", "return"]))
    return play_random(state, draw(_move_count()) if stop is None else 2000, rng, stop)


@st.composite
def liangfutou_states(draw: Any) -> liangfutou.State:
    game = liangfutou.Game("jingdezhen", **draw(valid_liangfutou_options()))
    rng = random.Random(draw(st.integers(0, 2**32)))
    if draw(st.booleans()):
        state = game.new_match(draw(st.integers(0, 2**64 - 1)))
    else:
        hands = _split_hands(draw(st.integers(0, 2**32)), rng, draw(st.booleans()))
        state = game.new_deal(hands, caller=draw(st.integers(0, 3)))
    stop = draw(st.sampled_from([None, None, "call", "solo"]))
    return play_random(state, draw(_move_count()) if stop is None else 2000, rng, stop)


def records(game: str) -> st.SearchStrategy[dict[str, Any]]:
    states = guandan_states() if game == "guandan" else liangfutou_states()
    return states.map(lambda s: s.to_record())


def _paths(record: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Every path into a record where a value can be replaced."""
    out: list[tuple[Any, ...]] = [(k,) for k in record]
    for key in ("options", "deal"):
        if isinstance(record.get(key), dict):
            out += [(key, k) for k in record[key]]
    deal = record.get("deal")
    if isinstance(deal, dict) and isinstance(deal.get("hands"), list):
        out += [("deal", "hands", i) for i in range(len(deal["hands"]))]
    moves = record.get("moves")
    if isinstance(moves, list):
        for i in range(len(moves)):
            out += [("moves", i), ("moves", i, 0), ("moves", i, 1)]
    return out


def _set_path(record: dict[str, Any], path: tuple[Any, ...], value: Any) -> None:
    target: Any = record
    for key in path[:-1]:
        if isinstance(target[key], tuple):
            target[key] = list(target[key])
        target = target[key]
    target[path[-1]] = value


def _as_lists(record: dict[str, Any]) -> dict[str, Any]:
    """A deep copy with every tuple a list (as after a JSON round trip), so it can be edited."""
    out = copy.deepcopy(record)
    out["moves"] = [list(m) for m in out["moves"]]
    return out


FOREIGN_MOVE_TEXTS = ["PASS", "pass", "solo", "call H7", "call ZZ", "Single A SA", "single A SA", "pair 5 S5 H5",
                      "Single B SB", "Bomb 9 S9 H9 C9 D9", "tribute A SA", "back 2 S2", "Single 1 S1", "Single A XX",
                      "Single A 小王", "single HR HR", "Single A ♠A", "", "   ", "Pair A SA SA SA"]


@dataclass(frozen=True)
class RecordMutations:
    """What mutated_records draws from for one game: its real records, the move texts put in
    place of a move, the words mutate_text splices into a move besides MUTATION_POOL, an
    (option name, value) pair, and the keys and values a deal's fields are replaced with."""

    records: st.SearchStrategy[dict[str, Any]]
    foreign_moves: st.SearchStrategy[str]
    deal_keys: tuple[str, ...]
    deal_values: tuple[Any, ...]
    mutation_words: tuple[str, ...] = ()
    option: st.SearchStrategy[tuple[str, Any]] | None = None  # None: option_names(), option_values()


CLIMBING_DEAL_VALUES = ([0, 1, 2, 3], [3, 2, 1, 0], [0, 0, 1, 2], [0, 1, 2], "A", "10", 10, -1, 4, ["SA"] * 4,
                        ["SA SA SA", "", "", ""], [["SA"], ["HA"], ["CA"], ["DA"]])


def climbing_mutations(game: str) -> RecordMutations:
    """Guandan's and Liangfutou's (their states are drawn here, records(game))."""
    return RecordMutations(
        records=records(game),
        foreign_moves=pick(st.sampled_from(FOREIGN_MOVE_TEXTS), guandan_move_texts(), liangfutou_move_texts()),
        deal_keys=("hands", "previous_finish", "level", "leader", "caller"), deal_values=CLIMBING_DEAL_VALUES)


@st.composite
def mutated_records(draw: Any, game: str,
                    mutations: RecordMutations | None = None) -> tuple[dict[str, Any], dict[str, Any], str]:
    """(original record, mutated copy, mutation name). Mutations: drop a key, replace a value at a
    random path with garbage, truncate the moves, give a move to the wrong seat, foreign move
    text, a move's text mutated, two moves swapped, game name swapped, wrong format or seed,
    extra keys, reshaped move entries, a move twice, an option or a deal field changed.
    `mutations`: the game's parts (default: climbing_mutations(game))."""
    parts = mutations or climbing_mutations(game)
    record = draw(parts.records)
    mutant = _as_lists(record)
    op = draw(st.sampled_from(["drop", "replace", "truncate", "wrong_seat", "foreign_move", "mutate_move", "game",
                               "format", "seed", "extra_key", "reshape_moves", "duplicate_move", "option",
                               "deal_field", "swap_moves"]))
    moves = mutant["moves"]
    if op == "drop":
        paths = [p for p in _paths(mutant) if len(p) <= 2 and p[0] != "moves"]
        path = draw(st.sampled_from(paths))
        target = mutant if len(path) == 1 else mutant[path[0]]
        del target[path[-1]]
    elif op == "replace":
        path = draw(st.sampled_from(_paths(mutant)))
        _set_path(mutant, path, draw(garbage(json_only=draw(st.booleans()))))
    elif op == "truncate":
        mutant["moves"] = moves[: draw(st.integers(0, len(moves)))]
    elif op == "wrong_seat" and moves:
        i = draw(st.integers(0, len(moves) - 1))
        moves[i][0] = draw(st.sampled_from([s for s in range(4) if s != moves[i][0]]))
    elif op == "foreign_move" and moves:
        i = draw(st.integers(0, len(moves) - 1))
        moves[i][1] = draw(parts.foreign_moves)
    elif op == "mutate_move" and moves:
        i = draw(st.integers(0, len(moves) - 1))
        moves[i][1] = mutate_text(str(moves[i][1]), random.Random(draw(st.integers(0, 2**32))),
                                  MUTATION_POOL + list(parts.mutation_words))
    elif op == "swap_moves" and len(moves) > 1:
        i = draw(st.integers(0, len(moves) - 2))
        moves[i], moves[i + 1] = moves[i + 1], moves[i]
    elif op == "game":
        others = [g for g in registry.games() if g != game]
        mutant["game"] = draw(pick(st.sampled_from(others + [game.capitalize(), game.upper(), "", game + " "]),
                                   garbage(json_only=True)))
    elif op == "format":
        mutant["format"] = draw(pick(st.sampled_from([0, 2, -1, "1", 1.0, True, None, [1]]), ints()))
    elif op == "seed":
        mutant["seed"] = draw(pick(seeds(), st.sampled_from([1.0, -1, "1", True, None, [1], {}]), ints()))
    elif op == "extra_key":
        mutant[draw(words())] = draw(garbage(json_only=True))
    elif op == "reshape_moves":
        shape = draw(st.sampled_from(["tuple", "dict", "str", "triples", "flat", "nested", "none_entries"]))
        if shape == "tuple":
            mutant["moves"] = tuple(tuple(m) for m in moves)
        elif shape == "dict":
            mutant["moves"] = {i: m for i, m in enumerate(moves)}
        elif shape == "str":
            mutant["moves"] = " ".join(str(m[1]) for m in moves)
        elif shape == "triples":
            mutant["moves"] = [m + [draw(garbage(json_only=True))] for m in moves]
        elif shape == "flat":
            mutant["moves"] = [x for m in moves for x in m]
        elif shape == "nested":
            mutant["moves"] = [moves]
        else:
            mutant["moves"] = moves + [None]
    elif op == "duplicate_move" and moves:
        i = draw(st.integers(0, len(moves) - 1))
        moves.insert(i, list(moves[i]))
    elif op == "option":
        option = parts.option if parts.option is not None else st.tuples(option_names(), option_values())
        name, value = draw(option)
        mutant["options"][name] = value
    elif op == "deal_field":
        if isinstance(mutant.get("deal"), dict):
            deal = mutant["deal"]
            key = draw(st.sampled_from(sorted(deal) + list(parts.deal_keys)))
            deal[key] = draw(pick(garbage(json_only=True), st.sampled_from(parts.deal_values)))
        else:
            mutant["deal"] = draw(garbage(json_only=True))
    else:  # an op that needs moves, on a record without any
        op = "unchanged"
    return record, mutant, op
