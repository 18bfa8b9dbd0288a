"""Slow, obviously-correct reference oracle for Shengji / Tractor (双升, 升级, 拖拉机).

Written only from the rules spec ``docs/rules/shengji.md`` (cited below as §1..§6b), the
readings pinned by issue 11, and seed document 001 for context.  It imports nothing from paiju
(standard library only), so it can check an engine that does not exist yet.  Everything is
brute force over sub-multisets on purpose; the code favours being checkable by eye over speed.

Notation
--------
A card is a two-character token, suit + rank: suits ``S H C D``, ranks ``2..9 T J Q K A``;
``"SB"`` is the small (black) joker and ``"HR"`` the big (red) joker.  Two decks: at most two
copies of each token.  Hands and plays are lists (multisets) of tokens.  ``trump`` is ``"S"``,
``"H"``, ``"C"``, ``"D"`` or ``None`` (no-trump, 无主); ``level`` is the rank char played
(``"5"``).  Every play this module *returns* is a tuple of tokens sorted with :func:`sorted`
(see :func:`canonical`), so an engine's moves can be compared after sorting their cards.

Effective suits and order (§2)
------------------------------
* Trump (effective suit ``"T"``): both jokers, every level card, every card of the trump suit.
  In no-trump only jokers and level cards.
* :func:`order_key` is the card's position in its effective suit's chain, an ``int``; two
  cards are *adjacent* exactly when their keys differ by one, and *equal* when the keys are
  equal.
  - plain suits: the ranks 2..A with the level rank removed, numbered 0..11 (§2 "Every plain
    suit has the level rank removed; the ranks either side of it become adjacent").
  - trump with a trump suit: the trump suit's non-level cards 0..11 (they skip the level rank
    like a plain suit, issue 11), every off-suit level card 12 (all three equal, §2), the
    trump suit's level card 13, small joker 14, big joker 15.
  - no-trump: every level card 12 (all four equal: they are all "level cards of the other
    suits"), small joker 13, big joker 14.

Units (§4 "A lead is one of")
-----------------------------
* single: one card.
* pair: two *identical* tokens.  Two off-suit level cards of different suits have equal keys
  but are NOT a pair (issue 11); neither are ``SB HR``.
* tractor: two or more pairs whose keys are consecutive integers (all of one effective suit,
  automatically, since they are compared by key inside that suit).  Two off-suit level pairs
  have the same key, so they are never adjacent and never a tractor together, but an off-suit
  level pair is adjacent to the highest trump-suit non-level pair (e.g. the trump A pair) below
  it and to the trump-suit level pair above it (§4).
* A :class:`Unit` records ``kind``, ``cards``, ``length`` (pairs in it: 0 single, 1 pair, L
  tractor) and ``key`` (the order key of its highest card).

DECISIONS where the spec is silent (each is exercised by a test)
----------------------------------------------------------------
D1 Canonical decomposition (:func:`decompose`).  A one-suit multiset is split into units as
   follows: every token held once is a single; the pairs are partitioned into runs (a run of
   one pair is a pair unit, of 2+ a tractor); among all such partitions the canonical one
   maximises the list of unit sizes (in cards) sorted in decreasing order, compared
   lexicographically -- i.e. "longest tractor first, then the next longest, ...; never break a
   pair".  Remaining ties (only possible when several off-suit level pairs compete for one
   place in a chain) are broken by the higher keys, then by the tokens, and give the same
   shape either way.  Example (trump C, level 5): CA CA S5 S5 H5 H5 C5 C5 is a 3-pair tractor
   CA-S5-C5 (or CA-H5-C5) plus the pair of the other off-suit level card, NOT two 2-pair
   tractors (sizes [6,2] > [4,4]).
D2 Leads (:func:`legal_leads`): every non-empty sub-multiset of ONE effective suit of the
   hand, each multiset once.  Throw attempts are listed too: whether a throw stands depends on
   the other hands (§4) and is judged separately by :func:`throw_fails`.  Cross-suit throws
   (§6b, option ``cross_suit_throws``) are NOT modelled: :func:`classify` returns None for them.
D3 Throw failure (:func:`throw_fails`): a unit of the throw is *beatable* when some other hand
   holds, in the same effective suit, a unit of the same kind and length with a strictly higher
   key (a higher single / a higher identical pair / a tractor of the same length with a higher
   top; trumping a plain throw does not count, "in that suit").  The smallest beatable unit is
   the beatable unit with the fewest cards, then the lowest key (then lowest tokens).  A lead
   of one unit never fails (returns None).
D4 Following (:func:`legal_follows`, §4).  Let ``n = len(lead)``, ``m`` the number of the
   hand's cards of the led effective suit.
   (a) m == 0: any n cards of the hand.
   (b) 0 < m <= n: all m of them plus any n - m other cards ("play all of them and fill
       freely"; no shape duty then -- every led-suit card is played anyway).
   (c) m > n: exactly n led-suit cards, and among those the *maximally shape-matching* ones.
       The shape score of a candidate X against the lead (lead decomposed per D1; the lead's
       tractors sorted longest first, lengths L1 >= L2 >= ...; pair demand
       D = sum of the lead's tractor lengths + number of its pair units) is the tuple
         (c_1, c_2, ..., c_k, min(P(X), D))
       where the c's are, per DISTINCT lead tractor length from longest to shortest, how many
       of the lead's tractors of that length are matched by disjoint runs of exactly that
       length in X, maximised lexicographically over all ways of choosing the runs, and P(X) is
       the number of identical pairs in X (pairs inside runs included).  A candidate is legal
       iff its score equals the maximum score over ALL n-card sub-multisets of the hand's
       led-suit cards.  Consequences (each a test):
       - lead a pair, the hand holds a pair of the suit: must play a pair;
       - lead a 2-pair tractor: a holder of a 2-tractor must play a tractor (any adjacent two
         pairs, e.g. either half of a 3-tractor); a holder of two non-adjacent pairs and no
         tractor must play both pairs; a holder of one pair plays it plus any single;
       - lead a 3-pair tractor, holder of a 2-tractor and a separate pair (no 3-tractor): must
         play three pairs, here exactly the 2-tractor and the pair; a holder of four pairs with
         no 3-tractor may play ANY three of them (a 2-tractor is not required to be kept
         together -- the spec asks for "as many pairs as it contains", no more);
       - the order "tractors, then pairs" never forces fewer pairs: matched tractors count as
         pairs toward D, so both maxima are reachable together;
       - a lead with several tractors (a throw) must be matched by as many tractors as the
         hand can supply together (e.g. a 4-tractor 6677 8899 answers two 2-tractors with
         6677 + 8899, not 7788 + two singles);
       - extra pairs beyond D (for the lead's singles) are allowed, never required.
   :func:`legal_follows` enumerates exactly the n-card sub-multisets whose led-suit count is
   min(m, n) (the others break the suit rule) and filters case (c) by the score; the
   equivalent naive filter over all n-card sub-multisets of the hand is
   :func:`legal_follows_naive`, and the self-tests check both agree.
D5 Trick winner (:func:`trick_winner`, §4).  A play can win only when all its cards are of the
   led effective suit or all are trump, AND it contains the lead's whole structure: disjoint
   runs of each of the lead's tractor lengths and at least D identical pairs in all ("exact
   shape"; for a throw, "at least as many tractors and pairs").  The lead's highest-structure
   unit is its longest tractor, else a pair, else a single; a play's value is (trump?, key)
   where key is the highest key a unit of that structure can take in the play while the rest
   of the lead's structure still fits (longest tractor: the top key of the run matched to it;
   pair: the highest pair; single: the highest card).  The highest value wins; equal values go
   to the earlier play (only a strictly higher value takes the trick), which also settles
   equal off-suit level cards (§2 "the one played first ranks higher").  Only that one unit is
   compared (§4), not the rest of the play.

Limits (measured on one core, CPython 3.11): a 13-card hand's follows take a few ms (a self-test
holds them under 1 s).  25-card hands: leads ~0.04 s; follows with the led suit held take
<= 0.25 s even for a 20-trump hand; a void hand answering a 4 / 6 / 8-card lead lists 5,710 /
59,680 / 293,595 plays in 0.04 / 0.2 / 0.9 s (larger void leads grow as C(25, n)).  A 34-card
hand with 24 trumps has 8.5 million leads: 11 s, so count leads of dealer hands sparingly.
"""

