#include "ndr/file_writer.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace ndr {

namespace {

namespace fs = std::filesystem;

constexpr int kMaxLinkHops = 40;          // as the kernel's own limit (ELOOP)
constexpr std::size_t kMaxTempStem = 200; // a temporary name stays within NAME_MAX (255)

std::string cannotWrite(const std::string& path) { return "cannot write '" + path + "': "; }

// The process's umask, read without setting it (umask() would change it for every thread).
mode_t currentUmask()
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("Umask:", 0) != 0)
            continue;
        try {
            return mode_t(std::stoul(line.substr(6), nullptr, 8) & 0777);
        } catch (const std::exception&) {
            break;
        }
    }
    return 022;
}

// Every byte, retrying short writes and EINTR; returns 0 or the errno of the failure. A reader
// that goes away (a FIFO, a pipe) is EPIPE here, never a SIGPIPE that ends the process: the signal
// is blocked on this thread for the write, and one the write raised is taken back before the old
// mask returns.
int writeAll(int fd, const char* p, std::size_t left)
{
    sigset_t pipeSignal, old, pending;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &old);
    sigpending(&pending);
    const bool wasPending = sigismember(&pending, SIGPIPE) == 1;
    int err = 0;
    while (left) {
        const ssize_t w = ::write(fd, p, left);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            err = errno;
            break;
        }
        p += w;
        left -= std::size_t(w);
    }
    if (err == EPIPE && !wasPending) {
        const timespec now{};
        while (sigtimedwait(&pipeSignal, nullptr, &now) < 0 && errno == EINTR) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    return err;
}

// Best effort: the rename is on disk once the directory is (a failure here loses no data).
void syncDirectoryOf(const std::string& file)
{
    const std::string dir = fs::path(file).parent_path().string();
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        (void)::fsync(fd);
        ::close(fd);
    }
}

// Whether `path`, or a link on the way to its file, lies in /proc: /dev/stdout and /dev/fd/N lead
// to /proc/self/fd/N, links the kernel resolves to a descriptor of this process (a pipe, a
// terminal, the file the shell redirected to), not to a name that could be replaced.
bool throughProc(const std::string& path)
{
    std::error_code ec;
    fs::path p = fs::absolute(path, ec);
    for (int hops = 0; !ec && hops < kMaxLinkHops; ++hops) {
        // The folders on the way may be links themselves (/dev/fd is /proc/self/fd).
        const fs::path folder = fs::weakly_canonical(p.parent_path(), ec);
        p = (ec ? p.parent_path().lexically_normal() : folder) / p.filename();
        if (p.string().rfind("/proc/", 0) == 0)
            return true;
        if (!fs::is_symlink(p, ec))
            return false;
        const fs::path to = fs::read_symlink(p, ec);
        p = to.is_absolute() ? to : p.parent_path() / to;
    }
    return false;
}

} // namespace

std::string writeTarget(const std::string& path)
{
    std::error_code ec;
    fs::path p = fs::absolute(path, ec);
    if (ec)
        return path;
    // weakly_canonical resolves links only where the path exists; a dangling link is followed here.
    for (int hops = 0; hops < kMaxLinkHops && fs::is_symlink(p, ec); ++hops) {
        const fs::path to = fs::read_symlink(p, ec);
        if (ec)
            break;
        p = to.is_absolute() ? to : p.parent_path() / to;
    }
    const fs::path canonical = fs::weakly_canonical(p, ec);
    return (ec ? p.lexically_normal() : canonical).string();
}

