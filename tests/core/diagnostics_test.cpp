// Build-log diagnostics: parsed from NVIDIA's and PoCL's log text, and from real PoCL builds of
// broken kernels, always located in the user's file, never the compiler's temporary path.
#include "test_engine.hpp"

#include "kernel_fixtures.hpp"
#include "ndr/diagnostics.hpp"
#include "ndr/errors.hpp"
#include "ndr/json.hpp"
#include "ndr/pocl_quirks.hpp"
#include "ndr/user_kernel.hpp"

namespace {

using ndr::DiagnosticSeverity;

// NVIDIA's driver (580, H100) for a missing ';': the source is "<kernel>", the line and caret follow.
const char* const kNvidiaLog = "<kernel>:1:49: error: expected ';' after expression\n"
                               "__kernel void k(__global float* a) { a[0] = 1.0f }\n"
                               "                                                ^\n"
                               "                                                ;\n"
                               "\n"
                               "<kernel>:3:5: warning: unused variable 'x'\n"
                               "    int x;\n"
                               "        ^\n"
                               "\n"
                               "1 error generated.\n";

// A process-wide PoCL device, or nullptr.
const ndr::DeviceInfo* poclDevice()
{
    for (const auto& d : sharedEngine().devices())
        if (ndr::isPoclDevice(d))
            return &d;
    return nullptr;
}

ndr::Error buildFailure(const std::string& fileName, const std::string& source)
{
    const auto* pocl = poclDevice();
    const auto path = testfiles::write(fileName, source);
    auto req = quickRequest(sharedEngine().addUserKernel(ndr::loadUserKernel(path)), 16, ndr::LocalSize::of2D(4, 4));
    req.platformIndex = pocl->platformIndex;
    req.deviceIndex = pocl->deviceIndex;
    try {
        sharedEngine().run(req);
    } catch (const ndr::Error& e) {
        return e;
    }
    ADD_FAILURE() << "the broken kernel built";
    return ndr::runtimeError("");
}

} // namespace

TEST(Diagnostics, NvidiaLogIsLocatedInTheUsersFile)
{
    const auto d = ndr::parseBuildLog(kNvidiaLog, "mine.cl");
    ASSERT_EQ(d.size(), 2u);
    EXPECT_EQ(d[0].file, "mine.cl");
    EXPECT_EQ(d[0].line, 1);
    EXPECT_EQ(d[0].column, 49);
    EXPECT_EQ(d[0].severity, DiagnosticSeverity::Error);
    EXPECT_EQ(d[0].message, "expected ';' after expression");
    // The quoted line and the caret (and the fix-it) stay with it.
    EXPECT_NE(d[0].context.find("a[0] = 1.0f }"), std::string::npos) << d[0].context;
    EXPECT_NE(d[0].context.find('^'), std::string::npos) << d[0].context;
    EXPECT_EQ(d[1].severity, DiagnosticSeverity::Warning);
    EXPECT_EQ(d[1].line, 3);
    EXPECT_EQ(d[1].column, 5);
    EXPECT_EQ(d[1].context.find("generated"), std::string::npos) << "the summary line is no context";
    EXPECT_EQ(ndr::formatDiagnostic(d[0]), "mine.cl:1:49: error: expected ';' after expression");
    EXPECT_EQ(ndr::countSeverity(d, DiagnosticSeverity::Error), 1u);
}

TEST(Diagnostics, PoclAndClangLogsAndTheirPaths)
{
    const std::string log = "error: /home/u/.cache/pocl/kcache/tempfile_8fRNNn.cl:6:21: expected ';'\n"
                            "/tmp/kcache/AB/CDEF/program.cl:2:3: warning: implicit conversion\n"
                            "/usr/include/mine/helpers.h:9:1: note: declared here\n"
                            "Device pthread-haswell failed to build the program\n"
                            "error: unknown argument: '-cl-bogus'\n";
    const auto d = ndr::parseBuildLog(log, "mine.cl");
    ASSERT_EQ(d.size(), 4u);
    EXPECT_EQ(ndr::formatDiagnostic(d[0]), "mine.cl:6:21: error: expected ';'");
    EXPECT_EQ(ndr::formatDiagnostic(d[1]), "mine.cl:2:3: warning: implicit conversion");
    // A header the kernel includes keeps its own name.
    EXPECT_EQ(d[2].file, "/usr/include/mine/helpers.h");
    EXPECT_EQ(d[2].severity, DiagnosticSeverity::Note);
    EXPECT_TRUE(d[2].context.empty()) << "PoCL's closing line is no context: " << d[2].context;
    // No location: the file alone.
    EXPECT_EQ(d[3].line, 0);
    EXPECT_EQ(ndr::formatDiagnostic(d[3]), "mine.cl: error: unknown argument: '-cl-bogus'");

    const std::string replaced = ndr::replaceCompilerSourceName(log + kNvidiaLog, "mine.cl");
    EXPECT_EQ(replaced.find("tempfile"), std::string::npos) << replaced;
    EXPECT_EQ(replaced.find("<kernel>"), std::string::npos) << replaced;
    EXPECT_EQ(replaced.find("kcache"), std::string::npos) << replaced;
    EXPECT_NE(replaced.find("mine.cl:6:21"), std::string::npos) << replaced;
    EXPECT_NE(replaced.find("/usr/include/mine/helpers.h:9:1"), std::string::npos) << replaced;
}

