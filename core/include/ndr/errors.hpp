#pragma once
#include <stdexcept>
#include <string>
#include <utility>

namespace ndr {

// Exit-code classes of the CLI: invalid input = 2, OpenCL/runtime = 3.
enum class ErrorKind { InvalidInput, Runtime, Cancelled };

class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message, std::string limit = {}, bool offersOclgrindCheck = false)
        : std::runtime_error(message), kind_(kind), limit_(std::move(limit)), oclgrind_(offersOclgrindCheck)
    {}
    ErrorKind kind() const { return kind_; }
    // The device property or rule that was broken, where callers act on it (e.g.
    // "CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT"); empty when the message is all there is.
    const std::string& limit() const { return limit_; }
    // The kernel itself may be at fault (it crashed or hung the process that ran it): checking it
    // with Oclgrind (out-of-bounds accesses, data races) is the next step. The CLI prints it as a
    // hint, the studio as a "Check with Oclgrind" button.
    bool offersOclgrindCheck() const { return oclgrind_; }

private:
    ErrorKind kind_;
    std::string limit_;
    bool oclgrind_;
};

inline Error invalidInput(const std::string& m) { return Error(ErrorKind::InvalidInput, m); }
inline Error runtimeError(const std::string& m) { return Error(ErrorKind::Runtime, m); }

} // namespace ndr
