// Shared by the run-history tests: a fresh folder per test and a raw SQLite connection for what
// the History API does not do (older layouts, locks, damaged rows, checks of what was stored).
#pragma once

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <string>
#include <unistd.h>

namespace historytest {

// A fresh folder for the running test (its suite and name, this process) under the sandbox's
// private temp directory; `prefix` names the test file.
inline std::filesystem::path testScratch(const std::string& prefix)
{
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    const std::filesystem::path d = std::filesystem::temp_directory_path() /
                                    (prefix + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_" +
                                     info->name());
    std::filesystem::remove_all(d);
    std::filesystem::create_directories(d);
    return d;
}

struct RawDb {
    sqlite3* db = nullptr;
    explicit RawDb(const std::filesystem::path& p) { EXPECT_EQ(sqlite3_open(p.c_str(), &db), SQLITE_OK); }
    ~RawDb() { sqlite3_close(db); }
    RawDb(const RawDb&) = delete;
    RawDb& operator=(const RawDb&) = delete;
    int exec(const std::string& sql) { return sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr); }
    // The first column of the first row, as text ("" where there is none).
    std::string scalar(const std::string& sql)
    {
        sqlite3_stmt* s = nullptr;
        std::string out;
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW &&
            sqlite3_column_text(s, 0))
            out = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
        sqlite3_finalize(s);
        return out;
    }
};

} // namespace historytest
