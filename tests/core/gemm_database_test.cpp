// The GEMM parameter database: its line format and rules, device keys, and the lookup order
// user cache > database (device > vendor+type > type) > built-in default, with fixture devices,
// a fixture database and a fixture cache; then the shipped entries on this machine's device.
#include "test_engine.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

#include "ndr/catalogue.hpp"
#include "ndr/errors.hpp"
#include "ndr/gemm_database.hpp"
#include "ndr/gemm_resolve.hpp"
#include "ndr/pocl_quirks.hpp"
#include "ndr/tuning_cache.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

namespace {

using Source = ndr::GemmParamsSource;
using Outcome = ndr::GemmResolution::Outcome;

std::filesystem::path scratch()
{
    const auto d = std::filesystem::temp_directory_path() / ("ndr-gemm-db-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
}

// A device as the registry would describe it; only what the key and checkGemmParams read.
ndr::DeviceInfo fakeDevice(const std::string& platform, const std::string& vendor, const std::string& type,
                           const std::string& name, unsigned computeUnits = 132)
{
    ndr::DeviceInfo d;
    d.platformName = platform;
    d.vendor = vendor;
    d.type = type;
    d.name = name;
    d.driverVersion = "1.0";
    d.computeUnits = computeUnits;
    d.maxWorkGroupSize = 1024;
    d.maxWorkItemSizes = {1024, 1024, 64};
    d.localMemBytes = 48 * 1024;
    return d;
}

ndr::DeviceInfo h100() { return fakeDevice("NVIDIA CUDA", "NVIDIA Corporation", "GPU", "NVIDIA H100 80GB HBM3"); }

const ndr::GemmParams kDevice{128, 128, 16, 16, 16, 4}, kVendor{64, 128, 16, 16, 16, 4}, kType{64, 64, 16, 16, 16, 2},
    kCached{32, 32, 8, 8, 8, 4};

// One entry per database layer for double_buffered, plus a device entry for another GPU.
const char* kFixture = R"(# fixture
NVIDIA | GPU | NVIDIA H100 80GB HBM3 | double_buffered | * | MWG=128,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4 | 1024 | device
NVIDIA | GPU | *                     | double_buffered | * | MWG=64,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4  | 1024 | vendor
*      | GPU | *                     | double_buffered | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2   | 1024 | type
NVIDIA | GPU | NVIDIA A100           | double_buffered | * | MWG=32,NWG=32,KWG=8,MDIMC=8,NDIMC=8,VW=1      | 1024 | other device
)";

ndr::GemmDatabase fixture()
{
    ndr::GemmDatabase db;
    db.add(kFixture, "fixture.txt");
    return db;
}

const ndr::Variant& doubleBuffered() { return *ndr::findVariant("double_buffered"); }

ndr::GemmResolution resolveWith(const ndr::DeviceInfo& d, const ndr::TuningCache* cache, const ndr::GemmDatabase* db,
                                std::size_t n = 1024)
{
    return ndr::resolveGemm(doubleBuffered(), d, std::nullopt, true, n, ndr::GemmParamsLayers{cache, db});
}

Outcome outcomeOf(const ndr::GemmResolution& r, Source s)
{
    for (const auto& l : r.layers)
        if (l.source == s)
            return l.outcome;
    ADD_FAILURE() << "no layer " << ndr::toString(s);
    return Outcome::Absent;
}

// Sets an environment variable for one scope.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const std::string& value) : name_(name)
    {
        if (const char* old = std::getenv(name))
            old_ = old;
        ::setenv(name, value.c_str(), 1);
    }
    ~ScopedEnv()
    {
        if (old_)
            ::setenv(name_, old_->c_str(), 1);
        else
            ::unsetenv(name_);
    }

private:
    const char* name_;
    std::optional<std::string> old_;
};

// PoCL compiles a kernel for its work-group size at the first launch, inside the watchdog's
// window; on a loaded 2-core machine with a cold kernel cache that alone can take minutes.
ndr::RunRequest patientRequest(const std::string& variant, std::size_t n)
{
    auto r = quickRequest(variant, n);
    r.timeoutS = 900;
    return r;
}

} // namespace

