#!/usr/bin/env bash
# strong with the others' styles inferred (styles=1, worlds moved 60 times instead of 200 to keep
# its time a move) against strong itself:
#   1. paired on the training players `shaper` and `sitter` (30 pairs each, seed 7): each bot's
#      arena on the same deals, `paiju compare` of the two files;
#   2. head to head, the arena's sequential test (H0 Elo 0, H1 Elo +50; resumable pieces);
#   3. against the held-out `counter` (30 pairs, seed 2026), paired with strong's file of the
#      same pairs (benchmarks/results/robustness/trainers/c1_counter.json): a check, not a choice.
# Every file goes to benchmarks/results/robustness/styles/; a file already there is not played again.
#   bash benchmarks/robustness_styles.sh
set -euo pipefail
out=benchmarks/results/robustness/styles
mkdir -p "$out/sprt"
strong="ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,pool=50,moves=200,carry=1,endgame=12,others=mix,mix=heuristic+racer+sitter+shaper"
styles="ismcts:iterations=2000,trees=2,prior=1,beliefs=0.1,pool=50,moves=60,carry=1,endgame=12,others=mix,mix=heuristic+racer+sitter+shaper,styles=1"
paiju() { PYTHONPATH=python python -m paiju "$@"; }
arena() {  # NAME SPEC OPPONENT SEED
  [[ -f $out/$1.json ]] || paiju arena guandan "$2" "$3" --deals 30 --seed "$4" --threads 1 --no-progress --json "$out/$1.json"
}
for player in shaper sitter; do
  arena "c2_$player" "$styles" "$player" 7
  arena "c1_$player" "$strong" "$player" 7
  paiju compare "$out/c2_$player.json" "$out/c1_$player.json"
done
paiju arena guandan "$styles" "$strong" --sprt --elo0 0 --elo1 50 --seed 2026 --batch 10 --max-pairs 200 --threads 1 \
  --pieces "$out/sprt/pieces" --json "$out/sprt/styles_vs_strong.json" --resume
arena c2_counter "$styles" counter 2026
paiju compare "$out/c2_counter.json" benchmarks/results/robustness/trainers/c1_counter.json
