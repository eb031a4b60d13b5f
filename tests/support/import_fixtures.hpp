#pragma once
// Runs and bundles made up for the import tests (CSV, bundle, history): a run every door accepts,
// and helpers that rewrite a member of a bundle the way a hostile or careless tool would.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>
#include <zip.h>

#include "ndr/bundle.hpp"
#include "ndr/run_result.hpp"

namespace importtest {

// A verified tiled run with every field set as the engine sets it.
inline ndr::RunResult goodRun(std::size_t n = 64)
{
    ndr::RunResult r;
    r.timestamp = "2026-11-22T08:00:00Z";
    r.appVersion = "0.9.0";
    r.platform = "Portable Computing Language";
    r.device = "cpu-haswell-AMD EPYC";
    r.driver = "PoCL 3.1";
    r.deviceId = "0:0";
    r.variant = "tiled";
    r.workload = "matmul";
    r.n = n;
    r.globalX = r.globalY = (n + 15) / 16 * 16;
    r.local = ndr::LocalSize::of2D(16, 16);
    r.warmup = 1;
    r.reps = 2;
    r.seed = 42;
    r.kernel = {1.0, 1.25, 1.3, 0.1};
    r.gflops = 0.42;
    r.gbps = 0.2;
    r.wallMs = 5;
    r.writeMs = 0.5;
    r.readMs = 0.25;
    r.cpuMs = 3;
    r.speedupVsCpu = 2.4;
    r.queuedToSubmitUs = 3.5;
    r.submitToStartUs = 7.25;
    r.maxAbsErr = 1e-6;
    r.maxRelErr = 1e-7;
    r.tolerance = 1.28e-4;
    r.verified = true;
    r.status = ndr::RunStatus::Verified;
    r.kernelSourceHash = "0123456789abcdef";
    std::uint64_t t = 1000;
    for (const char* name : {"write A", "kernel #1", "kernel #2", "kernel #3", "read C"}) {
        ndr::CommandTiming c;
        c.name = name;
        c.kind = name[0] == 'w'   ? ndr::CommandKind::Write
                 : name[0] == 'r' ? ndr::CommandKind::Read
                                  : ndr::CommandKind::Kernel;
        c.warmup = std::strcmp(name, "kernel #1") == 0;
        c.bytes = 4 * n * n;
        c.queuedNs = t;
        c.submitNs = t + 10;
        c.startNs = t + 20;
        c.endNs = t + 1000;
        t += 2000;
        r.commands.push_back(c);
    }
    return r;
}

// Every member of a zip, name → bytes.
inline std::vector<std::pair<std::string, std::string>> zipMembers(const std::filesystem::path& path)
{
    std::vector<std::pair<std::string, std::string>> out;
    int err = 0;
    zip_t* z = zip_open(path.c_str(), ZIP_RDONLY, &err);
    EXPECT_NE(z, nullptr) << path;
    if (!z)
        return out;
    for (zip_int64_t i = 0; i < zip_get_num_entries(z, 0); ++i) {
        zip_stat_t st;
        zip_stat_index(z, zip_uint64_t(i), 0, &st);
        std::string data(std::size_t(st.size), '\0');
        zip_file_t* f = zip_fopen_index(z, zip_uint64_t(i), 0);
        if (f) {
            zip_fread(f, data.data(), data.size());
            zip_fclose(f);
        }
        out.emplace_back(st.name, std::move(data));
    }
    zip_discard(z);
    return out;
}

// A zip of the given members, written with libzip as another tool would.
inline void writeZip(const std::filesystem::path& path, const std::vector<std::pair<std::string, std::string>>& members)
{
    int err = 0;
    zip_t* z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
    ASSERT_NE(z, nullptr);
    for (const auto& [name, content] : members) {
        zip_source_t* src = zip_source_buffer(z, content.data(), content.size(), 0);
        ASSERT_GE(zip_file_add(z, name.c_str(), src, ZIP_FL_ENC_UTF_8), 0) << name;
    }
    ASSERT_EQ(zip_close(z), 0);
}

// `members` with `name` replaced by `content` (std::nullopt: left out), the others unchanged.
inline std::vector<std::pair<std::string, std::string>>
replaced(std::vector<std::pair<std::string, std::string>> members, const std::string& name,
         const std::optional<std::string>& content)
{
    for (auto it = members.begin(); it != members.end(); ++it)
        if (it->first == name) {
            if (content)
                it->second = *content;
            else
                members.erase(it);
            return members;
        }
    if (content)
        members.emplace_back(name, *content);
    return members;
}

inline std::string member(const std::vector<std::pair<std::string, std::string>>& members, const std::string& name)
{
    for (const auto& [n, content] : members)
        if (n == name)
            return content;
    ADD_FAILURE() << "no member " << name;
    return {};
}

} // namespace importtest

