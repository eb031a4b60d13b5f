#include "ndr/queue_rows.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace ndr {

QueueRows queueRows(const RunResult& run)
{
    QueueRows out;
    const auto& cmds = run.commands;
    int queues = 1;
    for (const auto& c : cmds)
        queues = std::max(queues, c.queue + 1);
    out.row.assign(cmds.size(), 0);
    out.rowsPerQueue.assign(std::size_t(queues), 1);
    std::vector<std::size_t> order(cmds.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return cmds[a].queue != cmds[b].queue ? cmds[a].queue < cmds[b].queue : cmds[a].queuedNs < cmds[b].queuedNs;
    });
    std::vector<std::uint64_t> rowEnds; // per row of the current queue: the end of its last command
    int queue = -1;
    for (const std::size_t i : order) {
        const CommandTiming& c = cmds[i];
        if (c.queue != queue) {
            queue = c.queue;
            rowEnds.clear();
        }
        // A span never ends before it starts, even where a runtime reports a stage out of order.
        const std::uint64_t end = std::max({c.queuedNs, c.submitNs, c.startNs, c.endNs});
        std::size_t row = 0;
        while (row < rowEnds.size() && rowEnds[row] > c.queuedNs)
            ++row;
        if (row == rowEnds.size())
            rowEnds.push_back(0);
        rowEnds[row] = end;
        out.row[i] = int(row);
        auto& rows = out.rowsPerQueue[std::size_t(std::max(0, c.queue))];
        rows = std::max(rows, int(row) + 1);
    }
    return out;
}

} // namespace ndr
