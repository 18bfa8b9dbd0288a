#include "paiju/games/mahjong/scoring.h"

#include <string>

#include "paiju/core/errors.h"
#include "paiju/core/names.h"
#include "paiju/tiles/decompositions.h"
#include "paiju/tiles/tile_notation.h"

namespace paiju::mahjong {
namespace {

using tiles::TileCounts;

[[noreturn]] void fail(std::string_view what, int value) {
  std::string message(what);
  message.append(" (got ");
  message.append(std::to_string(value));
  message.append(")");
  throw InvalidOptionError(message);
}

void check_seat(std::string_view what, int seat) {
  if (seat < 0 || seat >= kNumSeats) fail(what, seat);
}

bool is_kong(MeldKind kind) { return kind != MeldKind::Pong; }

// The seats (winner, dealer, discarder), the wind and the bets, checked.
void check_seats_and_bets(const WinFacts& f) {
  check_seat("winner must be a seat 0..3", f.winner);
  check_seat("dealer must be a seat 0..3", f.dealer);
  if (f.prevailing_wind < 0 || f.prevailing_wind > 3) fail("prevailing_wind must be 0..3 (E S W N)", f.prevailing_wind);
  if (f.self_draw) {
    if (f.discarder != -1) fail("a self-draw has no discarder (-1)", f.discarder);
    if (f.discarder_ready) throw InvalidOptionError("discarder_ready set on a self-draw (there is no discarder)");
    if (f.robbed_kong) throw InvalidOptionError("robbed_kong set on a self-draw (a robbed kong is the robbed player's discard)");
  } else {
    check_seat("a discard win needs the discarder's seat 0..3", f.discarder);
    if (f.discarder == f.winner) fail("the discarder cannot be the winner", f.discarder);
  }
  for (const BetSet bets : f.bets) {
    if (bets >= (1u << kNumBets)) fail("a seat's bets are a set of the four bets (bits 0..3)", bets);
  }
}

// The melds, checked: at most four, suited, at most four copies of a kind with the concealed
// tiles (which hold no flower).
void check_melds(const WinFacts& f) {
  if (f.melds.size() > 4) fail("at most 4 melds", static_cast<int>(f.melds.size()));
  TileCounts all = f.concealed;
  for (int k = tiles::kFirstFlower; k < tiles::kNumTileKinds; ++k) {
    if (f.concealed.count(k) > 0) {
      std::string message = "flowers never stay in a hand: ";
      message.append(tiles::format_tiles(f.concealed));
      throw InvalidTileError(message);
    }
  }
  for (const Meld& meld : f.melds) {
    if (!tiles::is_suited(meld.tile)) fail("a meld's tile must be a suited kind 0..26", meld.tile);
    const int copies = is_kong(meld.kind) ? 4 : 3;
    if (all.count(meld.tile) + copies > tiles::kSuitedCopies) {
      std::string message = "more than four copies of ";
      message.append(tiles::format_tile(meld.tile));
      message.append(" in the concealed tiles and melds");
      throw InvalidTileError(message);
    }
    all.add(meld.tile, copies);
  }
}

// The concealed size (the winning tile included), the winning tile and the flowers, checked.
void check_concealed(const WinFacts& f) {
  const int expected = 14 - 3 * static_cast<int>(f.melds.size());
  if (f.concealed.size() != expected) {
    std::string message = "with ";
    message.append(std::to_string(f.melds.size()));
    message.append(" meld(s) the winning concealed hand needs ");
    message.append(std::to_string(expected));
    message.append(" tiles (the winning tile included), got ");
    message.append(std::to_string(f.concealed.size()));
    throw InvalidHandError(message);
  }
  if (!tiles::is_suited(f.winning_tile)) {
    std::string message = "the winning tile must be a suited tile, got kind ";
    message.append(std::to_string(f.winning_tile));
    throw InvalidTileError(message);
  }
  if (f.concealed.count(f.winning_tile) == 0) {
    std::string message = "the winning tile ";
    message.append(tiles::format_tile(f.winning_tile));
    message.append(" is not among the concealed tiles (they include it)");
    throw InvalidHandError(message);
  }
  for (int k = 0; k < tiles::kFirstFlower; ++k) {
    if (f.flowers.count(k) > 0) {
      std::string message = "flowers must be flower tiles, got ";
      message.append(tiles::format_tile(k));
      throw InvalidTileError(message);
    }
  }
}

// The facts that do not depend on a reading, checked.
void validate(const WinFacts& f) {
  check_seats_and_bets(f);
  check_melds(f);
  check_concealed(f);
}

// The readings of the winning hand (its concealed tiles with the melds); throws when there is none.
std::vector<tiles::Decomposition> winning_readings(const WinFacts& f) {
  const int num_melds = static_cast<int>(f.melds.size());
  std::vector<tiles::Decomposition> readings = tiles::decompositions(f.concealed, num_melds);
  if (readings.empty()) {
    std::string message = "not a winning hand: ";
    message.append(tiles::format_tiles(f.concealed));
    if (num_melds > 0) {
      message.append(" with ");
      message.append(std::to_string(num_melds));
      message.append(" meld(s)");
    }
    throw InvalidHandError(message);
  }
  return readings;
}

// A bit per suit present in the concealed tiles and melds.
unsigned suits_present(const WinFacts& f) {
  unsigned suits = 0;
  for (int s = 0; s < tiles::kNumTileSuits; ++s) {
    if (f.concealed.suit_size(s) > 0) suits |= 1u << s;
  }
  for (const Meld& meld : f.melds) suits |= 1u << tiles::tile_suit(meld.tile);
  return suits;
}

unsigned doubler_bit(Doubler d) { return 1u << static_cast<unsigned>(d); }

// The doublers that do not depend on a reading, a bit per Doubler.
unsigned hand_doublers(const WinFacts& f, unsigned suits) {
  unsigned doublers = 0;
  if (f.self_draw) doublers |= doubler_bit(Doubler::ZiMo);
  if (f.fang_ting) doublers |= doubler_bit(Doubler::FangTing);
  if (f.jue_zhang) doublers |= doubler_bit(Doubler::JueZhang);
  if (suits == 1u || suits == 2u || suits == 4u) doublers |= doubler_bit(Doubler::QingYiSe);
  // 内绝: the winning tile is the fourth copy and the other three are in the concealed hand (the
  // concealed tiles include the winning tile, so all four are there).
  if (f.concealed.count(f.winning_tile) == tiles::kSuitedCopies) doublers |= doubler_bit(Doubler::NeiJue);
  return doublers;
}

// The bets that do not depend on a reading.
BetSet hand_bets(const WinFacts& f, unsigned suits) {
  BetSet satisfied = 0;
  // Settled: 不碰 is broken by a pong, an exposed kong and an added kong (an added kong is built
  // on a pong the winner made); a concealed kong keeps it, as the bettor's constraint says.
  bool ponged = false;
  for (const Meld& meld : f.melds) ponged = ponged || meld.kind != MeldKind::ConcealedKong;
  if (!ponged) satisfied |= bet_bit(Bet::BuPeng);
  // Settled: 大撇 looks at the whole hand, melds included (a meld's suit is in the hand); a
  // one-suit hand (清一色) lacks two suits and satisfies it too.
  if (suits != 7u) satisfied |= bet_bit(Bet::DaPie);
  // Settled: 独六 is any suit's 6.
  if (tiles::tile_rank(f.winning_tile) == 6) satisfied |= bet_bit(Bet::DuLiu);
  return satisfied;
}

// Points before bets, the same for every payer but for the dealer's 2.
int common_points(const WinFacts& f) {
  int common = 2;
  for (int k = tiles::kFirstFlower; k < tiles::kNumTileKinds; ++k) {
    if (f.flowers.count(k) == 0) continue;
    // Settled: only the prevailing-wind flower scores 4; a flower of the winner's own seat wind
    // (门风) and the seasons and plants score 2 like any flower (the spec names no seat flower).
    common += k == tiles::flower_kind(f.prevailing_wind) ? 4 : 2;
  }
  for (const Meld& meld : f.melds) {
    if (meld.kind == MeldKind::ConcealedKong) common += 8;
    else if (is_kong(meld.kind)) common += 4;
  }
  return common;
}

// Which seats pay: all three on a self-draw or a ready discarder, else the discarder alone.
std::array<bool, kNumSeats> payers(const WinFacts& f) {
  std::array<bool, kNumSeats> pays{};
  for (int seat = 0; seat < kNumSeats; ++seat) {
    if (seat == f.winner) continue;
    pays[static_cast<std::size_t>(seat)] = f.self_draw || f.discarder_ready || seat == f.discarder;
  }
  return pays;
}

// The score of one reading of the hand, from the reading-independent doublers, bets and points.
WinScore score_reading(const WinFacts& f, const tiles::Decomposition& reading, unsigned doublers, BetSet satisfied,
                       int common, const std::array<bool, kNumSeats>& pays) {
  unsigned reading_doublers = doublers;
  BetSet reading_bets = satisfied;
  bool runs = false, pair_of_winning_tile = false;
  for (const tiles::Group& g : reading.groups) {
    runs = runs || g.kind == tiles::GroupKind::Run;
    if (g.kind == tiles::GroupKind::Pair && g.tile == f.winning_tile) pair_of_winning_tile = true;
  }
  if (reading.seven_pairs) {
    reading_doublers |= doubler_bit(Doubler::QiDuiZi);
  } else if (!runs) {
    reading_doublers |= doubler_bit(Doubler::DaDuiHu);  // melds are all pongs/kongs
  }
  // 独刺: the winning tile completes the pair (单吊): some pair of the reading is of the
  // winning tile's kind, so the hand before it held the other copy single, waiting for it.
  // Settled: a seven-pairs win satisfies it (its winning tile always completes a pair: a
  // seven-pairs wait is a single-tile pair wait).
  if (pair_of_winning_tile) reading_bets |= bet_bit(Bet::DuCi);

  WinScore score;
  int num_doublers = 0;
  for (int d = 0; d < kNumDoublers; ++d) {
    if (reading_doublers >> d & 1u) {
      score.doublers.push_back(static_cast<Doubler>(d));
      ++num_doublers;
    }
  }
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    if (!pays[s]) continue;
    int points = common;
    if (f.winner == f.dealer || seat == f.dealer) points += 2;
    for (int b = 0; b < kNumBets; ++b) {
      if (!(reading_bets >> b & 1u)) continue;
      const int placed = (f.bets[static_cast<std::size_t>(f.winner)] >> b & 1) + (f.bets[s] >> b & 1);
      points += placed * kBetPoints[static_cast<std::size_t>(b)];
    }
    score.points[s] = points;
    const int amount = points << num_doublers;
    score.payments[s] = -amount;
    score.total += amount;
  }
  score.payments[static_cast<std::size_t>(f.winner)] = score.total;
  return score;
}

}  // namespace

