#pragma once
#include <span>
#include <string_view>

namespace ndr {

// One kernels/*.cl file compiled into the binary.
struct EmbeddedKernel {
    std::string_view file;
    std::string_view source;
};

std::span<const EmbeddedKernel> embeddedKernels();

// Source of kernels/<file>; empty when no such file was embedded.
std::string_view embeddedKernelSource(std::string_view file);

} // namespace ndr
