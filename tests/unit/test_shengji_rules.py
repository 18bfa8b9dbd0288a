"""Shengji / Tractor rules, spec docs/rules/shengji.md §1-§7 and §6b: one test per rule line.

Expected values are counted by hand from the spec (arithmetic in the comments), never pasted from
the engine.  Trick situations use ``Game.new_deal`` with hand-built hands (1..25 cards a seat);
declarations walk the declare phase of seeded ``new_match`` es and check every decision offered
against a checker written from §3 (:func:`spec_declarations`).  Card points (§1): 5 → 5, T and K
→ 10.  ``new_deal`` starts both teams at the first level of ``level_sequence`` (the ``level``
argument only sets the deal's rank), so level outcomes are counted from '2' (standard) or '5'
(five_ten_king).
"""

import random
from collections import Counter

import pytest

from paiju import shengji as sj
from paiju.shengji import Game
from tests.reference import shengji_reference as ref

POINTS = {"5": 5, "T": 10, "K": 10}


def toks(cards):
    """Cards / Move / text -> sorted tuple of tokens."""
    if hasattr(cards, "cards"):
        cards = cards.cards
    text = cards if isinstance(cards, str) else str(cards)
    return tuple(sorted(text.split()))


def points(cards):
    return sum(POINTS.get(c[1], 0) for c in toks(cards) if c not in ("SB", "HR"))


def deal(hands, kitty="", dealer=0, level="2", trump="H", preset="standard", **options):
    return Game(preset, **options).new_deal([h.split() for h in hands], kitty.split(), dealer, level, trump)


def play(state, *plays):
    """Apply plays given as card text: a lead is classified, a follow is 'follow ...'."""
    for cards in plays:
        if state.trick:
            state.apply("follow " + cards)
        else:
            move = sj.classify(cards, state.level, state.trump, state.options.get("cross_suit_throws", False))
            assert move is not None, cards
            state.apply(move)
    return state


def plays_of(state):
    return {toks(m) for m in state.legal_moves()}


def play_set(hand, level, trump, lead=None, cross=False):
    return {toks(m) for m in sj.legal_plays(hand, level, trump, lead, cross)}


def t(text):
    return tuple(sorted(text.split()))


def kind_of(cards, level, trump, cross=False):
    move = sj.classify(cards, level, trump, cross)
    return None if move is None else move.kind


def winner(plays, level, trump, cross=False):
    return sj.trick_winner([p.split() for p in plays], level, trump, cross)


# =============================================================================================
# §1 Table and cards
# =============================================================================================


def test_s1_four_seats_partners_opposite_teams_0_2_and_1_3():
    # Dealer 0: team {0, 2} defends, {1, 3} attack. Seat 2 (partner) wins a 10-point trick: no
    # attackers' points; seat 3 (attacker) wins the next: its 5 + 10 = 15 count.
    s = deal(["S2 D2", "S3 D3", "SA D4", "S4 DA"], dealer=0, level="7", trump="H")
    play(s, "S2", "S3", "SA", "S4")  # SA wins, no points
    assert s.current_player == 2 and s.attackers_points == 0
    s = deal(["S2 D5", "ST D3", "SA D4", "S4 DA"], dealer=0, level="7", trump="H")
    play(s, "S2", "ST", "SA", "S4")  # partner's SA wins the 10: still the dealer side's
    assert s.attackers_points == 0
    play(s, "D4", "DA", "D5", "D3")  # seat 2 leads D4; seat 3 DA wins D5 (5), D3, D4 -> 5
    # last trick, single lead, empty kitty: 5 + 2 x 0 = 5
    assert s.attackers_points == 5


def test_s1_two_decks_108_cards_25_each_kitty_8():
    s = Game().new_match(3)
    while s.phase == "declare":
        s.apply("pass")
    assert s.phase == "bury"
    dealer = s.dealer
    sizes = [len(s.hand(seat)) for seat in range(4)]
    # the dealer holds its 25 + the 8 of the kitty = 33
    assert sizes == [33 if seat == dealer else 25 for seat in range(4)]
    every = Counter(c for seat in range(4) for c in toks(s.hand(seat)))
    # two decks: each of the 52 + 2 jokers = 54 kinds twice, 108 cards
    assert len(every) == 54 and set(every.values()) == {2} and sum(every.values()) == 108


def test_s1_points_5_is_5_ten_and_king_10_total_200():
    # One trick won by an attacker: S5 (5) + ST (10) + SK (10) + HR (0) = 25, kitty empty.
    s = deal(["S5", "HR", "ST", "SK"], dealer=0, level="2", trump="H")
    play(s, "S5", "HR", "ST", "SK")
    assert s.last_deal["attackers_points"] == 25
    # 200 in all: the deck's points (full deals are accounted in the next test)
    deck = [s_ + r for s_ in "SHCD" for r in "23456789TJQKA"] * 2 + ["SB", "HR"] * 2
    assert points(" ".join(deck)) == 200  # 4 suits x (5 + 10 + 10) = 100 per deck, 2 decks


def _play_out_deal(state, rng):
    """Play the current deal of a match with uniformly sampled moves; returns (dealer, buried
    kitty, expected attackers' points computed from the spec: trick points of the attackers'
    tricks, kitty x (2 x largest unit of the last lead) if the attackers win the last trick),
    checking that every trick's winner (reference, §4) leads the next."""
    deal_index = state.deal_index
    while state.phase in ("declare", "bury"):
        state.apply(state.sample_move(rng.randrange(2**63)))
    dealer, level, trump = state.dealer, state.level, state.trump
    kitty = toks(state.kitty)
    assert len(kitty) == 8
    expected = 0
    while state.deal_index == deal_index:
        assert state.phase == "play"
        if len(state.trick) == 3:
            move = state.sample_move(rng.randrange(2**63))
            trick = [list(toks(cards)) for _, cards in state.trick] + [list(toks(move))]
            leader = state.trick[0][0]
            last = len(state.hand(state.current_player)) == len(trick[0])
            state.apply(move)
            if ref.classify(trick[0], level, trump) is not None:
                win = (leader + ref.trick_winner(trick, level, trump)) % 4
                largest = len(ref.classify(trick[0], level, trump).units[0].cards)
            else:  # a cross-suit throw (§6b; not in the reference): the public function
                win = (leader + sj.trick_winner(trick, level, trump, True)) % 4
                largest = max(len(toks(cards)) for _, cards in sj.units(trick[0], level, trump))
            if win % 2 != dealer % 2:
                expected += sum(points(" ".join(p)) for p in trick)
                if last:
                    expected += 2 * largest * points(" ".join(kitty))
            if not last:
                assert state.current_player == win
        else:
            state.apply(state.sample_move(rng.randrange(2**63)))
    return dealer, kitty, expected


def test_s1_full_deal_points_and_kitty_accounting_from_the_spec():
    rng = random.Random(11)
    for seed in range(6):
        s = Game().new_match(seed)
        dealer, _, expected = _play_out_deal(s, rng)
        assert s.last_deal["dealer"] == dealer
        assert s.last_deal["attackers_points"] == expected


# =============================================================================================
# §2 Trumps and order
# =============================================================================================


def test_s2_deal_played_at_declaring_teams_level_five_ten_king_levels_5_10_k():
    rng = random.Random(2)
    s = Game("five_ten_king").new_match(5)
    seen = set()
    for _ in range(4):
        if s.phase == "match_over":
            break
        while s.phase == "declare":
            s.apply(s.sample_move(rng.randrange(2**63)))
        # the deal is played at the dealer's (first deal: the declarer's) team level
        assert s.level == s.team_levels[s.dealer % 2]
        assert s.level in "5TK"
        seen.add(s.level)
        _play_out_deal(s, rng)
    assert "5" in seen


