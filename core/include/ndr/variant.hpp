#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ndr/local_size.hpp"

namespace ndr {

enum class Workload { MatMul };

// How the NDRange maps onto C: one work-item per element (2D) or per row (1D).
enum class NDRangeShape { Elements2D, Rows1D };

// One catalogue entry. Everything the engine needs to build, size, validate and account a
// variant is data here, so adding a variant is one .cl file plus one entry.
struct Variant {
    std::string name;       // CLI name, e.g. "tiled"
    std::string title;      // short human title
    Workload workload = Workload::MatMul;
    std::string kernelFile; // file in kernels/
    std::string entryPoint; // kernel function name
    std::string lesson;     // one paragraph, citing its course source
    std::string courseSource;
    NDRangeShape shape = NDRangeShape::Elements2D;
    std::string ndrangeRule;
    std::string localRule;
    std::string definesText; // human description of the -D parameters

    // Behaviour.
    bool transposeB = false;       // host uploads Bᵀ
    bool squareTileLocal = false;  // local must be T×T; compiled with -D<tileDefine>=T
    std::string tileDefine = "TILE";
    int tilePad = 0;               // local tiles declared T×(T+tilePad), for the local-memory check
    bool exactMultiple = false;    // no edge handling: N must be a multiple of the local size
    bool constantInputs = false;   // A and B bound as __constant
    bool localRowOfN = false;      // extra __local float[N] argument (B column shared)
    bool privateRowOfN = false;    // private float[N] per work-item; bounded by maxN
    std::size_t maxN = 0;          // 0 = no variant-specific bound
    std::string maxNReason;
    LocalSize defaultLocal;        // preferred when the user gives none (clamped to the device)

    // Global-memory traffic the kernel issues (bytes), for the effective GB/s column. The
    // catalogue documents each model next to the variant.
    enum class Traffic { ElementNaive, ElementNaiveGlobalAcc, RowNaive, RowPrivate, RowPrivateLocal, Tiled };
    Traffic traffic = Traffic::ElementNaive;

    double flops(std::size_t n) const { return 2.0 * double(n) * double(n) * double(n); }
    double bytes(std::size_t n, const LocalSize& local) const;
};

// The matmul ladder, in teaching order.
const std::vector<Variant>& catalogue();
// nullptr if unknown.
const Variant* findVariant(const std::string& name);
// "naive, row, …" for error messages.
std::string variantNames();

} // namespace ndr
