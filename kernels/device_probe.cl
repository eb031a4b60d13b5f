// A trivial kernel built once per device to read CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
// which OpenCL 1.2 only reports for a built kernel.
__kernel void probe(__global float* x) { x[get_global_id(0)] += 1.0f; }
