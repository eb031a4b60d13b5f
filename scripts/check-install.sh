#!/usr/bin/env bash
# Checks what a user gets from an installation rather than from the build tree (CI runs it after
# the test suite; run it by hand after a build):
#   1. `cpack -G DEB` builds ndrange-studio_<version>_<arch>.deb: its file list is exactly what an
#      installation needs, Depends come from the linked libraries (shlibdeps), the runtime pieces
#      are recommended, its desktop entry and metainfo validate;
#   2. `cmake --install` into a temporary prefix; with the build tree moved away, from `/` and with
#      a fresh HOME: a verified ndrange-bench run on the first device (PoCL without a GPU), a user
#      kernel in the kernel runner (libexec), `ndrange-studio --version`, an offscreen screenshot in
#      German, the installed bash completion and manual pages.
#   usage: bash scripts/check-install.sh [BUILD_DIR]     (default: build, or $BUILD_DIR)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "${1:-${BUILD_DIR:-$root/build}}" && pwd)
gui=$(sed -n 's/^NDR_BUILD_GUI:BOOL=//p' "$build/CMakeCache.txt")
work=$(mktemp -d)
hidden="$build.hidden-by-check-install"
restore() {
    [[ -d $hidden && ! -e $build ]] && mv "$hidden" "$build"
    rm -rf "$work"
}
trap restore EXIT
fail() { echo "check-install: FAIL: $*" >&2; exit 1; }
step() { echo "== check-install: $* =="; }

step "cpack -G DEB"
(cd "$build" && cpack -G DEB -B "$work/deb" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; fail "cpack"; }
debs=("$work"/deb/ndrange-studio_*.deb)
[[ -f ${debs[0]} ]] || fail "cpack made no ndrange-studio_*.deb"
deb=${debs[0]}
expected=(./usr/bin/ndrange-bench ./usr/libexec/ndrange-studio/ndr-kernel-runner
          ./usr/share/bash-completion/completions/ndrange-bench ./usr/share/man/man1/ndrange-bench.1.gz)
if [[ $gui == ON ]]; then
    expected+=(./usr/bin/ndrange-studio ./usr/share/applications/ndrange-studio.desktop
               ./usr/share/icons/hicolor/scalable/apps/ndrange-studio.svg
               ./usr/share/metainfo/io.github.ndrange.studio.metainfo.xml ./usr/share/man/man1/ndrange-studio.1.gz)
fi
files=$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sort)
want=$(printf '%s\n' "${expected[@]}" | sort)
[[ $files == "$want" ]] || fail "the package's files differ from an installation's:
$(diff <(echo "$want") <(echo "$files") || true)"
depends=$(dpkg-deb -f "$deb" Depends)
libs=(libc6 libstdc++6 "ocl-icd-libopencl1|libopencl1" libzip4 libsqlite3-0)
[[ $gui == ON ]] && libs+=(libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6 libqt6svg6)
depends_names=$(tr ',|' '\n\n' <<<"$depends" | awk '{ print $1 }')
for lib in "${libs[@]}"; do
    grep -qxF -f <(tr '|' '\n' <<<"$lib") <<<"$depends_names" || fail "Depends lacks $lib: $depends"
done
recommends=$(dpkg-deb -f "$deb" Recommends)
for pkg in pocl-opencl-icd opencl-icd libclblast1 libopenblas0; do
    grep -q "$pkg" <<<"$recommends" || fail "Recommends lacks $pkg: $recommends"
done
if [[ $gui == ON ]]; then
    grep -q qt6-translations-l10n <<<"$recommends" || fail "Recommends lacks qt6-translations-l10n"
    dpkg-deb -x "$deb" "$work/unpacked"
    desktop-file-validate "$work/unpacked/usr/share/applications/ndrange-studio.desktop"
    appstreamcli validate --no-net "$work/unpacked/usr/share/metainfo/io.github.ndrange.studio.metainfo.xml"
fi
echo "$(basename "$deb"): ${#expected[@]} files; Depends: $depends"

step "cmake --install into a temporary prefix"
prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" >"$work/install.log"
mv "$build" "$hidden" # nothing installed may read the build tree
mkdir -p "$work/home"
# A clean environment: no variable of the build or the tests, only what a desktop session has.
run() { (cd / && env -i HOME="$work/home" PATH=/usr/bin:/bin LANG=C.UTF-8 "$@"); }
run "$prefix/bin/ndrange-bench" --version
# Exit 0 is "all verified"; the JSON's status says it too.
run "$prefix/bin/ndrange-bench" run --variant tiled --n 128 --reps 2 --no-history --json >"$work/run.json" ||
    { cat "$work/run.json" >&2; fail "the installed ndrange-bench run failed"; }
grep -q '"status":"verified"' "$work/run.json" || { cat "$work/run.json" >&2; fail "the installed run was not verified"; }
cat >"$work/user.cl" <<'KERNEL'
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int i = get_global_id(1), j = get_global_id(0);
    float acc = 0.0f;
    for (int k = 0; k < N; ++k)
        acc += A[i * N + k] * B[k * N + j];
    C[i * N + j] = acc;
}
KERNEL
run "$prefix/bin/ndrange-bench" run --kernel-file "$work/user.cl" --n 64 --reps 1 --no-history --json \
    >"$work/user.json" || { cat "$work/user.json" >&2; fail "a user kernel in the installed kernel runner failed"; }
grep -q '"status":"verified"' "$work/user.json" ||
    { cat "$work/user.json" >&2; fail "the user kernel's run was not verified"; }
echo "installed ndrange-bench: verified runs (built-in variant and user kernel in the kernel runner)"

for page in "$prefix"/share/man/man1/*.1.gz; do
    zcat "$page" | grep -q '^\.TH NDRANGE' || fail "$page is no manual page"
    ! zcat "$page" | grep -q '@PROJECT_VERSION@' || fail "$page has no version"
done
completions=$(PATH="$prefix/bin:$PATH" bash -c '
    source "$1"
    COMP_WORDS=(ndrange-bench run --variant ""); COMP_CWORD=3; _ndrange_bench; echo "${COMPREPLY[*]}"' _ \
    "$prefix/share/bash-completion/completions/ndrange-bench")
grep -qw tiled <<<"$completions" || fail "the installed completion does not offer variant names: $completions"

if [[ $gui == ON ]]; then
    run "$prefix/bin/ndrange-studio" --version
    run QT_QPA_PLATFORM=offscreen "$prefix/bin/ndrange-studio" --no-settings --no-history --language de \
        --view setup --screenshot "$work/setup-de.png" >"$work/studio.log" 2>&1 ||
        { cat "$work/studio.log" >&2; fail "the installed studio did not start"; }
    [[ -s $work/setup-de.png ]] || fail "the installed studio wrote no screenshot"
    echo "installed ndrange-studio: started offscreen in German, screenshot written"
fi
mv "$hidden" "$build"
step "passed"
