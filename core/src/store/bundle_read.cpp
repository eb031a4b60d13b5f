// BundleReader: a result bundle read member by member and checked whole (bundle.hpp). runs.json
// is parsed as a stream, one run at a time, and each run is compared with its row of runs.csv
// (read alongside it) before it is handed on, so memory holds one run whatever the bundle's size.
#include <nlohmann/json.hpp>
#include <set>

#include "ndr/bundle.hpp"
#include "ndr/csv.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_check.hpp"
#include "ndr/user_kernel.hpp"
#include "store/zip_reader.hpp"

namespace ndr {

using nlohmann::json;

namespace {

// Members every bundle holds besides bundle.json (BundleReader::readFiles reads peaks.json and
// the kernel sources where present).
const char* const kRequired[] = {"runs.json", "runs.csv", "devices.json", "environment.txt"};

std::string where(const std::string& path, const std::string& member)
{
    return "bundle " + quote(path) + (member.empty() ? "" : ": " + member);
}

[[noreturn]] void malformed(const std::string& path, const std::string& member, const std::string& why)
{
    throw BundleError(BundleProblem::Malformed, member, where(path, member) + " is malformed: " + why);
}

// bundle.json: what it declares, each member's JSON type checked before it is converted.
struct Manifest {
    int version = 0;
    std::string appVersion, created;
    std::uint64_t runs = 0;
    std::vector<std::string> files;
};

Manifest parseManifest(const std::string& path, const std::string& text)
{
    if (const std::optional<std::size_t> deep = jsonTooDeepAt(text))
        throw BundleError(BundleProblem::Malformed, "bundle.json",
                          where(path, "bundle.json") + " is malformed: it nests arrays and objects more than " +
                              std::to_string(kMaxJsonDepth) + " deep (at byte " + std::to_string(*deep + 1) + ")")
            .withLimit(kJsonDepthLimit, kMaxJsonDepth, kMaxJsonDepth + 1);
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        malformed(path, "bundle.json", e.what());
    }
    if (!j.is_object())
        malformed(path, "bundle.json", std::string("it is a JSON ") + j.type_name() + ", not an object");
    const auto at = [&](const char* key, bool (json::*is)() const noexcept, const char* what) -> const json& {
        const auto it = j.find(key);
        if (it == j.end())
            malformed(path, "bundle.json", std::string("\"") + key + "\" is missing");
        if (!((*it).*is)())
            malformed(path, "bundle.json", std::string("\"") + key + "\" is not " + what);
        return *it;
    };
    const std::string format = at("format", &json::is_string, "a string").get<std::string>();
    if (format != kBundleFormatName)
        throw BundleError(BundleProblem::NotABundle, "bundle.json",
                          "not a bundle: " + quote(path) + "'s bundle.json names format " + quote(format, 60));
    Manifest m;
    const json& version = at("version", &json::is_number_unsigned, "a whole number 1 or more");
    if (version.get<std::uint64_t>() < 1 || version.get<std::uint64_t>() > std::uint64_t(kBundleFormatVersion)) {
        BundleError e(BundleProblem::NewerFormat, "bundle.json",
                      where(path, "") + " has format version " + std::to_string(version.get<std::uint64_t>()) +
                          "; this build reads versions 1 to " + std::to_string(kBundleFormatVersion));
        e.withLimit("bundle format version", std::uint64_t(kBundleFormatVersion), version.get<std::uint64_t>());
        throw e;
    }
    m.version = int(version.get<std::uint64_t>());
    m.appVersion = at("app_version", &json::is_string, "a string").get<std::string>();
    m.created = at("created", &json::is_string, "a string").get<std::string>();
    if (!isIsoUtcTimestamp(m.created))
        malformed(path, "bundle.json", "\"created\" = " + quote(m.created, 60) + " is not an ISO 8601 UTC time");
    m.runs = at("runs", &json::is_number_unsigned, "a whole number").get<std::uint64_t>();
    for (const json& f : at("files", &json::is_array, "an array")) {
        if (!f.is_string())
            malformed(path, "bundle.json", "\"files\" holds a " + std::string(f.type_name()) + ", not a name");
        m.files.push_back(f.get<std::string>());
    }
    return m;
}

// The manifest against the zip: every listed member there, every member listed, the required
// ones present, and no more runs than a results CSV can hold.
void checkManifest(const std::string& path, const Manifest& m, const ZipArchive& zip)
{
    for (const char* name : kRequired)
        if (!zip.find(name))
            throw BundleError(BundleProblem::Missing, name, "not a bundle: " + quote(path) + " has no " + name);
    std::set<std::string> listed;
    for (const std::string& f : m.files) {
        if (!listed.insert(f).second)
            throw BundleError(BundleProblem::Inconsistent, "bundle.json",
                              where(path, "bundle.json") + " lists " + quote(f, 80) + " twice");
        if (!zip.find(f))
            throw BundleError(BundleProblem::Missing, f,
                              where(path, "bundle.json") + " lists " + quote(f, 80) + ", which the zip does not hold");
    }
    for (const ZipEntry& e : zip.entries())
        if (e.name != "bundle.json" && !listed.count(e.name))
            throw BundleError(BundleProblem::Inconsistent, e.name,
                              where(path, "") + " holds " + quote(e.name, 80) + ", which bundle.json does not list");
    const std::uint64_t maxRuns = CsvLimits{}.maxRows;
    if (m.runs > maxRuns) {
        BundleError e(BundleProblem::TooLarge, "bundle.json",
                      where(path, "bundle.json") + " declares " + std::to_string(m.runs) + " runs, more than " +
                          std::to_string(maxRuns) + " (the limit of a results file, which runs.csv is)");
        e.withLimit("runs", maxRuns, m.runs);
        throw e;
    }
}

} // namespace

