#include "paiju/games/guandan/perft.h"

namespace paiju::guandan {
namespace {

std::uint64_t perft_from(const State& state, int depth, int deal, MoveList* lists) {
  if (depth == 0 || state.is_terminal() || state.deal_index() != deal) return 1;
  MoveList& moves = lists[0];
  moves.clear();
  state.legal_moves(moves);
  std::uint64_t leaves = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    State child = state;
    child.apply(moves[i]);
    leaves += perft_from(child, depth - 1, deal, lists + 1);
  }
  return leaves;
}

}  // namespace

std::uint64_t perft(const State& state, int depth) {
  std::vector<MoveList> lists(static_cast<std::size_t>(depth) + 1);
  return perft_from(state, depth, state.deal_index(), lists.data());
}

}  // namespace paiju::guandan
