// User kernels (docs/user-kernels.md): a .cl file run as the matmul variant "user:<stem>" on the
// real device, and every way such a file can be wrong.
#include "test_engine.hpp"

#include <filesystem>
#include <sys/stat.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/user_kernel.hpp"
#include "kernel_fixtures.hpp"

namespace {

// The error a request fails with, checking its kind.
ndr::Error failure(const ndr::RunRequest& req, ndr::ErrorKind kind)
{
    try {
        sharedEngine().run(req);
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(kind)) << e.what();
        return e;
    }
    ADD_FAILURE() << "run succeeded";
    return ndr::runtimeError("");
}

ndr::RunRequest userRequest(const std::string& file, const std::string& entry, std::size_t n,
                            const std::string& options = "-DSCALE=1.0f")
{
    const std::string name = sharedEngine().addUserKernel(ndr::loadUserKernel(file, entry, options));
    return quickRequest(name, n, ndr::LocalSize::of2D(8, 8));
}

} // namespace

TEST(UserKernel, RunsVerifiedAsVariantUserStem)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("my_matmul.cl", testfiles::kNaive);
    auto req = userRequest(file, "my_mmul", 37); // not a multiple of 8: padded NDRange
    EXPECT_EQ(req.variant, "user:my_matmul");
    req.reps = 3;
    const auto r = sharedEngine().run(req);
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.variant, "user:my_matmul");
    EXPECT_EQ(r.workload, "matmul");
    EXPECT_EQ(r.globalX, 40u);
    EXPECT_EQ(r.globalY, 40u);
    EXPECT_GT(r.kernel.medianMs, 0.0);
    EXPECT_GT(r.gflops, 0.0);
    EXPECT_FALSE(r.gbps.has_value()) << "the traffic of a user kernel is unknown: no GB/s, never 0";
    const std::string csv = ndr::resultsToCsv({r});
    EXPECT_NE(csv.find("user:my_matmul"), std::string::npos) << csv;
    EXPECT_EQ(sharedEngine().kernelSource("user:my_matmul"), testfiles::kNaive);
    EXPECT_NE(sharedEngine().buildOptions(req).find("-DSCALE=1.0f"), std::string::npos);
}

TEST(UserKernel, TheOnlyKernelIsTheEntryWhenNoneIsNamed)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("only_one.cl", testfiles::kNaive);
    const auto r = sharedEngine().run(userRequest(file, "", 20));
    EXPECT_TRUE(r.ok()) << r.error;
}

TEST(UserKernel, WrongResultsFailVerification)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("wrong.cl", testfiles::kNaive);
    const auto r = sharedEngine().run(userRequest(file, "my_mmul", 24, "-DSCALE=2.0f"));
    EXPECT_FALSE(r.verified);
    EXPECT_EQ(r.status, ndr::RunStatus::VerificationFailed) << r.error;
    EXPECT_FALSE(r.error.empty());
}

TEST(UserKernel, RunsInASweepBesideTheCatalogue)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("sweep_me.cl", testfiles::kNaive);
    ndr::SweepRequest s;
    s.base = userRequest(file, "my_mmul", 0);
    s.variants = {"naive", s.base.variant};
    s.sizes = {16, 33};
    const auto out = sharedEngine().sweep(s);
    ASSERT_EQ(out.runs.size(), 4u);
    for (const auto& r : out.runs)
        EXPECT_TRUE(r.ok()) << r.variant << ": " << r.error;
}

TEST(UserKernel, MissingFileNamesThePath)
{
    try {
        ndr::loadUserKernel("/nonexistent/dir/mine.cl", "k");
        FAIL();
    } catch (const ndr::Error& e) {
        EXPECT_EQ(int(e.kind()), int(ndr::ErrorKind::InvalidInput));
        EXPECT_NE(std::string(e.what()).find("/nonexistent/dir/mine.cl"), std::string::npos) << e.what();
    }
}

TEST(UserKernel, EmptyFileIsRefused)
{
    const auto file = testfiles::write("empty.cl", "  \n\t\n");
    try {
        ndr::loadUserKernel(file, "k");
        FAIL();
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        EXPECT_NE(std::string(e.what()).find(file), std::string::npos) << "names the file: " << e.what();
    }
    EXPECT_THROW(ndr::userKernelFromSource("x", "", "k"), ndr::Error);
}

