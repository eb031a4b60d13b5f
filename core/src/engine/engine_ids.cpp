// Work-group explorer: ids captured on the device by the work_item_ids tool kernel.
#include <algorithm>
#include <optional>

#include "base/cl_error.hpp"
#include "base/user_paths.hpp"
#include "engine/engine_impl.hpp"
#include "ndr/embedded_kernels.hpp"

namespace ndr {

const char* toString(IdLaunch launch)
{
    switch (launch) {
    case IdLaunch::Uniform:
        return "uniform";
    case IdLaunch::NonUniform:
        return "non-uniform";
    case IdLaunch::Padded:
        return "padded";
    }
    return "uniform";
}

namespace {

// Ints the kernel writes per work-item (kernels/work_item_ids.cl).
constexpr std::size_t kFields = 13;

bool hasExtension(const DeviceInfo& d, const std::string& name)
{
    return std::find(d.extensions.begin(), d.extensions.end(), name) != d.extensions.end();
}

std::string describe(const WorkItemIds& a, const WorkItemIds& b)
{
    auto s = [](const WorkItemIds& i) {
        return "global (" + std::to_string(i.globalX) + "," + std::to_string(i.globalY) + ") local (" +
               std::to_string(i.localX) + "," + std::to_string(i.localY) + ") group (" + std::to_string(i.groupX) +
               "," + std::to_string(i.groupY) + ") local size (" + std::to_string(i.localSizeX) + "," +
               std::to_string(i.localSizeY) + ") linear " + std::to_string(i.linearGlobal) + "/" +
               std::to_string(i.linearLocal) + " sub-group " + std::to_string(i.subGroup);
    };
    return "device said " + s(a) + ", the NDRange rules give " + s(b);
}

// Decides how the requested NDRange runs: as asked, with partial groups, or padded. A ragged
// NDRange on a device without non-uniform work-groups is refused unless padding was asked for.
void planLaunch(const IdCaptureRequest& req, const DeviceInfo& info, IdCapture& out)
{
    const NDRangeGeometry& r = req.range;
    out.requested = out.range = r;
    if (r.uniform()) {
        out.launch = IdLaunch::Uniform;
        return;
    }
    const NDRangeGeometry padded = r.padded();
    if (req.pad) {
        out.launch = IdLaunch::Padded;
        out.range = padded;
        out.launchNote = "padded as asked";
        return;
    }
    if (!info.nonUniformWorkGroups)
        throw Error(ErrorKind::InvalidInput,
                    "global size " + r.toString() +
                        " is not a multiple of the local size in every dimension, "
                        "and device " +
                        info.id() + " (" + info.name +
                        ") cannot launch a partial last work-group: "
                        "it has no non-uniform work-groups (" +
                        info.nonUniformWorkGroupsSource + "). The padded NDRange " + padded.toString() +
                        " runs on every device; its " + std::to_string(padded.itemCount() - r.itemCount()) +
                        " extra work-items lie outside the requested range",
                    kNonUniformWorkGroupLimit);
    out.launch = IdLaunch::NonUniform;
    out.launchNote = info.nonUniformWorkGroupsSource;
}

void checkGroupLimits(const NDRangeGeometry& r, const DeviceInfo& info)
{
    if (r.groupSize() > info.maxWorkGroupSize)
        throw limitError("local size " + std::to_string(r.localX) + "x" + std::to_string(r.localY) + " = " +
                             std::to_string(r.groupSize()) + " exceeds CL_DEVICE_MAX_WORK_GROUP_SIZE " +
                             std::to_string(info.maxWorkGroupSize),
                         "CL_DEVICE_MAX_WORK_GROUP_SIZE", info.maxWorkGroupSize, r.groupSize());
    const std::size_t dimLocal[2] = {r.localX, r.localY};
    for (int d = 0; d < r.dims && d < int(info.maxWorkItemSizes.size()); ++d)
        if (dimLocal[d] > info.maxWorkItemSizes[std::size_t(d)])
            throw limitError("local size " + std::to_string(dimLocal[d]) + " in dimension " + std::to_string(d) +
                                 " exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES[" + std::to_string(d) + "] " +
                                 std::to_string(info.maxWorkItemSizes[std::size_t(d)]),
                             "CL_DEVICE_MAX_WORK_ITEM_SIZES[" + std::to_string(d) + "]",
                             info.maxWorkItemSizes[std::size_t(d)], dimLocal[d]);
}

// The captured window inside the launched NDRange, bounded by kMaxCapturedItems.
void resolveWindow(const IdCaptureRequest& req, IdCapture& out)
{
    const NDRangeGeometry& r = out.range;
    const std::size_t wx = req.windowX, wy = req.windowY;
    if (wx >= r.globalX || wy >= r.globalY)
        throw invalidInput("capture window origin (" + std::to_string(wx) + "," + std::to_string(wy) +
                           ") lies outside the NDRange " + r.toString());
    const std::size_t ww = std::min(req.windowWidth ? req.windowWidth : r.globalX, r.globalX - wx);
    const std::size_t wh = std::min(req.windowHeight ? req.windowHeight : r.globalY, r.globalY - wy);
    if (ww * wh > kMaxCapturedItems)
        throw limitError("capture window " + std::to_string(ww) + "x" + std::to_string(wh) + " = " +
                             std::to_string(ww * wh) + " work-items exceeds the capture limit of " +
                             std::to_string(kMaxCapturedItems) + " (capture a window of the NDRange instead)",
                         kCaptureLimit, kMaxCapturedItems, ww * wh);
    out.windowX = wx, out.windowY = wy, out.windowWidth = ww, out.windowHeight = wh;
}

// Builds the tool kernel: -cl-std=CL1.2 for uniform groups, CL2.0 (else CL3.0) where groups may
// be partial. The device's own sub-group ids are preferred; a driver that lists the extension but
// fails to build get_sub_group_id() falls back to the estimate rather than failing the capture.
cl::Program buildCaptureProgram(ProgramCache& cache, std::size_t idx, const cl::Context& ctx, const cl::Device& dev,
                                const DeviceInfo& info, IdCapture& out)
{
    const std::string src(embeddedKernelSource("work_item_ids.cl"));
    if (src.empty())
        throw runtimeError("kernel file work_item_ids.cl was not embedded in this build");
    std::vector<std::string> stds = {"-cl-std=CL1.2"};
    if (out.launch == IdLaunch::NonUniform)
        stds = {"-cl-std=CL2.0 -DNDR_NON_UNIFORM", "-cl-std=CL3.0 -DNDR_NON_UNIFORM"};
    std::vector<std::pair<std::string, std::string>> subGroups; // (define, source)
    if (hasExtension(info, "cl_khr_subgroups"))
        subGroups.emplace_back("-DNDR_SUBGROUPS_KHR", "cl_khr_subgroups");
    else if (hasExtension(info, "cl_intel_subgroups"))
        subGroups.emplace_back("-DNDR_SUBGROUPS_INTEL", "cl_intel_subgroups");
    subGroups.emplace_back("", "");
    std::optional<Error> last;
    for (const auto& [define, source] : subGroups)
        for (const std::string& standard : stds) {
            const std::string options = define.empty() ? standard : standard + " " + define;
            try {
                cl::Program program = cache.get(idx, ctx, dev, src, options);
                out.buildOptions = options;
                out.subGroupsFromDevice = !define.empty();
                if (out.subGroupsFromDevice)
                    out.subGroupSource = source;
                return program;
            } catch (const Error& e) {
                last = e;
            }
        }
    if (out.launch == IdLaunch::NonUniform)
        throw runtimeError("device " + info.id() + " reports non-uniform work-groups (" + out.launchNote +
                           ") but builds the id kernel with neither -cl-std=CL2.0 nor -cl-std=CL3.0: " + last->what());
    throw *last;
}

// Reads the kernel's fields back into out.items and checks each against the NDRange rules.
void decodeAndVerify(const std::vector<cl_int>& host, IdCapture& out)
{
    const NDRangeGeometry& r = out.range;
    out.items.resize(out.windowWidth * out.windowHeight);
    for (std::size_t i = 0; i < out.items.size(); ++i) {
        const cl_int* f = &host[i * kFields];
        WorkItemIds& id = out.items[i];
        id.globalX = std::uint32_t(f[0]), id.globalY = std::uint32_t(f[1]);
        id.localX = std::uint32_t(f[2]), id.localY = std::uint32_t(f[3]);
        id.groupX = std::uint32_t(f[4]), id.groupY = std::uint32_t(f[5]);
        id.linearGlobal = std::uint32_t(f[6]);
        id.linearLocal = std::uint32_t(f[7]);
        id.subGroup = out.subGroupsFromDevice ? f[8] : std::int32_t(id.linearLocal / out.subGroupSize);
        id.localSizeX = std::uint32_t(f[9]), id.localSizeY = std::uint32_t(f[10]);
        // An item that never wrote keeps the -7 fill and fails the comparison below.
        WorkItemIds expected =
            workItemIdsAt(r, out.windowX + i % out.windowWidth, out.windowY + i / out.windowWidth, out.subGroupSize);
        if (out.subGroupsFromDevice)
            expected.subGroup = id.subGroup;
        // global = group * enqueued local size + local id: the enqueued size is the request's.
        const bool enqueued = std::size_t(f[11]) == r.localX && std::size_t(f[12]) == r.localY;
        if (!(id == expected) || f[0] == -7 || !enqueued) {
            if (out.mismatches++ == 0)
                out.firstMismatch = enqueued ? describe(id, expected)
                                             : "device said get_enqueued_local_size (" + std::to_string(f[11]) + "," +
                                                   std::to_string(f[12]) + "), the request was (" +
                                                   std::to_string(r.localX) + "," + std::to_string(r.localY) + ")";
        }
    }
}

} // namespace

void Engine::simulateUniformWorkGroupsOnly() { impl_->registry.simulateUniformWorkGroupsOnly(); }

IdCapture Engine::captureIds(const IdCaptureRequest& req, const CancelToken& cancel)
{
    auto& impl = *impl_;
    if (auto why = req.range.problem(); !why.empty())
        throw invalidInput(why);
    const std::size_t idx = impl.resolve(req.platformIndex, req.deviceIndex);
    const DeviceInfo& info = impl.registry.infos()[idx];
    IdCapture out;
    out.deviceId = info.id();
    out.deviceName = info.name;
    planLaunch(req, info, out);
    resolveWindow(req, out);
    const NDRangeGeometry& r = out.range;
    checkGroupLimits(r, info);

    cl::Context& ctx = impl.registry.context(idx);
    cl::CommandQueue& q = impl.registry.queue(idx);
    const cl::Device& dev = impl.registry.device(idx);
    cl::Program program = buildCaptureProgram(impl.programs, idx, ctx, dev, info, out);
    if (cancel.cancelled())
        throw Error(ErrorKind::Cancelled, "cancelled");
    try {
        cl::Kernel k(program, "capture_ids");
        const std::size_t kernelWg = k.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(dev);
        if (r.groupSize() > kernelWg)
            throw limitError("local size " + std::to_string(r.groupSize()) +
                                 " exceeds this kernel's CL_KERNEL_WORK_GROUP_SIZE " + std::to_string(kernelWg),
                             "CL_KERNEL_WORK_GROUP_SIZE", kernelWg, r.groupSize());
        if (!out.subGroupsFromDevice) {
            out.subGroupSize = k.getWorkGroupInfo<CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>(dev);
            if (out.subGroupSize == 0)
                out.subGroupSize = std::max<std::size_t>(1, info.preferredWorkGroupSizeMultiple);
            out.subGroupSource =
                "estimate: linear local id / preferred work-group size multiple " + std::to_string(out.subGroupSize);
        }
        std::vector<cl_int> host(out.windowWidth * out.windowHeight * kFields, -7);
        cl::Buffer buf(ctx, CL_MEM_WRITE_ONLY | CL_MEM_COPY_HOST_PTR, host.size() * sizeof(cl_int), host.data());
        k.setArg(0, buf);
        k.setArg(1, cl_int(out.windowX));
        k.setArg(2, cl_int(out.windowY));
        k.setArg(3, cl_int(out.windowWidth));
        k.setArg(4, cl_int(out.windowHeight));
        cl::Event ev;
        const cl::NDRange global = r.dims == 1 ? cl::NDRange(r.globalX) : cl::NDRange(r.globalX, r.globalY);
        const cl::NDRange local = r.dims == 1 ? cl::NDRange(r.localX) : cl::NDRange(r.localX, r.localY);
        q.enqueueNDRangeKernel(k, cl::NullRange, global, local, nullptr, &ev);
        q.enqueueReadBuffer(buf, CL_TRUE, 0, host.size() * sizeof(cl_int), host.data());
        if (info.profilingSupported)
            out.kernelMs = double(ev.getProfilingInfo<CL_PROFILING_COMMAND_END>() -
                                  ev.getProfilingInfo<CL_PROFILING_COMMAND_START>()) *
                           1e-6;
        decodeAndVerify(host, out);
    } catch (const cl::Error& e) {
        throw openclFailure("capturing work-item ids", e.what(), e.err());
    }
    return out;
}

} // namespace ndr
