// work_item_ids: a tool kernel of the work-group explorer, not a benchmark variant (it has no
// catalogue entry). Every work-item of the NDRange runs; those inside the window
// [x0, x0+w) x [y0, y0+h) write what OpenCL tells them about themselves, so the explorer shows
// ids the device produced rather than ids computed on the host (seed 003's get-global-id demo).
// NDR_SUBGROUPS is defined only when the device reports cl_khr_subgroups or cl_intel_subgroups.
// NDR_NON_UNIFORM is defined when the NDRange may have partial work-groups: the program is then
// built with -cl-std=CL2.0 (or CL3.0), where get_local_size of a partial group is its own size
// and get_enqueued_local_size the size the host asked for.
#if defined(NDR_SUBGROUPS_KHR)
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#elif defined(NDR_SUBGROUPS_INTEL)
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#endif
#define FIELDS 13
__kernel void capture_ids(__global int* out, const int x0, const int y0, const int w, const int h)
{
    const int gx = get_global_id(0);
    const int gy = get_global_id(1); // 0 in a 1-D NDRange
    if (gx < x0 || gx >= x0 + w || gy < y0 || gy >= y0 + h)
        return;
    __global int* r = out + ((size_t)(gy - y0) * (size_t)w + (size_t)(gx - x0)) * FIELDS;
    const int lx = get_local_id(0);
    const int ly = get_local_id(1);
    r[0] = gx;
    r[1] = gy;
    r[2] = lx;
    r[3] = ly;
    r[4] = get_group_id(0);
    r[5] = get_group_id(1);
    r[6] = gy * (int)get_global_size(0) + gx; // get_global_linear_id is OpenCL 2.0
    r[7] = ly * (int)get_local_size(0) + lx;  // get_local_linear_id likewise
#if defined(NDR_SUBGROUPS_KHR) || defined(NDR_SUBGROUPS_INTEL)
    r[8] = (int)get_sub_group_id();
#else
    r[8] = -1;
#endif
    r[9] = (int)get_local_size(0);
    r[10] = (int)get_local_size(1);
#if defined(NDR_NON_UNIFORM)
    r[11] = (int)get_enqueued_local_size(0);
    r[12] = (int)get_enqueued_local_size(1);
#else
    // Without partial groups every group has the enqueued size.
    r[11] = (int)get_local_size(0);
    r[12] = (int)get_local_size(1);
#endif
}
