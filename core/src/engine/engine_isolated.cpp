// Engine::runIsolated: a matmul run in the kernel runner (runner_process.hpp), verified here.
#include <nlohmann/json.hpp>

#include "engine/engine_impl.hpp"
#include "ipc/runner_process.hpp"
#include "ndr/user_kernel.hpp"
#include "records/run_json.hpp"
#include "run/cpu_reference.hpp"

namespace ndr {

namespace {

// The part of the progress bar the runner's own reports fill; the reference, the CPU loop and
// the verification here take the rest.
constexpr double kRunnerShare = 0.9;

std::string subjectOf(const Variant& v, const UserKernel* user, const RunRequest& req)
{
    if (user)
        return "user kernel " + user->fileName;
    return v.name + (req.gemm ? " with " + req.gemm->toString() : std::string());
}

} // namespace

RunResult Engine::runIsolated(const RunRequest& req, const CancelToken& cancel, const ProgressFn& progress,
                              const std::string& testFault)
{
    checkRequestBasics(req);
    const Variant& v = requireVariant(req.variant);
    if (v.workload != Workload::MatMul || v.external)
        throw invalidInput(v.name + " cannot run in the kernel runner: it runs the matmul kernels of this program "
                                    "and user kernels, not reduce, vadd, pi or a library");
    impl_->resolve(req.platformIndex, req.deviceIndex); // a wrong device is an input error, before any process
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    const UserKernel* user = isUserVariantName(v.name) ? findUserKernel(v.name) : nullptr;

    // This process is the watchdog (it kills the runner), and it times the CPU loop itself.
    RunRequest forRunner = req;
    forRunner.timeoutS = 86400.0 * 7;
    forRunner.measureCpu = false;
    const nlohmann::json message{
        {"type", "run"},        {"protocol", kRunnerProtocol},
        {"request", forRunner}, {"user_kernel", user ? nlohmann::json(*user) : nlohmann::json(nullptr)},
        {"fault", testFault},   {"faults", impl_->faults.spec()}};
    RunnerProcess runner(subjectOf(v, user, req));
    RunnerReply reply = runner.run(message, req.timeoutS, cancel, progress, kRunnerShare);
    RunResult r = std::move(reply.result);

    // Verified here, against this engine's reference (computed once per N, as for in-process runs).
    const ProgressFn after = [&](double, const std::string& status) {
        if (progress)
            progress(kRunnerShare + 0.02, status);
    };
    const MatmulData& data = impl_->executor.prepareData(req.n, req.seed, false, after);
    if (req.measureCpu && req.n <= kCpuTimingMaxN)
        impl_->executor.cpuTime(
            v, req.n, [&] { return sequentialTripleLoopMs(data.a, data.b, req.n); }, after, r);
    if (reply.rows.size() != data.refRows.size() * req.n)
        throw Error(ErrorKind::Runtime,
                    "the kernel runner of " + subjectOf(v, user, req) + " returned " +
                        std::to_string(reply.rows.size()) + " values of C where verification needs " +
                        std::to_string(data.refRows.size() * req.n),
                    {}, true);
    if (progress)
        progress(0.95, "verifying");
    verifyMatmul(reply.rows.data(), data, v.tf32, r);
    finishRun(r, progress);
    return r;
}

} // namespace ndr
