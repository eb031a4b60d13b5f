#include "ndr/csv.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

#include "ndr/errors.hpp"
#include "ndr/result_columns.hpp"

namespace ndr {

std::string csvEscape(const std::string& f)
{
    if (f.find_first_of(",\"\r\n") == std::string::npos)
        return f;
    std::string out = "\"";
    for (char c : f) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvLine(const std::vector<std::string>& fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            line += ',';
        line += csvEscape(fields[i]);
    }
    return line + "\r\n";
}

const std::vector<std::string>& resultColumns()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const ResultColumn& c : resultColumnSchema())
            out.emplace_back(c.name);
        return out;
    }();
    return names;
}

std::vector<std::string> toCsvFields(const RunResult& r)
{
    std::vector<std::string> out;
    out.reserve(resultColumnSchema().size());
    for (const ResultColumn& c : resultColumnSchema())
        out.push_back(c.get(r));
    return out;
}

std::string resultsToCsv(const std::vector<RunResult>& results)
{
    std::string out = csvLine(resultColumns());
    for (const auto& r : results)
        out += csvLine(toCsvFields(r));
    return out;
}

namespace {

[[noreturn]] void writeFailed(const std::string& path, int err)
{
    throw runtimeError("cannot write '" + path + "': " + std::strerror(err));
}

// Every byte, retrying short writes and EINTR; returns 0 or the errno of the failure.
int writeAll(int fd, const std::string& content)
{
    const char* p = content.data();
    std::size_t left = content.size();
    while (left) {
        const ssize_t w = ::write(fd, p, left);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        p += w;
        left -= std::size_t(w);
    }
    return 0;
}

// A device or FIFO: nothing to rename over, so write in place and check every step. O_NONBLOCK
// only for the open, so that a FIFO without a reader fails (ENXIO) instead of waiting forever.
void writeInPlace(const std::string& path, const std::string& target, const std::string& content)
{
    const int fd = ::open(target.c_str(), O_WRONLY | O_TRUNC | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        writeFailed(path, errno);
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags != -1)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    const int writeErr = writeAll(fd, content);
    const int closeErr = ::close(fd) != 0 ? errno : 0;
    if (writeErr || closeErr)
        writeFailed(path, writeErr ? writeErr : closeErr);
}

} // namespace

std::string writeTarget(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path p = fs::absolute(path, ec);
    if (ec)
        return path;
    // weakly_canonical resolves links only where the path exists; a dangling link is followed here.
    for (int hops = 0; hops < 40 && fs::is_symlink(p, ec); ++hops) {
        const fs::path to = fs::read_symlink(p, ec);
        if (ec)
            break;
        p = to.is_absolute() ? to : p.parent_path() / to;
    }
    const fs::path canonical = fs::weakly_canonical(p, ec);
    return (ec ? p.lexically_normal() : canonical).string();
}

void writeFileAtomically(const std::string& path, const std::string& content)
{
    // Replace what a symbolic link points at, not the link itself.
    const std::string target = writeTarget(path);
    struct stat st {};
    if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        writeInPlace(path, target, content);
        return;
    }
    std::string tmpl = target + ".tmp.XXXXXX";
    const int fd = ::mkstemp(tmpl.data());
    if (fd < 0)
        writeFailed(path, errno);
    const int writeErr = writeAll(fd, content);
    const int syncErr = writeErr ? 0 : ::fsync(fd) != 0 ? errno : 0;
    const int closeErr = ::close(fd) != 0 ? errno : 0;
    if (writeErr || syncErr || closeErr) {
        ::unlink(tmpl.c_str());
        writeFailed(path, writeErr ? writeErr : syncErr ? syncErr : closeErr);
    }
    ::chmod(tmpl.c_str(), 0644);
    if (::rename(tmpl.c_str(), target.c_str()) != 0) {
        const int err = errno;
        ::unlink(tmpl.c_str());
        throw runtimeError("cannot replace '" + path + "': " + std::strerror(err));
    }
}

} // namespace ndr
