#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace ndr {

// A work-group size of 1 or 2 dimensions; dims == 0 means "let the variant choose".
struct LocalSize {
    int dims = 0;
    std::size_t x = 0;
    std::size_t y = 1;

    static LocalSize automatic() { return {}; }
    static LocalSize of1D(std::size_t x) { return {1, x, 1}; }
    static LocalSize of2D(std::size_t x, std::size_t y) { return {2, x, y}; }
    bool isAutomatic() const { return dims == 0; }
    std::size_t total() const { return dims == 2 ? x * y : x; }
    // "16x16", "64", or "auto".
    std::string toString() const;
    // Parses "X" or "XxY" (also "X×Y"); throws ndr::Error(InvalidInput) naming the problem.
    static LocalSize parse(const std::string& text);
    bool operator==(const LocalSize&) const = default;
};

} // namespace ndr
