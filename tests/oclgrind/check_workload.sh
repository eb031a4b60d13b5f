#!/usr/bin/env bash
# Runs every variant of one workload under Oclgrind (data races, uninitialised values, API
# misuse, out-of-bounds accesses) at small sizes that are not tile multiples, with two local
# sizes each. Fails on any Oclgrind diagnostic, crash or verification failure.
# usage: check_workload.sh NDRANGE_BENCH WORKLOAD
set -u
bench=$1
workload=$2
command -v oclgrind >/dev/null || { echo "oclgrind not installed"; exit 77; }
variants=$("$bench" variants --workload "$workload" --json | grep -o '"name":"[a-z0-9_]*"' | cut -d'"' -f4)
[[ -n $variants ]] || { echo "no variants for $workload"; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
failures=0
runs=0
for v in $variants; do
    # Tunable GEMM kernels take their local size from --params (NDIMC x MDIMC); the clblast and
    # cblas variants run a library, not a kernel of ours, and are not simulated.
    params=()
    case $v in
        clblast|cblas) echo "skip $v (library)"; continue ;;
        tf32_tensor|fp32_tensor) echo "skip $v (NVIDIA inline PTX; its emulation is verified in ndr_gemm_tests)"; continue ;;
        register_blocked)
            params=(--params MWG=16,NWG=16,KWG=8,MDIMC=4,NDIMC=4,VW=1 --params MWG=16,NWG=32,KWG=8,MDIMC=8,NDIMC=4,VW=1) ;;
        vectorized)
            params=(--params MWG=16,NWG=16,KWG=8,MDIMC=4,NDIMC=4,VW=4 --params MWG=16,NWG=32,KWG=8,MDIMC=8,NDIMC=4,VW=2) ;;
        cpu_blocked)
            # One work-item per tile (local size 1x1): 6 x 16 blocks of float8, odd blocks of float4.
            params=(--params MWG=12,NWG=32,KWG=16,MDIMC=2,NDIMC=2,VW=8 --params MWG=15,NWG=8,KWG=8,MDIMC=3,NDIMC=1,VW=4) ;;
        double_buffered)
            # The third: one 8x4 warp-shaped group (NDIMC 8, MDIMC 4) at N = 36, where group (0,0)
            # lies inside C and takes the unchecked fast path.
            params=(--params MWG=16,NWG=16,KWG=8,MDIMC=4,NDIMC=4,VW=4 --params MWG=16,NWG=32,KWG=8,MDIMC=8,NDIMC=4,VW=2
                    --params MWG=16,NWG=32,KWG=8,MDIMC=4,NDIMC=8,VW=4) ;;
    esac
    if [[ ${#params[@]} -gt 0 ]]; then
        for ((i = 1; i < ${#params[@]}; i += 2)); do
            p=${params[i]}
            n=19
            [[ $i -eq 5 ]] && n=36
            : >"$log"
            out=$(oclgrind --data-races --uninitialized --check-api --log "$log" \
                  "$bench" run --variant "$v" --n $n --params "$p" --warmup 0 --reps 1 --no-cpu --no-tuned 2>&1)
            rc=$?
            runs=$((runs + 1))
            if [[ $rc -ne 0 || -s $log ]]; then
                failures=$((failures + 1))
                echo "FAIL $v n=$n $p (exit $rc)"
                echo "$out" | tail -3
                head -40 "$log"
            else
                echo "ok   $v n=$n $p"
            fi
        done
        continue
    fi
    case $workload in
        matmul)
            case $v in
                blocked*) configs=("16 4x4" "16 8x8") ;;
                row*) configs=("19 4" "19 8") ;;
                *) configs=("19 4x4" "19 8x8") ;;
            esac ;;
        *)
            case $v in
                reduce_serial) configs=("1027 1") ;;
                *) configs=("1027 16" "1027 64") ;;
            esac ;;
    esac
    for c in "${configs[@]}"; do
        read -r n local <<<"$c"
        : >"$log"
        out=$(oclgrind --data-races --uninitialized --check-api --log "$log" \
              "$bench" run --variant "$v" --n "$n" --local "$local" --warmup 0 --reps 1 --no-cpu 2>&1)
        rc=$?
        runs=$((runs + 1))
        if [[ $rc -ne 0 || -s $log ]]; then
            failures=$((failures + 1))
            echo "FAIL $v n=$n local=$local (exit $rc)"
            echo "$out" | tail -3
            head -40 "$log"
        else
            echo "ok   $v n=$n local=$local"
        fi
    done
done
# The work-group explorer's tool kernel (work_item_ids.cl) rides along with matmul: 2-D and 1-D,
# uniform, ragged with partial groups (Oclgrind has non-uniform work-groups) and padded.
if [[ $workload == matmul ]]; then
    for shape in "12x8 4x2" "40 8" "10x6 4x4" "20 8 --pad"; do
        read -r global local pad <<<"$shape"
        : >"$log"
        out=$(oclgrind --data-races --uninitialized --check-api --log "$log" \
              "$bench" ids --global "$global" --local "$local" $pad 2>&1)
        rc=$?
        runs=$((runs + 1))
        if [[ $rc -ne 0 || -s $log ]]; then
            failures=$((failures + 1))
            echo "FAIL ids global=$global local=$local $pad (exit $rc)"
            echo "$out" | tail -3
            head -40 "$log"
        else
            echo "ok   ids global=$global local=$local $pad"
        fi
    done
fi
echo "$((runs - failures)) passed, $failures failed"
[[ $failures -eq 0 ]]
