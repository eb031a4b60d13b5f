// Peak FP32 arithmetic: each work-item runs CHAINS independent chains of fused multiply-adds on
// VW-wide vectors, ITER rounds of 16 steps each. One chain is a string of dependent FMAs, so it
// issues one FMA per FMA latency: a GPU hides that latency with the work-items of other warps, a
// CPU core only with independent chains in the same work-item (an FMA unit of 4 cycles' latency
// and two per core needs 8 in flight), which is why the engine searches CHAINS as well as VW and
// the local size. FLOPs = global size x ITER x 16 x CHAINS x 2 x VW.
//
// The chains start from different values in every lane (a per-lane offset), so no compiler can
// prove two chains or two lanes equal and compute them once; the sum of all of them is stored, so
// none can be dropped. x -> x*m + a with m just below 1 converges, never overflowing or reaching
// denormals.
#ifndef VW
#error "VW must be defined (1, 2, 4, 8 or 16)"
#endif
#ifndef ITER
#error "ITER must be defined"
#endif
#ifndef CHAINS
#error "CHAINS must be defined"
#endif
#if VW == 1
typedef float vec_t;
#define LANES (vec_t)(0.0f)
#elif VW == 2
typedef float2 vec_t;
#define LANES (vec_t)(0.0f, 1.0f)
#elif VW == 4
typedef float4 vec_t;
#define LANES (vec_t)(0.0f, 1.0f, 2.0f, 3.0f)
#elif VW == 8
typedef float8 vec_t;
#define LANES (vec_t)(0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f)
#else
typedef float16 vec_t;
#define LANES                                                                                                  \
    (vec_t)(0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f, 8.0f, 9.0f, 10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f)
#endif

__kernel void fma_chains(__global float* out, const float seed)
{
    const vec_t start = (vec_t)(seed + (float)get_global_id(0) * 1e-7f) + LANES * 1e-5f;
    const vec_t m = (vec_t)(1.0f - seed * 1e-4f), a = (vec_t)(seed * 1e-4f);
    vec_t x[CHAINS];
#pragma unroll
    for (int c = 0; c < CHAINS; ++c)
        x[c] = start + (vec_t)((float)c * 1e-3f);
    for (int i = 0; i < ITER; ++i) {
#pragma unroll
        for (int s = 0; s < 16; ++s) {
#pragma unroll
            for (int c = 0; c < CHAINS; ++c)
                x[c] = fma(x[c], m, a);
        }
    }
    vec_t sum = x[0];
#pragma unroll
    for (int c = 1; c < CHAINS; ++c)
        sum += x[c];
#if VW == 1
    out[get_global_id(0)] = sum;
#else
    float t = 0.0f;
    for (int k = 0; k < VW; ++k)
        t += ((float*)&sum)[k];
    out[get_global_id(0)] = t;
#endif
}
