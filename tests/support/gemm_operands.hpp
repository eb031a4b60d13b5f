#pragma once
// The operands of the tests that launch GEMM kernels of their own (the tensor kernels' emulation):
// A and B in [-1, 1] and not TF32-exact (sines and cosines of the element's index), C filled with
// NaN so that an element no kernel writes stays visible, and their buffers on `ctx`. Include after
// defining CL_HPP_ENABLE_EXCEPTIONS where the test needs it.
#include <CL/opencl.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "model/launch_bounds.hpp"

struct GemmOperands {
    GemmOperands(const cl::Context& ctx, std::size_t size)
        : n(size), a(size * size), b(size * size), c(size * size, NAN)
    {
        for (std::size_t i = 0; i < n * n; ++i) {
            a[i] = float(std::sin(0.37 * double(i) + 0.1));
            b[i] = float(std::cos(0.91 * double(i) + 0.2));
        }
        dA = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes(), a.data());
        dB = cl::Buffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes(), b.data());
        dC = cl::Buffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes(), c.data());
    }
    std::size_t bytes() const { return n * n * sizeof(float); }
    // The arguments every GEMM kernel of the program takes: (N, A, B, C).
    void setArgs(cl::Kernel& k) const
    {
        k.setArg(0, cl_int(n));
        k.setArg(1, dA);
        k.setArg(2, dB);
        k.setArg(3, dC);
    }
    // C's rows from firstRow on zeroed by the program's zero_c, as the engine does before split-K's
    // slices add into them where tma_prep does not (the rows above keep their NaN for the whole
    // tiles to overwrite).
    void zeroC(cl::CommandQueue& q, const cl::Program& prog, std::size_t firstRow = 0) const
    {
        cl::Kernel zero(prog, "zero_c");
        zero.setArg(0, cl_int(n));
        zero.setArg(1, cl_int(firstRow));
        zero.setArg(2, dC);
        q.enqueueNDRangeKernel(zero, cl::NullRange, cl::NDRange(ndr::zeroCGlobal(n, firstRow)),
                               cl::NDRange(ndr::kZeroCGroup));
    }
    // C read back into c.
    void readC(cl::CommandQueue& q) { q.enqueueReadBuffer(dC, CL_TRUE, 0, bytes(), c.data()); }
    // The largest |c - A B| (B's product in double precision; infinity for a NaN) over every row up
    // to N = 70, above that 16 rows spread over the matrix and the last one.
    double maxErrorOfCheckedRows() const
    {
        std::vector<std::size_t> check;
        for (std::size_t r = 0; r < n; r += n <= 70 ? 1 : n / 16)
            check.push_back(r);
        check.push_back(n - 1);
        return maxErrorOf(check, 0, n);
    }

    // The largest error of C's rows `rows` in columns [col0, col1) against a double-precision
    // product (infinite where an element is NaN).
    double maxErrorOf(const std::vector<std::size_t>& rows, std::size_t col0, std::size_t col1) const
    {
        double maxErr = 0;
        for (std::size_t r : rows)
            for (std::size_t col = col0; col < col1; ++col) {
                double ref = 0;
                for (std::size_t kk = 0; kk < n; ++kk)
                    ref += double(a[r * n + kk]) * double(b[kk * n + col]);
                const double e = std::fabs(double(c[r * n + col]) - ref);
                maxErr = std::isnan(e) ? INFINITY : std::max(maxErr, e);
            }
        return maxErr;
    }

    // Where C's last rm rows and rn columns come from edge strips: every element of both strips.
    double maxErrorOfStrips(std::size_t rm, std::size_t rn) const
    {
        std::vector<std::size_t> bottom, all;
        for (std::size_t r = 0; r < n; ++r)
            (r >= n - rm ? bottom : all).push_back(r);
        return std::max(maxErrorOf(bottom, 0, n), maxErrorOf(all, n - rn, n));
    }

    std::size_t n;
    std::vector<float> a, b, c;
    cl::Buffer dA, dB, dC;
};
