// paiju._core.guandan's benchmark helpers: seeded positions and random-play deals kept on the
// C++ side, so that a benchmark can time pure enumeration and play.
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/core/notation.h"
#include "paiju/game/random_play.h"
#include "paiju/games/guandan/bench_positions.h"
#include "paiju/games/guandan/python/parts.h"
#include "paiju/games/guandan/state.h"

namespace paiju::bindings {
namespace guandan_python {
namespace {

using guandan::MoveList;
using guandan::Rules;

class BenchPositions {
 public:
  BenchPositions(std::uint64_t seed, int count, int wilds, bool follow) : follow_(follow) {
    if (count < 1 || wilds < guandan::kWildsAsDealt || wilds > 2) {
      throw InvalidOptionError("count must be >= 1 and wilds -1 (as dealt), 0, 1 or 2");
    }
    Rng rng(seed, static_cast<std::uint64_t>(10 * follow + wilds + 1));
    MoveList scratch;
    for (int i = 0; i < count; ++i) positions_.push_back(guandan::random_position(rng, wilds, follow, scratch));
  }
  // Enumerates every position once; returns the number of moves generated.
  std::uint64_t enumerate_all() {
    std::uint64_t total = 0;
    py::gil_scoped_release release;
    for (const auto& p : positions_) {
      moves_.clear();
      guandan::generate_moves(p.hand, p.level, Rules{}, follow_ ? &p.to_beat : nullptr, moves_);
      total += moves_.size();
    }
    return total;
  }
  std::size_t size() const { return positions_.size(); }
  py::tuple position(std::size_t i) const {
    const auto& p = positions_.at(i);
    return py::make_tuple(p.hand, std::string(1, kRankChars[p.level.rank]),
                          follow_ ? py::cast(p.to_beat) : py::none());
  }

 private:
  bool follow_;
  std::vector<guandan::BenchPosition> positions_;
  MoveList moves_;
};

}  // namespace
}  // namespace guandan_python

void bind_guandan_bench(py::module_& m) {
  using namespace guandan_python;
  py::class_<BenchPositions>(m, "_BenchPositions",
                             "Seeded random 27-card positions held in C++ for benchmarks.")
      .def(py::init<std::uint64_t, int, int, bool>(), py::arg("seed"), py::arg("count"), py::arg("wilds"),
           py::arg("follow"))
      .def("enumerate_all", &BenchPositions::enumerate_all,
           "Generate the legal moves of every position once (GIL released); returns the move count.")
      .def("__len__", &BenchPositions::size)
      .def("position", &BenchPositions::position, py::arg("index"),
           "(hand, level, to_beat or None) of one position, for timing the Python API on it.");
  m.def(
      "_bench_random_deals",
      [](std::uint64_t seed, int deals) {
        if (deals < 1) throw InvalidOptionError("deals must be >= 1");
        py::gil_scoped_release release;
        const auto new_match = [](std::uint64_t match_seed) { return guandan::State::new_match(Rules{}, match_seed); };
        return game::play_random_deals<MoveList>(new_match, seed, 777, deals);
      },
      py::arg("seed"), py::arg("deals"),
      "Play `deals` whole deals (tribute included) with uniformly random moves in C++; returns the decisions made.");
}

}  // namespace paiju::bindings
