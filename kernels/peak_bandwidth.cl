// Peak global-memory bandwidth, as clpeak measures it: a streaming copy of VW-wide vectors,
// one vector per work-item, every access coalesced. Bytes moved = 2 x buffer size.
#ifndef VW
#error "VW must be defined (1, 2, 4, 8 or 16)"
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
__kernel void copy(__global const vec_t* in, __global vec_t* out)
{
    const size_t i = get_global_id(0);
    out[i] = in[i];
}
