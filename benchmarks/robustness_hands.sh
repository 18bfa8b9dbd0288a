#!/usr/bin/env bash
# strong with its worlds weighed by the learned hand model as well (hands=1; the model gains 5-7
# nats a position over uniform worlds on third-party bots' hands, trained on them or not, where the
# heuristic replay of beliefs= misreads players unlike the heuristic: docs/hand-model.md) against
# strong itself, by benchmarks/robustness_candidate.sh (paired on the training players; with
# --sprt, head to head: hours on 2 cores).
#   bash benchmarks/robustness_hands.sh [--sprt]
exec bash benchmarks/robustness_candidate.sh benchmarks/results/robustness/hands \
  "ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,hands=1,pool=50,moves=200,carry=1,endgame=12,others=mix,mix=heuristic+racer+sitter+shaper" \
  "${1:-}"
