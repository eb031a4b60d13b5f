#include "ipc/runner_process.hpp"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "ndr/quote.hpp"
#include "ndr/run_check.hpp"
#include "records/run_json.hpp"
#include "cl/watchdog.hpp"

extern char** environ;

namespace ndr {

namespace {

using Clock = std::chrono::steady_clock;

constexpr const char* kRunnerName = "ndr-kernel-runner";
// How often cancel and the watchdog are looked at while the runner works.
constexpr int kPollMs = 20;
// A runner asked to stop (SIGTERM) gets this long before SIGKILL; one that has answered gets
// kExitGrace to exit on its own.
constexpr auto kTermGrace = std::chrono::seconds(2);
constexpr auto kExitGrace = std::chrono::seconds(5);
// Host work between two command waits, beyond the watchdog's limit, after which a silent runner
// counts as hung.
constexpr auto kSilenceGrace = std::chrono::seconds(10);

bool isExecutableFile(const std::string& path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

std::string selfDirectory()
{
    std::vector<char> buf(4096);
    const ssize_t n = ::readlink("/proc/self/exe", buf.data(), buf.size() - 1);
    if (n <= 0)
        return {};
    const std::string self(buf.data(), std::size_t(n));
    const auto slash = self.rfind('/');
    return slash == std::string::npos ? std::string() : self.substr(0, slash);
}

// Whether directory `dir` (a resolved path, as /proc/self/exe gives) is `root` or below it.
bool insideDirectory(const std::string& dir, const char* root)
{
    char* resolved = ::realpath(root, nullptr);
    if (!resolved)
        return false;
    const std::string r(resolved);
    std::free(resolved);
    return !dir.empty() && (dir == r || dir.rfind(r + "/", 0) == 0);
}

// "signal 11 (SIGSEGV: an invalid memory access)".
std::string signalText(int sig)
{
    const char* abbrev = ::sigabbrev_np(sig);
    const std::string name = abbrev ? std::string("SIG") + abbrev : "unknown";
    std::string why;
    switch (sig) {
    case SIGSEGV:
    case SIGBUS:
        why = "an invalid memory access";
        break;
    case SIGABRT:
        why = "an abort, often the C library finding its heap corrupted by out-of-bounds writes";
        break;
    case SIGILL:
        why = "an illegal instruction";
        break;
    case SIGFPE:
        why = "an arithmetic fault";
        break;
    case SIGKILL:
        why = "killed from outside, e.g. by the out-of-memory killer";
        break;
    default:
        if (const char* d = ::strsignal(sig))
            why = d;
    }
    return "signal " + std::to_string(sig) + " (" + name + (why.empty() ? "" : ": " + why) + ")";
}

void sleepMs(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

} // namespace

RunnerProcess::~RunnerProcess()
{
    if (pid_ > 0)
        stop();
    if (fd_ >= 0)
        ::close(fd_);
}

std::string RunnerProcess::locate()
{
    if (const char* forced = std::getenv("NDR_KERNEL_RUNNER"); forced && *forced) {
        if (isExecutableFile(forced))
            return forced;
        throw runtimeError(std::string("NDR_KERNEL_RUNNER names '") + forced + "', which is not an executable file");
    }
    std::vector<std::string> places;
    const std::string dir = selfDirectory();
    if (!dir.empty()) {
        places.push_back(dir + "/" + kRunnerName);
#ifdef NDR_KERNEL_RUNNER_FROM_BINDIR
        places.push_back(dir + "/" + NDR_KERNEL_RUNNER_FROM_BINDIR);
#endif
    }
#if defined(NDR_KERNEL_RUNNER_BUILD_PATH) && defined(NDR_BUILD_TREE)
    // Only a program that runs from the build tree uses the build tree's runner: an installed one
    // never reaches back into the directory it was built in.
    if (insideDirectory(dir, NDR_BUILD_TREE))
        places.push_back(NDR_KERNEL_RUNNER_BUILD_PATH);
#endif
    std::string looked;
    for (const auto& p : places) {
        if (isExecutableFile(p))
            return p;
        looked += (looked.empty() ? "" : ", ") + p;
    }
    throw runtimeError(std::string("the kernel runner ") + kRunnerName + " was not found (looked at " + looked +
                       "): user kernels and tuner candidates run in it, so that a crashing kernel cannot take this "
                       "program down. Build the target " +
                       kRunnerName + ", reinstall, or give its path in NDR_KERNEL_RUNNER");
}

void RunnerProcess::setEnvironment(const std::string& name, const std::string& value)
{
    environment_.emplace_back(name, value);
}

void RunnerProcess::spawn(const std::string& path)
{
    // This process's environment with the overrides in place of their names.
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string entry(*e);
        bool overridden = false;
        for (const auto& [name, value] : environment_)
            overridden = overridden || entry.rfind(name + "=", 0) == 0;
        if (!overridden)
            env.push_back(entry);
    }
    for (const auto& [name, value] : environment_)
        env.push_back(name + "=" + value);
    std::vector<char*> envp;
    for (auto& entry : env)
        envp.push_back(entry.data());
    envp.push_back(nullptr);

    int sv[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
        throw runtimeError(std::string("cannot create a socket for the kernel runner: ") + std::strerror(errno));
    int childEnd = sv[1];
    if (childEnd == kRunnerFd) { // dup2 onto itself would keep close-on-exec set
        childEnd = ::fcntl(sv[1], F_DUPFD_CLOEXEC, kRunnerFd + 1);
        ::close(sv[1]);
    }
    posix_spawn_file_actions_t actions;
    ::posix_spawn_file_actions_init(&actions);
    // No terminal input; a kernel's printf goes to stderr so that stdout (CSV, JSON) stays clean.
    ::posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    ::posix_spawn_file_actions_adddup2(&actions, 2, 1);
    ::posix_spawn_file_actions_adddup2(&actions, childEnd, kRunnerFd);
    ::posix_spawn_file_actions_addclosefrom_np(&actions, kRunnerFd + 1);
    std::string program = path, flag = "--parent-pid", parent = std::to_string(::getpid());
    char* argv[] = {program.data(), flag.data(), parent.data(), nullptr};
    pid_t pid = -1;
    const int rc = ::posix_spawn(&pid, path.c_str(), &actions, nullptr, argv, envp.data());
    ::posix_spawn_file_actions_destroy(&actions);
    ::close(childEnd);
    if (rc != 0) {
        ::close(sv[0]);
        throw runtimeError("cannot start the kernel runner '" + path + "': " + std::strerror(rc));
    }
    pid_ = pid;
    fd_ = sv[0];
    ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) | O_NONBLOCK);
}

int RunnerProcess::stop()
{
    int status = 0;
    if (pid_ <= 0)
        return status;
    ::kill(pid_, SIGTERM);
    const auto deadline = Clock::now() + kTermGrace;
    for (;;) {
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_ || (r < 0 && errno != EINTR))
            break;
        if (Clock::now() > deadline) {
            ::kill(pid_, SIGKILL);
            while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
            }
            break;
        }
        sleepMs(5);
    }
    pid_ = -1;
    return status;
}

