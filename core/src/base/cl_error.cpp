#include "base/cl_error.hpp"

#include <CL/cl.h>

namespace ndr {

std::string clStatusName(int code)
{
    const char* name = nullptr;
    switch (code) {
#define NDR_CASE(x)                                                                                                    \
    case x:                                                                                                            \
        name = #x;                                                                                                     \
        break;
        NDR_CASE(CL_SUCCESS)
        NDR_CASE(CL_DEVICE_NOT_FOUND)
        NDR_CASE(CL_DEVICE_NOT_AVAILABLE)
        NDR_CASE(CL_COMPILER_NOT_AVAILABLE)
        NDR_CASE(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        NDR_CASE(CL_OUT_OF_RESOURCES)
        NDR_CASE(CL_OUT_OF_HOST_MEMORY)
        NDR_CASE(CL_PROFILING_INFO_NOT_AVAILABLE)
        NDR_CASE(CL_MEM_COPY_OVERLAP)
        NDR_CASE(CL_IMAGE_FORMAT_MISMATCH)
        NDR_CASE(CL_IMAGE_FORMAT_NOT_SUPPORTED)
        NDR_CASE(CL_BUILD_PROGRAM_FAILURE)
        NDR_CASE(CL_MAP_FAILURE)
        NDR_CASE(CL_MISALIGNED_SUB_BUFFER_OFFSET)
        NDR_CASE(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
        NDR_CASE(CL_COMPILE_PROGRAM_FAILURE)
        NDR_CASE(CL_LINKER_NOT_AVAILABLE)
        NDR_CASE(CL_LINK_PROGRAM_FAILURE)
        NDR_CASE(CL_DEVICE_PARTITION_FAILED)
        NDR_CASE(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
        NDR_CASE(CL_INVALID_VALUE)
        NDR_CASE(CL_INVALID_DEVICE_TYPE)
        NDR_CASE(CL_INVALID_PLATFORM)
        NDR_CASE(CL_INVALID_DEVICE)
        NDR_CASE(CL_INVALID_CONTEXT)
        NDR_CASE(CL_INVALID_QUEUE_PROPERTIES)
        NDR_CASE(CL_INVALID_COMMAND_QUEUE)
        NDR_CASE(CL_INVALID_HOST_PTR)
        NDR_CASE(CL_INVALID_MEM_OBJECT)
        NDR_CASE(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
        NDR_CASE(CL_INVALID_IMAGE_SIZE)
        NDR_CASE(CL_INVALID_SAMPLER)
        NDR_CASE(CL_INVALID_BINARY)
        NDR_CASE(CL_INVALID_BUILD_OPTIONS)
        NDR_CASE(CL_INVALID_PROGRAM)
        NDR_CASE(CL_INVALID_PROGRAM_EXECUTABLE)
        NDR_CASE(CL_INVALID_KERNEL_NAME)
        NDR_CASE(CL_INVALID_KERNEL_DEFINITION)
        NDR_CASE(CL_INVALID_KERNEL)
        NDR_CASE(CL_INVALID_ARG_INDEX)
        NDR_CASE(CL_INVALID_ARG_VALUE)
        NDR_CASE(CL_INVALID_ARG_SIZE)
        NDR_CASE(CL_INVALID_KERNEL_ARGS)
        NDR_CASE(CL_INVALID_WORK_DIMENSION)
        NDR_CASE(CL_INVALID_WORK_GROUP_SIZE)
        NDR_CASE(CL_INVALID_WORK_ITEM_SIZE)
        NDR_CASE(CL_INVALID_GLOBAL_OFFSET)
        NDR_CASE(CL_INVALID_EVENT_WAIT_LIST)
        NDR_CASE(CL_INVALID_EVENT)
        NDR_CASE(CL_INVALID_OPERATION)
        NDR_CASE(CL_INVALID_GL_OBJECT)
        NDR_CASE(CL_INVALID_BUFFER_SIZE)
        NDR_CASE(CL_INVALID_MIP_LEVEL)
        NDR_CASE(CL_INVALID_GLOBAL_WORK_SIZE)
        NDR_CASE(CL_INVALID_PROPERTY)
        NDR_CASE(CL_INVALID_IMAGE_DESCRIPTOR)
        NDR_CASE(CL_INVALID_COMPILER_OPTIONS)
        NDR_CASE(CL_INVALID_LINKER_OPTIONS)
        NDR_CASE(CL_INVALID_DEVICE_PARTITION_COUNT)
#undef NDR_CASE
    case -1001:
        name = "CL_PLATFORM_NOT_FOUND_KHR";
        break;
    default:
        name = "unknown OpenCL error";
    }
    return name;
}

std::string clErrorName(int code) { return clStatusName(code) + " (" + std::to_string(code) + ")"; }

Error openclError(const std::string& message, const std::string& call, int status)
{
    return runtimeError(message).withClCall(call, status, clStatusName(status));
}

Error openclFailure(const std::string& stage, const std::string& call, int status)
{
    return openclError("OpenCL error while " + stage + ": " + call + " returned " + clErrorName(status), call, status);
}

} // namespace ndr
