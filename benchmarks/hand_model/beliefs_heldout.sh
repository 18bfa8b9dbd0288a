#!/usr/bin/env bash
# The hand model against today's strong beliefs and uniform worlds, by paiju-cli beliefs, on deals
# whose other seats play styles neither the model nor strong was trained or tuned on (the outside
# players: counter, feeder, tempo) and, for reference, paiju's heuristic (in the training population).
# Each run: seat 0 plays the heuristic; pools of 50 worlds moved 200 times and carried between
# decisions, as strong's; L = 1 uniform, L = 0.1 strong's beliefs; with --hands 1 the same pools
# also weighed by the hand model (L = 1: the model alone).
# Usage: benchmarks/hand_model/beliefs_heldout.sh [DEALS] [OUT_DIR] (defaults 30, benchmarks/results/hand_model)
set -euo pipefail
deals=${1:-30}
out=${2:-benchmarks/results/hand_model}
cli=${PAIJU_CLI:-build/tools/paiju-cli}
mkdir -p "$out"
for style in counter feeder tempo heuristic; do
  for hands in 0 1; do
    "$cli" beliefs --deals "$deals" --pool 50 --strengths 1,0.1 --moves 200 --carry --others "$style" --hands "$hands" \
      --seed 1 > "$out/beliefs_${style}_hands${hands}.txt"
    tail -n +1 "$out/beliefs_${style}_hands${hands}.txt"
  done
done
