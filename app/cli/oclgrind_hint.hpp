#pragma once
#include <string>
#include <vector>

namespace ndr::cli {

// The command that checks a failed `run` under Oclgrind, by the recipe the studio's Check with
// Oclgrind follows too (ndr/oclgrind_recipe.hpp): the same kernel, device, local size and
// buffers at a small N, one repetition, no CPU timing and no output files. `args` are the run's
// arguments after the sub-command.
std::string oclgrindCommand(const std::vector<std::string>& args);
// The same hint after another command's failure, whose run is not known here.
std::string oclgrindHintForOtherCommands();

} // namespace ndr::cli
