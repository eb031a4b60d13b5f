#!/usr/bin/env bash
# The H100 GEMM benchmark in one go, building nothing: the device list, the any-N verification of
# every fast variant (tf32_tensor and fp32_tensor included), tunes at each N, then the timed table with same-run
# references (CLBlast through ndrange-bench, cuBLAS FP32 and TF32 through PyTorch).
#
# usage: scripts/h100-bench.sh OUTDIR [BIN_DIR]
#   BIN_DIR holds ndrange-bench and gemm-probe (default: build/app/cli and build/tools), and
#   cublas_reference.py / gemm_table.py are taken from beside this script.
# Environment: SIZES (default "1024 2048 4096 8192"), REPS (table repetitions, default 20),
#   CHECK_DB_SIZES (default "33 257 1000": the tensor variants with the shipped database there),
#   DB_BUDGET[_SMALL] / TC_BUDGET[_SMALL] (random tuning candidates after the seeds, see tune_args),
#   PHASES (default "devices check explore tune table"), TUNE_LIMIT[_LARGE] (seconds per tune).
#   Each step has its own time limit, so one hang cannot eat the rest; the last lines printed are
#   the table.
set -u
out=${1:?usage: h100-bench.sh OUTDIR [BIN_DIR]}
bin=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
bench=${bin:+$bin/ndrange-bench}
bench=${bench:-build/app/cli/ndrange-bench}
probe=${bin:+$bin/gemm-probe}
probe=${probe:-build/tools/gemm-probe}
sizes=${SIZES:-1024 2048 4096 8192}
reps=${REPS:-20}
phases=${PHASES:-devices check explore tune table}
mkdir -p "$out/table" "$out/tune" "$out/check"
# The run's own configuration and cache directories: never the machine's.
export XDG_CONFIG_HOME=$out/cfg XDG_CACHE_HOME=$out/cache
log() { echo "== $(date -u +%H:%M:%S) $*"; }
has() { [[ " $phases " == *" $1 "* ]]; }

if has devices; then
    log devices
    timeout 60 "$bench" devices >"$out/devices.txt" 2>&1
    grep -E "^Device|Platform  |Name  |Driver version|Compute units|NVIDIA compute" "$out/devices.txt"
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv \
        >"$out/nvidia-smi.txt" 2>&1
    cat "$out/nvidia-smi.txt"
    timeout 60 "$bench" variants --workload matmul >"$out/variants.txt" 2>&1
    grep -E "^(tf32_tensor|fp32_tensor|clblast|double_buffered)" "$out/variants.txt"
fi

# Any N, every fast variant: defaults at odd sizes, then every tf32_tensor seed shape.
if has check; then
    log "check: every fast variant at N = 33, 257, 1000"
    timeout 180 "$bench" sweep --variants register_blocked,vectorized,double_buffered,tf32_tensor,fp32_tensor,clblast \
        --n 33,257,1000 --no-tuned --reps 2 --no-cpu --csv "$out/check/defaults.csv" 2>&1 | tee "$out/check/defaults.txt"
    for p in MWG=128,NWG=256,KWG=8,MDIMC=16,NDIMC=16,VW=4 MWG=256,NWG=128,KWG=8,MDIMC=32,NDIMC=8,VW=4 \
             MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4 MWG=64,NWG=128,KWG=16,MDIMC=8,NDIMC=16,VW=4 \
             MWG=64,NWG=64,KWG=32,MDIMC=8,NDIMC=8,VW=2 MWG=32,NWG=32,KWG=16,MDIMC=8,NDIMC=4,VW=1; do
        timeout 60 "$bench" sweep --variants tf32_tensor --params "$p" --n 33,257,1000 --reps 1 --no-cpu 2>&1 |
            grep -v "^variant" | sed "s/\$/  $p/"
    done | tee "$out/check/tf32_shapes.txt"
    timeout 60 "$bench" run --variant tf32_tensor --n 1000 --no-tuned --reps 3 2>&1 | tee "$out/check/tf32_run.txt"
    # The shipped database's entries (on compute capability 9.0, the warpgroup kernels) at edges.
    timeout 180 "$bench" sweep --variants tf32_tensor,fp32_tensor --n "$(echo ${CHECK_DB_SIZES:-33 257 1000} | tr ' ' ,)" \
        --reps 2 --no-cpu --csv "$out/check/database.csv" 2>&1 | tee "$out/check/database.txt"
    # Refused with exit 2 on a device without tensor cores (PoCL's CPU device, if listed here).
    cpu=$(awk '/^Device /{id=$2} /Portable Computing Language/{print id; exit}' "$out/devices.txt")
    if [[ -n $cpu ]]; then
        timeout 60 "$bench" run --variant tf32_tensor --n 64 --device "$cpu" --no-tuned >"$out/check/refused.txt" 2>&1
        echo "tf32_tensor on device $cpu: exit $? ($(head -c 300 "$out/check/refused.txt"))"
    fi
fi

