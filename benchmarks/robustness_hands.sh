#!/usr/bin/env bash
# strong with its worlds weighed by the learned hand model as well (hands=1; the model gains 5-7
# nats a position over uniform worlds on third-party bots' hands, trained on them or not, where the
# heuristic replay of beliefs= misreads players unlike the heuristic: docs/hand-model.md) against
# strong itself:
#   1. paired on the training players `sitter` and `shaper` (30 pairs each, seed 7): the
#      candidate's arena on the deals of strong's files in benchmarks/results/robustness/styles/
#      (c1_*.json), `paiju compare` of the two;
#   2. head to head, the arena's sequential test (H0 Elo 0, H1 Elo +50; resumable pieces): to run
#      outside a session (hours on 2 cores).
# Every file goes to benchmarks/results/robustness/hands/; a file already there is not played again.
#   bash benchmarks/robustness_hands.sh          # step 1
#   bash benchmarks/robustness_hands.sh --sprt   # steps 1 and 2
set -euo pipefail
out=benchmarks/results/robustness/hands
strong_files=benchmarks/results/robustness/styles
mkdir -p "$out/sprt"
strong="ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,others=mix,mix=heuristic+racer+sitter+shaper"
hands="ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,hands=1,pool=50,moves=200,carry=1,endgame=12,others=mix,mix=heuristic+racer+sitter+shaper"
paiju() { PYTHONPATH=python python -m paiju "$@"; }
for player in sitter shaper; do
  [[ -f $out/c3_$player.json ]] || paiju arena guandan "$hands" "$player" --deals 30 --seed 7 --threads 1 --no-progress \
    --json "$out/c3_$player.json"
  paiju compare "$out/c3_$player.json" "$strong_files/c1_$player.json"
done
if [[ ${1:-} == --sprt ]]; then
  paiju arena guandan "$hands" "$strong" --sprt --elo0 0 --elo1 50 --seed 2026 --batch 10 --max-pairs 300 --threads 1 \
    --pieces "$out/sprt/pieces" --json "$out/sprt/hands_vs_strong.json" --resume
fi
