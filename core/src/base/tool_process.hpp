#pragma once
// Running a command-line tool of the system (binutils' objdump, LLVM's llvm-dis) and keeping what
// it prints: the inspector's disassembly.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ndr {

// The full path of `name` found on $PATH (an executable regular file); nullopt when there is none.
std::optional<std::string> findProgram(const std::string& name);

struct ToolOutput {
    int exitCode = -1;      // -1 when it did not exit normally
    std::string out;        // its stdout, at most maxBytes
    bool truncated = false; // it printed more than maxBytes (the rest was read and dropped)
    std::string error;      // why it could not be started; empty when it was
};

// Runs `path` with `args` (no shell), stdin from /dev/null, stderr dropped; blocks until it exits.
ToolOutput runTool(const std::string& path, const std::vector<std::string>& args, std::size_t maxBytes);

} // namespace ndr
