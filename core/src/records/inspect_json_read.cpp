// Reading back the document of `ndrange-bench inspect --json` (ndr/inspect_json.hpp).
#include <cstdio>
#include <limits>

#include "ndr/inspect_json.hpp"
#include "ndr/json.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

Error fieldError(const std::string& field, const std::string& what)
{
    return limitError("inspection document: " + quote(field) + " " + what, "inspection field " + field);
}

// A string field; "" where the document has none or null.
std::string text(const Json& j, const char* key)
{
    if (!j.contains(key) || j[key].is_null())
        return {};
    if (!j[key].is_string())
        throw fieldError(key, "is not a string");
    return j[key].get<std::string>();
}

std::uint64_t number(const Json& j, const char* key, std::uint64_t max = std::numeric_limits<std::uint32_t>::max())
{
    if (!j.contains(key) || j[key].is_null())
        return 0;
    if (!j[key].is_number_unsigned() && !(j[key].is_number_integer() && j[key].get<std::int64_t>() >= 0))
        throw fieldError(key, "is not a whole number of at least 0");
    const auto v = j[key].get<std::uint64_t>();
    if (v > max)
        throw fieldError(key, "is above " + std::to_string(max));
    return v;
}

template <typename T> std::optional<T> optionalNumber(const Json& j, const char* key, std::uint64_t max)
{
    if (!j.contains(key) || j[key].is_null())
        return std::nullopt;
    return T(number(j, key, max));
}

const Json& object(const Json& j, const char* key)
{
    static const Json none = nullptr;
    if (!j.contains(key) || j[key].is_null())
        return none;
    if (!j[key].is_object())
        throw fieldError(key, "is not an object");
    return j[key];
}

std::pair<std::size_t, std::size_t> globalSize(const std::string& s)
{
    if (s.empty())
        return {0, 1};
    std::size_t x = 0, y = 1;
    char sep = 0;
    if (std::sscanf(s.c_str(), "%zu%c%zu", &x, &sep, &y) < 1 || (sep != 0 && sep != 'x'))
        throw fieldError("global", "is not WxH");
    return {x, y};
}

DiagnosticSeverity severityOf(const std::string& s)
{
    for (const auto v : {DiagnosticSeverity::Error, DiagnosticSeverity::Warning, DiagnosticSeverity::Note})
        if (toString(v) == s)
            return v;
    throw fieldError("severity", "is not error, warning or note");
}

std::vector<Diagnostic> diagnostics(const Json& j)
{
    std::vector<Diagnostic> out;
    if (!j.contains("diagnostics") || j["diagnostics"].is_null())
        return out;
    if (!j["diagnostics"].is_array())
        throw fieldError("diagnostics", "is not an array");
    for (const Json& d : j["diagnostics"]) {
        if (!d.is_object())
            throw fieldError("diagnostics", "holds something other than objects");
        Diagnostic x;
        x.file = text(d, "file");
        x.line = int(number(d, "line", 1u << 30));
        x.column = int(number(d, "column", 1u << 30));
        x.severity = severityOf(text(d, "severity"));
        x.message = text(d, "message");
        x.context = text(d, "context");
        out.push_back(std::move(x));
    }
    return out;
}

void readKernel(const Json& k, InspectReport& r)
{
    r.kernelWorkGroupSize = number(k, "work_group_size");
    r.preferredWorkGroupMultiple = number(k, "preferred_work_group_size_multiple");
    r.localMemBytes = number(k, "local_mem_bytes", 1ull << 40);
    r.privateMemBytes = number(k, "private_mem_bytes", 1ull << 40);
    if (k.contains("compile_work_group_size") && k["compile_work_group_size"].is_array() &&
        k["compile_work_group_size"].size() == 3)
        for (std::size_t i = 0; i < 3; ++i) {
            const Json& v = k["compile_work_group_size"][i];
            if (!v.is_number_unsigned())
                throw fieldError("compile_work_group_size", "holds something other than whole numbers");
            r.compileWorkGroupSize[i] = v.get<std::uint64_t>();
        }
}