# Kernel A/B outside the engine (gemm-probe): registers and spills from NVIDIA's compiler
# (-cl-nv-verbose), tf32_tensor's switches (TC_LDSM, TC_VST, both on by default) and shapes, and
# the FP32 kernel's best tile. The PTX of the default tf32_tensor build is disassembled with
# ptxas/nvdisasm (instruction counts printed, SASS kept).
if has explore; then
    log "explore"
    db=matmul_double_buffered.cl tc=matmul_tf32_tensor.cl
    v="-cl-nv-verbose"
    tol=0.25
    mkdir -p "$out/ptx"
    timeout 150 "$probe" --reps 10 --dump "$out/ptx" 8192 \
        "$tc|MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=8,VW=4|$v|$tol" \
        "$tc|MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=8,VW=4|$v -DTC_VST=0|$tol" \
        "$tc|MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=8,VW=4|$v -DTC_LDSM=0 -DTC_VST=0|$tol" \
        "$tc|MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4|$v|$tol" \
        "$tc|MWG=64,NWG=128,KWG=16,MDIMC=8,NDIMC=16,VW=4|$v|$tol" \
        "$tc|MWG=128,NWG=256,KWG=8,MDIMC=16,NDIMC=16,VW=4|$v|$tol" \
        "$db|MWG=128,NWG=256,KWG=8,MDIMC=16,NDIMC=16,VW=4|$v|" 2>&1 | tee "$out/explore-8192.txt"
    # SASS of the default tf32_tensor build: instruction counts of the main loop's kinds.
    if command -v ptxas >/dev/null && [[ -s $out/ptx/1.bin ]]; then
        tr -d '\000' <"$out/ptx/1.bin" >"$out/ptx/tc.ptx" # the binary ends in a NUL
        ptxas -arch=sm_90 "$out/ptx/tc.ptx" -o "$out/ptx/tc.cubin" 2>&1 | head -3
        (nvdisasm "$out/ptx/tc.cubin" 2>/dev/null || cuobjdump -sass "$out/ptx/tc.cubin") >"$out/ptx/tc.sass"
        for op in HMMA LDSM LDS STS LDG BAR MOV CVT F2F; do
            printf "%s %s  " $op "$(grep -cE "[ \t]$op[ .]" "$out/ptx/tc.sass")"
        done
        echo
    fi
    timeout 60 "$probe" --reps 20 1024 \
        "$db|MWG=64,NWG=128,KWG=16,MDIMC=8,NDIMC=16,VW=4|$v|" "$tc|MWG=64,NWG=64,KWG=16,MDIMC=8,NDIMC=8,VW=4|$v|0.08" \
        "$tc|MWG=64,NWG=128,KWG=16,MDIMC=8,NDIMC=16,VW=4|$v|0.08" "$tc|MWG=64,NWG=64,KWG=16,MDIMC=8,NDIMC=4,VW=4|$v|0.08" \
        2>&1 | tee "$out/explore-1024.txt"
fi

# Tunes: the best verified parameters of each variant at each N (nothing stored).
# The tune's winner; a tune stopped at its time limit (SIGINT: it cancels cleanly) still names its
# best so far.
best() {
    if grep -q '^best ' "$1" 2>/dev/null; then
        grep '^best ' "$1" | awk '{print $2}'
    else
        grep 'best so far' "$1" 2>/dev/null | tail -n 1 | awk '{print $3}'
    fi
}
limit_for() { [[ $1 == 8192 ]] && echo ${TUNE_LIMIT_LARGE:-45} || echo ${TUNE_LIMIT:-35}; }
# The tune's search per variant and N: random candidates after the seeds at small N (cheap, and
# the tile matters most there); at large N the seeds (the large-tile ones first) and a few more.
tune_args() {
    case $1:$2 in
        double_buffered:1024) echo "--budget ${DB_BUDGET_SMALL:-4}" ;;
        double_buffered:2048) echo "--budget ${DB_BUDGET_SMALL:-0}" ;;
        double_buffered:*) echo "--budget ${DB_BUDGET:-0} --seeds 6" ;;
        tf32_tensor:8192) echo "--budget ${TC_BUDGET:-8}" ;;
        *) echo "--budget ${TC_BUDGET_SMALL:-0}" ;;
    esac
}
if has tune; then
    for n in $sizes; do
        for v in double_buffered fp32_tensor tf32_tensor; do
            log "tune $v N=$n ($(tune_args $v $n))"
            timeout -s INT "$(limit_for $n)" "$bench" tune --variant $v --n $n $(tune_args $v $n) --reps 5 --no-store \
                --csv "$out/tune/$v-$n.csv" >"$out/tune/$v-$n.txt" 2>&1
            echo "$(grep -c GFLOP/s "$out/tune/$v-$n.txt") verified candidates, best $(best "$out/tune/$v-$n.txt")"
        done
    done
fi

if has table; then
    : >"$out/table/params.txt"
    for n in $sizes; do
        for v in double_buffered fp32_tensor tf32_tensor; do
            # The tune's winner where this run tuned; else the shipped parameter database (or, on a
            # device it does not know, the default): what a user's run gets out of the box.
            p=$(best "$out/tune/$v-$n.txt" 2>/dev/null)
            args=()
            [[ -n $p ]] && args=(--params "$p")
            log "table $v N=$n ${p:-shipped database}"
            timeout 120 "$bench" run --variant $v --n $n "${args[@]}" --reps "$reps" --no-cpu \
                --csv "$out/table/run-$v-$n.csv" >"$out/table/run-$v-$n.txt" 2>&1
            used=$(awk '/^params/{$1=""; print; exit}' "$out/table/run-$v-$n.txt")
            echo "$v $n ${used:- ?}" >>"$out/table/params.txt"
            grep -E "^(params|rate|verify|precision)" "$out/table/run-$v-$n.txt"
        done
        timeout 120 "$bench" run --variant clblast --n $n --reps "$reps" --no-cpu \
            --csv "$out/table/run-clblast-$n.csv" >"$out/table/run-clblast-$n.txt" 2>&1
        grep -E "^(rate|verify)" "$out/table/run-clblast-$n.txt"
    done
    log "cuBLAS (PyTorch), same run"
    timeout 180 python3 "$here/cublas_reference.py" --reps "$reps" --csv "$out/table/cublas.csv" $sizes 2>&1 |
        tee "$out/table/cublas.txt"
    log "table"
    python3 "$here/gemm_table.py" "$out/table" | tee "$out/table.md"
fi
