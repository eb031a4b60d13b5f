#pragma once
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "ndr/diagnostics.hpp"

namespace ndr {

// Exit-code classes of the CLI: invalid input = 2, OpenCL/runtime = 3.
enum class ErrorKind { InvalidInput, Runtime, Cancelled };

std::string toString(ErrorKind kind);              // "invalid-input", "runtime", "cancelled"
ErrorKind parseErrorKind(const std::string& text); // throws std::runtime_error for anything else

// An error of the engine: its message (for people) and its structure (for code, which never reads
// the message): the kind, the failing OpenCL call and its status where there is one, the limit
// broken with its value and what was asked for where there is one, and the Oclgrind offer.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message, std::string limit = {}, bool offersOclgrindCheck = false)
        : std::runtime_error(message), kind_(kind), limit_(std::move(limit)), oclgrind_(offersOclgrindCheck)
    {}
    ErrorKind kind() const { return kind_; }

    // The device property or rule that was broken (e.g. "CL_KERNEL_WORK_GROUP_SIZE",
    // "CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT"); empty when no limit was broken.
    const std::string& limit() const { return limit_; }
    // The limit's value on this device and what the request needed, where they are numbers
    // (limit "CL_KERNEL_WORK_GROUP_SIZE", value 256, requested 1024).
    std::optional<std::uint64_t> limitValue() const { return limitValue_; }
    std::optional<std::uint64_t> requested() const { return requested_; }
    Error& withLimit(std::string limit, std::optional<std::uint64_t> value = {},
                     std::optional<std::uint64_t> requested = {})
    {
        limit_ = std::move(limit);
        limitValue_ = value;
        requested_ = requested;
        return *this;
    }

    // The OpenCL call that failed ("clBuildProgram") and the status it returned (-11, named
    // "CL_BUILD_PROGRAM_FAILURE"); empty / nullopt when no OpenCL call failed.
    const std::string& clCall() const { return clCall_; }
    std::optional<int> clStatus() const { return clStatus_; }
    const std::string& clStatusName() const { return clStatusName_; }
    Error& withClCall(std::string call, int status, std::string statusName)
    {
        clCall_ = std::move(call);
        clStatus_ = status;
        clStatusName_ = std::move(statusName);
        return *this;
    }

    // The kernel itself may be at fault (it crashed or hung the process that ran it): checking it
    // with Oclgrind (out-of-bounds accesses, data races) is the next step. The CLI prints it as a
    // hint, the studio as a "Check with Oclgrind" button.
    bool offersOclgrindCheck() const { return oclgrind_; }
    Error& withOclgrindCheck(bool offer = true)
    {
        oclgrind_ = offer;
        return *this;
    }

    // The compiler's diagnostics of a kernel that failed to build, located in the user's file
    // (ndr/diagnostics.hpp); empty for every other error.
    const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    Error& withDiagnostics(std::vector<Diagnostic> diagnostics)
    {
        diagnostics_ = std::move(diagnostics);
        return *this;
    }

    // The same structure under another kind and message (a caller adding context).
    Error rephrased(ErrorKind kind, const std::string& message) const
    {
        Error e = *this;
        static_cast<std::runtime_error&>(e) = std::runtime_error(message);
        e.kind_ = kind;
        return e;
    }

private:
    ErrorKind kind_;
    std::string limit_;
    std::optional<std::uint64_t> limitValue_, requested_;
    std::string clCall_;
    std::optional<int> clStatus_;
    std::string clStatusName_;
    bool oclgrind_;
    std::vector<Diagnostic> diagnostics_;
};

// Error::limit() of a run stopped by the watchdog and of a timeout out of range; the value is the
// timeout in milliseconds. For a stopped run, requested() is how long the command had run (ms, on
// the watchdog's clock: from CL_RUNNING on PoCL, else from the start of the wait) when it was
// abandoned.
constexpr const char* kWatchdogLimit = "watchdog timeout (--timeout-s)";
// Error::limit() of a command that never started on a device whose watchdog counts from
// CL_RUNNING (PoCL); the value is the bound in milliseconds.
constexpr const char* kWatchdogStartLimit = "watchdog start bound (max(300 s, --timeout-s))";

inline Error invalidInput(const std::string& m) { return Error(ErrorKind::InvalidInput, m); }
inline Error runtimeError(const std::string& m) { return Error(ErrorKind::Runtime, m); }
// An input error naming the limit broken, its value and what was requested.
inline Error limitError(const std::string& m, std::string limit, std::optional<std::uint64_t> value = {},
                        std::optional<std::uint64_t> requested = {})
{
    return Error(ErrorKind::InvalidInput, m).withLimit(std::move(limit), value, requested);
}

} // namespace ndr
