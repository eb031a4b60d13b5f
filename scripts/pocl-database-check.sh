#!/usr/bin/env bash
# Out of the box on PoCL: with an empty tuning cache (a fresh XDG_CONFIG_HOME, so only the
# shipped parameter database and the built-in defaults apply), run the fast GEMM variants and
# CLBlast in one sweep at N = 512 and 1024 and print each variant's ratio to CLBlast, the layer
# its parameters came from, and the best fast variant's ratio. Timing: run it on a quiet machine.
#
#   bash scripts/pocl-database-check.sh [BUILD_DIR]
#   env: REPS (timed repetitions, default 5), SIZES (default 512,1024), DEVICE (P:D, default the
#        first PoCL device), VARIANTS (default register_blocked,vectorized,double_buffered,cpu_blocked)
#
# Exit status: 0 when the best fast variant reaches 1.0x CLBlast at every size, 1 when it does
# not, 2 when something could not be measured (no PoCL device, no CLBlast, a failed run).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${1:-$root/build}
bench=${BENCH:-$build_dir/app/cli/ndrange-bench}
reps=${REPS:-5}
sizes=${SIZES:-512,1024}
variants=${VARIANTS:-register_blocked,vectorized,double_buffered,cpu_blocked}
[[ -x $bench ]] || { echo "no $bench: build first (bash scripts/setup.sh build)" >&2; exit 2; }

config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config # empty: no tuning cache
unset NDR_GEMM_DATABASE        # the database compiled into the binary

device=${DEVICE:-$("$bench" devices | awk '/^Device /{id=$2} /Portable Computing Language/ && id {print id; exit}')}
[[ -n $device ]] || { echo "no PoCL device found (install pocl-opencl-icd)" >&2; exit 2; }

echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ)  $("$bench" --version)  device $device  load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$bench" database --device "$device" --n "${sizes%%,*}" | sed -n '1,3p'
echo "# ndrange-bench sweep --variants $variants,clblast --n $sizes --reps $reps --no-cpu --device $device"
out=$("$bench" sweep --variants "$variants,clblast" --n "$sizes" --reps "$reps" --no-cpu --device "$device") || {
    echo "$out"
    echo "a run failed or was skipped (is libclblast-dev installed?)" >&2
    exit 2
}
echo "$out"
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
# Sweep rows: variant N local median-ms GFLOP/s GB/s speedup params result.
echo "$out" | awk '
    NR > 1 && $NF == "OK" { g[$1 " " $2] = $5; src[$1 " " $2] = $8; if (!seen[$2]++) ns[++count] = $2 }
    NR > 1 && $NF != "OK" { bad = 1 }
    END {
        if (bad) { print "a run failed: no ratio" > "/dev/stderr"; exit 2 }
        status = 0
        for (i = 1; i <= count; ++i) {
            n = ns[i]; ref = g["clblast " n]
            if (ref == "" || ref <= 0) { print "no CLBlast result at N = " n > "/dev/stderr"; exit 2 }
            best = ""; bestRatio = 0
            for (k in g) {
                split(k, part, " ")
                if (part[2] != n || part[1] == "clblast") continue
                ratio = g[k] / ref
                printf "N=%-5s %-17s %8.2f GFLOP/s  %5.2fx CLBlast (%s)  params: %s\n", n, part[1], g[k], ratio, ref, src[k]
                if (ratio > bestRatio) { bestRatio = ratio; best = part[1] }
            }
            verdict = (bestRatio >= 1.0) ? "(>= 1.0: met)" : "(< 1.0: NOT met)"
            printf "N=%-5s best fast variant %s: %.2fx CLBlast %s\n", n, best, bestRatio, verdict
            if (bestRatio < 1.0) status = 1
        }
        exit status
    }'
