#include "ndr/engine.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>

#include "cl_error.hpp"
#include "cpu_reference.hpp"
#include "device_registry.hpp"
#include "matmul_runner.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/errors.hpp"
#include "ndr/variant.hpp"
#include "program_cache.hpp"
#include "validator.hpp"
#include "vector_runner.hpp"

namespace ndr {

std::string appVersion() { return NDR_VERSION; }

namespace {

std::string isoTimestampUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

const Variant& requireVariant(const std::string& name)
{
    const Variant* v = findVariant(name);
    if (!v)
        throw invalidInput("unknown variant '" + name + "' (known: " + variantNames() + ")");
    return *v;
}

// Rows checked when N is above kFullVerifyMaxN: the first and last rows (edge tiles) plus rows
// spread over the matrix with a stride co-prime to common tile sizes.
std::vector<std::size_t> sampledRows(std::size_t n)
{
    std::vector<std::size_t> rows{0, n - 1};
    const std::size_t count = 30;
    for (std::size_t i = 1; i <= count; ++i)
        rows.push_back((i * (n / (count + 1)) + i * 7) % n);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

} // namespace

struct Engine::Impl {
    DeviceRegistry registry;
    ProgramCache programs;
    MatmulData data;
    VectorData vectorData;
    // The sequential loops are deterministic work: time each (workload, N) once per engine.
    std::map<std::pair<int, std::size_t>, double> cpuMs;

    struct Prepared {
        std::size_t device = 0;
        LaunchPlan plan;
        cl::Program program;
    };

    void checkBasics(const RunRequest& req) const
    {
        if (req.reps < 1)
            throw invalidInput("repetitions must be at least 1 (got " + std::to_string(req.reps) + ")");
        if (req.warmup < 0)
            throw invalidInput("warm-up count must be 0 or more (got " + std::to_string(req.warmup) + ")");
    }

    std::size_t resolve(int p, int d) const
    {
        const auto& infos = registry.infos();
        if (infos.empty())
            throw runtimeError("no OpenCL device found: the ICD loader lists no platform "
                               "(install pocl-opencl-icd for the CPU device, or a GPU driver)");
        if (p < 0 && d < 0) {
            for (std::size_t i = 0; i < infos.size(); ++i)
                if (infos[i].isGpu)
                    return i;
            return 0;
        }
        for (std::size_t i = 0; i < infos.size(); ++i)
            if (infos[i].platformIndex == p && infos[i].deviceIndex == d)
                return i;
        std::string valid;
        for (const auto& i : infos)
            valid += (valid.empty() ? "" : ", ") + i.id();
        throw invalidInput("device " + std::to_string(p) + ":" + std::to_string(d) + " does not exist (devices: " +
                           valid + ")");
    }

    Prepared prepare(const RunRequest& req)
    {
        checkBasics(req);
        const Variant& v = requireVariant(req.variant);
        Prepared prep;
        prep.device = resolve(req.platformIndex, req.deviceIndex);
        const DeviceInfo& info = registry.infos()[prep.device];
        prep.plan = planLaunch(v, info, req.n, req.local);
        auto build = [&] {
            const std::string src(embeddedKernelSource(v.kernelFile));
            if (src.empty())
                throw runtimeError("kernel file " + v.kernelFile + " was not embedded in this build");
            prep.program = programs.get(prep.device, registry.context(prep.device), registry.device(prep.device), src,
                                        prep.plan.options);
        };
        build();
        auto limits = [&] {
            try {
                cl::Kernel k(prep.program, v.entryPoint.c_str());
                const auto& dev = registry.device(prep.device);
                return std::make_pair(k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev),
                                      std::uint64_t(k.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(dev)));
            } catch (const cl::Error& e) {
                throw runtimeError("kernel '" + v.entryPoint + "' in " + v.kernelFile + ": " + clErrorName(e.err()));
            }
        };
        auto [wg, lmem] = limits();
        if (req.local.isAutomatic() && prep.plan.local.total() > wg) {
            // The compiled kernel allows fewer work-items than the device: choose again under it.
            prep.plan = planLaunch(v, info, req.n, req.local, wg);
            build();
            std::tie(wg, lmem) = limits();
        }
        if (auto why = checkKernelLimits(prep.plan, info, wg, lmem); !why.empty())
            throw invalidInput(why);
        return prep;
    }

    void prepareData(std::size_t n, std::uint32_t seed, bool needTransposed, const ProgressFn& progress)
    {
        if (data.n != n || data.seed != seed || data.a.empty()) {
            data = MatmulData{};
            data.n = n;
            data.seed = seed;
            data.a = randomMatrix(n, seed);
            data.b = randomMatrix(n, seed + 1);
            if (progress)
                progress(0.02, "computing the CPU reference");
            data.sampled = n > kFullVerifyMaxN;
            if (data.sampled)
                data.refRows = sampledRows(n);
            data.reference = referenceProduct(data.a, data.b, n, data.refRows);
            if (!data.sampled) {
                data.refRows.resize(n);
                for (std::size_t i = 0; i < n; ++i)
                    data.refRows[i] = i;
            }
        }
        if (needTransposed && data.bT.empty()) {
            data.bT.resize(n * n);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = 0; j < n; ++j)
                    data.bT[j * n + i] = data.b[i * n + j];
        }
    }
};

Engine::Engine() : impl_(std::make_unique<Impl>()) {}
Engine::~Engine() = default;

const std::vector<DeviceInfo>& Engine::devices() const { return impl_->registry.infos(); }

std::size_t Engine::resolveDevice(int p, int d) const { return impl_->resolve(p, d); }

