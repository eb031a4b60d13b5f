// Work-group explorer (issue 4): ids captured on the device by the work_item_ids tool kernel.
#include <algorithm>

#include "engine_impl.hpp"

namespace ndr {

namespace {

bool hasExtension(const DeviceInfo& d, const std::string& name) {
    return std::find(d.extensions.begin(), d.extensions.end(), name) != d.extensions.end();
}

std::string describe(const WorkItemIds& a, const WorkItemIds& b) {
    auto s = [](const WorkItemIds& i) {
        return "global (" + std::to_string(i.globalX) + "," + std::to_string(i.globalY) + ") local (" +
               std::to_string(i.localX) + "," + std::to_string(i.localY) + ") group (" +
               std::to_string(i.groupX) + "," + std::to_string(i.groupY) + ") linear " +
               std::to_string(i.linearGlobal) + "/" + std::to_string(i.linearLocal) + " sub-group " +
               std::to_string(i.subGroup);
    };
    return "device said " + s(a) + ", the NDRange rules give " + s(b);
}

} // namespace

IdCapture Engine::captureIds(const IdCaptureRequest& req, const CancelToken& cancel) {
    auto& impl = *impl_;
    const NDRangeGeometry& r = req.range;
    if (auto why = r.problem(); !why.empty()) throw invalidInput(why);
    const std::size_t wx = req.windowX, wy = req.windowY;
    if (wx >= r.globalX || wy >= r.globalY)
        throw invalidInput("capture window origin (" + std::to_string(wx) + "," + std::to_string(wy) +
                           ") lies outside the NDRange " + r.toString());
    const std::size_t ww = std::min(req.windowWidth ? req.windowWidth : r.globalX, r.globalX - wx);
    const std::size_t wh = std::min(req.windowHeight ? req.windowHeight : r.globalY, r.globalY - wy);
    if (ww * wh > kMaxCapturedItems)
        throw invalidInput("capture window " + std::to_string(ww) + "x" + std::to_string(wh) + " = " +
                           std::to_string(ww * wh) + " work-items exceeds the capture limit of " +
                           std::to_string(kMaxCapturedItems) + " (capture a window of the NDRange instead)");

    const std::size_t idx = impl.resolve(req.platformIndex, req.deviceIndex);
    const DeviceInfo& info = impl.registry.infos()[idx];
    if (r.groupSize() > info.maxWorkGroupSize)
        throw invalidInput("local size " + std::to_string(r.localX) + "x" + std::to_string(r.localY) + " = " +
                           std::to_string(r.groupSize()) + " exceeds CL_DEVICE_MAX_WORK_GROUP_SIZE " +
                           std::to_string(info.maxWorkGroupSize));
    const std::size_t dimLocal[2] = {r.localX, r.localY};
    for (int d = 0; d < r.dims && d < int(info.maxWorkItemSizes.size()); ++d)
        if (dimLocal[d] > info.maxWorkItemSizes[std::size_t(d)])
            throw invalidInput("local size " + std::to_string(dimLocal[d]) + " in dimension " +
                               std::to_string(d) + " exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES[" +
                               std::to_string(d) + "] " +
                               std::to_string(info.maxWorkItemSizes[std::size_t(d)]));

    IdCapture out;
    out.deviceId = info.id();
    out.deviceName = info.name;
    out.range = r;
    out.windowX = wx, out.windowY = wy, out.windowWidth = ww, out.windowHeight = wh;

    cl::Context& ctx = impl.registry.context(idx);
    cl::CommandQueue& q = impl.registry.queue(idx);
    const cl::Device& dev = impl.registry.device(idx);
    const std::string src(embeddedKernelSource("work_item_ids.cl"));
    if (src.empty()) throw runtimeError("kernel file work_item_ids.cl was not embedded in this build");
    // Prefer the device's own sub-group ids; a driver that lists the extension but fails to
    // build get_sub_group_id() falls back to the estimate rather than failing the capture.
    cl::Program program;
    std::string define;
    if (hasExtension(info, "cl_khr_subgroups"))
        define = "-DNDR_SUBGROUPS_KHR", out.subGroupSource = "cl_khr_subgroups";
    else if (hasExtension(info, "cl_intel_subgroups"))
        define = "-DNDR_SUBGROUPS_INTEL", out.subGroupSource = "cl_intel_subgroups";
    if (!define.empty()) {
        try {
            program = impl.programs.get(idx, ctx, dev, src, "-cl-std=CL1.2 " + define);
            out.subGroupsFromDevice = true;
        } catch (const Error&) {
            define.clear();
        }
    }
    if (cancel.cancelled()) throw Error(ErrorKind::Cancelled, "cancelled");
    try {
        if (!out.subGroupsFromDevice) program = impl.programs.get(idx, ctx, dev, src, "-cl-std=CL1.2");
        cl::Kernel k(program, "capture_ids");
        const std::size_t kernelWg = k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev);
        if (r.groupSize() > kernelWg)
            throw invalidInput("local size " + std::to_string(r.groupSize()) +
                               " exceeds this kernel's CL_KERNEL_WORK_GROUP_SIZE " +
                               std::to_string(kernelWg));
        if (!out.subGroupsFromDevice) {
            out.subGroupSize = k.getWorkGroupInfo<CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>(dev);
            if (out.subGroupSize == 0)
                out.subGroupSize = std::max<std::size_t>(1, info.preferredWorkGroupSizeMultiple);
            out.subGroupSource = "estimate: linear local id / preferred work-group size multiple " +
                                 std::to_string(out.subGroupSize);
        }
        const std::size_t fields = 9;
        std::vector<cl_int> host(ww * wh * fields, -7);
        cl::Buffer buf(ctx, CL_MEM_WRITE_ONLY | CL_MEM_COPY_HOST_PTR, host.size() * sizeof(cl_int),
                       host.data());
        k.setArg(0, buf);
        k.setArg(1, cl_int(wx));
        k.setArg(2, cl_int(wy));
        k.setArg(3, cl_int(ww));
        k.setArg(4, cl_int(wh));
        cl::Event ev;
        const cl::NDRange global = r.dims == 1 ? cl::NDRange(r.globalX) : cl::NDRange(r.globalX, r.globalY);
        const cl::NDRange local = r.dims == 1 ? cl::NDRange(r.localX) : cl::NDRange(r.localX, r.localY);
        q.enqueueNDRangeKernel(k, cl::NullRange, global, local, nullptr, &ev);
        q.enqueueReadBuffer(buf, CL_TRUE, 0, host.size() * sizeof(cl_int), host.data());
        if (info.profilingSupported)
            out.kernelMs = double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                  ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                           1e-6;
        out.items.resize(ww * wh);
        for (std::size_t i = 0; i < out.items.size(); ++i) {
            const cl_int* f = &host[i * fields];
            WorkItemIds& id = out.items[i];
            id.globalX = std::uint32_t(f[0]), id.globalY = std::uint32_t(f[1]);
            id.localX = std::uint32_t(f[2]), id.localY = std::uint32_t(f[3]);
            id.groupX = std::uint32_t(f[4]), id.groupY = std::uint32_t(f[5]);
            id.linearGlobal = std::uint32_t(f[6]);
            id.linearLocal = std::uint32_t(f[7]);
            id.subGroup = out.subGroupsFromDevice ? f[8] : std::int32_t(id.linearLocal / out.subGroupSize);
            // An item that never wrote keeps the -7 fill and fails the comparison below.
            WorkItemIds expected = workItemIdsAt(r, wx + i % ww, wy + i / ww, out.subGroupSize);
            if (out.subGroupsFromDevice) expected.subGroup = id.subGroup;
            if (!(id == expected) || f[0] == -7) {
                if (out.mismatches++ == 0) out.firstMismatch = describe(id, expected);
            }
        }
    } catch (const cl::Error& e) {
        throw runtimeError(std::string("OpenCL error while capturing work-item ids: ") + e.what() +
                           " returned " + clErrorName(e.err()));
    }
    return out;
}

} // namespace ndr
