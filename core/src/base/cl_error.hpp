#pragma once
#include <string>

#include "ndr/errors.hpp"

namespace ndr {

// "CL_OUT_OF_RESOURCES" for an OpenCL status code ("unknown OpenCL error" for codes not listed).
std::string clStatusName(int code);
// "CL_OUT_OF_RESOURCES (-5)" for an OpenCL status code.
std::string clErrorName(int code);

// A runtime error whose cause is the OpenCL call `call` returning `status`.
Error openclError(const std::string& message, const std::string& call, int status);
// The same, worded "OpenCL error while <stage>: <call> returned <name> (<status>)".
Error openclFailure(const std::string& stage, const std::string& call, int status);

} // namespace ndr