BundleReader::BundleReader(const std::string& path, const BundleLimits& limits)
    : path_(path), limits_(limits), zip_(std::make_unique<ZipArchive>(path, limits))
{
    const ZipEntry* entry = zip_->find("bundle.json");
    if (!entry)
        throw BundleError(BundleProblem::NotABundle, "bundle.json",
                          "not a bundle: " + quote(path) + " has no bundle.json");
    const Manifest m = parseManifest(path, zip_->read(*entry, limits.maxJsonTokenBytes));
    checkManifest(path, m, *zip_);
    header_.formatVersion = m.version;
    header_.appVersion = m.appVersion;
    header_.created = m.created;
    runCount_ = std::size_t(m.runs);
}

BundleReader::~BundleReader() = default;

void BundleReader::readFiles(Bundle& into) const
{
    into.devicesJson = zip_->read(*zip_->find("devices.json"), limits_.maxMemberBytes);
    into.environment = zip_->read(*zip_->find("environment.txt"), limits_.maxMemberBytes);
    if (const ZipEntry* peaks = zip_->find("peaks.json"))
        into.peaksJson = zip_->read(*peaks, limits_.maxMemberBytes);
    for (const ZipEntry& e : zip_->entries())
        if (e.name.rfind("kernels/", 0) == 0)
            into.kernels.push_back({e.name, zip_->read(e, limits_.maxMemberBytes)});
}

std::optional<std::string> BundleReader::readUserKernelSource(const std::string& hash) const
{
    const std::string member = userKernelMember(hash);
    const ZipEntry* e = zip_->find(member);
    if (!e)
        return std::nullopt;
    std::string text = zip_->read(*e, std::min<std::uint64_t>(limits_.maxMemberBytes, kMaxUserKernelBytes));
    if (kernelSourceHash(text) != hash)
        throw BundleError(BundleProblem::Inconsistent, member,
                          where(path_, member) + " holds a kernel source whose hash is " + kernelSourceHash(text) +
                              ", not the " + hash + " its name and its runs give");
    return text;
}

Bundle readBundle(const std::string& path, const BundleLimits& limits, BundleContent content)
{
    BundleReader reader(path, limits);
    Bundle b = reader.header();
    reader.readRuns([&](RunResult&& r) { b.runs.push_back(std::move(r)); });
    if (content == BundleContent::Everything)
        reader.readFiles(b);
    return b;
}

} // namespace ndr
