#pragma once
// The parent's side of an isolated run: starts the kernel runner (ndr-kernel-runner), sends it one
// request, forwards its progress, acts as the watchdog and reaps it, whatever happens to it.
#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "ipc/runner_protocol.hpp"
#include "ndr/cancel_token.hpp"
#include "ndr/progress.hpp"
#include "ndr/run_request.hpp"
#include "ndr/run_result.hpp"

namespace ndr {

struct RunnerReply {
    RunResult result;
    std::vector<float> rows; // the rows of C verification needs, N floats each
};

class RunnerProcess {
public:
    // `subject` names what runs in messages ("user kernel oob.cl").
    explicit RunnerProcess(std::string subject) : subject_(std::move(subject)) {}
    ~RunnerProcess(); // kills and reaps a runner still alive (an exception left run())
    RunnerProcess(const RunnerProcess&) = delete;
    RunnerProcess& operator=(const RunnerProcess&) = delete;

    // The runner executable: $NDR_KERNEL_RUNNER if set, else ndr-kernel-runner next to this
    // program (/proc/self/exe), else the installed one relative to this program
    // (../libexec/ndrange-studio/), else, for a program inside the build tree, the build tree's.
    // Throws Error(Runtime) naming every place looked at when there is none.
    static std::string locate();

    // An environment variable the runner gets in place of this process's value (set before run();
    // the inspector points PoCL at a private kernel cache with POCL_CACHE_DIR).
    void setEnvironment(const std::string& name, const std::string& value);

    // Blocking. Starts the runner, sends `request` (a "run" message), and waits for its answer
    // while honouring `cancel` (kills the runner, Error(Cancelled)) and `timeoutS` per command
    // wait the runner reports (kills it, Error(Runtime)). A crash, an early exit or a malformed
    // message is Error(Runtime) naming it, with offersOclgrindCheck(); the runner's own error
    // answer is rethrown with its kind. Progress fractions are scaled by `progressScale`.
    RunnerReply run(const nlohmann::json& request, double timeoutS, const CancelToken& cancel,
                    const ProgressFn& progress, double progressScale);

private:
    void spawn(const std::string& path);
    // Sends SIGTERM, then SIGKILL after a grace period, and reaps; returns the wait status.
    int stop();
    // Reaps a runner that is expected to exit (after its answer, or at end of stream).
    int reap();
    // Handles one message; true once the answer has arrived.
    bool onMessage(const nlohmann::json& m, const ProgressFn& progress, double progressScale);
    [[noreturn]] void failDied(int status) const;
    RunnerReply decodeAnswer() const;
    void enforceLimits(double timeoutS, const CancelToken& cancel); // throws when a limit or a cancel ends the run
    std::string activity() const;

    std::string subject_;
    std::vector<std::pair<std::string, std::string>> environment_; // overrides, setEnvironment()
    pid_t pid_ = -1;
    int fd_ = -1;
    bool helloSeen_ = false;
    bool started_ = false; // the runner has begun its first command wait (the kernel is built)
    bool waiting_ = false; // inside a command wait the runner reported
    bool running_ = false; // ... and the device reports that command running (the limit counts)
    std::chrono::steady_clock::time_point waitStart_, lastMessage_;
    std::string waitingFor_; // its command ("kernel #1")
    std::string lastStatus_; // the latest progress status
    double lastFraction_ = 0;
    std::optional<nlohmann::json> answer_;
};

} // namespace ndr