@pytest.mark.parametrize(
    "order, expected",
    [
        # trump S, level 5, one card each led by seat 0; the highest is the winner (§2):
        # big joker > small joker > S5 (trump-suit level card) > H5 (off-suit level) > SA > S2
        (["S2", "SA", "H5", "S5"], 3),
        (["S5", "SB", "H5", "SA"], 1),
        (["SB", "S5", "HR", "H5"], 2),
        (["SA", "S2", "D5", "S3"], 2),
        (["HA", "S2", "HK", "D3"], 1),  # a trump (S2) beats the led suit's ace
    ],
)
def test_s2_trump_order_jokers_trump_level_offsuit_level_trump_suit(order, expected):
    assert winner(order, "5", "S") == expected
    s = deal([c + " " + f for c, f in zip(order, ["D2", "D3", "D4", "D6"])], level="5", trump="S", dealer=0)
    play(s, *order)
    assert s.current_player == expected  # the winner took the trick and leads next


def test_s2_no_trump_only_jokers_and_level_cards_are_trump():
    # No-trump, level 5: S5 is trump, SA/HA plain. Lead SA: the void follower's H5 (trump) wins,
    # HA is a discard.
    assert winner(["SA", "HA", "H5", "S3"], "5", None) == 2
    assert kind_of("S5 HA", "5", None) is None  # two effective suits (trump, hearts)
    # a hand with SK and S5 must follow a spade lead with SK: S5 is no spade in no-trump
    assert play_set("SK S5 HA".split(), "5", None, "SA".split()) == {t("SK")}
    # hearts are plain in no-trump: H2 and HA are not trumps, S5 and SB are
    assert play_set("H2 HA S5 SB".split(), "5", None, "D3 D3".split()) == {
        t(x) for x in ["H2 HA", "H2 S5", "H2 SB", "HA S5", "HA SB", "S5 SB"]
    }  # void in diamonds: any 2 of 4 = 6


def test_s2_level_rank_removed_from_plain_suits_makes_neighbours_adjacent():
    # level 6: clubs ... 4 5 7 8 ...: C5 C5 C7 C7 is a tractor; at level 8 it is two pairs.
    assert kind_of("C5 C5 C7 C7", "6", "H") == "tractor"
    assert kind_of("C5 C5 C7 C7", "8", "H") == "throw"
    # the trump suit's own cards skip the level rank too (trump C, level 6): C5 C5 C7 C7
    assert kind_of("C5 C5 C7 C7", "6", "C") == "tractor"
    # a single C7 beats C5 and loses to C8 at level 6 (order 5 < 7 < 8)
    assert winner(["C5", "C7", "C8", "C4"], "6", "H") == 2


def test_s2_equal_cards_first_played_wins():
    # identical cards: lead SA, seat 1 SA too: the lead (first) keeps the trick
    assert winner(["SA", "SA", "SK", "S3"], "2", "H") == 0
    # equal off-suit level cards (trump S, level 5): lead S3 (trump), then H5, D5, C5: H5 first
    assert winner(["S3", "H5", "D5", "C5"], "5", "S") == 1
    s = deal(["S3", "H5", "D5", "C5"], level="5", trump="S", dealer=0)
    play(s, "S3", "H5", "D5", "C5")
    # seat 1 (attacker) wins H5 + D5 + C5 = 15, last trick single lead x2, empty kitty: 15
    assert s.last_deal["attackers_points"] == 15
    # no-trump: all four level cards equal; the first of D5, S5 wins
    assert winner(["HA", "D5", "S5", "HK"], "5", None) == 1


# =============================================================================================
# §3 Declaring trump
# =============================================================================================

SUIT_RANK = {"SHCD": "DCHS", "DCHS": "SHCD"}  # index = strength (higher index stronger)


def spec_declarations(hand, seat, standing, level, suit_order, joker_pair_must=False):
    """Every declaration §3 allows: sorted token tuples. With must_declare_joker_pair (seed 001:
    a joker pair must be shown) a joker pair also overrides the seat's own suit declaration (the
    engine's settled reading, docs/rules/shengji.md §3)."""
    counts = Counter(hand)
    out = set()
    for suit in "SHCD":
        card = suit + level
        if counts[card] >= 1:
            out.add((card,))
        if counts[card] == 2:
            out.add((card, card))
    for joker in ("SB", "HR"):
        if counts[joker] == 2:
            out.add((joker, joker))
    if standing is None:  # nothing stands: any single, level pair or joker pair
        return out
    who, shown = standing
    shown = toks(shown)
    own = who == seat
    kept = set()
    for cand in out:
        if len(cand) == 1:
            continue  # a single never overrides anything
        if shown in (("SB", "SB"), ("HR", "HR")):
            # only a big joker pair over a small joker pair, and never over oneself
            if cand == ("HR", "HR") and shown == ("SB", "SB") and not own:
                kept.add(cand)
            continue
        if cand[0] in ("SB", "HR"):
            if not own or joker_pair_must:  # a joker pair overrides any suit declaration, not one's own
                kept.add(cand)
            continue
        if len(shown) == 1:
            # a pair overrides a single; one's own single only by reinforcing (same card)
            if not own or cand[0] == shown[0]:
                kept.add(cand)
            continue
        # a suit pair over a suit pair: only another seat's, of a lower suit
        if not own and suit_order in SUIT_RANK:
            strength = SUIT_RANK[suit_order]
            if strength.index(cand[0][0]) > strength.index(shown[0][0]):
                kept.add(cand)
    return kept


def walk_declaring(game, seed, p_declare=0.5):
    """Walk a match's declare phase with seeded random choices; a log of every decision."""
    s = game.new_match(seed)
    rng = random.Random(seed)
    log = []
    while s.phase == "declare":
        seat = s.current_player
        moves = list(s.legal_moves())
        declares = [m for m in moves if m.kind == "declare"]
        entry = dict(
            seat=seat, hand=toks(s.hand(seat)), standing=s.declaration, level=s.level,
            sizes=[len(s.hand(x)) for x in range(4)], offered={toks(m) for m in declares},
            can_pass=any(m.kind == "pass" for m in moves), kinds={m.kind for m in moves},
        )
        assert len(moves) == len(declares) + entry["can_pass"]
        choice = rng.choice(declares) if declares and (rng.random() < p_declare or not entry["can_pass"]) else None
        entry["chosen"] = None if choice is None else toks(choice)
        log.append(entry)
        s.apply(choice if choice is not None else "pass")
    return s, log


_LOGS = {}


def logs(name, **options):
    key = (name, tuple(sorted(options.items())))
    if key not in _LOGS:
        game = Game(name, **options)
        _LOGS[key] = [walk_declaring(game, seed, p) for seed in range(150) for p in (0.0, 0.5)]
    return _LOGS[key]


def decisions(name="standard", **options):
    return [e for _, log in logs(name, **options) for e in log]


def check_offered(entries, suit_order):
    for e in entries:
        assert e["offered"] == spec_declarations(e["hand"], e["seat"], e["standing"], e["level"], suit_order), e


def test_s3_cards_dealt_one_at_a_time_and_a_level_card_may_be_shown_during_the_deal():
    entries = decisions()
    for e in entries:
        assert max(e["sizes"]) - min(e["sizes"]) <= 1  # one card at a time, in rotation
    # declarations are offered while cards are still being dealt (fewer than 100 dealt)
    assert any(sum(e["sizes"]) < 100 and e["offered"] for e in entries)
    # all-pass walks: a seat is first asked right after its first level card (or joker pair)
    # arrives: exactly one declaration on offer then
    for s, log in logs("standard")[::2]:
        first = {}
        for e in log:
            first.setdefault(e["seat"], e)
        for e in first.values():
            if sum(e["sizes"]) < 100:
                assert len(e["offered"]) == 1, e


