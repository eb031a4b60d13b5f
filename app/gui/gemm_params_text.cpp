#include "gui/gemm_params_text.hpp"

#include <QCoreApplication>

#include "ndr/gemm_params.hpp"
#include "ndr/tuning_cache.hpp"

namespace studio {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(GemmParamsText)
};

QString shortForm(const ndr::GemmParams& p) {
    // 128×128×16 first: the tile is what a reader compares; the rest follows in full.
    return Tr::tr("%1×%2×%3 (%4)").arg(p.mwg).arg(p.nwg).arg(p.kwg).arg(QString::fromStdString(p.toString()));
}

} // namespace

QString gemmParamsText(const ndr::Variant& v, const ndr::DeviceInfo& device, const ndr::RunRequest& request) {
    if (!v.tunable) return {};
    if (request.gemm) return Tr::tr("Parameters: explicit %1").arg(shortForm(*request.gemm));
    if (request.useTunedParams) {
        const auto e = ndr::TuningCache().find(device.name, device.driverVersion, v.name);
        if (e && ndr::checkGemmParams(v, e->params, device).empty())
            return Tr::tr("Parameters: tuned %1, from the tuning cache (%2 GFLOP/s at N = %3, %4)")
                .arg(shortForm(e->params))
                .arg(e->gflops, 0, 'f', 1)
                .arg(e->n)
                .arg(QString::fromStdString(e->timestamp));
    }
    ndr::GemmParams p = v.defaultParams;
    if (!ndr::checkGemmParams(v, p, device).empty())
        for (const ndr::GemmParams& s : ndr::gemmSeedSet(v))
            if (ndr::checkGemmParams(v, s, device).empty()) {
                p = s;
                break;
            }
    return Tr::tr("Parameters: defaults %1 (not tuned on this device yet: see the Tuning tab)")
        .arg(shortForm(p));
}

} // namespace studio
