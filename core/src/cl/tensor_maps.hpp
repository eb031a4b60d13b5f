#pragma once
// Tensor maps for the tensor-memory accelerator of NVIDIA compute capability 9.0: the 128-byte
// descriptors that cp.async.bulk.tensor reads. Only the CUDA driver encodes them
// (cuTensorMapEncodeTiled); it is loaded at run time from libcuda.so.1, which NVIDIA's driver
// installs beside its OpenCL library, like CLBlast and CBLAS are. Nothing else of CUDA is used: the
// kernels, their buffers and their queues stay OpenCL's.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace ndr {

// The library tried: $NDR_CUDA_DRIVER if set (a test seam: point it at a missing file to simulate
// a machine without the CUDA driver), else libcuda.so.1.
std::string cudaDriverName();

// Empty when the library loads and has every entry point the encoder needs (no CUDA call is made:
// nothing is initialised by asking), else "tensor maps not available: <why>".
std::string tensorMapsUnavailableReason();

// Where the OpenCL device sits on the PCI bus (cl_nv_device_attribute_query), to find the same
// device among CUDA's; -1 where unknown (then the only CUDA device is taken, if there is one).
struct PciLocation {
    int domain = -1, bus = -1;
};

// A row-major matrix of `rows` rows of `rowFloats` floats (a multiple of 4: rows 16-byte aligned),
// at device address `address`, read in boxes of `boxRows` rows x `boxFloats` floats (16 or 32: one
// 64- or 128-byte swizzled row of local memory each), zeros past the matrix. `roundToTf32` makes
// the accelerator round each float to TF32 as it copies it (CUDA's TFLOAT32 element type).
struct TensorMapShape {
    std::uint64_t address = 0;
    std::uint64_t rows = 0, rowFloats = 0;
    std::uint32_t boxRows = 0, boxFloats = 0;
    bool roundToTf32 = false;
};

// The encoded map. Throws Error(Runtime) naming the CUDA call and its status when the driver is
// missing, no CUDA device matches `where`, or the encoder refuses the shape. The device's primary
// CUDA context is retained once for the process (the encoder needs a current context) and made
// current on the calling thread.
std::array<std::uint64_t, 16> encodeTensorMap(const TensorMapShape& shape, PciLocation where);

// The operands of one tensor-memory multiplication (kernels/parts/tensor_wgmma_tma.clh): A, or the
// workspace tma_prep rounds it into, and B^T rounded; with `split` (fp32_tensor) both workspaces
// hold N rows of hi parts, then N rows of lo parts.
struct MatmulMapOperands {
    std::uint64_t a = 0, bt = 0; // device addresses
    std::uint64_t n = 0;         // rows of each (of each half)
    std::uint64_t rowFloats = 0; // a workspace row (the kernel's TMA_LD(N))
    bool aItself = false;        // A read from the caller's matrix (rows of N floats), rounded by the accelerator
    bool split = false;          // hi and lo halves
    std::uint32_t mwg = 0, nwg = 0, kwg = 0; // the tile: A's box of mwg rows, B^T's of nwg, kwg floats wide
};

// The shapes of the maps in the order the kernel reads them: A's and B^T's, then, with `split`, those
// of their lo halves. Nothing is encoded.
std::vector<TensorMapShape> matmulMapShapes(const MatmulMapOperands& o);

// matmulMapShapes encoded (encodeTensorMap), in the same order.
std::vector<std::array<std::uint64_t, 16>> encodeMatmulMaps(const MatmulMapOperands& o, PciLocation where);

} // namespace ndr
