#include "cl/cblas_library.hpp"

#include <cstdlib>
#include <mutex>
#include <vector>

#include "base/shared_library.hpp"
#include "base/steady_clock.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

// The CBLAS ABI (cblas.h): row-major 101, no transpose 111. Declared here, never linked.
using SgemmFn = void (*)(int layout, int transA, int transB, int m, int n, int k, float alpha, const float* a, int lda,
                         const float* b, int ldb, float beta, float* c, int ldc);
using ConfigFn = char* (*)();
using ThreadsFn = int (*)();
constexpr int kRowMajor = 101, kNoTrans = 111;

struct Loaded {
    std::string names; // what was tried (the cache key)
    std::string name;  // what loaded
    SgemmFn sgemm = nullptr;
    std::string description;
    std::string error;
};

std::vector<std::string> candidates()
{
    if (const char* env = std::getenv("NDR_CBLAS_LIBRARY"); env && *env)
        return {env};
    return {"libopenblas.so.0", "libblis.so.4", "libblas.so.3"};
}

// OpenBLAS and BLIS say which build they are and how many threads they use.
std::string describe(const SharedLibrary& library)
{
    std::string text = library.name();
    if (auto config = library.function<ConfigFn>("openblas_get_config")) {
        text += std::string(" (") + config();
        if (auto threads = library.function<ThreadsFn>("openblas_get_num_threads"))
            text += ", " + std::to_string(threads()) + " threads";
        text += ")";
    } else if (library.function<void (*)()>("bli_info_get_version_str")) {
        text += " (BLIS)";
    }
    return text;
}

// One dlopen per list of names for the process; the handle is never closed (the library's
// threads outlive any one call).
Loaded load()
{
    static std::mutex mutex;
    static Loaded cached;
    static bool done = false;
    const std::vector<std::string> names = candidates();
    std::string key;
    for (const auto& n : names)
        key += n + ";";
    std::lock_guard<std::mutex> lock(mutex);
    if (done && cached.names == key)
        return cached;
    Loaded l;
    l.names = key;
    std::string tried;
    for (const auto& name : names) {
        const SharedLibrary library(name);
        // The loader's reason names the library itself.
        std::string why = library.error();
        if (library.loaded()) {
            if (auto fn = library.function<SgemmFn>("cblas_sgemm")) {
                l.name = name;
                l.sgemm = fn;
                l.description = describe(library);
                break;
            }
            why = name + ": cblas_sgemm not found";
        }
        tried += (tried.empty() ? "" : "; ") + why;
    }
    if (!l.sgemm)
        l.error = "CBLAS not available: " + tried;
    cached = l;
    done = true;
    return l;
}

} // namespace

std::string cblasLibraryNames()
{
    std::string out;
    for (const auto& n : candidates())
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

std::string cblasUnavailableReason() { return load().error; }

std::string cblasLibraryDescription() { return load().description; }

void cblasSgemmTimed(std::size_t n, const float* a, const float* b, float* c, std::int64_t& beginNs,
                     std::int64_t& endNs)
{
    const Loaded l = load();
    if (!l.sgemm)
        throw invalidInput(l.error);
    const int in = int(n);
    beginNs = steadyNs();
    l.sgemm(kRowMajor, kNoTrans, kNoTrans, in, in, in, 1.0f, a, in, b, in, 0.0f, c, in);
    endNs = steadyNs();
}

} // namespace ndr
