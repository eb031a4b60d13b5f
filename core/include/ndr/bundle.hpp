#pragma once
// Result bundles: one zip (libzip) with everything needed to look at and reproduce a set of runs
// elsewhere — runs.csv, runs.json (every field, events included), devices.json, peaks.json where
// measured, the kernel sources as run, environment.txt, and bundle.json naming the format and its
// version. Anyone can unzip it; BundleReader and readBundle() take one back in, checked whole:
// what the zip declares before anything is inflated (member names, sizes, compression ratios), the
// manifest against the zip, every run of runs.json (ndr::checkRunValues) against its row of
// runs.csv. Only what is read is inflated, as a stream, never past its declared size.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
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

// What a bundle may declare and hold at most (the defaults suit real bundles, whose runs.json takes
// about 4 KB a run and compresses about 6:1; tests pass smaller ones). Declared sizes and ratios
// are checked from the zip's central directory before anything is inflated; the two JSON limits
// while runs.json streams. The run count is the results CSV's (CsvLimits::maxRows: runs.csv is
// one), checked against the manifest's count before any run is read.
struct BundleLimits {
    std::size_t maxMembers = 10000;
    std::uint64_t maxMemberBytes = std::uint64_t(256) << 20;   // any member but runs.json, inflated
    std::uint64_t maxRunsJsonBytes = std::uint64_t(768) << 20; // runs.json, inflated
    std::uint64_t maxTotalBytes = std::uint64_t(1) << 30;      // every member, inflated
    // Inflated size over compressed size, for members declaring more than ratioFloorBytes (a
    // small member is harmless at any ratio). Deflate reaches about 1000:1 on runs of one byte;
    // real members stay below 20:1.
    std::uint64_t maxRatio = 200;
    std::uint64_t ratioFloorBytes = std::uint64_t(1) << 20;
    // runs.json: one run's JSON text (its commands included), and one JSON token (a string, a
    // number) or the white space between two tokens: a results CSV row's own limit.
    std::uint64_t maxRunJsonBytes = std::uint64_t(64) << 20;
    std::uint64_t maxJsonTokenBytes = std::uint64_t(1) << 20;
};

// What was wrong with a bundle, for code; the message (naming the file and the member) is for
// people. Limits broken are in Error::limit, limitValue and requested.
enum class BundleProblem {
    NotABundle,   // not a zip, no bundle.json, another format
    NewerFormat,  // a format version this build does not read
    UnsafeMember, // an absolute name, "." or "..", a name given twice
    TooLarge,     // a declared size or count over BundleLimits
    Compression,  // a compression ratio over BundleLimits::maxRatio
    Damaged,      // a member that inflates to more or less than it declares, or fails its CRC
    Missing,      // a member the format needs (runs.json, runs.csv, devices.json, environment.txt)
    Malformed,    // a member that does not parse (JSON or CSV syntax, JSON past its limits)
    Inconsistent, // members that disagree: runs.csv with runs.json, bundle.json with the zip
};

class BundleError : public Error {
public:
    BundleError(BundleProblem problem, std::string member, const std::string& message, std::size_t record = 0,
                std::string field = {})
        : Error(ErrorKind::InvalidInput, message), problem_(problem), member_(std::move(member)), record_(record),
          field_(std::move(field))
    {}
    BundleProblem problem() const { return problem_; }
    // Error::withLimit, keeping the type.
    BundleError& withLimit(std::string limit, std::optional<std::uint64_t> value = {},
                           std::optional<std::uint64_t> requested = {})
    {
        Error::withLimit(std::move(limit), value, requested);
        return *this;
    }
    // The member at fault ("runs.csv"), empty when it is the zip itself.
    const std::string& member() const { return member_; }
    // Where in it, when known: a runs.csv line or a run's 1-based place in runs.json, and the CSV
    // column or JSON key.
    std::size_t record() const { return record_; }
    const std::string& field() const { return field_; }

private:
    BundleProblem problem_;
    std::string member_;
    std::size_t record_;
    std::string field_;
};

