#include "cl/ptx_retarget.hpp"

#include <cctype>

#include "base/cl_error.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

// The position just after the architecture name of the ".target" directive, and the name.
bool findTarget(const std::string& ptx, std::size_t& begin, std::size_t& end)
{
    for (std::size_t at = ptx.find(".target"); at != std::string::npos; at = ptx.find(".target", at + 1)) {
        if (at > 0 && ptx[at - 1] != '\n' && !std::isspace(static_cast<unsigned char>(ptx[at - 1])))
            continue;
        begin = at + 7;
        while (begin < ptx.size() && (ptx[begin] == ' ' || ptx[begin] == '\t'))
            ++begin;
        end = begin;
        while (end < ptx.size() && (std::isalnum(static_cast<unsigned char>(ptx[end])) || ptx[end] == '_'))
            ++end;
        return end > begin;
    }
    return false;
}

// Raises ".version X.Y" to 8.0 when it is older.
void raiseVersion(std::string& ptx)
{
    const std::size_t at = ptx.find(".version");
    if (at == std::string::npos)
        return;
    std::size_t p = at + 8;
    while (p < ptx.size() && (ptx[p] == ' ' || ptx[p] == '\t'))
        ++p;
    std::size_t q = p;
    while (q < ptx.size() && (std::isdigit(static_cast<unsigned char>(ptx[q])) || ptx[q] == '.'))
        ++q;
    const std::string version = ptx.substr(p, q - p);
    const std::size_t dot = version.find('.');
    if (dot == std::string::npos || dot == 0)
        return;
    if (std::stoi(version.substr(0, dot)) < 8)
        ptx.replace(p, q - p, "8.0");
}

} // namespace

std::string retargetPtxToSm90a(std::string_view text)
{
    std::string ptx(text);
    while (!ptx.empty() && ptx.back() == '\0') // program binaries end in a NUL
        ptx.pop_back();
    std::size_t begin = 0, end = 0;
    if (!findTarget(ptx, begin, end))
        throw runtimeError("PTX retarget: no .target directive in the program's PTX");
    const std::string arch = ptx.substr(begin, end - begin);
    if (arch != "sm_90" && arch != "sm_90a")
        throw runtimeError("PTX retarget: the program targets " + arch + ", not sm_90 (sm_90a instructions need "
                           "compute capability 9.0)");
    if (arch == "sm_90")
        ptx.insert(end, "a");
    std::size_t markers = 0;
    std::string out;
    out.reserve(ptx.size());
    for (std::size_t from = 0;;) {
        const std::size_t at = ptx.find(kSm90aMarker, from);
        out.append(ptx, from, at == std::string::npos ? std::string::npos : at - from);
        if (at == std::string::npos)
            break;
        ++markers;
        from = at + kSm90aMarker.size();
    }
    if (markers == 0)
        throw runtimeError("PTX retarget: no " + std::string(kSm90aMarker) + "marker in the program's PTX");
    raiseVersion(out);
    return out;
}

std::string markedPtx(const cl::Program& program)
{
    const auto binaries = program.getInfo<CL_PROGRAM_BINARIES>();
    if (binaries.size() != 1)
        return {};
    const std::string text(binaries[0].begin(), binaries[0].end());
    if (text.find(".version") == std::string::npos || text.find("\n.target ") == std::string::npos ||
        text.find(kSm90aMarker) == std::string::npos)
        return {};
    return text;
}

cl::Program rebuildForSm90a(const std::string& ptx, const cl::Context& ctx, const cl::Device& dev,
                            const std::string& options)
{
    const std::string target = retargetPtxToSm90a(ptx);
    cl::Program::Binaries binaries{std::vector<unsigned char>(target.begin(), target.end())};
    binaries[0].push_back(0);
    cl::Program program;
    try {
        program = cl::Program(ctx, {dev}, binaries);
    } catch (const cl::Error& e) {
        throw openclError("the sm_90a PTX of the kernel was not accepted: " + clErrorName(e.err()),
                          "clCreateProgramWithBinary", e.err());
    }
    try {
        program.build({dev}, options.c_str());
    } catch (const cl::Error& e) {
        std::string log;
        try {
            log = program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
        } catch (const cl::Error&) {
            log = "(no build log available)";
        }
        throw openclError("kernel build failed for sm_90a (its wgmma instructions): " + clErrorName(e.err()) +
                              "\nbuild log:\n" + log,
                          "clBuildProgram", e.err());
    }
    return program;
}

} // namespace ndr
