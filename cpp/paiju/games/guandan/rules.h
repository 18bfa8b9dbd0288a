// Guandan rule options (../shared/rules/guandan.md). Every option has an in-class default;
// the same names are the Python keyword arguments and the keys of game records.
#pragma once

namespace paiju::guandan {

struct Rules {
  // §3: the pair of a full house may be two small or two big jokers.
  bool full_house_joker_pair = true;
};

}  // namespace paiju::guandan
