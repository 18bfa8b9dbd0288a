// paiju._core.registered_games(): the registered games (games/registry.h), in registration
// order, each with what its traits say: name, title (and in Chinese), seats, move notation and capabilities.
#include "paiju/bindings/bindings.h"
#include "paiju/game/capabilities.h"
#include "paiju/games/registry.h"

namespace paiju::bindings {

void bind_games(py::module_& m) {
  m.def(
      "registered_games",
      [] {
        py::list out;
        games::for_each_game([&]<class G>() {
          py::dict capabilities;
          const auto has = game::capabilities_of<G>();
          for (std::size_t i = 0; i < game::kCapabilities.size(); ++i) capabilities[game::kCapabilities[i].name] = has[i];
          py::dict game;
          game["name"] = G::kName;
          game["title"] = G::kTitle;
          game["title_zh"] = G::kTitleZh;
          game["seats"] = G::kSeats;
          game["notation"] = G::kNotation;
          game["capabilities"] = capabilities;
          out.append(game);
        });
        return out;
      },
      "The registered games in registration order: dicts of name, title, title_zh, seats, notation and "
      "capabilities (capability name -> bool).");
  py::list capabilities;
  for (const game::Capability& c : game::kCapabilities) capabilities.append(py::make_tuple(c.name, c.meaning));
  m.attr("CAPABILITIES") = capabilities;
}

}  // namespace paiju::bindings