TEST(GemmDeviceKey, NormalisesVendorTypeAndName)
{
    // PoCL is its own vendor whatever CPU it runs on (its compiler decides what is fast).
    auto k = ndr::gemmDeviceKey(
        fakeDevice("Portable Computing Language", "AuthenticAMD", "CPU", "pthread-haswell-AMD  EPYC "));
    EXPECT_EQ(k.vendor, "pocl");
    EXPECT_EQ(k.type, "CPU");
    EXPECT_EQ(k.device, "pthread-haswell-AMD EPYC");
    k = ndr::gemmDeviceKey(h100());
    EXPECT_EQ(k.vendor, "NVIDIA");
    EXPECT_EQ(k.type, "GPU");
    EXPECT_EQ(ndr::gemmDeviceKey(
                  fakeDevice("AMD Accelerated Parallel Processing", "Advanced Micro Devices, Inc.", "GPU", "gfx90a"))
                  .vendor,
              "AMD");
    EXPECT_EQ(ndr::gemmDeviceKey(fakeDevice("Intel(R) OpenCL", "Intel(R) Corporation", "CPU", "x")).vendor, "Intel");
    EXPECT_EQ(ndr::gemmDeviceKey(fakeDevice("rusticl", "AMD", "GPU", "x")).vendor, "Mesa");
    EXPECT_EQ(ndr::gemmDeviceKey(fakeDevice("Some", "Acme Chips", "Accelerator", "x")).vendor, "Acme Chips");
    EXPECT_EQ(ndr::gemmDeviceKey(fakeDevice("Some", "Acme Chips", "Accelerator", "x")).type, "ACCELERATOR");
    EXPECT_EQ(ndr::normaliseVendor("ARM"), "ARM");
    EXPECT_EQ(ndr::normaliseVendor("GenuineIntel"), "Intel");
    EXPECT_EQ(ndr::normaliseVendor("Apple"), "Apple");
}

TEST(GemmDatabase, ReadsEntriesWithOriginsAndRanges)
{
    ndr::GemmDatabase db;
    db.add("# comment\n\n  pocl|CPU|*|vectorized|256-1023|MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=4|512|a | b\n"
           "pocl | CPU | * | vectorized | 2048- | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=4 | 4096 |\n"
           "pocl | CPU | * | vectorized | -100 | MWG=32,NWG=32,KWG=16,MDIMC=8,NDIMC=8,VW=4 | 64 | small\n"
           "pocl | CPU | * | vectorized | * | MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=2 | 1024 | any\n",
           "t.txt");
    ASSERT_TRUE(db.problems().empty()) << db.problems().front().origin << " " << db.problems().front().reason;
    ASSERT_EQ(db.entries().size(), 4u);
    const auto& e = db.entries()[0];
    EXPECT_EQ(e.origin, "t.txt:3");
    EXPECT_EQ(e.layer(), Source::DatabaseVendor);
    EXPECT_EQ(e.keyLabel(), "pocl/CPU");
    EXPECT_FALSE(e.anyN);
    EXPECT_EQ(e.minN, 256u);
    EXPECT_EQ(e.maxN, 1023u);
    EXPECT_EQ(e.tunedAtN, 512u);
    EXPECT_EQ(e.note, "a | b"); // the last field keeps its bars
    EXPECT_EQ(e.rangeText(), "256-1023");
    EXPECT_EQ(db.entries()[1].rangeText(), "2048-");
    // An N range beats the entry for any N; outside every range the any-N entry applies.
    const auto key = ndr::gemmDeviceKey(fakeDevice("Portable Computing Language", "GenuineIntel", "CPU", "cpu"));
    auto at = [&](std::size_t n) {
        const auto found = db.lookup(key, "vectorized", n);
        return found.size() == 1 ? found[0]->origin : std::string("none");
    };
    EXPECT_EQ(at(512), "t.txt:3");
    EXPECT_EQ(at(1023), "t.txt:3");
    EXPECT_EQ(at(1024), "t.txt:6");
    EXPECT_EQ(at(8192), "t.txt:4");
    EXPECT_EQ(at(100), "t.txt:5");
    EXPECT_TRUE(db.lookup(key, "double_buffered", 512).empty());
}

