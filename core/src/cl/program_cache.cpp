#include "cl/program_cache.hpp"

#include "base/cl_error.hpp"
#include "cl/program_build.hpp"
#include "cl/ptx_retarget.hpp"
#include "ndr/diagnostics.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

bool isNvidia(const cl::Device& dev)
{
    return dev.getInfo<CL_DEVICE_VENDOR>().find("NVIDIA") != std::string::npos;
}

} // namespace

cl::Program ProgramCache::get(std::size_t deviceIndex, const cl::Context& ctx, const cl::Device& dev,
                              const std::string& source, const std::string& options, const std::string& sourceName)
{
    auto key = std::make_tuple(deviceIndex, source, options);
    if (auto it = programs_.find(key); it != programs_.end())
        return it->second;
    ProgramBuild build = buildFromSource(ctx, dev, source, options);
    if (build.status != CL_SUCCESS) {
        const std::string log = replaceCompilerSourceName(build.log, sourceName);
        Error error = openclError("kernel build failed: " + clErrorName(build.status) + " with options \"" + options +
                                      "\"\nbuild log:\n" + log,
                                  "clBuildProgram", build.status);
        throw error.withDiagnostics(parseBuildLog(log, sourceName));
    }
    cl::Program program = build.program;
    // A kernel with sm_90a-only instructions (written as marked PTX comments) is rebuilt from its
    // PTX retargeted to sm_90a; built as it is, it would multiply nothing.
    if (source.find(kSm90aMarker) != std::string::npos && isNvidia(dev))
        if (const std::string ptx = markedPtx(program); !ptx.empty())
            program = rebuildForSm90a(ptx, ctx, dev, options);
    programs_.emplace(std::move(key), program);
    return program;
}

} // namespace ndr
