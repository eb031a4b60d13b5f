#include "ndr/peaks.hpp"

#include <cstdlib>
#include <sstream>

#include "user_paths.hpp"

namespace ndr {

namespace {

std::string samplesText(const std::vector<PeakSample>& s)
{
    std::string out;
    for (const auto& p : s)
        out += (out.empty() ? "" : ",") + std::to_string(p.vectorWidth) + ":" + std::to_string(p.value);
    return out;
}

bool parseSamples(const std::string& text, std::vector<PeakSample>& out)
{
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        const auto colon = item.find(':');
        if (colon == std::string::npos)
            return false;
        PeakSample s;
        char* end = nullptr;
        s.vectorWidth = int(std::strtol(item.c_str(), &end, 10));
        if (end != item.c_str() + colon)
            return false;
        s.value = std::strtod(item.c_str() + colon + 1, &end);
        if (*end != '\0' || s.vectorWidth <= 0 || !(s.value > 0))
            return false;
        out.push_back(s);
    }
    return !out.empty();
}

} // namespace

std::string DevicePeaks::toLine() const
{
    return deviceKey + "\t" + timestamp + "\t" + std::to_string(bandwidthGBs) + "\t" + std::to_string(computeGflops) +
           "\t" + std::to_string(launchLatencyUs) + "\t" + std::to_string(emptyKernelUs) + "\t" +
           samplesText(bandwidth) + "\t" + samplesText(compute);
}

bool DevicePeaks::fromLine(const std::string& line, DevicePeaks& out)
{
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, '\t');)
        f.push_back(field);
    if (f.size() != 8)
        return false;
    DevicePeaks p;
    p.deviceKey = f[0];
    p.timestamp = f[1];
    char* end = nullptr;
    p.bandwidthGBs = std::strtod(f[2].c_str(), &end);
    p.computeGflops = std::strtod(f[3].c_str(), &end);
    p.launchLatencyUs = std::strtod(f[4].c_str(), &end);
    p.emptyKernelUs = std::strtod(f[5].c_str(), &end);
    // A corrupted or hand-edited line is ignored (and re-measured), never trusted.
    if (!(p.bandwidthGBs > 0) || !(p.computeGflops > 0) || !(p.launchLatencyUs >= 0) ||
        !parseSamples(f[6], p.bandwidth) || !parseSamples(f[7], p.compute))
        return false;
    out = p;
    return true;
}

std::string peaksDeviceKey(const std::string& name, const std::string& driver, const std::string& platform)
{
    return name + " | " + driver + " | " + platform;
}

std::string peaksCachePath() { return userFilePath("XDG_CACHE_HOME", ".cache", "peaks.tsv"); }

} // namespace ndr
