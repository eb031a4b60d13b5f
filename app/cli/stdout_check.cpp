#include "stdout_check.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <unistd.h>

namespace ndr::cli {

namespace {

int gFirstError = 0; // errno of the first failed write to stdout
bool gFailed = false;

} // namespace

void bufferStdout()
{
    // Larger than any report but the biggest JSON; only valid before the first output.
    static char buffer[1 << 20];
    if (!isatty(STDOUT_FILENO))
        std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
}

void flushStdout()
{
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        if (!gFailed)
            gFirstError = errno;
        gFailed = true;
    }
}

bool stdoutWritten()
{
    flushStdout();
    if (!std::cout)
        gFailed = true;
    if (gFailed)
        std::cerr << "error: cannot write to standard output: "
                  << (gFirstError ? std::strerror(gFirstError) : "a write failed (the output is incomplete)") << "\n";
    return !gFailed;
}

} // namespace ndr::cli
