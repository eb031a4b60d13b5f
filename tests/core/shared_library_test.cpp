// SharedLibrary, the run-time loader behind CLBlast, CBLAS and the CUDA driver: a library that is
// not there, a path to what is no library, and the symbols of one that is.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "base/shared_library.hpp"

TEST(SharedLibrary, AMissingLibraryIsNotLoadedAndGivesTheLoadersReason)
{
    const ndr::SharedLibrary library("libndr-no-such-library.so.7");
    EXPECT_FALSE(library.loaded());
    EXPECT_FALSE(library.error().empty());
    EXPECT_EQ(library.name(), "libndr-no-such-library.so.7");
    EXPECT_EQ(library.function<void (*)()>("anything"), nullptr);
}

TEST(SharedLibrary, ALoadedLibrarysSymbolsResolveAndMissingOnesAreNull)
{
    const ndr::SharedLibrary library("libm.so.6");
    ASSERT_TRUE(library.loaded()) << library.error();
    EXPECT_TRUE(library.error().empty());
    using CosineFn = double (*)(double);
    const auto cosine = library.function<CosineFn>("cos");
    ASSERT_NE(cosine, nullptr);
    EXPECT_DOUBLE_EQ(cosine(0.0), 1.0);
    EXPECT_EQ(library.function<CosineFn>("ndr_no_such_symbol"), nullptr);
}

// A path to a FIFO without a writer (the loader's open would wait for one for ever), a device or a
// directory is refused at once, naming what it is; nothing is loaded.
TEST(SharedLibrary, WhatIsNotARegularFileIsRefusedUnopened)
{
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("ndr-shared-library-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path fifo = dir / "libfifo.so";
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    for (const fs::path& p : {fifo, fs::path("/dev/zero"), dir}) {
        const ndr::SharedLibrary library(p.string());
        EXPECT_FALSE(library.loaded()) << p;
        EXPECT_NE(library.error().find(p.string()), std::string::npos) << library.error();
    }
    fs::remove_all(dir);
}
