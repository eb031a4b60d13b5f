#pragma once
#include <stdexcept>
#include <string>

namespace ndr {

// Exit-code classes of the CLI: invalid input = 2, OpenCL/runtime = 3.
enum class ErrorKind { InvalidInput, Runtime, Cancelled };

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    ErrorKind kind() const { return kind_; }

private:
    ErrorKind kind_;
};

inline Error invalidInput(const std::string& m) { return Error(ErrorKind::InvalidInput, m); }
inline Error runtimeError(const std::string& m) { return Error(ErrorKind::Runtime, m); }

} // namespace ndr
