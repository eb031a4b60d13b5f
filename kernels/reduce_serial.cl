// serial: one work-item adds all n values - the anti-pattern seed 000 sample 05 opens with.
// Zero parallelism: the whole device waits on one thread, and a float running sum loses the low
// bits of every addend once it grows large.
__kernel void reduce(__global const float* in, __global float* partials, __local float* scratch, const int n)
{
    (void)scratch;
    if (get_global_id(0) != 0)
        return;
    float sum = 0.0f;
    for (int i = 0; i < n; ++i)
        sum += in[i];
    partials[0] = sum;
}
