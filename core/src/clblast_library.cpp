#include "clblast_library.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>

// Only the declarations and enums; the library itself is never linked.
#include <clblast_c.h>

#include "command_timing.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

using SgemmFn = decltype(&CLBlastSgemm);

struct Loaded {
    std::string name;
    SgemmFn sgemm = nullptr;
    std::string error;
};

// One dlopen per library name for the process; the handle is never closed, because CLBlast keeps
// compiled programs in static caches that must outlive every call.
Loaded load()
{
    static std::mutex mutex;
    static Loaded cached;
    static bool done = false;
    const std::string name = clblastLibraryName();
    std::lock_guard<std::mutex> lock(mutex);
    if (done && cached.name == name)
        return cached;
    Loaded l;
    l.name = name;
    dlerror();
    if (void* handle = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL)) {
        l.sgemm = reinterpret_cast<SgemmFn>(dlsym(handle, "CLBlastSgemm"));
        if (!l.sgemm) {
            const char* e = dlerror();
            l.error = "CLBlast not available: " + std::string(e ? e : "CLBlastSgemm not found in " + name);
        }
    } else {
        const char* e = dlerror();
        l.error = "CLBlast not available: " + std::string(e ? e : "cannot load " + name);
    }
    cached = l;
    done = true;
    return l;
}

} // namespace

std::string clblastLibraryName()
{
    if (const char* env = std::getenv("NDR_CLBLAST_LIBRARY"); env && *env)
        return env;
    return "libclblast.so.1";
}

std::string clblastUnavailableReason() { return load().error; }

void clblastSgemmTimed(cl::CommandQueue& queue, std::size_t n, const cl::Buffer& a, const cl::Buffer& b,
                       cl::Buffer& c, std::int64_t& beginNs, std::int64_t& endNs)
{
    const Loaded l = load();
    if (!l.sgemm)
        throw invalidInput(l.error);
    cl_command_queue q = queue();
    queue.finish(); // nothing else of ours is still running inside the timed interval
    beginNs = steadyNs();
    const CLBlastStatusCode status =
        l.sgemm(CLBlastLayoutRowMajor, CLBlastTransposeNo, CLBlastTransposeNo, n, n, n, 1.0f, a(), 0, n, b(), 0, n,
                0.0f, c(), 0, n, &q, nullptr);
    if (status != CLBlastSuccess)
        throw runtimeError("CLBlastSgemm returned status " + std::to_string(int(status)) +
                           " (negative: an OpenCL error code; -1000 and below: CLBlast's own, see clblast_c.h)");
    queue.finish();
    endNs = steadyNs();
}

} // namespace ndr
