#pragma once
// What the writer tests point outputs at, inside the sandbox's own temp directory (never a real
// device: a writer that replaced one would replace it for the whole machine): FIFOs with a reader,
// symbolic links, directories, folders the writer may not write to, and a file size limit that
// makes a regular file's write fail part way.
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <linux/capability.h>
#include <poll.h>
#include <set>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>

namespace filetargets {

namespace fs = std::filesystem;

inline std::string slurp(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

inline void put(const fs::path& path, const std::string& content)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << content;
}

// The names in a directory, to see that no temporary file or folder was left behind.
inline std::set<std::string> names(const fs::path& dir)
{
    std::set<std::string> out;
    for (const auto& e : fs::directory_iterator(dir))
        out.insert(e.path().filename().string());
    return out;
}

inline bool isFifo(const fs::path& path)
{
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 && S_ISFIFO(st.st_mode);
}

inline fs::path makeFifo(const fs::path& path)
{
    EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0) << path << ": " << std::strerror(errno);
    return path;
}

// Everything written to a FIFO. The read end is opened (without blocking) before any writer, so
// that a writer's non-blocking open finds a reader; a thread reads until the last writer closes,
// or stops reading and closes its end after `stopAfter` bytes (the writer then meets EPIPE).
class FifoReader {
public:
    explicit FifoReader(const fs::path& fifo, std::size_t stopAfter = SIZE_MAX) : stopAfter_(stopAfter)
    {
        fd_ = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        EXPECT_GE(fd_, 0) << fifo << ": " << std::strerror(errno);
        thread_ = std::thread([this] { readAll(); });
    }
    ~FifoReader()
    {
        if (thread_.joinable())
            thread_.join();
        if (fd_ >= 0)
            ::close(fd_);
    }
    FifoReader(const FifoReader&) = delete;
    FifoReader& operator=(const FifoReader&) = delete;

    // What was read, once the writer has closed its end (or the reader stopped).
    std::string finish()
    {
        if (thread_.joinable())
            thread_.join();
        return data_;
    }

private:
    void readAll()
    {
        // Until a writer has opened the FIFO, poll() reports nothing (no hang-up yet); a writer that
        // has closed again is POLLHUP and then a read of 0. The bound only keeps a broken writer
        // from hanging the test: it is far beyond any write here.
        pollfd p{fd_, POLLIN, 0};
        char buffer[65536];
        while (fd_ >= 0 && ::poll(&p, 1, 300000) > 0) {
            const ssize_t n = ::read(fd_, buffer, sizeof buffer);
            if (n > 0) {
                data_.append(buffer, std::size_t(n));
                if (data_.size() >= stopAfter_) {
                    ::close(fd_);
                    fd_ = -1;
                }
            } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
                break;
            }
        }
    }

    int fd_ = -1;
    std::size_t stopAfter_;
    std::string data_;
    std::thread thread_;
};

// Runs `fn` on a thread of its own without the capabilities that let root ignore file modes
// (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH; capabilities are per thread on Linux), so that a folder
// without write permission refuses it as it refuses anyone. For another user it changes nothing.
inline void withFileModesEnforced(const std::function<void()>& fn)
{
    std::thread t([&] {
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        __user_cap_data_struct data[2]{};
        if (::syscall(SYS_capget, &header, data) == 0) {
            data[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH));
            ::syscall(SYS_capset, &header, data);
        }
        fn();
    });
    t.join();
}

// While alive, no file of this process may grow beyond `bytes` (RLIMIT_FSIZE): a write past it
// fails with EFBIG, as on a full disk, instead of raising SIGXFSZ.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &old_);
        oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{bytes, old_.rlim_max};
        EXPECT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &old_);
        std::signal(SIGXFSZ, oldHandler_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit old_{};
    void (*oldHandler_)(int) = SIG_DFL;
};

} // namespace filetargets
