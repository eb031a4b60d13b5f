#pragma once
#include <string>

namespace ndr {

struct DeviceInfo;
struct GemmParams;
struct Variant;

// True for a device of PoCL's CPU driver ("Portable Computing Language").
bool isPoclDevice(const DeviceInfo& device);

// Why `p` must not run `variant` on `device` because of a known driver code-generation bug
// (empty string: none known). PoCL 3.1 / LLVM 15 compiles some vectorized shapes into a
// work-group function that stores a 16-byte vector to an 8-byte-aligned slot of its per-work-item
// context arrays, which kills the whole process with SIGSEGV; refusing them here keeps the tuner
// and the GUI from ever proposing them (docs/pocl-crash.md).
std::string poclGemmQuirk(const Variant& variant, const GemmParams& p, const DeviceInfo& device);

} // namespace ndr