def test_s3_level_card_names_trump_suit_and_first_declarer_becomes_dealer():
    for s, log in logs("standard")[1::2]:
        if s.declaration is None:
            assert s.trump is None  # no_declaration default no_trump
            continue
        who, shown = s.declaration
        assert s.dealer == who  # the first deal's declarer deals
        assert s.level == "2"
        card = toks(shown)[0]
        assert s.trump == (None if card in ("SB", "HR") else card[0])
        # the last declaration chosen in the walk is the standing one
        chosen = [e for e in log if e["chosen"] is not None]
        assert chosen[-1]["chosen"] == toks(shown) and chosen[-1]["seat"] == who


def test_s3_pair_overrides_single():
    entries = [e for e in decisions() if e["standing"] is not None and len(toks(e["standing"][1])) == 1
               and e["standing"][0] != e["seat"]]
    check_offered(entries, "SHCD")
    hits = [e for e in entries if any(c[0] not in ("SB", "HR") for c in e["offered"])]
    assert hits, "no pair-over-single situation in the walks"
    for e in entries:
        assert all(len(c) == 2 for c in e["offered"])  # a single never overrides


@pytest.mark.parametrize("suit_order", ["SHCD", "DCHS", "none"])
def test_s3_pair_overrides_pair_only_of_lower_suit_option_suit_order(suit_order):
    entries = [e for e in decisions(suit_order=suit_order) if e["standing"] is not None
               and len(toks(e["standing"][1])) == 2 and toks(e["standing"][1])[0] not in ("SB", "HR")]
    check_offered(entries, suit_order)
    # a seat holding another suit's level pair over someone else's pair: offered only if higher
    holders = [e for e in entries if e["standing"][0] != e["seat"] and any(
        Counter(e["hand"])[s + e["level"]] == 2 for s in "SHCD")]
    if suit_order == "none":
        # a pair never overrides a pair: a seat whose only other option would be one is not asked
        assert entries, "no seat asked while a suit pair stands"
        for e in entries:
            assert all(c[0] in ("SB", "HR") for c in e["offered"])
    else:
        assert holders, "no pair-over-pair situation"


def test_s3_joker_pairs_declare_no_trump_override_any_suit_pair_big_over_small():
    entries = decisions()
    check_offered(entries, "SHCD")
    joker = [e for e in entries if ("SB", "SB") in e["offered"] or ("HR", "HR") in e["offered"]]
    assert joker
    over_pair = [e for e in joker if e["standing"] is not None and len(toks(e["standing"][1])) == 2]
    assert over_pair, "no joker pair over a pair in the walks"
    for e in entries:
        if e["standing"] is not None and toks(e["standing"][1]) == ("HR", "HR"):
            assert e["offered"] == set()  # nothing beats big jokers (never asked, see below)
        if e["standing"] is not None and toks(e["standing"][1]) == ("SB", "SB"):
            assert e["offered"] <= {("HR", "HR")}
    for s, _ in logs("standard"):
        if s.declaration is not None and toks(s.declaration[1])[0] in ("SB", "HR"):
            assert s.trump is None and s.phase == "bury"


def test_s3_player_may_not_override_themself_but_may_reinforce():
    own = [e for e in decisions() if e["standing"] is not None and e["standing"][0] == e["seat"]]
    check_offered(own, "SHCD")
    reinforce = [e for e in own if len(toks(e["standing"][1])) == 1]
    assert reinforce
    for e in own:
        shown = toks(e["standing"][1])
        # only reinforcing: the pair of the very card shown as a single
        assert e["offered"] <= ({(shown[0], shown[0])} if len(shown) == 1 else set()), e
    assert any(e["offered"] for e in reinforce), "no reinforcement offered in the walks"
    # a seat holding another pair or a joker pair over its own single is not offered it
    blocked = [e for e in reinforce if any(
        Counter(e["hand"])[c] == 2 and c != toks(e["standing"][1])[0]
        for c in [s + e["level"] for s in "SHCD"] + ["SB", "HR"])]
    assert blocked, "no self-override situation in the walks"


def test_s3_must_declare_joker_pair_five_ten_king_makes_pass_illegal():
    entries = decisions("five_ten_king")
    for e in entries:
        if e["can_pass"]:
            assert e["offered"] == spec_declarations(e["hand"], e["seat"], e["standing"], e["level"], "SHCD", True), e
    forced = [e for e in entries if not e["can_pass"]]
    assert forced, "no seat forced to declare in the walks"
    for e in entries:
        jokers = {c for c in spec_declarations(e["hand"], e["seat"], e["standing"], e["level"], "SHCD", True)
                  if c[0] in ("SB", "HR")}
        assert e["can_pass"] == (not jokers), e
        if jokers:
            assert e["offered"] == jokers  # only the joker pairs may be declared then
    # standard: pass always allowed
    assert all(e["can_pass"] for e in decisions())


def test_s3_every_seat_with_a_declaration_asked_at_the_end_others_never():
    for s, log in logs("standard")[::2]:  # all-pass walks
        for e in log:
            assert e["offered"], e  # a seat with nothing to declare is never asked
        end = [e for e in log if sum(e["sizes"]) == 100]
        if not end:
            continue
        hands = {e["seat"]: e["hand"] for e in end}
        assert len(hands) == len({e["seat"] for e in end})
        # the final round: every seat that can declare something (nothing stands) asked, in
        # order from the first seat dealt to (the order of dealing)
        final = [e["seat"] for e in end][-len(hands):]
        assert sorted(final) == sorted(hands)
        assert len(set(final)) == len(final)
        diffs = [(b - a) % 4 for a, b in zip(final, final[1:])]
        assert sum(diffs) < 4  # one turn of the table at most: increasing in dealing order


def test_s3_every_seat_asked_at_the_end_counting_every_seat():
    # the seats that can declare after the last card, from s.hand after the walk (all pass,
    # nothing stands): exactly those asked in the final round
    for s, log in logs("standard")[::2]:
        if s.phase != "bury":
            continue
        dealer = s.dealer
        can = set()
        for seat in range(4):
            hand = toks(s.hand(seat))
            if seat == dealer:
                continue  # holds the kitty now
            if spec_declarations(hand, seat, None, "2", "SHCD"):
                can.add(seat)
        asked_at_end = {e["seat"] for e in log if sum(e["sizes"]) == 100}
        assert can <= asked_at_end


def test_s3_no_declaration_default_no_trump_option_redeal():
    s = Game().new_match(0)
    while s.phase == "declare":
        s.apply("pass")
    assert s.phase == "bury" and s.trump is None and s.declaration is None
    s = Game(no_declaration="redeal").new_match(0)
    seen_full, redealt = False, False
    for _ in range(400):
        total = sum(len(s.hand(x)) for x in range(4))
        if total == 100:
            seen_full = True
        elif seen_full and total < 100:
            redealt = True  # dealt again from the start
            break
        s.apply("pass")
    assert redealt and s.phase == "declare"


def _finish_deal(s, rng):
    index = s.deal_index
    while s.deal_index == index and s.phase != "match_over":
        s.apply(s.sample_move(rng.randrange(2**63)))


def test_s3_dealer_rotation_partner_if_held_next_seat_if_taken_over():
    rng = random.Random(7)
    outcomes = Counter()
    for seed in range(12):
        s = Game().new_match(seed)
        for _ in range(3):
            if s.phase == "match_over":
                break
            _finish_deal(s, rng)
            last = s.last_deal
            if s.phase == "match_over":
                break
            took_over = last["attackers_points"] >= 80
            outcomes[took_over] += 1
            # held: the dealer's partner deals next; taken over: the seat after the dealer
            assert s.dealer == (last["dealer"] + (1 if took_over else 2)) % 4
            assert s.level == s.team_levels[s.dealer % 2]
    assert outcomes[True] and outcomes[False], outcomes