void readNvidia(const Json& nv, InspectReport& r)
{
    r.nvidia = true;
    const std::string cc = text(nv, "compute_capability");
    if (!cc.empty())
        std::tie(r.ccMajor, r.ccMinor) = parseComputeCapability(cc);
    r.nvRegistersPerBlock = number(nv, "registers_per_block");
    r.nvWarpSize = number(nv, "warp_size");
    r.nvLocalMemPerSm = number(nv, "local_mem_per_sm", 1ull << 40);
    const Json& p = object(nv, "ptxas");
    if (p.is_null())
        return;
    PtxasInfo x;
    x.function = text(p, "function");
    x.target = text(p, "target");
    x.registers = optionalNumber<int>(p, "registers", 255);
    x.barriers = optionalNumber<int>(p, "barriers", 1024);
    x.smemBytes = optionalNumber<std::uint64_t>(p, "smem_bytes", 1ull << 40);
    x.cmemBytes = optionalNumber<std::uint64_t>(p, "cmem_bytes", 1ull << 40);
    x.stackFrameBytes = optionalNumber<std::uint64_t>(p, "stack_frame_bytes", 1ull << 40);
    x.spillStoreBytes = optionalNumber<std::uint64_t>(p, "spill_store_bytes", 1ull << 40);
    x.spillLoadBytes = optionalNumber<std::uint64_t>(p, "spill_load_bytes", 1ull << 40);
    r.ptxas = std::move(x);
}

void readParallelism(const Json& j, InspectReport& r)
{
    const Json& o = object(j, "occupancy");
    if (!o.is_null()) {
        if (!r.nvidia)
            throw fieldError("occupancy", "is given for a device that is not NVIDIA's");
        OccupancyRequest q;
        q.ccMajor = r.ccMajor;
        q.ccMinor = r.ccMinor;
        q.workGroupSize = number(o, "work_group_size");
        q.registersPerWorkItem = int(number(o, "registers_per_work_item", 255));
        q.localMemPerGroup = number(o, "local_mem_per_group", 1ull << 40);
        r.occupancy = computeOccupancy(q);
    }
    r.occupancyNote = text(j, "occupancy_note");
    const Json& c = object(j, "cpu_spread");
    if (!c.is_null())
        r.cpuSpread = cpuWorkGroupSpread(r.globalX, r.globalY, r.local.x, r.local.dims > 1 ? r.local.y : 1,
                                         std::uint32_t(number(c, "compute_units")));
}

} // namespace

InspectReport readInspectJson(const std::string& input)
{
    if (input.size() > kMaxInspectJsonBytes)
        throw limitError("an inspection document of " + std::to_string(input.size()) + " bytes is above the " +
                             std::to_string(kMaxInspectJsonBytes) + " read back",
                         "inspection document bytes", kMaxInspectJsonBytes, input.size());
    checkJsonDepth(input, "the inspection document");
    const Json j = Json::parse(input, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        throw invalidInput("not an inspection document: the text is not a JSON object");
    if (!j.contains("entry") || !j.contains("kernel") || !j.contains("build_options"))
        throw invalidInput("not an inspection document (ndrange-bench inspect --json): no entry, kernel or "
                           "build_options field");
    InspectReport r;
    r.variant = text(j, "variant");
    r.entry = text(j, "entry");
    r.sourceName = text(j, "source_name");
    r.deviceId = text(j, "device");
    r.deviceName = text(j, "device_name");
    r.platformName = text(j, "platform");
    r.n = number(j, "n", 1ull << 40);
    const std::string local = text(j, "local");
    r.local = local.empty() ? LocalSize::automatic() : LocalSize::parse(local);
    std::tie(r.globalX, r.globalY) = globalSize(text(j, "global"));
    r.params = text(j, "params");
    r.buildOptions = text(j, "build_options");
    r.buildLog = text(j, "build_log");
    r.diagnostics = diagnostics(j);
    readKernel(object(j, "kernel"), r);
    const Json& nv = object(j, "nvidia");
    if (!nv.is_null())
        readNvidia(nv, r);
    r.pocl = j.contains("cpu_spread") && !j["cpu_spread"].is_null();
    r.ptx = text(j, "ptx");
    r.ptxNote = text(j, "ptx_note");
    r.assembly = text(j, "assembly");
    r.assemblyFile = text(j, "assembly_file");
    r.assemblyNote = text(j, "assembly_note");
    r.llvmIr = text(j, "llvm_ir");
    r.llvmIrNote = text(j, "llvm_ir_note");
    readParallelism(j, r);
    return r;
}

} // namespace ndr
