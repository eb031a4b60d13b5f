// tiled_padded: seed 004 keeps B's tile transposed (local_B_T), so the inner loop reads it down a
// column: work-items lx = 0,1,2... hit addresses TILE floats apart, i.e. the same local-memory bank
// when TILE is a multiple of the bank count. One extra float per row (TILE+1 pitch) spreads them
// over all banks. Course: seed 004 "Avoid bank conflicts".
#ifndef TILE
#error "TILE must be defined (-DTILE=local size)"
#endif
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
{
    __local float Asub[TILE][TILE + 1];
    __local float BsubT[TILE][TILE + 1];
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
        BsubT[lx][ly] = (bRow < N && col < N) ? B[bRow * N + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; ++k)
            sum += Asub[ly][k] * BsubT[lx][k];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < N && col < N)
        C[row * N + col] = sum;
}
