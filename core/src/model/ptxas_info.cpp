#include "ndr/ptxas_info.hpp"

#include <regex>
#include <sstream>

namespace ndr {

namespace {

std::optional<std::uint64_t> bytesBefore(const std::string& line, const std::string& what)
{
    const std::regex re("(\\d+) bytes " + what);
    std::smatch m;
    if (std::regex_search(line, m, re))
        return std::stoull(m[1].str());
    return std::nullopt;
}

// The entry in `all` named `function`, appended when there is none yet.
PtxasInfo& entryFor(std::vector<PtxasInfo>& all, const std::string& function)
{
    for (auto& p : all)
        if (p.function == function)
            return p;
    all.push_back(PtxasInfo{});
    all.back().function = function;
    return all.back();
}

} // namespace

std::vector<PtxasInfo> parsePtxasLog(const std::string& log)
{
    static const std::regex compiling(R"(ptxas info\s*:\s*Compiling entry function '([^']+)' for '([^']+)')");
    static const std::regex properties(R"(ptxas info\s*:\s*Function properties for (\S+))");
    static const std::regex used(R"(ptxas info\s*:\s*Used (\d+) registers)");
    static const std::regex barriers(R"(used (\d+) barriers)");
    static const std::regex cmem(R"((\d+) bytes cmem\[0\])");
    std::vector<PtxasInfo> all;
    std::string current; // the function the latest lines are about
    std::istringstream in(log);
    std::string line;
    std::smatch m;
    while (std::getline(in, line)) {
        if (std::regex_search(line, m, compiling)) {
            current = m[1].str();
            entryFor(all, current).target = m[2].str();
        } else if (std::regex_search(line, m, properties)) {
            current = m[1].str();
            entryFor(all, current);
        } else if (!current.empty() && line.find("bytes stack frame") != std::string::npos) {
            PtxasInfo& p = entryFor(all, current);
            p.stackFrameBytes = bytesBefore(line, "stack frame");
            p.spillStoreBytes = bytesBefore(line, "spill stores");
            p.spillLoadBytes = bytesBefore(line, "spill loads");
        } else if (!current.empty() && std::regex_search(line, m, used)) {
            PtxasInfo& p = entryFor(all, current);
            p.registers = std::stoi(m[1].str());
            if (std::regex_search(line, m, barriers))
                p.barriers = std::stoi(m[1].str());
            p.smemBytes = bytesBefore(line, "smem");
            if (std::regex_search(line, m, cmem))
                p.cmemBytes = std::stoull(m[1].str());
        }
    }
    return all;
}

std::optional<PtxasInfo> ptxasInfoFor(const std::string& log, const std::string& function)
{
    for (auto& p : parsePtxasLog(log))
        if (p.function == function)
            return p;
    return std::nullopt;
}

} // namespace ndr
