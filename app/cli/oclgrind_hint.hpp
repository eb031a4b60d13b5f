#pragma once
#include <string>
#include <vector>

namespace ndr::cli {

// The command that checks a failed `run` under Oclgrind: the same kernel, device, local size and
// buffers at a small N (19, as the studio's Check with Oclgrind uses), one repetition, no CPU
// timing and no output files. `args` are the run's arguments after the sub-command.
std::string oclgrindCommand(const std::vector<std::string>& args);

} // namespace ndr::cli
