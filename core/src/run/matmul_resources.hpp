#pragma once
#include <CL/opencl.hpp>

#include <cstddef>
#include <optional>

#include "run/aligned_floats.hpp"

namespace ndr {

// Everything enqueued commands read or write: owned jointly with the watchdog, which hands it to
// the abandoned queue if the run is given up while commands are still in flight.
struct MatmulResources {
    explicit MatmulResources(std::size_t elems) : hA(elems), hB(elems), hC(elems) {}
    AlignedFloats hA, hB, hC;
    cl::Buffer dA, dB, dC;
    std::optional<cl::Kernel> kernel; // none for external (library) variants
    std::optional<cl::Kernel> zero;   // split-K: the program's zero_c, run before each launch (not with tma_prep)
    // Edge strips: the program's edge_strips beside each launch, or, in the tensor-memory form,
    // edge_sums adding up the strips' partial sums that tma_prep writes into dP.
    std::optional<cl::Kernel> edges;
    // Variant::packedPanels: the packing kernels and the panel buffers they fill.
    std::optional<cl::Kernel> packA, packB;
    cl::Buffer dAp, dBp;
    // The tensor-memory form: tma_prep, its rounded operands (B^T; A where it prepares A; for
    // fp32_tensor hi and lo of each) and the two or four tensor maps the multiplication reads them
    // through; dP the edge strips' partial sums, which tma_prep writes.
    std::optional<cl::Kernel> prepare;
    cl::Buffer dAr, dBt, dMaps, dP;
};

} // namespace ndr
