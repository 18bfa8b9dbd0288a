#!/usr/bin/env bash
# A candidate setting of Guandan's strong against strong itself, as issue 40's rule asks (the
# held-out players may test a setting but never choose it):
#   1. paired on the training players `sitter` and `shaper` (30 pairs each, seed 7): the
#      candidate's arena on the deals of strong's files in benchmarks/results/robustness/styles/
#      (c1_*.json), `paiju compare` of the two;
#   2. with --sprt, head to head, the arena's sequential test (H0 Elo 0, H1 Elo +50; resumable
#      pieces).
# Every file goes to OUT; a file already there is not played again.
#   bash benchmarks/robustness_candidate.sh OUT SPEC [--sprt]
set -euo pipefail
out=${1:?usage: robustness_candidate.sh OUT SPEC [--sprt]}
candidate=${2:?usage: robustness_candidate.sh OUT SPEC [--sprt]}
strong_files=benchmarks/results/robustness/styles
mkdir -p "$out/sprt"
strong="ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,others=mix,mix=heuristic+racer+sitter+shaper"
paiju() { PYTHONPATH=python python -m paiju "$@"; }
for player in sitter shaper; do
  [[ -f $out/$player.json ]] || paiju arena guandan "$candidate" "$player" --deals 30 --seed 7 --threads 1 --no-progress \
    --json "$out/$player.json"
  paiju compare "$out/$player.json" "$strong_files/c1_$player.json"
done
if [[ ${3:-} == --sprt ]]; then
  paiju arena guandan "$candidate" "$strong" --sprt --elo0 0 --elo1 50 --seed 2026 --batch 10 --max-pairs 300 \
    --threads 1 --pieces "$out/sprt/pieces" --json "$out/sprt/vs_strong.json" --resume
fi
