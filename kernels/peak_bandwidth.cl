// Peak global-memory bandwidth, two figures over VW-wide float vectors.
//
// Read bandwidth (the figure clpeak reports, and the roofline's memory roof): each work-item adds
// up FETCHES loads that lie `stride` vectors apart and stores a single float, so the bytes that
// count are the loads - the whole input buffer once per launch; the stores are 1/(FETCHES x VW)
// of that and are not counted. Two strides cover the two ways a device likes its loads:
//   read_group_stride: stride = the work-group size; each work-group sums one contiguous block
//                      of FETCHES x local-size vectors (a CPU core walks its block in order);
//   read_grid_stride:  stride = the global size; every round of loads sweeps the whole buffer
//                      with neighbouring work-items on neighbouring vectors (GPU coalescing).
// The host times both and keeps the faster. With the input filled with 1.0f, every stored sum
// is FETCHES x VW, which the host checks.
//
// Copy bandwidth: one vector read and one written per work-item; bytes = read + written.
#ifndef VW
#error "VW must be defined (1, 2, 4, 8 or 16)"
#endif
#if !defined(FETCHES) || FETCHES % 4 != 0
#error "FETCHES must be defined as a multiple of 4"
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

// The sum of a vector's lanes, halving the width each step.
inline float lanes_sum(vec_t v)
{
#if VW == 16
    float8 h8 = v.lo + v.hi;
#elif VW == 8
    float8 h8 = v;
#endif
#if VW >= 8
    float4 h4 = h8.lo + h8.hi;
#elif VW == 4
    float4 h4 = v;
#endif
#if VW >= 4
    float2 h2 = h4.lo + h4.hi;
#elif VW == 2
    float2 h2 = v;
#endif
#if VW >= 2
    return h2.x + h2.y;
#else
    return v;
#endif
}

// FETCHES loads `stride` vectors apart from `first`, in rounds of four. The shape matters on a
// CPU: with a loop of rounds, PoCL keeps one chain of adds per work-item, which is the code it
// makes of clpeak's kernel too; fully unrolled, it vectorizes across work-items instead and the
// narrow widths read 2-3x faster than clpeak reports for the same device. Indices are int, as
// in clpeak (buffers stay far below 2^31 vectors).
inline float strided_sum(__global const vec_t* in, int first, int stride)
{
    vec_t acc = (vec_t)(0.0f);
    int i = first;
    for (int round = 0; round < FETCHES / 4; ++round) {
        acc += in[i];
        i += stride;
        acc += in[i];
        i += stride;
        acc += in[i];
        i += stride;
        acc += in[i];
        i += stride;
    }
    return lanes_sum(acc);
}

__kernel void read_group_stride(__global const vec_t* in, __global float* out)
{
    const int block = (int)get_group_id(0) * (int)get_local_size(0) * FETCHES;
    out[get_global_id(0)] = strided_sum(in, block + (int)get_local_id(0), (int)get_local_size(0));
}

__kernel void read_grid_stride(__global const vec_t* in, __global float* out)
{
    out[get_global_id(0)] = strided_sum(in, (int)get_global_id(0), (int)get_global_size(0));
}

__kernel void copy(__global const vec_t* in, __global vec_t* out)
{
    const size_t i = get_global_id(0);
    out[i] = in[i];
}
