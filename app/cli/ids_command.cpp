// `ndrange-bench ids`: seed 003's get-global-id / get-local-id demonstration for any NDRange,
// with ids captured on the device and checked against the NDRange arithmetic.
#include <cstdio>
#include <iostream>
#include <sstream>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/json.hpp"

namespace ndr::cli {

namespace {

// The text grids are for reading: past this many work-items only --json makes sense.
constexpr std::size_t kMaxTextItems = 64 * 64;

// Like seed 003's printId(title, id[N][N]): the array is indexed id[get_global_id(0)][get_global_id(1)],
// so rows run along dimension 0 and columns along dimension 1.
void printGrid(const IdCapture& c, const char* title, std::uint32_t (*field)(const WorkItemIds&)) {
    std::uint32_t widest = 0;
    for (const auto& id : c.items)
        widest = std::max(widest, field(id));
    const int width = std::max(2, int(std::to_string(widest).size()));
    std::cout << title << "\n";
    for (std::size_t x = 0; x < c.range.globalX; ++x) {
        for (std::size_t y = 0; y < c.range.globalY; ++y)
            std::printf("%*u ", width, field(c.at(x, y)));
        std::printf("\n");
    }
    std::fflush(stdout);
}

std::string idsJson(const IdCapture& c) {
    std::ostringstream o;
    o << "{\"device\":\"" << jsonEscape(c.deviceId) << "\",\"deviceName\":\"" << jsonEscape(c.deviceName)
      << "\",\"dims\":" << c.range.dims << ",\"global\":[" << c.range.globalX << "," << c.range.globalY
      << "],\"local\":[" << c.range.localX << "," << c.range.localY << "],\"subGroupSource\":\""
      << jsonEscape(c.subGroupSource)
      << "\",\"subGroupEstimated\":" << (c.subGroupsFromDevice ? "false" : "true")
      << ",\"deviceVerified\":" << (c.verified() ? "true" : "false") << ",\"mismatches\":" << c.mismatches
      << ",\"items\":[";
    for (std::size_t i = 0; i < c.items.size(); ++i) {
        const auto& d = c.items[i];
        o << (i ? "," : "") << "\n{\"global\":[" << d.globalX << "," << d.globalY << "],\"local\":["
          << d.localX << "," << d.localY << "],\"group\":[" << d.groupX << "," << d.groupY
          << "],\"linearGlobal\":" << d.linearGlobal << ",\"linearLocal\":" << d.linearLocal
          << ",\"subGroup\":" << d.subGroup << "}";
    }
    o << "]}";
    return o.str();
}

} // namespace

int cmdIds(const std::vector<std::string>& args, const CancelToken& cancel) {
    ArgParser a(args, {"--global", "--local", "--device"}, {"--json"});
    if (!a.has("--global") || !a.has("--local"))
        throw invalidInput("ids needs --global X[xY] and --local X[xY] (e.g. --global 16x16 --local 4x4)");
    IdCaptureRequest req;
    req.range = NDRangeGeometry::parse(a.value("--global"), a.value("--local"));
    if (a.has("--device")) std::tie(req.platformIndex, req.deviceIndex) = parseDeviceId(a.value("--device"));
    const bool json = a.has("--json");
    if (!json && req.range.itemCount() > kMaxTextItems)
        throw invalidInput("global size " + std::to_string(req.range.globalX) + "x" +
                           std::to_string(req.range.globalY) + " = " + std::to_string(req.range.itemCount()) +
                           " work-items is too many to print as grids (limit " +
                           std::to_string(kMaxTextItems) + "); use --json");
    if (req.range.itemCount() > kMaxCapturedItems)
        throw invalidInput("global size " + std::to_string(req.range.itemCount()) +
                           " work-items exceeds the capture limit of " + std::to_string(kMaxCapturedItems));
    Engine engine;
    const IdCapture c = engine.captureIds(req, cancel);
    if (json) {
        std::cout << idsJson(c) << "\n";
        return c.verified() ? kOk : kVerificationFailed;
    }
    std::cout
        << "device    " << c.deviceId << "  " << c.deviceName << "\n"
        << "NDRange   " << c.range.toString() << "  (" << c.range.groupsX() << "x" << c.range.groupsY()
        << " work-groups)\n"
        << "layout    id[get_global_id(0)][get_global_id(1)] as in seed 003's printId: rows = dimension 0\n"
        << "sub-group " << c.subGroupSource << "\n"
        << "verify    "
        << (c.verified()
                ? "OK: every id equals group * local size + local id (device-verified)"
                : "FAILED: " + std::to_string(c.mismatches) + " mismatches; first: " + c.firstMismatch)
        << "\n\n";
    printGrid(c, "get_global_id(0)", [](const WorkItemIds& d) { return d.globalX; });
    if (c.range.dims == 2) printGrid(c, "get_global_id(1)", [](const WorkItemIds& d) { return d.globalY; });
    printGrid(c, "get_local_id(0)", [](const WorkItemIds& d) { return d.localX; });
    if (c.range.dims == 2) printGrid(c, "get_local_id(1)", [](const WorkItemIds& d) { return d.localY; });
    printGrid(c, "get_group_id(0)", [](const WorkItemIds& d) { return d.groupX; });
    if (c.range.dims == 2) printGrid(c, "get_group_id(1)", [](const WorkItemIds& d) { return d.groupY; });
    printGrid(c, c.subGroupsFromDevice ? "get_sub_group_id()" : "sub-group (estimate)",
              [](const WorkItemIds& d) { return std::uint32_t(d.subGroup); });
    return c.verified() ? kOk : kVerificationFailed;
}

} // namespace ndr::cli
