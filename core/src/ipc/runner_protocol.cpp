#include "ipc/runner_protocol.hpp"
#include "ndr/json.hpp"

#include <cerrno>
#include <stdexcept>
#include <sys/socket.h>
#include <unistd.h>

namespace ndr {

namespace {

std::uint32_t frameLength(const std::uint8_t* p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 | std::uint32_t(p[3]) << 24;
}

bool readExactly(int fd, std::uint8_t* out, std::size_t count)
{
    std::size_t done = 0;
    while (done < count) {
        const ssize_t got = ::read(fd, out + done, count - done);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        done += std::size_t(got);
    }
    return true;
}

} // namespace

std::vector<std::uint8_t> encodeFrame(const nlohmann::json& message)
{
    // The body is written after a 4-byte placeholder, then the placeholder is filled in.
    std::vector<std::uint8_t> frame(4);
    nlohmann::json::to_cbor(message, frame);
    const auto n = std::uint32_t(frame.size() - 4);
    for (int i = 0; i < 4; ++i)
        frame[std::size_t(i)] = std::uint8_t(n >> (8 * i));
    return frame;
}

bool writeFrame(int fd, const nlohmann::json& message)
{
    const std::vector<std::uint8_t> frame = encodeFrame(message);
    std::size_t done = 0;
    while (done < frame.size()) {
        // MSG_NOSIGNAL: a parent that is gone is an error return, not a SIGPIPE.
        const ssize_t sent = ::send(fd, frame.data() + done, frame.size() - done, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR)
            continue;
        if (sent <= 0)
            return false;
        done += std::size_t(sent);
    }
    return true;
}

std::optional<nlohmann::json> readFrame(int fd)
{
    std::uint8_t head[4];
    if (!readExactly(fd, head, sizeof head))
        return std::nullopt;
    const std::uint32_t length = frameLength(head);
    if (length > kMaxRunnerFrameBytes)
        return std::nullopt;
    std::vector<std::uint8_t> body(length);
    if (!readExactly(fd, body.data(), body.size()))
        return std::nullopt;
    nlohmann::json j = nlohmann::json::from_cbor(body, true, false);
    if (j.is_discarded())
        return std::nullopt;
    return j;
}

std::optional<nlohmann::json> FrameReader::next()
{
    if (buffer_.size() < 4)
        return std::nullopt;
    const std::uint32_t length = frameLength(buffer_.data());
    if (length > kMaxRunnerFrameBytes)
        throw std::runtime_error("a message of " + std::to_string(length) + " bytes, above the limit of " +
                                 std::to_string(kMaxRunnerFrameBytes));
    if (buffer_.size() < 4 + std::size_t(length))
        return std::nullopt;
    nlohmann::json j = nlohmann::json::from_cbor(buffer_.begin() + 4, buffer_.begin() + 4 + length, true, false);
    buffer_.erase(buffer_.begin(), buffer_.begin() + 4 + length);
    if (j.is_discarded())
        throw std::runtime_error("a message that is not CBOR");
    return j;
}

nlohmann::json errorMessage(const Error& e)
{
    // The fields --json readers get (ndr::errorJson), plus what the parent needs to rebuild it.
    nlohmann::json j(errorJson(e));
    j["type"] = "error";
    j["oclgrind_check"] = e.offersOclgrindCheck();
    return j;
}

Error errorFromMessage(const nlohmann::json& m)
{
    const auto optional = [&](const char* key) {
        const auto& v = m.at(key);
        return v.is_null() ? std::optional<std::uint64_t>() : std::optional<std::uint64_t>(v.get<std::uint64_t>());
    };
    Error e(parseErrorKind(m.at("kind").get<std::string>()), m.at("message").get<std::string>());
    e.withLimit(m.at("limit").get<std::string>(), optional("limit_value"), optional("requested"));
    if (const auto& status = m.at("cl_status"); !status.is_null())
        e.withClCall(m.at("cl_call").get<std::string>(), status.get<int>(), m.at("cl_status_name").get<std::string>());
    e.withOclgrindCheck(m.at("oclgrind_check").get<bool>());
    if (const auto it = m.find("diagnostics"); it != m.end() && it->is_array()) {
        std::vector<Diagnostic> diagnostics;
        for (const auto& d : *it) {
            Diagnostic x;
            x.file = d.at("file").get<std::string>();
            x.line = d.at("line").get<int>();
            x.column = d.at("column").get<int>();
            const std::string severity = d.at("severity").get<std::string>();
            x.severity = severity == "warning" ? DiagnosticSeverity::Warning
                         : severity == "note"  ? DiagnosticSeverity::Note
                                               : DiagnosticSeverity::Error;
            x.message = d.at("message").get<std::string>();
            x.context = d.at("context").get<std::string>();
            diagnostics.push_back(std::move(x));
        }
        e.withDiagnostics(std::move(diagnostics));
    }
    return e;
}

} // namespace ndr
