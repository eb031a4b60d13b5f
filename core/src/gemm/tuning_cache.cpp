#include "ndr/tuning_cache.hpp"

#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "base/user_paths.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_reader.hpp"
#include "ndr/file_writer.hpp"

namespace ndr {

namespace {

const char* kHeader = "# ndrange-studio tuning cache v1: device\tdriver\tvariant\tparams\tgflops\tn\ttimestamp";

// Tabs and newlines would break the line format; device names never need them.
std::string clean(std::string s)
{
    for (char& c : s)
        if (c == '\t' || c == '\n' || c == '\r')
            c = ' ';
    return s;
}

std::vector<std::string> splitTabs(const std::string& line)
{
    std::vector<std::string> f;
    std::string cur;
    for (char c : line) {
        if (c == '\t') {
            f.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    f.push_back(cur);
    return f;
}

bool parseLine(const std::string& line, TunedEntry& e)
{
    const auto f = splitTabs(line);
    if (f.size() != 7 || f[0].empty() || f[2].empty())
        return false;
    e.device = f[0];
    e.driver = f[1];
    e.variant = f[2];
    try {
        e.params = GemmParams::parse(f[3]);
    } catch (const Error&) {
        return false;
    }
    const char* end4 = f[4].data() + f[4].size();
    if (std::from_chars(f[4].data(), end4, e.gflops).ptr != end4 || !(e.gflops >= 0))
        return false;
    const char* end5 = f[5].data() + f[5].size();
    if (f[5].empty() || std::from_chars(f[5].data(), end5, e.n).ptr != end5)
        return false;
    e.timestamp = f[6];
    return true;
}

std::string toLine(const TunedEntry& e)
{
    char g[64];
    auto res = std::to_chars(g, g + sizeof g, e.gflops);
    return clean(e.device) + "\t" + clean(e.driver) + "\t" + clean(e.variant) + "\t" + e.params.toString() + "\t" +
           std::string(g, res.ptr) + "\t" + std::to_string(e.n) + "\t" + clean(e.timestamp) + "\n";
}

} // namespace

std::string tuningCachePath() { return userFilePath("XDG_CONFIG_HOME", ".config", "tuning.tsv"); }

TuningCache::TuningCache(std::string path) : path_(std::move(path)) {}

TuningCache::Contents TuningCache::load() const
{
    Contents c;
    std::error_code ec;
    if (!std::filesystem::exists(path_, ec))
        return c;
    // Only a regular file of at most kMaxTuningCacheBytes is read (ndr/file_reader.hpp): a FIFO or
    // a device in the cache's place would block or never end. Anything else is not a cache of ours:
    // ignored, and replaced by the next store.
    std::string text;
    try {
        text = readRegularFile(path_, kMaxTuningCacheBytes, "tuning cache", "tuning cache bytes");
    } catch (const Error&) {
        c.badHeader = true;
        return c;
    }
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line))
        return c;
    if (line != kHeader) {
        c.badHeader = true; // another version or garbage: ignore it all, the next store rebuilds
        return c;
    }
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        TunedEntry e;
        if (parseLine(line, e))
            c.entries.push_back(e);
        else
            ++c.badLines;
    }
    return c;
}

std::optional<TunedEntry> TuningCache::find(const std::string& device, const std::string& driver,
                                            const std::string& variant) const
{
    const std::string d = clean(device), v = clean(driver), n = clean(variant);
    for (const auto& e : load().entries)
        if (e.device == d && e.driver == v && e.variant == n)
            return e;
    return std::nullopt;
}

void TuningCache::store(const TunedEntry& entry) const
{
    std::string out = std::string(kHeader) + "\n";
    for (const auto& e : load().entries)
        if (!(e.device == clean(entry.device) && e.driver == clean(entry.driver) && e.variant == clean(entry.variant)))
            out += toLine(e);
    out += toLine(entry);
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(path_).parent_path(), ec);
    writeFileAtomically(path_, out); // throws with the reason if the directory is not writable
}

bool TuningCache::clear() const
{
    std::error_code ec;
    return std::filesystem::remove(path_, ec);
}

} // namespace ndr
