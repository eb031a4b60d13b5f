#pragma once
#include <optional>
#include <string>
#include <vector>

namespace ndr::cli {

// `ndrange-bench --help`: every command's synopsis, the notes, the exit codes.
std::string overallUsage();
// `ndrange-bench COMMAND --help` (or -h, or `help COMMAND`): that command's synopsis, the notes
// that concern it and the exit codes; nullopt for a command that does not exist.
std::optional<std::string> commandUsage(const std::string& command);
// Whether `args` (after the command) ask for its usage: --help or -h among them.
bool asksForHelp(const std::vector<std::string>& args);

} // namespace ndr::cli
