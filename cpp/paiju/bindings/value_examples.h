// _value_examples: the examples a game's learned value model is trained on (search/leaf_value.h),
// for the games that describe their worlds as value features.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "paiju/bindings/bindings.h"
#include "paiju/core/errors.h"
#include "paiju/search/factory.h"
#include "paiju/search/leaf_value.h"

namespace paiju::bindings {

namespace py = pybind11;

// `rules_of(options)`: the game's rules from a dict of options (the default preset's otherwise).
template <class G, class RulesOf>
void bind_value_examples(py::module_& m, RulesOf rules_of) {
  if constexpr (search::HasValueFeatures<G>) {
    m.def("_value_examples", [rules_of](const py::dict& options, const py::object& seed, long matches, int deals, double rate,
                                double noise) {
      if (matches < 0 || deals < 1 || !(rate > 0 && rate <= 1) || !(noise >= 0 && noise <= 1)) {
        throw InvalidOptionError("value examples: matches >= 0, deals >= 1, 0 < rate <= 1, 0 <= noise <= 1");
      }
      const typename G::Rules rules = rules_of(options);
      const std::uint64_t s = to_seed(seed);
      search::ValueExamples ex;
      {
        py::gil_scoped_release release;
        ex = search::value_examples<G>(rules, s, matches, deals, rate, noise, &search::detail::heuristic_of<G>);
      }
      const auto n = static_cast<py::ssize_t>(ex.count());
      py::dict out;
      out["features"] = py::array_t<float>({n, static_cast<py::ssize_t>(ex.features)}, ex.inputs.data());
      out["reward"] = py::array_t<float>({n}, ex.rewards.data());
      out["plies_left"] = py::array_t<std::int32_t>({n}, ex.plies_left.data());
      return out;
    }, py::arg("options"), py::arg("seed"), py::arg("matches"), py::arg("deals") = 3, py::arg("rate") = 0.05,
       py::arg("noise") = 0.1,
       "Examples for the learned value model: worlds of heuristic play (with `noise` uniform shortlist moves) "
       "as value features from a random seat, and the reward the heuristic then scored for it.");
  }
}

}  // namespace paiju::bindings
