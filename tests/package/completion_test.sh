#!/usr/bin/env bash
# The bash completion of ndrange-bench, sourced as bash-completion would, completes command lines
# against the real program: COMP_WORDS/COMP_CWORD set as bash sets them, COMPREPLY checked.
#   usage: completion_test.sh PROGRAM COMPLETION_SCRIPT
set -uo pipefail
program=$1
# shellcheck source=/dev/null
source "$2"
[[ $(complete -p ndrange-bench) == *"-F _ndrange_bench"* ]] || { echo "FAIL: no completion registered" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
touch "$work/runs.csv" "$work/kernel.cl" "$work/bundle.zip"
failures=0

# complete "WORDS" : COMPREPLY for the last word (a trailing space starts a new, empty word).
complete_line()
{
    read -ra COMP_WORDS <<<"$1"
    [[ $1 == *" " ]] && COMP_WORDS+=("")
    COMP_WORDS[0]=$program
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE=$1
    COMPREPLY=()
    _ndrange_bench
}
# offers WORD : WORD is among COMPREPLY. (A loop, not `printf | grep -q`: under pipefail, grep -q
# leaving at the first match can kill printf with SIGPIPE and fail the pipeline at random.)
offers()
{
    local c
    for c in "${COMPREPLY[@]}"; do
        [[ $c == "$1" ]] && return 0
    done
    return 1
}
# expect "WORDS" WORD... : each WORD is among the completions.   refuse "WORDS" WORD... : none is.
expect()
{
    local line=$1 w
    shift
    complete_line "$line"
    for w in "$@"; do
        offers "$w" ||
            { echo "FAIL: [$line] does not offer '$w' (offers: ${COMPREPLY[*]})" >&2; failures=$((failures + 1)); }
    done
}
refuse()
{
    local line=$1 w
    shift
    complete_line "$line"
    for w in "$@"; do
        ! offers "$w" ||
            { echo "FAIL: [$line] offers '$w'" >&2; failures=$((failures + 1)); }
    done
}
# only "WORDS" "W1 W2 ..." : the completions are exactly these words (in any order).
only()
{
    complete_line "$1"
    local got want
    got=$(printf '%s\n' "${COMPREPLY[@]}" | sed '/^$/d' | sort | tr '\n' ' ')
    want=$(tr ' ' '\n' <<<"$2" | sed '/^$/d' | sort | tr '\n' ' ')
    [[ $got == "$want" ]] ||
        { echo "FAIL: [$1] offers '${COMPREPLY[*]}', expected '$2'" >&2; failures=$((failures + 1)); }
}

# Every command of the usage, and nothing that is not one.
commands=$("$program" --help | sed -n 's/^  ndrange-bench \([a-z][a-z]*\).*/\1/p' | sort -u)
# shellcheck disable=SC2086
expect "x " $commands --help --version
refuse "x " COMMAND usage
only "x sw" "sweep"
only "x his" "history"

# Options per command, from that command's usage; an option given already is not offered again.
expect "x run --" --variant --n --local --device --buffers --queues --csv --trace --json --kernel-file --no-history
refuse "x run --" --variants --budget --global
expect "x sweep --" --variants --n --local --csv --no-tuned
refuse "x sweep --" --variant --kernel-file
expect "x tune --" --variant --budget --seeds --max-tile --no-store --show --clear-cache
expect "x ids --" --global --local --pad
expect "x database --" --list --check --file
expect "x peaks --" --cached --clear-cache --json
expect "x compare --" --rerun --threshold --any-device --json --device --reps
expect "x run --" --target-ci --max-reps --max-seconds
expect "x " compare
refuse "x run --json --n 64 --" --json --n
expect "x run --json --n 64 --" --variant
only "x run --no-h" "--no-history"

# Fixed choices of an option, from the usage.
only "x run --queues " "inorder ooo two"
only "x sweep --buffers " "copy use alloc"
only "x run --buffers u" "use"
only "x variants --workload " "matmul reduce vadd pi"

# Variant names, asked of the program (variants --names), per --workload where one is given.
names=$("$program" variants --names)
[[ $(wc -l <<<"$names") -ge 10 ]] || { echo "FAIL: variants --names lists too few: $names" >&2; exit 1; }
# shellcheck disable=SC2086
expect "x run --variant " $names
only "x run --variant tile" "$(grep '^tile' <<<"$names" | tr '\n' ' ' | sed 's/ $//')"
expect "x run --workload reduce --variant " $("$program" variants --names --workload reduce)
refuse "x run --workload reduce --variant " naive tiled
# tune takes only tunable variants: the choices its usage lists.
tunable=$("$program" tune --help | grep -o -- '--variant [a-z0-9_|]*' | head -n 1 | cut -d' ' -f2 | tr '|' ' ')
[[ -n $tunable ]] || { echo "FAIL: tune's usage names no tunable variant" >&2; exit 1; }
# shellcheck disable=SC2086
only "x tune --variant " "$tunable"
# --variants is a comma-separated list: its last item is completed, the ones before it kept.
expect "x sweep --variants " all naive tiled
expect "x sweep --variants naive,til" naive,tiled
refuse "x sweep --variants naive,til" tiled all naive,all

# Sub-commands of history and bundle, and the files they take.
only "x history " "clear delete export import list show"
only "x bundle " "export import"
expect "x history list --" --device --variant --since --limit --json
cd "$work" || exit 1
only "x history import " "bundle.zip kernel.cl runs.csv"
only "x bundle import bun" "bundle.zip"
only "x run --csv ru" "runs.csv"
only "x run --kernel-file ker" "kernel.cl"
# A value that is no file and no choice: nothing to offer (never the option list).
only "x run --n " ""
only "x run --device " ""

((failures == 0)) || exit 1
echo "completion: all checks passed ($(wc -w <<<"$commands") commands, $(wc -l <<<"$names") variants)"
