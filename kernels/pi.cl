// pi: the integral of 4/(1+x^2) over [0,1] by the midpoint rule with n steps (seed 002
// exercise 10). Each work-item sums ITERS consecutive steps in private memory, the group adds
// them in local memory, and the host adds the group partials.
#ifndef ITERS
#error "ITERS must be defined (-DITERS=steps per work-item)"
#endif
__kernel void pi(__global float* partials, __local float* scratch, const int n, const float step)
{
    const int lid = get_local_id(0);
    const int first = get_global_id(0) * ITERS;
    float sum = 0.0f;
    for (int i = first; i < first + ITERS && i < n; ++i) {
        const float x = ((float)i + 0.5f) * step;
        sum += 4.0f / (1.0f + x * x);
    }
    scratch[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partials[get_group_id(0)] = scratch[0] * step;
}
