// The settings of the search bots that do not depend on the game: numbers and switches, with
// their defaults. A bot's Params (pimc.h, ismcts.h) adds the game's policies; the spec table
// (bot_kinds.h) reads and writes these fields, and shows their defaults from here.
#pragma once

#include "paiju/search/budget.h"

namespace paiju::search {

struct PimcSettings {
  Budget budget{40, 0.0};
  int max_candidates = 16;
  double confidence = 0.0;
  double win_weight = 0.0;  // the weight of winning itself in the value (value.h)
};

struct IsmctsSettings {
  Budget budget{1000, 0.0};
  double exploration = 0.7;
  double confidence = 0.0;
  // true: only the searching seat's decisions form the tree, the other seats play the
  // rollout policy in their sampled hands (a fixed model of them); false: every seat's
  // decisions are tree nodes (plain SO-ISMCTS).
  bool others_by_policy = true;
  // With the others' policies drawn from a pool, in a two-sided game: the searcher's own side
  // (its partner) plays the searcher's policy in the rollouts; only the opponents are drawn.
  bool partner_by_policy = false;
  // With the others' policies drawn from a pool: one player drawn an iteration for all the drawn
  // seats (the opposing side plays as one), not one a seat.
  bool side_draw = false;
  // With side_draw: the root move whose worst mean over the drawn players is best, among those
  // visited at least half as often as the most visited (robust to which player the others are).
  bool robust = false;
  int trees = 1;          // root parallelism: independent trees merged at the root
  double prior = 0.0;     // progressive bias toward the shortlist's front (0 = none)
  // Beliefs (beliefs.h; games with G::rewind_world): a world's weight is multiplied by
  // `mismatch` for each decision of another seat that the policy would have made otherwise
  // (1 = uniform worlds); `pool` worlds are drawn and weighted per decision.
  double mismatch = 1.0;
  // With beliefs in a two-sided game: the same for the decisions of the searcher's own side
  // (a partner; -1: `mismatch`), which may not play like the policy.
  double ally_mismatch = -1.0;
  int pool = 256;
  // With beliefs (games with G::exchange_hidden): the pool is resampled by weight and each
  // world moved this many times by Metropolis-Hastings exchanges of hidden cards (beliefs.h),
  // on as many threads as trees.
  int moves = 0;
  // With beliefs (games with G::carry_hidden): each seat's worlds carried from its previous
  // decision of the deal instead of drawn afresh (beliefs.h), so the moves accumulate.
  bool carry = false;
  // With the others' policies drawn from a pool and beliefs: each other seat's policy drawn
  // from the pool by how well each explains that seat's plays in the sampled world
  // (beliefs.h), not uniformly.
  bool infer_styles = false;
  // Games with a learned hand model (beliefs.h, PredictsHands): > 0 multiplies each world's
  // weight by the model's probability of its hidden hands raised to this power (0 = off).
  double hands = 0.0;
  // Exact endgames (endgame.h; two-sided games): when G::endgame_size(root) <= endgame, each
  // root candidate is solved in `endgame_worlds` worlds (at most `endgame_nodes` positions
  // each) instead of searching the tree.
  int endgame = 0;
  int endgame_worlds = 24;
  long endgame_nodes = 5000;
  // Games with a learned value (leaf_value.h, EstimatesValue): >= 0 stops each rollout after
  // `cut` moves and takes the model's estimate for the rest of the episode (-1: full rollouts).
  int cut = -1;
  // The weight of winning itself in the value searched (value.h; 0: the game's reward).
  double win_weight = 0.0;
};

}  // namespace paiju::search
