// An Episode's columns (game/concept.h: G::Episode::columns(visit)) as one table: pairs of the
// column's name and the member it reads, visited in order.
#pragma once

namespace paiju::game {

template <class Visit, class Member, class... Rest>
void visit_columns(Visit& visit, const char* name, Member member, Rest... rest) {
  visit(name, member);
  if constexpr (sizeof...(Rest) > 0) visit_columns(visit, rest...);
}

}  // namespace paiju::game
