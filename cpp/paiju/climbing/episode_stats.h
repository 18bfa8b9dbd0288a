// What batch simulation keeps of every episode of a climbing game, whatever the game: the
// finishing order of the (last) deal, the bombs played and the deals played. A game's Episode
// derives from it and adds its own columns.
#pragma once

#include <array>
#include <cstdint>

#include "paiju/core/columns.h"

namespace paiju::climbing {

struct EpisodeStats {
  std::array<std::int8_t, 4> finish_order{-1, -1, -1, -1};
  std::int32_t bombs = 0;
  std::int32_t deals = 0;

  // Its columns, then the game's own (`own`: pairs of a column's name and the member it reads).
  template <class Visit, class... Own>
  static void columns_and(Visit& visit, Own... own) {
    visit_columns(visit, "finish_order", &EpisodeStats::finish_order, "bombs", &EpisodeStats::bombs,
                  "deals", &EpisodeStats::deals, own...);
  }
};

}  // namespace paiju::climbing