int RunnerProcess::reap()
{
    int status = 0;
    const auto deadline = Clock::now() + kExitGrace;
    for (;;) {
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_ || (r < 0 && errno != EINTR)) {
            pid_ = -1;
            return status;
        }
        if (Clock::now() > deadline)
            return stop();
        sleepMs(2);
    }
}

std::string RunnerProcess::activity() const
{
    if (waiting_)
        return "while " + waitingFor_ + " was running";
    if (!lastStatus_.empty())
        return "after " + quote(lastStatus_);
    return "before it reported anything";
}

namespace {

std::uint64_t msSince(std::chrono::steady_clock::time_point t)
{
    return std::uint64_t(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count());
}

} // namespace

bool RunnerProcess::onMessage(const nlohmann::json& m, const ProgressFn& progress, double progressScale)
{
    const std::string type = m.at("type").get<std::string>();
    lastMessage_ = Clock::now();
    if (!helloSeen_) {
        if (type != "hello")
            throw std::runtime_error(quote(type) + " before 'hello'");
        const int protocol = m.at("protocol").get<int>();
        if (protocol != kRunnerProtocol)
            throw std::runtime_error("protocol " + std::to_string(protocol) + " from runner version " +
                                     m.at("version").get<std::string>() + ", expected protocol " +
                                     std::to_string(kRunnerProtocol) + " (a runner of another build?)");
        helloSeen_ = true;
        return false;
    }
    if (type == "progress") {
        lastStatus_ = m.at("status").get<std::string>();
        lastFraction_ = m.at("fraction").get<double>();
        if (progress)
            progress(progressScale * lastFraction_, lastStatus_);
        return false;
    }
    if (type == "wait") {
        started_ = true;
        waiting_ = m.at("begins").get<bool>();
        running_ = false;
        waitingFor_ = m.at("what").get<std::string>();
        waitStart_ = Clock::now();
        if (waiting_ && progress) // a long kernel shows as running, not as the step before it
            progress(progressScale * lastFraction_, waitingFor_ + " running");
        return false;
    }
    if (type == "running") { // the watchdog's limit counts from now
        if (waiting_ && m.at("what").get<std::string>() == waitingFor_) {
            running_ = true;
            waitStart_ = Clock::now();
        }
        return false;
    }
    if (type == "result" || type == "error") {
        answer_ = m;
        return true;
    }
    throw std::runtime_error("unknown message type " + quote(type));
}

