#include "ndr/variant.hpp"

#include <algorithm>
#include <cmath>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

std::string toString(Workload w)
{
    switch (w) {
    case Workload::MatMul:
        return "matmul";
    case Workload::Reduce:
        return "reduce";
    case Workload::VAdd:
        return "vadd";
    case Workload::Pi:
        return "pi";
    }
    return "matmul";
}

Workload parseWorkload(const std::string& text)
{
    for (auto w : {Workload::MatMul, Workload::Reduce, Workload::VAdd, Workload::Pi})
        if (toString(w) == text)
            return w;
    throw invalidInput("workload " + quote(text) + " is not one of matmul|reduce|vadd|pi");
}

double Variant::flops(std::size_t n) const
{
    const double N = double(n);
    switch (workload) {
    case Workload::MatMul:
        return 2.0 * N * N * N;
    case Workload::Reduce:
        return N; // one add per element
    case Workload::VAdd:
        return scheme == VectorScheme::VAdd2 ? N : 2 * N;
    case Workload::Pi:
        return 6.0 * N; // x, x*x, 1+, 4/, +=, *step
    }
    return 0;
}

double Variant::bytes(std::size_t n, const LocalSize& local) const
{
    const double N = double(n);
    const double n2 = N * N, n3 = n2 * N;
    const double f = 4.0; // sizeof(float)
    switch (traffic) {
    case Traffic::ElementNaive:
        return f * (2 * n3 + n2); // 2N loads per element + store
    case Traffic::ElementNaiveGlobalAcc:
        return f * (4 * n3 + n2); // + read and write C per k step
    case Traffic::RowNaive:
        return f * (2 * n3 + n2);
    case Traffic::RowPrivate:
        return f * (n3 + 2 * n2); // A row once, B column per element
    case Traffic::RowPrivateLocal: {
        const double l = double(local.x ? local.x : 1);
        return f * (n3 / l + 2 * n2); // B once per work-group
    }
    case Traffic::Tiled: {
        const double t = double(local.x ? local.x : 1);
        return f * (2 * n3 / t + n2); // each tile loaded once per group
    }
    case Traffic::RegisterBlocked:
        // With the default parameters (gemmTrafficBytes); a run reports the model for the
        // parameters it used.
        return gemmTrafficBytes(*this, defaultParams, n);
    case Traffic::Stream1:
        return f * N; // partials are negligible
    case Traffic::Stream3:
        return f * 3 * N;
    case Traffic::Stream4:
        return f * 4 * N;
    case Traffic::Stream6:
        return f * 6 * N;
    case Traffic::None:
        return 0;
    }
    return 0;
}

double matmulTolerance(std::size_t n, bool tf32)
{
    const double fp32 = std::max(1e-5, 2e-6 * double(n));
    if (!tf32)
        return fp32;
    // Each input rounded to TF32 (10 mantissa bits, round to nearest) is off by up to u = 2^-11
    // relative, so each product a*b by up to 2u|ab| <= 2u. The rounding errors are independent with
    // mean 0 and variance u^2/3 per input: the sum over N products has a standard deviation of at
    // most u*sqrt(2N/3). Six of those, on top of the FP32 accumulation allowance.
    return fp32 + 6.0 * std::ldexp(1.0, -11) * std::sqrt(2.0 * double(n) / 3.0);
}

std::string matmulToleranceRule(bool tf32)
{
    return tf32 ? "max(1e-5, 2e-6*N) + 6*2^-11*sqrt(2N/3) (TF32 inputs)" : "max(1e-5, 2e-6*N) (FP32)";
}

} // namespace ndr
