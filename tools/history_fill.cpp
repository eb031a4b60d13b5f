// history-fill: made-up runs shaped like real ones (every field, a warm-up and timed kernels with
// their four event timestamps, GEMM parameters for the tunable variants, one run in twenty
// failed), for measuring how the studio and ndrange-bench scale with what a user has accumulated.
// Not a test and not installed: scripts/history-scale-bench.sh uses it.
//
//   history-fill FILE COUNT [--seed S] [--variants a,b,c] [--csv]
//
// Stores the runs in the run history FILE through ndr::History::add, in transactions of 20,000,
// or with --csv writes them to FILE as a results CSV (the CSV columns only: no events), which
// `ndrange-bench history import` reads. Runs are one minute apart, oldest first; seed S ends them
// S - 1 spans of COUNT minutes before now, so files of different seeds hold different runs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "ndr/csv.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/history.hpp"
#include "ndr/variant.hpp"

namespace {

std::string isoTime(std::time_t t)
{
    char text[32];
    std::tm tm{};
    gmtime_r(&t, &tm);
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty())
            out.push_back(item);
    return out;
}

struct Device {
    const char* name;
    const char* id;
    const char* platform;
    const char* driver;
};

constexpr Device kDevices[] = {
    {"pthread-haswell-AMD EPYC 7B13", "0:0", "Portable Computing Language", "5.0+debian"},
    {"NVIDIA H100 80GB HBM3", "1:0", "NVIDIA CUDA", "550.54.15"},
    {"Intel(R) UHD Graphics 770", "2:0", "Intel(R) OpenCL Graphics", "23.17.26241.33"},
};

ndr::CommandTiming command(const std::string& name, ndr::CommandKind kind, std::uint64_t startNs, std::uint64_t ns,
                           bool warmup)
{
    ndr::CommandTiming c;
    c.name = name;
    c.kind = kind;
    c.warmup = warmup;
    c.bytes = kind == ndr::CommandKind::Kernel ? 0 : 4u << 20;
    c.queuedNs = startNs;
    c.submitNs = startNs + 3000;
    c.startNs = startNs + 7000;
    c.endNs = startNs + 7000 + ns;
    c.hostEnqueueBeginNs = std::int64_t(startNs) - 2000;
    c.hostEnqueueEndNs = std::int64_t(startNs) + 1000;
    c.hostWaitBeginNs = std::int64_t(startNs) + 1500;
    c.hostWaitEndNs = std::int64_t(c.endNs) + 2000;
    return c;
}

ndr::RunResult madeUp(std::mt19937_64& rng, const ndr::Variant& v, std::time_t when)
{
    const Device& d = kDevices[rng() % std::size(kDevices)];
    const std::size_t sizes[] = {256, 512, 1024, 2048, 4096};
    ndr::RunResult r;
    r.timestamp = isoTime(when);
    r.appVersion = "0.9.0";
    r.platform = d.platform;
    r.device = d.name;
    r.driver = d.driver;
    r.deviceId = d.id;
    r.variant = v.name;
    r.workload = ndr::toString(v.workload);
    r.n = sizes[rng() % std::size(sizes)];
    r.globalX = r.n;
    r.globalY = v.workload == ndr::Workload::MatMul ? r.n : 1;
    r.local = v.workload == ndr::Workload::MatMul ? ndr::LocalSize::of2D(16, 16) : ndr::LocalSize::of1D(256);
    r.warmup = 1;
    r.reps = 3;
    r.seed = std::uint32_t(rng());
    if (v.tunable) {
        r.params = "MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2";
        r.paramsSource = ndr::GemmParamsSource::Default;
    }
    const double ms = 0.05 + double(rng() % 100000) / 1000.0;
    r.kernel = {ms * 0.97, ms, ms * 1.01, ms * 0.02};
    r.wallMs = ms * 3 + 1;
    r.writeMs = 0.4;
    r.readMs = 0.3;
    r.cpuMs = ms * 40;
    r.speedupVsCpu = 40.0;
    r.queuedToSubmitUs = 3.0;
    r.submitToStartUs = 4.0;
    r.kernelSourceHash = "0123456789abcdef";
    std::uint64_t t = 1'000'000;
    r.commands.push_back(command("write A", ndr::CommandKind::Write, t, 400000, false));
    r.commands.push_back(command("write B", ndr::CommandKind::Write, t += 500000, 400000, false));
    r.commands.push_back(command("kernel warm-up #1", ndr::CommandKind::Kernel, t += 500000, 1000000, true));
    for (int i = 1; i <= r.reps; ++i)
        r.commands.push_back(
            command("kernel #" + std::to_string(i), ndr::CommandKind::Kernel, t += 1100000, 1000000, false));
    r.commands.push_back(command("read C", ndr::CommandKind::Read, t += 1100000, 300000, false));
    const double flops = 2.0 * double(r.n) * double(r.n) * double(r.n);
    if (rng() % 20 == 0) {
        r.verified = false;
        r.status = ndr::RunStatus::VerificationFailed;
        r.maxAbsErr = 0.5;
        r.maxRelErr = 0.1;
        r.error = "verification failed: C(15,15) = 3.5 but the CPU reference is 4";
    } else {
        r.verified = true;
        r.maxAbsErr = 1e-5;
        r.maxRelErr = 1e-6;
    }
    r.tolerance = 1e-3;
    if (v.workload == ndr::Workload::MatMul)
        r.gflops = flops / (ms * 1e6);
    else
        r.gbps = 3.0 * 4.0 * double(r.n) / (ms * 1e6);
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: history-fill FILE COUNT [--seed S] [--variants a,b,c] [--csv]\n");
        return 2;
    }
    const std::string path = argv[1];
    const long long count = std::atoll(argv[2]);
    std::uint64_t seed = 1;
    std::vector<std::string> names;
    bool csv = false;
    for (int i = 3; i < argc; ++i) {
        const std::string option = argv[i];
        if (option == "--csv")
            csv = true;
        else if (option == "--seed" && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (option == "--variants" && i + 1 < argc)
            names = splitList(argv[++i]);
    }
    std::vector<const ndr::Variant*> variants;
    for (const ndr::Variant& v : ndr::catalogue())
        if (!v.external && (names.empty() || std::find(names.begin(), names.end(), v.name) != names.end()))
            variants.push_back(&v);
    if (count <= 0 || variants.empty()) {
        std::fprintf(stderr, "history-fill: nothing to store (COUNT %lld, %zu variants)\n", count, variants.size());
        return 2;
    }
    std::mt19937_64 rng(seed);
    const std::time_t end = std::time(nullptr) - std::time_t(60 * count * (std::max<std::uint64_t>(seed, 1) - 1));
    const auto start = std::chrono::steady_clock::now();
    const auto batch = [&](long long& done, long long size) {
        std::vector<ndr::RunResult> runs;
        for (long long i = 0; i < size && done < count; ++i, ++done)
            runs.push_back(madeUp(rng, *variants[rng() % variants.size()], end - std::time_t(60 * (count - done))));
        return runs;
    };
    long long done = 0;
    if (csv) {
        ndr::writeFileAtomically(path, ndr::resultsToCsv(batch(done, count)));
    } else {
        ndr::History history(path);
        while (done < count)
            history.add(batch(done, 20000), ndr::HistorySource::Cli);
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("stored %lld runs in %s in %.1f s\n", count, path.c_str(), s);
    return 0;
}
