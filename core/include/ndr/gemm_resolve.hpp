#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/gemm_database.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/tuning_cache.hpp"

namespace ndr {

struct DeviceInfo;
struct Variant;

// Which GEMM parameters a run of a tunable variant uses, from which layer, and what each layer
// held. Layers are looked at in order: the request's explicit parameters; the user's tuning
// cache entry for (device, driver, variant); the database's entry for the exact device, then
// for its vendor and device type, then for its device type; the variant's default (else the
// first seed configuration that fits). A layer's parameters are used if they fit the device
// (checkGemmParams); else the next layer is looked at.
struct GemmResolution {
    GemmParams params;
    GemmParamsSource source = GemmParamsSource::Default;
    // "explicit", "tuned", "database pocl/CPU", "default", and after a colon why a layer above
    // was set aside at this N: "default: tuned MWG=… gives 32 work-groups for 132 compute units
    // at this N".
    std::string label;
    // The same detail without the layer's name (RunResult::paramsNote): the database entry's key
    // ("pocl/CPU"), then after "; " why a layer above was set aside at this N ("tuned MWG=… gives
    // 32 work-groups for 132 compute units at this N"); empty for explicit, tuned and default.
    std::string note;
    // True when `params` is not what the used layer holds: the tensor variants' copy-form tiles run
    // register-staged 16 deep at N no multiple of 4 (ndr::unalignedRowsParams; `label` and `note`
    // say why).
    bool unalignedRows = false;

    // What a layer held and what came of it, in lookup order.
    enum class Outcome {
        Used,
        Absent,     // nothing for this device and variant (or the layer was not consulted)
        DoesNotFit, // found, but checkGemmParams refuses it on this device
        SetAside,   // fits, but launches too few work-groups at this N (preferFallbackAtSmallN)
        NotReached, // a layer above was used
    };
    struct Layer {
        GemmParamsSource source = GemmParamsSource::Default;
        Outcome outcome = Outcome::Absent;
        std::optional<GemmParams> params;
        std::string key;    // database: the entry's key ("pocl/CPU"); tuned: the device name
        std::string detail; // tuned: "25.8 GFLOP/s at N = 256, <timestamp>"; database: origin and note;
                            // DoesNotFit: checkGemmParams' reason; SetAside: the work-group count
        std::size_t tunedAtN = 0;
        std::uint64_t workGroups = 0;                   // SetAside: the groups it would launch at this N
        std::optional<TunedEntry> cacheEntry;           // tuned: the cache entry found
        std::optional<GemmDatabaseEntry> databaseEntry; // database layers: the entry found
    };
    std::vector<Layer> layers;

    const Layer* used() const;
    // The first layer set aside by the small-N rule, if any.
    const Layer* setAside() const;
};

// The sources of tuned parameters resolveGemm consults: the user's cache and the database.
struct GemmParamsLayers {
    const TuningCache* cache = nullptr;     // null: no user cache
    const GemmDatabase* database = nullptr; // null: no database
};

// Resolves the parameters the way the engine does (engine, work-group explorer and studio all
// call this, so they show and launch the same thing). Explicit parameters are never second-
// guessed; with useTuned false the cache and the database are skipped (the built-in default).
// A tuned or database entry that is not for an N range gives way to the layers below it at an N
// where it would launch fewer work-groups than the device has compute units and they launch
// more (preferFallbackAtSmallN, with the N it was tuned at): a tile tuned at a large N can leave
// most compute units idle at a small one. A database entry for an N range is trusted there.
GemmResolution resolveGemm(const Variant& variant, const DeviceInfo& device, const std::optional<GemmParams>& requested,
                           bool useTuned, std::size_t n, const GemmParamsLayers& layers);
// The same with the user's tuning cache (tuningCachePath) and activeGemmDatabase(); throws
// Error(InvalidInput) when $NDR_GEMM_DATABASE names a file that cannot be used.
GemmResolution resolveGemm(const Variant& variant, const DeviceInfo& device, const std::optional<GemmParams>& requested,
                           bool useTuned, std::size_t n);

// resolveGemm's parameters, with `source` set to its label.
GemmParams resolveGemmParams(const Variant& variant, const DeviceInfo& device,
                             const std::optional<GemmParams>& requested, bool useTuned, std::size_t n,
                             std::string& source);

// The variant's default parameters, else the first seed configuration valid on `device`.
GemmParams defaultGemmParams(const Variant& variant, const DeviceInfo& device);

} // namespace ndr
