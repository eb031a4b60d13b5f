// SharedLibrary, the run-time loader behind CLBlast, CBLAS and the CUDA driver: a library that is
// not there, and the symbols of one that is.
#include <gtest/gtest.h>

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
