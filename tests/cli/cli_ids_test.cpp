// `ndrange-bench ids` with ragged NDRanges (a global size that is not a multiple of --local):
// refused with a structured error where the device has no non-uniform work-groups (PoCL 3.1),
// padded with --pad everywhere, and launched with partial groups under Oclgrind, which has them.
#include <gtest/gtest.h>

#include "../support/bench_runner.hpp"
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>

namespace {

const std::filesystem::path& scratch()
{
    static const std::filesystem::path dir = benchtest::scratchDir("ndr_cli_ids_");
    return dir;
}

// The child gets its own config, cache and data directories; `prefix` runs it under a tool.
benchtest::Outcome bench(const std::string& args, const std::string& prefix = "")
{
    const std::string env = "HOME='" + scratch().string() + "' XDG_CONFIG_HOME='" + (scratch() / "cfg").string() +
                            "' XDG_CACHE_HOME='" + (scratch() / "cache").string() + "' XDG_DATA_HOME='" +
                            (scratch() / "data").string() + "' " + prefix;
    return benchtest::runBench(args, env, scratch());
}

nlohmann::json parse(const std::string& text) { return nlohmann::json::parse(text); }

std::size_t number(const nlohmann::json& v) { return std::size_t(v.get<double>()); }

bool flag(const nlohmann::json& v) { return v.get<bool>(); }

std::pair<std::size_t, std::size_t> pairOf(const nlohmann::json& v) { return {number(v.at(0)), number(v.at(1))}; }

// The default device as `devices --json` lists it (first GPU, else the first device); empty if none.
std::optional<nlohmann::json> defaultDevice(const std::string& prefix = "")
{
    const auto o = bench("devices --json", prefix);
    if (o.code != 0)
        return std::nullopt;
    const auto list = parse(o.out);
    if (list.empty())
        return std::nullopt;
    for (const auto& d : list)
        if (d.at("type").get<std::string>() == "GPU")
            return d;
    return list.front();
}

bool haveOclgrind() { return std::system("command -v oclgrind >/dev/null 2>&1") == 0; }

// Lines of one printed grid (title line excluded).
std::vector<std::string> gridLines(const std::string& out, const std::string& title, std::size_t rows)
{
    std::vector<std::string> lines;
    const auto at = out.find(title + "\n");
    if (at == std::string::npos)
        return lines;
    std::istringstream in(out.substr(at + title.size() + 1));
    for (std::string line; lines.size() < rows && std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

} // namespace

TEST(CliIds, RaggedRefusedWithoutNonUniformWorkGroups)
{
    const auto dev = defaultDevice();
    if (!dev)
        GTEST_SKIP() << "no OpenCL device";
    if (flag((*dev).at("non_uniform_work_groups")))
        GTEST_SKIP() << "the default device has non-uniform work-groups";
    const auto text = bench("ids --global 1000 --local 64");
    EXPECT_EQ(text.code, 2) << text.err;
    EXPECT_TRUE(text.out.empty()) << text.out;
    const auto o = bench("ids --global 100x50 --local 16x16 --json");
    EXPECT_EQ(o.code, 2) << o.err;
    const auto json = parse(o.out);
    const auto& e = json.at("error");
    EXPECT_EQ(e.at("kind").get<std::string>(), "invalid-input");
    EXPECT_EQ(e.at("limit").get<std::string>(), "CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT");
    EXPECT_EQ(pairOf(e.at("requestedGlobal")), (std::pair<std::size_t, std::size_t>{100, 50}));
    EXPECT_EQ(pairOf(e.at("paddedGlobal")), (std::pair<std::size_t, std::size_t>{112, 64}));
    EXPECT_EQ(number(e.at("paddingItems")), 112u * 64u - 5000u);
    EXPECT_EQ(e.at("retry").get<std::string>(), "--pad");
}

// --pad runs the padded NDRange on any device; the padding work-items are marked.
TEST(CliIds, PadMarksThePaddingWorkItems)
{
    if (!defaultDevice())
        GTEST_SKIP() << "no OpenCL device";
    const auto o = bench("ids --global 1000 --local 64 --pad --json");
    ASSERT_EQ(o.code, 0) << o.err;
    const auto json = parse(o.out);
    const auto& c = json;
    EXPECT_EQ(c.at("launch").get<std::string>(), "padded");
    EXPECT_EQ(pairOf(c.at("global")), (std::pair<std::size_t, std::size_t>{1024, 1}));
    EXPECT_EQ(pairOf(c.at("requestedGlobal")), (std::pair<std::size_t, std::size_t>{1000, 1}));
    EXPECT_EQ(number(c.at("paddingItems")), 24u);
    EXPECT_TRUE(c.at("partialGroups").empty());
    EXPECT_TRUE(flag(c.at("deviceVerified")));
    const auto& items = c.at("items");
    ASSERT_EQ(items.size(), 1024u);
    for (const auto& item : items) {
        const auto& i = item;
        const std::size_t x = pairOf(i.at("global")).first;
        ASSERT_EQ(flag(i.at("padding")), x >= 1000) << x;
        ASSERT_EQ(pairOf(i.at("localSize")), (std::pair<std::size_t, std::size_t>{64, 1}));
    }
    // Text: rows of the seed-003 grids are dimension 0; padding cells carry a '*'.
    const auto t = bench("ids --global 20 --local 8 --pad");
    ASSERT_EQ(t.code, 0) << t.err;
    const auto rows = gridLines(t.out, "get_global_id(0)", 24);
    ASSERT_EQ(rows.size(), 24u) << t.out;
    for (std::size_t x = 0; x < rows.size(); ++x)
        EXPECT_EQ(rows[x].find('*') != std::string::npos, x >= 20) << rows[x];
}

// Oclgrind has non-uniform work-groups: the ragged NDRange runs as asked, partial groups and all.
TEST(CliIds, RaggedRunsWithPartialGroupsUnderOclgrind)
{
    if (!haveOclgrind())
        GTEST_SKIP() << "oclgrind not installed";
    if (std::getenv("NDR_SANITIZED"))
        GTEST_SKIP() << "Oclgrind preloads its own OpenCL library ahead of the ASan runtime";
    const auto dev = defaultDevice("oclgrind");
    ASSERT_TRUE(dev);
    ASSERT_TRUE(flag((*dev).at("non_uniform_work_groups")));

    const auto o = bench("ids --global 1000 --local 64 --json", "oclgrind");
    ASSERT_EQ(o.code, 0) << o.err;
    const auto json = parse(o.out);
    const auto& c = json;
    EXPECT_EQ(c.at("launch").get<std::string>(), "non-uniform");
    EXPECT_EQ(pairOf(c.at("global")), (std::pair<std::size_t, std::size_t>{1000, 1}));
    EXPECT_EQ(number(c.at("paddingItems")), 0u);
    EXPECT_TRUE(flag(c.at("deviceVerified")));
    const auto& partial = c.at("partialGroups");
    ASSERT_EQ(partial.size(), 1u);
    EXPECT_EQ(pairOf(partial[0].at("group")), (std::pair<std::size_t, std::size_t>{15, 0}));
    EXPECT_EQ(pairOf(partial[0].at("localSize")), (std::pair<std::size_t, std::size_t>{40, 1}));
    const auto& items = c.at("items");
    ASSERT_EQ(items.size(), 1000u);
    for (const auto& item : items) {
        const auto& i = item;
        const std::size_t group = pairOf(i.at("group")).first;
        ASSERT_EQ(pairOf(i.at("localSize")).first, group < 15 ? 64u : 40u);
        ASSERT_FALSE(flag(i.at("padding")));
    }

    // 100x50 / 16x16: six 16x2 groups in the last row, three 4x16 in the last column, a 4x2 corner.
    const auto o2 = bench("ids --global 100x50 --local 16x16 --json", "oclgrind");
    ASSERT_EQ(o2.code, 0) << o2.err;
    const auto json2 = parse(o2.out);
    const auto& c2 = json2;
    std::map<std::pair<std::size_t, std::size_t>, int> shapes;
    for (const auto& g : c2.at("partialGroups")) {
        const auto [gx, gy] = pairOf(g.at("group"));
        const auto size = pairOf(g.at("localSize"));
        EXPECT_EQ(size.first, gx == 6 ? 4u : 16u);
        EXPECT_EQ(size.second, gy == 3 ? 2u : 16u);
        ++shapes[size];
    }
    using Size = std::pair<std::size_t, std::size_t>;
    EXPECT_EQ(shapes[Size(16, 2)], 6);
    EXPECT_EQ(shapes[Size(4, 16)], 3);
    EXPECT_EQ(shapes[Size(4, 2)], 1);

    // Text: the get_local_size(0) grid shows each group's own size.
    const auto t = bench("ids --global 20 --local 8", "oclgrind");
    ASSERT_EQ(t.code, 0) << t.err;
    const auto rows = gridLines(t.out, "get_local_size(0)", 20);
    ASSERT_EQ(rows.size(), 20u) << t.out;
    for (std::size_t x = 0; x < rows.size(); ++x)
        EXPECT_EQ(std::stoi(rows[x]), x < 16 ? 8 : 4) << x;
    // --pad still pads where partial groups would run.
    const auto p = bench("ids --global 20 --local 8 --pad --json", "oclgrind");
    ASSERT_EQ(p.code, 0) << p.err;
    EXPECT_EQ(parse(p.out).at("launch").get<std::string>(), "padded");
}
