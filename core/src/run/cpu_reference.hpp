#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ndr {

// Deterministic inputs in [-1, 1] from a seed (same on every platform and standard library).
std::vector<float> randomMatrix(std::size_t n, std::uint32_t seed);
std::vector<float> randomVector(std::size_t count, std::uint32_t seed);

// Reference product in double precision, blocked and multi-threaded. With `rows` empty every row
// is computed; otherwise only the listed rows (for sampled verification of large N), stored
// densely in the order given.
std::vector<double> referenceProduct(const std::vector<float>& a, const std::vector<float>& b, std::size_t n,
                                     const std::vector<std::size_t>& rows = {});

// Wall time (ms) of the plain sequential triple loop in float, as the course's "Sequential C"
// row. The result is kept (written to a volatile sink) so the loop cannot be optimised away.
double sequentialTripleLoopMs(const std::vector<float>& a, const std::vector<float>& b, std::size_t n);

} // namespace ndr
