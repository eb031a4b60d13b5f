#include "run/matmul_launches.hpp"

#include <algorithm>

#include "base/cl_error.hpp"
#include "cl/clblast_library.hpp"
#include "cl/tensor_maps.hpp"
#include "model/launch_bounds.hpp"
#include "ndr/errors.hpp"

namespace ndr {

void setMatmulArgs(cl::Kernel& kernel, std::size_t n, const cl::Buffer& a, const cl::Buffer& b, const cl::Buffer& c)
{
    kernel.setArg(0, cl_int(n));
    kernel.setArg(1, a);
    kernel.setArg(2, b);
    kernel.setArg(3, c);
}

void createPanels(cl::Context& ctx, const cl::Program& program, const LaunchPlan& plan, MatmulResources& res,
                  std::string& stage)
{
    const std::size_t n = plan.n;
    stage = "creating the panel buffers";
    res.dAp = cl::Buffer(ctx, CL_MEM_READ_WRITE, gemmPanelFloatsA(plan.gemm, n) * sizeof(float));
    res.dBp = cl::Buffer(ctx, CL_MEM_READ_WRITE, gemmPanelFloatsB(plan.gemm, n) * sizeof(float));
    stage = "setting kernel arguments";
    res.packA.emplace(program, "pack_a");
    res.packB.emplace(program, "pack_b");
    res.packA->setArg(0, cl_int(n));
    res.packA->setArg(1, res.dA);
    res.packA->setArg(2, res.dAp);
    res.packB->setArg(0, cl_int(n));
    res.packB->setArg(1, res.dB);
    res.packB->setArg(2, res.dBp);
    setMatmulArgs(*res.kernel, n, res.dAp, res.dBp, res.dC);
}

std::vector<Launch> panelLaunches(const LaunchPlan& plan, MatmulResources& res)
{
    const GemmParams& g = plan.gemm;
    const std::size_t n = plan.n, kSteps = (n + std::size_t(g.kwg) - 1) / std::size_t(g.kwg);
    Launch a, b, multiply;
    a.kernel = *res.packA;
    a.global = cl::NDRange(kSteps, (n + std::size_t(g.mwi()) - 1) / std::size_t(g.mwi()));
    a.local = cl::NullRange;
    a.label = "pack A";
    a.inputs = std::vector<std::size_t>{0};
    b.kernel = *res.packB;
    b.global = cl::NDRange(kSteps, (n + std::size_t(g.nwi()) - 1) / std::size_t(g.nwi()));
    b.local = cl::NullRange;
    b.label = "pack B";
    b.inputs = std::vector<std::size_t>{1};
    multiply.kernel = *res.kernel;
    multiply.global = cl::NDRange(plan.globalX, plan.globalY);
    multiply.local = cl::NDRange(plan.local.x, plan.local.y);
    multiply.label = "multiply";
    multiply.inputs = std::vector<std::size_t>{};
    return {a, b, multiply};
}

void createTensorMapOperands(cl::Context& ctx, const QueueSet& qs, const cl::Program& program, const LaunchPlan& plan,
                             bool prepareA, MatmulResources& res, std::string& stage)
{
    const std::size_t n = plan.n, row = plan.tensorMapRowFloats, bytes = n * row * sizeof(float);
    const std::size_t parts = plan.tensorMapsSplit ? 2 : 1; // fp32_tensor: hi, then lo
    stage = "creating the rounded operands";
    res.dBt = cl::Buffer(ctx, CL_MEM_READ_WRITE, parts * bytes);
    res.dAr = prepareA ? cl::Buffer(ctx, CL_MEM_READ_WRITE, parts * bytes) : res.dBt;
    res.dMaps = cl::Buffer(ctx, CL_MEM_READ_ONLY, 2 * parts * sizeof(std::array<std::uint64_t, 16>));
    stage = "reading the operands' device addresses";
    cl::Kernel where(program, "tma_addresses");
    cl::Buffer addresses(ctx, CL_MEM_READ_WRITE, 3 * sizeof(cl_ulong));
    where.setArg(0, res.dA);
    where.setArg(1, res.dAr);
    where.setArg(2, res.dBt);
    where.setArg(3, addresses);
    cl_ulong at[3] = {};
    qs.compute->enqueueNDRangeKernel(where, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
    qs.compute->enqueueReadBuffer(addresses, CL_TRUE, 0, sizeof at, at);
    stage = "encoding the tensor maps";
    // A read by the accelerator itself keeps its own rows of N floats (tensorMapsReadAItself).
    const std::size_t rowA = prepareA ? row : n;
    MatmulMapOperands operands;
    operands.a = prepareA ? at[1] : at[0];
    operands.bt = at[2];
    operands.n = n;
    operands.rowFloats = row;
    operands.aItself = !prepareA;
    operands.split = plan.tensorMapsSplit;
    operands.mwg = std::uint32_t(plan.gemm.mwg);
    operands.nwg = std::uint32_t(plan.gemm.nwg);
    operands.kwg = std::uint32_t(plan.gemm.kwg);
    const auto maps = encodeMatmulMaps(operands, PciLocation{plan.pciDomain, plan.pciBus});
    for (std::size_t i = 0; i < maps.size(); ++i)
        qs.compute->enqueueWriteBuffer(res.dMaps, CL_TRUE, i * sizeof maps[i], sizeof maps[i], maps[i].data());
    stage = "setting kernel arguments";
    res.prepare.emplace(program, "tma_prep");
    res.prepare->setArg(0, cl_int(n));
    res.prepare->setArg(1, cl_int(prepareA ? 1 : 0));
    res.prepare->setArg(2, res.dA);
    res.prepare->setArg(3, res.dB);
    res.prepare->setArg(4, res.dAr);
    res.prepare->setArg(5, res.dBt);
    if (plan.edgeSums) {
        stage = "creating the strips' partial sums";
        const std::size_t partials = edgePartialFloats(n, row, plan.edgeRows, plan.edgeCols, plan.tensorMapPrepBlocks);
        res.dP = cl::Buffer(ctx, CL_MEM_READ_WRITE, partials * sizeof(float));
        res.prepare->setArg(6, res.dP);
    }
    if (plan.kSplit > 1) { // split-K's slices add into C's rows from the first split one, zeroed by tma_prep
        const cl_uint at = plan.edgeSums ? 7 : 6;
        res.prepare->setArg(at, cl_int(splitZeroFirstRow(plan.kSplitWholeRows, std::uint64_t(plan.gemm.mwg))));
        res.prepare->setArg(at + 1, res.dC);
    }
    setMatmulArgs(*res.kernel, n, prepareA ? res.dAr : res.dA, res.dBt, res.dC);
    res.kernel->setArg(4, res.dMaps);
    res.kernel->setArg(5, cl_int(rowA));
}

std::vector<Launch> tensorMapLaunches(const LaunchPlan& plan, MatmulResources& res, bool prepareA,
                                      std::vector<Launch> multiply)
{
    Launch prepare;
    prepare.kernel = *res.prepare;
    prepare.global = cl::NDRange(tmaPrepGlobalX(plan.tensorMapRowFloats),
                                 tmaPrepGlobalY(plan.tensorMapRowFloats, plan.tensorMapPrepBlocks));
    prepare.local = cl::NDRange(32, 8);
    prepare.label = std::string(plan.tensorMapsSplit ? "split A, split B transposed"
                                : prepareA           ? "round A, round B transposed"
                                                     : "round B transposed") +
                    (plan.edgeSums ? ", strips' partial sums" : "") + (plan.kSplit > 1 ? ", zero C's split rows" : "");
    // It reads A where it rounds A and where it sums the strips (their products pass through A).
    prepare.inputs = prepareA || plan.edgeSums ? std::vector<std::size_t>{0, 1} : std::vector<std::size_t>{1};
    if (multiply.size() == 1)
        multiply.front().label = "multiply";
    // First: it also zeroes split-K's rows of C (docs/gemm.md, "C zeroed in tma_prep").
    multiply.insert(multiply.begin(), prepare);
    // A launch beside the chain (edge_sums) adds up what tma_prep wrote into C's strips: it waits
    // for the launch the multiplication follows.
    const auto reader = std::find_if(multiply.begin(), multiply.end(),
                                     [&](const Launch& l) { return l.kernel && (*l.kernel)() == (*res.kernel)(); });
    const std::size_t before = std::size_t(reader - multiply.begin()) - 1;
    for (Launch& l : multiply)
        if (!l.afterPrevious)
            l.afterLaunch = before;
    return multiply;
}

Launch matmulLaunch(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n)
{
    Launch l;
    if (!res.kernel) {
        cl::CommandQueue* queue = qs.compute;
        MatmulResources* r = &res;
        l.hostCall = [queue, r, n] {
            std::int64_t h0 = 0, h1 = 0;
            clblastSgemmTimed(*queue, n, r->dA, r->dB, r->dC, h0, h1);
            return std::make_pair(h0, h1);
        };
        return l;
    }
    l.kernel = *res.kernel;
    l.global = plan.local.dims == 2 ? cl::NDRange(plan.globalX, plan.globalY) : cl::NDRange(plan.globalX);
    l.local = plan.local.dims == 2 ? cl::NDRange(plan.local.x, plan.local.y) : cl::NDRange(plan.local.x);
    return l;
}

std::vector<Launch> splitKLaunches(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n,
                                   bool edges)
{
    Launch zero;
    zero.kernel = *res.zero;
    // The rows from the first split tile row's on: the whole tiles above store their sums.
    const std::uint64_t firstRow = splitZeroFirstRow(plan.kSplitWholeRows, std::uint64_t(plan.gemm.mwg));
    zero.kernel->setArg(0, cl_int(n));
    zero.kernel->setArg(1, cl_int(firstRow));
    zero.kernel->setArg(2, res.dC);
    zero.global = cl::NDRange(zeroCGlobal(n, firstRow));
    zero.local = cl::NDRange(kZeroCGroup);
    zero.label = "zero C";
    zero.inputs = std::vector<std::size_t>{};
    if (edges) {
        std::vector<Launch> l = edgeStripLaunches(qs, plan, res, n);
        l.insert(l.begin(), zero);
        return l;
    }
    Launch multiply = matmulLaunch(qs, plan, res, n);
    multiply.label = "multiply";
    return {zero, multiply};
}

std::vector<Launch> edgeStripLaunches(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n)
{
    Launch multiply = matmulLaunch(qs, plan, res, n);
    multiply.label = "multiply";
    Launch edges;
    edges.kernel = *res.edges;
    if (plan.edgeSums) {
        edges.kernel->setArg(0, cl_int(n));
        edges.kernel->setArg(1, res.dP);
        edges.kernel->setArg(2, res.dC);
        edges.global = cl::NDRange(plan.edgeGroups * kEdgeSumsGroup);
        edges.local = cl::NDRange(kEdgeSumsGroup);
        edges.label = "edge sums";
    } else {
        setMatmulArgs(*edges.kernel, n, res.dA, res.dB, res.dC);
        edges.global = cl::NDRange(plan.edgeGroups * kEdgeGroup);
        edges.local = cl::NDRange(kEdgeGroup);
        edges.label = "edge strips";
    }
    edges.afterPrevious = false; // the strips write no element the tiles write
    return {multiply, edges};
}

} // namespace ndr