void RunnerProcess::failDied(int status) const
{
    if (WIFSIGNALED(status))
        throw Error(ErrorKind::Runtime,
                    subject_ + " crashed " + activity() + ": the kernel runner that ran it died of " +
                        signalText(WTERMSIG(status)) +
                        ". Only that process was lost: the next run starts a new one. Check the kernel with "
                        "Oclgrind (out-of-bounds accesses, data races)",
                    {}, true);
    throw Error(ErrorKind::Runtime,
                "the kernel runner of " + subject_ + " exited with code " +
                    std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + " " + activity() +
                    ", without an answer. Check the kernel with Oclgrind (out-of-bounds accesses, data races)",
                {}, true);
}

// Between polls: a cancel stops the runner (Cancelled); a runner silent outside a command wait,
// a command that never starts, or one that runs past the limit stops it too (Runtime, with the
// limit broken).
void RunnerProcess::enforceLimits(double timeoutS, const CancelToken& cancel)
{
    const auto limit = std::chrono::duration<double>(timeoutS);
    const auto startLimit = std::chrono::duration<double>(watchdogStartLimit(timeoutS));
    if (cancel.cancelled()) {
        const std::string when = activity();
        stop();
        throw Error(ErrorKind::Cancelled, "cancelled " + when + " (the kernel runner was stopped)");
    }
    if (started_ && !waiting_ && Clock::now() - lastMessage_ > limit + kSilenceGrace) {
        // Between command waits the runner only does host work (enqueues, copies, its answer):
        // silence this long means it hangs there, e.g. on a heap a kernel has corrupted.
        const std::string when = activity();
        stop();
        throw Error(ErrorKind::Runtime,
                    "the kernel runner of " + subject_ + " stopped answering " + when + " for longer than the " +
                        formatSeconds(timeoutS) +
                        " watchdog (--timeout-s) and was stopped. Check the kernel "
                        "with Oclgrind (out-of-bounds accesses, data races)",
                    {}, true)
            .withLimit(kWatchdogLimit, std::uint64_t(timeoutS * 1000));
    }
    if (waiting_ && !running_ && Clock::now() - waitStart_ > startLimit) {
        stop();
        throw Error(ErrorKind::Runtime,
                    waitingFor_ + " did not start within " + formatSeconds(watchdogStartLimit(timeoutS)) +
                        ": the device kept it queued; " + subject_ + " was stopped together with the kernel runner",
                    {}, true)
            .withLimit(kWatchdogStartLimit, std::uint64_t(watchdogStartLimit(timeoutS) * 1000));
    }
    if (waiting_ && running_ && Clock::now() - waitStart_ > limit) {
        stop();
        throw Error(ErrorKind::Runtime,
                    waitingFor_ + " exceeded the " + formatSeconds(timeoutS) + " watchdog (--timeout-s): " + subject_ +
                        " was stopped together with the kernel runner that ran it. An endless loop "
                        "is the usual cause; out-of-bounds accesses can hang a kernel too (check it with Oclgrind)",
                    {}, true)
            .withLimit(kWatchdogLimit, std::uint64_t(timeoutS * 1000), msSince(waitStart_));
    }
}

