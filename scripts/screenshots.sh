#!/usr/bin/env bash
# Regenerates every studio screenshot in docs/screenshots from the current build, offscreen, on
# whatever OpenCL device is first (PoCL on a machine without a GPU). Each shot is a real run: the
# studio's --screenshot waits for the startup run, sweep, tune or check before it saves.
#   bash scripts/screenshots.sh [BUILD_DIR]
# Uses throwaway config, cache and data directories, so the user's settings, tuning and peaks
# caches and run history are neither read nor changed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
studio="$build/app/gui/ndrange-studio"
bench="$build/app/cli/ndrange-bench"
out="$root/docs/screenshots"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"

shot() { # FILE VIEW [studio options…]
    local file=$1 view=$2
    shift 2
    echo "== $file ($view)"
    "$studio" --no-settings --screenshot "$out/$file" --view "$view" "$@"
}

# Course ladder, every variant over sizes and local sizes: charts, bars, local sizes, heat map.
shot charts.png charts --sweep --sizes 64,128,200,256 --locals 4x4,8x8,16x16
shot bars.png bars --sweep --sizes 64,128,200,256 --locals 4x4,8x8,16x16
shot local.png local --sweep --sizes 64,128,200,256 --locals 4x4,8x8,16x16
shot heatmap.png heatmap --sweep --sizes 64,128,200,256 --locals 4x4,8x8,16x16
shot results.png results --variant tiled --sweep --sizes 64,128,256 --locals 8x8,16x16
# The course's claims measured on this device.
shot lessons.png lessons --run
shot devices.png devices
shot setup.png setup --variant tiled --n 256 --local 16x16 --run
shot setup-zh_TW.png setup --variant tiled --n 256 --local 16x16 --run --language zh_TW
shot setup-de.png setup --variant tiled --n 256 --local 16x16 --run --language de

# Peaks and the roofline: matmul, reduce and vadd runs of one device in one CSV.
"$bench" sweep --variants naive,transposed,tiled,blocked,row_private_local,double_buffered --n 256,512 \
    --reps 3 --csv "$work/matmul.csv" >/dev/null
"$bench" sweep --workload reduce --variants all --n 4194304 --reps 3 --csv "$work/reduce.csv" >/dev/null
"$bench" sweep --workload vadd --variants all --n 4194304 --reps 3 --csv "$work/vadd.csv" >/dev/null
{
    cat "$work/matmul.csv"
    tail -n +2 "$work/reduce.csv"
    tail -n +2 "$work/vadd.csv"
} >"$work/all.csv"
shot peaks.png peaks --measure-peaks
shot roofline.png roofline --import "$work/all.csv"

# Timeline, queue modes and buffer modes.
shot timeline.png timeline --variant tiled --n 256 --local 16x16 --queues inorder --buffers alloc
shot timeline-ooo.png timeline --variant vadd3_chained --n 8000000 --local 256 --queues ooo --buffers alloc
shot timeline-de.png timeline --variant tiled --n 256 --local 16x16 --queues two --buffers alloc --language de
shot buffer-modes.png buffers --variant tiled --n 256 --local 16x16

# Work-group explorer.
shot workgroups.png workgroups --variant tiled --n 16 --local 4x4
shot workgroups-gemm.png workgroups --variant double_buffered --n 150
shot workgroups-zh_TW.png workgroups --variant tiled --n 16 --local 4x4 --language zh_TW
# Ragged NDRanges (100x50 is no multiple of 16x16): padded where the device has no non-uniform
# work-groups (PoCL 3.1), with partial work-groups where it has them. Oclgrind has them, so
# the second shot runs the studio under Oclgrind (its ids are captured by Oclgrind's device).
shot workgroups-padded.png workgroups --global 100x50 --local 16x16 --select 100,20
if command -v oclgrind >/dev/null; then
    echo "== workgroups-ragged.png (workgroups, under Oclgrind)"
    oclgrind "$studio" --no-settings --screenshot "$out/workgroups-ragged.png" --view workgroups \
        --global 100x50 --local 16x16 --select 99,49
else
    echo "== workgroups-ragged.png skipped: oclgrind is not installed"
fi
shot banks.png banks

# Run setup naming the layer a tunable variant's parameters come from (empty tuning cache: the
# shipped database's entry for this device, or the default).
shot setup-database.png setup --variant double_buffered --n 512
# Tuning (a real search on the device) and the parameters it leaves for runs.
shot tuning.png tuning --tune vectorized --n 256 --budget 5

# User kernels and Oclgrind.
shot oclgrind-clean.png setup --variant tiled --n 64 --local 8x8 --check-oclgrind
shot oclgrind-findings.png setup --kernel-file "$root/docs/examples/oob_matmul.cl" --check-oclgrind
(cd "$root" && shot user-kernel-crash.png setup --kernel-file docs/examples/wild_write_matmul.cl --n 100 --local 4x4 \
    --run)
# The run history (a history of its own): ndrange-bench sweeps, a studio run, and a bundle of
# tiled runs made in a colleague's history and imported (runs already held would be skipped).
hist="$work/history"
colleague="$work/colleague"
mkdir -p "$hist" "$colleague"
XDG_DATA_HOME="$hist" "$bench" sweep --variants naive,tiled,blocked --n 128,256 --reps 3 >/dev/null
XDG_DATA_HOME="$hist" "$bench" sweep --workload reduce --variants all --n 1048576 --reps 3 >/dev/null
XDG_DATA_HOME="$hist" "$studio" --no-settings --screenshot "$work/studio-run.png" --view results --variant tiled \
    --n 256 --local 16x16 --run
XDG_DATA_HOME="$colleague" "$bench" sweep --variants tiled --n 512 --local 8x8,16x16 --reps 3 >/dev/null
XDG_DATA_HOME="$colleague" "$bench" bundle export "$work/gpu-box.zip" --variant tiled >/dev/null
XDG_DATA_HOME="$hist" "$bench" bundle import "$work/gpu-box.zip" >/dev/null
XDG_DATA_HOME="$hist" shot history.png history
# Compare: one sweep measured twice (B with one variant more, unmatched), so the verdicts are what
# this machine's noise and the Mann-Whitney test make of two measurements of the same kernels.
"$bench" sweep --variants naive,tiled,blocked,row_private_local --n 128,256 --reps 15 --no-history \
    --csv "$work/compare-a.csv" >/dev/null
"$bench" sweep --variants naive,tiled,blocked,row_private_local,transposed --n 128,256 --reps 15 --no-history \
    --csv "$work/compare-b.csv" >/dev/null
shot compare.png compare --compare-a "$work/compare-a.csv" --compare-b "$work/compare-b.csv"
echo "screenshots written to $out"
