#pragma once
// The cl::Device behind one of the engine's devices, for tests that build and launch kernels of
// their own on it. Include after defining CL_HPP_ENABLE_EXCEPTIONS where the test needs it.
#include <CL/opencl.hpp>

#include <stdexcept>
#include <string>
#include <vector>

#include "base/cl_error.hpp"
#include "cl/program_build.hpp"

#include "test_engine.hpp"

inline cl::Device clDeviceOf(const ndr::DeviceInfo& info)
{
    std::vector<cl::Platform> platforms;
    cl::Platform::get(&platforms);
    std::vector<cl::Device> devices;
    platforms.at(std::size_t(info.platformIndex)).getDevices(CL_DEVICE_TYPE_ALL, &devices);
    return devices.at(std::size_t(info.deviceIndex));
}

// The shared engine's default device (the one a request of -1, -1 runs on).
inline cl::Device defaultClDevice()
{
    return clDeviceOf(sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)]);
}

// `source` built for `dev` through the engine's own door (ndr::buildFromSource, which builds once
// more after a failure without a compiler error: another test process replacing the program in
// the PoCL cache the tests share). Throws with the build log where it does not build.
inline cl::Program builtProgram(const cl::Context& ctx, const cl::Device& dev, const std::string& source,
                                const std::string& options)
{
    const ndr::ProgramBuild built = ndr::buildFromSource(ctx, dev, source, options);
    if (built.status != CL_SUCCESS)
        throw std::runtime_error("the test's program did not build (" + ndr::clErrorName(built.status) + "):\n" +
                                 built.log);
    return built.program;
}
