#include "cl/tensor_maps.hpp"

#include <cstdlib>
#include <map>
#include <mutex>

#include "base/shared_library.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace {

// The CUDA driver API's entry points used here, with their C signatures (cuda.h): results are
// CUresult (0: success), devices ints, contexts opaque pointers, enumerations ints.
using InitFn = int (*)(unsigned);
using DeviceCountFn = int (*)(int*);
using DeviceGetFn = int (*)(int*, int);
using AttributeFn = int (*)(int*, int, int);
using RetainFn = int (*)(void**, int);
using SetCurrentFn = int (*)(void*);
using EncodeTiledFn = int (*)(void* map, int dataType, std::uint32_t rank, void* address, const std::uint64_t* dims,
                              const std::uint64_t* strides, const std::uint32_t* box,
                              const std::uint32_t* elementStrides, int interleave, int swizzle, int l2Promotion,
                              int oobFill);

// cuda.h's values.
constexpr int kAttributePciBus = 33, kAttributePciDomain = 50;
constexpr int kFloat32 = 7, kTfloat32 = 11;
constexpr int kSwizzle64 = 2, kSwizzle128 = 3;
constexpr int kL2Promotion128 = 2;

struct Driver {
    std::string error; // empty: every entry point found
    InitFn init = nullptr;
    DeviceCountFn count = nullptr;
    DeviceGetFn get = nullptr;
    AttributeFn attribute = nullptr;
    RetainFn retain = nullptr;
    SetCurrentFn setCurrent = nullptr;
    EncodeTiledFn encode = nullptr;
};

template <typename Fn> void resolve(const SharedLibrary& library, const char* symbol, Fn& fn, std::string& error)
{
    fn = library.function<Fn>(symbol);
    if (!fn && error.empty())
        error = std::string(symbol) + " not found in " + library.name();
}

// One dlopen for the process; the handle is never closed (the contexts it made live on).
const Driver& driver()
{
    static const Driver d = [] {
        Driver out;
        const SharedLibrary library(cudaDriverName());
        if (!library.loaded()) {
            out.error = library.error();
            return out;
        }
        resolve(library, "cuInit", out.init, out.error);
        resolve(library, "cuDeviceGetCount", out.count, out.error);
        resolve(library, "cuDeviceGet", out.get, out.error);
        resolve(library, "cuDeviceGetAttribute", out.attribute, out.error);
        resolve(library, "cuDevicePrimaryCtxRetain", out.retain, out.error);
        resolve(library, "cuCtxSetCurrent", out.setCurrent, out.error);
        resolve(library, "cuTensorMapEncodeTiled", out.encode, out.error);
        return out;
    }();
    return d;
}

void check(int status, const std::string& call)
{
    if (status != 0)
        throw runtimeError("tensor maps: " + call + " failed with CUresult " + std::to_string(status));
}

// The primary context of the CUDA device at `where`, retained once per device for the process.
void* contextFor(const Driver& d, PciLocation where)
{
    static std::mutex mutex;
    static std::map<std::pair<int, int>, void*> contexts;
    std::lock_guard<std::mutex> lock(mutex);
    const auto key = std::make_pair(where.domain, where.bus);
    if (const auto it = contexts.find(key); it != contexts.end())
        return it->second;
    check(d.init(0), "cuInit");
    int count = 0;
    check(d.count(&count), "cuDeviceGetCount");
    int found = -1;
    for (int i = 0; i < count && found < 0; ++i) {
        int dev = 0, bus = -1, domain = -1;
        check(d.get(&dev, i), "cuDeviceGet");
        check(d.attribute(&bus, kAttributePciBus, dev), "cuDeviceGetAttribute(PCI bus)");
        check(d.attribute(&domain, kAttributePciDomain, dev), "cuDeviceGetAttribute(PCI domain)");
        if ((where.bus < 0 && count == 1) || (bus == where.bus && domain == where.domain))
            found = dev;
    }
    if (found < 0)
        throw runtimeError("tensor maps: no CUDA device at PCI " + std::to_string(where.domain) + ":" +
                           std::to_string(where.bus) + " among " + std::to_string(count));
    void* ctx = nullptr;
    check(d.retain(&ctx, found), "cuDevicePrimaryCtxRetain");
    contexts[key] = ctx;
    return ctx;
}

} // namespace

std::string cudaDriverName()
{
    if (const char* env = std::getenv("NDR_CUDA_DRIVER"); env && *env)
        return env;
    return "libcuda.so.1";
}

std::string tensorMapsUnavailableReason()
{
    const Driver& d = driver();
    return d.error.empty() ? std::string() : "tensor maps not available: " + d.error;
}

std::array<std::uint64_t, 16> encodeTensorMap(const TensorMapShape& s, PciLocation where)
{
    const Driver& d = driver();
    if (!d.error.empty())
        throw runtimeError(tensorMapsUnavailableReason());
    if (s.rowFloats % 4 || (s.boxFloats != 16 && s.boxFloats != 32) || s.boxRows < 1 || s.boxRows > 256)
        throw runtimeError("tensor maps: rows of " + std::to_string(s.rowFloats) + " floats in boxes of " +
                           std::to_string(s.boxRows) + " x " + std::to_string(s.boxFloats) +
                           " (rows a multiple of 4 floats, boxes of 16 or 32 floats and 1-256 rows)");
    check(d.setCurrent(contextFor(d, where)), "cuCtxSetCurrent");
    alignas(64) std::array<std::uint64_t, 16> map{};
    const std::uint64_t dims[2] = {s.rowFloats, s.rows}, strides[1] = {s.rowFloats * sizeof(float)};
    const std::uint32_t box[2] = {s.boxFloats, s.boxRows}, elementStrides[2] = {1, 1};
    check(d.encode(map.data(), s.roundToTf32 ? kTfloat32 : kFloat32, 2, reinterpret_cast<void*>(s.address), dims,
                   strides, box, elementStrides, 0, s.boxFloats == 32 ? kSwizzle128 : kSwizzle64, kL2Promotion128, 0),
          "cuTensorMapEncodeTiled");
    return map;
}

std::vector<TensorMapShape> matmulMapShapes(const MatmulMapOperands& o)
{
    if (o.split && o.aItself)
        throw runtimeError("tensor maps: split operands are read from their workspaces, not from A itself");
    const std::uint64_t half = o.n * o.rowFloats * sizeof(float); // a workspace's hi part, in bytes
    TensorMapShape a{o.a, o.n, o.aItself ? o.n : o.rowFloats, o.mwg, o.kwg, o.aItself};
    TensorMapShape bt{o.bt, o.n, o.rowFloats, o.nwg, o.kwg, false};
    std::vector<TensorMapShape> maps{a, bt};
    if (o.split) {
        a.address += half;
        bt.address += half;
        maps.push_back(a);
        maps.push_back(bt);
    }
    return maps;
}

std::vector<std::array<std::uint64_t, 16>> encodeMatmulMaps(const MatmulMapOperands& o, PciLocation where)
{
    std::vector<std::array<std::uint64_t, 16>> maps;
    for (const TensorMapShape& s : matmulMapShapes(o))
        maps.push_back(encodeTensorMap(s, where));
    return maps;
}

} // namespace ndr
