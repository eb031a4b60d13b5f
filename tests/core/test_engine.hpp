#pragma once
#include <gtest/gtest.h>

#include "ndr/engine.hpp"

// One engine per test binary: enumeration and the program cache are shared across tests, as
// they are in the app. Tests that need a device skip (with a reason) when none exists.
inline ndr::Engine& sharedEngine()
{
    static ndr::Engine engine;
    return engine;
}

// The engine's watchdog is a wall-clock limit (60 s by default). A test that is not about the
// watchdog must not fail because a loaded machine runs its kernel slowly, or because PoCL compiles
// a kernel for its work-group size on the first launch, inside the wait: its runs get this limit,
// and CTest's per-test timeout is what guards against a hang.
constexpr double kNoWatchdogS = 3600;

inline ndr::RunRequest quickRequest(const std::string& variant, std::size_t n,
                                    ndr::LocalSize local = ndr::LocalSize::automatic())
{
    ndr::RunRequest r;
    r.timeoutS = kNoWatchdogS;
    r.variant = variant;
    r.n = n;
    r.local = local;
    r.warmup = 0;
    r.reps = 1;
    r.measureCpu = false;
    return r;
}

#define NDR_REQUIRE_DEVICE()                                                                                           \
    do {                                                                                                               \
        if (sharedEngine().devices().empty())                                                                          \
            GTEST_SKIP() << "no OpenCL device (install pocl-opencl-icd)";                                              \
    } while (0)
