#include "base/steady_clock.hpp"

#include <chrono>

namespace ndr {

std::int64_t steadyNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace ndr
