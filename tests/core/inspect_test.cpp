// Engine::inspect on PoCL (the kernel's limits and memory, the work-group function's assembly and
// LLVM IR from a private cache) and the ptxas figures of NVIDIA's verbose build log.
#include "test_engine.hpp"

#include "kernel_fixtures.hpp"
#include "ndr/errors.hpp"
#include "ndr/json.hpp"
#include "ndr/pocl_quirks.hpp"
#include "ndr/ptxas_info.hpp"
#include "ndr/user_kernel.hpp"

namespace {

const ndr::DeviceInfo* poclDevice()
{
    for (const auto& d : sharedEngine().devices())
        if (ndr::isPoclDevice(d))
            return &d;
    return nullptr;
}

#define NDR_REQUIRE_POCL()                                                                                             \
    do {                                                                                                               \
        if (!poclDevice())                                                                                             \
            GTEST_SKIP() << "no PoCL device (install pocl-opencl-icd)";                                                \
    } while (0)

ndr::RunRequest onPocl(ndr::RunRequest r)
{
    r.platformIndex = poclDevice()->platformIndex;
    r.deviceIndex = poclDevice()->deviceIndex;
    return r;
}

// The one the H100's driver printed for a kernel with a barrier and a local tile, plus a second.
const char* const kVerboseLog =
    "ptxas info    : 0 bytes gmem\n"
    "ptxas info    : Compiling entry function 'tiled' for 'sm_90a'\n"
    "ptxas info    : Function properties for tiled\n"
    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
    "ptxas info    : Used 30 registers, used 1 barriers, 2052 bytes smem, 380 bytes cmem[0]\n"
    "ptxas info    : Compiling entry function 'big' for 'sm_90a'\n"
    "ptxas info    : Function properties for big\n"
    "    96 bytes stack frame, 40 bytes spill stores, 44 bytes spill loads\n"
    "ptxas info    : Used 255 registers, 380 bytes cmem[0]\n";

} // namespace

TEST(Ptxas, VerboseLogFiguresPerKernel)
{
    const auto all = ndr::parsePtxasLog(kVerboseLog);
    ASSERT_EQ(all.size(), 2u);
    const auto tiled = ndr::ptxasInfoFor(kVerboseLog, "tiled");
    ASSERT_TRUE(tiled);
    EXPECT_EQ(tiled->target, "sm_90a");
    EXPECT_EQ(tiled->registers, 30);
    EXPECT_EQ(tiled->barriers, 1);
    EXPECT_EQ(tiled->smemBytes, 2052u);
    EXPECT_EQ(tiled->cmemBytes, 380u);
    EXPECT_EQ(tiled->stackFrameBytes, 0u);
    EXPECT_EQ(tiled->spillStoreBytes, 0u);
    EXPECT_EQ(tiled->spillLoadBytes, 0u);
    const auto big = ndr::ptxasInfoFor(kVerboseLog, "big");
    ASSERT_TRUE(big);
    EXPECT_EQ(big->registers, 255);
    EXPECT_FALSE(big->barriers) << "not in its line";
    EXPECT_FALSE(big->smemBytes);
    EXPECT_EQ(big->stackFrameBytes, 96u);
    EXPECT_EQ(big->spillStoreBytes, 40u);
    EXPECT_EQ(big->spillLoadBytes, 44u);
    EXPECT_FALSE(ndr::ptxasInfoFor(kVerboseLog, "other"));
    EXPECT_TRUE(ndr::parsePtxasLog("").empty());
}

TEST(Inspect, BuiltInVariantOnPocl)
{
    NDR_REQUIRE_POCL();
    const auto r = sharedEngine().inspect(onPocl(quickRequest("naive", 32, ndr::LocalSize::of2D(8, 4))));
    EXPECT_TRUE(r.pocl);
    EXPECT_FALSE(r.nvidia);
    EXPECT_EQ(r.entry, "mmul");
    EXPECT_EQ(r.sourceName, "matmul_naive.cl");
    EXPECT_EQ(r.local.toString(), "8x4");
    EXPECT_FALSE(r.buildOptions.empty());
    EXPECT_GE(r.kernelWorkGroupSize, 32u);
    EXPECT_GE(r.preferredWorkGroupMultiple, 1u);
    // No model applies to a CPU: no figure, a reason and the spread instead.
    EXPECT_FALSE(r.occupancy);
    EXPECT_FALSE(r.occupancyNote.empty());
    ASSERT_TRUE(r.cpuSpread);
    EXPECT_EQ(r.cpuSpread->workGroups, (32u / 8) * (32u / 4));
    EXPECT_EQ(r.cpuSpread->computeUnits, poclDevice()->computeUnits);
    // The work-group function compiled for 8x4, disassembled.
    EXPECT_TRUE(r.assemblyNote.empty()) << r.assemblyNote;
    EXPECT_NE(r.assembly.find("_pocl_kernel_mmul"), std::string::npos) << r.assembly.substr(0, 400);
    EXPECT_NE(r.assemblyFile.find("mmul/8-4-1-"), std::string::npos) << r.assemblyFile;
    EXPECT_EQ(r.assembly.find("ndrange-inspect-"), std::string::npos) << "the private cache is named";
    // The IR where llvm-dis is installed, else a reason.
    EXPECT_NE(r.llvmIr.empty(), r.llvmIrNote.empty());
    if (!r.llvmIr.empty()) {
        EXPECT_NE(r.llvmIr.find("define"), std::string::npos);
        EXPECT_EQ(r.llvmIr.find("tempfile"), std::string::npos);
    }
    EXPECT_TRUE(r.ptx.empty());
    EXPECT_FALSE(r.ptxNote.empty());
}

