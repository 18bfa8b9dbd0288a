// Bindings of the trick-taking order (tricktaking/trump_order.h), for tests and the games that
// will use it: paiju._core._trump_order(card, level, trump) -> (effective suit, position).
#include <string>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/tricktaking/trump_order.h"

namespace paiju::bindings {

void bind_tricktaking(py::module_& m) {
  m.def("_trump_order", [](const py::str& card, const py::str& level, const py::object& trump) {
    const std::string level_text = text_of(level);
    const auto rank = kRankChars.find(level_text.size() == 1 ? level_text[0] : '?');
    if (rank == std::string_view::npos) throw InvalidOptionError("level must be a rank '2'..'A', got " + repr_of(level));
    int suit = tricktaking::kNoTrumpSuit;
    if (!trump.is_none()) {
      const std::string text = py::isinstance<py::str>(trump) ? text_of(trump) : std::string();
      const auto found = kSuitChars.find(text.size() == 1 ? text[0] : '?');
      if (found == std::string_view::npos) throw InvalidOptionError("trump must be 'S', 'H', 'C', 'D' or None, got " + repr_of(trump));
      suit = static_cast<int>(found);
    }
    const tricktaking::TrumpOrder order(static_cast<int>(rank), suit);
    const int kind = parse_card(text_of(card));
    const int effective = order.suit(kind);
    return py::make_tuple(effective == tricktaking::kTrump ? std::string("T") : std::string(1, kSuitChars[effective]),
                          order.position(kind));
  }, py::arg("card"), py::arg("level"), py::arg("trump"),
  "(effective suit 'S'/'H'/'C'/'D'/'T', position within it) of a card in a deal at this level and trump.");
}

}  // namespace paiju::bindings