TEST(GemmDatabase, ADeviceNamePrefixMatchesEveryDeviceItStartsAndGivesWayToTheExactName)
{
    const std::string cpu = "MWG=96,NWG=256,KWG=256,MDIMC=16,NDIMC=16,VW=16";
    const std::string avx512 = "MWG=96,NWG=128,KWG=128,MDIMC=8,NDIMC=4,VW=16";
    ndr::GemmDatabase db;
    db.add("pocl | CPU | * | cpu_blocked | * | " + cpu + " | 1024 | vendor\n" +
               "pocl | CPU | pthread-skylake-avx512-* | cpu_blocked | * | " + avx512 + " | 1024 | prefix\n" +
               "pocl | CPU | pthread-skylake-avx512-Intel(R) Xeon(R) Gold | cpu_blocked | * | " + cpu +
               " | 1024 | exact\n" + "pocl | CPU | pthread-*-x | cpu_blocked | * | " + cpu + " | 1024 | bad\n",
           "p.txt");
    ASSERT_EQ(db.problems().size(), 1u);
    EXPECT_EQ(db.problems()[0].origin, "p.txt:4") << "a '*' before the end of the name";
    const auto layer = [&](const std::string& device) {
        const auto key = ndr::gemmDeviceKey(fakeDevice("Portable Computing Language", "GenuineIntel", "CPU", device));
        const auto found = db.lookup(key, "cpu_blocked", 1024);
        return found.empty() ? std::string("none") : found[0]->note;
    };
    EXPECT_EQ(layer("pthread-skylake-avx512-Intel(R) Xeon(R) Processor"), "prefix");
    EXPECT_EQ(layer("pthread-skylake-avx512-Intel(R) Xeon(R) Gold"), "exact");
    EXPECT_EQ(layer("pthread-haswell-AMD EPYC"), "vendor");
    EXPECT_EQ(layer("pthread-skylake"), "vendor") << "a prefix matches whole, not in part";
    EXPECT_EQ(db.entries()[1].layer(), Source::DatabaseDevice);
    EXPECT_TRUE(db.entries()[1].devicePattern());
    EXPECT_FALSE(db.entries()[2].devicePattern());
}

TEST(GemmDatabase, MalformedLinesAreLeftOutNamingTheirLine)
{
    const std::string good = "MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=4";
    const std::string lines[] = {
        "pocl | CPU | * | vectorized | * | " + good + " | 512 | the one good line", // 1
        "pocl | CPU | * | vectorized | * | " + good + " | 512",                     // 2 seven fields
        "NVIDIA Corporation | GPU | * | vectorized | * | " + good + " | 512 | x",   // 3 vendor not normalised
        "pocl | cpu | * | vectorized | * | " + good + " | 512 | x",                 // 4 type not upper case
        "* | GPU | NVIDIA H100 | vectorized | * | " + good + " | 512 | x",          // 5 device without vendor
        "pocl | CPU | * | nope | * | " + good + " | 512 | x",                       // 6 unknown variant
        "pocl | CPU | * | tiled | * | " + good + " | 512 | x",                      // 7 not tunable
        "pocl | CPU | * | double_buffered | 10-5 | " + good + " | 512 | x",         // 8 range ends first
        "pocl | CPU | * | double_buffered | big | " + good + " | 512 | x",          // 9 range syntax
        "pocl | CPU | * | double_buffered | * | MWG=64,NWG=64 | 512 | x",           // 10 params incomplete
        "pocl | CPU | * | register_blocked | * | " + good + " | 512 | x",           // 11 VW=4 on a VW=1 variant
        "pocl | CPU | * | vectorized | 1-100 | MWG=64,NWG=16,KWG=32,MDIMC=8,NDIMC=8,VW=2 | 512 | x", // 12 PoCL crash shape
        "pocl | CPU | * | double_buffered | * | " + good + " | 0 | x",                   // 13 tuned at N = 0
        "pocl | CPU | * | vectorized | * | " + good + " | 1024 | duplicate of line 1",   // 14 same key and range
        "pocl | CPU | * | double_buffered | 100-200 | " + good + " | 512 | x",           // 15 fine
        "pocl | CPU | * | double_buffered | 200-300 | " + good + " | 512 | overlaps 15", // 16 overlapping range
        "|||||||",                                                                       // 17 empty fields
    };
    std::string text;
    for (const auto& l : lines)
        text += l + "\n";
    ndr::GemmDatabase db;
    db.add(text, "bad.txt");
    std::set<std::string> rejected;
    for (const auto& p : db.problems()) {
        rejected.insert(p.origin);
        EXPECT_FALSE(p.reason.empty()) << p.origin;
    }
    std::set<std::string> expected;
    for (int i = 2; i <= 17; ++i)
        if (i != 15)
            expected.insert("bad.txt:" + std::to_string(i));
    EXPECT_EQ(rejected, expected);
    ASSERT_EQ(db.entries().size(), 2u);
    EXPECT_EQ(db.entries()[0].origin, "bad.txt:1");
    EXPECT_EQ(db.entries()[1].origin, "bad.txt:15");
    // The crash shape is refused for PoCL only: the same line for another vendor is fine.
    ndr::GemmDatabase other;
    other.add("NVIDIA | GPU | * | vectorized | * | MWG=64,NWG=16,KWG=32,MDIMC=8,NDIMC=8,VW=2 | 512 | x\n", "o.txt");
    EXPECT_TRUE(other.problems().empty());
}