def test_s3_dealer_takes_kitty_and_buries_8_cards_one_per_decision_then_leads():
    s = Game().new_match(4)
    rng = random.Random(4)
    while s.phase == "declare":
        s.apply(s.sample_move(rng.randrange(2**63)))
    dealer = s.dealer
    hand = Counter(toks(s.hand(dealer)))
    assert sum(hand.values()) == 33
    buried = []
    for k in range(8):
        assert s.phase == "bury" and s.current_player == dealer
        moves = list(s.legal_moves())
        assert all(m.kind == "bury" and len(toks(m)) == 1 for m in moves)
        assert {toks(m)[0] for m in moves} == set(hand)  # any card it holds, one per decision
        # bury point cards first when held, to check they reach the kitty
        card = max(hand, key=lambda c: (points(c), c))
        s.apply("bury " + card)
        buried.append(card)
        hand[card] -= 1
        hand += Counter()
    assert s.phase == "play" and s.current_player == dealer  # then the dealer leads
    assert len(toks(s.hand(dealer))) == 25
    assert toks(s.kitty) == tuple(sorted(buried))


# =============================================================================================
# §4 Tricks
# =============================================================================================


def test_s4_dealer_leads_first_trick_winner_of_each_trick_leads_next():
    s = deal(["S2 D2", "S3 D3", "S4 D4", "SA DA"], dealer=2, level="7", trump="H")
    assert s.current_player == 2
    play(s, "S4", "SA", "S2", "S3")  # seat 3's SA wins
    assert s.current_player == 3


def test_s4_lead_kinds_single_pair_tractor_throw():
    assert kind_of("SA", "2", "H") == "single"
    assert kind_of("SA SA", "2", "H") == "pair"
    assert kind_of("SK SK SA SA", "2", "H") == "tractor"
    assert kind_of("SQ SQ SK SK SA SA", "2", "H") == "tractor"
    assert kind_of("SA SK", "2", "H") == "throw"  # two singles of one suit
    assert kind_of("SA SA SK", "2", "H") == "throw"  # a pair and a single
    assert kind_of("SA HA", "2", "C") is None  # two suits: no lead (without §6b)
    # a pair is two identical cards: two equal off-suit level cards are not (trump S, level 5)
    assert kind_of("H5 D5", "5", "S") == "throw"
    assert kind_of("SB HR", "5", "S") == "throw"


def test_s4_tractor_at_level_6_c55_c77_spec_example():
    assert kind_of("C5 C5 C7 C7", "6", "S") == "tractor"


def test_s4_trump_chain_a_pair_offsuit_level_pair_trump_level_pair_jokers():
    # trump H, level 5: HA HA < S5 S5 (off-suit level) < H5 H5 < SB SB < HR HR, all adjacent
    for cards in ["HA HA S5 S5", "S5 S5 H5 H5", "H5 H5 SB SB", "SB SB HR HR", "HK HK HA HA",
                  "HA HA D5 D5 H5 H5 SB SB HR HR"]:
        assert kind_of(cards, "5", "H") == "tractor", cards
    # the trump suit's A is not adjacent to its own level card: HA HA H5 H5 needs an off-suit
    # level pair between them
    assert kind_of("HA HA H5 H5", "5", "H") == "throw"
    # no-trump chain: level pair - small joker pair - big joker pair
    assert kind_of("S5 S5 SB SB", "5", None) == "tractor"
    assert kind_of("SB SB HR HR", "5", None) == "tractor"


def test_s4_tractors_across_the_removed_level_rank_and_through_the_offsuit_level_pair_in_play():
    # level 6, trump H: dealer leads C5 C5 C7 C7 (a tractor, 6 removed); seat 1 holds the
    # tractor C8 C8 C9 C9 and must play it (and wins: top C9 > C7); seat 2 holds two
    # non-adjacent club pairs C2 C2 CJ CJ: both pairs; seat 3 void: anything.
    s = deal(["C5 C5 C7 C7", "C8 C8 C9 C9", "C2 C2 CJ CJ", "D2 D3 D4 D5"], dealer=0, level="6", trump="H")
    assert {m.kind for m in s.legal_moves()} >= {"tractor"}
    play(s, "C5 C5 C7 C7")
    assert plays_of(s) == {t("C8 C8 C9 C9")}
    play(s, "C8 C8 C9 C9")
    assert plays_of(s) == {t("C2 C2 CJ CJ")}
    play(s, "C2 C2 CJ CJ", "D2 D3 D4 D5")
    # seat 1 (attacker) wins: C5 C5 + D5 = 15 points; last trick, tractor lead x8, empty kitty
    assert s.last_deal["attackers_points"] == 15
    # trump H, level 5: HA HA S5 S5 led (A pair - off-suit level pair); seat 1 holds D5 D5 H5 H5
    # (off-suit level pair - trump level pair, a tractor) and SB: must play the tractor, wins
    s = deal(["HA HA S5 S5 S3", "D5 D5 H5 H5 SB", "H2 H3 H4 H6 H7", "C2 C3 C4 C6 C7"], dealer=0,
             level="5", trump="H")
    play(s, "HA HA S5 S5")
    assert plays_of(s) == {t("D5 D5 H5 H5")}
    play(s, "D5 D5 H5 H5", "H2 H3 H4 H6", "C2 C3 C4 C6")
    assert s.current_player == 1


def test_s4_two_offsuit_level_pairs_are_equal_never_a_tractor():
    assert kind_of("S5 S5 D5 D5", "5", "H") == "throw"
    assert kind_of("S5 S5 D5 D5", "5", None) == "throw"  # no-trump: all level cards equal
    # equal pairs: trumping a spade pair lead, D5 D5 first then C5 C5: the first wins
    assert winner(["SA SA", "D5 D5", "C5 C5", "S3 S4"], "5", "H") == 1


def test_s4_throw_several_units_of_one_effective_suit():
    assert kind_of("SA SA SQ", "2", "H") == "throw"
    assert kind_of("HA H2 SB", "2", "H") == "throw"  # all trump (H suit, level 2s, joker)
    leads = play_set("SA SK HA".split(), "2", "C")
    # one effective suit per lead: SA, SK, SA SK, HA (not SA HA, SK HA, SA SK HA)
    assert leads == {t("SA"), t("SK"), t("SA SK"), t("HA")}


def test_s4_following_same_number_of_cards_led_suit_if_any():
    follows = play_set("SK S3 HA HK D2".split(), "2", "C", "SA SQ".split())
    assert follows == {t("SK S3")}  # two spades held, lead 2 cards: both, all the same size
    assert all(len(f) == 2 for f in play_set("SK HA HK D2".split(), "2", "C", "SA SQ".split()))


def test_s4_fewer_than_the_lead_play_all_of_them_and_fill_freely():
    # one spade for a 2-card spade lead: S3 + any other of 3 cards = 3 follows
    assert play_set("S3 H4 H6 D2".split(), "2", "C", "S9 S9".split()) == {t("S3 H4"), t("S3 H6"), t("S3 D2")}


def test_s4_must_follow_pair_with_pair():
    # spade pair held (S4 S4) and S9 SK: a pair lead must be answered with S4 S4
    assert play_set("S4 S4 S9 SK HA".split(), "2", "C", "S7 S7".split()) == {t("S4 S4")}
    # no spade pair: any two spades (3 choose 2 = 3)
    assert len(play_set("S4 S9 SK HA".split(), "2", "C", "S7 S7".split())) == 3


def test_s4_must_follow_tractor_with_tractor_else_as_many_pairs():
    lead = "S3 S3 S4 S4".split()
    # tractor held (S9 S9 ST ST) plus pair SK SK: must play the tractor
    assert play_set("S9 S9 ST ST SK SK SA".split(), "2", "C", lead) == {t("S9 S9 ST ST")}
    # no tractor: two non-adjacent pairs held (S6 S6, SK SK): both pairs
    assert play_set("S6 S6 SK SK SA S8".split(), "2", "C", lead) == {t("S6 S6 SK SK")}
    # one pair: the pair + any two of the other spades (SA, S8, S9): 3 follows
    assert play_set("S6 S6 SA S8 S9 HA".split(), "2", "C", lead) == {
        t("S6 S6 SA S8"), t("S6 S6 SA S9"), t("S6 S6 S8 S9")}


