#include "ndr/gemm_resolve.hpp"

#include "ndr/device_info.hpp"
#include "ndr/tuning_cache.hpp"
#include "ndr/variant.hpp"

namespace ndr {

GemmParams resolveGemmParams(const Variant& v, const DeviceInfo& info,
                             const std::optional<GemmParams>& requested, bool useTuned, std::size_t n,
                             std::string& source) {
    if (requested) {
        source = "explicit";
        return *requested;
    }
    source = "default";
    const GemmParams fallback = defaultGemmParams(v, info);
    if (useTuned)
        if (auto e = TuningCache().find(info.name, info.driverVersion, v.name);
            e && checkGemmParams(v, e->params, info).empty()) {
            // A tile tuned at a large N may leave most compute units idle at this one.
            if (checkGemmParams(v, fallback, info).empty() &&
                preferFallbackAtSmallN(e->params, e->n, fallback, n, info.computeUnits)) {
                source = "default: tuned " + e->params.toString() + " gives " +
                         std::to_string(gemmWorkGroups(e->params, n)) + " work-groups for " +
                         std::to_string(info.computeUnits) + " compute units at this N";
                return fallback;
            }
            source = "tuned";
            return e->params;
        }
    return fallback;
}

GemmParams defaultGemmParams(const Variant& v, const DeviceInfo& info) {
    if (checkGemmParams(v, v.defaultParams, info).empty()) return v.defaultParams;
    for (const auto& p : gemmSeedSet(v))
        if (checkGemmParams(v, p, info).empty()) return p;
    return v.defaultParams; // planLaunch reports why it does not fit
}

} // namespace ndr