from __future__ import annotations

from collections import Counter, namedtuple

__all__ = [
    "BIG_JOKER",
    "RANKS",
    "SMALL_JOKER",
    "SUITS",
    "TRUMP",
    "Shape",
    "Unit",
    "canonical",
    "classify",
    "count_follows",
    "count_leads",
    "decompose",
    "effective_suit",
    "follow_score",
    "is_legal_follow",
    "legal_follows",
    "legal_follows_naive",
    "legal_leads",
    "order_key",
    "points",
    "sub_multisets",
    "throw_fails",
    "trick_winner",
]

SUITS = "SHCD"
RANKS = "23456789TJQKA"
SMALL_JOKER = "SB"
BIG_JOKER = "HR"
TRUMP = "T"

Unit = namedtuple("Unit", "kind cards length key")
Unit.__doc__ = """One unit of a play: kind "single"/"pair"/"tractor", its sorted cards, its
length in pairs (0 single, 1 pair, L >= 2 tractor) and the order key of its highest card."""

Shape = namedtuple("Shape", "kind suit units")
Shape.__doc__ = """A classified lead: kind is the only unit's kind, or "throw" for 2+ units;
suit its effective suit ("T" for trump); units the canonical decomposition (D1), sorted by
size then key, largest first."""


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------


def _check_card(card):
    if card in (SMALL_JOKER, BIG_JOKER):
        return
    if not (isinstance(card, str) and len(card) == 2 and card[0] in SUITS and card[1] in RANKS):
        raise ValueError(f"not a card: {card!r}")


