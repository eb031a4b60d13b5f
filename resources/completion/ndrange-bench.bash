# bash completion for ndrange-bench (installed as share/bash-completion/completions/ndrange-bench).
# Nothing here is a copy of the program's options: commands, sub-commands, options, their fixed
# choices ("--queues inorder|ooo|two") and which options take a value are read from the usage the
# program prints (ndrange-bench [COMMAND] --help), variant names from `ndrange-bench variants
# --names`, so completion follows the program that is installed.

# The usage of the program, or of one of its commands: one line per "ndrange-bench ..." form,
# its indented continuation lines joined to it.
_ndrange_bench_synopsis()
{
    "$1" ${2:+"$2"} --help 2>/dev/null | awk '
        /^usage:/ { inside = 1; next }
        inside && /^$/ { exit }
        inside && /^  ndrange-bench / { if (line != "") print line; sub(/^ +/, ""); line = $0; next }
        inside && /^      / { sub(/^ +/, " "); line = line $0 }
        END { if (line != "") print line }'
}

# Sub-commands of a command (history: list show export import clear): the first word after
# "ndrange-bench COMMAND" or after " | " in its usage, when it is a lowercase word.
_ndrange_bench_subcommands()
{
    local cmd=$1
    sed -e "s/^ndrange-bench $cmd //" -e 's/ | /\n/g' |
        sed -n 's/^ *\([a-z][a-z]*\)\( .*\)\{0,1\}$/\1/p' | grep -vx -- "$cmd" | sort -u
}

# "--option VALUE" pairs of the usage: one line "--option VALUE" each (flags have no value).
_ndrange_bench_valued()
{
    grep -o -- '--[a-z][a-z-]* [^][ |-][^] ]*' | sort -u
}

_ndrange_bench_variant_names()
{
    local prog=$1 workload=$2
    "$prog" variants --names ${workload:+--workload "$workload"} 2>/dev/null
}

_ndrange_bench()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} prog=${COMP_WORDS[0]}
    COMPREPLY=()
    if ((COMP_CWORD == 1)); then
        local commands
        commands=$(_ndrange_bench_synopsis "$prog" | sed -n 's/^ndrange-bench \([a-z][a-z]*\).*/\1/p' | sort -u)
        mapfile -t COMPREPLY < <(compgen -W "$commands --help --version" -- "$cur")
        return 0
    fi
    local cmd=${COMP_WORDS[1]} synopsis subcommands
    synopsis=$(_ndrange_bench_synopsis "$prog" "$cmd")
    [[ -n $synopsis ]] || return 0
    subcommands=$(_ndrange_bench_subcommands "$cmd" <<<"$synopsis")

    # The value of an option: its fixed choices, variant names, files, or nothing to offer.
    local value
    value=$(_ndrange_bench_valued <<<"$synopsis" | sed -n "s/^$prev //p" | head -n 1)
    if [[ $prev == --* && -n $value ]]; then
        local workload="" i
        for ((i = 2; i < COMP_CWORD - 1; i++)); do
            [[ ${COMP_WORDS[i]} == --workload ]] && workload=${COMP_WORDS[i + 1]}
        done
        if [[ $prev == --variants ]]; then # a comma-separated list: complete its last item
            local head=${cur%"${cur##*,}"} names
            names=$(_ndrange_bench_variant_names "$prog" "$workload")
            [[ -z $head ]] && names+=$'\n'all
            mapfile -t COMPREPLY < <(compgen -P "$head" -W "$names" -- "${cur##*,}")
        elif [[ $value =~ ^[a-z0-9_]+(\|[a-z0-9_]+)+$ ]]; then
            mapfile -t COMPREPLY < <(compgen -W "${value//|/ }" -- "$cur")
        elif [[ $prev == --variant ]]; then
            mapfile -t COMPREPLY < <(compgen -W "$(_ndrange_bench_variant_names "$prog" "$workload")" -- "$cur")
        elif [[ $value == *FILE* || $value == *.cl || $value == *.json ]]; then
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        fi
        return 0
    fi

    if ((COMP_CWORD == 2)) && [[ -n $subcommands && $cur != -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$subcommands" -- "$cur")
        return 0
    fi
    # A file the sub-command takes ("import FILE.csv", "export FILE.zip").
    if ((COMP_CWORD == 3)) && [[ $cur != -* ]] &&
        grep -q -- "\(ndrange-bench $cmd \| | \)$prev [A-Z.]*FILE" <<<"$synopsis"; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        return 0
    fi

    # Options of this command not given yet (each option is given once).
    local options given=" " opt offer=() i
    for ((i = 2; i < ${#COMP_WORDS[@]}; i++)); do
        ((i == COMP_CWORD)) || given+="${COMP_WORDS[i]} "
    done
    options=$(grep -o -- '--[a-z][a-z-]*' <<<"$synopsis" | sort -u)
    for opt in $options --help; do
        [[ $given == *" $opt "* ]] || offer+=("$opt")
    done
    mapfile -t COMPREPLY < <(compgen -W "${offer[*]}" -- "$cur")
    return 0
}

complete -F _ndrange_bench ndrange-bench
