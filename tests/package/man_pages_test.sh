#!/usr/bin/env bash
# The manual pages cannot drift from the programs: every command and every option the program's
# usage names (ndrange-bench: the overall usage and each command's; ndrange-studio: --help) must
# be described in its page, and the page must name no option the program does not have.
#   usage: man_pages_test.sh bench|studio PROGRAM PAGE.1
set -euo pipefail
kind=$1 program=$2 page=$3
# The page as plain words: troff's "\-" is a hyphen, font changes (\fB, \fI, \fR) are dropped.
text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' "$page")
failures=0
missing() { echo "FAIL: $page does not describe $1" >&2; failures=$((failures + 1)); }

case $kind in
bench)
    usage=$("$program" --help)
    commands=$(sed -n 's/^  ndrange-bench \([a-z][a-z]*\).*/\1/p' <<<"$usage" | sort -u)
    [[ $(wc -w <<<"$commands") -ge 10 ]] || { echo "FAIL: too few commands read from the usage" >&2; exit 1; }
    usages=$usage
    for c in $commands; do
        # Each command has a paragraph of its own (.TP / .B command) and its own usage's options.
        grep -qx -- "\.B $c" "$page" || missing "the command '$c' (no '.B $c' paragraph)"
        usages+=$'\n'$("$program" "$c" --help)
    done
    ;;
studio)
    usages=$("$program" --help)
    ;;
*)
    echo "usage: $0 bench|studio PROGRAM PAGE.1" >&2
    exit 2
    ;;
esac

options=$(grep -o -- '--[a-z][a-z-]*[a-z]' <<<"$usages" | sort -u)
[[ $(wc -w <<<"$options") -ge 10 ]] || { echo "FAIL: too few options read from the usage" >&2; exit 1; }
for o in $options; do
    grep -qE -- "(^|[^a-z-])$o([^a-z-]|\$)" <<<"$text" || missing "the option $o"
done
# And the other way round: an option in the page that the program does not have.
for o in $(grep -o -- '--[a-z][a-z-]*[a-z]' <<<"$text" | sort -u); do
    grep -qx -- "$o" <<<"$options" || { echo "FAIL: $page names $o, which the program does not have" >&2;
                                        failures=$((failures + 1)); }
done
((failures == 0)) || exit 1
echo "$page: $(wc -w <<<"$options") options${commands:+ and $(wc -w <<<"$commands") commands} described"
