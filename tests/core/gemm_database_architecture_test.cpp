// The parameter database's architecture layer: an "arch:sm_90" entry serves every NVIDIA device of
// compute capability 9.0 without an entry of its own, below the exact device and above the vendor;
// its key rules; and the shipped NVIDIA entries on a compute-capability-9.0 device that is not the
// one they were measured on.
#include <gtest/gtest.h>

#include <string>

#include "ndr/gemm_database.hpp"
#include "ndr/gemm_params.hpp"
#include "ndr/gemm_params_source.hpp"
#include "ndr/gemm_resolve.hpp"
#include "tensor_devices.hpp"

namespace {

using Source = ndr::GemmParamsSource;

ndr::DeviceInfo nvidiaGpu(const std::string& name, int major, int minor)
{
    ndr::DeviceInfo d = ndr_test::madeUpNvidia(major, minor);
    d.name = name;
    d.vendor = "NVIDIA Corporation";
    d.type = "GPU";
    return d;
}

const char* kFixture = R"(# fixture
NVIDIA | GPU | NVIDIA H100 80GB HBM3 | double_buffered | * | MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4 | 1024 | device
NVIDIA | GPU | arch:sm_90            | double_buffered | * | MWG=128,NWG=256,KWG=8,MDIMC=16,NDIMC=16,VW=4  | 8192 | architecture
NVIDIA | GPU | *                     | double_buffered | * | MWG=64,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4  | 1024 | vendor
)";

ndr::GemmDatabase fixture()
{
    ndr::GemmDatabase db;
    db.add(kFixture, "fixture.txt");
    return db;
}

} // namespace

TEST(GemmDatabaseArchitecture, TheKeyNamesAnNvidiaDevicesComputeCapability)
{
    EXPECT_EQ(ndr::gemmDeviceKey(nvidiaGpu("NVIDIA H200", 9, 0)).architecture, "sm_90");
    EXPECT_EQ(ndr::gemmDeviceKey(nvidiaGpu("NVIDIA A100-SXM4-40GB", 8, 0)).architecture, "sm_80");
    EXPECT_EQ(ndr::gemmDeviceKey(nvidiaGpu("NVIDIA GeForce RTX 3090", 8, 6)).architecture, "sm_86");
    // A driver that does not report a compute capability, and other vendors: no architecture.
    EXPECT_EQ(ndr::gemmDeviceKey(nvidiaGpu("NVIDIA Mystery", 0, 0)).architecture, "");
    ndr::DeviceInfo amd = nvidiaGpu("gfx90a", 9, 0);
    amd.vendor = "Advanced Micro Devices, Inc.";
    amd.platformName = "AMD Accelerated Parallel Processing";
    EXPECT_EQ(ndr::gemmDeviceKey(amd).architecture, "");
}

TEST(GemmDatabaseArchitecture, ServesDevicesOfItsArchitectureBetweenTheDeviceAndTheVendor)
{
    const ndr::GemmDatabase db = fixture();
    ASSERT_TRUE(db.problems().empty()) << db.problems().front().reason;
    const ndr::GemmParams arch{128, 256, 8, 16, 16, 4}, vendor{64, 128, 16, 16, 16, 4};
    const ndr::GemmParamsLayers layers{nullptr, &db};
    const ndr::Variant& v = *ndr::findVariant("double_buffered");

    // The device with its own entry keeps it; the architecture's is the next layer.
    const auto h100 = db.lookup(ndr::gemmDeviceKey(nvidiaGpu("NVIDIA H100 80GB HBM3", 9, 0)), v.name, 4096);
    ASSERT_EQ(h100.size(), 3u);
    EXPECT_EQ(h100[0]->layer(), Source::DatabaseDevice);
    EXPECT_EQ(h100[1]->layer(), Source::DatabaseArchitecture);
    EXPECT_EQ(h100[2]->layer(), Source::DatabaseVendor);

    // Another board of the architecture takes the architecture's entry and says which it was.
    const ndr::GemmResolution h200 =
        ndr::resolveGemm(v, nvidiaGpu("NVIDIA H200", 9, 0), std::nullopt, true, 4096, layers);
    EXPECT_EQ(h200.source, Source::DatabaseArchitecture);
    EXPECT_EQ(h200.params, arch);
    EXPECT_EQ(h200.note, "NVIDIA/GPU/arch:sm_90");
    EXPECT_EQ(ndr::toString(h200.source), "database-architecture");
    EXPECT_EQ(ndr::parseGemmParamsSource("database-architecture"), Source::DatabaseArchitecture);
    EXPECT_TRUE(ndr::isDatabaseSource(h200.source));

    // Another architecture, and a driver without a compute capability, fall to the vendor.
    for (const auto& other : {nvidiaGpu("NVIDIA A100-SXM4-40GB", 8, 0), nvidiaGpu("NVIDIA H200", 0, 0)}) {
        const ndr::GemmResolution r = ndr::resolveGemm(v, other, std::nullopt, true, 4096, layers);
        EXPECT_EQ(r.source, Source::DatabaseVendor) << other.nvComputeMajor;
        EXPECT_EQ(r.params, vendor);
    }
}

