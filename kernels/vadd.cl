// vadd: c = a + b, one work-item per element (seed 002 exercise 1). Two loads and a store per
// add: the purest measure of global-memory bandwidth.
__kernel void vadd(__global const float* a, __global const float* b, __global float* c, const int n)
{
    const int i = get_global_id(0);
    if (i < n)
        c[i] = a[i] + b[i];
}