Bet parse_bet(std::string_view name) {
  if (const int bet = name_index(kBetNames, name); bet >= 0) return static_cast<Bet>(bet);
  std::string message = "unknown side bet '";
  message.append(name);
  message.append("' (expected bu_peng, da_pie, du_ci or du_liu)");
  throw InvalidOptionError(message);
}

MeldKind parse_meld_kind(std::string_view name) {
  if (const int kind = name_index(kMeldKindNames, name); kind >= 0) return static_cast<MeldKind>(kind);
  std::string message = "unknown meld kind '";
  message.append(name);
  message.append("' (expected pong, kong, added_kong or concealed_kong)");
  throw InvalidHandError(message);
}

int parse_wind(std::string_view name) {
  constexpr std::string_view kWinds = "ESWN";
  if (name.size() == 1) {
    const auto at = kWinds.find(name[0]);
    if (at != std::string_view::npos) return static_cast<int>(at);
  }
  std::string message = "unknown wind '";
  message.append(name);
  message.append("' (expected E, S, W or N)");
  throw InvalidOptionError(message);
}

WinScore score_win(const WinFacts& f) {
  validate(f);
  const std::vector<tiles::Decomposition> readings = winning_readings(f);
  const unsigned suits = suits_present(f);
  const unsigned doublers = hand_doublers(f, suits);
  const BetSet satisfied = hand_bets(f, suits);
  const int common = common_points(f);
  const std::array<bool, kNumSeats> pays = payers(f);
  WinScore best;
  bool have_best = false;
  for (const tiles::Decomposition& reading : readings) {
    WinScore score = score_reading(f, reading, doublers, satisfied, common, pays);
    if (!have_best || score.total > best.total) {
      best = std::move(score);
      have_best = true;
    }
  }
  return best;
}

}  // namespace paiju::mahjong
