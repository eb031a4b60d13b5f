#include "ndr/gemm_resolve.hpp"

#include <cstdio>
#include <string>

#include "model/unaligned_rows.hpp"
#include "model/wave_fit.hpp"
#include "ndr/device_info.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

using Layer = GemmResolution::Layer;
using Outcome = GemmResolution::Outcome;

std::string layerLabel(const Layer& l)
{
    switch (l.source) {
    case GemmParamsSource::Explicit:
        return "explicit";
    case GemmParamsSource::Tuned:
        return "tuned";
    case GemmParamsSource::DatabaseDevice:
    case GemmParamsSource::DatabaseArchitecture:
    case GemmParamsSource::DatabaseVendor:
    case GemmParamsSource::DatabaseType:
        return "database " + l.key;
    default:
        return "default";
    }
}

// Every layer below the explicit one with what it holds for this device, variant and N; `trusted`
// marks the ones the small-N rule leaves alone (database entries for an N range).
std::vector<Layer> collectLayers(const Variant& v, const DeviceInfo& info, bool useTuned, std::size_t n,
                                 const GemmParamsLayers& sources, std::vector<bool>& trusted)
{
    std::vector<Layer> out;
    Layer tuned{GemmParamsSource::Tuned, Outcome::Absent, std::nullopt, info.name, {}, 0, 0, {}, {}};
    if (useTuned && sources.cache)
        if (auto e = sources.cache->find(info.name, info.driverVersion, v.name)) {
            char detail[160];
            std::snprintf(detail, sizeof detail, "%.1f GFLOP/s at N = %zu, %s", e->gflops, e->n, e->timestamp.c_str());
            tuned.params = e->params;
            tuned.detail = detail;
            tuned.tunedAtN = e->n;
            tuned.cacheEntry = e;
        }
    out.push_back(tuned);
    trusted.push_back(false);

    std::vector<const GemmDatabaseEntry*> found;
    if (useTuned && sources.database)
        found = sources.database->lookup(gemmDeviceKey(info), v.name, n);
    for (auto source : {GemmParamsSource::DatabaseDevice, GemmParamsSource::DatabaseArchitecture,
                        GemmParamsSource::DatabaseVendor, GemmParamsSource::DatabaseType}) {
        Layer l{source, Outcome::Absent, std::nullopt, {}, {}, 0, 0, {}, {}};
        bool rangeEntry = false;
        for (const GemmDatabaseEntry* e : found)
            if (e->layer() == source) {
                l.params = e->params;
                l.key = e->keyLabel();
                l.detail =
                    e->origin + (e->anyN ? "" : ", for N " + e->rangeText()) + (e->note.empty() ? "" : ": " + e->note);
                l.tunedAtN = e->tunedAtN;
                rangeEntry = !e->anyN;
                l.databaseEntry = *e;
            }
        out.push_back(l);
        trusted.push_back(rangeEntry);
    }
    out.push_back({GemmParamsSource::Default, Outcome::Absent, defaultGemmParams(v, info), {}, {}, 0, 0, {}, {}});
    trusted.push_back(true);
    return out;
}

} // namespace

const GemmResolution::Layer* GemmResolution::used() const
{
    for (const auto& l : layers)
        if (l.outcome == Outcome::Used)
            return &l;
    return nullptr;
}

const GemmResolution::Layer* GemmResolution::setAside() const
{
    for (const auto& l : layers)
        if (l.outcome == Outcome::SetAside)
            return &l;
    return nullptr;
}

