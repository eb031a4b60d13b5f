// vadd3_fused: d = a + b + c in one kernel (seed 002 exercise 3): 3 loads + 1 store per element,
// against 6 loads/stores when the two adds are chained as separate kernels.
__kernel void vadd3(__global const float* a, __global const float* b, __global const float* c,
                    __global float* d, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        d[i] = (a[i] + b[i]) + c[i];
}