TEST(GemmDatabase, AFileThatCannotBeReadIsAnInputError)
{
    try {
        ndr::GemmDatabase::fromFile((scratch() / "missing.txt").string());
        FAIL() << "no error";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    }
}

// Only a regular file of at most kMaxGemmDatabaseBytes is read: a device, a FIFO without a writer
// or a directory named as the database is refused with what it is, never read for ever.
TEST(GemmDatabase, WhatIsNotARegularFileOfItsSizeIsRefusedUnread)
{
    namespace fs = std::filesystem;
    const fs::path dir = scratch() / "doors";
    fs::create_directories(dir);
    const fs::path fifo = dir / "fifo.txt";
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const fs::path big = dir / "big.txt";
    {
        std::ofstream(big) << "# a comment\n";
    }
    fs::resize_file(big, ndr::kMaxGemmDatabaseBytes + 1); // sparse: nothing is written
    for (const fs::path& p : {fs::path("/dev/zero"), fs::path("/dev/urandom"), fifo, dir, big}) {
        try {
            ndr::GemmDatabase::fromFile(p.string());
            ADD_FAILURE() << p << " was read";
        } catch (const ndr::Error& e) {
            EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput) << p;
            EXPECT_NE(std::string(e.what()).find(p.string()), std::string::npos) << e.what();
            if (p == big) {
                EXPECT_EQ(e.limit(), "GEMM database bytes");
                EXPECT_EQ(e.limitValue(), ndr::kMaxGemmDatabaseBytes);
                EXPECT_EQ(e.requested(), ndr::kMaxGemmDatabaseBytes + 1);
            }
        }
    }
    fs::resize_file(big, ndr::kMaxGemmDatabaseBytes);
    EXPECT_NO_THROW(ndr::GemmDatabase::fromFile(big.string())) << "the limit itself is read";
}

