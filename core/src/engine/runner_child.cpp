#include "engine/runner_child.hpp"

#include <csignal>
#include <cstring>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

#include "engine/engine_impl.hpp"
#include "ipc/runner_protocol.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "records/run_json.hpp"

namespace ndr {

namespace {

using nlohmann::json;

// The test seams of Engine::runIsolated, acted out when the first command wait begins (the
// kernel is built and about to run).
void actOutFault(const std::string& fault, const std::string& what, int fd)
{
    if (fault == "crash") {
        // The compiler library's handler expects a real fault to recur when it returns; a raised
        // signal would not, so the default disposition makes this die as a real fault does.
        std::signal(SIGSEGV, SIG_DFL);
        std::raise(SIGSEGV);
    }
    if (fault == "exit")
        ::_exit(3);
    if (fault == "garbage") {
        const char junk[] = "\x08\x00\x00\x00not cbor";
        (void)::send(fd, junk, sizeof junk - 1, MSG_NOSIGNAL);
    }
    if (fault == "hang") { // a kernel that started and never ends, in a runner that no longer answers
        writeFrame(fd, json{{"type", "running"}, {"what", what}});
        for (;;)
            std::this_thread::sleep_for(std::chrono::seconds(1));
    }
}

} // namespace

int RunnerChild::serve(int fd)
{
    if (!writeFrame(fd, json{{"type", "hello"}, {"protocol", kRunnerProtocol}, {"version", appVersion()}}))
        return 2;
    const std::optional<json> message = readFrame(fd);
    if (!message)
        return 2;
    json answer;
    try {
        const RunRequest req = message->at("request").get<RunRequest>();
        const std::string fault = message->at("fault").get<std::string>();
        if (const json& k = message->at("user_kernel"); !k.is_null())
            registerUserKernel(k.get<UserKernel>());
        writeFrame(fd, json{{"type", "progress"}, {"fraction", 0.0}, {"status", "building the kernel"}});
        // The parent's fault plan (tests only; empty in production) acts out here, where the
        // commands run.
        Engine engine(EngineOptions{FaultPlan::parse(message->value("faults", std::string()))});
        ChildRun child;
        bool faulted = false;
        child.observer = [&](const std::string& what, Watchdog::WaitPhase phase) {
            if (phase == Watchdog::WaitPhase::Running) {
                writeFrame(fd, json{{"type", "running"}, {"what", what}});
                return;
            }
            const bool begins = phase == Watchdog::WaitPhase::Begins;
            writeFrame(fd, json{{"type", "wait"}, {"what", what}, {"begins", begins}});
            if (begins && !faulted && !fault.empty()) {
                faulted = true;
                actOutFault(fault, what, fd);
            }
        };
        const ProgressFn progress = [fd](double f, const std::string& status) {
            writeFrame(fd, json{{"type", "progress"}, {"fraction", f}, {"status", status}});
        };
        const RunResult r = engine.impl_->runHere(req, CancelToken{}, progress, &child);
        const auto* bytes = reinterpret_cast<const std::uint8_t*>(child.rows.data());
        std::vector<std::uint8_t> rows(bytes, bytes + child.rows.size() * sizeof(float));
        answer = json{{"type", "result"}, {"result", r}, {"rows", json::binary(std::move(rows))}};
    } catch (const Error& e) {
        answer = errorMessage(e);
    } catch (const json::exception& e) {
        answer = errorMessage(runtimeError(std::string("the kernel runner got a malformed request: ") + e.what()));
    } catch (const std::exception& e) {
        answer = errorMessage(runtimeError(e.what()));
    }
    return writeFrame(fd, answer) ? 0 : 2;
}

} // namespace ndr
