#include "ndr/gemm_resolve.hpp"

#include "ndr/device_info.hpp"
#include "ndr/tuning_cache.hpp"
#include "ndr/variant.hpp"

namespace ndr {

GemmParams resolveGemmParams(const Variant& v, const DeviceInfo& info,
                             const std::optional<GemmParams>& requested, bool useTuned, std::string& source) {
    if (requested) {
        source = "explicit";
        return *requested;
    }
    if (useTuned)
        if (auto e = TuningCache().find(info.name, info.driverVersion, v.name);
            e && checkGemmParams(v, e->params, info).empty()) {
            source = "tuned";
            return e->params;
        }
    source = "default";
    if (checkGemmParams(v, v.defaultParams, info).empty()) return v.defaultParams;
    for (const auto& p : gemmSeedSet(v))
        if (checkGemmParams(v, p, info).empty()) return p;
    return v.defaultParams; // planLaunch reports why it does not fit
}

} // namespace ndr