WriteTargetInfo inspectWriteTarget(const std::string& path)
{
    if (path.empty())
        throw FileWriteError(FileWriteProblem::CannotOpen, path, ENOENT, "cannot write a file without a name");
    struct stat st {};
    if (throughProc(path)) {
        if (::stat(path.c_str(), &st) != 0) {
            const int err = errno;
            throw FileWriteError(FileWriteProblem::CannotOpen, path, err, cannotWrite(path) + std::strerror(err));
        }
        return {path, S_ISDIR(st.st_mode) ? WriteTargetKind::Directory : WriteTargetKind::Descriptor};
    }
    WriteTargetInfo info{writeTarget(path), WriteTargetKind::Missing};
    if (::lstat(info.target.c_str(), &st) != 0) {
        const int err = errno;
        if (err == ENOENT)
            return info; // created; a missing directory fails there, naming the file
        throw FileWriteError(FileWriteProblem::CannotOpen, path, err, cannotWrite(path) + std::strerror(err));
    }
    if (S_ISLNK(st.st_mode)) // writeTarget gave up following: a loop, or a chain longer than the kernel's
        throw FileWriteError(FileWriteProblem::CannotOpen, path, ELOOP, cannotWrite(path) + std::strerror(ELOOP));
    info.kind = S_ISDIR(st.st_mode)   ? WriteTargetKind::Directory
                : S_ISREG(st.st_mode) ? WriteTargetKind::Regular
                                      : WriteTargetKind::InPlace;
    return info;
}