TEST(Inspect, UserKernelOnPoclWithItsLocalMemory)
{
    NDR_REQUIRE_POCL();
    const auto path = testfiles::write("tiled_user.cl", R"CL(
__kernel void tiled_user(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local float tile[8][8];
    const int i = get_global_id(0), j = get_global_id(1);
    const int li = get_local_id(0), lj = get_local_id(1);
    float acc = 0.0f;
    for (int k0 = 0; k0 < N; k0 += 8) {
        tile[lj][li] = (j < N && k0 + li < N) ? A[j * N + k0 + li] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < 8 && k0 + k < N; ++k)
            acc += tile[lj][k] * ((i < N) ? B[(k0 + k) * N + i] : 0.0f);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i < N && j < N)
        C[j * N + i] = acc;
}
)CL");
    const std::string name = sharedEngine().addUserKernel(ndr::loadUserKernel(path));
    const auto r = sharedEngine().inspect(onPocl(quickRequest(name, 16, ndr::LocalSize::of2D(8, 8))));
    EXPECT_EQ(r.entry, "tiled_user");
    EXPECT_EQ(r.sourceName, "tiled_user.cl");
    EXPECT_GE(r.localMemBytes, 8u * 8u * sizeof(float));
    EXPECT_NE(r.assembly.find("tiled_user"), std::string::npos) << r.assemblyNote;
    EXPECT_NE(r.assemblyFile.find("tiled_user/8-8-1-"), std::string::npos) << r.assemblyFile;
    const auto j = ndr::inspectJson(r);
    EXPECT_EQ(j.at("kernel").at("local_mem_bytes").get<std::uint64_t>(), r.localMemBytes);
    EXPECT_EQ(j.at("source_name"), "tiled_user.cl");
    EXPECT_TRUE(j.at("occupancy").is_null());
    EXPECT_FALSE(j.at("cpu_spread").is_null());
    // The document survives a round trip through its text.
    EXPECT_EQ(nlohmann::json::parse(ndr::dumpJson(j)).at("entry"), "tiled_user");
}

TEST(Inspect, BrokenUserKernelCarriesDiagnostics)
{
    NDR_REQUIRE_POCL();
    const auto path = testfiles::write("broken_inspect.cl", "__kernel void b(const int N, __global const float* A,\n"
                                                            "  __global const float* B, __global float* C)\n"
                                                            "{\n"
                                                            "  C[0] = A[0] B[0];\n"
                                                            "}\n");
    const std::string name = sharedEngine().addUserKernel(ndr::loadUserKernel(path));
    try {
        sharedEngine().inspect(onPocl(quickRequest(name, 16, ndr::LocalSize::of2D(4, 4))));
        ADD_FAILURE() << "inspect of a kernel that does not build succeeded";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
        ASSERT_FALSE(e.diagnostics().empty()) << e.what();
        EXPECT_EQ(e.diagnostics()[0].file, "broken_inspect.cl");
        EXPECT_EQ(e.diagnostics()[0].line, 4);
    }
}

TEST(Inspect, BadRequestsAreInputErrors)
{
    NDR_REQUIRE_POCL();
    const auto kindOf = [](const ndr::RunRequest& r) {
        try {
            sharedEngine().inspect(r);
        } catch (const ndr::Error& e) {
            return e.kind();
        }
        return ndr::ErrorKind::Runtime;
    };
    EXPECT_EQ(kindOf(onPocl(quickRequest("no_such_variant", 16, ndr::LocalSize::of2D(4, 4)))),
              ndr::ErrorKind::InvalidInput);
    // A local size the device cannot launch.
    EXPECT_EQ(kindOf(onPocl(quickRequest("naive", 64, ndr::LocalSize::of2D(4096, 4096)))),
              ndr::ErrorKind::InvalidInput);
    ndr::CancelToken cancelled;
    cancelled.cancel();
    try {
        sharedEngine().inspect(onPocl(quickRequest("naive", 16, ndr::LocalSize::of2D(4, 4))), cancelled);
        ADD_FAILURE() << "a cancelled inspect returned";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::Cancelled);
    }
}