// The bundle format this build writes and the newest it reads, as bundle.json names them.
constexpr int kBundleFormatVersion = 1;
inline constexpr const char* kBundleFormatName = "ndrange-studio-bundle";

// A bundle of `runs` with the machine's devices, the kernel source of every catalogue variant
// among the runs (as compiled in), and the environment (app version and commit, OS, OpenCL
// platforms and drivers). Needs no engine, so the studio can call it on any thread.
//
// The source text of every user kernel among the runs goes in too, once per text, as
// "kernels/user/<hash>.cl" (the run's kernelSourceHash): looked up with `userKernelSource` (the
// history's kernel_sources), else from the registered user kernels; a run whose text neither has
// is bundled without it.
using UserKernelSourceLookup = std::function<std::optional<std::string>(const std::string& hash)>;
Bundle makeBundle(const std::vector<DeviceInfo>& devices, std::vector<RunResult> runs,
                  const std::optional<std::string>& peaksJson = {},
                  const UserKernelSourceLookup& userKernelSource = {});

// The bundle member that holds the user-kernel source text with this hash.
std::string userKernelMember(const std::string& hash);

// Makes the zip in a private directory, then writes it to `path` by the file writer's rules
// (file_writer.hpp): a regular file is replaced atomically, a link's target is written and the
// link kept, a device or FIFO is written in place. A failure leaves no partial file and any
// earlier file untouched. Throws FileWriteError or Error(Runtime) naming the file and the reason.
void writeBundle(const std::string& path, const Bundle& bundle);

// A bundle read member by member. Opening it checks the zip's central directory (names, sizes,
// ratios) and bundle.json (format, version, run count, the list of members against the zip);
// readRuns() then streams runs.json, checking every run (ndr::checkRunValues) and comparing it
// with its row of runs.csv, and hands each to the caller; readFiles() reads the rest. Everything
// throws BundleError (or RunValueError for a run's value, door Bundle, member runs.json), kind
// InvalidInput, naming the file and the member; a caller that stores runs keeps them uncommitted
// until readRuns() returns.
class ZipArchive;
class BundleReader {
public:
    explicit BundleReader(const std::string& path, const BundleLimits& limits = {});
    ~BundleReader();
    BundleReader(const BundleReader&) = delete;
    BundleReader& operator=(const BundleReader&) = delete;

    // The manifest's format version, app version and creation time; no runs or files.
    const Bundle& header() const { return header_; }
    // The run count bundle.json declares (readRuns() finds exactly that many).
    std::size_t runCount() const { return runCount_; }
    // Every run in order, each checked and matched with runs.csv before it is handed on.
    void readRuns(const std::function<void(RunResult&&)>& onRun);
    // devices.json, environment.txt, peaks.json and the kernel sources into `into`.
    void readFiles(Bundle& into) const;
    // The user-kernel source text with this hash (userKernelMember), none when the bundle has no
    // such member. Only that member is inflated, within the user-kernel size limit
    // (kMaxUserKernelBytes) as well as the bundle's; a text whose hash is not its name is
    // Inconsistent.
    std::optional<std::string> readUserKernelSource(const std::string& hash) const;

private:
    std::string path_;
    BundleLimits limits_;
    std::unique_ptr<ZipArchive> zip_;
    Bundle header_;
    std::size_t runCount_ = 0;
};

// What readBundle() reads: the runs (what an import stores), or every member.
enum class BundleContent { Runs, Everything };

// Reads and checks a bundle completely before returning anything (BundleReader, collecting the
// runs). Throws BundleError or RunValueError, kind InvalidInput, naming the file and the member.
Bundle readBundle(const std::string& path, const BundleLimits& limits = {},
                  BundleContent content = BundleContent::Runs);

} // namespace ndr
