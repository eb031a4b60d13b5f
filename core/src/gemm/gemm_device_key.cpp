// How a device is named in the parameter database: normalised vendor, device type and name.
#include <algorithm>
#include <cctype>

#include "ndr/device_info.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/pocl_quirks.hpp"

namespace ndr {

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

std::string upper(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    return s;
}

bool contains(const std::string& haystack, const char* needle) { return haystack.find(needle) != std::string::npos; }

} // namespace

std::string normaliseDeviceName(const std::string& name)
{
    std::string out;
    for (char c : name) {
        const bool blank = std::isspace(static_cast<unsigned char>(c)) != 0;
        if (blank && (out.empty() || out.back() == ' '))
            continue;
        out += blank ? ' ' : c;
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

std::string normaliseVendor(const std::string& vendor)
{
    const std::string v = lower(vendor);
    // Substrings of the CL_DEVICE_VENDOR strings the drivers report ("NVIDIA Corporation",
    // "Advanced Micro Devices, Inc.", "AuthenticAMD", "Intel(R) Corporation", "GenuineIntel",
    // "Apple", "ARM", "QUALCOMM", "Imagination Technologies").
    struct Known {
        const char* needle;
        const char* name;
    };
    static constexpr Known kKnown[] = {
        {"nvidia", "NVIDIA"}, {"advanced micro devices", "AMD"}, {"authenticamd", "AMD"},       {"intel", "Intel"},
        {"apple", "Apple"},   {"qualcomm", "Qualcomm"},          {"imagination", "Imagination"}};
    for (const auto& k : kKnown)
        if (contains(v, k.needle))
            return k.name;
    const std::string trimmed = normaliseDeviceName(vendor);
    if (const std::string t = lower(trimmed); t == "amd" || t == "arm" || t.rfind("arm ", 0) == 0)
        return upper(t.substr(0, 3));
    return trimmed;
}

GemmDeviceKey gemmDeviceKey(const DeviceInfo& d)
{
    GemmDeviceKey key;
    // The implementation's compiler decides which tiles are fast, so PoCL and Mesa's drivers are
    // their own vendors whatever hardware they run on.
    const std::string platform = lower(d.platformName + " " + d.platformVendor);
    if (isPoclDevice(d))
        key.vendor = "pocl";
    else if (contains(platform, "rusticl") || contains(platform, "clover") || contains(platform, "mesa"))
        key.vendor = "Mesa";
    else
        key.vendor = normaliseVendor(d.vendor);
    key.type = upper(normaliseDeviceName(d.type));
    key.device = normaliseDeviceName(d.name);
    if (key.vendor == "NVIDIA" && d.nvComputeMajor > 0)
        key.architecture = "sm_" + std::to_string(d.nvComputeMajor) + std::to_string(d.nvComputeMinor);
    return key;
}

std::string toString(GemmParamsSource s)
{
    switch (s) {
    case GemmParamsSource::None:
        return "";
    case GemmParamsSource::Explicit:
        return "explicit";
    case GemmParamsSource::Tuned:
        return "tuned";
    case GemmParamsSource::DatabaseDevice:
        return "database-device";
    case GemmParamsSource::DatabaseArchitecture:
        return "database-architecture";
    case GemmParamsSource::DatabaseVendor:
        return "database-vendor";
    case GemmParamsSource::DatabaseType:
        return "database-type";
    case GemmParamsSource::Default:
        return "default";
    }
    return "";
}

std::optional<GemmParamsSource> parseGemmParamsSource(const std::string& text)
{
    for (auto s : {GemmParamsSource::None, GemmParamsSource::Explicit, GemmParamsSource::Tuned,
                   GemmParamsSource::DatabaseDevice, GemmParamsSource::DatabaseArchitecture,
                   GemmParamsSource::DatabaseVendor, GemmParamsSource::DatabaseType, GemmParamsSource::Default})
        if (toString(s) == text)
            return s;
    return std::nullopt;
}

} // namespace ndr
