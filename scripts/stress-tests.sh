#!/usr/bin/env bash
# The suite's determinism check: runs the whole test suite N times in a row (the same ctest
# command as `bash scripts/setup.sh test`) while LOAD CPU-bound busy loops compete for the
# cores, and reports pass or fail for every run. Zero failures is the bar.
#   bash scripts/stress-tests.sh [N] [CTEST_ARG...]   N defaults to 5; extra arguments go to
#                                                      ctest (e.g. -R Watchdog, -L gui)
# Environment: BUILD_DIR (default build), LOAD (busy loops, default 2), JOBS (ctest -j, default
# nproc). Logs: $BUILD_DIR/stress-logs/run-K.log. Exit status: 0 when every run passed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${BUILD_DIR:-$root/build}
runs=${1:-5}
shift || true
load=${LOAD:-2}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 2)}
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 [N] [CTEST_ARG...]  (N: runs, 1 or more)" >&2; exit 2; }
[[ $load =~ ^[0-9]+$ ]] || { echo "LOAD must be a number of busy loops (got '$load')" >&2; exit 2; }
if [[ ! -f $build_dir/CTestTestfile.cmake ]]; then
    echo "no configured build in $build_dir: run 'bash scripts/setup.sh build' first" >&2
    exit 2
fi
# Up to date before the load starts: the runs below measure the tests, not the compiler.
cmake --build "$build_dir" -j "$jobs"

logs=$build_dir/stress-logs
mkdir -p "$logs"
busy=()
stop_load() {
    ((${#busy[@]})) && kill "${busy[@]}" 2>/dev/null
    wait 2>/dev/null || true
}
trap stop_load EXIT
for ((i = 0; i < load; ++i)); do
    (while :; do :; done) &
    busy+=($!)
done
echo "stress: $runs run(s) of the suite, ctest -j $jobs, beside $load busy loop(s) on $(nproc) core(s)"

failed=0
for ((k = 1; k <= runs; ++k)); do
    log=$logs/run-$k.log
    t0=$(date +%s)
    if ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" --timeout 900 "$@" >"$log" 2>&1; then
        verdict=PASS
    else
        verdict=FAIL
        failed=$((failed + 1))
    fi
    summary=$(grep -E "tests passed" "$log" | tail -1 || true)
    echo "run $k/$runs: $verdict  ${summary:-no ctest summary}  ($(($(date +%s) - t0)) s, $log)"
    if [[ $verdict == FAIL ]]; then
        sed -n '/The following tests FAILED/,$p' "$log" | grep -E '^[[:space:]]+[0-9]+ - ' || true
    fi
done
echo "stress: $((runs - failed)) of $runs run(s) passed under load"
((failed == 0))
