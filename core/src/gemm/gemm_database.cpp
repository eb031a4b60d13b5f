#include "ndr/gemm_database.hpp"
#include "ndr/catalogue.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <sstream>

#include "gemm/embedded_gemm_database.hpp"
#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_reader.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

constexpr std::size_t kFields = 8;   // vendor | type | device | variant | N range | params | tuned at N | note
constexpr std::size_t kMaxN = 46340; // the largest N whose N x N floats fit a 32-bit index

const char* const kTypes[] = {"CPU", "GPU", "ACCELERATOR", "CUSTOM", "OTHER"};

std::vector<std::string> splitFields(const std::string& line)
{
    std::vector<std::string> f;
    std::size_t start = 0;
    while (f.size() + 1 < kFields) {
        const auto bar = line.find('|', start);
        if (bar == std::string::npos)
            break;
        f.push_back(normaliseDeviceName(line.substr(start, bar - start)));
        start = bar + 1;
    }
    f.push_back(normaliseDeviceName(line.substr(start))); // the note may hold '|'
    return f;
}

bool parseCount(const std::string& s, std::size_t& out)
{
    const char* end = s.data() + s.size();
    return !s.empty() && std::from_chars(s.data(), end, out).ptr == end && out >= 1 && out <= kMaxN;
}

// "*", "512", "256-1023", "2048-" or "-511" into the entry; the reason when it is none of those.
std::string parseRange(const std::string& s, GemmDatabaseEntry& e)
{
    const std::string form =
        "N range '" + s + "' is not *, N, MIN-MAX, MIN- or -MAX (whole numbers 1 to " + std::to_string(kMaxN) + ")";
    if (s == "*")
        return {};
    e.anyN = false;
    const auto dash = s.find('-');
    if (dash == std::string::npos) {
        if (!parseCount(s, e.minN))
            return form;
        e.maxN = e.minN;
        return {};
    }
    const std::string lo = s.substr(0, dash), hi = s.substr(dash + 1);
    if ((lo.empty() && hi.empty()) || (!lo.empty() && !parseCount(lo, e.minN)) ||
        (!hi.empty() && !parseCount(hi, e.maxN)))
        return form;
    if (e.maxN != 0 && e.maxN < e.minN)
        return "N range '" + s + "' ends before it starts";
    return {};
}

// A device with room for any configuration, so that checkGemmParams applies only the variant's
// own rules (divisibility, vector width, the register estimate); the real device's limits are
// checked when an entry is looked up for it. PoCL entries also meet PoCL's refused shapes.
DeviceInfo roomyDevice(const std::string& vendor)
{
    DeviceInfo d;
    d.platformName = vendor == "pocl" ? "Portable Computing Language" : "any";
    d.maxWorkGroupSize = 1 << 20;
    d.maxWorkItemSizes = {1 << 20, 1 << 20, 1 << 20};
    d.localMemBytes = 1ull << 30;
    return d;
}

// The same with an NVIDIA device's warpgroup kernels (compute capability 9.0, its local memory per
// multiprocessor, tensor maps): an NVIDIA entry may be meant for the forms only such a device runs.
DeviceInfo roomyWarpgroupDevice()
{
    DeviceInfo d = roomyDevice("NVIDIA");
    d.nvComputeMajor = 9;
    d.nvComputeMinor = 0;
    d.nvLocalMemPerSm = 1ull << 30;
    d.nvTensorMaps = true;
    return d;
}

// Why an "arch:…" device field names no architecture (empty: it does). NVIDIA's are "sm_" and
// the compute capability's digits, the form GemmDeviceKey gives them.
std::string checkArchitecture(const GemmDatabaseEntry& e)
{
    const std::string arch = e.architecture();
    const auto isToken = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
    };
    if (arch.empty() || !std::all_of(arch.begin(), arch.end(), isToken))
        return "device '" + e.device + "' names no architecture after '" + kGemmArchitecturePrefix +
               "' (lower-case letters, digits, '_' and '.', e.g. " + kGemmArchitecturePrefix + "sm_90)";
    const bool nvidiaForm = arch.size() >= 5 && arch.size() <= 6 && arch.rfind("sm_", 0) == 0 &&
                            std::all_of(arch.begin() + 3, arch.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (e.vendor == "NVIDIA" && !nvidiaForm)
        return "device '" + e.device + "': an NVIDIA architecture is sm_ and the compute capability's digits (" +
               kGemmArchitecturePrefix + "sm_90 for 9.0)";
    return {};
}

