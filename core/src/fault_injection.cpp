#include "fault_injection.hpp"

#include <cstdlib>
#include <sstream>

namespace ndr {

namespace {

bool listed(const std::string& wanted)
{
    const char* env = std::getenv("NDR_FAULT");
    if (!env)
        return false;
    std::istringstream in(env);
    for (std::string item; std::getline(in, item, ',');)
        if (item == wanted)
            return true;
    return false;
}

} // namespace

bool faultActive(const std::string& name) { return listed(name); }

bool allocationFaultFor(std::size_t n) { return listed("alloc-failure-n=" + std::to_string(n)); }

} // namespace ndr
