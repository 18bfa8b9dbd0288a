// High card 比大: the smallest partnership game, registered only in the C++ tests, to show what
// adding a game costs and to prove that the game layer, the search bots and batch simulation
// need nothing of a game but its folder (docs/api.md, "Adding a game").
//
// Rules. Four seats, partners across (0+2 against 1+3). A deal: the cards 0..4n-1 (n, the hand
// size, an option: 1..4) are shuffled and each seat gets n. Seat 0 leads the first trick of
// every deal; each seat in turn (0, 1, 2, 3 from the leader) plays one card of its hand, any
// card; the highest card wins the trick and its seat leads the next. When the hands are empty,
// the team that won more tricks wins the deal: each of its seats scores +1 and each other seat
// -1 (equal tricks: 0 for all). A match is `deals` deals (an option: 1..9); the returns of a
// seat are its scores summed. Every card played is seen by all; the hands are hidden.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "paiju/core/errors.h"
#include "paiju/core/history.h"
#include "paiju/core/rng.h"

namespace paiju::high_card {

struct Rules {
  int hand_size = 2;
  int deals = 1;
};

struct Move {
  int card = -1;
  bool operator==(const Move&) const = default;
};
using MoveList = std::vector<Move>;

enum class Phase { Play, MatchOver };

inline const char* phase_name(Phase phase) { return phase == Phase::Play ? "play" : "match_over"; }
inline std::string format_move(const Move& m) { return "play " + std::to_string(m.card); }

inline Move parse_move(std::string_view text) {
  constexpr std::string_view kVerb = "play ";
  int card = 0;
  if (!text.starts_with(kVerb) || text.size() == kVerb.size()) throw InvalidCardError("a move is 'play N'");
  for (const char c : text.substr(kVerb.size())) {
    if (c < '0' || c > '9' || card > 99) throw InvalidCardError("a move is 'play N'");
    card = card * 10 + (c - '0');
  }
  return Move{card};
}

class State {
 public:
  static State new_match(const Rules& rules, std::uint64_t seed) {
    State s;
    s.rules_ = rules;
    s.seed_ = seed;
    s.deal();
    return s;
  }

  int current_player() const { return is_terminal() ? -1 : (leader_ + played_) % 4; }
  bool is_terminal() const { return deal_index_ >= rules_.deals; }
  int deal_index() const { return deal_index_; }
  Phase phase() const { return is_terminal() ? Phase::MatchOver : Phase::Play; }
  std::uint32_t hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
  int cards_left(int seat) const { return std::popcount(hand(seat)); }
  const std::array<int, 4>& returns() const { return returns_; }
  const std::array<int, 4>& last_scores() const { return last_scores_; }
  int trick_card(int seat) const { return trick_[static_cast<std::size_t>(seat)]; }
  std::uint32_t unseen_by(int seat) const {
    std::uint32_t out = 0;
    for (int s = 0; s < 4; ++s) out |= s == seat ? 0u : hand(s);
    return out;
  }

