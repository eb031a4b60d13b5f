// sequential: seed 000 sample 05's kernel. The stride halves from size/2 to 1 and the first
// `stride` work-items add, so the active work-items stay contiguous (whole warps retire together)
// and read consecutive local words (no bank conflicts).
__kernel void reduce(__global const float* in, __global float* partials, __local float* scratch, const int n)
{
    const int gid = get_global_id(0);
    const int lid = get_local_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int stride = get_local_size(0) / 2; stride > 0; stride >>= 1) {
        if (lid < stride)
            scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partials[get_group_id(0)] = scratch[0];
}
