#pragma once
// The run history's schema (engine internals of ndr::History): the checks an existing file passes
// before anything is written to it, and the migration of an older one.
#include <sqlite3.h>

#include <cstdint>
#include <string>

namespace ndr::history_schema {

// The schema version of the database on `db` (a read-only look at the file at `path`), after
// checking that this build may open it: a version it knows whose tables and columns are there
// and none of a later version's tables. Throws HistoryError: NewerSchema, UnknownSchema (a
// negative version) or Foreign (another program's database, or one whose tables contradict its
// version). Nothing is written.
std::int64_t checkSchema(sqlite3* db, const std::string& path);

// Takes the database on `db` from its version to History::kSchemaVersion, step by step, in one
// transaction (under the write lock: another process may have migrated it meanwhile). A step
// that fails rolls everything back, leaving the file as it was; one that fails on the file's own
// tables (they contradict its version) is reported as Foreign. Throws HistoryError.
void migrate(sqlite3* db, const std::string& path);

} // namespace ndr::history_schema
