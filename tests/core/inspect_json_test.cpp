// An inspection document (`ndrange-bench inspect --json`) read back: the same document again, the
// occupancy recomputed by the model, and bad documents refused naming the field.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "deep_json.hpp"
#include "ndr/errors.hpp"
#include "ndr/inspect_json.hpp"
#include "ndr/json.hpp"

namespace {

// An NVIDIA inspection as Engine::inspect fills it (figures of the H100's tiled 16x16 build).
ndr::InspectReport nvidiaReport()
{
    ndr::InspectReport r;
    r.variant = "tiled";
    r.entry = "mmul";
    r.sourceName = "matmul_tiled.cl";
    r.deviceId = "1:0";
    r.deviceName = "NVIDIA H100 80GB HBM3";
    r.platformName = "NVIDIA CUDA";
    r.nvidia = true;
    r.n = 4096;
    r.local = ndr::LocalSize::of2D(16, 16);
    r.globalX = r.globalY = 4096;
    r.buildOptions = "-cl-std=CL1.2 -DTS=16";
    r.buildLog = "ptxas info    : Used 30 registers, used 1 barriers, 2052 bytes smem";
    r.diagnostics.push_back({"matmul_tiled.cl", 7, 5, ndr::DiagnosticSeverity::Warning, "unused variable 'k'", "  ^"});
    r.kernelWorkGroupSize = 256;
    r.preferredWorkGroupMultiple = 32;
    r.localMemBytes = 2048;
    r.ccMajor = 9;
    r.nvRegistersPerBlock = 65536;
    r.nvWarpSize = 32;
    r.nvLocalMemPerSm = 233472;
    ndr::PtxasInfo p;
    p.function = "mmul";
    p.target = "sm_90a";
    p.registers = 30;
    p.barriers = 1;
    p.smemBytes = 2052;
    p.stackFrameBytes = p.spillStoreBytes = p.spillLoadBytes = 0;
    r.ptxas = p;
    r.ptx = ".version 8.8\n.target sm_90\n.entry mmul(\n  ld.global.f32 %f1, [%rd1];\n";
    r.occupancy = ndr::computeOccupancy({9, 0, 256, 30, 2052});
    r.assemblyNote = "this device is not PoCL";
    return r;
}

TEST(InspectJson, NvidiaReportRoundTripsWithItsPtx)
{
    const ndr::InspectReport r = nvidiaReport();
    const std::string text = ndr::dumpJson(ndr::inspectJson(r));
    const ndr::InspectReport back = ndr::readInspectJson(text);
    EXPECT_EQ(ndr::dumpJson(ndr::inspectJson(back)), text);
    EXPECT_EQ(back.ptx, r.ptx);
    ASSERT_TRUE(back.ptxas && back.ptxas->registers);
    EXPECT_EQ(*back.ptxas->registers, 30);
    ASSERT_TRUE(back.occupancy);
    // 8 warps per group; registers 30 x 32 = 960 -> 1024 per warp, 16 per sub-partition, 64 per SM: 8 groups.
    EXPECT_EQ(back.occupancy->groupsPerSm, 8);
    EXPECT_DOUBLE_EQ(back.occupancy->occupancy, 1.0);
}

TEST(InspectJson, CpuReportRoundTripsWithItsAssembly)
{
    ndr::InspectReport r;
    r.variant = "naive";
    r.entry = "mmul";
    r.deviceId = "0:0";
    r.deviceName = "cpu";
    r.pocl = true;
    r.n = 256;
    r.local = ndr::LocalSize::of2D(16, 16);
    r.globalX = r.globalY = 256;
    r.assembly = "mmul:\n  vfmadd231ps %ymm0, %ymm1, %ymm2\n";
    r.assemblyFile = "mmul/16-16-1/mmul.so";
    r.cpuSpread = ndr::cpuWorkGroupSpread(256, 256, 16, 16, 4);
    r.occupancyNote = "no occupancy model applies to a CPU";
    const std::string text = ndr::dumpJson(ndr::inspectJson(r));
    const ndr::InspectReport back = ndr::readInspectJson(text);
    EXPECT_EQ(ndr::dumpJson(ndr::inspectJson(back)), text);
    EXPECT_TRUE(back.pocl);
    EXPECT_FALSE(back.nvidia);
    ASSERT_TRUE(back.cpuSpread);
    EXPECT_EQ(back.cpuSpread->workGroups, 256u);
}

TEST(InspectJson, ReadsTheH100Inspection)
{
    std::ifstream in(std::string(NDR_TEST_FIXTURES) +
                     "/../../docs/benchmarks/2026-11-26-h100-inspect/inspect-naive-16x16-cached.json");
    ASSERT_TRUE(in);
    std::stringstream text;
    text << in.rdbuf();
    const ndr::InspectReport r = ndr::readInspectJson(text.str());
    EXPECT_TRUE(r.nvidia);
    EXPECT_EQ(r.ccMajor, 9);
    ASSERT_TRUE(r.ptxas && r.ptxas->registers);
    EXPECT_EQ(*r.ptxas->registers, 32);
    ASSERT_TRUE(r.occupancy);
    EXPECT_EQ(r.occupancy->groupsPerSm, 8);
}

ndr::Error refusal(const std::string& text)
{
    try {
        ndr::readInspectJson(text);
    } catch (const ndr::Error& e) {
        return e;
    }
    ADD_FAILURE() << "accepted: " << text;
    return ndr::invalidInput("");
}

TEST(InspectJson, RefusesWhatIsNotAnInspection)
{
    EXPECT_EQ(refusal("{not json").kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(refusal("[1,2]").kind(), ndr::ErrorKind::InvalidInput);
    EXPECT_EQ(refusal(R"({"variant":"x"})").kind(), ndr::ErrorKind::InvalidInput);
    const std::string good = ndr::dumpJson(ndr::inspectJson(nvidiaReport()));
    ndr::Json j = ndr::Json::parse(good);
    j["n"] = "many";
    EXPECT_EQ(refusal(j.dump()).limit(), "inspection field n");
    j = ndr::Json::parse(good);
    j["nvidia"]["ptxas"]["registers"] = 300;
    EXPECT_EQ(refusal(j.dump()).limit(), "inspection field registers");
    j = ndr::Json::parse(good);
    j["nvidia"]["compute_capability"] = "6.1";
    EXPECT_EQ(refusal(j.dump()).limit(), "compute capability");
    j = ndr::Json::parse(good);
    j["occupancy"]["work_group_size"] = 2048;
    EXPECT_EQ(refusal(j.dump()).limit(), "threads per block");
    EXPECT_EQ(refusal(std::string(ndr::kMaxInspectJsonBytes + 1, ' ')).limit(), "inspection document bytes");
    // A document nested far deeper than an inspection is refused before anything walks it.
    std::string deep = good;
    deep.insert(1, "\"extra\":" + jsontest::deeplyNested(50000) + ",");
    EXPECT_EQ(refusal(deep).limit(), ndr::kJsonDepthLimit);
}

} // namespace
