#include "base/shared_library.hpp"

#include <dlfcn.h>

#include <mutex>

#include "ndr/file_reader.hpp"

namespace ndr {

namespace {

// POSIX does not require dlerror to be thread-safe: one opener at a time keeps each failure's
// message with its own call.
std::mutex& loaderMutex()
{
    static std::mutex m;
    return m;
}

} // namespace

SharedLibrary::SharedLibrary(const std::string& name) : name_(name)
{
    // A path (the NDR_*_LIBRARY and NDR_CUDA_DRIVER variables name one) to a FIFO would block the
    // loader's open for ever, a device or a directory is no library: refused before the loader.
    if (name.find('/') != std::string::npos)
        if (const std::string what = notARegularFile(name); !what.empty()) {
            error_ = name + ": " + what; // worded as the loader words its failures
            return;
        }
    std::lock_guard<std::mutex> lock(loaderMutex());
    dlerror();
    handle_ = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) {
        const char* e = dlerror();
        error_ = e ? e : "cannot load " + name;
    }
}

void* SharedLibrary::address(const char* symbol) const { return handle_ ? dlsym(handle_, symbol) : nullptr; }

} // namespace ndr
