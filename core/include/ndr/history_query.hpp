#pragma once
// What the History view asks of the run history (ndr::History::rows, count, distinct): a filter,
// a sort order and a window of rows, answered by SQL over indexed columns so that the cost of a
// screen does not grow with the number of stored runs. A row carries the columns the view shows,
// read without parsing the stored run; the run itself is read by id (History::show).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

enum class HistorySource;

// The columns a query sorts by (and the view shows).
enum class HistoryOrder {
    Id,
    Time,
    Source,
    Device,
    Variant,
    Workload,
    N,
    Local,
    Status,
    Gflops,
    Gbps,
    KernelMs,
    Origin
};
// The columns whose stored values distinct() lists (the view's filter choices).
enum class HistoryChoice { Device, Variant, Workload };

struct HistoryQuery {
    std::string device;   // the device's name or its id "P:D", exactly; empty: any
    std::string variant;  // exactly; empty: any
    std::string workload; // exactly; empty: any
    std::string since;    // runs at or after this UTC time ("2026-11-24T00:00:00Z"); empty: any
    // A text any of the run's device, variant, workload, parameters, error or origin contains
    // (case-insensitive for ASCII letters); a whole number also selects the run with that id.
    std::string search;
    // Statuses the search also selects (the view passes those whose shown name contains it).
    std::vector<RunStatus> searchStatuses;
    HistoryOrder order = HistoryOrder::Time;
    bool descending = true; // ties: newest first (time, then id, in the same direction)
    bool operator==(const HistoryQuery&) const = default;
};

// One stored run as the list shows it.
struct HistoryRow {
    std::int64_t id = 0;
    HistorySource source{};
    std::string origin;
    std::string timestamp; // as stored (ISO 8601 UTC)
    std::string device, deviceId, variant, workload;
    std::uint64_t n = 0;
    std::string local;               // "16x16", "auto", "n/a"
    std::optional<RunStatus> status; // none: a status this version does not know
    // A verified, measured run's figures; none for any other run.
    std::optional<double> gflops, gbps;
    std::optional<double> kernelMedianMs;
    std::string params, error;
    // Why the stored run does not read back (its JSON is damaged); empty when it does.
    std::string damage;
};

// A stored run that does not read back: its id and why (the JSON parser's words).
struct DamagedRun {
    std::int64_t id = 0;
    std::string reason;
};

} // namespace ndr
