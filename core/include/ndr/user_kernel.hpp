#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ndr/variant.hpp"

namespace ndr {

// A matmul kernel the user wrote, run as the custom variant "user:<file stem>".
//
// The contract is the one of the course's naive kernel (kernels/matmul_naive.cl):
//   __kernel void NAME(const int N, __global const float* A, __global const float* B, __global float* C)
// A, B and C are N x N row-major; the NDRange is 2-D, N x N rounded up to the local size (the
// kernel must ignore work-items with get_global_id(0) >= N or get_global_id(1) >= N); dimension 0
// is the column. The result is verified against the CPU reference like any variant.
struct UserKernel {
    std::string name;     // "user:<stem>"
    std::string path;     // where it was loaded from; empty for source text
    std::string fileName; // "<stem>.cl" as shown in messages
    std::string source;
    std::string entry;        // empty: the file's only kernel
    std::string buildOptions; // appended to the engine's own options
};

// The argument list every user kernel must have, for messages and help.
std::string userKernelContract();
// Error::limit() of a kernel whose argument count breaks the contract (value 4).
constexpr const char* kKernelArgumentsLimit = "user kernel arguments";

// The largest kernel source accepted (1 MiB; the course's kernels are a few KiB). A larger file is
// refused before it is read, so that /dev/zero or a huge file cannot exhaust memory.
constexpr std::size_t kMaxUserKernelBytes = std::size_t(1) << 20;

// Reads a .cl file. Throws Error(InvalidInput) naming the path when it is missing, unreadable,
// not a regular file (a directory, /dev/zero, a FIFO, a socket), larger than kMaxUserKernelBytes
// (naming both sizes) or empty (whitespace only). The type and size are checked on the opened
// file before anything is read, and the read itself is bounded.
UserKernel loadUserKernel(const std::string& path, const std::string& entry = {}, const std::string& buildOptions = {});
// Source text given directly (stem names the variant). Throws Error(InvalidInput) when empty or
// larger than kMaxUserKernelBytes.
UserKernel userKernelFromSource(const std::string& stem, const std::string& source, const std::string& entry = {},
                                const std::string& buildOptions = {});

// Process-wide registry of user kernels, so that findVariant() (tables, charts, CSV) knows their
// names. Registering a name again replaces it; entries are immutable and never freed, so a pointer
// handed out stays valid while another thread registers. Returns the catalogue-style entry.
const Variant& registerUserKernel(const UserKernel& kernel);
// nullptr when `name` is not a registered user kernel.
const Variant* findUserVariant(const std::string& name);
const UserKernel* findUserKernel(const std::string& name);
bool isUserVariantName(const std::string& name);
// A kernel being edited in the studio is built under its name with this suffix ("user:mine~edit")
// before it replaces the kernel runs use; such drafts are never listed or run.
constexpr const char* kUserKernelDraftSuffix = "~edit";
bool isUserKernelDraft(const std::string& name);
// Every registered user kernel (the newest of each name) but drafts, by name.
std::vector<const Variant*> userVariants();

// FNV-1a 64-bit of a kernel's OpenCL C source as 16 hexadecimal digits: what a run records as
// RunResult::kernelSourceHash.
std::string kernelSourceHash(std::string_view source);
// The registered source of a user-kernel run's kernel, if it is still the text the run used (its
// hash matches the run's); empty otherwise.
std::string userKernelSourceOf(const std::string& variant, const std::string& hash);

// Kernel names of a built program (CL_PROGRAM_KERNEL_NAMES), split.
std::vector<std::string> splitKernelNames(const std::string& semicolonList);

} // namespace ndr