def test_s4_then_singles_pairs_first_for_a_throw():
    # throw SA SA SQ (pair + single); hand S4 S4 S6 S7 H2: the pair, then any single (S6 | S7)
    assert play_set("S4 S4 S6 S7 H2".split(), "2", "C", "SA SA SQ".split()) == {t("S4 S4 S6"), t("S4 S4 S7")}


def test_s4_void_player_may_play_anything():
    # no spades: any 2 of 4 distinct cards = 6
    assert len(play_set("H2 H3 D4 C5".split(), "9", "C", "SA SK".split())) == 6


def test_s4_only_exact_shape_all_led_suit_or_all_trump_can_win():
    # trump H, level 2. Lead S3 S3: a trump pair wins; two different trumps or a trump + spade
    # are discards; a higher spade pair wins; two different higher spades do not.
    assert winner(["S3 S3", "H4 H4", "S9 S8", "D2 D3"], "2", "H") == 1
    assert winner(["S3 S3", "H4 HA", "SK SA", "S5 S6"], "2", "H") == 0
    assert winner(["S3 S3", "S4 S4", "HA SA", "D3 D4"], "2", "H") == 1
    assert winner(["S3 S3", "SK SA", "HA HK", "SB HR"], "2", "H") == 0


def test_s4_trumping_pairs_and_tractors_needs_as_many_tractors_and_pairs():
    lead = "S3 S3 S4 S4"
    # trump H, level 2: two non-adjacent trump pairs do not beat a tractor; a trump tractor does
    assert winner([lead, "H4 H4 HA HA", "D3 D4 D5 D6", "C3 C4 C5 C6"], "2", "H") == 0
    assert winner([lead, "H4 H4 H5 H5", "D3 D4 D5 D6", "C3 C4 C5 C6"], "2", "H") == 1
    # throw SA SA SK (pair + single): a trump pair + a trump single wins, three trump singles do not
    assert winner(["SA SA SK", "H3 H3 H4", "D3 D4 D5", "C3 C4 C5"], "2", "H") == 1
    assert winner(["SA SA SK", "H3 H5 H4", "D3 D4 D5", "C3 C4 C5"], "2", "H") == 0


def test_s4_highest_structure_unit_decides_between_shape_matching_plays():
    # throw SK SK SQ (pair + single), trump H level 5; seat 1 trumps H3 H3 HA, seat 2 H4 H4 H6:
    # the pairs are compared (H4 > H3), not the singles (HA > H6): seat 2 wins
    assert winner(["SK SK SQ", "H3 H3 HA", "H4 H4 H6", "D2 D3 D4"], "5", "H") == 2
    # a tractor lead: the tractors' tops compared
    assert winner(["S3 S3 S4 S4", "H6 H6 H7 H7", "H8 H8 H9 H9", "D2 D3 D4 D6"], "5", "H") == 2


def test_s4_ties_go_to_the_earlier_play():
    # two void seats trump a single with equal off-suit level cards (trump H, level 5)
    assert winner(["SA", "D5", "C5", "S2"], "5", "H") == 1
    # identical trump pairs are impossible (2 decks); equal off-suit level pairs: the first wins
    assert winner(["SA SA", "C5 C5", "D5 D5", "S2 S3"], "5", "H") == 1


def test_s4_throw_fails_if_any_other_player_partner_included_can_beat_a_unit():
    # dealer 0 throws SA SQ (trump H, level 2); its partner seat 2 holds SK (beats SQ): fails,
    # replaced by the smallest beatable unit SQ; SA goes back to the hand
    s = deal(["SA SQ D2", "S3 D3 D4", "SK D5 D6", "S4 D7 D8"], dealer=0, level="2", trump="H")
    s.apply("throw SA SQ")
    assert toks(s.trick[0][1]) == ("SQ",)
    assert toks(s.hand(0)) == t("SA D2")
    # the returned SA is public: every seat knows seat 0 holds it (§7 what each seat has seen)
    assert "SA" in toks(s.observation(3).to_dict()["shown"][0])
    assert s.current_player == 1 and all(len(toks(m)) == 1 for m in s.legal_moves())
    # the same throw with SK held by nobody stands
    s = deal(["SA SQ D2", "S3 D3 D4", "S6 D5 D6", "S4 D7 D8"], dealer=0, level="2", trump="H")
    s.apply("throw SA SQ")
    assert toks(s.trick[0][1]) == t("SA SQ")


def test_s4_failed_throw_replaced_by_its_smallest_beatable_unit():
    # throw SA SA SQ SQ? that is a pair + pair (SQ, SA not adjacent with SK missing): seat 1
    # holds SK SK (beats the SQ pair) and S3: smallest beatable unit SQ SQ
    s = deal(["SA SA SQ SQ S2", "SK SK S3 D3 D4", "D5 D6 D7 D8 D9", "C2 C3 C4 C6 C7"], dealer=0,
             level="5", trump="H")
    s.apply("throw SA SA SQ SQ")
    assert toks(s.trick[0][1]) == t("SQ SQ")
    # a throw SA SJ SJ where SQ (single) and SK SK (pair) could beat: both beatable, the
    # smallest unit (fewest cards) is SJ?? no: SA single beatable? nothing beats SA. SJ SJ is
    # beaten by SK SK: the only beatable unit -> SJ SJ
    s = deal(["SA SJ SJ S2", "SK SK S3 D3", "D5 D6 D7 D8", "C2 C3 C4 C6"], dealer=0, level="5", trump="H")
    s.apply("throw SA SJ SJ")
    assert toks(s.trick[0][1]) == t("SJ SJ")
    # SQ SJ SJ, seat 1 holds SK and SA SA: the single SQ (1 card) and the pair SJ SJ (2) are
    # both beatable: the smallest is the single SQ
    s = deal(["SQ SJ SJ S2", "SK SA SA D3", "D5 D6 D7 D8", "C2 C3 C4 C6"], dealer=0, level="5", trump="H")
    s.apply("throw SQ SJ SJ")
    assert toks(s.trick[0][1]) == ("SQ",)


def full_deal(fixed, kitty_fixed, seed, allowed=None):
    """Four 25-card hands and an 8-card kitty from the 108 cards: ``fixed[seat]`` and
    ``kitty_fixed`` placed, the rest shuffled (seeded) into the room left, a seat taking only
    cards ``allowed[seat](card)`` accepts. Returns (hands, kitty) as token lists."""
    deck = Counter({s + r: 2 for s in "SHCD" for r in "23456789TJQKA"})
    deck.update({"SB": 2, "HR": 2})
    places = [list(fixed.get(x, [])) for x in range(4)] + [list(kitty_fixed)]
    for cards in places:
        deck -= Counter(cards)
    rest = sorted(deck.elements())
    random.Random(seed).shuffle(rest)
    allowed = allowed or {}
    rest.sort(key=lambda c: sum(1 for x in range(4) if allowed.get(x, lambda _: True)(c)))  # most constrained first
    for card in rest:
        for x in sorted(range(5), key=lambda x: -((25 if x < 4 else 8) - len(places[x]))):
            room = (25 if x < 4 else 8) - len(places[x])
            if room > 0 and (x == 4 or allowed.get(x, lambda _: True)(card)):
                places[x].append(card)
                break
        else:
            raise AssertionError("no room for " + card)
    assert [len(p) for p in places] == [25, 25, 25, 25, 8]
    return places[:4], places[4]


