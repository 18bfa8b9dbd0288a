// A table of columns (a game's Episode, game/concept.h: G::Episode::columns(visit)): pairs of the
// column's name and the member it reads, visited in order.
#pragma once

namespace paiju {

template <class Visit, class Member, class... Rest>
void visit_columns(Visit& visit, const char* name, Member member, Rest... rest) {
  visit(name, member);
  if constexpr (sizeof...(Rest) > 0) visit_columns(visit, rest...);
}

}  // namespace paiju
