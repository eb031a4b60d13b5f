#!/bin/sh
# Runs one test command in a sandbox of its own: fresh, private (0700) HOME, XDG_CONFIG_HOME,
# XDG_CACHE_HOME, XDG_DATA_HOME, XDG_STATE_HOME, XDG_RUNTIME_DIR and TMPDIR, removed when the
# command ends, so that no test reads or writes the developer's settings, tuning cache or peaks
# cache, and no test sees what another one left behind. PoCL's compiled-kernel cache is the one
# thing shared between tests: it lives in the build tree (POCL_CACHE_DIR), so kernels are not
# recompiled cold by every test, and the developer's own PoCL cache is never used.
# (PoCL 3.1 replaces a cached program by remove-then-rename; a build that fails on that without a
# compiler error is made once more by the engine: core/src/cl/program_build.hpp.)
#   usage: sandbox.sh POCL_CACHE_DIR COMMAND [ARG...]
# The command's exit status is passed on; a command killed by a signal ends the script by the same
# signal, so that CTest still reports a crash as one.
# Test executables link sandbox_guard.cpp, which re-runs them through this script when they are
# started by hand; CMake puts it in front of every other test command (tests/support/sandbox.cmake).
# To debug a test, start the debugger inside the sandbox, so that it sees the test itself:
#   sh tests/support/sandbox.sh build/test-pocl-cache gdb --args build/tests/core/ndr_core_tests
set -eu
if [ $# -lt 2 ]; then
    echo "usage: $0 POCL_CACHE_DIR COMMAND [ARG...]" >&2
    exit 2
fi
pocl_cache=$1
shift
mkdir -p "$pocl_cache"
# Under the sanitizer build (NDR_SANITIZED set), LeakSanitizer's own stop-the-world tracer can
# crash as a process exits ("Tracer caught signal 11" ... "LeakSanitizer has encountered a fatal
# error"): a fault inside the sanitizer runtime, not a leak (google/sanitizers#1353). Its known
# trigger, scanning the dynamic TLS of the libraries PoCL loads, is off (use_tls=0 in
# CMakePresets.json); should the crash still happen, the test runs once more in a fresh sandbox.
# A leak report, or a failure without that crash, is never retried.
base=
log=
trap 'rm -rf "$base" "$log"' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

run_in_sandbox() {
    base=$(mktemp -d "${TMPDIR:-/tmp}/ndr-test.XXXXXX")
    for d in home config cache data state runtime tmp; do
        mkdir -m 700 "$base/$d"
    done
    status=0
    (
        export NDR_TEST_SANDBOX="$base"
        export HOME="$base/home"
        export XDG_CONFIG_HOME="$base/config"
        export XDG_CACHE_HOME="$base/cache"
        export XDG_DATA_HOME="$base/data"
        export XDG_STATE_HOME="$base/state"
        export XDG_RUNTIME_DIR="$base/runtime"
        export TMPDIR="$base/tmp"
        export POCL_CACHE_DIR="$pocl_cache"
        exec "$@"
    ) || status=$?
    rm -rf "$base"
}

if [ -n "${NDR_SANITIZED:-}" ]; then
    log=$(mktemp "${TMPDIR:-/tmp}/ndr-test-log.XXXXXX")
    run_in_sandbox "$@" >"$log" 2>&1
    cat "$log"
    if [ "$status" -ne 0 ] && grep -q "^Tracer caught signal" "$log" &&
        grep -q "LeakSanitizer has encountered a fatal error" "$log"; then
        echo "sandbox: LeakSanitizer's tracer crashed (a sanitizer runtime race, not a leak); running the test once more"
        run_in_sandbox "$@"
    fi
else
    run_in_sandbox "$@"
fi
rm -rf "$log"
trap - EXIT HUP INT TERM
if [ "$status" -gt 128 ] && [ "$status" -lt 160 ]; then
    kill -$((status - 128)) $$
fi
exit "$status"