def test_s4_engine_judges_throws_from_all_hands_a_bot_per_sampled_world():
    # Trump H, level 7, a full deal. Seat 0 (dealer) leads D2 and seat 1 wins it with DA; seat 1
    # then throws SA SQ. Seat 1 holds both SA and both SK are in the kitty: in the deal itself
    # nobody can beat SQ (only SK, SA could) and the throw stands. Seat 1's sampled worlds
    # (resample) move the hidden SKs around: there the throw fails (SQ alone stays) exactly
    # when another hand holds an SK.
    hands, kitty = full_deal({0: ["D2"], 1: ["DA", "DA", "SA", "SA", "SQ"]}, ["SK", "SK"], seed=5,
                             allowed={1: lambda c: c not in ("SK", "SA", "SQ") and c[0] != "D"})
    s = Game().new_deal(hands, kitty, 0, "7", "H")
    play(s, "D2", "DA")
    for seat in (2, 3):  # any legal follow (a diamond if held)
        s.apply(sorted(s.legal_moves(), key=str)[0])
    assert s.current_player == 1
    real = s.clone()
    real.apply("throw SA SQ")
    assert toks(real.trick[0][1]) == t("SA SQ")
    outcomes = Counter()
    for seed in range(60):
        w = s.resample(1, seed)
        held = any("SK" in toks(w.hand(x)) for x in (0, 2, 3))
        w.apply("throw SA SQ")
        assert (toks(w.trick[0][1]) == ("SQ",)) == held
        outcomes[held] += 1
    assert outcomes[True] and outcomes[False], outcomes


def test_s4_throw_penalty_credited_to_the_other_side():
    # option throw_penalty 10, trump H, level 2 (then 7: D2 must be no trump); no point cards in these tricks.
    # A defender's failed throw: dealer 0 throws SA SQ, seat 1's SK beats SQ -> attackers +10
    s = deal(["SA SQ", "SK S3", "S4 S6", "S7 S8"], dealer=0, level="2", trump="H", throw_penalty=10)
    s.apply("throw SA SQ")
    assert toks(s.trick[0][1]) == ("SQ",)
    assert s.attackers_points == 10
    # An attacker's failed throw: dealer 1 leads D2, attacker seat 0 wins with D9 and throws
    # SA SQ; the dealer's SK beats SQ -> 10 to the defenders: attackers' points 0 - 10 = -10
    s = deal(["SA SQ D9", "D2 S3 SK", "S4 S6 D3", "S7 S8 D4"], dealer=1, level="7", trump="H", throw_penalty=10)
    play(s, "D2", "D3", "D4", "D9")
    assert s.current_player == 0 and s.attackers_points == 0
    s.apply("throw SA SQ")
    assert toks(s.trick[0][1]) == ("SQ",)
    assert s.attackers_points == -10
    # default 0: no penalty
    s = deal(["SA SQ", "SK S3", "S4 S6", "S7 S8"], dealer=0, level="2", trump="H")
    s.apply("throw SA SQ")
    assert s.attackers_points == 0


# =============================================================================================
# §5 Deal result
# =============================================================================================

# One-trick deals, dealer 0 (team 0 defends), trump H, level 2. Seat 0 leads, seat 1 (attacker)
# wins with HR (single) / HR HR (pair) unless noted; kitty x2 for a single lead, x4 for a pair.
TABLE = {
    # points: (hands, kitty, arithmetic)
    0: (["HR", "S5", "ST", "SK"], "DK DT", "dealer wins the only trick: kitty not counted -> 0"),
    5: (["S5", "HR", "S2", "S3"], "", "5"),
    35: (["S5", "HR", "ST", "SK"], "D5", "5 + 10 + 10 + 2 x 5 = 35"),
    40: (["S2", "HR", "S3", "S4"], "DK DT", "2 x 20 = 40"),
    75: (["S5", "HR", "ST", "SK"], "DK DT D5", "25 + 2 x 25 = 75"),
    80: (["S2", "HR", "S3", "S4"], "DK DT HK HT", "2 x 40 = 80"),
    115: (["S5", "HR", "ST", "SK"], "DK DT HK HT D5", "25 + 2 x 45 = 115"),
    120: (["S2", "HR", "S3", "S4"], "DK DK DT DT HK HT", "2 x 60 = 120"),
    155: (["S5", "HR", "ST", "SK"], "DK DK DT DT HK HT H5", "25 + 2 x 65 = 155"),
    160: (["S2", "HR", "S3", "S4"], "DK DK DT DT HK HK HT HT", "2 x 80 = 160"),
    195: (["S5 S5", "HR HR", "ST ST", "C5 C2"], "DK DT HK HT", "10 + 20 + 5 + 4 x 40 = 195"),
    200: (["S5 S5", "HR HR", "ST ST", "SK C2"], "DK DT HK HT", "10 + 20 + 10 + 4 x 40 = 200"),
    235: (["S5 S5", "HR HR", "ST ST", "C5 C2"], "DK DT HK HT D5 H5", "35 + 4 x 50 = 235"),
    240: (["S5 S5", "HR HR", "ST ST", "SK C2"], "DK DT HK HT D5 H5", "40 + 4 x 50 = 240"),
}


def run_table(p, preset="standard", level="2", **options):
    hands, kitty, _ = TABLE[p]
    s = deal(hands, kitty, dealer=0, level=level, trump="H", preset=preset, **options)
    while s.phase == "play":
        cards = toks(s.hand(s.current_player))
        n = len(toks(s.trick[0][1])) if s.trick else len(cards)
        play(s, " ".join(cards[:n]))
    assert s.last_deal["attackers_points"] == p, TABLE[p][2]
    return s


def test_s5_attackers_0_dealer_side_plus_3():
    s = run_table(0)
    assert s.team_levels == ["5", "2"] and list(s.last_deal["levels_gained"]) == [3, 0]  # 2 + 3


@pytest.mark.parametrize("p", [5, 35])
def test_s5_attackers_5_to_35_dealer_side_plus_2(p):
    s = run_table(p)
    assert s.team_levels == ["4", "2"] and list(s.last_deal["levels_gained"]) == [2, 0]


@pytest.mark.parametrize("p", [40, 75])
def test_s5_attackers_40_to_75_dealer_side_plus_1(p):
    s = run_table(p)
    assert s.team_levels == ["3", "2"] and list(s.last_deal["levels_gained"]) == [1, 0]


@pytest.mark.parametrize("p", [80, 115])
def test_s5_attackers_80_take_over(p):
    s = run_table(p)
    # the attackers become the dealer side (seat after dealer 0 deals: seat 1), +0 levels
    assert s.team_levels == ["2", "2"] and list(s.last_deal["levels_gained"]) == [0, 0]
    assert s.dealer == 1


@pytest.mark.parametrize("p", [120, 155])
def test_s5_attackers_120_to_155_plus_1(p):
    s = run_table(p)
    assert s.team_levels == ["2", "3"] and list(s.last_deal["levels_gained"]) == [0, 1]


@pytest.mark.parametrize("p", [160, 195])
def test_s5_attackers_160_to_195_plus_2(p):
    s = run_table(p)
    assert s.team_levels == ["2", "4"] and list(s.last_deal["levels_gained"]) == [0, 2]


@pytest.mark.parametrize("p, gain", [(200, 3), (235, 3), (240, 4)])
def test_s5_attackers_200_plus_3_and_1_per_further_40(p, gain):
    s = run_table(p)
    assert list(s.last_deal["levels_gained"]) == [0, gain]
    assert s.team_levels == ["2", "23456789TJQKA"[gain]]  # 2 + gain


