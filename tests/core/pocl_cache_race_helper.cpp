// A child process of pocl_cache_race_test: builds one program on PoCL's CPU device, through the
// engine's door (ndr::buildFromSource) or by clBuildProgram alone ("raw"), and prints
// "platform <CL_PLATFORM_VERSION>" and "status S attempts A". Only that program is built, so that the preloaded shim sees no other
// program.bc.
//   usage: pocl_cache_race_helper door|raw SALT
// Exit status: 0 built, 1 not built, 2 bad usage, 3 no PoCL device.
#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "cl/program_build.hpp"

int main(int argc, char** argv)
{
    if (argc != 3 || (std::string(argv[1]) != "door" && std::string(argv[1]) != "raw"))
        return 2;
    const bool door = std::string(argv[1]) == "door";
    const std::string options = "-cl-std=CL1.2 -DSALT=" + std::string(argv[2]);
    const std::string source = "__kernel void scale(__global float* x) { x[get_global_id(0)] *= (float)SALT; }\n";
    try {
        std::vector<cl::Platform> platforms;
        cl::Platform::get(&platforms);
        for (const cl::Platform& platform : platforms) {
            if (platform.getInfo<CL_PLATFORM_NAME>().find("Portable Computing Language") == std::string::npos)
                continue;
            std::vector<cl::Device> devices;
            platform.getDevices(CL_DEVICE_TYPE_ALL, &devices);
            if (devices.empty())
                continue;
            const cl::Device& device = devices.front();
            std::printf("platform %s\n", platform.getInfo<CL_PLATFORM_VERSION>().c_str());
            cl::Context context(device);
            if (door) {
                const ndr::ProgramBuild built = ndr::buildFromSource(context, device, source, options);
                std::printf("status %d attempts %d\n", built.status, built.attempts);
                return built.status == CL_SUCCESS ? 0 : 1;
            }
            cl::Program program(context, source);
            try {
                program.build({device}, options.c_str());
            } catch (const cl::Error& e) {
                std::printf("status %d attempts 1\n", e.err());
                return 1;
            }
            std::printf("status 0 attempts 1\n");
            return 0;
        }
    } catch (const cl::Error& e) {
        std::printf("OpenCL error %d in %s\n", e.err(), e.what());
        return 3;
    }
    std::printf("no PoCL device\n");
    return 3;
}
