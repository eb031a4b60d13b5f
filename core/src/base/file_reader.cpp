#include "ndr/file_reader.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

std::string fileTypeName(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory, not a regular file";
    if (S_ISCHR(mode))
        return "a character device, not a regular file";
    if (S_ISBLK(mode))
        return "a block device, not a regular file";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe), not a regular file";
    if (S_ISSOCK(mode))
        return "a socket, not a regular file";
    return "not a regular file";
}

// Owns the descriptor for the few lines that read the file.
struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

std::string notARegularFile(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode))
        return {};
    return fileTypeName(st.st_mode);
}

std::string byteSizeText(std::uint64_t bytes)
{
    if (bytes < 1024)
        return std::to_string(bytes) + " bytes";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g %s (%llu bytes)",
                  bytes >= (1u << 20) ? double(bytes) / double(1u << 20) : double(bytes) / 1024.0,
                  bytes >= (1u << 20) ? "MiB" : "KiB", static_cast<unsigned long long>(bytes));
    return buf;
}

std::string readRegularFile(const std::string& path, std::uint64_t maxBytes, const std::string& what,
                            const std::string& limit)
{
    const std::string named = what + " " + quote(path);
    Fd f;
    f.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (f.fd < 0) {
        const int err = errno;
        if (err == ENOENT || err == ENOTDIR)
            throw invalidInput(named + " does not exist");
        if (err == ENXIO) // a socket, or a FIFO opened for writing elsewhere
            throw invalidInput(named + " is not a regular file");
        throw invalidInput(named + " cannot be read: " + std::strerror(err));
    }
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        throw invalidInput(named + " cannot be read: " + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        throw invalidInput(named + " is " + fileTypeName(st.st_mode));
    const auto tooLarge = [&](std::uint64_t size, const std::string& how) {
        return limitError(named + how + byteSizeText(size) + ", above the " + byteSizeText(maxBytes) + " limit", limit,
                          maxBytes, size);
    };
    if (std::uint64_t(st.st_size) > maxBytes)
        throw tooLarge(std::uint64_t(st.st_size), " is ");
    // Bounded even if the file grows after the check: at most one buffer past the limit is read.
    std::string text;
    std::vector<char> buf(64 * 1024);
    for (;;) {
        const ssize_t got = ::read(f.fd, buf.data(), buf.size());
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            throw invalidInput(named + " cannot be read: " + std::strerror(errno));
        if (got == 0)
            break;
        text.append(buf.data(), std::size_t(got));
        if (text.size() > maxBytes)
            throw tooLarge(text.size(), " grew while it was read to at least ");
    }
    return text;
}

} // namespace ndr
