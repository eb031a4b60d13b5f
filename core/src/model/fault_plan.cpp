#include "ndr/fault_plan.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <sstream>

namespace ndr {

namespace {

const std::string kAllocPrefix = "alloc-failure-n=";

} // namespace

FaultPlan FaultPlan::parse(const std::string& spec)
{
    FaultPlan plan;
    std::istringstream in(spec);
    for (std::string item; std::getline(in, item, ',');) {
        if (item == "corrupt-output")
            plan.corruptOutput = true;
        else if (item == "no-profiling")
            plan.noProfiling = true;
        else if (item == "no-ooo")
            plan.noOutOfOrder = true;
        else if (item == "throw-in-run")
            plan.throwInRun = true;
        else if (item.rfind(kAllocPrefix, 0) == 0) {
            std::size_t n = 0;
            const char* first = item.data() + kAllocPrefix.size();
            const char* last = item.data() + item.size();
            const auto [end, ec] = std::from_chars(first, last, n);
            if (ec == std::errc() && end == last)
                plan.allocationFailureSizes.push_back(n);
        }
    }
    return plan;
}

FaultPlan FaultPlan::fromEnvironment()
{
    const char* env = std::getenv("NDR_FAULT");
    return env ? parse(env) : FaultPlan{};
}

std::string FaultPlan::spec() const
{
    std::string out;
    auto add = [&out](const std::string& item) { out += (out.empty() ? "" : ",") + item; };
    if (corruptOutput)
        add("corrupt-output");
    if (noProfiling)
        add("no-profiling");
    if (noOutOfOrder)
        add("no-ooo");
    if (throwInRun)
        add("throw-in-run");
    for (std::size_t n : allocationFailureSizes)
        add(kAllocPrefix + std::to_string(n));
    return out;
}

bool FaultPlan::allocationFailsFor(std::size_t n) const
{
    return std::find(allocationFailureSizes.begin(), allocationFailureSizes.end(), n) != allocationFailureSizes.end();
}

bool FaultPlan::any() const { return !spec().empty(); }

} // namespace ndr
