#!/usr/bin/env bash
# The CPU GEMM table of docs/benchmarks.md in one run: on the PoCL CPU device, with an empty
# tuning cache (only the shipped parameter database applies), the CPU kernel (cpu_blocked), the best
# GPU-style kernels, CLBlast and the host's OpenBLAS (the cblas variant) in the same sweep at
# N = 512, 1024 and 2048, every run verified; the rounds alternate nothing but repeat the whole
# sweep, and each figure is a variant's best median over the rounds (noise from other processes
# only slows a run down).
#
#   bash scripts/cpu-gemm-table.sh [BUILD_DIR]
#   env: ROUNDS (sweeps, default 3), REPS (timed repetitions per run, default 5), SIZES (default
#        512,1024,2048), DEVICE (P:D, default the first PoCL device), VARIANTS (default
#        cpu_blocked,double_buffered,vectorized), OUT (default
#        docs/benchmarks/<UTC date>-cpu-gemm-table.txt; "-" for standard output only)
#
# The file holds the machine (CPU model, cores, load average before and after), the libraries,
# every round's sweep and the Markdown table for docs/benchmarks.md. Exit status: 0 when every run
# verified, 2 when something could not be measured (no PoCL device, a failed or skipped run).
# Run it on a quiet machine: on a loaded one the figures say little, and the load is written down.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${1:-$root/build}
bench=${BENCH:-$build_dir/app/cli/ndrange-bench}
rounds=${ROUNDS:-3}
reps=${REPS:-5}
sizes=${SIZES:-512,1024,2048}
variants=${VARIANTS:-cpu_blocked,double_buffered,vectorized}
out=${OUT:-$root/docs/benchmarks/$(date -u +%Y-%m-%d)-cpu-gemm-table.txt}
[[ -x $bench ]] || { echo "no $bench: build first (bash scripts/setup.sh build)" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]?$ ]] || { echo "ROUNDS must be 1..99 (got $rounds)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config # empty: no tuning cache
unset NDR_GEMM_DATABASE             # the database compiled into the binary

device=${DEVICE:-$("$bench" devices | awk '/^Device /{id=$2} /Portable Computing Language/ && id {print id; exit}')}
[[ -n $device ]] || { echo "no PoCL device found (install pocl-opencl-icd)" >&2; exit 2; }

report=$work/report.txt
{
    echo "# CPU GEMM table, $(date -u +%Y-%m-%dT%H:%M:%SZ), $("$bench" --version)"
    echo "# CPU: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "# device $device: $("$bench" devices | awk -v id="$device" '/^Device /{cur = $2} cur == id && $1 == "Name" {sub(/^ *Name +/, ""); print; exit}')"
    "$bench" run --variant cblas --n 64 --device "$device" --no-history | sed -n 's/^library */# cblas: /p'
    echo "# sweep: --variants $variants,cblas,clblast --n $sizes --reps $reps --no-cpu, $rounds round(s)"
} >"$report"
for ((r = 1; r <= rounds; ++r)); do
    sweep=$("$bench" sweep --variants "$variants,cblas,clblast" --n "$sizes" --reps "$reps" --no-cpu --no-history \
        --device "$device") || { echo "$sweep"; echo "a run failed or was skipped" >&2; exit 2; }
    { echo "## round $r"; echo "$sweep"; } >>"$report"
    echo "round $r/$rounds done" >&2
done
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$report"

# Sweep rows: variant N local median-ms GFLOP/s GB/s speedup params result; the best per variant and N.
awk -v order="$variants,cblas,clblast" -v sizes="$sizes" '
    /^## round/ { inRound = 1; next }
    inRound && $1 != "variant" && NF >= 9 {
        if ($NF != "OK") { bad = 1; next }
        key = $1 " " $2
        if (!(key in g) || $5 > g[key]) g[key] = $5
    }
    END {
        if (bad) { print "a run did not verify" > "/dev/stderr"; exit 2 }
        nv = split(order, vs, ","); nn = split(sizes, ns, ",")
        printf "\n| variant |"; for (i = 1; i <= nn; ++i) printf " N=%s |", ns[i]; printf "\n|---|"
        for (i = 1; i <= nn; ++i) printf "---:|"; printf "\n"
        for (v = 1; v <= nv; ++v) {
            printf "| `%s` |", vs[v]
            for (i = 1; i <= nn; ++i) {
                k = vs[v] " " ns[i]; blas = g["cblas " ns[i]]; cl = g["clblast " ns[i]]
                if (!(k in g)) { printf " - |"; continue }
                printf " %.1f", g[k]
                if (vs[v] != "cblas" && vs[v] != "clblast" && blas > 0)
                    printf " (%.2fx OpenBLAS, %.2fx CLBlast)", g[k] / blas, g[k] / cl
                printf " |"
            }
            printf "\n"
        }
        print "\nGFLOP/s: each variant'\''s best median over the rounds; ratios to cblas (the host'\''s OpenBLAS) and clblast of the same run."
    }' "$report" >>"$report"

if [[ $out == - ]]; then
    cat "$report"
else
    mkdir -p "$(dirname "$out")"
    cp "$report" "$out"
    cat "$report"
    echo "written to $out" >&2
fi
