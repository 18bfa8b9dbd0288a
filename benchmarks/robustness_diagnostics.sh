#!/usr/bin/env bash
# Why does `strong` lose to the held-out controller (`counter`) where the heuristic wins?
# Each variant of `strong` plays the same duplicate pairs (seed 2026, pairs 0..N-1) against one
# held-out player; the heuristic's score on those pairs is in
# benchmarks/results/arenas/heuristic_vs_<player>_0_999.json. A diagnosis, not a tuning run:
# no setting is chosen by these figures (docs/bots.md, "How strong").
#   bash benchmarks/robustness_diagnostics.sh [PLAYER] [PAIRS]     # default: counter 30
set -euo pipefail
player=${1:-counter}
pairs=${2:-30}
out=benchmarks/results/robustness
mkdir -p "$out"
base="ismcts:iterations=2000,trees=2,prior=1"
declare -A variants=(
  [uniform]="$base,endgame=12"
  [hands1]="$base,hands=1,pool=50,moves=200,carry=1,endgame=12"
  [z1]="$base,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,z=1"
  [mix]="$base,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,others=mix"
  [noendgame]="$base,beliefs=0.1,pool=50,moves=200,carry=1"
  [uniform_mix]="$base,endgame=12,others=mix"
  [tree]="$base,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,others=tree"
)
for name in uniform hands1 z1 mix noendgame uniform_mix tree; do
  json="$out/${name}_vs_${player}_0_$((pairs - 1)).json"
  [[ -f $json ]] && continue
  PYTHONPATH=python python -m paiju arena guandan "${variants[$name]}" "$player" --deals "$pairs" \
    --seed 2026 --threads 1 --no-progress --json "$json" | grep "win rate"
done
