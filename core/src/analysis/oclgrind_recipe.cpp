#include "ndr/oclgrind_recipe.hpp"

#include <algorithm>
#include <set>

#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"

namespace ndr {

namespace {

constexpr std::size_t kMatmulN = 19;
constexpr std::size_t kVectorN = 1027;

} // namespace

const std::vector<std::string>& oclgrindCheckFlags()
{
    static const std::vector<std::string> flags = {"--data-races", "--uninitialized", "--check-api"};
    return flags;
}

std::size_t oclgrindCheckN(const std::string& variant, const LocalSize& local, std::size_t n)
{
    const Variant* v = findVariant(variant);
    const bool matmul = !v || v->workload == Workload::MatMul;
    std::size_t checked = matmul ? kMatmulN : kVectorN;
    if (v && v->exactMultiple) // no edge handling: N must be a multiple of the block
        checked = local.isAutomatic() ? 16 : 2 * local.x;
    return std::min(checked, std::max<std::size_t>(n, 1));
}

std::vector<std::string> oclgrindCheckRunTail(std::size_t n)
{
    return {"--n", std::to_string(n), "--reps", "1", "--warmup", "0", "--no-cpu"};
}

bool oclgrindCheckDrops(const std::string& option, bool* takesValue)
{
    static const std::set<std::string> valued = {"--csv", "--trace", "--n", "--reps", "--warmup", "--timeout-s"};
    static const std::set<std::string> flags = {"--json", "--no-cpu"};
    *takesValue = valued.count(option) > 0;
    return *takesValue || flags.count(option) > 0;
}

} // namespace ndr
