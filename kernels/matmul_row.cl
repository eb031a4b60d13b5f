// row: one work-item per row of C on a 1-D NDRange. Course: seed 002 exercise 6.
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    const int i = get_global_id(0);
    if (i >= N)
        return;
    for (int j = 0; j < N; ++j) {
        float tmp = 0.0f;
        for (int k = 0; k < N; ++k)
            tmp += A[i * N + k] * B[k * N + j];
        C[i * N + j] = tmp;
    }
}
