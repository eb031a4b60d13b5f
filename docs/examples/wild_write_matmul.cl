// A user kernel that crashes the process running it, every time, on a CPU device: it writes 2^62
// bytes past C, an address no process can have mapped (not even a canonical x86-64 address).
// User kernels run in the kernel runner, so only that process dies: the run ends with an error
// naming SIGSEGV and an offer to check the kernel with Oclgrind, and the next run works.
//   ndrange-bench run --kernel-file docs/examples/wild_write_matmul.cl --n 100 --local 4x4
__kernel void wild_write(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    C[row * N + col + (1L << 60)] = A[0] + B[0];
}
