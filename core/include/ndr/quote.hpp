#pragma once
// User data inside messages. A value quoted in an error message may hold anything a file or an
// argument can: NUL bytes (which end a C string and cut the message short), newlines, tabs,
// terminal escapes, bytes that are not UTF-8, a megabyte of text. quote() writes it so the
// message stays one readable line that shows every byte: printable UTF-8 as it is, everything
// else as a C escape.
#include <cstddef>
#include <string>
#include <string_view>

namespace ndr {

// The longest value quote() shows by default before cutting it; the cut says how long it was.
inline constexpr std::size_t kQuoteMaxBytes = 200;

// Length of the valid UTF-8 sequence starting at s[i] (1 to 4), or 0 when the bytes there are
// not one (a stray continuation byte, an overlong form, a surrogate, a code point past U+10FFFF,
// a sequence cut short).
std::size_t utf8Length(std::string_view s, std::size_t i);

// The code point of the valid UTF-8 sequence of `len` bytes (utf8Length) at s[i].
char32_t codePointAt(std::string_view s, std::size_t i, std::size_t len);

// C0 controls (tab and line breaks among them), DEL and the C1 controls.
bool isControl(char32_t c);

// Characters that print nothing yet change what a text looks like or how it reads: the byte
// order mark, zero-width spaces and joiners, bidirectional marks, embeddings, overrides and
// isolates, the soft hyphen, invisible operators. "tiled" and "tiled" + U+200B look the same.
bool isInvisible(char32_t c);

// What a character of a text is, for the checks and the printers that share these rules.
enum class TextChar { Printable, LineBreakOrTab, Control, Invisible, NotUtf8 };
// The class of the character at s[i] and, in `len`, how many bytes it takes (1 for a byte that
// is not UTF-8).
TextChar classifyChar(std::string_view s, std::size_t i, std::size_t& len);

// `value` between single quotes, with control bytes (NUL and the rest of C0, DEL, the C1 range)
// and bytes that are not part of valid UTF-8 written as \xNN escapes, invisible characters as
// \uXXXX, tab, newline, carriage return and the backslash as \t \n \r \\. A value longer than
// maxBytes is cut at a character boundary and followed by "... (N bytes)".
std::string quote(std::string_view value, std::size_t maxBytes = kQuoteMaxBytes);

} // namespace ndr
