#include "cl/program_build.hpp"

#include <algorithm>
#include <vector>

#include "ndr/diagnostics.hpp"

namespace ndr {

namespace {

void buildOnce(const cl::Context& ctx, const cl::Device& dev, const std::string& source, const std::string& options,
               ProgramBuild& out)
{
    out.program = cl::Program(ctx, source);
    ++out.attempts;
    try {
        out.program.build({dev}, options.c_str());
        out.status = CL_SUCCESS;
        out.log.clear();
    } catch (const cl::Error& e) {
        out.status = e.err();
        try {
            out.log = out.program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
        } catch (const cl::Error&) {
            out.log = "(no build log available)";
        }
    }
}

} // namespace

bool buildWorthRetrying(cl_int status, const std::string& log)
{
    if (status != CL_BUILD_PROGRAM_FAILURE)
        return false;
    const std::vector<Diagnostic> diagnostics = parseBuildLog(log, "kernel.cl");
    return std::none_of(diagnostics.begin(), diagnostics.end(),
                        [](const Diagnostic& d) { return d.severity == DiagnosticSeverity::Error; });
}

ProgramBuild buildFromSource(const cl::Context& ctx, const cl::Device& dev, const std::string& source,
                             const std::string& options)
{
    ProgramBuild out;
    buildOnce(ctx, dev, source, options, out);
    if (out.status != CL_SUCCESS && buildWorthRetrying(out.status, out.log))
        buildOnce(ctx, dev, source, options, out);
    return out;
}

} // namespace ndr
