// ndrange-bench database: the shipped GEMM parameter database, checked, listed, and applied to
// the devices of this machine (which layer a run's parameters would come from).
#include <cstdio>
#include <iostream>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace ndr::cli {

namespace {

const char* layerName(GemmParamsSource s)
{
    switch (s) {
    case GemmParamsSource::Tuned:
        return "tuning cache";
    case GemmParamsSource::DatabaseDevice:
        return "database, device";
    case GemmParamsSource::DatabaseArchitecture:
        return "database, architecture";
    case GemmParamsSource::DatabaseVendor:
        return "database, vendor+type";
    case GemmParamsSource::DatabaseType:
        return "database, type";
    case GemmParamsSource::Default:
        return "built-in default";
    default:
        return "explicit";
    }
}

const char* outcomeName(GemmResolution::Outcome o)
{
    switch (o) {
    case GemmResolution::Outcome::Used:
        return "USED";
    case GemmResolution::Outcome::Absent:
        return "none";
    case GemmResolution::Outcome::DoesNotFit:
        return "does not fit";
    case GemmResolution::Outcome::SetAside:
        return "set aside at this N";
    case GemmResolution::Outcome::NotReached:
        return "not reached";
    }
    return "";
}

int check(const GemmDatabase& db, const std::string& name)
{
    for (const auto& p : db.problems())
        std::cerr << p.origin << ": " << p.reason << "\n";
    std::printf("%s: %zu entries, %zu problem(s)\n", name.c_str(), db.entries().size(), db.problems().size());
    return db.problems().empty() ? kOk : kInvalidInput;
}

void list(const GemmDatabase& db)
{
    std::printf("%-8s %-5s %-28s %-17s %-10s %-44s %6s  %s\n", "vendor", "type", "device", "variant", "N", "parameters",
                "tuned", "origin: note");
    for (const auto& e : db.entries())
        std::printf("%-8s %-5s %-28s %-17s %-10s %-44s %6zu  %s: %s\n", e.vendor.c_str(), e.type.c_str(),
                    e.device.c_str(), e.variant.c_str(), e.rangeText().c_str(), e.params.toString().c_str(), e.tunedAtN,
                    e.origin.c_str(), e.note.c_str());
}

void explain(const DeviceInfo& info, std::size_t n, const GemmDatabase& db)
{
    const GemmDeviceKey key = gemmDeviceKey(info);
    std::printf("device %s  %s\n  key: vendor %s, type %s, device \"%s\"%s%s\n", info.id().c_str(), info.name.c_str(),
                key.vendor.c_str(), key.type.c_str(), key.device.c_str(),
                key.architecture.empty() ? "" : ", architecture ", key.architecture.c_str());
    const TuningCache cache;
    for (const auto& v : catalogue()) {
        if (!v.tunable)
            continue;
        if (const std::string why = deviceUnavailableReason(v, info); !why.empty()) {
            std::printf("  %s: unavailable: %s\n", v.name.c_str(), why.c_str());
            continue;
        }
        const GemmResolution r = resolveGemm(v, info, std::nullopt, true, n, GemmParamsLayers{&cache, &db});
        std::printf("  %s at N = %zu: %s (%s)\n", v.name.c_str(), n, r.params.toString().c_str(), r.label.c_str());
        for (const auto& l : r.layers) {
            char line[512];
            std::snprintf(
                line, sizeof line, "    %-22s %-20s %-44s %s", layerName(l.source), outcomeName(l.outcome),
                l.params ? l.params->toString().c_str() : "-",
                (l.key.empty() || l.source == GemmParamsSource::Tuned ? l.detail : l.key + "  " + l.detail).c_str());
            std::string text = line;
            text.erase(text.find_last_not_of(' ') + 1);
            std::printf("%s\n", text.c_str());
        }
    }
}

} // namespace

int cmdDatabase(const std::vector<std::string>& args)
{
    ArgParser a(args, {"--file", "--n", "--device"}, {"--check", "--list"});
    // --check needs no OpenCL: the build runs it on the tables it has just compiled in.
    const GemmDatabase db = a.has("--file") ? GemmDatabase::fromFile(a.value("--file")) : *activeGemmDatabase();
    const std::string name = a.has("--file") ? a.value("--file") : activeGemmDatabaseName();
    if (a.has("--check"))
        return check(db, name);
    std::printf("GEMM parameter database: %s, %zu entries\n", name.c_str(), db.entries().size());
    for (const auto& p : db.problems())
        std::printf("  left out %s: %s\n", p.origin.c_str(), p.reason.c_str());
    if (a.has("--list")) {
        list(db);
        return kOk;
    }
    const std::size_t n = std::size_t(a.integer("--n", 1024, 1, 46340));
    Engine engine(engineOptions());
    if (a.has("--device")) {
        const auto [p, d] = parseDeviceId(a.value("--device"));
        explain(engine.devices()[engine.resolveDevice(p, d)], n, db);
        return kOk;
    }
    if (engine.devices().empty())
        std::printf("no OpenCL device found\n");
    for (const auto& info : engine.devices())
        explain(info, n, db);
    return kOk;
}

} // namespace ndr::cli
