// tiled: the work-group stages TILExTILE tiles of A and B in local memory and every work-item
// reuses them TILE times. Course: seed 000 sample 06, seed 001, seed 003. Edges are zero-padded,
// so any N works.
#ifndef TILE
#error "TILE must be defined (-DTILE=local size)"
#endif
__kernel void mmul(const int N, __global const float* A, __global const float* B, __global float* C)
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
        barrier(CLK_LOCAL_MEM_FENCE); // tiles complete before anyone reads them
        for (int k = 0; k < TILE; ++k)
            sum += Asub[ly][k] * Bsub[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE); // everyone done before the next tile overwrites them
    }
    if (row < N && col < N)
        C[row * N + col] = sum;
}
