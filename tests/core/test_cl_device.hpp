#pragma once
// The cl::Device behind one of the engine's devices, for tests that build and launch kernels of
// their own on it. Include after defining CL_HPP_ENABLE_EXCEPTIONS where the test needs it.
#include <CL/opencl.hpp>

#include <vector>

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
