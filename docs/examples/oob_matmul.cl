// A deliberately wrong user kernel for "Check with Oclgrind": `k <= N` reads one element past
// each row of A and column of B. PoCL usually runs it without crashing and only the
// verification fails; Oclgrind names the line.
__kernel void oob_matmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    if (row >= N || col >= N)
        return;
    float sum = 0.0f;
    for (int k = 0; k <= N; ++k)
        sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
}
