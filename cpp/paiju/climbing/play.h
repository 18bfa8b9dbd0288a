// A move of a climbing game: the physical cards and their declared reading, a kind of
// combination and a key rank that orders the combinations of one kind (each game's move.h says
// what its keys are). 24 bytes, trivially copyable. Value-initialised it is the pass; two moves
// are equal iff kind, key and cards are equal.
#pragma once

#include <cstdint>

#include "paiju/core/card_set.h"

namespace paiju::climbing {

template <class Kind>
struct Play {
  CardSet cards;
  Kind kind = Kind::Pass;
  std::uint8_t key = 0;

  static constexpr Play pass() { return Play{}; }
  constexpr bool is_pass() const { return kind == Kind::Pass; }
  constexpr int length() const { return cards.size(); }
  constexpr bool operator==(const Play&) const = default;
};

}  // namespace paiju::climbing
