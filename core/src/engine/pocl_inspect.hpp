#pragma once
// The inspector's PoCL side: a private kernel cache for one run, and what PoCL left in it (the
// work-group function compiled for a local size, the program's LLVM bitcode) made readable.
#include <string>

#include "ndr/inspect_report.hpp"

namespace ndr {

// A fresh directory under the system's temporary directory, removed with everything in it when
// this goes away.
class PrivateDirectory {
public:
    PrivateDirectory(); // throws Error(Runtime) naming the directory when it cannot be made
    ~PrivateDirectory();
    PrivateDirectory(const PrivateDirectory&) = delete;
    PrivateDirectory& operator=(const PrivateDirectory&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// Fills r.assembly / r.assemblyFile (the entry's shared object for r.local, disassembled with
// objdump -d --no-show-raw-insn) and r.llvmIr (program.bc through llvm-dis) from the PoCL cache at
// `cacheDir`, or their notes saying why not (no such object, no objdump, no llvm-dis).
void readPoclCache(const std::string& cacheDir, InspectReport& r);

} // namespace ndr
