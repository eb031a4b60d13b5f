#pragma once
#include <optional>
#include <string>

namespace ndr {

// Where a run's GEMM parameters came from, in lookup order: the request itself, the user's
// tuning cache, the database shipped with the studio (the exact device, then its architecture,
// then its vendor and device type, then its device type alone), then the variant's built-in
// default. None: the variant has no GEMM parameters.
enum class GemmParamsSource {
    None,
    Explicit,
    Tuned,
    DatabaseDevice,
    DatabaseVendor,
    DatabaseType,
    Default,
    DatabaseArchitecture
};

// "explicit", "tuned", "database-device", "database-architecture", "database-vendor",
// "database-type", "default" ("" for None): the token of CSV and JSON columns.
std::string toString(GemmParamsSource source);
// The inverse of toString (the empty string gives None); nullopt for anything else.
std::optional<GemmParamsSource> parseGemmParamsSource(const std::string& text);

inline bool isDatabaseSource(GemmParamsSource s)
{
    return s == GemmParamsSource::DatabaseDevice || s == GemmParamsSource::DatabaseArchitecture ||
           s == GemmParamsSource::DatabaseVendor || s == GemmParamsSource::DatabaseType;
}

} // namespace ndr
