#include "ndr/pocl_quirks.hpp"

#include "ndr/device_info.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/variant.hpp"

namespace ndr {

bool isPoclDevice(const DeviceInfo& d)
{
    const auto has = [](const std::string& s, const char* what) { return s.find(what) != std::string::npos; };
    return has(d.platformName, "Portable Computing Language") || has(d.platformVendor, "pocl") ||
           has(d.version, "PoCL") || has(d.driverVersion, "pocl");
}

std::string poclGemmQuirk(const Variant& v, const GemmParams& p, const DeviceInfo& d)
{
    if (!isPoclDevice(d) || v.name != "vectorized")
        return {};
    // Measured on PoCL 3.1 (Debian 12): MWG=64,NWG=16,KWG=32,8x8,VW=2 and its mirror
    // MWG=16,NWG=64 crash; KWG=16, VW=1, MWG=32 or a 4x4 block do not. The exact trigger is
    // LLVM's choice of vector stores, so every shape with a 2-wide block at VW=2 is refused.
    if (p.vw == 2 && (p.mwi() == 2 || p.nwi() == 2))
        return "PoCL's CPU compiler (3.1, LLVM 15) miscompiles this shape (VW=2 with a 2-wide "
               "per-work-item block: a misaligned vector store in its work-item context arrays "
               "crashes the process); choose VW=1 or 4, or a wider block";
    return {};
}

} // namespace ndr
