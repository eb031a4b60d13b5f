#pragma once
// Engine internals shared by engine.cpp, engine_isolated.cpp, engine_peaks.cpp and the kernel
// runner (runner_child.cpp).
#include <algorithm>
#include <functional>
#include <map>

#include "cl_error.hpp"
#include "cpu_reference.hpp"
#include "device_registry.hpp"
#include "matmul_runner.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/tuning_cache.hpp"
#include "ndr/user_kernel.hpp"
#include "ndr/variant.hpp"
#include "program_cache.hpp"
#include "user_kernel_check.hpp"
#include "user_paths.hpp"
#include "validator.hpp"
#include "vector_runner.hpp"

#include <ctime>

namespace ndr {

inline const Variant& requireVariant(const std::string& name)
{
    const Variant* v = findVariant(name);
    if (!v)
        throw invalidInput("unknown variant '" + name + "' (known: " + variantNames() + ")");
    return *v;
}

// Rows checked when N is above kFullVerifyMaxN: the first and last rows (edge tiles) plus rows
// spread over the matrix with a stride co-prime to common tile sizes.
inline std::vector<std::size_t> sampledRows(std::size_t n)
{
    std::vector<std::size_t> rows{0, n - 1};
    const std::size_t count = 30;
    for (std::size_t i = 1; i <= count; ++i)
        rows.push_back((i * (n / (count + 1)) + i * 7) % n);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

struct Engine::Impl {
    explicit Impl(const EngineOptions& options) : registry(options.faults), faults(options.faults) {}

    DeviceRegistry registry;
    FaultPlan faults; // the test seam this engine acts out (EngineOptions::faults)
    ProgramCache programs;
    MatmulData data;
    // Shared so that an abandoned run can keep the inputs its commands still read (watchdog).
    std::shared_ptr<VectorData> vectorData = std::make_shared<VectorData>();
    // The sequential loops are deterministic work: time each (workload, N) once per engine.
    std::map<std::pair<int, std::size_t>, double> cpuMs;
    std::string peaksCacheError; // Engine::peaksCacheError()

    struct Prepared {
        std::size_t device = 0;
        LaunchPlan plan;
        cl::Program program;
        GemmParamsSource paramsSource = GemmParamsSource::None; // tunable variants: the layer used
        std::string paramsNote;                                 // tunable variants: GemmResolution::note
        std::size_t kernelWg = 0;                               // CL_KERNEL_WORK_GROUP_SIZE of the compiled kernel
        std::string entry;                                      // the kernel function to launch
    };

    // Explicit parameters, else the tuned ones for this device, else the database's, else the
    // default (or the first seed configuration valid on this device): gemm_resolve.hpp.
    GemmResolution resolveGemm(const Variant& v, const DeviceInfo& info, const RunRequest& req) const
    {
        return ndr::resolveGemm(v, info, req.gemm, req.useTunedParams, req.n);
    }

    void checkBasics(const RunRequest& req) const
    {
        if (req.reps < 1)
            throw invalidInput("repetitions must be at least 1 (got " + std::to_string(req.reps) + ")");
        if (req.warmup < 0)
            throw invalidInput("warm-up count must be 0 or more (got " + std::to_string(req.warmup) + ")");
        if (!(req.timeoutS > 0) || req.timeoutS > 86400 * 7)
            throw limitError("the watchdog timeout must be above 0 s and at most a week (got " +
                                 std::to_string(req.timeoutS) + " s)",
                             kWatchdogLimit, 86400ull * 7 * 1000);
        // Explicit GEMM parameters on a variant that compiles none would be ignored silently.
        if (const Variant* v = findVariant(req.variant); req.gemm && v && !v->tunable)
            requireTunable(req.variant, "GEMM parameters (--params)");
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
        throw invalidInput("device " + std::to_string(p) + ":" + std::to_string(d) +
                           " does not exist (devices: " + valid + ")");
    }

    // An external variant (a library call): available, on one in-order queue (the library orders
    // its own helper kernels by the queue), its plan.
    static LaunchPlan planExternal(const Variant& v, const DeviceInfo& info, const RunRequest& req)
    {
        if (const std::string why = externalUnavailableReason(v); !why.empty())
            throw invalidInput(v.name + ": " + why);
        if (const std::string why = deviceUnavailableReason(v, info); !why.empty())
            throw invalidInput(why);
        if (req.queues != QueueMode::InOrder && !v.onHost) // a host call uses no queue
            throw invalidInput(v.name +
                               " runs on one in-order queue (the library orders its own kernels): "
                               "queue mode " +
                               toString(req.queues) + " is not supported for it");
        return planLaunch(v, info, req.n, req.local);
    }

    // CL_KERNEL_WORK_GROUP_SIZE and CL_KERNEL_LOCAL_MEM_SIZE of the compiled kernel.
    std::pair<std::size_t, std::uint64_t> kernelLimits(const Prepared& prep, const Variant& v)
    {
        try {
            cl::Kernel k(prep.program, prep.entry.c_str());
            const auto& dev = registry.device(prep.device);
            return std::make_pair(k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev),
                                  std::uint64_t(k.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(dev)));
        } catch (const cl::Error& e) {
            throw openclError("kernel '" + prep.entry + "' in " + v.kernelFile + ": " + clErrorName(e.err()), e.what(),
                              e.err());
        }
    }

    Prepared prepare(const RunRequest& req)
    {
        checkBasics(req);
        const Variant& v = requireVariant(req.variant);
        Prepared prep;
        prep.device = resolve(req.platformIndex, req.deviceIndex);
        const DeviceInfo& info = registry.infos()[prep.device];
        if (v.external) {
            prep.plan = planExternal(v, info, req);
            return prep; // nothing of ours to compile
        }
        // The NVIDIA-only kernels (inline PTX): asking for one elsewhere is an input error.
        if (const std::string why = deviceUnavailableReason(v, info); !why.empty())
            throw invalidInput(why);
        GemmParams gemm;
        if (v.tunable) {
            const GemmResolution resolved = resolveGemm(v, info, req);
            gemm = resolved.params;
            prep.paramsSource = resolved.source;
            prep.paramsNote = resolved.note;
        }
        // A kernel the user loaded (user_kernel.hpp): its own source and extra build options.
        const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr;
        auto plan = [&](std::size_t autoLimit) {
            prep.plan = planLaunch(v, info, req.n, req.local, autoLimit, v.tunable ? &gemm : nullptr);
            if (user && !user->buildOptions.empty())
                prep.plan.options += " " + user->buildOptions;
        };
        plan(SIZE_MAX);
        auto build = [&] {
            if (user) {
                try {
                    prep.program = programs.get(prep.device, registry.context(prep.device),
                                                registry.device(prep.device), user->source, prep.plan.options);
                } catch (const Error& e) {
                    // The user's code, not the engine, is at fault: an input error (exit code 2).
                    throw e.rephrased(ErrorKind::InvalidInput, "user kernel " + user->fileName + ": " + e.what());
                }
                prep.entry = resolveUserEntry(prep.program, *user);
                return;
            }
            const std::string src(embeddedKernelSource(v.kernelFile));
            if (src.empty())
                throw runtimeError("kernel file " + v.kernelFile + " was not embedded in this build");
            try {
                prep.program = programs.get(prep.device, registry.context(prep.device), registry.device(prep.device),
                                            src, prep.plan.options);
            } catch (const Error& e) {
                // A driver whose compiler rejects the inline PTX cannot run the variant at all.
                if (v.nvidiaComputeCapability > 0 && e.kind() == ErrorKind::Runtime)
                    throw e.rephrased(ErrorKind::InvalidInput,
                                      v.name + " is unavailable on device " + info.id() +
                                          ": the compiler rejects its inline PTX: " + e.what());
                throw;
            }
            prep.entry = v.entryPoint;
        };
        build();
        auto limits = [&] { return kernelLimits(prep, v); };
        auto [wg, lmem] = limits();
        if (req.local.isAutomatic() && prep.plan.local.total() > wg && !v.tunable) {
            // The compiled kernel allows fewer work-items than the device: choose again under it.
            plan(wg);
            build();
            std::tie(wg, lmem) = limits();
        }
        prep.kernelWg = wg;
        if (auto broken = checkKernelLimits(prep.plan, info, wg, lmem))
            throw *broken;
        return prep;
    }

    // The queues for a run in `mode`; records the mode that runs (and why, after a fallback) in r.
    QueueSet queuesFor(std::size_t device, QueueMode mode, RunResult& r)
    {
        QueueSet qs;
        qs.compute = qs.transfer = &registry.queue(device);
        r.queues = mode;
        if (mode == QueueMode::OutOfOrder) {
            if (cl::CommandQueue* ooo = registry.outOfOrderQueue(device)) {
                qs.compute = qs.transfer = ooo;
                qs.waitEach = false;
                return qs;
            }
            // Two in-order queues still let transfers and kernels overlap, which is the point.
            r.queueNote = "device " + r.deviceId +
                          " does not support out-of-order queues (CL_DEVICE_QUEUE_PROPERTIES "
                          "lacks CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE): ran with two in-order queues instead";
            r.queues = mode = QueueMode::TwoQueues;
        }
        if (mode == QueueMode::TwoQueues) {
            qs.transfer = &registry.transferQueue(device);
            qs.transferIndex = 1;
            qs.waitEach = false;
        }
        return qs;
    }

    // Inputs for (n, seed), kept for later runs at the same N; with `withReference` also the CPU
    // reference of the rows verification checks (all rows up to kFullVerifyMaxN, else a sample).
    void prepareData(std::size_t n, std::uint32_t seed, bool needTransposed, const ProgressFn& progress,
                     bool withReference = true)
    {
        if (data.n != n || data.seed != seed || data.a.empty()) {
            data = MatmulData{};
            data.n = n;
            data.seed = seed;
            data.a = randomMatrix(n, seed);
            data.b = randomMatrix(n, seed + 1);
            data.sampled = n > kFullVerifyMaxN;
            if (data.sampled) {
                data.refRows = sampledRows(n);
            } else {
                data.refRows.resize(n);
                for (std::size_t i = 0; i < n; ++i)
                    data.refRows[i] = i;
            }
        }
        if (withReference && data.reference.empty()) {
            if (progress)
                progress(0.02, "computing the CPU reference");
            const std::vector<std::size_t> rows = data.sampled ? data.refRows : std::vector<std::size_t>{};
            data.reference = referenceProduct(data.a, data.b, n, rows);
        }
        if (needTransposed && data.bT.empty()) {
            data.bT.resize(n * n);
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = 0; j < n; ++j)
                    data.bT[j * n + i] = data.b[i * n + j];
        }
    }