RunnerReply RunnerProcess::run(const nlohmann::json& request, double timeoutS, const CancelToken& cancel,
                               const ProgressFn& progress, double progressScale)
{
    spawn(locate());
    const std::vector<std::uint8_t> out = encodeFrame(request);
    std::size_t sent = 0;
    FrameReader reader;
    std::vector<char> buf(1 << 20);
    bool eof = false;
    while (!answer_ && !eof) {
        enforceLimits(timeoutS, cancel);
        pollfd p{fd_, short(POLLIN | (sent < out.size() ? POLLOUT : 0)), 0};
        const int ready = ::poll(&p, 1, kPollMs);
        if (ready <= 0)
            continue; // timeout, or EINTR: look at cancel and the watchdog again
        if ((p.revents & POLLOUT) && sent < out.size()) {
            const ssize_t n = ::send(fd_, out.data() + sent, out.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n > 0)
                sent += std::size_t(n);
            else if (n < 0 && errno != EAGAIN && errno != EINTR)
                sent = out.size(); // the runner is gone; its exit status says why
            if (sent == out.size())
                ::shutdown(fd_, SHUT_WR);
        }
        if (!(p.revents & (POLLIN | POLLHUP | POLLERR)))
            continue;
        const ssize_t n = ::recv(fd_, buf.data(), buf.size(), MSG_DONTWAIT);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
            eof = true;
            continue;
        }
        if (n < 0)
            continue;
        reader.feed(buf.data(), std::size_t(n));
        try {
            while (auto m = reader.next())
                if (onMessage(*m, progress, progressScale))
                    break;
        } catch (const std::exception& e) {
            stop();
            throw Error(ErrorKind::Runtime,
                        "the kernel runner of " + subject_ + " sent a malformed message (" + e.what() +
                            ") and was stopped",
                        {}, true);
        }
    }
    if (!answer_) {
        const int status = reap();
        if (cancel.cancelled()) // Ctrl-C reaches the runner too
            throw Error(ErrorKind::Cancelled, "cancelled (the kernel runner was stopped)");
        failDied(status);
    }
    reap();
    return decodeAnswer();
}

RunnerReply RunnerProcess::decodeAnswer() const
{
    const nlohmann::json& a = *answer_;
    try {
        if (a.at("type").get<std::string>() == "error") {
            Error e = errorFromMessage(a);
            // An OpenCL error while the kernel ran (CL_OUT_OF_RESOURCES after an illegal address
            // on NVIDIA, say) may be the kernel's own fault as well.
            throw e.withOclgrindCheck(e.offersOclgrindCheck() || e.kind() == ErrorKind::Runtime);
        }
        RunnerReply reply;
        a.at("result").get_to(reply.result);
        const auto& bytes = a.at("rows").get_binary();
        if (bytes.size() % sizeof(float) != 0)
            throw std::runtime_error("rows of " + std::to_string(bytes.size()) + " bytes, not whole floats");
        reply.rows.resize(bytes.size() / sizeof(float));
        std::memcpy(reply.rows.data(), bytes.data(), bytes.size());
        return reply;
    } catch (const RunValueError& e) { // a result the runner could not have made: not the input's fault
        throw Error(ErrorKind::Runtime,
                    "the kernel runner of " + subject_ + " sent a malformed answer (" + e.what() + ")", {}, true);
    } catch (const Error&) {
        throw;
    } catch (const std::exception& e) {
        throw Error(ErrorKind::Runtime,
                    "the kernel runner of " + subject_ + " sent a malformed answer (" + e.what() + ")", {}, true);
    }
}

} // namespace ndr