def test_s5_five_ten_king_200_or_more_wins_the_match_outright():
    s = run_table(200, preset="five_ten_king", level="5")  # 'cards' kitty: 2 x 2 = x4 as well
    assert s.phase == "match_over" and s.winner_team == 1
    s = run_table(195, preset="five_ten_king", level="5")
    assert s.team_levels == ["5", "K"]  # +2 (seed 001: 160 -> two levels), 5 -> T -> K, no win yet
    # the option alone on the standard table
    s = run_table(240, outright_win=True)
    assert s.phase == "match_over" and s.winner_team == 1


def test_s5_passing_the_last_level_wins_the_match_five_ten_king_passing_k():
    # five_ten_king levels 5, T, K; on the standard table 0 points give the dealer side +3:
    # 5 -> T -> K -> past K: the dealer side (team 0) wins
    s = run_table(0, preset="five_ten_king", level="5", level_table="standard")
    assert s.phase == "match_over" and s.winner_team == 0
    # +2 (5 points): 5 -> T -> K, not past K
    s = run_table(5, preset="five_ten_king", level="5", level_table="standard")
    assert s.team_levels == ["K", "5"]
    # a one-level sequence: any climb passes it
    s = run_table(40, level_sequence="2")
    assert s.winner_team == 0


def test_s5_five_ten_king_level_table_seed001_dealer_side_plus_1_under_80():
    # (the engine's five_ten_king preset uses level_table 'seed001': under 80 the dealer side
    # climbs one level; the spec's §5 leaves that table to the seed text)
    for p in (0, 5, 75):
        s = run_table(p, preset="five_ten_king", level="5")
        assert s.team_levels == ["T", "5"], p


@pytest.mark.parametrize("must_defend, expected, gained", [("", "5", 3), ("4", "4", 2), ("3", "3", 1), ("5", "5", 3)])
def test_s5_must_defend_levels_cannot_be_skipped_by_a_multi_level_jump(must_defend, expected, gained):
    # 0 points: dealer side +3 from 2: 3, 4, 5; a must-defend level on the way stops the jump
    # there; landing on it as the last step is no skip
    s = run_table(0, must_defend=must_defend)
    assert s.team_levels == [expected, "2"]
    assert list(s.last_deal["levels_gained"]) == [gained, 0]


def test_s5_must_defend_stops_the_attackers_jump_too():
    # 160 points: attackers +2 from 2 -> 3 -> 4; must_defend '3' stops them at 3
    s = run_table(160, must_defend="3")
    assert s.team_levels == ["2", "3"]


# =============================================================================================
# §6 Kitty
# =============================================================================================

# Kitty DK DT (20 points); trump H, level 2; seat 0 (dealer) leads, seat 1 (attacker) wins the
# last (only) trick with trumps of the lead's shape.
KITTY_LEADS = {
    "single": ["S3", "HR", "S4", "S6"],
    "pair": ["S3 S3", "HR HR", "S4 S4", "S6 S6"],
    "tractor": ["SK SK SA SA", "SB SB HR HR", "S4 S4 S6 S7", "S8 S8 S9 S9"],  # trick points: SK SK = 20
    # the throw SA SA SQ stands: nobody else holds SK or a spade pair above SA
    "pair+single": ["SA SA SQ", "SB SB HR", "S4 S4 S6", "S7 S7 S8"],
}


@pytest.mark.parametrize(
    "option, lead, multiplier",
    [
        ("times", "single", 2), ("times", "pair", 4), ("times", "tractor", 8), ("times", "pair+single", 4),
        ("power", "single", 2), ("power", "pair", 4), ("power", "tractor", 16), ("power", "pair+single", 4),
        ("flat", "single", 2), ("flat", "pair", 4), ("flat", "tractor", 4), ("flat", "pair+single", 4),
        ("cards", "single", 2), ("cards", "pair", 4), ("cards", "tractor", 8), ("cards", "pair+single", 6),
    ],
)
def test_s6_kitty_multiplier_per_option(option, lead, multiplier):
    # times = 2 x largest unit (single 1, pair 2, 2-pair tractor 4 cards; pair+single: 2);
    # power = 2^size; flat = 2 single else 4; cards = 2 x cards of the last trick (1, 2, 4, 3)
    hands = KITTY_LEADS[lead]
    trick_points = sum(points(h) for h in hands)
    s = deal(hands, "DK DT", dealer=0, level="2", trump="H", kitty_multiplier=option)
    play(s, hands[0], hands[1], hands[2], hands[3])
    assert s.last_deal["attackers_points"] == trick_points + multiplier * 20


def test_s6_kitty_multiplier_default_times_and_preset_five_ten_king_cards():
    # default: times; a pair+single throw (3 cards) -> times 2 x 2 = 4, cards 2 x 3 = 6
    hands = ["SA SA SQ", "SB SB HR", "S4 S4 S6", "S7 S7 S8"]  # SK held by nobody: the throw stands
    s = deal(hands, "DK DT", dealer=0, level="2", trump="H")
    play(s, *hands)
    assert s.last_deal["attackers_points"] == 4 * 20
    s = deal(hands, "DK DT", dealer=0, level="5", trump="H", preset="five_ten_king")
    play(s, *hands)
    assert s.last_deal["attackers_points"] == 6 * 20


def test_s6_kitty_counts_only_if_attackers_win_the_last_trick():
    # the dealer side wins the last trick: the kitty's 20 points are not added
    s = deal(["HR", "S2", "S3", "S4"], "DK DT", dealer=0, level="2", trump="H")
    play(s, "HR", "S2", "S3", "S4")
    assert s.last_deal["attackers_points"] == 0
    # attackers win an earlier trick with points but the dealer side the last: only the trick
    s = deal(["S3 HR", "SK D2", "SA D3", "ST D4"], "DK DT", dealer=1, level="2", trump="H")
    # dealer 1 (team 1 defends): seat 1 leads SK; seat 2 (attacker) SA wins SK + ST = 20
    play(s, "SK", "SA", "ST", "S3")
    assert s.current_player == 2 and s.attackers_points == 20
    play(s, "D3", "D4", "HR", "D2")  # seat 0 (attacker) trumps with HR: last trick to attackers
    assert s.last_deal["attackers_points"] == 20 + 2 * 20  # single lead: x2


def test_s6_kitty_last_trick_won_by_dealer_side_after_attackers_points():
    s = deal(["S3 D2", "SK HR", "SA D3", "ST D4"], "DK DT", dealer=1, level="2", trump="H")
    play(s, "SK", "SA", "ST", "S3")  # seat 2 (attacker) wins 20
    play(s, "D3", "D4", "D2", "HR")  # seat 1 (dealer) trumps the last trick: kitty not counted
    assert s.last_deal["attackers_points"] == 20


# =============================================================================================
# §6b Throws across suits
# =============================================================================================


def test_s6b_cross_suit_throw_combines_units_of_several_plain_suits():
    assert kind_of("SA HA", "2", "C", cross=True) == "throw"
    assert kind_of("SA HA", "2", "C", cross=False) is None
    leads = play_set("SA HA".split(), "2", "C", cross=True)
    assert leads == {t("SA"), t("HA"), t("SA HA")}
    # trumps never join a cross-suit throw (plain suits only)
    assert kind_of("SA CA", "2", "C", cross=True) is None
    # preset five_ten_king: on
    s = deal(["SA HA", "S3 H3", "S4 H4", "S6 H6"], dealer=0, level="5", trump="C", preset="five_ten_king")
    assert t("SA HA") in plays_of(s)
    s = deal(["SA HA", "S3 H3", "S4 H4", "S6 H6"], dealer=0, level="5", trump="C")
    assert t("SA HA") not in plays_of(s)


def test_s6b_each_unit_must_be_unbeatable():
    # SA HK thrown; seat 2 holds HA (beats HK): fails, replaced by HK
    s = deal(["SA HK D2", "S3 H3 D3", "S4 HA D4", "S6 H6 D6"], dealer=0, level="5", trump="C",
             preset="five_ten_king")
    s.apply("throw SA HK")
    assert toks(s.trick[0][1]) == ("HK",)