TEST(GemmResolve, LookupOrderIsCacheThenDeviceThenVendorThenTypeThenDefault)
{
    const ndr::GemmDatabase db = fixture();
    ASSERT_TRUE(db.problems().empty());
    const ndr::TuningCache cache((scratch() / "order" / "tuning.tsv").string());
    cache.clear();
    const ndr::DeviceInfo gpu = h100();
    cache.store({gpu.name, gpu.driverVersion, "double_buffered", kCached, 1, 1024, "t"});

    auto r = resolveWith(gpu, &cache, &db);
    EXPECT_EQ(r.source, Source::Tuned);
    EXPECT_EQ(r.params, kCached);
    EXPECT_EQ(r.label, "tuned");
    EXPECT_TRUE(r.note.empty()) << r.note;
    EXPECT_EQ(outcomeOf(r, Source::DatabaseDevice), Outcome::NotReached);
    EXPECT_EQ(outcomeOf(r, Source::Default), Outcome::NotReached);

    // Another driver version: the cache entry is not for this device.
    ndr::DeviceInfo newDriver = gpu;
    newDriver.driverVersion = "2.0";
    r = resolveWith(newDriver, &cache, &db);
    EXPECT_EQ(r.source, Source::DatabaseDevice);
    EXPECT_EQ(r.params, kDevice);
    EXPECT_EQ(r.label, "database NVIDIA/GPU/NVIDIA H100 80GB HBM3");
    EXPECT_EQ(r.note, "NVIDIA/GPU/NVIDIA H100 80GB HBM3"); // the key, without the layer's name
    EXPECT_EQ(outcomeOf(r, Source::Tuned), Outcome::Absent);
    EXPECT_EQ(outcomeOf(r, Source::DatabaseVendor), Outcome::NotReached);
    ASSERT_TRUE(r.used()->databaseEntry);
    EXPECT_EQ(r.used()->databaseEntry->origin, "fixture.txt:2");

    // Another NVIDIA GPU without an entry of its own: the vendor's.
    r = resolveWith(fakeDevice("NVIDIA CUDA", "NVIDIA Corporation", "GPU", "NVIDIA L4"), &cache, &db);
    EXPECT_EQ(r.source, Source::DatabaseVendor);
    EXPECT_EQ(r.params, kVendor);
    EXPECT_EQ(r.label, "database NVIDIA/GPU");
    EXPECT_EQ(outcomeOf(r, Source::DatabaseDevice), Outcome::Absent);

    // Another vendor's GPU: the type's.
    r = resolveWith(fakeDevice("AMD APP", "Advanced Micro Devices, Inc.", "GPU", "gfx90a"), &cache, &db);
    EXPECT_EQ(r.source, Source::DatabaseType);
    EXPECT_EQ(r.params, kType);
    EXPECT_EQ(r.label, "database GPU");

    // A CPU: nothing in the database, the built-in default.
    r = resolveWith(fakeDevice("Portable Computing Language", "GenuineIntel", "CPU", "cpu", 4), &cache, &db);
    EXPECT_EQ(r.source, Source::Default);
    EXPECT_EQ(r.params, doubleBuffered().defaultParams);
    EXPECT_EQ(r.label, "default");
    EXPECT_TRUE(r.note.empty()) << r.note;
    EXPECT_EQ(outcomeOf(r, Source::DatabaseType), Outcome::Absent);

    // Explicit parameters win over everything; useTuned = false skips cache and database.
    r = ndr::resolveGemm(doubleBuffered(), gpu, kType, true, 1024, ndr::GemmParamsLayers{&cache, &db});
    EXPECT_EQ(r.source, Source::Explicit);
    EXPECT_EQ(r.params, kType);
    r = ndr::resolveGemm(doubleBuffered(), gpu, std::nullopt, false, 1024, ndr::GemmParamsLayers{&cache, &db});
    EXPECT_EQ(r.source, Source::Default);
    EXPECT_EQ(outcomeOf(r, Source::Tuned), Outcome::Absent);
    EXPECT_EQ(outcomeOf(r, Source::DatabaseDevice), Outcome::Absent);
    cache.clear();
}

TEST(GemmResolve, AnEntryThatDoesNotFitTheDeviceFallsThroughToTheNextLayer)
{
    const ndr::GemmDatabase db = fixture();
    ndr::DeviceInfo small = h100();
    small.maxWorkGroupSize = 128; // the device entry's 16 x 16 work-items do not fit, nor the vendor's
    const ndr::TuningCache cache((scratch() / "fit" / "tuning.tsv").string());
    cache.clear();
    cache.store({small.name, small.driverVersion, "double_buffered", {64, 64, 16, 16, 16, 4}, 1, 1024, "t"});
    auto r = resolveWith(small, &cache, &db);
    EXPECT_EQ(outcomeOf(r, Source::Tuned), Outcome::DoesNotFit);
    EXPECT_EQ(outcomeOf(r, Source::DatabaseDevice), Outcome::DoesNotFit);
    EXPECT_EQ(outcomeOf(r, Source::DatabaseVendor), Outcome::DoesNotFit);
    EXPECT_EQ(outcomeOf(r, Source::DatabaseType), Outcome::DoesNotFit);
    EXPECT_EQ(r.source, Source::Default);
    EXPECT_TRUE(ndr::checkGemmParams(doubleBuffered(), r.params, small).empty());
    cache.clear();
}

