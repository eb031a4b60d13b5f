#include "ndr/streamed_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

[[noreturn]] void failed(const std::string& path, int err)
{
    throw runtimeError("cannot write '" + path + "': " + std::strerror(err));
}

} // namespace

StreamedFile::StreamedFile(std::string path) : path_(std::move(path)), target_(writeTarget(path_))
{
    struct stat st {};
    if (::stat(target_.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        // A device or FIFO: written in place. O_NONBLOCK only for the open, so that a FIFO without
        // a reader fails (ENXIO) instead of waiting forever.
        fd_ = ::open(target_.c_str(), O_WRONLY | O_TRUNC | O_NONBLOCK | O_CLOEXEC);
        if (fd_ < 0)
            failed(path_, errno);
        if (const int flags = ::fcntl(fd_, F_GETFL); flags != -1)
            ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
        return;
    }
    temp_ = target_ + ".tmp.XXXXXX";
    fd_ = ::mkstemp(temp_.data());
    if (fd_ < 0)
        failed(path_, errno);
}

StreamedFile::~StreamedFile()
{
    if (!committed_)
        abandon();
}

void StreamedFile::abandon()
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
    if (!temp_.empty())
        ::unlink(temp_.c_str());
}

void StreamedFile::write(std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t w = ::write(fd_, bytes.data(), bytes.size());
        if (w < 0) {
            if (errno == EINTR)
                continue;
            const int err = errno;
            abandon();
            failed(path_, err);
        }
        bytes.remove_prefix(std::size_t(w));
    }
}

void StreamedFile::commit()
{
    const int syncErr = !temp_.empty() && ::fsync(fd_) != 0 ? errno : 0;
    const int closeErr = ::close(fd_) != 0 ? errno : 0;
    fd_ = -1;
    if (syncErr || closeErr) {
        abandon();
        failed(path_, syncErr ? syncErr : closeErr);
    }
    if (!temp_.empty()) {
        ::chmod(temp_.c_str(), 0644);
        if (::rename(temp_.c_str(), target_.c_str()) != 0) {
            const int err = errno;
            abandon();
            throw runtimeError("cannot replace '" + path_ + "': " + std::strerror(err));
        }
    }
    committed_ = true;
}

} // namespace ndr
