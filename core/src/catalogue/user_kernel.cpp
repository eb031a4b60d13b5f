#include "ndr/user_kernel.hpp"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n\f\v") == std::string::npos; }

struct Entry {
    UserKernel kernel;
    Variant variant;
};

// Entries are never erased: a Variant pointer given to the GUI thread must outlive any later
// registration of the same name from the worker thread. A user loads a handful of files.
struct Registry {
    std::mutex mutex;
    std::map<std::string, const Entry*> byName;
    std::vector<std::unique_ptr<Entry>> all;
};

Registry& registry()
{
    static Registry r;
    return r;
}

const Entry* lookup(const std::string& name)
{
    auto& r = registry();
    std::lock_guard lock(r.mutex);
    auto it = r.byName.find(name);
    return it == r.byName.end() ? nullptr : it->second;
}

Variant makeVariant(const UserKernel& k)
{
    Variant v;
    v.name = k.name;
    v.title = "User kernel " + k.fileName;
    v.workload = Workload::MatMul;
    v.kernelFile = k.fileName;
    v.entryPoint = k.entry;
    v.courseSource = k.path.empty() ? "your source text" : k.path;
    v.lesson = "Your own kernel from " + (k.path.empty() ? k.fileName : k.path) +
               ", run like the naive variant: one work-item per C(row, col) over a 2-D NDRange of N x N "
               "rounded up to the local size, verified against the CPU reference. It must take " +
               userKernelContract() +
               " and skip work-items outside N; C is zeroed before every launch. It runs in a separate process, so "
               "a crash or a hang ends that run only. GB/s is not reported: the engine does not know its memory "
               "traffic.";
    v.shape = NDRangeShape::Elements2D;
    v.ndrangeRule = "2-D, N x N rounded up to the local size (dimension 0 = column)";
    v.localRule = "any 2-D size within the device's and the kernel's limits";
    v.definesText = k.buildOptions.empty() ? "none" : "your build options: " + k.buildOptions;
    v.defaultLocal = LocalSize::of2D(16, 16);
    v.traffic = Variant::Traffic::None;
    // The contract: C holds zeros when each launch starts, so kernels that accumulate (C += …)
    // verify after warm-up and repetitions alike.
    v.zeroOutputBeforeLaunch = true;
    return v;
}

std::string stemOf(const std::string& path)
{
    std::string stem = std::filesystem::path(path).stem().string();
    return stem.empty() ? "kernel" : stem;
}

// "1 MiB (1048576 bytes)", "3.5 MiB (3670016 bytes)", "900 bytes".
std::string sizeText(std::uint64_t bytes)
{
    if (bytes < 1024)
        return std::to_string(bytes) + " bytes";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g %s (%llu bytes)",
                  bytes >= (1u << 20) ? double(bytes) / double(1u << 20) : double(bytes) / 1024.0,
                  bytes >= (1u << 20) ? "MiB" : "KiB", static_cast<unsigned long long>(bytes));
    return buf;
}

