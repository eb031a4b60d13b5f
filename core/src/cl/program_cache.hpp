#pragma once
#include <CL/opencl.hpp>

#include <map>
#include <string>
#include <tuple>

namespace ndr {

// Compiled programs keyed by (device, source, options): a sweep compiles each distinct
// configuration once, and re-running a variant in the GUI costs no compile.
class ProgramCache {
public:
    // Throws Error(Runtime) with the build log when the program fails to build, and the log's
    // diagnostics (Error::diagnostics()) located in `sourceName`, the file the source came from
    // ("mine.cl"), which also replaces the compiler's temporary name for it in the log.
    cl::Program get(std::size_t deviceIndex, const cl::Context& ctx, const cl::Device& dev, const std::string& source,
                    const std::string& options, const std::string& sourceName = "kernel.cl");
    std::size_t size() const { return programs_.size(); }

private:
    std::map<std::tuple<std::size_t, std::string, std::string>, cl::Program> programs_;
};

} // namespace ndr
