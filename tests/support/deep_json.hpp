#pragma once
// JSON text nested `levels` deep, for the doors that must refuse it rather than recurse into it:
// objects with a key of their own at each level ({"k0":{"k1":…0…}}), so that a zip of it stays
// far below the bundle reader's compression-ratio limit.
#include <string>

namespace jsontest {

inline std::string deeplyNested(std::size_t levels)
{
    std::string text;
    text.reserve(levels * 12 + 1);
    for (std::size_t i = 0; i < levels; ++i)
        text += "{\"k" + std::to_string(i) + "\":";
    text += '0';
    text.append(levels, '}');
    return text;
}

} // namespace jsontest