GemmResolution resolveGemm(const Variant& v, const DeviceInfo& info, const std::optional<GemmParams>& requested,
                           bool useTuned, std::size_t n, const GemmParamsLayers& sources)
{
    GemmResolution r;
    if (requested) {
        r.params = *requested;
        r.source = GemmParamsSource::Explicit;
        r.label = "explicit";
        r.layers.push_back({GemmParamsSource::Explicit, Outcome::Used, *requested, {}, {}, 0, 0, {}, {}});
        return r;
    }
    std::vector<bool> trusted;
    r.layers = collectLayers(v, info, useTuned, n, sources, trusted);
    const std::size_t last = r.layers.size() - 1; // the default: used when nothing above fits
    auto fits = [&](std::size_t i) {
        return r.layers[i].params && checkGemmParams(v, *r.layers[i].params, info).empty();
    };
    for (std::size_t i = 0; i < last; ++i)
        if (r.layers[i].params && !fits(i)) {
            r.layers[i].outcome = Outcome::DoesNotFit;
            r.layers[i].detail = checkGemmParams(v, *r.layers[i].params, info);
        }
    // From the bottom up: the layer a run uses if the lookup started at layer i. A layer that
    // fits gives way to what the layers below it would use when its tile, tuned at a larger N,
    // leaves compute units idle at this one and theirs launches more work-groups.
    std::vector<std::size_t> from(last + 1, last);
    for (std::size_t i = last; i-- > 0;) {
        const std::size_t below = from[i + 1];
        from[i] = below;
        if (!fits(i))
            continue;
        const Layer& l = r.layers[i];
        const bool giveWay =
            !trusted[i] && fits(below) &&
            preferFallbackAtSmallN(*l.params, l.tunedAtN, *r.layers[below].params, n, info.computeUnits);
        if (!giveWay)
            from[i] = i;
    }
    const std::size_t pick = from[0];
    for (std::size_t i = 0; i < pick; ++i)
        if (fits(i)) {
            r.layers[i].outcome = Outcome::SetAside;
            r.layers[i].workGroups = gemmWorkGroups(*r.layers[i].params, n);
        }
    for (std::size_t i = pick + 1; i <= last; ++i)
        if (r.layers[i].params && r.layers[i].outcome == Outcome::Absent)
            r.layers[i].outcome = Outcome::NotReached;
    Layer& used = r.layers[pick];
    used.outcome = Outcome::Used;
    r.params = *used.params;
    r.source = used.source;
    // Why the run's parameters are not simply the used layer's, in the label after ": " and in the
    // note after the database key, "; " between reasons.
    std::string joined;
    const auto because = [&joined](const std::string& why) { joined += (joined.empty() ? "" : "; ") + why; };
    if (const Layer* aside = r.setAside())
        because(layerLabel(*aside) + " " + aside->params->toString() + " gives " + std::to_string(aside->workGroups) +
                " work-groups for " + std::to_string(info.computeUnits) + " compute units at this N");
    if (auto unaligned = unalignedRowsParams(v, r.params, info, n)) {
        r.params = unaligned->params;
        r.unalignedRows = true;
        because(unaligned->why);
    } else if (const bool tunedHere = used.source == GemmParamsSource::Tuned && used.tunedAtN == n; !tunedHere) {
        // A tile tuned at this very N was measured against the others there: it is kept.
        if (auto fit = waveFitParams(v, r.params, info, n)) {
            r.params = fit->params;
            because(fit->why);
        }
    }
    r.label = layerLabel(used) + (joined.empty() ? "" : ": " + joined);
    r.note = isDatabaseSource(used.source) ? used.key : std::string();
    if (!joined.empty())
        r.note += (r.note.empty() ? "" : "; ") + joined;
    return r;
}

GemmResolution resolveGemm(const Variant& v, const DeviceInfo& info, const std::optional<GemmParams>& requested,
                           bool useTuned, std::size_t n)
{
    if (requested || !useTuned)
        return resolveGemm(v, info, requested, useTuned, n, GemmParamsLayers{});
    const TuningCache cache;
    const auto database = activeGemmDatabase();
    return resolveGemm(v, info, requested, useTuned, n, GemmParamsLayers{&cache, database.get()});
}

GemmParams resolveGemmParams(const Variant& v, const DeviceInfo& info, const std::optional<GemmParams>& requested,
                             bool useTuned, std::size_t n, std::string& source)
{
    GemmResolution r = resolveGemm(v, info, requested, useTuned, n);
    source = r.label;
    return r.params;
}

GemmParams defaultGemmParams(const Variant& v, const DeviceInfo& info)
{
    if (checkGemmParams(v, v.defaultParams, info).empty())
        return v.defaultParams;
    for (const auto& p : gemmSeedSet(v))
        if (checkGemmParams(v, p, info).empty())
            return p;
    return v.defaultParams; // planLaunch reports why it does not fit
}

} // namespace ndr