// Why the fields of one line do not make an entry (empty: `e` is filled in).
std::string parseEntry(const std::vector<std::string>& f, GemmDatabaseEntry& e)
{
    if (f.size() != kFields)
        return "has " + std::to_string(f.size()) + " fields separated by '|', needs " + std::to_string(kFields) +
               " (vendor | type | device | variant | N range | parameters | tuned at N | note)";
    e.vendor = f[0];
    e.type = f[1];
    e.device = f[2];
    e.variant = f[3];
    if (e.vendor.empty() || e.type.empty() || e.device.empty())
        return "vendor, type and device must not be empty (write * for any)";
    if (e.vendor != "*" && normaliseVendor(e.vendor) != e.vendor)
        return "vendor '" + e.vendor + "' is written '" + normaliseVendor(e.vendor) + "' in the database";
    if (std::find(std::begin(kTypes), std::end(kTypes), e.type) == std::end(kTypes))
        return "device type '" + e.type + "' is not CPU, GPU, ACCELERATOR, CUSTOM or OTHER";
    if (e.vendor == "*" && e.device != "*")
        return "an entry for one device names its vendor too (vendor * goes with device *)";
    if (e.device.rfind(kGemmArchitecturePrefix, 0) == 0) {
        if (std::string why = checkArchitecture(e); !why.empty())
            return why;
    } else if (e.device.find('*') != std::string::npos && e.device.find('*') != e.device.size() - 1) {
        return "device '" + e.device + "' has a '*' before its end (a name, a prefix ending in *, or * alone)";
    }
    const Variant* v = findVariant(e.variant);
    if (!v || !v->tunable)
        return "variant '" + e.variant + "' is not a tunable GEMM variant";
    if (std::string why = parseRange(f[4], e); !why.empty())
        return why;
    try {
        e.params = GemmParams::parse(f[5]);
    } catch (const Error& err) {
        return err.what();
    }
    if (std::string why = checkGemmParams(*v, e.params, roomyDevice(e.vendor)); !why.empty()) {
        if (e.vendor != "NVIDIA" || !checkGemmParams(*v, e.params, roomyWarpgroupDevice()).empty())
            return why;
    }
    if (!parseCount(f[6], e.tunedAtN))
        return "tuned-at N '" + f[6] + "' is not a whole number from 1 to " + std::to_string(kMaxN);
    e.note = f[7];
    return {};
}

bool sameKey(const GemmDatabaseEntry& a, const GemmDatabaseEntry& b)
{
    return a.vendor == b.vendor && a.type == b.type && a.device == b.device && a.variant == b.variant;
}

bool overlaps(const GemmDatabaseEntry& a, const GemmDatabaseEntry& b)
{
    if (a.anyN || b.anyN)
        return a.anyN && b.anyN; // one entry for any N, besides any number of ranges
    const auto end = [](const GemmDatabaseEntry& e) { return e.maxN == 0 ? kMaxN : e.maxN; };
    return a.minN <= end(b) && b.minN <= end(a);
}

} // namespace

std::string GemmDatabaseEntry::architecture() const
{
    const std::string prefix = kGemmArchitecturePrefix;
    return device.rfind(prefix, 0) == 0 ? device.substr(prefix.size()) : std::string();
}

GemmParamsSource GemmDatabaseEntry::layer() const
{
    if (device.rfind(kGemmArchitecturePrefix, 0) == 0)
        return GemmParamsSource::DatabaseArchitecture;
    if (device != "*")
        return GemmParamsSource::DatabaseDevice;
    return vendor != "*" ? GemmParamsSource::DatabaseVendor : GemmParamsSource::DatabaseType;
}

std::string GemmDatabaseEntry::keyLabel() const
{
    switch (layer()) {
    case GemmParamsSource::DatabaseDevice:
    case GemmParamsSource::DatabaseArchitecture:
        return vendor + "/" + type + "/" + device;
    case GemmParamsSource::DatabaseVendor:
        return vendor + "/" + type;
    default:
        return type;
    }
}

