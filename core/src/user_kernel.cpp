#include "ndr/user_kernel.hpp"

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

#include "cl_error.hpp"
#include "ndr/errors.hpp"
#include "user_kernel_check.hpp"

namespace ndr {

namespace {

constexpr unsigned kContractArgs = 4;

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
               " and skip work-items outside N. GB/s is not reported: the engine does not know its memory traffic.";
    v.shape = NDRangeShape::Elements2D;
    v.ndrangeRule = "2-D, N x N rounded up to the local size (dimension 0 = column)";
    v.localRule = "any 2-D size within the device's and the kernel's limits";
    v.definesText = k.buildOptions.empty() ? "none" : "your build options: " + k.buildOptions;
    v.defaultLocal = LocalSize::of2D(16, 16);
    v.traffic = Variant::Traffic::None;
    return v;
}

std::string stemOf(const std::string& path)
{
    std::string stem = std::filesystem::path(path).stem().string();
    return stem.empty() ? "kernel" : stem;
}

} // namespace

std::string userKernelContract()
{
    return "(const int N, __global const float* A, __global const float* B, __global float* C)";
}

UserKernel loadUserKernel(const std::string& path, const std::string& entry, const std::string& buildOptions)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (path.empty())
        throw invalidInput("no kernel file given (--kernel-file F.cl)");
    if (!fs::exists(path, ec))
        throw invalidInput("kernel file '" + path + "' does not exist");
    if (fs::is_directory(path, ec))
        throw invalidInput("kernel file '" + path + "' is a directory, not a .cl file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw invalidInput("kernel file '" + path + "' cannot be read (permission denied?)");
    std::ostringstream text;
    text << in.rdbuf();
    UserKernel k = userKernelFromSource(stemOf(path), text.str(), entry, buildOptions);
    k.path = path;
    k.fileName = fs::path(path).filename().string();
    if (blank(k.source)) // unreachable: userKernelFromSource throws; kept for the path in the message
        throw invalidInput("kernel file '" + path + "' is empty");
    return k;
}

UserKernel userKernelFromSource(const std::string& stem, const std::string& source, const std::string& entry,
                                const std::string& buildOptions)
{
    UserKernel k;
    k.fileName = stem + ".cl";
    if (blank(source))
        throw invalidInput("kernel file '" + k.fileName + "' is empty: it defines no kernel");
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

std::vector<const Variant*> userVariants()
{
    auto& r = registry();
    std::lock_guard lock(r.mutex);
    std::vector<const Variant*> out;
    for (const auto& [name, entry] : r.byName)
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

std::string resolveUserEntry(const cl::Program& program, const UserKernel& k)
{
    std::vector<std::string> names;
    try {
        names = splitKernelNames(program.getInfo<CL_PROGRAM_KERNEL_NAMES>());
    } catch (const cl::Error& e) {
        throw runtimeError("cannot list the kernels of " + k.fileName + ": " + clErrorName(e.err()));
    }
    std::string listed;
    for (const auto& n : names)
        listed += (listed.empty() ? "" : ", ") + n;
    if (names.empty())
        throw invalidInput("kernel file " + k.fileName + " defines no __kernel function");
    std::string entry = k.entry;
    if (entry.empty()) {
        if (names.size() > 1)
            throw invalidInput(k.fileName + " defines several kernels (" + listed + "): name one with --entry");
        entry = names.front();
    } else if (std::find(names.begin(), names.end(), entry) == names.end()) {
        throw invalidInput("kernel file " + k.fileName + " has no kernel named '" + entry + "' (it defines: " +
                           listed + ")");
    }
    cl_uint args = 0;
    try {
        args = cl::Kernel(program, entry.c_str()).getInfo<CL_KERNEL_NUM_ARGS>();
    } catch (const cl::Error& e) {
        throw runtimeError("kernel '" + entry + "' in " + k.fileName + ": " + clErrorName(e.err()));
    }
    if (args != kContractArgs)
        throw invalidInput("kernel '" + entry + "' in " + k.fileName + " takes " + std::to_string(args) +
                           " argument" + (args == 1 ? "" : "s") + "; a custom matmul kernel takes 4: " +
                           userKernelContract());
    return entry;
}

} // namespace ndr
