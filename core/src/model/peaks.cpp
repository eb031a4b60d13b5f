#include "ndr/peaks.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "base/user_paths.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_reader.hpp"

namespace ndr {

namespace {

// First field of a cache line in this format. Older lines began with the device key and held the
// copy bandwidth where this one holds the read bandwidth; they fail this check and are ignored.
// Lines of peaks-v3 held a compute figure of one dependent chain per work-item (a twelfth of what
// a CPU core can do) and samples without the chains and local size; they are measured again.
const char* const kLineTag = "peaks-v4";
const std::size_t kLineFields = 13;

// Numbers go through to_chars/from_chars: exact round trips, and no locale (a GUI in a German
// locale must not write "1,5" into a comma-separated list).
std::string number(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

template <typename T> bool parseNumber(const std::string& text, T& out)
{
    const char* end = text.data() + text.size();
    const auto r = std::from_chars(text.data(), end, out);
    return r.ec == std::errc() && r.ptr == end;
}

// "width:value:chains:local" per sample, comma-separated.
std::string samplesText(const std::vector<PeakSample>& s)
{
    std::string out;
    for (const auto& p : s)
        out += (out.empty() ? "" : ",") + std::to_string(p.vectorWidth) + ":" + number(p.value) + ":" +
               std::to_string(p.chains) + ":" + std::to_string(p.localSize);
    return out;
}

bool parseSample(const std::string& item, PeakSample& s)
{
    std::vector<std::string> f;
    std::istringstream in(item);
    for (std::string part; std::getline(in, part, ':');)
        f.push_back(part);
    return f.size() == 4 && parseNumber(f[0], s.vectorWidth) && parseNumber(f[1], s.value) &&
           parseNumber(f[2], s.chains) && parseNumber(f[3], s.localSize) && s.vectorWidth > 0 && s.chains >= 0 &&
           std::isfinite(s.value) && s.value > 0;
}

bool parseSamples(const std::string& text, std::vector<PeakSample>& out)
{
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        PeakSample s;
        if (!parseSample(item, s))
            return false;
        out.push_back(s);
    }
    return !out.empty();
}

const PeakSample* bestOf(const std::vector<PeakSample>& samples)
{
    const PeakSample* best = nullptr;
    for (const auto& s : samples)
        if (!best || s.value > best->value)
            best = &s;
    return best;
}

// The optional last field: the tensor-core peak and its instruction.
const char* const kTensorTag = "tensor=";

bool parseTensorField(const std::string& text, DevicePeaks& p)
{
    const auto colon = text.find(':');
    if (colon == std::string::npos || !parseNumber(text.substr(0, colon), p.tensorGflops) ||
        !std::isfinite(p.tensorGflops) || !(p.tensorGflops > 0))
        return false;
    p.tensorInstruction = text.substr(colon + 1);
    return p.tensorInstruction == "mma.sync" || p.tensorInstruction == "wgmma";
}

} // namespace

const PeakSample* DevicePeaks::bestCompute() const { return bestOf(compute); }

const PeakSample* DevicePeaks::bestBandwidth() const { return bestOf(bandwidth); }

std::string DevicePeaks::toLine() const
{
    return std::string(kLineTag) + "\t" + deviceKey + "\t" + timestamp + "\t" + number(bandwidthGBs) + "\t" +
           number(copyGBs) + "\t" + number(computeGflops) + "\t" + number(launchLatencyUs) + "\t" +
           number(emptyKernelUs) + "\t" + std::to_string(bufferBytes) + "\t" + std::to_string(cacheBytes) + "\t" +
           samplesText(bandwidth) + "\t" + samplesText(copy) + "\t" + samplesText(compute) +
           (tensorGflops > 0 ? std::string("\t") + kTensorTag + number(tensorGflops) + ":" + tensorInstruction
                             : std::string());
}

bool DevicePeaks::fromLine(const std::string& line, DevicePeaks& out)
{
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');)
        f.push_back(field);
    DevicePeaks p;
    if (!f.empty() && f.back().rfind(kTensorTag, 0) == 0) {
        if (!parseTensorField(f.back().substr(std::string(kTensorTag).size()), p))
            return false;
        f.pop_back();
    }
    if (f.size() != kLineFields || f[0] != kLineTag)
        return false;
    p.deviceKey = f[1];
    p.timestamp = f[2];
    // A corrupted or hand-edited line is ignored (and re-measured), never trusted.
    const bool ok = parseNumber(f[3], p.bandwidthGBs) && parseNumber(f[4], p.copyGBs) &&
                    parseNumber(f[5], p.computeGflops) && parseNumber(f[6], p.launchLatencyUs) &&
                    parseNumber(f[7], p.emptyKernelUs) && parseNumber(f[8], p.bufferBytes) &&
                    parseNumber(f[9], p.cacheBytes) && parseSamples(f[10], p.bandwidth) &&
                    parseSamples(f[11], p.copy) && parseSamples(f[12], p.compute);
    const auto positive = [](double v) { return std::isfinite(v) && v > 0; };
    const auto nonNegative = [](double v) { return std::isfinite(v) && v >= 0; };
    if (!ok || p.deviceKey.empty() || !positive(p.bandwidthGBs) || !positive(p.copyGBs) || !positive(p.computeGflops) ||
        !nonNegative(p.launchLatencyUs) || !nonNegative(p.emptyKernelUs))
        return false;
    out = p;
    return true;
}

std::uint64_t peakBufferBytes(std::uint64_t cacheBytes, std::uint64_t maxAllocBytes, std::uint64_t globalMemBytes,
                              std::uint64_t granule)
{
    std::uint64_t bytes = std::max(kPeakCacheMultiple * cacheBytes, kPeakMinBufferBytes);
    bytes = std::min({bytes, maxAllocBytes, globalMemBytes / 4, kPeakMaxBufferBytes});
    granule = std::max<std::uint64_t>(granule, 1);
    return bytes - bytes % granule;
}

std::string peaksDeviceKey(const std::string& name, const std::string& driver, const std::string& platform)
{
    return name + " | " + driver + " | " + platform;
}

std::string peaksCachePath() { return userFilePath("XDG_CACHE_HOME", ".cache", "peaks.tsv"); }

std::vector<std::string> readPeaksCacheLines()
{
    std::string text;
    try {
        text = readRegularFile(peaksCachePath(), kMaxPeaksCacheBytes, "peaks cache", "peaks cache bytes");
    } catch (const Error&) {
        return {};
    }
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        lines.push_back(l);
    return lines;
}

} // namespace ndr
