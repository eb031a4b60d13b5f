// naive_global_acc: like naive, but the running sum lives in C itself (global memory), so every
// step of the k-loop is a global read-modify-write. Course: seed 004's first program.
// The seed relied on a zero-filled buffer; this kernel clears its element first so repeated
// launches stay correct.
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    C[row * N + col] = 0.0f;
    for (int k = 0; k < N; ++k)
        C[row * N + col] += A[row * N + k] * B[k * N + col];
}