TEST(GemmResolve, LargeTilesGiveWayToTheNextLayerAtSmallNUnlessTheEntryIsForThatRange)
{
    // H100-like: 132 compute units. A 256 x 128 tile tuned at 8192 launches 32 work-groups at
    // N = 1024; the vendor entry's 64 x 128 tile launches 128.
    ndr::GemmDatabase db;
    db.add(
        "NVIDIA | GPU | NVIDIA H100 80GB HBM3 | double_buffered | * | MWG=256,NWG=128,KWG=8,MDIMC=16,NDIMC=16,VW=4 | 8192 | big\n"
        "NVIDIA | GPU | * | double_buffered | * | MWG=64,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4 | 1024 | vendor\n",
        "small.txt");
    ASSERT_TRUE(db.problems().empty()) << db.problems().front().reason;
    auto r = resolveWith(h100(), nullptr, &db, 1024);
    EXPECT_EQ(r.source, Source::DatabaseVendor);
    ASSERT_TRUE(r.setAside());
    EXPECT_EQ(r.setAside()->source, Source::DatabaseDevice);
    EXPECT_EQ(r.setAside()->workGroups, 32u);
    EXPECT_EQ(r.label.rfind("database NVIDIA/GPU: database NVIDIA/GPU/NVIDIA H100 80GB HBM3 MWG=256", 0), 0u)
        << r.label;
    EXPECT_EQ(r.note.rfind("NVIDIA/GPU; database NVIDIA/GPU/NVIDIA H100 80GB HBM3 MWG=256", 0), 0u) << r.note;
    // At the N it was tuned for, the big tile runs.
    r = resolveWith(h100(), nullptr, &db, 8192);
    EXPECT_EQ(r.source, Source::DatabaseDevice);
    EXPECT_FALSE(r.setAside());
    // A cache entry tuned at 8192 gives way to the database, not only to the default.
    const ndr::TuningCache cache((scratch() / "smalln" / "tuning.tsv").string());
    cache.clear();
    cache.store({h100().name, h100().driverVersion, "double_buffered", {256, 128, 8, 16, 16, 4}, 1, 8192, "t"});
    r = resolveWith(h100(), &cache, &db, 1024);
    EXPECT_EQ(r.source, Source::DatabaseVendor);
    EXPECT_EQ(outcomeOf(r, Source::Tuned), Outcome::SetAside);
    EXPECT_EQ(r.setAside()->source, Source::Tuned);
    cache.clear();
    // An entry for an N range was chosen for it: trusted there.
    ndr::GemmDatabase ranged;
    ranged.add(
        "NVIDIA | GPU | NVIDIA H100 80GB HBM3 | double_buffered | 512-2047 | MWG=256,NWG=128,KWG=8,MDIMC=16,NDIMC=16,VW=4 | 8192 | x\n"
        "NVIDIA | GPU | * | double_buffered | * | MWG=64,NWG=128,KWG=16,MDIMC=16,NDIMC=16,VW=4 | 1024 | vendor\n",
        "ranged.txt");
    r = resolveWith(h100(), nullptr, &ranged, 1024);
    EXPECT_EQ(r.source, Source::DatabaseDevice);
    EXPECT_FALSE(r.setAside());
}

TEST(GemmDatabase, ShippedEntriesAreValidAndKeyedOncePerRange)
{
    const ndr::GemmDatabase& db = ndr::builtInGemmDatabase();
    for (const auto& p : db.problems())
        ADD_FAILURE() << p.origin << ": " << p.reason;
    EXPECT_FALSE(db.entries().empty());
    for (const auto& e : db.entries()) {
        SCOPED_TRACE(e.origin);
        const ndr::Variant* v = ndr::findVariant(e.variant);
        ASSERT_TRUE(v && v->tunable);
        EXPECT_GT(e.tunedAtN, 0u);
        EXPECT_NE(e.type, "*");
    }
}

TEST(GemmDatabase, ShippedPoclEntriesVerifyOnThisDeviceAtAnyN)
{
    NDR_REQUIRE_DEVICE();
    const ndr::DeviceInfo& d = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    if (!ndr::isPoclDevice(d))
        GTEST_SKIP() << "the PoCL entries are checked on a PoCL device";
    int checked = 0;
    for (const auto& e : ndr::builtInGemmDatabase().entries()) {
        if (e.vendor != "pocl" && e.vendor != "*")
            continue;
        const ndr::Variant& v = *ndr::findVariant(e.variant);
        if (!ndr::checkGemmParams(v, e.params, d).empty())
            continue; // an entry for another PoCL device class (e.g. a GPU backend)
        for (std::size_t n : {1, 250}) {
            SCOPED_TRACE(e.origin + " N=" + std::to_string(n));
            auto req = patientRequest(e.variant, n);
            req.gemm = e.params;
            const auto r = sharedEngine().run(req);
            EXPECT_TRUE(r.ok()) << r.error;
        }
        ++checked;
    }
    EXPECT_GT(checked, 0) << "no shipped entry applies to PoCL on this machine";
}

