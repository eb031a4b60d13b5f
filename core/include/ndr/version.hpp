#pragma once
#include <string>

namespace ndr {

// The program's version (the project version CMake was configured with), e.g. "1.4.0".
std::string appVersion();

} // namespace ndr
