#pragma once
// The kernel runner's wire format. Parent and runner talk over one Unix socket (the runner's fd 3)
// in frames: a 4-byte little-endian length, then that many bytes of CBOR (nlohmann::json::to_cbor;
// CBOR keeps doubles exact, NaN and infinity included, and carries C as raw bytes).
//
// Parent -> runner, one frame:
//   {"type":"run", "protocol":P, "request":RunRequest, "user_kernel":UserKernel|null, "fault":""}
// Runner -> parent, in this order:
//   {"type":"hello", "protocol":P, "version":"0.1.0"}
//   {"type":"progress", "fraction":f, "status":"…"}              any number
//   {"type":"wait", "what":"kernel #1", "begins":true|false}       around every bounded command wait
//   {"type":"running", "what":"kernel #1"}                          inside it, once the device reports
//                                                                   the command running (the limit counts)
//   then exactly one answer:
//   {"type":"result", "result":RunResult, "rows":bytes}           rows of C that verification needs
//   {"type":"error", "kind":"invalid-input"|"runtime"|"cancelled", "message":"…", "limit":"…",
//    "limit_value":u|null, "requested":u|null, "cl_call":"…", "cl_status":i|null,
//    "cl_status_name":"…", "oclgrind_check":bool}                   every field of ndr::Error
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ndr/errors.hpp"

namespace ndr {

constexpr int kRunnerProtocol = 2;
// The socket's number in the runner.
constexpr int kRunnerFd = 3;
// No message comes near this (C of N = 2048 is 16 MiB; above that only sampled rows travel).
constexpr std::uint32_t kMaxRunnerFrameBytes = 256u << 20;

std::vector<std::uint8_t> encodeFrame(const nlohmann::json& message);

// Blocking send of one frame (the runner's side); false when the peer is gone.
bool writeFrame(int fd, const nlohmann::json& message);
// Blocking read of one frame (the runner's side); nullopt at end of stream or on a malformed frame.
std::optional<nlohmann::json> readFrame(int fd);

// Cuts a byte stream into messages (the parent's side, which reads without blocking). next()
// throws std::runtime_error for an oversized length or bytes that are not CBOR.
class FrameReader {
public:
    void feed(const char* bytes, std::size_t count) { buffer_.insert(buffer_.end(), bytes, bytes + count); }
    std::optional<nlohmann::json> next();
    bool empty() const { return buffer_.empty(); }

private:
    std::vector<std::uint8_t> buffer_;
};

// The runner's "error" answer: every field of `e`, and back (throws nlohmann::json::exception for a
// missing key or a wrong type, std::runtime_error for an unknown kind).
nlohmann::json errorMessage(const Error& e);
Error errorFromMessage(const nlohmann::json& message);

} // namespace ndr
