#include "cl/program_cache.hpp"

#include "base/cl_error.hpp"
#include "ndr/errors.hpp"

namespace ndr {

cl::Program ProgramCache::get(std::size_t deviceIndex, const cl::Context& ctx, const cl::Device& dev,
                              const std::string& source, const std::string& options)
{
    auto key = std::make_tuple(deviceIndex, source, options);
    if (auto it = programs_.find(key); it != programs_.end())
        return it->second;
    cl::Program program(ctx, source);
    try {
        program.build({dev}, options.c_str());
    } catch (const cl::Error& e) {
        std::string log;
        try {
            log = program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
        } catch (const cl::Error&) {
            log = "(no build log available)";
        }
        throw openclError("kernel build failed: " + clErrorName(e.err()) + " with options \"" + options +
                              "\"\nbuild log:\n" + log,
                          "clBuildProgram", e.err());
    }
    programs_.emplace(std::move(key), program);
    return program;
}

} // namespace ndr
