// gemm-probe: A/B measurements of the GEMM kernels outside the engine, for kernel development.
// It compiles a kernel (an embedded one by file name, or any .cl path) with the given parameters,
// extra -D switches and build options (e.g. -cl-nv-verbose, which makes NVIDIA's compiler print
// registers and spills into the build log), launches it on the GEMM grid of ndr::GemmParams,
// times it with OpenCL events and checks it against a double-precision CPU reference of sampled
// rows. Many configurations run in one process, on one set of inputs.
//
//   gemm-probe [--device P:D] [--reps R] [--dump DIR] N CONFIG...
//   CONFIG = KERNEL|MWG=..,NWG=..,KWG=..,MDIMC=..,NDIMC=..,VW=..|EXTRA OPTIONS|TOLERANCE[|EXTRA ROWS]
//
// KERNEL is an embedded kernel file (matmul_double_buffered.cl) or a path; TOLERANCE is the
// largest |error| accepted (default: the engine's FP32 rule, 2e-6 * N). One line per config.
// -DTC_KSPLIT=S among the options launches S slices of K (the warpgroup kernels' split-K), one
// after the other along the grid's second dimension, C zeroed before each launch (with -DTC_TMA=1
// by tma_prep itself) and the zeroing timed with the kernel; -DTC_WHOLEROWS=W beside it runs the
// first W tile rows whole (C zeroed from the first split tile row on; -DTC_ZEROALL=1: every row).
// -DTC_EDGE=R launches only the whole tiles inside C, then the program's edge_strips over the rows
// and columns past them (with -DTC_TMA=1: edge_sums over the partial sums tma_prep writes, after
// tma_prep, whose work-groups take -DTC_PREP_BLOCKS=B blocks of 32 k each, the engine's choice
// for the strips' width otherwise), timed together; the line adds the strips' own median. -DTC_EDGEQ=2 beside
// it enqueues the strips on a second queue with no wait for the tiles (they write other elements of
// C), so that the driver may run both at once; the time then runs from the first start to the last
// end. -DTC_EDGEQ=3: as 2, with both queues flushed once a repetition is enqueued (as the engine).
// -DTC_TAIL=1 beside -DTC_EDGE and -DTC_TMA=1: mmul's own work-groups take the strips in rows of
// its grid after the tiles' (-DTC_TAIL_STAGES=S: the most stages of their blocks).
// The line gives the host's time to enqueue a repetition (and its first launch) and, with tma_prep,
// the time from its END to the tiles' START. How the host feeds the launches: -DTC_GATE=1 holds a
// repetition's first launch on a user event until all are enqueued; -DTC_AHEAD=1 enqueues
// repetition r + 1 before waiting for r; -DTC_NOEV=1 enqueues tma_prep without an event and
// -DTC_NOPROF=1 on a queue without profiling (both time the tiles alone).
#define CL_HPP_ENABLE_EXCEPTIONS
#include <CL/opencl.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cl/ptx_retarget.hpp"
#include "cl/tensor_maps.hpp"
#include "model/launch_bounds.hpp"
#include "ndr/embedded_kernels.hpp"
#include "ndr/gemm_params.hpp"
#include "run/cpu_reference.hpp"