std::string GemmDatabaseEntry::rangeText() const
{
    if (anyN)
        return "*";
    if (maxN == minN)
        return std::to_string(minN);
    return std::to_string(minN) + "-" + (maxN ? std::to_string(maxN) : "");
}

bool GemmDatabaseEntry::matches(const GemmDeviceKey& key) const
{
    if (layer() == GemmParamsSource::DatabaseArchitecture)
        return type == key.type && vendor == key.vendor && !key.architecture.empty() &&
               architecture() == key.architecture;
    const bool deviceMatches =
        device == "*" || device == key.device ||
        (devicePattern() && key.device.compare(0, device.size() - 1, device, 0, device.size() - 1) == 0);
    return type == key.type && (vendor == "*" || vendor == key.vendor) && deviceMatches;
}

void GemmDatabase::add(std::string_view text, const std::string& file)
{
    std::istringstream in{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::string trimmed = normaliseDeviceName(line);
        if (trimmed.empty() || trimmed[0] == '#')
            continue;
        GemmDatabaseEntry e;
        e.origin = file + ":" + std::to_string(number);
        std::string why = parseEntry(splitFields(line), e);
        for (const auto& other : entries_)
            if (why.empty() && sameKey(e, other) && overlaps(e, other))
                why = "same key, variant and N range as " + other.origin;
        if (why.empty())
            entries_.push_back(std::move(e));
        else
            problems_.push_back({e.origin, why});
    }
}

GemmDatabase GemmDatabase::fromFile(const std::string& path)
{
    GemmDatabase db;
    db.add(readRegularFile(path, kMaxGemmDatabaseBytes, "GEMM parameter database", "GEMM database bytes"), path);
    return db;
}

std::vector<const GemmDatabaseEntry*> GemmDatabase::lookup(const GemmDeviceKey& key, const std::string& variant,
                                                           std::size_t n) const
{
    std::vector<const GemmDatabaseEntry*> out;
    for (auto layer : {GemmParamsSource::DatabaseDevice, GemmParamsSource::DatabaseArchitecture,
                       GemmParamsSource::DatabaseVendor, GemmParamsSource::DatabaseType}) {
        // An exact device name before a name prefix; then an N range before any N.
        const auto rank = [](const GemmDatabaseEntry& e) { return (e.devicePattern() ? 0 : 2) + (e.anyN ? 0 : 1); };
        const GemmDatabaseEntry* best = nullptr;
        for (const auto& e : entries_)
            if (e.layer() == layer && e.variant == variant && e.matches(key) && e.covers(n) &&
                (!best || rank(e) > rank(*best)))
                best = &e;
        if (best)
            out.push_back(best);
    }
    return out;
}

const GemmDatabase& builtInGemmDatabase()
{
    static const GemmDatabase db = [] {
        GemmDatabase d;
        for (const auto& f : embeddedGemmDatabaseFiles())
            d.add(f.text, std::string(f.file));
        return d;
    }();
    return db;
}

std::shared_ptr<const GemmDatabase> activeGemmDatabase()
{
    const char* file = std::getenv("NDR_GEMM_DATABASE");
    if (!file || !*file)
        return std::shared_ptr<const GemmDatabase>(&builtInGemmDatabase(), [](const GemmDatabase*) {});
    auto db = std::make_shared<GemmDatabase>(GemmDatabase::fromFile(file));
    if (!db->problems().empty())
        throw invalidInput("NDR_GEMM_DATABASE " + db->problems().front().origin + ": " + db->problems().front().reason);
    return db;
}

std::string activeGemmDatabaseName()
{
    if (const char* file = std::getenv("NDR_GEMM_DATABASE"); file && *file)
        return std::string("$NDR_GEMM_DATABASE = ") + file;
    std::string files;
    for (const auto& f : embeddedGemmDatabaseFiles())
        files += (files.empty() ? "" : ", ") + std::string(f.file);
    return "built-in (resources/gemm_database: " + files + ")";
}

} // namespace ndr
