#pragma once
// The SQLite plumbing of ndr::History (engine internals): errors as HistoryError, and prepared
// statements that finalize themselves.
#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

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
    // Back to before the first step, the bound values cleared, to be bound and run again.
    void reset();
    // The next row: true while there is one. Throws HistoryError.
    bool step();
    // Columns of the current row, from 0.
    std::int64_t integer(int column) const;
    std::string text(int column) const;
    std::optional<double> real(int column) const; // none for NULL
    bool isNull(int column) const;

private:
    sqlite3* db_;
    std::string path_;
    sqlite3_stmt* stmt_ = nullptr;
    int next_ = 1;
};

// The conditions of a WHERE clause, joined with AND, and the values they bind in order.
class Conditions {
public:
    using Value = std::variant<std::string, std::int64_t>;
    // `sql` with one ? per value, e.g. "variant = ?".
    Conditions& add(const std::string& sql, std::vector<Value> values = {});
    // " WHERE a AND b", or "" without conditions.
    std::string where() const;
    void bindTo(Statement& s) const;

private:
    std::vector<std::string> sql_;
    std::vector<Value> values_;
};

// "%text%" for LIKE ... ESCAPE '\', with LIKE's own wildcards in `text` escaped.
std::string likePattern(const std::string& text);

} // namespace ndr::history_sqlite
