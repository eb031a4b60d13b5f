// A user kernel for `ndrange-bench run --kernel-file docs/examples/my_matmul.cl --n 512`
// (docs/user-kernels.md): the contract of the course's naive kernel, here with the k-loop
// unrolled by UNROLL (a build option: --build-options "-DUNROLL=4").
#ifndef UNROLL
#define UNROLL 1
#endif

__kernel void my_matmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N) // the NDRange is padded up to the local size
        return;
    float sum = 0.0f;
    int k = 0;
    for (; k + UNROLL <= N; k += UNROLL)
        for (int u = 0; u < UNROLL; ++u)
            sum += A[row * N + k + u] * B[(k + u) * N + col];
    for (; k < N; ++k)
        sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
}