TEST(Diagnostics, NothingInALogWithoutDiagnostics)
{
    EXPECT_TRUE(ndr::parseBuildLog("", "a.cl").empty());
    EXPECT_TRUE(ndr::parseBuildLog("ptxas info    : Used 30 registers, used 1 barriers\n\n", "a.cl").empty());
}

TEST(Diagnostics, RealPoclBuildNamesLineAndColumnInTheUsersFile)
{
    NDR_REQUIRE_DEVICE();
    if (!poclDevice())
        GTEST_SKIP() << "no PoCL device";
    // Line 4 lacks its ';' (PoCL points after the last token: column 29); line 6 calls nothing declared.
    const auto e = buildFailure("mine.cl", "__kernel void mine(const int N, __global const float* A,\n"
                                           "                   __global const float* B, __global float* C)\n"
                                           "{\n"
                                           "    int j = get_global_id(1)\n"
                                           "    C[j] = A[j] + B[j];\n"
                                           "    undefined_fn(3);\n"
                                           "}\n");
    EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(e.clCall(), "clBuildProgram");
    const auto& d = e.diagnostics();
    ASSERT_EQ(d.size(), 2u) << e.what();
    EXPECT_EQ(d[0].file, "mine.cl");
    EXPECT_EQ(d[0].line, 4);
    EXPECT_EQ(d[0].column, 29);
    EXPECT_EQ(d[0].severity, DiagnosticSeverity::Error);
    EXPECT_EQ(d[1].line, 6);
    EXPECT_EQ(d[1].column, 5);
    EXPECT_NE(d[1].message.find("undefined_fn"), std::string::npos) << d[1].message;
    const std::string msg = e.what();
    EXPECT_EQ(msg.find("tempfile"), std::string::npos) << msg;
    EXPECT_EQ(msg.find("kcache"), std::string::npos) << msg;
    // They reach --json readers too.
    const auto j = ndr::errorJson(e);
    ASSERT_EQ(j.at("diagnostics").size(), 2u);
    EXPECT_EQ(j.at("diagnostics")[0].at("line"), 4);
    EXPECT_EQ(j.at("diagnostics")[0].at("file"), "mine.cl");
}

TEST(Diagnostics, ValidationCarriesTheDiagnostics)
{
    NDR_REQUIRE_DEVICE();
    const auto* pocl = poclDevice();
    if (!pocl)
        GTEST_SKIP() << "no PoCL device";
    const auto path = testfiles::write("typo.cl", "__kernel void typo(const int N, __global const float* A,\n"
                                                  "  __global const float* B, __global float* C)\n"
                                                  "{\n"
                                                  "  C[0] = A[0] +* B[0];\n"
                                                  "}\n");
    auto req = quickRequest(sharedEngine().addUserKernel(ndr::loadUserKernel(path)), 16, ndr::LocalSize::of2D(4, 4));
    req.platformIndex = pocl->platformIndex;
    req.deviceIndex = pocl->deviceIndex;
    const auto v = sharedEngine().validate(req);
    ASSERT_FALSE(v.ok);
    ASSERT_TRUE(v.error.has_value());
    ASSERT_FALSE(v.error->diagnostics().empty()) << v.reason;
    EXPECT_EQ(v.error->diagnostics()[0].file, "typo.cl");
    EXPECT_EQ(v.error->diagnostics()[0].line, 4);
}
