// fast: as many groups as the device keeps resident, each work-item striding over the whole
// array with float4 loads (many elements per work-item, wide coalesced transactions), then one
// tree per group. A second launch of the same kernel with one group folds the partials, so the
// sum never leaves the device. OpenCL 1.2 has no portable sub-group reduce, so the tree stays in
// local memory.
__kernel void reduce(__global const float* in, __global float* partials, __local float* scratch, const int n)
{
    const int lid = get_local_id(0);
    const int size = get_local_size(0);
    const int stride = get_global_size(0);
    const int n4 = n / 4;
    float4 acc = (float4)(0.0f);
#ifdef CHUNKED
    // CPU devices run one work-item's loop to the end before the next (PoCL), so each work-item
    // takes one contiguous chunk; the GPU's interleaved stride would re-walk every cache line.
    const int per = (n4 + stride - 1) / stride;
    const int begin = min((int)get_global_id(0) * per, n4);
    const int end = min(begin + per, n4);
    for (int i = begin; i < end; ++i)
        acc += vload4(i, in);
#else
    // GPU: neighbouring work-items read neighbouring float4s in every iteration (coalesced).
    for (int i = get_global_id(0); i < n4; i += stride)
        acc += vload4(i, in);
#endif
    // dot() rather than acc.x + acc.y + ...: Oclgrind 21.10's --uninitialized plugin crashes on
    // component extraction from this vector, and the two compile to the same adds.
    float v = dot(acc, (float4)(1.0f));
    // The last n % 4 elements.
    for (int t = n4 * 4 + get_global_id(0); t < n; t += stride)
        v += in[t];
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = size / 2; s > 0; s >>= 1) {
        if (lid < s)
            scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partials[get_group_id(0)] = scratch[0];
}
