#pragma once
// The run history's error (ndr/history.hpp): what went wrong with the file, for code.
#include <string>
#include <utility>

#include "ndr/errors.hpp"

namespace ndr {

// What went wrong with the history file, for code; the message (naming the file and SQLite's own
// words) is for people.
enum class HistoryProblem {
    NotADatabase,  // the file is not an SQLite database, or is damaged
    Busy,          // another process held the database beyond the busy timeout
    NewerSchema,   // written by a newer version of NDRange Studio
    UnknownSchema, // a schema version no version of NDRange Studio writes (negative)
    Foreign,       // an SQLite database of another program (its own tables, not ours)
    Unwritable,    // the file or its directory cannot be created, opened or written
    BadEntry,      // a stored run that does not read back (its JSON is damaged)
    Other,         // any other failure SQLite reports
};

class HistoryError : public Error {
public:
    HistoryError(HistoryProblem problem, std::string path, const std::string& message)
        : Error(ErrorKind::Runtime, message), problem_(problem), path_(std::move(path))
    {}
    HistoryProblem problem() const { return problem_; }
    const std::string& path() const { return path_; }

private:
    HistoryProblem problem_;
    std::string path_;
};

} // namespace ndr