Validation Engine::validate(const RunRequest& request)
{
    Validation v;
    try {
        auto prep = impl_->prepare(request);
        v.globalX = prep.plan.globalX;
        v.globalY = prep.plan.globalY;
        v.local = prep.plan.local;
    } catch (const Error& e) {
        v.ok = false;
        v.reason = e.what();
    }
    return v;
}

RunResult Engine::run(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress)
{
    auto prep = impl_->prepare(req);
    const DeviceInfo& info = impl_->registry.infos()[prep.device];
    const Variant& v = *prep.plan.variant;

    RunResult r;
    r.timestamp = isoTimestampUtc();
    r.appVersion = appVersion();
    r.platform = info.platformName;
    r.device = info.name;
    r.driver = info.driverVersion;
    r.deviceId = info.id();
    r.variant = v.name;
    r.workload = toString(v.workload);
    r.n = req.n;
    r.globalX = prep.plan.globalX;
    r.globalY = prep.plan.globalY;
    r.local = prep.plan.local;
    r.buffers = req.buffers;
    r.warmup = req.warmup;
    r.reps = req.reps;
    r.seed = req.seed;
    r.profiled = info.profilingSupported;

    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    auto cpuTime = [&](auto measure) {
        const auto key = std::make_pair(int(v.workload) * 16 + int(v.scheme), req.n);
        auto it = impl_->cpuMs.find(key);
        if (it == impl_->cpuMs.end()) {
            if (progress)
                progress(0.05, "timing the sequential CPU loop");
            it = impl_->cpuMs.emplace(key, measure()).first;
        }
        r.cpuMs = it->second;
    };
    if (v.workload == Workload::MatMul) {
        impl_->prepareData(req.n, req.seed, v.transposeB, progress);
        if (req.measureCpu && req.n <= kCpuTimingMaxN)
            cpuTime([&] { return sequentialTripleLoopMs(impl_->data.a, impl_->data.b, req.n); });
        runMatmul(impl_->registry.context(prep.device), impl_->registry.queue(prep.device), info.profilingSupported,
                  prep.program, prep.plan, req, impl_->data, cancel, progress, r);
    } else {
        prepareVectorData(impl_->vectorData, v, req.n, req.seed);
        if (req.measureCpu)
            cpuTime([&] { return sequentialVectorMs(v, impl_->vectorData); });
        runVector(impl_->registry.context(prep.device), impl_->registry.queue(prep.device), info.profilingSupported,
                  prep.program, prep.plan, req, impl_->vectorData, cancel, progress, r);
    }
    if (r.cpuMs && r.kernel.medianMs > 0)
        r.speedupVsCpu = *r.cpuMs / r.kernel.medianMs;
    if (progress)
        progress(1.0, r.verified ? "verified" : "verification failed");
    return r;
}

SweepResult Engine::sweep(const SweepRequest& request, const CancelToken& cancel, const ProgressFn& progress,
                          const ResultFn& onResult)
{
    SweepResult out;
    std::vector<LocalSize> locals = request.locals;
    if (locals.empty())
        locals.push_back(LocalSize::automatic());
    const std::size_t total = request.sizes.size() * request.variants.size() * locals.size();
    std::size_t done = 0;
    // Sizes outermost: the inputs and CPU reference for one N are computed once for all variants.
    for (std::size_t n : request.sizes)
        for (const auto& name : request.variants)
            for (const auto& local : locals) {
                if (cancel.cancelled()) {
                    out.cancelled = true;
                    return out;
                }
                RunRequest req = request.base;
                req.variant = name;
                req.n = n;
                req.local = local;
                const std::string label = name + " N=" + std::to_string(n) + " local " + local.toString();
                auto sub = [&](double f, const std::string& s) {
                    if (progress)
                        progress((double(done) + f) / double(total), label + ": " + s);
                };
                try {
                    RunResult r = run(req, cancel, sub);
                    out.runs.push_back(r);
                    if (onResult)
                        onResult(out.runs.back());
                } catch (const Error& e) {
                    if (e.kind() == ErrorKind::Cancelled) {
                        out.cancelled = true;
                        return out;
                    }
                    if (e.kind() == ErrorKind::InvalidInput) {
                        out.skipped.push_back({name, n, local, e.what()});
                    } else {
                        // A runtime failure (out of resources, build error…) fails this run only.
                        RunResult failed;
                        failed.timestamp = isoTimestampUtc();
                        failed.appVersion = appVersion();
                        failed.variant = name;
                        if (const Variant* fv = findVariant(name))
                            failed.workload = toString(fv->workload);
                        failed.n = n;
                        failed.local = local;
                        failed.buffers = req.buffers;
                        failed.warmup = req.warmup;
                        failed.reps = req.reps;
                        try {
                            const auto& info = devices()[resolveDevice(req.platformIndex, req.deviceIndex)];
                            failed.platform = info.platformName;
                            failed.device = info.name;
                            failed.driver = info.driverVersion;
                            failed.deviceId = info.id();
                        } catch (const Error&) {
                        }
                        failed.error = e.what();
                        out.runs.push_back(failed);
                        if (onResult)
                            onResult(out.runs.back());
                    }
                }
                ++done;
                if (progress)
                    progress(double(done) / double(total), label + ": done");
            }
    return out;
}

std::string Engine::kernelSource(const std::string& variant) const
{
    return std::string(embeddedKernelSource(requireVariant(variant).kernelFile));
}

std::string Engine::buildOptions(const RunRequest& request)
{
    const Variant& v = requireVariant(request.variant);
    const auto idx = impl_->resolve(request.platformIndex, request.deviceIndex);
    return planLaunch(v, impl_->registry.infos()[idx], request.n, request.local).options;
}

std::size_t Engine::programCacheSize() const { return impl_->programs.size(); }

} // namespace ndr
