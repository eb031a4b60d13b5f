#pragma once
// The system's CBLAS (OpenBLAS on Debian), loaded at run time with dlopen like CLBlast: the
// cblas variant multiplies on the host CPU with it, the yardstick for the CPU kernels.
#include <cstddef>
#include <cstdint>
#include <string>

namespace ndr {

// The libraries tried, in order: $NDR_CBLAS_LIBRARY alone if set (a test seam: point it at a
// missing file to simulate a machine without a CBLAS), else OpenBLAS (libopenblas.so.0), BLIS
// (libblis.so.4) and the system's BLAS (libblas.so.3, whichever alternative Debian selected).
std::string cblasLibraryNames();

// Empty when cblas_sgemm could be resolved, else "CBLAS not available: <what each try said>".
std::string cblasUnavailableReason();

// The library that was loaded and what it says of itself, e.g. "libopenblas.so.0 (OpenBLAS
// 0.3.21 DYNAMIC_ARCH NO_AFFINITY Zen MAX_THREADS=64, 2 threads)"; empty when none loaded.
std::string cblasLibraryDescription();

// C = A * B for row-major N x N host arrays through cblas_sgemm, timed with the steady clock
// around the call alone. Throws Error(InvalidInput) naming the reason when no CBLAS loads.
void cblasSgemmTimed(std::size_t n, const float* a, const float* b, float* c, std::int64_t& beginNs,
                     std::int64_t& endNs);

} // namespace ndr
