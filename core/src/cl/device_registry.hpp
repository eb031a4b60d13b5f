#pragma once
#include <CL/opencl.hpp>

#include <map>
#include <vector>

#include "cl/abandoned_work.hpp"
#include "ndr/device_info.hpp"
#include "ndr/fault_plan.hpp"

namespace ndr {

// Fills nvComputeMajor/Minor from cl_nv_device_attribute_query when the device offers it.
void readNvComputeCapability(const cl::Device& device, DeviceInfo& info);

// Owns the cl::Device handles behind the public DeviceInfo list, plus one context and one
// profiling-enabled in-order queue per device, created on first use.
class DeviceRegistry {
public:
    // Enumerates; no platform at all gives an empty list, not an error. The plan's noProfiling
    // and noOutOfOrder make every device look as if it lacked those queue properties.
    explicit DeviceRegistry(const FaultPlan& faults = {});
    const std::vector<DeviceInfo>& infos() const { return infos_; }
    const cl::Device& device(std::size_t i) const { return devices_.at(i); }
    // Test seam (Engine::simulateUniformWorkGroupsOnly): every device is reported without
    // non-uniform work-groups, as an OpenCL 1.2 device is.
    void simulateUniformWorkGroupsOnly();
    cl::Context& context(std::size_t i);
    cl::CommandQueue& queue(std::size_t i);
    // For the queue modes: a second in-order queue (transfers of QueueMode::TwoQueues) and an
    // out-of-order queue. outOfOrderQueue returns nullptr when the device's
    // CL_DEVICE_QUEUE_PROPERTIES lacks CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE (or the fault plan
    // says no-ooo).
    cl::CommandQueue& transferQueue(std::size_t i);
    cl::CommandQueue* outOfOrderQueue(std::size_t i);
    // The run on device i was abandoned (watchdog, cancel mid-kernel): its queues and resources are
    // parked until the device finishes them, and the next queue(i) creates a fresh queue.
    void abandonQueue(std::size_t i, std::shared_ptr<void> resources);

private:
    std::vector<DeviceInfo> infos_;
    std::vector<cl::Device> devices_;
    bool noOutOfOrder_ = false;
    std::map<std::size_t, cl::Context> contexts_;
    std::map<std::size_t, cl::CommandQueue> queues_, transferQueues_, oooQueues_;
    cl_command_queue_properties profilingProps(std::size_t i) const;
    AbandonedWork abandoned_; // last member: destroyed first, before the contexts
};

} // namespace ndr
