#include "ndr/embedded_kernels.hpp"

namespace ndr {

std::string_view embeddedKernelSource(std::string_view file)
{
    for (const auto& k : embeddedKernels())
        if (k.file == file)
            return k.source;
    return {};
}

} // namespace ndr
