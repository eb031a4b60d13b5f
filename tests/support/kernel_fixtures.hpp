#pragma once
// Kernel sources the tests load as a user's .cl files: tests/fixtures/kernels/<name>, read from the
// source tree at run time (NDR_TEST_FIXTURES comes with the ndr_test_fixtures CMake target), and a
// helper that writes such a file into a temporary directory.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace testfiles {

// The text of tests/fixtures/kernels/<name>. A missing fixture ends the test program with its path:
// no test may run on an empty source by accident.
inline std::string fixture(const std::string& name)
{
    const std::string path = std::string(NDR_TEST_FIXTURES) + "/kernels/" + name;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "test fixture missing: %s\n", path.c_str());
        std::abort();
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Writes `text` as <temporary directory>/ndr_user_<pid>/<name> and returns the path.
inline std::string write(const std::string& name, const std::string& text)
{
    const auto dir = std::filesystem::temp_directory_path() / ("ndr_user_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

// The 1-based number of the first line of `text` that contains `what`; 0 when none does.
inline int lineOf(const std::string& text, const std::string& what)
{
    std::istringstream lines(text);
    std::string line;
    for (int n = 1; std::getline(lines, line); ++n)
        if (line.find(what) != std::string::npos)
            return n;
    return 0;
}

// The course's naive kernel as my_mmul, its result scaled by -DSCALE: the user-kernel contract.
inline const std::string kNaive = fixture("my_mmul.cl");
// The naive kernel as mine, unscaled.
inline const std::string kMine = fixture("mine.cl");
// The correct result, then SPIN iterations of a dependent loop per work-item.
inline const std::string kSpin = fixture("spin.cl");
// Only the SPIN loop: a kernel that never ends in practice with a large SPIN.
inline const std::string kSpinOnly = fixture("spin_only.cl");
// Writes 2^62 bytes past C: on a CPU device the kernel runner faults at once.
inline const std::string kCrash = fixture("wild.cl");
// Rows of C at a stride of N*N: writes far past the end of C.
inline const std::string kOutOfBoundsWrite = fixture("oob_write.cl");
// Reads one element past a row of A (k <= N): what Oclgrind reports as out of bounds.
inline const std::string kOutOfBoundsRead = fixture("oob_read.cl");
// Seed 004's first program: adds into C, so it is right only when C starts as zeros.
inline const std::string kAccumulate = fixture("accumulate.cl");

} // namespace testfiles
