// The reads every game's State offers alike, over fields of the same names: its phase (phase_,
// Phase::MatchOver once the match is over), the seat to act (current_), its rules (rules_), a
// seat's hand (hands_) and how many cards or tiles it holds. A State derives from
// TableReads<State> and befriends it.
#pragma once

#include <cstddef>

namespace paiju::game {

template <class S>
class TableReads {
 public:
  auto phase() const { return self().phase_; }
  int current_player() const { return self().current_; }
  bool is_terminal() const { return self().phase_ == decltype(self().phase_)::MatchOver; }
  const auto& rules() const { return self().rules_; }
  const auto& hand(int seat) const { return self().hands_[static_cast<std::size_t>(seat)]; }
  int cards_left(int seat) const { return hand(seat).size(); }

 private:
  const S& self() const { return static_cast<const S&>(*this); }
};

}  // namespace paiju::game
