// `ndrange-bench ids`: seed 003's get-global-id / get-local-id demonstration for any NDRange,
// with ids captured on the device and checked against the NDRange arithmetic. A global size that
// is not a multiple of the local size runs with a partial last work-group where the device has
// non-uniform work-groups, or padded (--pad) with the padding work-items marked.
#include <cstdio>
#include <iostream>
#include <map>

#include "arg_parser.hpp"
#include "commands.hpp"
#include "ndr/engine.hpp"
#include "ndr/errors.hpp"
#include "ndr/json.hpp"
#include "report.hpp"

namespace ndr::cli {

namespace {

// The text grids are for reading: past this many work-items only --json makes sense.
constexpr std::size_t kMaxTextItems = 64 * 64;

struct PartialGroup {
    std::uint32_t groupX, groupY, localSizeX, localSizeY;
};

// The partial work-groups of the capture with the local size each reported (get_local_size).
std::vector<PartialGroup> partialGroups(const IdCapture& c)
{
    std::map<std::pair<std::uint32_t, std::uint32_t>, PartialGroup> groups;
    for (const auto& id : c.items)
        if (id.localSizeX < c.range.localX || id.localSizeY < c.range.localY)
            groups.try_emplace({id.groupY, id.groupX},
                               PartialGroup{id.groupX, id.groupY, id.localSizeX, id.localSizeY});
    std::vector<PartialGroup> out;
    for (const auto& [key, g] : groups)
        out.push_back(g);
    return out;
}

std::string sizeText(std::size_t x, std::size_t y, int dims)
{
    return dims == 1 ? std::to_string(x) : std::to_string(x) + "x" + std::to_string(y);
}

// Like seed 003's printId(title, id[N][N]): the array is indexed id[get_global_id(0)][get_global_id(1)],
// so rows run along dimension 0 and columns along dimension 1. Padding work-items carry a '*'.
void printGrid(const IdCapture& c, const char* title, std::uint32_t (*field)(const WorkItemIds&))
{
    std::uint32_t widest = 0;
    for (const auto& id : c.items)
        widest = std::max(widest, field(id));
    const int width = std::max(2, int(std::to_string(widest).size()));
    std::cout << title << "\n";
    for (std::size_t x = 0; x < c.range.globalX; ++x) {
        for (std::size_t y = 0; y < c.range.globalY; ++y)
            std::printf("%*u%c", width, field(c.at(x, y)), c.isPadding(x, y) ? '*' : ' ');
        std::printf("\n");
    }
    std::fflush(stdout);
}

Json pairJson(std::size_t x, std::size_t y) { return Json::array({x, y}); }

Json itemJson(const IdCapture& c, const WorkItemIds& d)
{
    return Json{{"global", pairJson(d.globalX, d.globalY)},
                {"local", pairJson(d.localX, d.localY)},
                {"group", pairJson(d.groupX, d.groupY)},
                {"linearGlobal", d.linearGlobal},
                {"linearLocal", d.linearLocal},
                {"subGroup", d.subGroup},
                {"localSize", pairJson(d.localSizeX, d.localSizeY)},
                {"padding", c.isPadding(d.globalX, d.globalY)}};
}

std::string idsJson(const IdCapture& c)
{
    Json partial = Json::array();
    for (const auto& g : partialGroups(c))
        partial.push_back(
            Json{{"group", pairJson(g.groupX, g.groupY)}, {"localSize", pairJson(g.localSizeX, g.localSizeY)}});
    Json items = Json::array();
    for (const auto& d : c.items)
        items.push_back(itemJson(c, d));
    return dumpJson(Json{{"device", c.deviceId},
                         {"deviceName", c.deviceName},
                         {"dims", c.range.dims},
                         {"global", pairJson(c.range.globalX, c.range.globalY)},
                         {"local", pairJson(c.range.localX, c.range.localY)},
                         {"requestedGlobal", pairJson(c.requested.globalX, c.requested.globalY)},
                         {"launch", toString(c.launch)},
                         {"launchNote", c.launchNote},
                         {"buildOptions", c.buildOptions},
                         {"paddingItems", c.paddingItems()},
                         {"partialGroups", partial},
                         {"subGroupSource", c.subGroupSource},
                         {"subGroupEstimated", !c.subGroupsFromDevice},
                         {"deviceVerified", c.verified()},
                         {"mismatches", c.mismatches},
                         {"items", items}});
}

// The refusal of a ragged NDRange, for --json readers: the broken limit and the padded offer.
std::string refusalJson(const Error& e, const NDRangeGeometry& r)
{
    const NDRangeGeometry p = r.padded();
    Json fields = errorJson(e);
    fields["requestedGlobal"] = pairJson(r.globalX, r.globalY);
    fields["local"] = pairJson(r.localX, r.localY);
    fields["paddedGlobal"] = pairJson(p.globalX, p.globalY);
    fields["paddingItems"] = p.itemCount() - r.itemCount();
    fields["retry"] = "--pad";
    return dumpJson(Json{{"error", fields}});
}

void printLaunch(const IdCapture& c)
{
    const auto& r = c.range;
    if (c.launch == IdLaunch::Padded) {
        std::cout << "launch    padded: the requested " << sizeText(c.requested.globalX, c.requested.globalY, r.dims)
                  << " rounded up to " << sizeText(r.globalX, r.globalY, r.dims) << "; the " << c.paddingItems()
                  << " padding work-items marked * run but lie outside it\n";
        return;
    }
    if (c.launch == IdLaunch::Uniform)
        return;
    std::cout << "launch    non-uniform work-groups (" << c.launchNote << "; built with " << c.buildOptions
              << "): partial groups at the end of a dimension\n";
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<PartialGroup>> byShape;
    for (const auto& g : partialGroups(c))
        byShape[{g.localSizeX, g.localSizeY}].push_back(g);
    for (const auto& [shape, groups] : byShape) {
        std::cout << "partial   get_local_size " << sizeText(shape.first, shape.second, r.dims) << " of "
                  << sizeText(r.localX, r.localY, r.dims) << ": " << (groups.size() == 1 ? "group" : "groups");
        for (std::size_t i = 0; i < groups.size() && i < 8; ++i)
            std::cout << (r.dims == 1
                              ? " " + std::to_string(groups[i].groupX)
                              : " (" + std::to_string(groups[i].groupX) + "," + std::to_string(groups[i].groupY) + ")");
        if (groups.size() > 8)
            std::cout << " ... (" << groups.size() << " groups)";
        std::cout << "\n";
    }
}

void printText(const IdCapture& c)
{
    const bool twoD = c.range.dims == 2;
    std::cout << "device    " << c.deviceId << "  " << c.deviceName << "\n"
              << "NDRange   " << c.range.toString() << "  (" << c.range.groupsX() << "x" << c.range.groupsY()
              << " work-groups)\n";
    printLaunch(c);
    std::cout << "layout    id[get_global_id(0)][get_global_id(1)] as in seed 003's printId: rows = dimension 0\n"
              << "sub-group " << c.subGroupSource << "\n"
              << "verify    "
              << (c.verified() ? "OK: every id equals group * enqueued local size + local id (device-verified)"
                               : "FAILED: " + std::to_string(c.mismatches) + " mismatches; first: " + c.firstMismatch)
              << "\n\n";
    printGrid(c, "get_global_id(0)", [](const WorkItemIds& d) { return d.globalX; });
    if (twoD)
        printGrid(c, "get_global_id(1)", [](const WorkItemIds& d) { return d.globalY; });
    printGrid(c, "get_local_id(0)", [](const WorkItemIds& d) { return d.localX; });
    if (twoD)
        printGrid(c, "get_local_id(1)", [](const WorkItemIds& d) { return d.localY; });
    printGrid(c, "get_group_id(0)", [](const WorkItemIds& d) { return d.groupX; });
    if (twoD)
        printGrid(c, "get_group_id(1)", [](const WorkItemIds& d) { return d.groupY; });
    if (c.launch == IdLaunch::NonUniform) {
        printGrid(c, "get_local_size(0)", [](const WorkItemIds& d) { return d.localSizeX; });
        if (twoD)
            printGrid(c, "get_local_size(1)", [](const WorkItemIds& d) { return d.localSizeY; });
    }
    printGrid(c, c.subGroupsFromDevice ? "get_sub_group_id()" : "sub-group (estimate)",
              [](const WorkItemIds& d) { return std::uint32_t(d.subGroup); });
}

} // namespace

int cmdIds(const std::vector<std::string>& args, const CancelToken& cancel)
{
    ArgParser a(args, {"--global", "--local", "--device"}, {"--json", "--pad"});
    if (!a.has("--global") || !a.has("--local"))
        throw invalidInput("ids needs --global X[xY] and --local X[xY] (e.g. --global 16x16 --local 4x4)");
    IdCaptureRequest req;
    req.range = NDRangeGeometry::parse(a.value("--global"), a.value("--local"));
    req.pad = a.has("--pad");
    if (a.has("--device"))
        std::tie(req.platformIndex, req.deviceIndex) = parseDeviceId(a.value("--device"));
    const bool json = a.has("--json");
    const std::size_t launched = (req.pad ? req.range.padded() : req.range).itemCount();
    if (!json && launched > kMaxTextItems)
        throw invalidInput("global size " + std::to_string(req.range.globalX) + "x" +
                           std::to_string(req.range.globalY) + " = " + std::to_string(launched) +
                           " work-items is too many to print as grids (limit " + std::to_string(kMaxTextItems) +
                           "); use --json");
    if (launched > kMaxCapturedItems)
        throw invalidInput("global size " + std::to_string(launched) + " work-items exceeds the capture limit of " +
                           std::to_string(kMaxCapturedItems));
    Engine engine(engineOptions());
    IdCapture c;
    try {
        c = engine.captureIds(req, cancel);
    } catch (const Error& e) {
        if (e.limit() != kNonUniformWorkGroupLimit)
            throw;
        const Error refusal = e.rephrased(e.kind(), std::string(e.what()) + ": add --pad to run it");
        if (!json)
            throw refusal;
        // The refusal with the padded offer; main's generic error JSON would lack the offer.
        std::cout << refusalJson(refusal, req.range) << "\n";
        std::cerr << "error: " << refusal.what() << "\n";
        return kInvalidInput;
    }
    if (json)
        std::cout << idsJson(c) << "\n";
    else
        printText(c);
    return c.verified() ? kOk : kVerificationFailed;
}

} // namespace ndr::cli