TEST(GemmDatabaseArchitecture, MalformedArchitecturesAreLeftOutNamingTheirLine)
{
    ndr::GemmDatabase db;
    db.add(
        "NVIDIA | GPU | arch:         | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | x\n"
        "NVIDIA | GPU | arch:SM90     | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | x\n"
        "NVIDIA | GPU | arch:sm_9x    | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | x\n"
        "NVIDIA | GPU | arch:gfx90a   | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | x\n"
        "NVIDIA | GPU | arch:sm_90*   | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | x\n"
        "*      | GPU | arch:sm_90    | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | x\n"
        "AMD    | GPU | arch:gfx90a   | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | ok\n"
        "NVIDIA | GPU | arch:sm_100   | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | ok\n"
        "NVIDIA | GPU | arch:sm_100   | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1 | dup\n",
        "bad.txt");
    ASSERT_EQ(db.problems().size(), 7u);
    for (int i = 0; i < 6; ++i)
        EXPECT_EQ(db.problems()[std::size_t(i)].origin, "bad.txt:" + std::to_string(i + 1));
    EXPECT_EQ(db.problems()[6].origin, "bad.txt:9");
    ASSERT_EQ(db.entries().size(), 2u);
    EXPECT_EQ(db.entries()[0].architecture(), "gfx90a");
    EXPECT_EQ(db.entries()[1].keyLabel(), "NVIDIA/GPU/arch:sm_100");
}

TEST(GemmDatabaseArchitecture, ShippedTensorTilesReachAnotherBoardOfTheArchitecture)
{
    ndr::DeviceInfo h200 = nvidiaGpu("NVIDIA H200", 9, 0);
    h200.nvTensorMaps = true;
    const ndr::GemmParamsLayers layers{nullptr, &ndr::builtInGemmDatabase()};
    const ndr::Variant& tf32 = ndr_test::tf32Variant();
    for (std::size_t n : {std::size_t(1000), std::size_t(1280), std::size_t(2048), std::size_t(8192)}) {
        const ndr::GemmResolution r = ndr::resolveGemm(tf32, h200, std::nullopt, true, n, layers);
        EXPECT_EQ(r.source, Source::DatabaseArchitecture) << n << " " << r.label;
        EXPECT_EQ(ndr::tensorForm(tf32, r.params, h200), ndr::TensorForm::TensorMemory) << n;
    }
    EXPECT_EQ(ndr::resolveGemm(tf32, h200, std::nullopt, true, 8192, layers).params,
              (ndr::GemmParams{256, 128, 32, 16, 16, 4}));
    // A compute-capability-8.0 board of the same vendor gets none of them.
    const ndr::GemmResolution a100 =
        ndr::resolveGemm(tf32, nvidiaGpu("NVIDIA A100-SXM4-40GB", 8, 0), std::nullopt, true, 8192, layers);
    EXPECT_NE(a100.source, Source::DatabaseArchitecture);
}