def _check_params(level, trump):
    if not (isinstance(level, str) and len(level) == 1 and level in RANKS):
        raise ValueError(f"not a level rank: {level!r}")
    if trump is not None and trump not in SUITS:
        raise ValueError(f"not a trump suit: {trump!r}")


def _check_cards(cards):
    for card in cards:
        _check_card(card)
    for card, count in Counter(cards).items():
        if count > 2:
            raise ValueError(f"{count} copies of {card}: two decks hold at most 2")


def canonical(cards):
    """The canonical form of a multiset of cards: a tuple of its tokens, sorted."""
    return tuple(sorted(cards))


def effective_suit(card, level, trump):
    """Effective suit of ``card``: ``"T"`` for trump, else its own suit letter (§2).

    Trumps are the jokers, every level card and (unless no-trump) every card of the trump suit.
    """
    _check_card(card)
    _check_params(level, trump)
    if card in (SMALL_JOKER, BIG_JOKER):
        return TRUMP
    if card[1] == level or card[0] == trump:
        return TRUMP
    return card[0]


def _plain_position(rank, level):
    """Position of a non-level rank in 2..A with the level rank removed (0..11), §2."""
    return [r for r in RANKS if r != level].index(rank)


def order_key(card, level, trump):
    """Position of ``card`` in its effective suit's chain (§2); adjacent iff keys differ by 1.

    Plain suits and the trump suit's own non-level cards: 0..11 (level rank skipped).
    With a trump suit: off-suit level cards 12 (equal), trump-suit level card 13, small joker
    14, big joker 15.  No-trump: level cards 12 (all equal), small joker 13, big joker 14.
    """
    _check_card(card)
    _check_params(level, trump)
    top = 15 if trump is not None else 14
    if card == BIG_JOKER:
        return top
    if card == SMALL_JOKER:
        return top - 1
    if card[1] == level:
        return 13 if card[0] == trump else 12
    return _plain_position(card[1], level)


def points(cards):
    """Card points (§1): each 5 is 5, each 10 and K is 10 (jokers and others 0)."""
    total = 0
    for card in cards:
        _check_card(card)
        if card in (SMALL_JOKER, BIG_JOKER):
            continue
        total += {"5": 5, "T": 10, "K": 10}.get(card[1], 0)
    return total


# --------------------------------------------------------------------------------------------
# Sub-multisets
# --------------------------------------------------------------------------------------------


