// --trace files written by the real ndrange-bench, one of every kind (in-order, out-of-order, two
// queues, a sweep with CLBlast), checked against the Trace Event Format rules; --json's clock.
#include <gtest/gtest.h>

#include "../core/trace_format_check.hpp"
#include "../support/bench_runner.hpp"

#include <filesystem>
#include <fstream>

namespace {

std::filesystem::path scratch()
{
    static const std::filesystem::path dir = benchtest::scratchDir("ndr_cli_trace_");
    return dir;
}

// Each child gets its own HOME and XDG directories under the scratch directory.
benchtest::Outcome bench(const std::string& args)
{
    const std::string home = (scratch() / "home").string();
    return benchtest::runBench(args,
                               "HOME='" + home + "' XDG_CONFIG_HOME='" + home + "/config' XDG_CACHE_HOME='" + home +
                                   "/cache' XDG_DATA_HOME='" + home + "/data'",
                               scratch());
}

std::string slurp(const std::filesystem::path& path)
{
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

// Runs `args --trace FILE` and checks FILE; `out` receives what the command printed.
tracecheck::Report traceOf(const std::string& args, std::string* out = nullptr)
{
    const auto file = scratch() / "trace.json";
    std::filesystem::remove(file);
    const auto o = bench(args + " --no-cpu --trace '" + file.string() + "'");
    EXPECT_EQ(o.code, 0) << args << "\n" << o.err;
    if (out)
        *out = o.out;
    auto report = tracecheck::check(slurp(file));
    EXPECT_TRUE(report.ok()) << args << "\n" << report.text();
    EXPECT_GT(report.completeEvents, 0u) << args;
    return report;
}

} // namespace

TEST(CliTrace, EveryQueueModeWritesAValidTrace)
{
    REQUIRE_DEVICE();
    traceOf("run --variant tiled --n 40 --local 8x8 --warmup 1 --reps 2 --buffers alloc");
    traceOf("run --workload vadd --variant vadd3_chained --n 200000 --reps 2 --buffers alloc --queues ooo");
    const auto two =
        traceOf("run --workload reduce --variant reduce_multi_pass --n 100000 --reps 2 --buffers alloc --queues two");
    EXPECT_EQ(two.processNames.size(), 1u);
}

// A sweep with CLBlast (when installed): every run is a process of one trace, and --json gives
// each run's events on one axis with a clock error that bounds them.
TEST(CliTrace, SweepWithClblastIsOneValidTraceOnOneClock)
{
    REQUIRE_DEVICE();
    const bool clblast = bench("variants").out.find("[unavailable: CLBlast") == std::string::npos;
    const std::string variants = clblast ? "naive,clblast" : "naive,tiled";
    std::string out;
    const auto report =
        traceOf("sweep --variants " + variants + " --n 48 --local 8x8,16x16 --reps 2 --buffers alloc --json", &out);
    const auto doc = nlohmann::json::parse(out);
    const auto& runs = doc.at("runs");
    EXPECT_EQ(report.processNames.size(), runs.size());
    EXPECT_GE(runs.size(), 3u);
    for (const auto& run : runs) {
        const auto& r = run;
        SCOPED_TRACE(r.at("variant").get<std::string>());
        const double err = r.at("clock_error_ns").get<double>();
        EXPECT_GE(err, 0.0);
        for (const auto& e : r.at("events")) {
            const auto& ev = e;
            SCOPED_TRACE(ev.at("command").get<std::string>());
            EXPECT_LE(ev.at("queued_ns").get<double>(), ev.at("end_ns").get<double>());
            EXPECT_LE(ev.at("host_enqueue_begin_ns").get<double>(), ev.at("queued_ns").get<double>() + err);
            EXPECT_GE(ev.at("host_enqueue_end_ns").get<double>(), ev.at("queued_ns").get<double>() - err);
        }
    }
}
