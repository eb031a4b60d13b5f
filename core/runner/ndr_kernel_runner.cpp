// ndr-kernel-runner: runs one kernel for ndrange-bench and ndrange-studio in a process of its own,
// so that a kernel that crashes or never ends takes only this process with it. Started by the
// engine (core/src/ipc/runner_process.cpp) with a socket on fd 3; not meant to be started by hand.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/prctl.h>
#include <unistd.h>

#include "engine/runner_child.hpp"
#include "ipc/runner_protocol.hpp"

int main(int argc, char** argv)
{
    if (argc != 3 || std::strcmp(argv[1], "--parent-pid") != 0) {
        std::fprintf(stderr, "ndr-kernel-runner: runs one kernel for ndrange-bench and ndrange-studio "
                             "(started by them with a socket on fd 3); not meant to be started by hand\n");
        return 2;
    }
    // Die with the parent: nobody would read the answer, and a kernel might never end.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (std::to_string(::getppid()) != argv[2])
        return 2; // the parent died before the line above
    const int code = ndr::RunnerChild::serve(ndr::kRunnerFd);
    // No destructors, no atexit handlers: an OpenCL driver torn down after a misbehaving kernel
    // can hang or crash, and the answer has already been sent.
    std::fflush(nullptr);
    ::_exit(code);
}
