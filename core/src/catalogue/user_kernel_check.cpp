#include "catalogue/user_kernel_check.hpp"

#include "base/cl_error.hpp"
#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

// The contract's arguments: (int N, const float* A, const float* B, float* C).
constexpr unsigned kContractArgs = 4;

} // namespace

std::string resolveUserEntry(const cl::Program& program, const UserKernel& k)
{
    std::vector<std::string> names;
    try {
        names = splitKernelNames(program.getInfo<CL_PROGRAM_KERNEL_NAMES>());
    } catch (const cl::Error& e) {
        throw openclError("cannot list the kernels of " + k.fileName + ": " + clErrorName(e.err()), e.what(), e.err());
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
        throw invalidInput("kernel file " + k.fileName + " has no kernel named " + quote(entry) +
                           " (it defines: " + listed + ")");
    }
    cl_uint args = 0;
    try {
        args = cl::Kernel(program, entry.c_str()).getInfo<CL_KERNEL_NUM_ARGS>();
    } catch (const cl::Error& e) {
        throw openclError("kernel " + quote(entry) + " in " + k.fileName + ": " + clErrorName(e.err()), e.what(),
                          e.err());
    }
    if (args != kContractArgs)
        throw limitError("kernel " + quote(entry) + " in " + k.fileName + " takes " + std::to_string(args) +
                             " argument" + (args == 1 ? "" : "s") +
                             "; a custom matmul kernel takes 4: " + userKernelContract(),
                         kKernelArgumentsLimit, kContractArgs, args);
    return entry;
}

} // namespace ndr