TEST(UserKernel, BuildFailureShowsTheBuildLog)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("broken.cl", R"CL(
__kernel void broken(const int N, __global const float* A, __global const float* B, __global float* C)
{
    C[0] = undeclared_thing + A[0];
}
)CL");
    const auto e = failure(userRequest(file, "broken", 16), ndr::ErrorKind::InvalidInput);
    const std::string msg = e.what();
    EXPECT_EQ(e.clCall(), "clBuildProgram") << msg;
    EXPECT_EQ(e.clStatus(), std::optional<int>(-11)) << msg;
    EXPECT_EQ(e.clStatusName(), "CL_BUILD_PROGRAM_FAILURE");
    EXPECT_NE(msg.find("broken.cl"), std::string::npos) << msg;
    EXPECT_NE(msg.find("undeclared_thing"), std::string::npos) << "the compiler's own words: " << msg;
    // validate() gives the same reason, so the studio can show it before a run.
    const auto v = sharedEngine().validate(userRequest(file, "broken", 16));
    EXPECT_FALSE(v.ok);
    EXPECT_NE(v.reason.find("undeclared_thing"), std::string::npos) << v.reason;
}

TEST(UserKernel, MissingEntryListsTheKernelsTheFileDefines)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("two.cl", std::string(testfiles::kNaive) + R"CL(
__kernel void helper(__global float* x) { x[get_global_id(0)] = 0.0f; }
)CL");
    const std::string msg = failure(userRequest(file, "mmul", 16), ndr::ErrorKind::InvalidInput).what();
    EXPECT_NE(msg.find("'mmul'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("my_mmul"), std::string::npos) << msg;
    EXPECT_NE(msg.find("helper"), std::string::npos) << msg;
    const std::string ambiguous = failure(userRequest(file, "", 16), ndr::ErrorKind::InvalidInput).what();
    EXPECT_NE(ambiguous.find("my_mmul"), std::string::npos) << ambiguous;
    EXPECT_NE(ambiguous.find("helper"), std::string::npos) << ambiguous;
}

TEST(UserKernel, WrongArgumentCountIsNamed)
{
    NDR_REQUIRE_DEVICE();
    const auto file = testfiles::write("three_args.cl", R"CL(
__kernel void three(const int N, __global const float* A, __global float* C)
{
    C[get_global_id(0)] = A[0] * N;
}
)CL");
    const auto e = failure(userRequest(file, "three", 16), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(e.limit(), ndr::kKernelArgumentsLimit) << e.what();
    EXPECT_EQ(e.limitValue(), std::optional<std::uint64_t>(4));
    EXPECT_EQ(e.requested(), std::optional<std::uint64_t>(3));
}

TEST(UserKernel, UnknownUserVariantIsAnInputError)
{
    NDR_REQUIRE_DEVICE();
    const std::string msg = failure(quickRequest("user:never_loaded", 16), ndr::ErrorKind::InvalidInput).what();
    EXPECT_NE(msg.find("user:never_loaded"), std::string::npos) << msg;
}

namespace {

// The kind of error loading `path` ends with (nothing read from it can hang: the test would).
ndr::ErrorKind loadErrorKind(const std::string& path)
{
    try {
        ndr::loadUserKernel(path, "k");
    } catch (const ndr::Error& e) {
        EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << "names the file: " << e.what();
        return e.kind();
    }
    ADD_FAILURE() << path << " was loaded";
    return ndr::ErrorKind::Runtime;
}

} // namespace

TEST(UserKernel, FilesThatAreNotRegularAreRefusedBeforeReading)
{
    EXPECT_EQ(loadErrorKind("/dev/zero"), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(loadErrorKind("/dev/urandom"), ndr::ErrorKind::InvalidInput);
    const auto dir = std::filesystem::path(testfiles::write("dir_marker.cl", testfiles::kNaive)).parent_path();
    EXPECT_EQ(loadErrorKind(dir.string()), ndr::ErrorKind::InvalidInput);
    // A FIFO nobody writes to: opening it for reading would block forever.
    const auto fifo = (dir / "fifo.cl").string();
    std::filesystem::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_EQ(loadErrorKind(fifo), ndr::ErrorKind::InvalidInput);
}

TEST(UserKernel, SourcesOverTheSizeLimitAreRefused)
{
    // A valid kernel padded with a comment: one byte over the limit is refused, the limit itself is not.
    auto padded = [](std::size_t total) {
        std::string text = std::string(testfiles::kNaive) + "// ";
        text += std::string(total - text.size() - 1, 'x') + "\n";
        return text;
    };
    const auto over = testfiles::write("over.cl", padded(ndr::kMaxUserKernelBytes + 1));
    EXPECT_EQ(loadErrorKind(over), ndr::ErrorKind::InvalidInput);
    const auto at = testfiles::write("at_limit.cl", padded(ndr::kMaxUserKernelBytes));
    EXPECT_EQ(ndr::loadUserKernel(at, "my_mmul").source.size(), ndr::kMaxUserKernelBytes);
    EXPECT_THROW(ndr::userKernelFromSource("big", padded(ndr::kMaxUserKernelBytes + 1)), ndr::Error);
}
