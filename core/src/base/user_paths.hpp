#pragma once
// Small helpers the engine's caches and records share (engine internals).
#include <cstdlib>
#include <ctime>
#include <string>

namespace ndr {

// Now, as ISO 8601 UTC ("2026-11-22T15:31:00Z"): the timestamp of runs, peaks and tunes.
inline std::string isoTimestampUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// $xdgVariable, else $HOME/homeFallback, else /tmp, followed by /ndrange-studio/fileName: the XDG
// base-directory rule for the peaks cache (XDG_CACHE_HOME) and the tuning cache (XDG_CONFIG_HOME).
inline std::string userFilePath(const char* xdgVariable, const char* homeFallback, const std::string& fileName)
{
    std::string base;
    if (const char* x = std::getenv(xdgVariable); x && *x)
        base = x;
    else if (const char* h = std::getenv("HOME"); h && *h)
        base = std::string(h) + "/" + homeFallback;
    else
        base = "/tmp";
    return base + "/ndrange-studio/" + fileName;
}

} // namespace ndr
