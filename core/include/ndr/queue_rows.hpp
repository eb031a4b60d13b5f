#pragma once
#include <vector>

#include "ndr/run_result.hpp"

namespace ndr {

// The rows a timeline needs for each queue of a run. Several commands of one queue are pending
// at once on an out-of-order queue, or when writes are enqueued together before one wait: a
// command spans [QUEUED, END], and commands whose spans overlap go to different rows, so that no
// two commands of one row overlap (they may touch). Greedy interval packing in order of QUEUED,
// ties in the order of run.commands: a command takes the lowest row whose last command ended at
// or before its QUEUED, else a new row. A queue waited for command by command keeps one row.
// The studio's Timeline draws these rows; the Chrome trace writes each row as its own tracks.
struct QueueRows {
    std::vector<int> row;          // per command (index into run.commands): its row in its queue
    std::vector<int> rowsPerQueue; // per queue the run used (index = queue, at least one): >= 1
};
QueueRows queueRows(const RunResult& run);

} // namespace ndr
