// The documents of `ndrange-bench occupancy` and `ndrange-bench inspect` (ndr/json.hpp).
#include "ndr/json.hpp"

namespace ndr {

namespace {

template <typename T> Json orNull(const std::optional<T>& v) { return v ? Json(*v) : Json(nullptr); }

Json smJson(const SmLimits& s)
{
    return Json{{"compute_capability", std::to_string(s.ccMajor) + "." + std::to_string(s.ccMinor)},
                {"warp_size", s.warpSize},
                {"max_threads_per_block", s.maxThreadsPerBlock},
                {"max_warps_per_sm", s.maxWarpsPerSm},
                {"max_blocks_per_sm", s.maxBlocksPerSm},
                {"registers_per_sm", s.registersPerSm},
                {"registers_per_block", s.registersPerBlock},
                {"max_registers_per_thread", s.maxRegistersPerThread},
                {"register_allocation_unit", s.registerAllocationUnit},
                {"sub_partitions", s.subPartitions},
                {"local_mem_per_sm", s.localMemPerSm},
                {"local_mem_per_block", s.localMemPerBlock},
                {"local_mem_reserved_per_block", s.localMemReservedPerBlock},
                {"local_mem_allocation_unit", s.localMemAllocationUnit}};
}

Json groupsOrNull(int groups) { return groups < 0 ? Json(nullptr) : Json(groups); }

} // namespace

Json occupancyJson(const Occupancy& o)
{
    Json binding = Json::array();
    for (const auto l : o.binding)
        binding.push_back(toString(l));
    return Json{{"work_group_size", o.request.workGroupSize},
                {"registers_per_work_item", o.request.registersPerWorkItem},
                {"local_mem_per_group", o.request.localMemPerGroup},
                {"warps_per_group", o.warpsPerGroup},
                {"registers_per_warp_allocated", o.registersPerWarp},
                {"local_mem_per_group_allocated", o.localMemPerGroup},
                {"groups_by_warps", o.groupsByWarps},
                {"groups_by_blocks", o.groupsByBlocks},
                {"groups_by_registers", groupsOrNull(o.groupsByRegisters)},
                {"groups_by_local_mem", groupsOrNull(o.groupsByLocalMem)},
                {"groups_per_sm", o.groupsPerSm},
                {"active_warps_per_sm", o.activeWarpsPerSm},
                {"occupancy", jsonNumber(o.occupancy)},
                {"bound_by", binding},
                {"summary", describeOccupancy(o)},
                {"sm", smJson(o.sm)}};
}

Json cpuSpreadJson(const CpuWorkGroupSpread& s)
{
    return Json{{"work_groups", s.workGroups},
                {"compute_units", s.computeUnits},
                {"rounds", s.rounds},
                {"idle_in_last_round", s.idleInLastRound},
                {"work_items_per_group", s.workItemsPerGroup},
                {"summary", describeCpuSpread(s)}};
}

Json ptxasJson(const PtxasInfo& p)
{
    return Json{{"function", p.function},
                {"target", p.target},
                {"registers", orNull(p.registers)},
                {"barriers", orNull(p.barriers)},
                {"smem_bytes", orNull(p.smemBytes)},
                {"cmem_bytes", orNull(p.cmemBytes)},
                {"stack_frame_bytes", orNull(p.stackFrameBytes)},
                {"spill_store_bytes", orNull(p.spillStoreBytes)},
                {"spill_load_bytes", orNull(p.spillLoadBytes)}};
}

Json inspectJson(const InspectReport& r)
{
    Json diagnostics = Json::array();
    for (const auto& d : r.diagnostics)
        diagnostics.push_back(diagnosticJson(d));
    const Json nvidia = r.nvidia
                            ? Json{{"compute_capability", std::to_string(r.ccMajor) + "." + std::to_string(r.ccMinor)},
                                   {"registers_per_block", r.nvRegistersPerBlock},
                                   {"warp_size", r.nvWarpSize},
                                   {"local_mem_per_sm", r.nvLocalMemPerSm},
                                   {"ptxas", r.ptxas ? ptxasJson(*r.ptxas) : Json(nullptr)}}
                            : Json(nullptr);
    return Json{
        {"variant", r.variant},
        {"entry", r.entry},
        {"source_name", r.sourceName},
        {"device", r.deviceId},
        {"device_name", r.deviceName},
        {"platform", r.platformName},
        {"n", r.n},
        {"local", r.local.toString()},
        {"global", std::to_string(r.globalX) + "x" + std::to_string(r.globalY)},
        {"params", r.params},
        {"build_options", r.buildOptions},
        {"build_log", r.buildLog},
        {"diagnostics", diagnostics},
        {"kernel", Json{{"work_group_size", r.kernelWorkGroupSize},
                        {"preferred_work_group_size_multiple", r.preferredWorkGroupMultiple},
                        {"local_mem_bytes", r.localMemBytes},
                        {"private_mem_bytes", r.privateMemBytes},
                        {"compile_work_group_size", Json::array({r.compileWorkGroupSize[0], r.compileWorkGroupSize[1],
                                                                 r.compileWorkGroupSize[2]})}}},
        {"nvidia", nvidia},
        {"occupancy", r.occupancy ? occupancyJson(*r.occupancy) : Json(nullptr)},
        {"occupancy_note", r.occupancyNote},
        {"cpu_spread", r.cpuSpread ? cpuSpreadJson(*r.cpuSpread) : Json(nullptr)},
        {"ptx", r.ptx},
        {"ptx_note", r.ptxNote},
        {"assembly", r.assembly},
        {"assembly_file", r.assemblyFile},
        {"assembly_note", r.assemblyNote},
        {"llvm_ir", r.llvmIr},
        {"llvm_ir_note", r.llvmIrNote}};
}

} // namespace ndr