namespace {

std::mutex& protectedMutex()
{
    static std::mutex m;
    return m;
}

// Write target -> what it is: one entry per file however often it is registered (every History
// opened registers its file again), looked up by target rather than scanned.
std::map<std::string, std::string>& protectedFiles()
{
    static std::map<std::string, std::string> files;
    return files;
}

// Device and inode of an existing file, so that a hard link to a protected file is caught too.
bool sameInode(const std::string& a, const struct stat& sb)
{
    struct stat sa {};
    return ::stat(a.c_str(), &sa) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

} // namespace

void protectFromWrites(const std::string& path, const std::string& what)
{
    std::string target = writeTarget(path);
    const std::lock_guard lock(protectedMutex());
    protectedFiles().emplace(std::move(target), what); // a file registered before keeps its entry
}

std::string protectedAs(const std::string& path)
{
    std::string target;
    try {
        target = writeTarget(path);
    } catch (const Error&) {
        return {};
    }
    const std::lock_guard lock(protectedMutex());
    const auto& files = protectedFiles();
    if (const auto it = files.find(target); it != files.end())
        return it->second;
    // Another path to a protected file is a hard link: a file with one link is none, so the
    // registered files are compared by inode only for a file with several.
    struct stat st {};
    if (::stat(target.c_str(), &st) != 0 || st.st_nlink < 2)
        return {};
    for (const auto& [file, what] : files)
        if (sameInode(file, st))
            return what;
    return {};
}

FileWriter::FileWriter(const std::string& path) : path_(path)
{
    const WriteTargetInfo info = inspectWriteTarget(path);
    target_ = info.target;
    if (const std::string what = protectedAs(path); !what.empty())
        throw FileWriteError(FileWriteProblem::Protected, path, 0,
                             cannotWrite(path) + "it is " + what + "; writing it would destroy what it holds");
    if (info.kind == WriteTargetKind::Directory)
        throw FileWriteError(FileWriteProblem::IsDirectory, path, EISDIR, cannotWrite(path) + "it is a directory");
    if (info.inPlace()) {
        openInPlace(info);
        if (fd_ >= 0)
            return;
        // A regular file took the device's place meanwhile: it is replaced like any other.
    }
    openTemporary(info);
}

FileWriter::~FileWriter() { discard(); }

void FileWriter::openInPlace(const WriteTargetInfo& info)
{
    // No O_TRUNC: a device or FIFO has nothing to cut, and a descriptor's file keeps what was
    // written to it before (appended to). O_NONBLOCK only for the open, so that a FIFO without a
    // reader fails (ENXIO) instead of waiting forever.
    const bool descriptor = info.kind == WriteTargetKind::Descriptor;
    fd_ = ::open(info.target.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (descriptor ? O_APPEND : 0));
    if (fd_ < 0) {
        const int err = errno;
        struct stat st {};
        const bool fifo = ::stat(info.target.c_str(), &st) == 0 && S_ISFIFO(st.st_mode);
        throw FileWriteError(FileWriteProblem::CannotOpen, path_, err,
                             cannotWrite(path_) + std::strerror(err) +
                                 (err == ENXIO && fifo ? " (a FIFO that no process is reading)" : ""));
    }
    struct stat st {};
    if (!descriptor && ::fstat(fd_, &st) == 0 && S_ISREG(st.st_mode)) {
        ::close(fd_);
        fd_ = -1;
        return;
    }
    if (const int flags = ::fcntl(fd_, F_GETFL); flags != -1)
        ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
    inPlace_ = true;
}

void FileWriter::openTemporary(const WriteTargetInfo& info)
{
    struct stat st {};
    if (::stat(info.target.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
        replacing_ = true;
        mode_ = st.st_mode & 0777;
        uid_ = st.st_uid;
        gid_ = st.st_gid;
    } else {
        mode_ = 0666 & ~currentUmask();
    }
    const fs::path target(info.target);
    std::string stem = target.filename().string();
    if (stem.size() > kMaxTempStem)
        stem = "ndrange-output";
    std::string temp = (target.parent_path() / (stem + ".tmp.XXXXXX")).string();
    fd_ = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd_ < 0) {
        const int err = errno;
        throw FileWriteError(FileWriteProblem::CannotOpen, path_, err,
                             cannotWrite(path_) + "cannot create a file in " + target.parent_path().string() + ": " +
                                 std::strerror(err));
    }
    temp_ = std::move(temp);
}

void FileWriter::discard()
{
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = -1;
    if (!temp_.empty())
        ::unlink(temp_.c_str());
    temp_.clear();
}

void FileWriter::fail(FileWriteProblem problem, int err, const std::string& doing)
{
    discard();
    throw FileWriteError(problem, path_, err,
                         cannotWrite(path_) + (doing.empty() ? "" : doing + ": ") + std::strerror(err));
}

void FileWriter::write(std::string_view bytes)
{
    if (fd_ < 0)
        throw FileWriteError(FileWriteProblem::WriteFailed, path_, EBADF, cannotWrite(path_) + "already closed");
    if (const int err = writeAll(fd_, bytes.data(), bytes.size()))
        fail(FileWriteProblem::WriteFailed, err, {});
}

void FileWriter::writeContentsOf(const std::string& sourcePath)
{
    const int in = ::open(sourcePath.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        fail(FileWriteProblem::WriteFailed, errno, "cannot read " + sourcePath);
    std::vector<char> buffer(std::size_t(1) << 20);
    for (;;) {
        const ssize_t n = ::read(in, buffer.data(), buffer.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int err = errno;
            ::close(in);
            fail(FileWriteProblem::WriteFailed, err, "cannot read " + sourcePath);
        }
        if (n == 0)
            break;
        try {
            write(std::string_view(buffer.data(), std::size_t(n)));
        } catch (...) {
            ::close(in);
            throw;
        }
    }
    ::close(in);
}

void FileWriter::commit()
{
    if (fd_ < 0)
        throw FileWriteError(FileWriteProblem::WriteFailed, path_, EBADF, cannotWrite(path_) + "already closed");
    if (inPlace_) {
        const int fd = fd_;
        fd_ = -1;
        if (::close(fd) != 0 && errno != EINTR)
            fail(FileWriteProblem::WriteFailed, errno, {});
        return;
    }
    if (::fsync(fd_) != 0)
        fail(FileWriteProblem::WriteFailed, errno, {});
    (void)::fchmod(fd_, mode_); // a file system without modes (vfat) keeps its own
    if (replacing_ && ::geteuid() == 0)
        (void)::fchown(fd_, uid_, gid_); // root replacing someone's file leaves it theirs
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0 && errno != EINTR)
        fail(FileWriteProblem::WriteFailed, errno, {});
    if (::rename(temp_.c_str(), target_.c_str()) != 0) {
        const int err = errno;
        discard();
        throw FileWriteError(FileWriteProblem::CannotReplace, path_, err,
                             "cannot replace '" + path_ + "': " + std::strerror(err));
    }
    temp_.clear();
    syncDirectoryOf(target_);
}

void writeFileAtomically(const std::string& path, std::string_view content)
{
    FileWriter out(path);
    out.write(content);
    out.commit();
}

} // namespace ndr
