#pragma once
// One validation for a run that comes from outside this process: a results CSV (ndrange-bench
// history import, the studio's Import CSV), a bundle's runs.json and runs.csv (bundle import, the
// studio's Import bundle). Whatever the door, a run is refused for the same reasons: a time or
// figure that is not a finite number >= 0, a size outside the engine's own limits, an unknown
// workload or status, a timestamp that is not an ISO 8601 UTC date-time of the calendar, or a
// combination no engine run can have (a verified run without a figure, a run that was never timed
// but has times). Imports are all or nothing, so one refused run refuses the file.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "ndr/errors.hpp"
#include "ndr/run_result.hpp"

namespace ndr {

// Through which reader a run came in.
enum class RunDoor {
    Unknown, // not yet known (the value check itself, before a reader adds where it was)
    Csv,     // a results CSV file
    Bundle,  // a member of a result bundle (runs.json or runs.csv)
};
std::string toString(RunDoor door); // "run", "CSV import", "bundle import"

// A run value that was refused: an InvalidInput error naming the door, the file, the member of a
// bundle, the record (the CSV line, or the run's 1-based place in runs.json), the field (a CSV
// column or a JSON key path such as "local.x" or "commands[3].end_ns") and, where a limit was
// broken, the limit (Error::limit, limitValue, requested).
class RunValueError : public Error {
public:
    RunValueError(std::string field, std::string problem);
    RunDoor door() const { return door_; }
    const std::string& file() const { return file_; }
    const std::string& member() const { return member_; }
    std::size_t record() const { return record_; }
    const std::string& field() const { return field_; }
    // The reason alone, e.g. "= -5 is negative; it must be a whole number from 1 to 46340".
    const std::string& problem() const { return problem_; }

    // Error::withLimit, keeping the type (a `throw RunValueError(…).withLimit(…)` stays one).
    RunValueError& withLimit(std::string limit, std::optional<std::uint64_t> value = {},
                             std::optional<std::uint64_t> requested = {})
    {
        Error::withLimit(std::move(limit), value, requested);
        return *this;
    }
    // Where the value was found; the message is rebuilt to say so.
    RunValueError& at(RunDoor door, std::string file, std::string member, std::size_t record);
    // The field inside an enclosing one: "x" in "local" becomes "local.x".
    RunValueError& inside(const std::string& enclosing);

private:
    void rebuild();

    RunDoor door_ = RunDoor::Unknown;
    std::string file_, member_;
    std::size_t record_ = 0;
    std::string field_, problem_;
};

// The largest N a run may have. A run that was timed passed the engine's own launch check, so
// its N is within what the workload's kernels index (engine: N*N < 2^31 for matmul, n < 2^31 for
// the others); a run that never ran (skipped, cancelled, failed before its launch) may carry any
// N a request could ask for (kMaxRequestN).
std::size_t maxRunN(const std::string& workload, bool measured);

// Days in `month` (1-12) of `year` in the Gregorian calendar (proleptic before 1582).
int daysInMonth(int year, int month);

// "YYYY-MM-DDTHH:MM:SSZ" (optionally with a fraction of a second before the Z) naming a real
// moment of the Gregorian calendar: month 1-12, the day within that month (29 February only in a
// leap year), hour 0-23, minute and second 0-59.
bool isIsoUtcTimestamp(std::string_view text);

// How a refused field is named: by its results CSV column ("kernel_ms_median") or its runs.json
// key path ("kernel.median_ms").
enum class RunFieldNames { Csv, Json };

// Throws RunValueError (door Unknown) for the first value of `r` that no engine run can have.
void checkRunValues(const RunResult& r, RunFieldNames names = RunFieldNames::Csv);

} // namespace ndr