def sub_multisets(cards, size=None):
    """Every distinct sub-multiset of ``cards`` (of ``size`` cards if given), each once, as a
    sorted tuple.  The empty multiset is included when size is None or 0."""
    items = sorted(Counter(cards).items())
    suffix = [0] * (len(items) + 1)
    for i in range(len(items) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + items[i][1]
    out = []
    chosen = []

    def rec(i, need):
        if need is not None and (need < 0 or need > suffix[i]):
            return
        if i == len(items):
            out.append(tuple(chosen))
            return
        token, count = items[i]
        for k in range(count + 1):
            chosen.extend([token] * k)
            rec(i + 1, None if need is None else need - k)
            if k:
                del chosen[-k:]

    rec(0, size)
    return out


# --------------------------------------------------------------------------------------------
# Pairs, runs, decomposition
# --------------------------------------------------------------------------------------------


def _pairs(cards, level, trump):
    """The identical pairs in ``cards`` as a sorted list of (key, token)."""
    return sorted(
        (order_key(tok, level, trump), tok) for tok, count in Counter(cards).items() if count == 2
    )


def _runs_of_length(pairs, length):
    """Every run of ``length`` pairs with consecutive keys chosen from ``pairs`` (a list of
    (key, token)), as (run, remaining pairs).  Equal-key pairs (off-suit level pairs) are
    alternatives for one place of the chain, never two places."""
    out = []

    def extend(run, remaining):
        if len(run) == length:
            out.append((tuple(run), remaining))
            return
        want = run[-1][0] + 1
        for i, p in enumerate(remaining):
            if p[0] == want:
                extend(run + [p], remaining[:i] + remaining[i + 1:])

    for i, p in enumerate(pairs):
        extend([p], pairs[:i] + pairs[i + 1:])
    return out


def _run_partitions(pairs):
    """Every partition of ``pairs`` (sorted (key, token) list) into runs of consecutive keys
    (a run of 1 = a lone pair).  The lowest pair left is always the bottom of its run."""
    if not pairs:
        yield []
        return
    first, rest = pairs[0], pairs[1:]
    stack = [((first,), rest)]
    while stack:
        run, remaining = stack.pop()
        for part in _run_partitions(remaining):
            yield [run] + part
        want = run[-1][0] + 1
        for i, p in enumerate(remaining):
            if p[0] == want:
                stack.append((run + (p,), remaining[:i] + remaining[i + 1:]))


def _unit_of_run(run):
    tokens = tuple(sorted(tok for _, tok in run for _ in range(2)))
    top = max(key for key, _ in run)
    if len(run) == 1:
        return Unit("pair", tokens, 1, top)
    return Unit("tractor", tokens, len(run), top)


def _unit_sort_key(unit):
    return (len(unit.cards), unit.key, unit.cards)


def decompose(cards, level, trump):
    """Canonical decomposition (D1) of a one-effective-suit multiset into units, largest first.

    Brute force: every partition of the pairs into runs; singles are the tokens held once;
    keep the partition whose unit sizes (sorted decreasing) are lexicographically greatest,
    ties by keys then tokens.
    """
    _check_cards(cards)
    suits = {effective_suit(c, level, trump) for c in cards}
    if len(suits) != 1:
        raise ValueError("decompose needs a non-empty multiset of one effective suit")
    singles = [
        Unit("single", (tok,), 0, order_key(tok, level, trump))
        for tok, count in Counter(cards).items()
        if count == 1
    ]
    best = None
    for part in _run_partitions(_pairs(cards, level, trump)):
        units = sorted([_unit_of_run(run) for run in part] + singles, key=_unit_sort_key,
                       reverse=True)
        rank = (
            tuple(len(u.cards) for u in units),
            tuple(u.key for u in units),
            tuple(u.cards for u in units),
        )
        if best is None or rank > best[0]:
            best = (rank, units)
    return tuple(best[1])


def classify(cards, level, trump):
    """Classify a lead (§4): None unless ``cards`` is non-empty and of one effective suit; else
    ``Shape(kind, suit, units)`` with kind "single"/"pair"/"tractor" for one unit, "throw" for
    several, and the canonical units of D1.  (Cross-suit throws, §6b, are not modelled.)"""
    _check_params(level, trump)
    cards = list(cards)
    _check_cards(cards)
    if not cards:
        return None
    suits = {effective_suit(c, level, trump) for c in cards}
    if len(suits) != 1:
        return None
    units = decompose(cards, level, trump)
    kind = units[0].kind if len(units) == 1 else "throw"
    return Shape(kind, suits.pop(), units)


def _demand(shape):
    """The lead's tractor lengths (longest first) and its pair demand D (D4)."""
    lengths = sorted((u.length for u in shape.units if u.kind == "tractor"), reverse=True)
    pair_demand = sum(u.length for u in shape.units)
    return lengths, pair_demand


def _run_assignments(pairs, lengths):
    """Every way to give each lead tractor length either None (unmatched) or its own run of
    exactly that length from ``pairs``, runs disjoint: a generator of tuples, one per length."""
    if not lengths:
        yield ()
        return
    for rest in _run_assignments(pairs, lengths[1:]):
        yield (None,) + rest
    for run, remaining in _runs_of_length(pairs, lengths[0]):
        for rest in _run_assignments(remaining, lengths[1:]):
            yield (run,) + rest


# --------------------------------------------------------------------------------------------
# Leads and throws
# --------------------------------------------------------------------------------------------


def legal_leads(hand, level, trump):
    """Every distinct lead of ``hand`` (D2): each non-empty sub-multiset of one effective suit
    (single, pair, tractor or throw attempt), sorted tuples, the list sorted."""
    _check_params(level, trump)
    _check_cards(hand)
    by_suit = {}
    for card in hand:
        by_suit.setdefault(effective_suit(card, level, trump), []).append(card)
    leads = []
    for cards in by_suit.values():
        leads.extend(sub for sub in sub_multisets(cards) if sub)
    return sorted(leads)


def count_leads(hand, level, trump):
    """len(legal_leads(hand, level, trump))."""
    return len(legal_leads(hand, level, trump))


def _beats_unit(cards, unit, level, trump):
    """Whether ``cards`` (all of the unit's effective suit) hold a unit of the same kind and
    length with a strictly higher key (D3)."""
    if unit.kind == "single":
        return any(order_key(c, level, trump) > unit.key for c in cards)
    runs = _runs_of_length(_pairs(cards, level, trump), unit.length)
    return any(max(key for key, _ in run) > unit.key for run, _ in runs)


def throw_fails(lead, other_hands, level, trump):
    """For a throw (§4): the smallest beatable unit (D3) if any other hand (partner included)
    can beat one of its units in that effective suit, else None.  Leads of one unit: None."""
    shape = classify(lead, level, trump)
    if shape is None:
        raise ValueError(f"not a lead: {lead!r}")
    if len(shape.units) == 1:
        return None
    for unit in sorted(shape.units, key=_unit_sort_key):
        for hand in other_hands:
            _check_cards(hand)
            same = [c for c in hand if effective_suit(c, level, trump) == shape.suit]
            if _beats_unit(same, unit, level, trump):
                return unit
    return None


# --------------------------------------------------------------------------------------------
# Following
# --------------------------------------------------------------------------------------------


def follow_score(cards, lead_shape, level, trump):
    """Shape score of led-suit cards ``cards`` against ``lead_shape`` (D4 (c)):
    (tractors matched per distinct lead length, longest first ..., min(pairs, D))."""
    lengths, pair_demand = _demand(lead_shape)
    pairs = _pairs(cards, level, trump)
    best = max(
        tuple(run is not None for run in assignment)
        for assignment in _run_assignments(pairs, lengths)
    )
    per_length = []
    for length in sorted(set(lengths), reverse=True):
        per_length.append(sum(1 for L, hit in zip(lengths, best) if L == length and hit))
    return tuple(per_length) + (min(len(pairs), pair_demand),)


def _follow_context(hand, lead, level, trump):
    _check_params(level, trump)
    hand = list(hand)
    lead = list(lead)
    _check_cards(hand)
    shape = classify(lead, level, trump)
    if shape is None:
        raise ValueError(f"not a lead: {lead!r}")
    if len(hand) < len(lead):
        raise ValueError("the hand has fewer cards than the lead")
    suited = [c for c in hand if effective_suit(c, level, trump) == shape.suit]
    others = [c for c in hand if effective_suit(c, level, trump) != shape.suit]
    return shape, suited, others


def _best_score(suited, n, shape, level, trump):
    return max(follow_score(c, shape, level, trump) for c in sub_multisets(suited, n))


def is_legal_follow(hand, lead, play, level, trump):
    """Whether ``play`` is a legal follow of ``lead`` from ``hand`` (§4, D4)."""
    shape, suited, _ = _follow_context(hand, lead, level, trump)
    n = len(lead)
    play = list(play)
    _check_cards(play)
    if len(play) != n or Counter(play) - Counter(hand):
        return False
    m = len(suited)
    in_suit = [c for c in play if effective_suit(c, level, trump) == shape.suit]
    if len(in_suit) != min(m, n):
        return False
    if m <= n:
        return True
    return follow_score(play, shape, level, trump) == _best_score(suited, n, shape, level, trump)


def legal_follows_naive(hand, lead, level, trump):
    """The D4 filter applied literally: every n-card sub-multiset of the hand, kept when legal.
    Slow; the self-tests check it equals :func:`legal_follows`."""
    shape, suited, _ = _follow_context(hand, lead, level, trump)
    n = len(lead)
    m = len(suited)
    best = _best_score(suited, n, shape, level, trump) if m > n else None
    out = []
    for play in sub_multisets(hand, n):
        in_suit = [c for c in play if effective_suit(c, level, trump) == shape.suit]
        if len(in_suit) != min(m, n):
            continue
        if m > n and follow_score(play, shape, level, trump) != best:
            continue
        out.append(play)
    return sorted(out)


def legal_follows(hand, lead, level, trump):
    """Every distinct legal follow of ``lead`` from ``hand`` (§4, D4), sorted tuples, sorted.

    The n-card sub-multisets whose led-suit count is min(m, n), generated as (led-suit part) +
    (fill from the other cards), and in case m > n kept when maximally shape-matching.
    """
    shape, suited, others = _follow_context(hand, lead, level, trump)
    n = len(lead)
    m = len(suited)
    if m <= n:
        return sorted(canonical(suited + list(fill)) for fill in sub_multisets(others, n - m))
    candidates = sub_multisets(suited, n)
    scores = [follow_score(c, shape, level, trump) for c in candidates]
    best = max(scores)
    return sorted(c for c, s in zip(candidates, scores) if s == best)


def count_follows(hand, lead, level, trump):
    """len(legal_follows(hand, lead, level, trump))."""
    return len(legal_follows(hand, lead, level, trump))


# --------------------------------------------------------------------------------------------
# Trick winner
# --------------------------------------------------------------------------------------------


def _play_value(play, shape, level, trump):
    """(is trump, key of the unit matched to the lead's highest-structure unit) if ``play`` can
    win against a lead of ``shape`` (D5), else None (a discard)."""
    suits = {effective_suit(c, level, trump) for c in play}
    if len(suits) != 1:
        return None
    suit = suits.pop()
    if suit != shape.suit and suit != TRUMP:
        return None
    lengths, pair_demand = _demand(shape)
    pairs = _pairs(play, level, trump)
    if len(pairs) < pair_demand:
        return None
    if lengths:
        tops = [
            max(key for key, _ in assignment[0])
            for assignment in _run_assignments(pairs, lengths)
            if all(run is not None for run in assignment)
        ]
        if not tops:
            return None
        key = max(tops)
    elif pair_demand:
        key = max(k for k, _ in pairs)
    else:
        key = max(order_key(c, level, trump) for c in play)
    return (suit == TRUMP, key)


def trick_winner(plays, level, trump):
    """Index of the winning play of a trick (§4, D5); ``plays[0]`` is the lead."""
    _check_params(level, trump)
    plays = [list(p) for p in plays]
    for p in plays:
        _check_cards(p)
    shape = classify(plays[0], level, trump)
    if shape is None:
        raise ValueError(f"not a lead: {plays[0]!r}")
    if any(len(p) != len(plays[0]) for p in plays):
        raise ValueError("every play of a trick has the lead's number of cards")
    best_index, best_value = 0, _play_value(plays[0], shape, level, trump)
    for i, play in enumerate(plays[1:], start=1):
        value = _play_value(play, shape, level, trump)
        if value is not None and value > best_value:
            best_index, best_value = i, value
    return best_index
