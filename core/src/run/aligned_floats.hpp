#pragma once
#include <cstddef>
#include <cstdlib>
#include <memory>

#include "ndr/device_info.hpp"
#include "ndr/errors.hpp"

namespace ndr {

// Page-aligned host memory: CL_MEM_USE_HOST_PTR may only be zero-copy on aligned pointers.
struct AlignedFloats {
    explicit AlignedFloats(std::size_t count)
    {
        const std::size_t bytes = ((count * sizeof(float) + 4095) / 4096) * 4096;
        ptr.reset(static_cast<float*>(std::aligned_alloc(4096, bytes ? bytes : 4096)));
        if (!ptr)
            throw runtimeError("out of host memory allocating " + formatBytes(bytes));
    }
    float* data() { return ptr.get(); }
    struct Free {
        void operator()(float* p) const { std::free(p); }
    };
    std::unique_ptr<float, Free> ptr;
};

} // namespace ndr
