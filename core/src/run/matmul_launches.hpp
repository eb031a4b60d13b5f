#pragma once
// The launches of a GEMM run's repetition, by the plan's form: the kernel's arguments, the packing
// kernels of packed panels, the tensor-memory form's rounded operands and maps, split-K's zeroing
// and slices, and the edge strips beside the tiles (runMatmulCommands enqueues them).
#include <CL/opencl.hpp>

#include <cstddef>
#include <string>
#include <vector>

#include "plan/validator.hpp"
#include "run/command_timing.hpp"
#include "run/launch_pipeline.hpp"
#include "run/matmul_resources.hpp"

namespace ndr {

// A kernel's four arguments in the order every matmul kernel of the catalogue takes them: N, A,
// B, C.
void setMatmulArgs(cl::Kernel& kernel, std::size_t n, const cl::Buffer& a, const cl::Buffer& b, const cl::Buffer& c);

// The packing kernels of a packedPanels variant, their panel buffers and the multiply's
// arguments (N, the panels of A and B, C).
void createPanels(cl::Context& ctx, const cl::Program& program, const LaunchPlan& plan, MatmulResources& res,
                  std::string& stage);

// A packedPanels repetition: pack A (after A's write), pack B (after B's), then the multiply.
// Each packing work-item copies one panel over KWG values of k; the driver picks their
// work-groups.
std::vector<Launch> panelLaunches(const LaunchPlan& plan, MatmulResources& res);

// The tensor-memory form's workspaces, their tensor maps and the kernels' arguments: tma_prep (N,
// whether it rounds A, A, B, Ar, Bt, with strips their partial sums and, with split-K, the first
// row of C it zeroes and C) and the multiplication
// (N, A or Ar, Bt, C, the maps, A's row). The maps hold device addresses, which the program's
// tma_addresses reports.
void createTensorMapOperands(cl::Context& ctx, const QueueSet& qs, const cl::Program& program, const LaunchPlan& plan,
                             bool prepareA, MatmulResources& res, std::string& stage);

// The tensor-memory form's repetition: tma_prep over blocks of 32 x 32 of the rounded operands
// first (zeroing split-K's rows of C too), then the multiplication, edge_sums beside the
// multiplication waiting for the launch before it. Both are kernels: rounding B transposed is
// part of computing C this way.
std::vector<Launch> tensorMapLaunches(const LaunchPlan& plan, MatmulResources& res, bool prepareA,
                                      std::vector<Launch> multiply);

// The one launch of a repetition: the kernel on the plan's NDRange, or the library call of an
// external variant (clFinish before and after: the validator keeps it on one in-order queue,
// which the library's own helper kernels rely on).
Launch matmulLaunch(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n);

// Split-K's launches: the program's zero_c over C (four floats a work-item), then the slices
// adding into it. Both are kernels, so the repetition's kernel time runs from the zeroing's START
// to the multiplication's END: zeroing is part of computing C this way. With `edges` (the
// tensor-memory form's strips, summed by edge_sums) the strips' launches follow
// (edgeStripLaunches). Not in the tensor-memory form, whose tma_prep zeroes the rows itself.
std::vector<Launch> splitKLaunches(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n,
                                   bool edges);

// Edge strips' launches: the whole tiles inside C, and the program's edge_strips over the rows and
// columns past them on the side queue, not waiting for the tiles (they write other elements of C):
// the device may run both at once. The repetition's kernel time runs from the earliest START to the
// latest END. In the tensor-memory form edge_sums takes edge_strips' place: it adds up the partial
// sums tma_prep writes, so it waits for tma_prep (tensorMapLaunches), not for the tiles.
std::vector<Launch> edgeStripLaunches(const QueueSet& qs, const LaunchPlan& plan, MatmulResources& res, std::size_t n);

} // namespace ndr
