// add_on_load: half the work-items of sequential sat idle after the first step. Here each
// work-item adds two elements while loading (a group covers 2 x local elements), so every
// work-item does useful work and half as many groups are launched.
__kernel void reduce(__global const float* in, __global float* partials, __local float* scratch, const int n)
{
    const int lid = get_local_id(0);
    const int size = get_local_size(0);
    const int i = get_group_id(0) * size * 2 + lid;
    float v = i < n ? in[i] : 0.0f;
    if (i + size < n)
        v += in[i + size];
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = size / 2; stride > 0; stride >>= 1) {
        if (lid < stride)
            scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partials[get_group_id(0)] = scratch[0];
}
