#pragma once
// The kernel runner's side of Engine::runIsolated (ndr-kernel-runner links ndr_core and calls
// serve): reads one request from the socket, runs it with a fresh engine in this process, and
// answers with the result and the rows of C that the parent verifies (runner_protocol.hpp).
namespace ndr {

class RunnerChild {
public:
    // Serves one request on `fd`; returns the process exit code (0 once an answer was sent).
    static int serve(int fd);
};

} // namespace ndr