TEST(GemmDatabase, RunsUseItUnderTheCacheAndReportTheLayer)
{
    NDR_REQUIRE_DEVICE();
    const ndr::DeviceInfo& d = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    const ndr::GemmDeviceKey key = ndr::gemmDeviceKey(d);
    // A fixture database for this device's vendor and type (and for its type alone).
    const ndr::GemmParams forVendor{32, 32, 8, 8, 8, 4}, forType{32, 32, 16, 8, 8, 1};
    const auto dbFile = scratch() / "engine-db.txt";
    {
        std::ofstream out(dbFile);
        out << key.vendor << " | " << key.type << " | * | vectorized | * | " << forVendor.toString() << " | 64 | f\n"
            << "* | " << key.type << " | * | register_blocked | * | " << forType.toString() << " | 64 | f\n";
    }
    const ScopedEnv config("XDG_CONFIG_HOME", (scratch() / "engine-cfg").string());
    const ScopedEnv database("NDR_GEMM_DATABASE", dbFile.string());
    ndr::TuningCache().clear();

    auto r = sharedEngine().run(patientRequest("vectorized", 70));
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.paramsSource, Source::DatabaseVendor);
    EXPECT_EQ(r.params, forVendor.toString());
    EXPECT_EQ(r.paramsNote, key.vendor + "/" + key.type); // the entry's key
    r = sharedEngine().run(patientRequest("register_blocked", 70));
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.paramsSource, Source::DatabaseType);
    EXPECT_EQ(r.params, forType.toString());
    EXPECT_EQ(r.paramsNote, key.type);
    r = sharedEngine().run(patientRequest("double_buffered", 70));
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.paramsSource, Source::Default);
    // The user's own tune comes first.
    const ndr::GemmParams tuned{16, 16, 8, 4, 4, 4};
    ndr::TuningCache().store({d.name, d.driverVersion, "vectorized", tuned, 1, 70, "t"});
    r = sharedEngine().run(patientRequest("vectorized", 70));
    EXPECT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.paramsSource, Source::Tuned);
    EXPECT_EQ(r.params, tuned.toString());
    EXPECT_TRUE(r.paramsNote.empty()) << r.paramsNote;
    // --no-tuned: neither the cache nor the database.
    auto req = patientRequest("vectorized", 70);
    req.useTunedParams = false;
    EXPECT_EQ(sharedEngine().run(req).paramsSource, Source::Default);
    // Non-tunable variants have no layer.
    EXPECT_EQ(sharedEngine().run(patientRequest("tiled", 16)).paramsSource, Source::None);
    ndr::TuningCache().clear();

    // A database file with a bad line is an input error naming it, not a silent fallback.
    {
        std::ofstream out(dbFile, std::ios::app);
        out << "pocl | CPU | * | vectorized | * | MWG=banana | 64 | bad\n";
    }
    try {
        sharedEngine().run(patientRequest("vectorized", 70));
        ADD_FAILURE() << "no error";
    } catch (const ndr::Error& e) {
        EXPECT_EQ(e.kind(), ndr::ErrorKind::InvalidInput);
    }
}

TEST(GemmDatabase, WithAnEmptyCacheEveryFastVariantRunsWhatTheResolutionSays)
{
    NDR_REQUIRE_DEVICE();
    const ndr::DeviceInfo& d = sharedEngine().devices()[sharedEngine().resolveDevice(-1, -1)];
    const ScopedEnv config("XDG_CONFIG_HOME", (scratch() / "empty-cfg").string());
    ::unsetenv("NDR_GEMM_DATABASE");
    for (const auto& v : ndr::catalogue()) {
        if (!v.tunable || !ndr::deviceUnavailableReason(v, d).empty()) // tf32_tensor off NVIDIA
            continue;
        for (std::size_t n : {1, 100, 257}) {
            SCOPED_TRACE(v.name + " N=" + std::to_string(n));
            const auto expected = ndr::resolveGemm(v, d, std::nullopt, true, n);
            const bool inDatabase = !ndr::builtInGemmDatabase().lookup(ndr::gemmDeviceKey(d), v.name, n).empty();
            EXPECT_EQ(ndr::isDatabaseSource(expected.source) || expected.setAside(), inDatabase);
            const auto r = sharedEngine().run(patientRequest(v.name, n));
            EXPECT_TRUE(r.ok()) << r.error;
            EXPECT_EQ(r.paramsSource, expected.source);
            EXPECT_EQ(r.params, expected.params.toString());
            EXPECT_EQ(r.paramsNote, expected.note);
        }
    }
}
