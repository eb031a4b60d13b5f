#pragma once

namespace ndr::cli {

// Standard output is checked like any output file: results lost to a full disk or a closed pipe
// must not go unnoticed. C's stdout (which std::cout writes through) drops its buffer after a
// failed write, and errno is soon overwritten, so the reason is kept at the first failure.

// Gives stdout a large buffer when it is not a terminal, so that its writes happen at the flushes
// below rather than at arbitrary points of a command.
void bufferStdout();
// Writes out what stdout holds; remembers the reason of the first failure.
void flushStdout();
// Flushes and reports a failure on stderr ("cannot write to standard output: reason"); false if
// any write to stdout failed during the command.
bool stdoutWritten();

} // namespace ndr::cli
