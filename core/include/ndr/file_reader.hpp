#pragma once
// Reading a whole file a user names (a kernel source, a GEMM parameter database). Only a regular
// file is read, and at most a limit of it: the file is opened without blocking (a FIFO without a
// writer would block the open itself) and checked with fstat on the descriptor it is then read
// from, so /dev/zero, /dev/urandom, a FIFO, a socket or a directory in its place is refused with
// what it is, never read for ever, and a file that grows while it is read stops at the limit.
#include <cstdint>
#include <string>

namespace ndr {

// The text of `path`. `what` names the file in messages ("kernel file", "GEMM parameter
// database"); `limit` names the size limit in the error (Error::limit(), its value maxBytes and
// the file's size). Throws Error(InvalidInput) when the file is missing, unreadable, not a regular
// file or larger than maxBytes.
std::string readRegularFile(const std::string& path, std::uint64_t maxBytes, const std::string& what,
                            const std::string& limit);

// What `path` is where it exists but is no regular file (symbolic links followed), e.g. "a FIFO
// (named pipe), not a regular file"; empty where it is a regular file or cannot be looked at. For
// doors that hand a path to another reader (the dynamic loader), which would block on a FIFO.
std::string notARegularFile(const std::string& path);

// "1 MiB (1048576 bytes)", "3.5 MiB (3670016 bytes)", "900 bytes".
std::string byteSizeText(std::uint64_t bytes);

} // namespace ndr
