// row_private: one work-item per row, the row of A copied into private memory first.
// Course: seed 002 exercise 7. ROW_LEN (= N) sizes the private array; N floats per work-item is
// far more than a GPU's registers, so the compiler spills Awrk to (cached) global memory, as
// the slides' footnote warns.
#ifndef ROW_LEN
#error "ROW_LEN must be defined (-DROW_LEN=N)"
#endif
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int i = get_global_id(0);
    if (i >= N)
        return;
    float Awrk[ROW_LEN];
    for (int k = 0; k < N; ++k)
        Awrk[k] = A[i * N + k];
    for (int j = 0; j < N; ++j) {
        float tmp = 0.0f;
        for (int k = 0; k < N; ++k)
            tmp += Awrk[k] * B[k * N + j];
        C[i * N + j] = tmp;
    }
}
