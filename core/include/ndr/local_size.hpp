#pragma once
#include <cstddef>
#include <optional>
#include <string>

namespace ndr {

// A work-group size of 1 or 2 dimensions; dims == 0 means "let the variant choose", dims == -1
// "does not apply" (a library call such as clblast launches kernels of its own choosing).
struct LocalSize {
    int dims = 0;
    std::size_t x = 0;
    std::size_t y = 1;

    static LocalSize automatic() { return {}; }
    static LocalSize notApplicable() { return {-1, 0, 1}; }
    static LocalSize of1D(std::size_t x) { return {1, x, 1}; }
    static LocalSize of2D(std::size_t x, std::size_t y) { return {2, x, y}; }
    bool isAutomatic() const { return dims == 0; }
    bool applies() const { return dims >= 0; }
    std::size_t total() const { return dims == 2 ? x * y : x; }
    // "16x16", "64", "auto", or "n/a" (does not apply; parse() does not accept it: no request can
    // ask for it, only a result can report it).
    std::string toString() const;
    // Parses "X" or "XxY" (also "X×Y"); throws ndr::Error(InvalidInput) naming the problem.
    static LocalSize parse(const std::string& text);
    bool operator==(const LocalSize&) const = default;
};

} // namespace ndr
