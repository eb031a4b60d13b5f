#!/usr/bin/env bash
# The desktop entry and the AppStream metadata pass the freedesktop.org and AppStream validators
# (desktop-file-utils, appstream: installed by scripts/setup.sh), and the metadata launches the
# desktop entry and provides the programs that are installed.
#   usage: desktop_files_test.sh DESKTOP_FILE METAINFO_FILE
set -euo pipefail
desktop=$1 metainfo=$2
for tool in desktop-file-validate:desktop-file-utils appstreamcli:appstream; do
    command -v "${tool%%:*}" >/dev/null ||
        { echo "FAIL: ${tool%%:*} is missing (Debian package ${tool#*:}; bash scripts/setup.sh installs it)" >&2; exit 1; }
done
out=$(desktop-file-validate "$desktop" 2>&1) || { echo "FAIL: $out" >&2; exit 1; }
[[ -z $out ]] || { echo "FAIL: desktop-file-validate is not silent: $out" >&2; exit 1; }
appstreamcli validate --no-net --pedantic "$metainfo"
grep -q "<launchable type=\"desktop-id\">$(basename "$desktop")</launchable>" "$metainfo" ||
    { echo "FAIL: $metainfo does not launch $(basename "$desktop")" >&2; exit 1; }
grep -q "^Exec=ndrange-studio" "$desktop" || { echo "FAIL: $desktop does not start ndrange-studio" >&2; exit 1; }
grep -q "^Icon=ndrange-studio$" "$desktop" || { echo "FAIL: $desktop has another icon" >&2; exit 1; }
echo "desktop entry and metainfo valid"
