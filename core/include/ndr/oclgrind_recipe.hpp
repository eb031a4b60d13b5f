#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "ndr/local_size.hpp"

namespace ndr {

// How one run is checked under Oclgrind, the same for ndrange-bench's hint after a crashed run
// and the studio's "Check with Oclgrind": Oclgrind with its checks, then `ndrange-bench run` with
// the run's kernel, device, local size and buffers, at a small N of the same shape, one
// repetition, no warm-up and no CPU timing; output files and the watchdog are left out.

// Oclgrind's own options: data races, uninitialised values, API misuse.
const std::vector<std::string>& oclgrindCheckFlags();

// The N checked: small enough for Oclgrind's interpreter (seconds) and no multiple of common
// tile sizes, so edge handling runs (19 for a matmul, also a kernel file's; 1027 for a vector
// workload); a variant without edge handling gets a multiple of its block. Never above `n`.
std::size_t oclgrindCheckN(const std::string& variant, const LocalSize& local, std::size_t n);

// The options that end the check's `ndrange-bench run`: --n N --reps 1 --warmup 0 --no-cpu.
std::vector<std::string> oclgrindCheckRunTail(std::size_t n);

// Whether a `run` option is left out of the check (output files, the sizes and repetitions the
// tail sets, the watchdog); *takesValue: its value is left out with it.
bool oclgrindCheckDrops(const std::string& option, bool* takesValue);

} // namespace ndr
