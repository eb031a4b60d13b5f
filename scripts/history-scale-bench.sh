#!/usr/bin/env bash
# How the studio and ndrange-bench scale with the run history (a benchmark, not a test: it asserts
# nothing). Builds histories of about 100,000 and 300,000 runs the way a user would: results CSVs
# of 99,999 made-up runs each (build/tools/history-fill --csv, seeds 1-3: different runs), imported
# with `ndrange-bench history import` (one for 100k, three for 300k). Then it measures, against an
# empty history, with /usr/bin/time (wall seconds and peak resident memory), each figure the best
# of REPEAT runs:
#   - studio start: `ndrange-studio --view lessons --screenshot` (the Lessons tab reads the
#     lessons' latest measurements from the history at start; the screenshot waits for that read);
#   - History tab: `ndrange-studio --view history --screenshot` (waits for its first screen);
#   - `ndrange-bench history list` and `history export --csv` of every run;
#   - filtering by variant: `history list --variant tiled --limit 20` (the newest twenty) and the
#     History tab's model filtered by variant and sorted by GFLOP/s (build/tests/gui/
#     ndr_history_view_bench, when built).
# The studio figures include its fixed costs (starting Qt, finding the OpenCL devices, the
# screenshot's 0.5 s settling delay): compare each with the empty-history line.
#
#   bash scripts/history-scale-bench.sh [BUILD_DIR] [WORK_DIR]
# Environment: REPEAT (default 3), ROWS (rows per CSV, default 99999), KEEP=1 keeps WORK_DIR,
# HISTORIES (default "0 1 3": CSV imports per history), REUSE=1 (measure histories kept earlier),
# STUDIO and BENCH (other ndrange-studio / ndrange-bench binaries, e.g. an older build to compare).
set -euo pipefail

build=$(cd "${1:-build}" && pwd)
work=${2:-$(mktemp -d /tmp/ndr-history-bench.XXXXXX)}
repeat=${REPEAT:-3}
rows=${ROWS:-99999}
studio=${STUDIO:-$build/app/gui/ndrange-studio}
bench=${BENCH:-$build/app/cli/ndrange-bench}
fill=$build/tools/history-fill
viewBench=$build/tests/gui/ndr_history_view_bench
for tool in "$studio" "$bench" "$fill"; do
    [[ -x $tool ]] || { echo "missing $tool: build it first" >&2; exit 2; }
done
mkdir -p "$work"
[[ ${KEEP:-0} == 1 ]] || trap 'rm -rf "$work"' EXIT

# One environment per history: its own HOME and XDG directories; the OpenCL kernel cache is
# shared so that every measurement finds it warm.
export XDG_CACHE_HOME=$work/cache QT_QPA_PLATFORM=offscreen
use_history() {
    export HOME=$work/$1/home XDG_DATA_HOME=$work/$1/data XDG_CONFIG_HOME=$work/$1/config
    mkdir -p "$HOME" "$XDG_DATA_HOME/ndrange-studio" "$XDG_CONFIG_HOME"
}

# best WALL_S MAX_RSS_MIB over $repeat runs of the command.
measure() {
    local best_s="" best_kb="" i s kb
    for ((i = 0; i < repeat; i++)); do
        if ! /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt"; then
            printf "failed after %s s: %s" "$(awk '{print $1}' "$work/time.txt" | tail -1)" "$(grep -v '^Command' "$work/stderr.txt" | tail -1)"
            return 0
        fi
        read -r s kb <"$work/time.txt"
        if [[ -z $best_s ]] || awk "BEGIN{exit !($s < $best_s)}"; then best_s=$s; fi
        if [[ -z $best_kb ]] || ((kb < best_kb)); then best_kb=$kb; fi
    done
    printf "%6.2f s %6d MiB" "$best_s" $((best_kb / 1024))
}

row() { # LABEL HISTORY
    local label=$1
    use_history "$2"
    printf "%-44s %-10s " "$label" "$2"
    shift 2
    measure "$@"
    echo
}

use_history empty
"$studio" --view lessons --screenshot "$work/warm.png" >/dev/null 2>&1 || true # warms the kernel cache

for seed in 1 2 3; do
    "$fill" "$work/runs$seed.csv" "$rows" --seed "$seed" --csv >/dev/null
done
for imports in ${HISTORIES:-0 1 3}; do
    name=empty
    if ((imports > 0)); then
        name=imports$imports
        use_history "$name"
        file=$XDG_DATA_HOME/ndrange-studio/history.sqlite
        # REUSE=1: a history left by an earlier run with KEEP=1 is measured again as it is.
        [[ ${REUSE:-0} == 1 && -s $file ]] && imports=0
        for ((seed = 1; seed <= imports; seed++)); do
            /usr/bin/time -f "%e s %M KiB" -o "$work/fill.txt" "$bench" history import "$work/runs$seed.csv" 2>/dev/null
            echo "$name: history import runs$seed.csv ($rows rows): $(cat "$work/fill.txt")"
        done
        echo "$name: $(du -cm "$file"* | tail -1 | cut -f1) MB on disk"
    fi
    row "studio start (--view lessons)" "$name" "$studio" --view lessons --screenshot "$work/lessons.png"
    row "History tab first screen (--view history)" "$name" "$studio" --view history --screenshot "$work/history.png"
    row "history list (every run)" "$name" "$bench" history list
    row "history export --csv (every run)" "$name" bash -c "$bench history export --csv $work/export.csv || true"
    row "history list --variant tiled --limit 20" "$name" "$bench" history list --variant tiled --limit 20
    if [[ -x $viewBench ]]; then
        use_history "$name"
        echo "History tab model ($name):"
        "$viewBench" "$XDG_DATA_HOME/ndrange-studio/history.sqlite" | sed 's/^/    /'
    fi
done
[[ ${KEEP:-0} == 1 ]] && echo "histories kept in $work"
