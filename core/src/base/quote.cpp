#include "ndr/quote.hpp"

#include <algorithm>
#include <cstdio>

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

char32_t codePointAt(std::string_view s, std::size_t i, std::size_t len)
{
    const auto byte = [&](std::size_t k) { return char32_t(static_cast<unsigned char>(s[k])); };
    switch (len) {
    case 1:
        return byte(i);
    case 2:
        return (byte(i) & 0x1F) << 6 | (byte(i + 1) & 0x3F);
    case 3:
        return (byte(i) & 0x0F) << 12 | (byte(i + 1) & 0x3F) << 6 | (byte(i + 2) & 0x3F);
    default:
        return (byte(i) & 0x07) << 18 | (byte(i + 1) & 0x3F) << 12 | (byte(i + 2) & 0x3F) << 6 | (byte(i + 3) & 0x3F);
    }
}

bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

bool isInvisible(char32_t c)
{
    return c == 0x00AD || c == 0x034F || c == 0x061C || c == 0x115F || c == 0x1160 || c == 0x17B4 || c == 0x17B5 ||
           c == 0x180E || (c >= 0x200B && c <= 0x200F) || (c >= 0x2028 && c <= 0x202E) ||
           (c >= 0x2060 && c <= 0x206F) || c == 0x3164 || c == 0xFEFF || c == 0xFFA0 || (c >= 0xFFF0 && c <= 0xFFFB) ||
           (c >= 0xE0000 && c <= 0xE0FFF);
}

TextChar classifyChar(std::string_view s, std::size_t i, std::size_t& len)
{
    len = utf8Length(s, i);
    if (len == 0) {
        len = 1;
        return TextChar::NotUtf8;
    }
    const char32_t c = codePointAt(s, i, len);
    if (c == '\t' || c == '\n' || c == '\r')
        return TextChar::LineBreakOrTab;
    if (isControl(c))
        return TextChar::Control;
    return isInvisible(c) ? TextChar::Invisible : TextChar::Printable;
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
        const char32_t c = len ? codePointAt(value, i, len) : 0;
        if (len > 1 && isInvisible(c)) {
            char escaped[16];
            std::snprintf(escaped, sizeof escaped, c > 0xFFFF ? "\\U%08X" : "\\u%04X", unsigned(c));
            out += escaped;
            i += len;
            continue;
        }
        if (len == 0 || (len == 2 && isControl(c))) { // not UTF-8, or a C1 control
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
