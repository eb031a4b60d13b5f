#include "store/history_sqlite.hpp"

namespace ndr::history_sqlite {

namespace {

HistoryProblem problemOf(int code)
{
    switch (code & 0xff) {
    case SQLITE_NOTADB:
    case SQLITE_CORRUPT:
        return HistoryProblem::NotADatabase;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return HistoryProblem::Busy;
    case SQLITE_CANTOPEN:
    case SQLITE_READONLY:
    case SQLITE_IOERR:
    case SQLITE_FULL:
    case SQLITE_PERM:
        return HistoryProblem::Unwritable;
    default:
        return HistoryProblem::Other;
    }
}

std::string advice(HistoryProblem p)
{
    switch (p) {
    case HistoryProblem::NotADatabase:
        // Nothing replaces the file by itself: the user moves it, and the next open makes a new one.
        return "; it is not a run history (or it is damaged) and is left as it is: once it is moved aside, the "
               "next command or studio start that opens the history makes a new, empty one";
    case HistoryProblem::Busy:
        return "; another process held it longer than the busy timeout";
    default:
        return "";
    }
}

} // namespace

void fail(sqlite3* db, int code, const std::string& path, const std::string& doing)
{
    const std::string sqliteMessage = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
    const HistoryProblem p = problemOf(code);
    throw HistoryError(p, path,
                       "history '" + path + "': " + doing + " failed (SQLite: " + sqliteMessage + ")" + advice(p));
}

void exec(sqlite3* db, const std::string& path, const std::string& sql, const std::string& doing)
{
    if (const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr); rc != SQLITE_OK)
        fail(db, rc, path, doing);
}

Statement::Statement(sqlite3* db, const std::string& path, const std::string& sql) : db_(db), path_(path)
{
    if (const int rc = sqlite3_prepare_v2(db, sql.c_str(), int(sql.size()), &stmt_, nullptr); rc != SQLITE_OK)
        fail(db, rc, path, "preparing a query");
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement& Statement::bind(const std::string& text)
{
    if (const int rc = sqlite3_bind_text(stmt_, next_++, text.data(), int(text.size()), SQLITE_TRANSIENT);
        rc != SQLITE_OK)
        fail(db_, rc, path_, "binding a value");
    return *this;
}

Statement& Statement::bind(std::int64_t value)
{
    if (const int rc = sqlite3_bind_int64(stmt_, next_++, value); rc != SQLITE_OK)
        fail(db_, rc, path_, "binding a value");
    return *this;
}

Statement& Statement::bind(const std::optional<double>& value)
{
    const int rc = value ? sqlite3_bind_double(stmt_, next_, *value) : sqlite3_bind_null(stmt_, next_);
    ++next_;
    if (rc != SQLITE_OK)
        fail(db_, rc, path_, "binding a value");
    return *this;
}

void Statement::reset()
{
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
    next_ = 1;
}

bool Statement::step()
{
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    fail(db_, rc, path_, "a query");
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

std::string Statement::text(int column) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
    return p ? std::string(p, std::size_t(sqlite3_column_bytes(stmt_, column))) : std::string();
}

std::optional<double> Statement::real(int column) const
{
    if (isNull(column))
        return std::nullopt;
    return sqlite3_column_double(stmt_, column);
}

bool Statement::isNull(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }

Conditions& Conditions::add(const std::string& sql, std::vector<Value> values)
{
    sql_.push_back(sql);
    values_.insert(values_.end(), values.begin(), values.end());
    return *this;
}

std::string Conditions::where() const
{
    std::string out;
    for (const std::string& c : sql_)
        out += (out.empty() ? " WHERE (" : " AND (") + c + ")";
    return out;
}

void Conditions::bindTo(Statement& s) const
{
    for (const Value& v : values_)
        std::visit([&s](const auto& x) { s.bind(x); }, v);
}

std::string likePattern(const std::string& text)
{
    std::string out = "%";
    for (char c : text) {
        if (c == '%' || c == '_' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "%";
}

} // namespace ndr::history_sqlite
