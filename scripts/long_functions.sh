#!/bin/sh
# Lists C++ functions longer than a limit (default 80 lines) and files longer than 500 lines under
# the given folders (default core), longest first; uses Universal Ctags' end: field.
limit=${LIMIT:-80}
[ $# -eq 0 ] && set -- core
find "$@" \( -name '*.cpp' -o -name '*.hpp' \) -print0 | xargs -0 wc -l | awk '$2 != "total" && $1 > 500 { print "file", $1, $2 }'
find "$@" \( -name '*.cpp' -o -name '*.hpp' \) -print0 |
    xargs -0 ctags --c++-kinds=f --fields=+ne -o - 2>/dev/null |
    awk -F'\t' -v limit="$limit" '{
        start = ""; end = ""
        for (i = 4; i <= NF; i++) {
            if ($i ~ /^line:/) start = substr($i, 6)
            if ($i ~ /^end:/) end = substr($i, 5)
        }
        if (end != "" && end - start + 1 > limit) print "function", end - start + 1, $2 ":" start, $1
    }' | sort -k2,2 -rn
