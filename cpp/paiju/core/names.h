// Enums named by a table of strings, value i named names[i] (move kinds, side bets, meld kinds,
// rule choices): the lookup of a name in such a table.
#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>

namespace paiju {

// The index of `name` in `names` (an array of strings), or -1 when it is not there.
template <class Names>
constexpr int name_index(const Names& names, std::string_view name) {
  for (std::size_t i = 0; i < std::size(names); ++i) {
    if (name == names[i]) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace paiju