  void legal_moves(MoveList& out) const {
    if (is_terminal()) return;
    for (std::uint32_t left = hand(current_player()); left != 0; left &= left - 1) {
      out.push_back(Move{std::countr_zero(left)});
    }
  }
  std::string why_illegal(const Move& m) const {
    if (is_terminal()) return "the match is over";
    if (m.card < 0 || m.card >= 32 || !(hand(current_player()) >> m.card & 1u)) {
      return "seat " + std::to_string(current_player()) + " does not hold card " + std::to_string(m.card);
    }
    return "";
  }
  void apply(const Move& m) {
    if (const std::string why = why_illegal(m); !why.empty()) throw IllegalMoveError(why);
    const int seat = current_player();
    hands_[static_cast<std::size_t>(seat)] &= ~(1u << m.card);
    trick_[static_cast<std::size_t>(seat)] = m.card;
    if (++played_ < 4) return;
    const auto best = std::max_element(trick_.begin(), trick_.end());
    leader_ = static_cast<int>(best - trick_.begin());
    ++tricks_[static_cast<std::size_t>(leader_ % 2)];
    trick_.fill(-1);
    played_ = 0;
    if (hand(leader_) == 0) end_deal();
  }
  // A complete state with the hidden cards of the seats other than `seat` shuffled among them
  // (each keeps its count): what `seat` cannot tell apart.
  State resampled(int seat, Rng& rng) const {
    State world = *this;
    std::vector<int> unseen;
    for (std::uint32_t left = unseen_by(seat); left != 0; left &= left - 1) unseen.push_back(std::countr_zero(left));
    for (std::size_t i = unseen.size(); i > 1; --i) std::swap(unseen[i - 1], unseen[rng.uniform(static_cast<std::uint32_t>(i))]);
    std::size_t next = 0;
    for (int s = 0; s < 4; ++s) {
      if (s == seat) continue;
      const int count = cards_left(s);
      world.hands_[static_cast<std::size_t>(s)] = 0;
      for (int k = 0; k < count; ++k) world.hands_[static_cast<std::size_t>(s)] |= 1u << unseen[next++];
    }
    return world;
  }
  bool is_consistent() const {
    std::uint32_t all = 0;
    for (int s = 0; s < 4; ++s) all |= hand(s);
    return is_terminal() || std::popcount(all) + played_ + 4 * (tricks_[0] + tricks_[1]) == 4 * rules_.hand_size;
  }

 private:
  void deal() {
    Rng rng(seed_, static_cast<std::uint64_t>(deal_index_));
    std::vector<int> cards(static_cast<std::size_t>(4 * rules_.hand_size));
    for (std::size_t i = 0; i < cards.size(); ++i) cards[i] = static_cast<int>(i);
    for (std::size_t i = cards.size(); i > 1; --i) std::swap(cards[i - 1], cards[rng.uniform(static_cast<std::uint32_t>(i))]);
    hands_.fill(0);
    for (std::size_t i = 0; i < cards.size(); ++i) hands_[i % 4] |= 1u << cards[i];
    leader_ = 0;
    tricks_ = {0, 0};
  }
  void end_deal() {
    const int margin = tricks_[0] - tricks_[1];
    const int team0 = margin > 0 ? 1 : margin < 0 ? -1 : 0;
    for (int s = 0; s < 4; ++s) {
      last_scores_[static_cast<std::size_t>(s)] = s % 2 == 0 ? team0 : -team0;
      returns_[static_cast<std::size_t>(s)] += last_scores_[static_cast<std::size_t>(s)];
    }
    if (++deal_index_ < rules_.deals) deal();
  }

  Rules rules_{};
  std::uint64_t seed_ = 0;
  std::array<std::uint32_t, 4> hands_{};
  std::array<int, 4> trick_{-1, -1, -1, -1};
  std::array<int, 2> tricks_{};
  std::array<int, 4> returns_{}, last_scores_{};
  int leader_ = 0, played_ = 0, deal_index_ = 0;
};

// What a seat knows: its hand, the current trick, and whose turn it is.
struct Observation {
  int seat = 0;
  int current_player = -1;
  std::uint32_t hand = 0;
  std::array<int, 4> trick{};
};

inline Observation observe(const State& s, game::HistoryView<Move>, int seat) {
  Observation o{seat, s.current_player(), s.hand(seat), {}};
  for (int t = 0; t < 4; ++t) o.trick[static_cast<std::size_t>(t)] = s.trick_card(t);
  return o;
}
inline bool visible_to(const State&, const game::Step<Move>&, int) { return true; }  // every play is public
inline State resample(const State& s, int seat, Rng& rng) { return s.resampled(seat, rng); }

// The rule-based player: win the trick with the lowest card that beats what is on it, else
// throw the lowest card.
inline Move heuristic_move(const State& s, const MoveList& legal) {
  int best = -1;
  for (int t = 0; t < 4; ++t) best = std::max(best, s.trick_card(t));
  for (const Move& m : legal) {
    if (m.card > best) return m;  // legal moves come lowest first
  }
  return legal.front();
}
inline void candidate_moves(const State&, const MoveList& legal, MoveList& out) { out = legal; }

}  // namespace paiju::high_card
