#pragma once
// Small .cl files written to a temporary directory for the user-kernel tests.
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace testfiles {

inline std::string write(const std::string& name, const std::string& text)
{
    const auto dir = std::filesystem::temp_directory_path() / ("ndr_user_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

// The course's naive kernel under another name: the contract every user kernel follows.
inline const char* kNaive = R"CL(
__kernel void my_mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
        sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum * SCALE;
}
)CL";

// Correct result, then a long dependent loop: a kernel that takes SPIN iterations per work-item.
inline const char* kSpin = R"CL(
__kernel void spin(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
        sum += A[row * N + k] * B[k * N + col];
    float x = A[row * N + col];
    for (long i = 0; i < SPIN; ++i)
        x = x * 0.9999999f + 0.5f;
    C[row * N + col] = sum + (x == -7.0f ? 1.0f : 0.0f);
}
)CL";

// Writes through an address no process can have mapped (2^62 bytes past C: not even a canonical
// x86-64 address): on a CPU device the kernel runner faults at once, every time.
inline const char* kCrash = R"CL(
__kernel void wild(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    C[row * N + col + (1L << 60)] = A[0] + B[0];
}
)CL";

// A row stride of N*N instead of N: row 0 is right, every other row lands far past the end of C
// (megabytes at N = 100). What that corrupts, and whether the process notices, is up to the heap.
inline const char* kOutOfBoundsWrite = R"CL(
__kernel void oob_write(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    float sum = 0.0f;
    for (int k = 0; k < N; ++k)
        sum += A[row * N + k] * B[k * N + col];
    C[row * N * N + col] = sum;
}
)CL";

// Seed 004's first program in the contract's argument order: it adds into C, so it is only right
// when C holds zeros as the launch starts.
inline const char* kAccumulate = R"CL(
__kernel void accumulate(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    for (int k = 0; k < N; ++k)
        C[row * N + col] += A[row * N + k] * B[k * N + col];
}
)CL";

} // namespace testfiles
