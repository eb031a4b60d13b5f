// vadd_fast: c = a + b with one float4 per work-item (vector loads and stores: a quarter of the
// memory instructions of vadd for the same bytes), the scalar tail handled by the last items.
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, const int n)
{
    const int i = get_global_id(0);
    const int n4 = n / 4;
    if (i < n4) {
        vstore4(vload4(i, a) + vload4(i, b), i, c);
    } else {
        const int t = n4 * 4 + (i - n4);
        if (t < n)
            c[t] = a[t] + b[t];
    }
}
