// ndrange-bench inspect and occupancy: what the compiler made of a kernel, and NVIDIA's occupancy model.
#include <cstdio>
#include <iostream>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/json.hpp"
#include "ndr/occupancy.hpp"
#include "ndr/quote.hpp"
#include "ndr/run_request.hpp"
#include "ndr/user_kernel.hpp"
#include "stdout_check.hpp"

namespace ndr::cli {

namespace {

// The request of inspect: a variant or a user kernel at N, a local size and parameters.
RunRequest inspectRequest(const ArgParser& a, Engine& engine)
{
    RunRequest req;
    if (a.has("--kernel-file")) {
        if (a.has("--variant"))
            throw invalidInput("give either --variant or --kernel-file, not both");
        req.variant = engine.addUserKernel(
            loadUserKernel(a.value("--kernel-file"), a.value("--entry"), a.value("--build-options")));
    } else if (a.has("--entry") || a.has("--build-options")) {
        throw invalidInput("--entry and --build-options belong to --kernel-file F.cl");
    } else if (a.has("--variant")) {
        req.variant = a.value("--variant");
    } else {
        throw invalidInput("inspect needs --variant NAME or --kernel-file F.cl (variants: " + variantNames() + ")");
    }
    if (!a.has("--n"))
        throw invalidInput("inspect needs --n N (matrix order or element count)");
    req.n = std::size_t(parseInteger(a.value("--n"), "N", 1, (long long)kMaxRequestN));
    req.local = LocalSize::parse(a.value("--local", "auto"));
    if (a.has("--device"))
        std::tie(req.platformIndex, req.deviceIndex) = parseDeviceId(a.value("--device"));
    if (a.has("--params")) {
        requireTunable(req.variant, "--params");
        req.gemm = GemmParams::parse(a.value("--params"));
    }
    req.useTunedParams = !a.has("--no-tuned");
    if (a.has("--timeout-s"))
        req.timeoutS = parseSeconds(a.value("--timeout-s"), "--timeout-s");
    req.measureCpu = false;
    return req;
}

std::string bytes(std::uint64_t b) { return std::to_string(b) + " bytes"; }

template <typename T> std::string orDash(const std::optional<T>& v)
{
    return v ? std::to_string(*v) : std::string("-");
}

void printNvidia(const InspectReport& r)
{
    std::printf("nvidia    compute capability %d.%d, %llu registers per block, warp %llu, %s local memory per SM\n",
                r.ccMajor, r.ccMinor, (unsigned long long)r.nvRegistersPerBlock, (unsigned long long)r.nvWarpSize,
                bytes(r.nvLocalMemPerSm).c_str());
    if (r.ptxas) {
        const PtxasInfo& p = *r.ptxas;
        std::printf("ptxas     %s registers, %s barriers, %s bytes smem, %s bytes stack frame, %s bytes spill "
                    "stores, %s bytes spill loads (%s)\n",
                    orDash(p.registers).c_str(), orDash(p.barriers).c_str(), orDash(p.smemBytes).c_str(),
                    orDash(p.stackFrameBytes).c_str(), orDash(p.spillStoreBytes).c_str(),
                    orDash(p.spillLoadBytes).c_str(), p.target.empty() ? "target not named" : p.target.c_str());
    }
    std::printf("ptx       %s\n",
                r.ptx.empty() ? r.ptxNote.c_str() : (std::to_string(r.ptx.size()) + " bytes (--ptx FILE)").c_str());
}

void printReport(const InspectReport& r)
{
    std::printf("kernel    %s (%s, entry %s) on %s %s [%s]\n", r.variant.c_str(), r.sourceName.c_str(), r.entry.c_str(),
                r.deviceId.c_str(), r.deviceName.c_str(), r.platformName.c_str());
    std::printf("launch    N=%zu global %zux%zu local %s%s\n", r.n, r.globalX, r.globalY, r.local.toString().c_str(),
                r.params.empty() ? "" : (" params " + r.params).c_str());
    std::printf("options   %s\n", r.buildOptions.empty() ? "(none)" : r.buildOptions.c_str());
    for (const auto& d : r.diagnostics)
        std::printf("%s\n", formatDiagnostic(d).c_str());
    std::printf("limits    CL_KERNEL_WORK_GROUP_SIZE %llu, PREFERRED_WORK_GROUP_SIZE_MULTIPLE %llu, "
                "COMPILE_WORK_GROUP_SIZE %llux%llux%llu\n",
                (unsigned long long)r.kernelWorkGroupSize, (unsigned long long)r.preferredWorkGroupMultiple,
                (unsigned long long)r.compileWorkGroupSize[0], (unsigned long long)r.compileWorkGroupSize[1],
                (unsigned long long)r.compileWorkGroupSize[2]);
    std::printf("memory    local %s per work-group, private %s per work-item\n", bytes(r.localMemBytes).c_str(),
                bytes(r.privateMemBytes).c_str());
    if (r.nvidia)
        printNvidia(r);
    if (r.occupancy)
        std::printf("occupancy %s\n", describeOccupancy(*r.occupancy).c_str());
    else
        std::printf("occupancy %s\n", r.occupancyNote.c_str());
    if (r.cpuSpread)
        std::printf("spread    %s\n", describeCpuSpread(*r.cpuSpread).c_str());
    if (r.pocl) {
        std::printf(
            "assembly  %s\n",
            r.assembly.empty()
                ? r.assemblyNote.c_str()
                : (std::to_string(r.assembly.size()) + " bytes from " + r.assemblyFile + " (--asm FILE)").c_str());
        std::printf("llvm ir   %s\n",
                    r.llvmIr.empty() ? r.llvmIrNote.c_str() : (std::to_string(r.llvmIr.size()) + " bytes").c_str());
    }
}

// The code `option` asks for, written to its file; false (and why on stderr) when the inspection
// has none or the write fails. True when the option is not given.
bool writeCode(const ArgParser& a, const char* option, const char* what, const std::string& code,
               const std::string& whyNone)
{
    if (!a.has(option))
        return true;
    if (code.empty()) {
        std::cerr << "error: no " << what << " to write to " << a.value(option) << ": " << whyNone << "\n";
        return false;
    }
    return writeOutputFile(a.value(option), code);
}

} // namespace

int cmdInspect(const std::vector<std::string>& args, const CancelToken& cancel)
{
    ArgParser a(args,
                {"--variant", "--kernel-file", "--entry", "--build-options", "--n", "--local", "--device", "--params",
                 "--timeout-s", "--ptx", "--asm"},
                {"--json", "--no-tuned"});
    a.requireDistinctFiles({"--ptx", "--asm"}, {"--kernel-file"});
    Engine engine(engineOptions());
    const RunRequest req = inspectRequest(a, engine);
    const InspectReport r =
        withProgressLine([&](const ProgressFn& progress) { return engine.inspect(req, cancel, progress); });
    if (a.has("--json"))
        std::cout << dumpJson(inspectJson(r)) << "\n";
    else
        printReport(r);
    flushStdout();
    const bool written =
        writeCode(a, "--ptx", "PTX", r.ptx, r.ptxNote) & writeCode(a, "--asm", "assembly", r.assembly, r.assemblyNote);
    return written ? kOk : kRuntimeError;
}

int cmdOccupancy(const std::vector<std::string>& args)
{
    ArgParser a(args, {"--cc", "--registers", "--local", "--local-mem"}, {"--json"});
    for (const char* required : {"--cc", "--registers", "--local"})
        if (!a.has(required))
            throw invalidInput(std::string("occupancy needs ") + required +
                               " (ndrange-bench occupancy --cc 9.0 --registers R --local 16x16)");
    OccupancyRequest q;
    std::tie(q.ccMajor, q.ccMinor) = parseComputeCapability(a.value("--cc"));
    q.registersPerWorkItem = int(parseInteger(a.value("--registers"), "--registers", 0, 255));
    const LocalSize local = LocalSize::parse(a.value("--local"));
    if (local.isAutomatic())
        throw invalidInput("occupancy needs an explicit --local X[xY], not auto");
    q.workGroupSize = local.total();
    q.localMemPerGroup = std::uint64_t(parseInteger(a.value("--local-mem", "0"), "--local-mem", 0, 1ll << 40));
    const Occupancy o = computeOccupancy(q);
    if (a.has("--json")) {
        std::cout << dumpJson(occupancyJson(o)) << "\n";
        return kOk;
    }
    std::printf("%s: %s\n", local.toString().c_str(), describeOccupancy(o).c_str());
    std::printf("per SM (compute capability %d.%d): %d warps, %d work-groups, %d registers in %d sub-partitions, "
                "%llu bytes of local memory\n",
                o.sm.ccMajor, o.sm.ccMinor, o.sm.maxWarpsPerSm, o.sm.maxBlocksPerSm, o.sm.registersPerSm,
                o.sm.subPartitions, (unsigned long long)o.sm.localMemPerSm);
    const auto groups = [](int g) { return g < 0 ? std::string("no limit") : std::to_string(g); };
    std::printf("groups by warps %s, by work-group slots %s, by registers %s (%d per warp allocated), by local "
                "memory %s (%llu bytes per group allocated)\n",
                groups(o.groupsByWarps).c_str(), groups(o.groupsByBlocks).c_str(), groups(o.groupsByRegisters).c_str(),
                o.registersPerWarp, groups(o.groupsByLocalMem).c_str(), (unsigned long long)o.localMemPerGroup);
    return kOk;
}

} // namespace ndr::cli
