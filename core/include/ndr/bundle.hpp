#pragma once
// Result bundles: one zip (libzip) with everything needed to look at and reproduce a set of runs
// elsewhere — runs.csv, runs.json (every field, events included), devices.json, peaks.json where
// measured, the kernel sources as run, environment.txt, and bundle.json naming the format and its
// version. Anyone can unzip it; readBundle() takes one back in, refusing anything that is not a
// bundle of a version it knows, unsafe member names (absolute, "..") and oversized members.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/device_info.hpp"
#include "ndr/run_result.hpp"

namespace ndr {

struct BundleFile {
    std::string name; // path inside the zip, e.g. "kernels/matmul_tiled.cl"
    std::string content;
};

struct Bundle {
    int formatVersion = 1;
    std::string appVersion; // of the studio or CLI that wrote it
    std::string created;    // ISO 8601 UTC
    std::vector<RunResult> runs;
    std::string devicesJson = "[]";
    std::optional<std::string> peaksJson;
    std::vector<BundleFile> kernels;
    std::string environment; // environment.txt
};

// What readBundle() accepts at most (the defaults suit real bundles; tests pass smaller ones).
struct BundleLimits {
    std::uint64_t maxMemberBytes = std::uint64_t(256) << 20;
    std::uint64_t maxTotalBytes = std::uint64_t(1) << 30;
    std::size_t maxMembers = 10000;
};

// The bundle format this build writes and the newest it reads.
constexpr int kBundleFormatVersion = 1;

// A bundle of `runs` with the machine's devices, the kernel source of every catalogue variant
// among the runs (as compiled in), and the environment (app version and commit, OS, OpenCL
// platforms and drivers). Needs no engine, so the studio can call it on any thread.
Bundle makeBundle(const std::vector<DeviceInfo>& devices, std::vector<RunResult> runs,
                  const std::optional<std::string>& peaksJson = {});

// Makes the zip in a private directory, then writes it to `path` by the file writer's rules
// (file_writer.hpp): a regular file is replaced atomically, a link's target is written and the
// link kept, a device or FIFO is written in place. A failure leaves no partial file and any
// earlier file untouched. Throws FileWriteError or Error(Runtime) naming the file and the reason.
void writeBundle(const std::string& path, const Bundle& bundle);

// Reads and checks a bundle completely before returning anything. Throws Error(InvalidInput)
// naming the file and what is wrong (not a zip, a missing member, an unknown format or a newer
// version, an unsafe member name, a member or total over the limits, malformed runs.json).
Bundle readBundle(const std::string& path, const BundleLimits& limits = {});

} // namespace ndr
