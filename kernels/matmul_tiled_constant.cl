// tiled_constant: the tiled kernel with A and B bound as __constant (seed 004 "Using constant
// memory"). Constant memory is a small cached space made for values every work-item reads at the
// same address; here each item reads different addresses, so whether it helps is the device's
// call. Matrices must fit CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE.
#ifndef TILE
#error "TILE must be defined (-DTILE=local size)"
#endif
__kernel void mmul(const int N, __constant float* A, __constant float* B, __global float* C)
{
    __local float Asub[TILE][TILE];
    __local float Bsub[TILE][TILE];
    const int lx = get_local_id(0);
    const int ly = get_local_id(1);
    const int col = get_global_id(0);
    const int row = get_global_id(1);
    float sum = 0.0f;
    const int tiles = (N + TILE - 1) / TILE;
    for (int t = 0; t < tiles; ++t) {
        const int aCol = t * TILE + lx;
        const int bRow = t * TILE + ly;
        Asub[ly][lx] = (row < N && aCol < N) ? A[row * N + aCol] : 0.0f;
        Bsub[ly][lx] = (bRow < N && col < N) ? B[bRow * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; ++k)
            sum += Asub[ly][k] * Bsub[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < N && col < N)
        C[row * N + col] = sum;
}