namespace {

std::vector<std::size_t> sampleRows(std::size_t n)
{
    std::vector<std::size_t> rows;
    if (n <= 512) {
        for (std::size_t i = 0; i < n; ++i)
            rows.push_back(i);
        return rows;
    }
    rows = {0, n - 1};
    for (std::size_t i = 1; i <= 30; ++i)
        rows.push_back((i * (n / 31) + i * 7) % n);
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

std::string kernelSource(const std::string& name)
{
    if (name.find('/') == std::string::npos) {
        for (const auto& k : ndr::embeddedKernels())
            if (k.file == name)
                return std::string(k.source);
    }
    std::ifstream in(name);
    if (!in)
        throw std::runtime_error("no embedded kernel or file named " + name);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    std::stringstream ss(s);
    for (std::string part; std::getline(ss, part, sep);)
        out.push_back(part);
    while (out.size() < 5)
        out.emplace_back();
    return out;
}

// The value of -D<name>=<value> among a config's options (the probe's own switches ride there, beside
// the kernel's), or `otherwise` where it is not given.
std::uint64_t defineValue(const std::string& options, const std::string& name, std::uint64_t otherwise)
{
    const std::string key = "-D" + name + "=";
    const auto at = options.find(key);
    return at == std::string::npos ? otherwise : std::stoull(options.substr(at + key.size()));
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    int platform = -1, device = 0, reps = 10;
    std::string dumpDir; // --dump DIR: each config's program binary (PTX on NVIDIA) as DIR/<i>.bin
    std::string dumpC;   // --dump-c PREFIX: each config's C (N x N floats) as PREFIX<i>.f32
    while (args.size() >= 2 && args[0].rfind("--", 0) == 0) {
        if (args[0] == "--device") {
            platform = std::stoi(args[1].substr(0, args[1].find(':')));
            device = std::stoi(args[1].substr(args[1].find(':') + 1));
        } else if (args[0] == "--dump") {
            dumpDir = args[1];
        } else if (args[0] == "--dump-c") {
            dumpC = args[1];
        } else if (args[0] == "--reps") {
            reps = std::max(1, std::stoi(args[1]));
        } else {
            std::cerr << "unknown option " << args[0] << "\n";
            return 2;
        }
        args.erase(args.begin(), args.begin() + 2);
    }
    if (args.size() < 2) {
        std::cerr << "usage: gemm-probe [--device P:D] [--reps R] [--dump DIR] N KERNEL|PARAMS|OPTIONS|TOLERANCE...\n";
        return 2;
    }
    try {
        const std::size_t n = std::stoul(args[0]);
        std::vector<cl::Platform> platforms;
        cl::Platform::get(&platforms);
        cl::Device dev;
        bool found = false;
        for (std::size_t pi = 0; pi < platforms.size() && !found; ++pi) {
            std::vector<cl::Device> devs;
            platforms[pi].getDevices(CL_DEVICE_TYPE_ALL, &devs);
            const bool wanted = platform < 0 ? !devs.empty() && (devs[0].getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_GPU)
                                             : int(pi) == platform;
            if (wanted && std::size_t(device) < devs.size()) {
                dev = devs[std::size_t(device)];
                found = true;
            }
        }
        if (!found) {
            std::vector<cl::Device> devs;
            platforms.at(0).getDevices(CL_DEVICE_TYPE_ALL, &devs);
            dev = devs.at(0);
        }
        std::printf("# device %s, driver %s, N=%zu, reps %d\n", dev.getInfo<CL_DEVICE_NAME>().c_str(),
                    dev.getInfo<CL_DRIVER_VERSION>().c_str(), n, reps);
        cl::Context ctx(dev);
        cl::CommandQueue q(ctx, dev, CL_QUEUE_PROFILING_ENABLE);
        cl::CommandQueue q2(ctx, dev, CL_QUEUE_PROFILING_ENABLE); // -DTC_EDGEQ=2: the strips' own queue
        const auto a = ndr::randomMatrix(n, 42), b = ndr::randomMatrix(n, 43);
        const auto rows = sampleRows(n);
        const auto ref = ndr::referenceProduct(a, b, n, rows);
        const std::size_t bytes = n * n * sizeof(float);
        cl::Buffer dA(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, const_cast<float*>(a.data()));
        cl::Buffer dB(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, const_cast<float*>(b.data()));
        cl::Buffer dC(ctx, CL_MEM_WRITE_ONLY, bytes);
        std::vector<float> c(n * n);
        int failures = 0;
        for (std::size_t ci = 1; ci < args.size(); ++ci) {
            const auto parts = split(args[ci], '|');
            const std::string label = args[ci];
            try {
                const ndr::GemmParams p = ndr::GemmParams::parse(parts[1]);
                const double tol = parts[3].empty() ? std::max(1e-5, 2e-6 * double(n)) : std::stod(parts[3]);
                std::ostringstream opts;
                opts << "-cl-std=CL1.2 " << p.defines() << " " << parts[2];
                // A kernel file read from disk finds its shared parts (#include "parts/…") next to it;
                // the embedded ones have them inlined. PoCL takes the folder only unquoted, so quotes
                // are added only where it holds a space.
                if (parts[0].find('/') != std::string::npos) {
                    const std::string dir = std::filesystem::absolute(parts[0]).parent_path().string();
                    opts << (dir.find(' ') == std::string::npos ? " -I " + dir : " -I \"" + dir + "\"");
                }
                const std::string source = kernelSource(parts[0]);
                // A -D value of the configuration's options (the probe's switches among them).
                const auto define = [&](const char* name, std::uint64_t otherwise = 0) {
                    return defineValue(parts[2], name, otherwise);
                };
                // fp32_tensor's file sets TC_SPLIT itself (its kernel is tf32_tensor's, split).
                const bool splitOperands =
                    source.find("#define TC_SPLIT 1") != std::string::npos || define("TC_SPLIT") == 1;
                // tma_prep's blocks of 32 k a work-group: -DTC_PREP_BLOCKS=B, or with strips the
                // engine's for their width (passed to the kernel as the engine does).
                std::uint64_t prepBlocks = 1;
                const bool tail = define("TC_TAIL") == 1;
                const std::uint64_t edge = define("TC_EDGE");
                if (define("TC_TMA") == 1 && !tail) {
                    if (define("TC_PREP_BLOCKS") > 0) {
                        prepBlocks = define("TC_PREP_BLOCKS");
                    } else if (edge > 0) {
                        prepBlocks = ndr::tmaPrepBlocksForWidth(edge, splitOperands);
                        opts << " -DTC_PREP_BLOCKS=" << prepBlocks;
                    }
                }
                cl::Program prog(ctx, source);
                std::string log;
                try {
                    prog.build({dev}, opts.str().c_str());
                    log = prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
                } catch (const cl::Error&) {
                    log = prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
                    std::printf("BUILD-FAILED %s\n%s\n", label.c_str(), log.c_str());
                    ++failures;
                    continue;
                }
                // A kernel with sm_90a instructions (marked PTX comments) runs from its retargeted PTX.
                std::string retargeted;
                if (const std::string ptx = ndr::markedPtx(prog); !ptx.empty()) {
                    if (!dumpDir.empty())
                        std::ofstream(dumpDir + "/" + std::to_string(ci) + ".marked.ptx") << ptx;
                    try {
                        prog = ndr::rebuildForSm90a(ptx, ctx, dev, opts.str());
                        log = prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev);
                        retargeted = " (sm_90a)";
                    } catch (const std::exception& e) {
                        std::printf("RETARGET-FAILED %s\n%s\n", label.c_str(), e.what());
                        ++failures;
                        continue;
                    }
                }
                // The registers/spills lines of -cl-nv-verbose, condensed onto one line.
                std::string regs;
                std::stringstream ls(log);
                for (std::string line; std::getline(ls, line);)
                    if (line.find("registers") != std::string::npos || line.find("spill") != std::string::npos ||
                        line.find("arning") != std::string::npos || line.find("C75") != std::string::npos)
                        regs += (regs.empty() ? "" : "; ") + line.substr(line.find_first_not_of(" \t"));
                if (!dumpDir.empty()) {
                    const auto binaries = prog.getInfo<CL_PROGRAM_BINARIES>();
                    std::ofstream(dumpDir + "/" + std::to_string(ci) + ".bin", std::ios::binary)
                        .write(reinterpret_cast<const char*>(binaries.at(0).data()),
                               std::streamsize(binaries.at(0).size()));
                }
                cl::Kernel k(prog, "mmul");
                k.setArg(0, cl_int(n));
                k.setArg(1, dA);
                k.setArg(2, dB);
                k.setArg(3, dC);
                // -DTC_TMA=1: tma_prep rounds A and transposes B into Ar / Bt, mmul reads them through
                // tensor maps; both are timed. -DTC_TMA_RAWA=1 maps A itself as TF32 (TMA's own
                // conversion). The maps come from the engine's encoder (the CUDA driver's).
                // A kernel file that defines TC_SPLIT 1 (fp32_tensor's): hi and lo halves in each
                // workspace, four maps.
                std::optional<cl::Kernel> prep;
                std::optional<cl::Buffer> dAr, dBt, dMaps;
                const std::size_t ld = ndr::tensorMapRowFloats(n); // the kernel's TMA_LD
                if (define("TC_TMA") == 1) {
                    const std::size_t halves = splitOperands ? 2 : 1;
                    dAr.emplace(ctx, CL_MEM_READ_WRITE, halves * n * ld * sizeof(float));
                    dBt.emplace(ctx, CL_MEM_READ_WRITE, halves * n * ld * sizeof(float));
                    dMaps.emplace(ctx, CL_MEM_READ_ONLY, 256 * halves);
                    cl::Program ap(ctx, "__kernel void addr(__global const float* a, __global const float* b, "
                                        "__global const float* c, __global ulong* out) "
                                        "{ out[0] = (ulong)a; out[1] = (ulong)b; out[2] = (ulong)c; }");
                    ap.build({dev});
                    cl::Kernel ak(ap, "addr");
                    cl::Buffer dAddr(ctx, CL_MEM_READ_WRITE, 3 * sizeof(cl_ulong));
                    ak.setArg(0, *dAr);
                    ak.setArg(1, *dBt);
                    ak.setArg(2, dA);
                    ak.setArg(3, dAddr);
                    q.enqueueNDRangeKernel(ak, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
                    cl_ulong addr[3];
                    q.enqueueReadBuffer(dAddr, CL_TRUE, 0, sizeof(addr), addr);
                    const bool rawA = !splitOperands && define("TC_TMA_RAWA") == 1;
                    const bool emulated = define("TC_EMULATE") == 1;
                    // The engine's maps (ndr::encodeMatmulMaps); TC_EMULATE reads none of them.
                    ndr::MatmulMapOperands operands;
                    operands.a = rawA ? addr[2] : addr[0];
                    operands.bt = addr[1];
                    operands.n = n;
                    operands.rowFloats = ld;
                    operands.aItself = rawA;
                    operands.split = splitOperands;
                    operands.mwg = std::uint32_t(p.mwg);
                    operands.nwg = std::uint32_t(p.nwg);
                    operands.kwg = std::uint32_t(p.kwg);
                    if (emulated) {
                        q.enqueueFillBuffer(*dMaps, cl_uchar(0), 0, 256 * halves);
                    } else {
                        const auto maps = ndr::encodeMatmulMaps(operands, {});
                        for (std::size_t i = 0; i < maps.size(); ++i)
                            q.enqueueWriteBuffer(*dMaps, CL_TRUE, i * sizeof maps[i], sizeof maps[i], maps[i].data());
                    }
                    prep.emplace(prog, "tma_prep");
                    prep->setArg(0, cl_int(n));
                    prep->setArg(1, cl_int(rawA ? 0 : 1));
                    prep->setArg(2, dA);
                    prep->setArg(3, dB);
                    prep->setArg(4, *dAr);
                    prep->setArg(5, *dBt);
                    k.setArg(1, rawA ? dA : *dAr);
                    k.setArg(2, *dBt);
                    k.setArg(4, *dMaps);
                    k.setArg(5, cl_int(rawA ? n : ld));
                }
                const std::size_t gx = (n + std::size_t(p.nwg) - 1) / std::size_t(p.nwg) * std::size_t(p.ndimc);
                // A fifth field adds rows of work-items to the work-group (a kernel's extra warps).
                const std::size_t ly = std::size_t(p.mdimc) + (parts[4].empty() ? 0 : std::stoul(parts[4]));
                const std::size_t gy = (n + std::size_t(p.mwg) - 1) / std::size_t(p.mwg) * ly;
                const std::size_t wg = k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev);
                // -DTC_KSPLIT=S: S slices of K, slice after slice along the grid's second dimension,
                // adding into a C zeroed before each launch by the program's zero_c, or with -DTC_TMA=1
                // by tma_prep (as the engine does); the time runs from the first launch's start to the
                // kernel's end.
                // -DTC_WHOLEROWS=W beside it keeps the first W tile rows whole (the kernel reads W off
                // the grid's group rows, ndr::splitGroupRows; the define itself is for the probe).
                const std::size_t slices = define("TC_KSPLIT", 1), wholeRows = define("TC_WHOLEROWS");
                const std::size_t tileRows = gy / ly;
                std::size_t groupRows = std::size_t(ndr::splitGroupRows(tileRows, wholeRows, slices)), groupsX = gx;
                // -DTC_EDGE=R: the tiles inside C, then edge_strips (as the engine launches them).
                std::optional<cl::Kernel> strips;
                std::optional<cl::Buffer> dP;
                std::size_t stripGroups = 0;
                const std::uint64_t edgeQueue = define("TC_EDGEQ");
                const bool ownQueue = edgeQueue == 2 || edgeQueue == 3, flushBoth = edgeQueue == 3;
                if (edge > 0) {
                    const std::size_t rm = n % std::size_t(p.mwg), rn = n % std::size_t(p.nwg);
                    groupsX = n / std::size_t(p.nwg) * std::size_t(p.ndimc);
                    groupRows = n / std::size_t(p.mwg);
                    if (tail) { // mmul's own work-groups after the tiles' rows take the strips
                        groupRows += std::size_t(
                            ndr::tailStripGroupRows(ndr::tailStripUnits(n, rm, rn), groupsX / std::size_t(p.ndimc)));
                    } else if (prep) { // tma_prep writes the strips' partial sums, edge_sums adds them up
                        dP.emplace(ctx, CL_MEM_READ_WRITE,
                                   ndr::edgePartialFloats(n, ld, rm, rn, prepBlocks) * sizeof(float));
                        prep->setArg(6, *dP);
                        stripGroups = ndr::edgeSumsGlobal(n, rm, rn) / ndr::kEdgeSumsGroup;
                        strips.emplace(prog, "edge_sums");
                        strips->setArg(0, cl_int(n));
                        strips->setArg(1, *dP);
                        strips->setArg(2, dC);
                    } else {
                        stripGroups = ndr::edgeStripGroups(n, rm, rn);
                        strips.emplace(prog, "edge_strips");
                        strips->setArg(0, cl_int(n));
                        strips->setArg(1, dA);
                        strips->setArg(2, dB);
                        strips->setArg(3, dC);
                    }
                }
                // The zeroing takes C's rows from the first split tile row's on (the band of it with
                // -DTC_RASTER), as the engine does: the whole tiles above store their sums.
                std::optional<cl::Kernel> zeroC;
                std::size_t zeroFrom = 0;
                if (slices > 1) {
                    zeroFrom =
                        define("TC_ZEROALL") == 1
                            ? 0
                            : std::size_t(ndr::splitZeroFirstRow(wholeRows, std::size_t(p.mwg), define("TC_RASTER")));
                    if (prep) { // the tensor-memory form's tma_prep zeroes them itself
                        const cl_uint at = dP ? 7 : 6;
                        prep->setArg(at, cl_int(zeroFrom));
                        prep->setArg(at + 1, dC);
                    } else {
                        zeroC.emplace(prog, "zero_c");
                        zeroC->setArg(0, cl_int(n));
                        zeroC->setArg(1, cl_int(zeroFrom));
                        zeroC->setArg(2, dC);
                    }
                }
                q.enqueueFillBuffer(dC, std::nanf(""), 0, bytes);
                // How the host feeds a repetition (see the header): held by a user event, with the
                // first launch's event or profiling left out, or one repetition ahead.
                const bool gated = define("TC_GATE") == 1;
                const bool noProfiling = define("TC_NOPROF") == 1;
                const bool noEvent = noProfiling || define("TC_NOEV") == 1;
                const bool ahead = define("TC_AHEAD") == 1;
                if (noEvent && strips)
                    throw std::runtime_error("-DTC_NOEV / -DTC_NOPROF: edge_sums waits for tma_prep's event");
                cl::CommandQueue q3(ctx, dev, 0);
                std::vector<double> ms, stripMs, prepMs, enqueueUs, gapUs, firstUs;
                struct RepEvents {
                    int r = 0;
                    cl::Event ev, zero, edges, prepared;
                };
                const auto process = [&](RepEvents& e) {
                    e.ev.wait();
                    if (strips)
                        e.edges.wait();
                    auto start = (prep && !noEvent ? e.prepared
                                  : zeroC          ? e.zero
                                                   : e.ev)
                                     .getProfilingInfo<CL_PROFILING_COMMAND_START>();
                    auto end = e.ev.getProfilingInfo<CL_PROFILING_COMMAND_END>();
                    if (strips) {
                        start = std::min(start, e.edges.getProfilingInfo<CL_PROFILING_COMMAND_START>());
                        end = std::max(end, e.edges.getProfilingInfo<CL_PROFILING_COMMAND_END>());
                    }
                    if (e.r == 0) // the first launch is the warm-up
                        return;
                    if (prep && !noEvent) {
                        prepMs.push_back(double(e.prepared.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                                e.prepared.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                                         1e-6);
                        gapUs.push_back((double(e.ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) -
                                         double(e.prepared.getProfilingInfo<CL_PROFILING_COMMAND_END>())) *
                                        1e-3);
                    }
                    ms.push_back(double(end - start) * 1e-6);
                    if (strips)
                        stripMs.push_back(double(e.edges.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                                 e.edges.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                                          1e-6);
                };
                std::optional<RepEvents> pendingRep;
                for (int r = 0; r <= reps; ++r) {
                    RepEvents e;
                    e.r = r;
                    cl::Event &ev = e.ev, &zero = e.zero, &edges = e.edges, &prepared = e.prepared;
                    std::optional<cl::UserEvent> gate;
                    std::vector<cl::Event> held;
                    if (gated) {
                        gate.emplace(ctx);
                        held.push_back(*gate);
                    }
                    const auto h0 = std::chrono::steady_clock::now();
                    if (prep)
                        (noProfiling ? q3 : q)
                            .enqueueNDRangeKernel(
                                *prep, cl::NullRange,
                                cl::NDRange(ndr::tmaPrepGlobalX(ld), ndr::tmaPrepGlobalY(ld, prepBlocks)),
                                cl::NDRange(32, 8), gated ? &held : nullptr, noEvent ? nullptr : &prepared);
                    firstUs.push_back(
                        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - h0).count());
                    if (noProfiling)
                        q3.finish(); // no event to order the tiles after it
                    if (zeroC)
                        q.enqueueNDRangeKernel(*zeroC, cl::NullRange, cl::NDRange(ndr::zeroCGlobal(n, zeroFrom)),
                                               cl::NDRange(ndr::kZeroCGroup), gated && !prep ? &held : nullptr, &zero);
                    q.enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groupsX, groupRows * ly),
                                           cl::NDRange(std::size_t(p.ndimc), ly),
                                           gated && !prep && !zeroC ? &held : nullptr, &ev);
                    if (strips) {
                        const std::size_t group = prep ? ndr::kEdgeSumsGroup : ndr::kEdgeGroup;
                        const std::vector<cl::Event> afterPrep{prepared};
                        (ownQueue ? q2 : q)
                            .enqueueNDRangeKernel(*strips, cl::NullRange, cl::NDRange(stripGroups * group),
                                                  cl::NDRange(group), prep ? &afterPrep : nullptr, &edges);
                    }
                    enqueueUs.push_back(
                        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - h0).count());
                    if (gate)
                        gate->setStatus(CL_COMPLETE);
                    if (flushBoth || ahead) {
                        q.flush();
                        q2.flush();
                    }
                    if (!ahead) {
                        process(e);
                        continue;
                    }
                    if (pendingRep)
                        process(*pendingRep);
                    pendingRep = e;
                }
                if (pendingRep)
                    process(*pendingRep);
                std::sort(stripMs.begin(), stripMs.end());
                std::sort(prepMs.begin(), prepMs.end());
                std::sort(enqueueUs.begin(), enqueueUs.end());
                std::sort(gapUs.begin(), gapUs.end());
                std::sort(firstUs.begin(), firstUs.end());
                const std::string stripNote =
                    (stripMs.empty() ? "" : "  strips " + std::to_string(stripMs[stripMs.size() / 2]) + " ms") +
                    (prepMs.empty() ? "" : "  prep " + std::to_string(prepMs[prepMs.size() / 2]) + " ms") +
                    (gapUs.empty() ? "" : "  then " + std::to_string(gapUs[gapUs.size() / 2]) + " us to the tiles") +
                    "  enqueue " + std::to_string(enqueueUs[enqueueUs.size() / 2]) + " us (first " +
                    std::to_string(firstUs[firstUs.size() / 2]) + ")";
                q.enqueueReadBuffer(dC, CL_TRUE, 0, bytes, c.data());
                if (!dumpC.empty())
                    std::ofstream(dumpC + std::to_string(ci) + ".f32", std::ios::binary)
                        .write(reinterpret_cast<const char*>(c.data()), std::streamsize(bytes));
                std::sort(ms.begin(), ms.end());
                const double med = ms[ms.size() / 2];
                double maxErr = 0;
                for (std::size_t r = 0; r < rows.size(); ++r)
                    for (std::size_t j = 0; j < n; ++j) {
                        const double e = std::fabs(double(c[rows[r] * n + j]) - ref[r * n + j]);
                        maxErr = std::isnan(e) ? INFINITY : std::max(maxErr, e);
                    }
                const bool ok = maxErr <= tol;
                failures += ok ? 0 : 1;
                std::printf(
                    "%-5s %8.2f GFLOP/s  median %9.4f ms  min %9.4f ms  max|err| %.3g (tol %.3g)  wg %zu  %s%s%s%s\n",
                    ok ? "OK" : "FAIL", 2.0 * double(n) * double(n) * double(n) / (med * 1e-3) * 1e-9, med, ms.front(),
                    maxErr, tol, wg, (label + retargeted).c_str(), stripNote.c_str(),
                    regs.empty() ? "" : "  regs: ", regs.c_str());
            } catch (const cl::Error& e) {
                std::printf("ERROR %s: %s %d\n", label.c_str(), e.what(), e.err());
                ++failures;
            } catch (const std::exception& e) {
                std::printf("ERROR %s: %s\n", label.c_str(), e.what());
                ++failures;
            }
            std::fflush(stdout);
        }
        return failures ? 1 : 0;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 3;
    }
}
