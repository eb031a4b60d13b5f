#pragma once
#include <functional>
#include <string>

namespace ndr {

// fraction in [0,1] of the whole call, and a short status line ("kernel rep 3/10").
using ProgressFn = std::function<void(double fraction, const std::string& status)>;

} // namespace ndr
