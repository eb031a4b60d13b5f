// makeBundle: a bundle's devices, kernel sources and environment, from the engine that ran.
#include <chrono>
#include <ctime>
#include <set>
#include <sys/utsname.h>

#include "ndr/bundle.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/json.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"
#include "ndr/version.hpp"

namespace ndr {

namespace {

std::string utcNow()
{
    const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string environmentText(const std::vector<DeviceInfo>& devices)
{
    std::string text = "NDRange Studio " + appVersion() + " (commit " + NDR_COMMIT + ")\n";
    utsname u{};
    if (uname(&u) == 0)
        text += std::string("OS: ") + u.sysname + " " + u.release + " " + u.version + " " + u.machine + "\n";
    text += "OpenCL devices:\n";
    if (devices.empty())
        text += "  none\n";
    for (const DeviceInfo& d : devices)
        text += "  " + d.id() + "  " + d.name + " — " + d.platformName + " (" + d.platformVersion + "), driver " +
                d.driverVersion + "\n";
    return text;
}

std::string embeddedSource(const std::string& file)
{
    for (const EmbeddedKernel& k : embeddedKernels())
        if (k.file == file)
            return std::string(k.source);
    return {};
}

// The text of each user kernel among the runs, once per text, checked against its hash.
void addUserKernelSources(Bundle& b, const std::vector<RunResult>& runs, const UserKernelSourceLookup& lookup)
{
    std::set<std::string> hashes;
    for (const RunResult& r : runs) {
        if (!isUserVariantName(r.variant) || r.kernelSourceHash.empty() || !hashes.insert(r.kernelSourceHash).second)
            continue;
        std::optional<std::string> text = lookup ? lookup(r.kernelSourceHash) : std::nullopt;
        if (!text || text->empty())
            text = userKernelSourceOf(r.variant, r.kernelSourceHash);
        if (!text->empty() && kernelSourceHash(*text) == r.kernelSourceHash)
            b.kernels.push_back({userKernelMember(r.kernelSourceHash), std::move(*text)});
    }
}

} // namespace

std::string userKernelMember(const std::string& hash) { return "kernels/user/" + hash + ".cl"; }

Bundle makeBundle(const std::vector<DeviceInfo>& devices, std::vector<RunResult> runs,
                  const std::optional<std::string>& peaksJson, const UserKernelSourceLookup& userKernelSource)
{
    Bundle b;
    b.appVersion = appVersion();
    b.created = utcNow();
    b.devicesJson = devicesToJson(devices);
    b.peaksJson = peaksJson;
    b.environment = environmentText(devices);
    // The source of every catalogue kernel the runs used, as it is compiled in.
    std::set<std::string> files;
    for (const RunResult& r : runs) {
        const Variant* v = findVariant(r.variant);
        if (!v || v->kernelFile.empty() || !files.insert(v->kernelFile).second)
            continue;
        if (std::string source = embeddedSource(v->kernelFile); !source.empty())
            b.kernels.push_back({"kernels/" + v->kernelFile, std::move(source)});
    }
    addUserKernelSources(b, runs, userKernelSource);
    b.runs = std::move(runs);
    return b;
}

} // namespace ndr
