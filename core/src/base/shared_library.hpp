#pragma once

#include <string>

namespace ndr {

// A shared library opened at run time for the rest of the process, and its symbols. It is never
// closed: the libraries loaded this way (CLBlast, a CBLAS, the CUDA driver) keep caches, threads
// or contexts that outlive any one call.
class SharedLibrary {
public:
    // Opens `name` (RTLD_NOW | RTLD_LOCAL); where that fails, error() gives the loader's reason. A
    // path to something other than a regular file (a FIFO, a device, a directory) is refused
    // unopened, with what it is.
    explicit SharedLibrary(const std::string& name);

    bool loaded() const { return handle_ != nullptr; }
    const std::string& name() const { return name_; }
    const std::string& error() const { return error_; }

    // The symbol's address as a function of type Fn, or nullptr where the library lacks it (or
    // was not loaded).
    template <typename Fn> Fn function(const char* symbol) const { return reinterpret_cast<Fn>(address(symbol)); }

private:
    void* address(const char* symbol) const;

    std::string name_;
    void* handle_ = nullptr;
    std::string error_;
};

} // namespace ndr
