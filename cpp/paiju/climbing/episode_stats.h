// What batch simulation keeps of every episode of a climbing game, whatever the game: the
// finishing order of the (last) deal, the bombs played and the deals played. A game's Episode
// derives from it and adds its own columns.
#pragma once

#include <array>
#include <cstdint>

namespace paiju::climbing {

struct EpisodeStats {
  std::array<std::int8_t, 4> finish_order{-1, -1, -1, -1};
  std::int32_t bombs = 0;
  std::int32_t deals = 0;

  template <class Visit>
  static void shared_columns(Visit&& visit) {
    visit("finish_order", &EpisodeStats::finish_order);
    visit("bombs", &EpisodeStats::bombs);
    visit("deals", &EpisodeStats::deals);
  }
};

}  // namespace paiju::climbing
