#pragma once
#include <string>

namespace ndr {

// "CL_OUT_OF_RESOURCES (-5)" for an OpenCL status code.
std::string clErrorName(int code);

} // namespace ndr