std::string fileTypeName(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a directory, not a .cl file";
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

// Owns a file descriptor for the few lines that read the kernel file.
struct Fd {
    int fd = -1;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// The file's text, refusing anything but a regular file of at most kMaxUserKernelBytes. Opened
// non-blocking (a FIFO without a writer would otherwise block the open itself), then checked with
// fstat on that descriptor, so the checked file is the one read.
std::string readKernelFile(const std::string& path)
{
    Fd f;
    f.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (f.fd < 0) {
        const int err = errno;
        if (err == ENOENT || err == ENOTDIR)
            throw invalidInput("kernel file " + quote(path) + " does not exist");
        if (err == ENXIO) // a socket, or a FIFO opened for writing elsewhere
            throw invalidInput("kernel file " + quote(path) + " is not a regular file");
        throw invalidInput("kernel file " + quote(path) + " cannot be read: " + std::strerror(err));
    }
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        throw invalidInput("kernel file " + quote(path) + " cannot be read: " + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        throw invalidInput("kernel file " + quote(path) + " is " + fileTypeName(st.st_mode));
    if (std::uint64_t(st.st_size) > kMaxUserKernelBytes)
        throw invalidInput("kernel file " + quote(path) + " is " + sizeText(std::uint64_t(st.st_size)) +
                           ", above the " + sizeText(kMaxUserKernelBytes) + " limit for a kernel source");
    // Bounded even if the file grows after the check: at most one byte past the limit is read.
    std::string text;
    std::vector<char> buf(64 * 1024);
    for (;;) {
        const ssize_t got = ::read(f.fd, buf.data(), buf.size());
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            throw invalidInput("kernel file " + quote(path) + " cannot be read: " + std::strerror(errno));
        if (got == 0)
            break;
        text.append(buf.data(), std::size_t(got));
        if (text.size() > kMaxUserKernelBytes)
            throw invalidInput("kernel file " + quote(path) + " grew past the " + sizeText(kMaxUserKernelBytes) +
                               " limit for a kernel source while it was read");
    }
    if (blank(text))
        throw invalidInput("kernel file " + quote(path) + " is empty");
    return text;
}

} // namespace

std::string userKernelContract()
{
    return "(const int N, __global const float* A, __global const float* B, __global float* C)";
}

UserKernel loadUserKernel(const std::string& path, const std::string& entry, const std::string& buildOptions)
{
    namespace fs = std::filesystem;
    if (path.empty())
        throw invalidInput("no kernel file given (--kernel-file F.cl)");
    const std::string source = readKernelFile(path);
    UserKernel k = userKernelFromSource(stemOf(path), source, entry, buildOptions);
    k.path = path;
    k.fileName = fs::path(path).filename().string();
    return k;
}

UserKernel userKernelFromSource(const std::string& stem, const std::string& source, const std::string& entry,
                                const std::string& buildOptions)
{
    UserKernel k;
    k.fileName = stem + ".cl";
    if (source.size() > kMaxUserKernelBytes)
        throw invalidInput("kernel source " + quote(k.fileName) + " is " + sizeText(source.size()) + ", above the " +
                           sizeText(kMaxUserKernelBytes) + " limit for a kernel source");
    if (blank(source))
        throw invalidInput("kernel file " + quote(k.fileName) + " is empty: it defines no kernel");
    k.name = "user:" + stem;
    k.source = source;
    k.entry = entry;
    k.buildOptions = buildOptions;
    return k;
}

const Variant& registerUserKernel(const UserKernel& kernel)
{
    auto e = std::make_unique<Entry>();
    e->kernel = kernel;
    e->variant = makeVariant(kernel);
    auto& r = registry();
    std::lock_guard lock(r.mutex);
    r.byName[kernel.name] = e.get();
    r.all.push_back(std::move(e));
    return r.all.back()->variant;
}

const Variant* findUserVariant(const std::string& name)
{
    const Entry* e = lookup(name);
    return e ? &e->variant : nullptr;
}

const UserKernel* findUserKernel(const std::string& name)
{
    const Entry* e = lookup(name);
    return e ? &e->kernel : nullptr;
}

bool isUserVariantName(const std::string& name) { return name.rfind("user:", 0) == 0; }

bool isUserKernelDraft(const std::string& name)
{
    const std::string suffix = kUserKernelDraftSuffix;
    return isUserVariantName(name) && name.size() > suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string kernelSourceHash(std::string_view source)
{
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : source) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
    return text;
}

std::string userKernelSourceOf(const std::string& variant, const std::string& hash)
{
    const UserKernel* user = isUserVariantName(variant) && !hash.empty() ? findUserKernel(variant) : nullptr;
    return user && kernelSourceHash(user->source) == hash ? user->source : std::string();
}

std::vector<const Variant*> userVariants()
{
    auto& r = registry();
    std::lock_guard lock(r.mutex);
    std::vector<const Variant*> out;
    for (const auto& [name, entry] : r.byName)
        if (!isUserKernelDraft(name))
            out.push_back(&entry->variant);
    return out;
}

std::vector<std::string> splitKernelNames(const std::string& list)
{
    std::vector<std::string> out;
    std::istringstream in(list);
    for (std::string item; std::getline(in, item, ';');) {
        while (!item.empty() && (item.back() == '\0' || item.back() == ' '))
            item.pop_back();
        if (!item.empty())
            out.push_back(item);
    }
    return out;
}

#include "ndr/quote.hpp"
} // namespace ndr