    // The kernel runner's side of an isolated run: what it hands back instead of verifying (the
    // rows of C that verification needs), and every bounded wait as it begins and ends.
    struct ChildRun {
        Watchdog::WaitObserver observer;
        std::vector<float> rows;
    };

    // engine.cpp. Runs `req` in this process. With `child` (the kernel runner) set: no CPU
    // reference, no CPU timing and no verification; the rows of C are left in child->rows.
    RunResult runHere(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress, ChildRun* child);
    // The request and device half of a result, before anything is measured.
    RunResult describe(const Prepared& prep, const RunRequest& req) const;
    // A tunable matmul variant of the catalogue on a PoCL device (Engine::run isolates explicit
    // parameters there).
    bool matmulOnPocl(const RunRequest& req) const;
    // Times the sequential CPU loop of (variant, N) once per engine.
    void cpuTime(const Variant& v, std::size_t n, const std::function<double()>& measure, const ProgressFn& progress,
                 RunResult& r);
    void runMatmulHere(const Prepared& prep, const RunRequest& req, const QueueSet& queues, const CancelToken& cancel,
                       const ProgressFn& progress, ChildRun* child, RunResult& r);
    void runVectorHere(const Prepared& prep, const RunRequest& req, const QueueSet& queues, const CancelToken& cancel,
                       const ProgressFn& progress, RunResult& r);
};

} // namespace ndr