namespace importtest {

// A member of `size` bytes made as libzip reads it, never held in memory: zeros (which deflate
// about 1000:1, as in a zip bomb) or pseudo-random bytes (which do not compress), deflated or
// stored.
struct GeneratedMember {
    std::string name;
    std::uint64_t size = 0;
    bool random = false;
    bool store = false;
};

namespace detail {

struct Generator {
    std::uint64_t size = 0, pos = 0, state = 0x9E3779B97F4A7C15ull;
    bool random = false;
    zip_error_t error{};
};

inline zip_int64_t generate(void* userdata, void* data, zip_uint64_t len, zip_source_cmd_t cmd)
{
    auto* g = static_cast<Generator*>(userdata);
    switch (cmd) {
    case ZIP_SOURCE_OPEN:
        g->pos = 0;
        return 0;
    case ZIP_SOURCE_READ: {
        const zip_uint64_t n = std::min<zip_uint64_t>(len, g->size - g->pos);
        auto* out = static_cast<unsigned char*>(data);
        if (g->random)
            for (zip_uint64_t i = 0; i < n; ++i) {
                g->state ^= g->state << 13;
                g->state ^= g->state >> 7;
                g->state ^= g->state << 17;
                out[i] = static_cast<unsigned char>(g->state);
            }
        else
            std::memset(out, 0, std::size_t(n));
        g->pos += n;
        return zip_int64_t(n);
    }
    case ZIP_SOURCE_CLOSE:
        return 0;
    case ZIP_SOURCE_STAT: {
        auto* st = static_cast<zip_stat_t*>(data);
        zip_stat_init(st);
        st->size = g->size;
        st->valid |= ZIP_STAT_SIZE;
        return sizeof(zip_stat_t);
    }
    case ZIP_SOURCE_ERROR:
        return zip_error_to_data(&g->error, data, len);
    case ZIP_SOURCE_FREE:
        delete g;
        return 0;
    case ZIP_SOURCE_SUPPORTS:
        return zip_source_make_command_bitmap(ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT,
                                              ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE, -1);
    default:
        return -1;
    }
}

} // namespace detail

// A zip of `members` (held in memory) and `generated` ones (made while libzip writes them).
inline void writeZipWith(const std::filesystem::path& path,
                         const std::vector<std::pair<std::string, std::string>>& members,
                         const std::vector<GeneratedMember>& generated)
{
    int err = 0;
    zip_t* z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
    ASSERT_NE(z, nullptr);
    for (const auto& [name, content] : members) {
        zip_source_t* src = zip_source_buffer(z, content.data(), content.size(), 0);
        ASSERT_GE(zip_file_add(z, name.c_str(), src, ZIP_FL_ENC_UTF_8), 0) << name;
    }
    for (const GeneratedMember& m : generated) {
        auto* g = new detail::Generator;
        g->size = m.size;
        g->random = m.random;
        zip_error_init(&g->error);
        zip_source_t* src = zip_source_function(z, detail::generate, g);
        ASSERT_NE(src, nullptr);
        const zip_int64_t index = zip_file_add(z, m.name.c_str(), src, ZIP_FL_ENC_UTF_8);
        ASSERT_GE(index, 0) << m.name;
        zip_set_file_compression(z, zip_uint64_t(index), m.store ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 9);
    }
    ASSERT_EQ(zip_close(z), 0) << zip_strerror(z);
}

// Sets the inflated size `name` declares, in its local header and in the central directory, as a
// tool that lies about it would (the data stay as they are).
inline void patchDeclaredSize(const std::filesystem::path& path, const std::string& name, std::uint32_t size)
{
    std::string bytes;
    {
        std::ifstream in(path, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    const auto u16 = [&](std::size_t at) {
        return std::size_t(std::uint8_t(bytes[at]) | std::uint8_t(bytes[at + 1]) << 8);
    };
    const auto put32 = [&](std::size_t at, std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            bytes[at + std::size_t(i)] = char((v >> (8 * i)) & 0xFF);
    };
    int patched = 0;
    for (std::size_t at = 0; at + 46 < bytes.size(); ++at) {
        if (bytes.compare(at, 4, "PK\x03\x04") == 0 && bytes.compare(at + 30, name.size(), name) == 0 &&
            u16(at + 26) == name.size()) {
            put32(at + 22, size);
            ++patched;
        } else if (bytes.compare(at, 4, "PK\x01\x02") == 0 && bytes.compare(at + 46, name.size(), name) == 0 &&
                   u16(at + 28) == name.size()) {
            put32(at + 24, size);
            ++patched;
        }
    }
    ASSERT_EQ(patched, 2) << "local header and central directory entry of " << name;
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

} // namespace importtest
