#include "ndr/user_kernel.hpp"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

#include "ndr/errors.hpp"
#include "ndr/file_reader.hpp"
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

// The file's text: a regular file of at most kMaxUserKernelBytes (ndr/file_reader.hpp), not blank.
std::string readKernelFile(const std::string& path)
{
    std::string text = readRegularFile(path, kMaxUserKernelBytes, "kernel file", "kernel source bytes");
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
        throw invalidInput("kernel source " + quote(k.fileName) + " is " + byteSizeText(source.size()) +
                           ", above the " + byteSizeText(kMaxUserKernelBytes) + " limit for a kernel source");
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
