#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ndr/gemm_params.hpp"
#include "ndr/gemm_params_source.hpp"

namespace ndr {

struct DeviceInfo;

// What the parameter database is keyed by, derived from a device (gemmDeviceKey).
struct GemmDeviceKey {
    // The OpenCL implementation's vendor, normalised: "pocl" for any device of PoCL (whatever CPU
    // it runs on: PoCL's compiler decides what is fast), "Mesa" for rusticl and Clover, else the
    // device vendor's short name ("NVIDIA", "AMD", "Intel", "Apple", "ARM", "Qualcomm",
    // "Imagination") or, for a vendor not in that list, CL_DEVICE_VENDOR as it is.
    std::string vendor;
    std::string type;   // "CPU", "GPU", "ACCELERATOR", "CUSTOM" or "OTHER"
    std::string device; // CL_DEVICE_NAME, trimmed, runs of blanks as one space
    // The instruction set the device's compiler targets, where the driver tells it: "sm_90" for an
    // NVIDIA device of compute capability 9.0; empty elsewhere (an AMD device's name is its "gfx…"
    // architecture already).
    std::string architecture;
};
GemmDeviceKey gemmDeviceKey(const DeviceInfo& device);
// The short vendor name for a CL_DEVICE_VENDOR string ("NVIDIA Corporation" -> "NVIDIA",
// "AuthenticAMD" -> "AMD"); a name not in the list comes back trimmed.
std::string normaliseVendor(const std::string& vendor);
// Trimmed, every run of blanks as one space.
std::string normaliseDeviceName(const std::string& name);

// One line of the database: parameters for a variant on every device that matches the key.
struct GemmDatabaseEntry {
    std::string vendor; // normalised vendor, or "*" (type entries)
    std::string type;   // CPU, GPU, ACCELERATOR, CUSTOM or OTHER
    // Normalised device name; a prefix ending in "*" for every device whose name starts with it
    // ("pthread-skylake-avx512-*": PoCL names its CPU devices after the kernel library it chose);
    // "arch:" and an architecture ("arch:sm_90") for every device of that vendor, type and
    // architecture (GemmDeviceKey::architecture); or "*" alone (vendor and type entries).
    std::string device;
    std::string variant;
    bool anyN = true; // false: only for minN <= N <= maxN
    std::size_t minN = 1, maxN = 0;
    GemmParams params;
    std::size_t tunedAtN = 0; // the N of the tune they came from (the small-N rule)
    std::string note;         // free text: where and when they were measured
    std::string origin;       // "pocl.txt:12"

    // DatabaseDevice, DatabaseArchitecture ("arch:…"), DatabaseVendor or DatabaseType, from which
    // key fields are "*".
    GemmParamsSource layer() const;
    // "NVIDIA/GPU/NVIDIA H100 80GB HBM3", "NVIDIA/GPU/arch:sm_90", "pocl/CPU" or "GPU".
    std::string keyLabel() const;
    // "*", "512", "256-1023" or "2048-".
    std::string rangeText() const;
    bool covers(std::size_t n) const { return anyN || (n >= minN && (maxN == 0 || n <= maxN)); }
    bool matches(const GemmDeviceKey& key) const;
    // A device entry by name prefix ("…*"), not for one exact name.
    bool devicePattern() const { return device.size() > 1 && device.back() == '*'; }
    // The architecture of an "arch:…" entry; empty for the others.
    std::string architecture() const;
};
// What starts the device field of an architecture entry.
inline constexpr const char* kGemmArchitecturePrefix = "arch:";

// A line that was left out, and why.
struct GemmDatabaseProblem {
    std::string origin; // "pocl.txt:12"
    std::string reason;
};

// The largest database file read (ndr/file_reader.hpp): the shipped files are a few KiB.
inline constexpr std::uint64_t kMaxGemmDatabaseBytes = 16u << 20;

// Tuned GEMM parameters shipped with the studio, looked up under the user's tuning cache
// (gemm_resolve.hpp). The text format is one entry a line, fields separated by '|':
//     vendor | type | device | variant | N range | parameters | tuned at N | note
// ('#' starts a comment line; docs/tuning.md has the rules). Every line is checked when it is
// read: a line that breaks a rule is left out and listed in problems(), never half-used.
class GemmDatabase {
public:
    // Reads `text`, naming lines "<file>:<line>" in origins and problems.
    void add(std::string_view text, const std::string& file);
    // Reads a database file: a regular file of at most kMaxGemmDatabaseBytes; throws
    // Error(InvalidInput) naming what it is otherwise (a directory, a device, a FIFO, too large).
    static GemmDatabase fromFile(const std::string& path);

    const std::vector<GemmDatabaseEntry>& entries() const { return entries_; }
    const std::vector<GemmDatabaseProblem>& problems() const { return problems_; }

    // The entry of each database layer for (key, variant, n), most specific first: the device
    // (its exact name before a name prefix), then vendor + type, then type; within a layer an
    // entry for an N range that holds n comes before the entry for any N. At most one entry per
    // layer.
    std::vector<const GemmDatabaseEntry*> lookup(const GemmDeviceKey& key, const std::string& variant,
                                                 std::size_t n) const;

private:
    std::vector<GemmDatabaseEntry> entries_;
    std::vector<GemmDatabaseProblem> problems_;
};

// The database the engine uses: the file named by $NDR_GEMM_DATABASE if it is set (to try
// entries without rebuilding; a line with a problem makes it an input error naming the line),
// else the tables compiled into the binary from resources/gemm_database/*.txt.
std::shared_ptr<const GemmDatabase> activeGemmDatabase();
// The tables compiled into the binary, read once.
const GemmDatabase& builtInGemmDatabase();
// "built-in (resources/gemm_database: pocl.txt, …)" or "$NDR_GEMM_DATABASE = FILE".
std::string activeGemmDatabaseName();

} // namespace ndr
