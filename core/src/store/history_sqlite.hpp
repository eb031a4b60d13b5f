#pragma once
// The SQLite plumbing of ndr::History (engine internals): errors as HistoryError, and prepared
// statements that finalize themselves.
#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>

#include "ndr/history_error.hpp"

namespace ndr::history_sqlite {

// Throws the HistoryError of SQLite's result `code` on `db` for the file at `path`, naming what
// was being done and SQLite's message.
[[noreturn]] void fail(sqlite3* db, int code, const std::string& path, const std::string& doing);

// Runs one or more statements that return no rows.
void exec(sqlite3* db, const std::string& path, const std::string& sql, const std::string& doing);

// A prepared statement; bind() counts its parameters from 1 in call order.
class Statement {
public:
    Statement(sqlite3* db, const std::string& path, const std::string& sql);
    ~Statement();
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(const std::string& text);
    Statement& bind(std::int64_t value);
    Statement& bind(const std::optional<double>& value);
    // The next row: true while there is one. Throws HistoryError.
    bool step();
    // Columns of the current row, from 0.
    std::int64_t integer(int column) const;
    std::string text(int column) const;

private:
    sqlite3* db_;
    std::string path_;
    sqlite3_stmt* stmt_ = nullptr;
    int next_ = 1;
};

} // namespace ndr::history_sqlite
