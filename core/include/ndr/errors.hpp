#pragma once
#include <stdexcept>
#include <string>

namespace ndr {

// Exit-code classes of the CLI: invalid input = 2, OpenCL/runtime = 3.
enum class ErrorKind { InvalidInput, Runtime, Cancelled };

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message, bool offersOclgrindCheck = false)
        : std::runtime_error(message), kind_(kind), oclgrind_(offersOclgrindCheck)
    {
    }
    ErrorKind kind() const { return kind_; }
    // The kernel itself may be at fault (it crashed or hung the process that ran it): checking it
    // with Oclgrind (out-of-bounds accesses, data races) is the next step. The CLI prints it as a
    // hint, the studio as a "Check with Oclgrind" button.
    bool offersOclgrindCheck() const { return oclgrind_; }

private:
    ErrorKind kind_;
    bool oclgrind_;
};

inline Error invalidInput(const std::string& m) { return Error(ErrorKind::InvalidInput, m); }
inline Error runtimeError(const std::string& m) { return Error(ErrorKind::Runtime, m); }

} // namespace ndr
