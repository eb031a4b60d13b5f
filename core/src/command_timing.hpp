#pragma once
// Timing pieces shared by the workload runners: the host clock, one command's four timestamps,
// and the statistics every run reports from its timed repetitions.
#include <CL/opencl.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "ndr/run_result.hpp"
#include "ndr/variant.hpp"

namespace ndr {

std::int64_t steadyNs();

// A command whose event has completed, with its host enqueue interval. Without a profiling queue
// the host clock around enqueue and wait stands in (the run is then labelled profiled=false).
CommandTiming commandTiming(const cl::Event& done, bool profiling, const std::string& name, CommandKind kind,
                            bool warmup, std::uint64_t bytes, std::int64_t hostEnqueueBegin,
                            std::int64_t hostEnqueueEnd);

// Kernel statistics, GFLOP/s and GB/s from the median, and the mean queue stages of the timed
// kernel commands.
void fillKernelStatistics(RunResult& r, const Variant& v, std::size_t n, const LocalSize& local,
                          const std::vector<double>& timedMs);

} // namespace ndr
