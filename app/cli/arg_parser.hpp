#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

namespace ndr::cli {

// "--name value" and "--flag" options after a sub-command. Unknown options, missing values and
// an option given twice (`--n 16 --n 32`) are input errors (exit code 2) naming the option, never
// silently ignored or overridden; for an option among `lists` (valued options that take a comma
// separated list) the error adds how a list is written.
class ArgParser {
public:
    ArgParser(std::vector<std::string> args, std::set<std::string> valued, std::set<std::string> flags,
              const std::set<std::string>& lists = {});
    bool has(const std::string& name) const { return values_.count(name) || flags_.count(name); }
    std::string value(const std::string& name, const std::string& fallback = {}) const;
    long long integer(const std::string& name, long long fallback, long long min, long long max) const;
    std::vector<std::string> list(const std::string& name) const; // comma separated
    // Refuses (InvalidInput, naming both options) two of the given options that name the same
    // file, compared as canonical paths (symbolic links, "..", hard links): an output would
    // overwrite another output (`--csv x --trace x`) or an input (`--kernel-file k.cl --csv k.cl`),
    // and an output onto a file protected from writes (the run history, ndr::protectFromWrites).
    void requireDistinctFiles(const std::vector<std::string>& outputs,
                              const std::vector<std::string>& inputs = {}) const;

private:
    std::map<std::string, std::string> values_;
    std::set<std::string> flags_;
};

// Parses "P:D"; throws ndr::Error(InvalidInput).
std::pair<int, int> parseDeviceId(const std::string& text);
// Parses a whole number with a range check; names `what` in the error. Text that is no number
// (empty, letters, "1.5") is refused as such (limit "whole number"), a number beyond the range as
// out of range (limit "minimum WHAT" / "maximum WHAT", with the bound).
long long parseInteger(const std::string& text, const std::string& what, long long min, long long max);
// Parses a positive number of seconds ("2", "0.5"), at most a week; names `what` in the error.
double parseSeconds(const std::string& text, const std::string& what);
// "2%" or "2" as 0.02, from 0.1 % to 50 %; throws Error(InvalidInput) naming `what` otherwise.
double parsePercent(const std::string& text, const std::string& what);

} // namespace ndr::cli
