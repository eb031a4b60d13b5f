#!/usr/bin/env bash
# NDRange Studio: install the Debian 12 packages the project needs (when missing), configure,
# build, then either launch the studio or run every test.
#   bash scripts/setup.sh launch   build and start ndrange-studio (PoCL when there is no GPU)
#   bash scripts/setup.sh test     build and run the whole test suite (what .ci/run does)
#   bash scripts/setup.sh build    build only
# Environment: BUILD_DIR (default build), NDR_BUILD_GUI=OFF builds core + CLI without Qt.
set -euo pipefail
mode=${1:-build}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${BUILD_DIR:-$root/build}
gui=${NDR_BUILD_GUI:-ON}

packages=(cmake g++ make pkg-config ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers pocl-opencl-icd
          clinfo googletest libgtest-dev oclgrind
          clpeak          # scripts/peaks-vs-clpeak.sh measures against it
          python3         # scripts/core_layers.py: the core's layer check in the suite
          nlohmann-json3-dev # the kernel runner's messages (user kernels and tuner candidates)
          libzip-dev      # result bundles (zip files)
          libsqlite3-dev  # the run history (history.sqlite) the CLI and the studio share
          libclblast-dev  # CLBlast: the clblast reference variant (loaded at run time; optional)
          libopenblas0-pthread # OpenBLAS: the cblas reference variant on CPU devices (dlopen; optional)
          dpkg-dev file   # the .deb package: cpack's dpkg-shlibdeps (Depends) and its file check
          binutils        # inspect: objdump disassembles PoCL's work-group functions
          llvm-15         # inspect: llvm-dis of PoCL's program.bc (PoCL 3.1 is built with LLVM 15)
          gzip)           # manual pages are installed compressed
if [[ $gui == ON ]]; then
    packages+=(qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6svg6-dev libqt6opengl6-dev
               libgl-dev fonts-dejavu-core fonts-wqy-microhei
               qt6-translations-l10n          # Qt's own strings (dialogs, buttons) in German and Chinese
               desktop-file-utils appstream)  # the desktop entry and the AppStream metadata are validated
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    sudo=""
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -q
    $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DNDR_BUILD_GUI="$gui"
cmake --build "$build_dir" -j "$jobs"

case $mode in
    build) ;;
    test)
        # ctest prints "100% tests passed, 0 tests failed out of N" and exits non-zero on failure.
        ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" --timeout 900
        ;;
    launch)
        if [[ $gui == ON ]]; then
            exec "$build_dir/app/gui/ndrange-studio"
        else
            "$build_dir/app/cli/ndrange-bench" devices
            exec "$build_dir/app/cli/ndrange-bench" sweep --variants naive,tiled --n 256,512
        fi
        ;;
    *) echo "usage: $0 launch|test|build" >&2; exit 2 ;;
esac
