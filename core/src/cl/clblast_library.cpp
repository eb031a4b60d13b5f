#include "cl/clblast_library.hpp"

#include <cstdlib>
#include <mutex>

// Only the declarations and enums; the library itself is never linked. libclblast-dev is an
// optional build dependency: without its header the few values of the C API used here are
// declared locally (they are part of CLBlast's stable C ABI).
#if __has_include(<clblast_c.h>)
#include <clblast_c.h>
#else
extern "C" {
typedef enum CLBlastStatusCode_ { CLBlastSuccess = 0 } CLBlastStatusCode;
typedef enum CLBlastLayout_ { CLBlastLayoutRowMajor = 101, CLBlastLayoutColMajor = 102 } CLBlastLayout;
typedef enum CLBlastTranspose_ { CLBlastTransposeNo = 111, CLBlastTransposeYes = 112 } CLBlastTranspose;
CLBlastStatusCode CLBlastSgemm(const CLBlastLayout layout, const CLBlastTranspose a_transpose,
                               const CLBlastTranspose b_transpose, const size_t m, const size_t n, const size_t k,
                               const float alpha, const cl_mem a_buffer, const size_t a_offset, const size_t a_ld,
                               const cl_mem b_buffer, const size_t b_offset, const size_t b_ld, const float beta,
                               cl_mem c_buffer, const size_t c_offset, const size_t c_ld, cl_command_queue* queue,
                               cl_event* event);
}
#endif

#include "base/shared_library.hpp"
#include "base/steady_clock.hpp"
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
    const SharedLibrary library(name);
    l.sgemm = library.function<SgemmFn>("CLBlastSgemm");
    if (!library.loaded())
        l.error = "CLBlast not available: " + library.error();
    else if (!l.sgemm)
        l.error = "CLBlast not available: CLBlastSgemm not found in " + name;
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

void clblastSgemmTimed(cl::CommandQueue& queue, std::size_t n, const cl::Buffer& a, const cl::Buffer& b, cl::Buffer& c,
                       std::int64_t& beginNs, std::int64_t& endNs)
{
    const Loaded l = load();
    if (!l.sgemm)
        throw invalidInput(l.error);
    cl_command_queue q = queue();
    queue.finish(); // nothing else of ours is still running inside the timed interval
    beginNs = steadyNs();
    const CLBlastStatusCode status = l.sgemm(CLBlastLayoutRowMajor, CLBlastTransposeNo, CLBlastTransposeNo, n, n, n,
                                             1.0f, a(), 0, n, b(), 0, n, 0.0f, c(), 0, n, &q, nullptr);
    if (status != CLBlastSuccess)
        throw runtimeError("CLBlastSgemm returned status " + std::to_string(int(status)) +
                           " (negative: an OpenCL error code; -1000 and below: CLBlast's own, see clblast_c.h)");
    queue.finish();
    endNs = steadyNs();
}

} // namespace ndr
