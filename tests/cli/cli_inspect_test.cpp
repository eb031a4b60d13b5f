// ndrange-bench inspect and occupancy through the real CLI: the report and its JSON on PoCL, the
// assembly written with --asm, a kernel that does not build named FILE:LINE:COL, and bad inputs.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include "../support/error_json.hpp"
#include "kernel_fixtures.hpp"

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

namespace {

std::filesystem::path dir() { return benchtest::scratchDir("ndr_cli_inspect_"); }

std::string write(const std::string& name, const std::string& text)
{
    const auto path = dir() / name;
    std::ofstream(path) << text;
    return path.string();
}

std::string slurp(const std::string& path)
{
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

benchtest::Outcome bench(const std::string& args) { return benchtest::runBench(args, "", dir()); }

// "--device P:D" of PoCL's CPU device, or "" when there is none.
std::string poclDevice()
{
    static const std::string id = [] {
        const auto o = bench("devices --json");
        if (o.code != 0)
            return std::string();
        for (const auto& d : nlohmann::json::parse(o.out))
            if (d.at("platform").get<std::string>().find("Portable Computing Language") != std::string::npos)
                return " --device " + d.at("id").get<std::string>();
        return std::string();
    }();
    return id;
}

#define REQUIRE_POCL()                                                                                                 \
    do {                                                                                                               \
        if (poclDevice().empty())                                                                                      \
            GTEST_SKIP() << "no PoCL device";                                                                          \
    } while (0)

} // namespace

TEST(CliInspect, VariantReportAndAssemblyFile)
{
    REQUIRE_POCL();
    const auto asmFile = (dir() / "naive.s").string();
    const auto o = bench("inspect --variant naive --n 32 --local 8x8 --asm " + asmFile + poclDevice());
    ASSERT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("CL_KERNEL_WORK_GROUP_SIZE"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("work-groups"), std::string::npos) << o.out;
    const std::string text = slurp(asmFile);
    EXPECT_NE(text.find("_pocl_kernel_mmul"), std::string::npos) << text.substr(0, 300);
}

TEST(CliInspect, UserKernelJsonParses)
{
    REQUIRE_POCL();
    const auto file = write("inspect_me.cl", testfiles::kNaive);
    const auto o = bench("inspect --kernel-file " + file + " --build-options '-DSCALE=1.0f' --n 16 --local 4x4 --json" +
                         poclDevice());
    ASSERT_EQ(o.code, 0) << o.err;
    const auto j = nlohmann::json::parse(o.out);
    EXPECT_EQ(j.at("variant"), "user:inspect_me");
    EXPECT_EQ(j.at("source_name"), "inspect_me.cl");
    EXPECT_EQ(j.at("local"), "4x4");
    EXPECT_GE(j.at("kernel").at("work_group_size").get<long>(), 16);
    EXPECT_TRUE(j.at("occupancy").is_null());
    EXPECT_FALSE(j.at("occupancy_note").get<std::string>().empty());
    EXPECT_EQ(j.at("cpu_spread").at("work_groups"), 16);
    EXPECT_FALSE(j.at("assembly").get<std::string>().empty()) << j.at("assembly_note");
}

TEST(CliInspect, BuildFailureNamesTheUsersFileLineAndColumn)
{
    REQUIRE_POCL();
    const auto file = write("mine.cl", "__kernel void mine(const int N, __global const float* A,\n"
                                       "    __global const float* B, __global float* C)\n"
                                       "{\n"
                                       "    int j = get_global_id(1)\n"
                                       "    C[j] = A[j];\n"
                                       "}\n");
    for (const std::string cmd : {"inspect", "run"}) {
        const auto o = bench(cmd + " --kernel-file " + file + " --n 16 --local 4x4 --json" + poclDevice());
        EXPECT_EQ(o.code, 2) << o.err;
        EXPECT_NE(o.err.find("mine.cl:4:29: error: "), std::string::npos) << cmd << ": " << o.err;
        EXPECT_EQ(o.err.find("tempfile"), std::string::npos) << o.err;
        const auto e = benchtest::errorOf(o);
        ASSERT_TRUE(e.contains("diagnostics")) << e;
        ASSERT_EQ(e.at("diagnostics").size(), 1u) << e;
        EXPECT_EQ(e.at("diagnostics")[0].at("file"), "mine.cl");
        EXPECT_EQ(e.at("diagnostics")[0].at("line"), 4);
        EXPECT_EQ(e.at("diagnostics")[0].at("column"), 29);
    }
}

TEST(CliInspect, BadInputsAreNamed)
{
    const auto refused = [](const std::string& args, const std::string& named) {
        const auto o = bench(args + " --json");
        EXPECT_EQ(o.code, 2) << args << "\n" << o.err;
        EXPECT_NE(o.err.find(named), std::string::npos) << args << "\n" << o.err;
        return benchtest::errorOf(o);
    };
    refused("inspect --n 16", "--variant");
    refused("inspect --variant naive", "--n");
    refused("inspect --variant naive --kernel-file x.cl --n 16", "--kernel-file");
    refused("inspect --variant nope --n 16", "nope");
    refused("inspect --variant naive --n 16 --entry k", "--entry");
    refused("inspect --variant naive --n 16 --local 0x4", "local");
    refused("inspect --kernel-file /no/such/file.cl --n 16", "/no/such/file.cl");
    refused("inspect --variant naive --n 16 --bogus", "--bogus");
    // An output that would replace the kernel it reads.
    const auto kernel = write("k.cl", testfiles::kNaive);
    refused("inspect --kernel-file " + kernel + " --n 16 --asm " + kernel, "--asm");
}

TEST(CliInspect, AssemblyIsNeverWrittenOverADirectory)
{
    REQUIRE_POCL();
    const auto target = dir() / "a_directory";
    std::filesystem::create_directories(target);
    const auto o = bench("inspect --variant naive --n 16 --local 4x4 --asm " + target.string() + poclDevice());
    EXPECT_EQ(o.code, 3) << o.err;
    EXPECT_NE(o.out.find("CL_KERNEL_WORK_GROUP_SIZE"), std::string::npos) << "the report comes first";
    EXPECT_NE(o.err.find(target.string()), std::string::npos) << o.err;
    EXPECT_TRUE(std::filesystem::is_directory(target));
}

TEST(CliOccupancy, TheIssueExampleAndItsJson)
{
    auto o = bench("occupancy --cc 9.0 --registers 30 --local 16x16");
    ASSERT_EQ(o.code, 0) << o.err;
    EXPECT_NE(o.out.find("8 warps per group; 8 groups per SM"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("100 %"), std::string::npos) << o.out;
    o = bench("occupancy --cc 9.0 --registers 64 --local 256 --local-mem 2052 --json");
    ASSERT_EQ(o.code, 0) << o.err;
    const auto j = nlohmann::json::parse(o.out);
    EXPECT_EQ(j.at("groups_per_sm"), 4);
    EXPECT_EQ(j.at("bound_by"), nlohmann::json::array({"registers"}));
    EXPECT_DOUBLE_EQ(j.at("occupancy").get<double>(), 0.5);
    EXPECT_EQ(j.at("sm").at("max_warps_per_sm"), 64);
}

TEST(CliOccupancy, BadInputsNameTheirLimit)
{
    const auto limitOf = [](const std::string& args) {
        const auto o = bench("occupancy " + args + " --json");
        EXPECT_EQ(o.code, 2) << args << "\n" << o.err;
        return benchtest::text(benchtest::errorOf(o), "limit");
    };
    EXPECT_EQ(limitOf("--cc 6.1 --registers 30 --local 16x16"), "compute capability");
    EXPECT_EQ(limitOf("--cc 9.0 --registers 30 --local 64x32"), "threads per block");
    EXPECT_EQ(limitOf("--cc 9.0 --registers 255 --local 32x32"), "registers per block");
    EXPECT_EQ(limitOf("--cc 9.0 --registers 30 --local 16x16 --local-mem 300000"), "local memory per block");
    for (const std::string args : {"--registers 30 --local 16x16", "--cc 9.0 --local 16x16", "--cc 9.0 --registers 30",
                                   "--cc 9.0 --registers 300 --local 16x16", "--cc 9.0 --registers 30 --local auto"}) {
        const auto o = bench("occupancy " + args);
        EXPECT_EQ(o.code, 2) << args << "\n" << o.err;
    }
}
