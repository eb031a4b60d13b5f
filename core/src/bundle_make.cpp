// makeBundle: a bundle's devices, kernel sources and environment, from the engine that ran.
#include <chrono>
#include <ctime>
#include <set>
#include <sys/utsname.h>

#include "ndr/bundle.hpp"
#include "ndr/engine.hpp"
#include "ndr/json.hpp"
#include "ndr/variant.hpp"

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

std::string environmentText(const Engine& engine)
{
    std::string text = "NDRange Studio " + appVersion() + " (commit " + NDR_COMMIT + ")\n";
    utsname u{};
    if (uname(&u) == 0)
        text += std::string("OS: ") + u.sysname + " " + u.release + " " + u.version + " " + u.machine + "\n";
    text += "OpenCL devices:\n";
    if (engine.devices().empty())
        text += "  none\n";
    for (const DeviceInfo& d : engine.devices())
        text += "  " + d.id() + "  " + d.name + " — " + d.platformName + " (" + d.platformVersion + "), driver " +
                d.driverVersion + "\n";
    return text;
}

} // namespace

Bundle makeBundle(const Engine& engine, std::vector<RunResult> runs, const std::optional<std::string>& peaksJson)
{
    Bundle b;
    b.appVersion = appVersion();
    b.created = utcNow();
    b.devicesJson = devicesToJson(engine.devices());
    b.peaksJson = peaksJson;
    b.environment = environmentText(engine);
    // The source of every catalogue kernel the runs used, as it is compiled in.
    std::set<std::string> files;
    for (const RunResult& r : runs) {
        const Variant* v = findVariant(r.variant);
        if (!v || v->kernelFile.empty() || !files.insert(v->kernelFile).second)
            continue;
        b.kernels.push_back({"kernels/" + v->kernelFile, engine.kernelSource(v->name)});
    }
    b.runs = std::move(runs);
    return b;
}

} // namespace ndr
