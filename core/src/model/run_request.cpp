#include "ndr/run_request.hpp"

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_result.hpp"

#include <utility>

namespace ndr {

std::string toString(BufferMode m)
{
    switch (m) {
    case BufferMode::Copy:
        return "copy";
    case BufferMode::Use:
        return "use";
    case BufferMode::Alloc:
        return "alloc";
    }
    return "copy";
}

BufferMode parseBufferMode(const std::string& text)
{
    if (text == "copy")
        return BufferMode::Copy;
    if (text == "use")
        return BufferMode::Use;
    if (text == "alloc")
        return BufferMode::Alloc;
    throw invalidInput("buffer mode " + quote(text) + " is not one of copy|use|alloc");
}

std::string toString(QueueMode m)
{
    switch (m) {
    case QueueMode::InOrder:
        return "inorder";
    case QueueMode::OutOfOrder:
        return "ooo";
    case QueueMode::TwoQueues:
        return "two";
    }
    return "inorder";
}

QueueMode parseQueueMode(const std::string& text)
{
    if (text == "inorder")
        return QueueMode::InOrder;
    if (text == "ooo")
        return QueueMode::OutOfOrder;
    if (text == "two")
        return QueueMode::TwoQueues;
    throw invalidInput("queue mode " + quote(text) + " is not one of inorder|ooo|two");
}

namespace {
constexpr std::pair<RunStatus, const char*> kRunStatusNames[] = {{RunStatus::Verified, "verified"},
                                                                 {RunStatus::VerificationFailed, "verification_failed"},
                                                                 {RunStatus::RuntimeError, "runtime_error"},
                                                                 {RunStatus::Cancelled, "cancelled"},
                                                                 {RunStatus::Skipped, "skipped"}};
} // namespace

std::string toString(RunStatus s)
{
    for (const auto& [status, name] : kRunStatusNames)
        if (status == s)
            return name;
    return "runtime_error";
}

std::optional<RunStatus> parseRunStatus(const std::string& text)
{
    for (const auto& [status, name] : kRunStatusNames)
        if (text == name)
            return status;
    return std::nullopt;
}

namespace {
constexpr std::pair<CiStop, const char*> kCiStopNames[] = {{CiStop::NotAsked, ""},
                                                           {CiStop::Reached, "reached"},
                                                           {CiStop::RepBudget, "repetition budget"},
                                                           {CiStop::TimeBudget, "time budget"},
                                                           {CiStop::TooFew, "too few"}};
} // namespace

std::string toString(CiStop s)
{
    for (const auto& [stop, name] : kCiStopNames)
        if (stop == s)
            return name;
    return "";
}

std::optional<CiStop> parseCiStop(const std::string& text)
{
    for (const auto& [stop, name] : kCiStopNames)
        if (text == name)
            return stop;
    return std::nullopt;
}

std::string toString(CommandKind k)
{
    switch (k) {
    case CommandKind::Write:
        return "write";
    case CommandKind::Kernel:
        return "kernel";
    case CommandKind::Read:
        return "read";
    case CommandKind::Map:
        return "map";
    }
    return "kernel";
}

} // namespace ndr
