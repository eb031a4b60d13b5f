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

inline ndr::RunRequest quickRequest(const std::string& variant, std::size_t n,
                                    ndr::LocalSize local = ndr::LocalSize::automatic())
{
    ndr::RunRequest r;
    r.variant = variant;
    r.n = n;
    r.local = local;
    r.warmup = 0;
    r.reps = 1;
    r.measureCpu = false;
    return r;
}

#define NDR_REQUIRE_DEVICE()                                                                                 \
    do {                                                                                                     \
        if (sharedEngine().devices().empty())                                                                \
            GTEST_SKIP() << "no OpenCL device (install pocl-opencl-icd)";                                    \
    } while (0)