def test_s6b_follower_follows_each_led_suits_portion_then_fills():
    lead = "SA HA".split()
    # one spade and one heart held plenty: one of each (2 spades x 1 heart = 2)
    assert play_set("SK S3 HQ D4".split(), "2", "C", lead, True) == {t("SK HQ"), t("S3 HQ")}
    # pair portion: lead SA SA HA; the follower's spade pair must answer the spade pair
    assert play_set("S4 S4 S6 H3 H7 D2".split(), "2", "C", "SA SA HA".split(), True) == {
        t("S4 S4 H3"), t("S4 S4 H7")}
    # no hearts: one spade (the spade portion) and a fill; the engine documents its further
    # choice: the fill comes from cards of no led suit first (here D2)
    got = play_set("S3 S4 D2".split(), "2", "C", lead, True)
    assert {t("S3 D2"), t("S4 D2")} <= got


def test_s6b_cross_suit_follower_wins_only_all_trump_of_exact_combined_shape():
    # lead SA SA HA (pair + single), trump C level 2: a trump pair + single wins; two single
    # trumps + a third do not; a higher spade pair with a heart does not (several suits)
    assert winner(["SA SA HA", "C3 C3 C4", "D3 D4 D5", "D6 D7 D8"], "2", "C", True) == 1
    assert winner(["SA SA HA", "C3 C5 C4", "D3 D4 D5", "D6 D7 D8"], "2", "C", True) == 0
    assert winner(["SK SK HA", "SA SA HK", "D3 D4 D5", "D6 D7 D8"], "2", "C", True) == 0


# =============================================================================================
# §7 What engines and bots need
# =============================================================================================


def test_s7_legal_plays_enumerated_counted_and_sampled():
    hand = "SA SA SK SQ SQ S9 S8 H2 H2 D3 SB HR".split()
    for lead in (None, "S3 S3 S4 S4".split(), "D5 D5 D6".split(), "CA".split()):
        listed = play_set(hand, "2", "H", lead)
        assert sj.count_plays(hand, "2", "H", lead) == len(listed)
        for seed in range(20):
            assert toks(sj.sample_play(hand, "2", "H", lead, seed=seed)) in listed
    # a 25-card hand void in clubs answering a 6-card lead: C(25,6)-ish, counted without listing
    big = "SA SA SK SK SQ SQ SJ SJ ST ST S9 S9 S8 S8 S7 S7 S6 S6 H3 H4 H6 H7 H8 H9 HT".split()
    n = sj.count_plays(big, "2", "D", "C3 C4 C5 C6 C7 C8".split())
    # distinct 6-card multisets from 9 spade pairs and 7 single hearts: coefficient of x^6 in
    # (1+x+x^2)^9 (1+x)^7, computed here by brute force
    poly = [1]
    for factor in [[1, 1, 1]] * 9 + [[1, 1]] * 7:
        poly = [sum(poly[i] * factor[k - i] for i in range(len(poly)) if 0 <= k - i < len(factor))
                for k in range(len(poly) + len(factor) - 1)]
    assert n == poly[6]


def test_s7_declarations_and_burying_are_decisions():
    s = Game().new_match(2)
    kinds = set()
    while s.phase in ("declare", "bury"):
        moves = list(s.legal_moves())
        kinds |= {m.kind for m in moves}
        s.apply(moves[-1])
    assert {"declare", "pass", "bury"} <= kinds


def test_s7_observation_voids_and_no_pairs_in_an_endgame_deal():
    # dealer 0 leads S3 S3; seat 1 has no spade (void), seat 2 has spades but no pair
    s = deal(["S3 S3 D2", "H2 H3 D3", "S6 S7 D4", "S8 S8 D5"], dealer=0, level="2", trump="C")
    play(s, "S3 S3", "H2 H3", "S6 S7", "S8 S8")
    obs = s.observation(0).to_dict()
    assert "S" in obs["voids"][1]
    assert "S" in obs["no_pairs"][2] and "S" not in obs["voids"][2]
    assert "S" not in obs["voids"][3] and "S" not in obs["no_pairs"][3]


def _voids_deal():
    # Trump C, level 2 (S2 is trump). Spades S3..SA, 24 cards: seat 0 S3 S3 S4 S5, seat 1 none,
    # seat 2 S6 S7 S8 (no pair), seat 3 the other 17; the rest shuffled in (seeded).
    spades = Counter({"S" + r: 2 for r in "3456789TJQKA"})
    fixed = {0: ["S3", "S3", "S4", "S5"], 2: ["S6", "S7", "S8"]}
    fixed[3] = sorted((spades - Counter(fixed[0] + fixed[2])).elements())
    plain_spade = lambda c: c[0] == "S" and c != "S2"  # noqa: E731
    hands, kitty = full_deal(fixed, [], seed=3, allowed={x: (lambda c: not plain_spade(c)) for x in range(4)})
    s = Game().new_deal(hands, kitty, 0, "2", "C")
    # seat 0 leads S3 S3; seat 1 (void) any two cards; seat 2 two single spades; seat 3 a pair
    play(s, "S3 S3")
    s.apply(sorted(s.legal_moves(), key=str)[0])
    play(s, "S6 S7", "S9 S9")
    return s, plain_spade


def test_s7_observation_voids_and_no_pair_inferences_revealed_by_follows():
    s, _ = _voids_deal()
    for seat in range(4):
        obs = s.observation(seat).to_dict()
        assert "S" in obs["voids"][1]
        assert "S" in obs["no_pairs"][2] and "S" not in obs["voids"][2]
        assert "S" not in obs["voids"][3] and "S" not in obs["no_pairs"][3]


def test_s7_determinization_respects_voids_and_no_pairs():
    s, plain_spade = _voids_deal()
    real = [toks(s.hand(x)) for x in range(4)]
    moved = 0
    for seed in range(30):
        w = s.resample(0, seed)
        hands = [toks(w.hand(x)) for x in range(4)]
        assert hands[0] == real[0]
        assert Counter(c for h in hands[1:] for c in h) + Counter(toks(w.kitty)) == Counter(
            c for h in real[1:] for c in h) + Counter(toks(s.kitty))  # the same hidden cards
        assert not any(plain_spade(c) for c in hands[1]), hands[1]  # void in spades
        assert max(Counter(c for c in hands[2] if plain_spade(c)).values(), default=0) < 2  # no pair
        moved += hands != real
    assert moved >= 25  # worlds really are resampled


def test_s7_determinization_of_an_endgame_deal_resamples():
    # 4-card hands, kitty of 2: seat 0 sees its hand; seats 1-3 and the kitty hold 14 hidden cards
    # (no voids yet), so the 30 worlds should not all be the true deal.
    s = deal(["S3 S4 S6 D2", "H2 H3 D3 H4", "S7 S8 D4 SJ", "S9 ST D5 C3"], "CK CQ", dealer=0, level="7", trump="C")
    real = [toks(s.hand(x)) for x in range(4)]
    assert any([toks(s.resample(0, seed).hand(x)) for x in range(4)] != real for seed in range(30))


def test_s7_replayable_record_with_all_options():
    rng = random.Random(9)
    s = Game("five_ten_king", throw_penalty=5).new_match(8)
    for _ in range(120):
        if s.phase == "match_over":
            break
        s.apply(s.sample_move(rng.randrange(2**63)))
    record = s.to_record()
    assert record["options"]["throw_penalty"] == 5 and record["options"]["cross_suit_throws"] is True
    r = sj.replay(record)
    assert r.to_record() == record
    assert [toks(r.hand(x)) for x in range(4)] == [toks(s.hand(x)) for x in range(4)]
    assert r.phase == s.phase and r.current_player == s.current_player and r.attackers_points == s.attackers_points
