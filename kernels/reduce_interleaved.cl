// interleaved: the first tree most people write. At step s only work-items whose local id is a
// multiple of 2s add, so active and idle work-items alternate inside every warp (divergence), and
// the active ones hit local memory 2s words apart (bank conflicts).
__kernel void reduce(__global const float* in, __global float* partials, __local float* scratch, const int n)
{
    const int gid = get_global_id(0);
    const int lid = get_local_id(0);
    const int size = get_local_size(0);
    scratch[lid] = gid < n ? in[gid] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < size; s <<= 1) {
        if (lid % (2 * s) == 0)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partials[get_group_id(0)] = scratch[0];
}
