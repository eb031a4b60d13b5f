#include "ndr/quote.hpp"

#include <algorithm>

namespace ndr {

std::size_t utf8Length(std::string_view s, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b = byte(i);
    if (b < 0x80)
        return 1;
    std::size_t len = 0;
    unsigned lo = 0x80, hi = 0xBF; // the range of the second byte
    if (b >= 0xC2 && b <= 0xDF)
        len = 2;
    else if (b >= 0xE0 && b <= 0xEF) {
        len = 3;
        lo = b == 0xE0 ? 0xA0 : 0x80;
        hi = b == 0xED ? 0x9F : 0xBF;
    } else if (b >= 0xF0 && b <= 0xF4) {
        len = 4;
        lo = b == 0xF0 ? 0x90 : 0x80;
        hi = b == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (i + len > s.size() || byte(i + 1) < lo || byte(i + 1) > hi)
        return 0;
    for (std::size_t k = 2; k < len; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    return len;
}

namespace {

void appendHex(std::string& out, unsigned char b)
{
    const char* digits = "0123456789abcdef";
    out += "\\x";
    out += digits[b >> 4];
    out += digits[b & 0xF];
}

} // namespace

std::string quote(std::string_view value, std::size_t maxBytes)
{
    std::string out = "'";
    std::size_t i = 0;
    while (i < value.size()) {
        const std::size_t len = utf8Length(value, i);
        if (i + std::max<std::size_t>(len, 1) > maxBytes)
            break;
        const unsigned char b = static_cast<unsigned char>(value[i]);
        // U+0080..U+009F (C1 controls) are C2 80..C2 9F in UTF-8.
        const bool c1 = len == 2 && b == 0xC2 && static_cast<unsigned char>(value[i + 1]) <= 0x9F;
        if (len == 0 || c1) {
            for (std::size_t k = 0; k < std::max<std::size_t>(len, 1); ++k)
                appendHex(out, static_cast<unsigned char>(value[i + k]));
            i += std::max<std::size_t>(len, 1);
            continue;
        }
        if (len == 1) {
            switch (b) {
            case '\t':
                out += "\\t";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\\':
                out += "\\\\";
                break;
            default:
                if (b < 0x20 || b == 0x7F)
                    appendHex(out, b);
                else
                    out += char(b);
            }
        } else {
            out.append(value.substr(i, len));
        }
        i += len;
    }
    out += "'";
    if (i < value.size())
        out += "... (" + std::to_string(value.size()) + " bytes)";
    return out;
}

} // namespace ndr
