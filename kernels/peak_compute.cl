// Peak FP32 arithmetic: each work-item runs ITER rounds of 16 dependent multiply-adds on a
// VW-wide vector; with enough work-items resident the latency of each chain is hidden and the
// FMA units stay full. FLOPs = global size x ITER x 16 x 2 x VW. The result is stored so the
// compiler cannot drop the chain.
#ifndef VW
#error "VW must be defined (1, 2, 4, 8 or 16)"
#endif
#ifndef ITER
#error "ITER must be defined"
#endif
#if VW == 1
typedef float vec_t;
#elif VW == 2
typedef float2 vec_t;
#elif VW == 4
typedef float4 vec_t;
#elif VW == 8
typedef float8 vec_t;
#else
typedef float16 vec_t;
#endif
__kernel void fma_chain(__global float* out, const float seed)
{
    vec_t x = (vec_t)(seed + (float)get_global_id(0) * 1e-7f);
    vec_t y = (vec_t)(seed * 0.5f);
    for (int i = 0; i < ITER; ++i) {
        x = mad(y, x, y); y = mad(x, y, x); x = mad(y, x, y); y = mad(x, y, x);
        x = mad(y, x, y); y = mad(x, y, x); x = mad(y, x, y); y = mad(x, y, x);
        x = mad(y, x, y); y = mad(x, y, x); x = mad(y, x, y); y = mad(x, y, x);
        x = mad(y, x, y); y = mad(x, y, x); x = mad(y, x, y); y = mad(x, y, x);
    }
#if VW == 1
    out[get_global_id(0)] = x + y;
#else
    vec_t s = x + y;
    float t = 0.0f;
    for (int k = 0; k < VW; ++k)
        t += ((float*)&s)[k];
    out[get_global_id(0)] = t;
#endif
}
