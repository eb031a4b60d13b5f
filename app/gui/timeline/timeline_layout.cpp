#include "gui/timeline/timeline_layout.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <map>

#include "models/stage_summary_model.hpp"
#include "ndr/queue_rows.hpp"
#include "ndr/trace.hpp"

namespace studio {

TimelineLayout layoutTimeline(const std::vector<ndr::RunResult>& runs)
{
    TimelineLayout out;
    for (const auto& r : runs) {
        const ndr::ClockMapping map = ndr::mapDeviceToHost(r);
        if (!map.valid || r.commands.empty())
            continue;
        const int group = int(out.groups.size());
        std::int64_t zero = r.commands.front().hostEnqueueBeginNs;
        int queues = 1;
        for (const auto& c : r.commands) {
            zero = std::min(zero, c.hostEnqueueBeginNs);
            queues = std::max(queues, c.queue + 1);
        }
        TimelineGroup g;
        g.title = StageSummaryModel::runLabel(r);
        g.firstLane = int(out.lanes.size());
        g.laneCount = 1 + queues;
        g.clockErrorNs = double(map.errorNs);
        g.kernelMedianMs = r.kernel.medianMs;
        out.lanes.push_back({QCoreApplication::translate("TimelineWidget", "host"), group, -1});
        for (int q = 0; q < queues; ++q)
            out.lanes.push_back({QString::fromStdString(ndr::queueName(r, q)), group, q});
        // Overlapping commands of one queue stack in sub-rows (the rule lives in the core, which
        // writes the same rows as tracks of the Chrome trace).
        const ndr::QueueRows rows = ndr::queueRows(r);
        for (int q = 0; q < queues; ++q)
            out.lanes[std::size_t(g.firstLane + 1 + q)].rows = rows.rowsPerQueue[std::size_t(q)];
        std::int64_t lastWaitBegin = -1;
        for (std::size_t i = 0; i < r.commands.size(); ++i) {
            const auto& c = r.commands[i];
            TimelineBar host;
            host.kind = TimelineBar::HostEnqueue;
            host.group = group;
            host.lane = g.firstLane;
            host.command = int(i);
            host.t[0] = host.t[1] = host.t[2] = double(c.hostEnqueueBeginNs - zero);
            host.t[3] = double(c.hostEnqueueEndNs - zero);
            out.bars.push_back(host);
            if (c.hostWaitBeginNs && c.hostWaitBeginNs != lastWaitBegin) {
                TimelineBar wait = host;
                wait.kind = TimelineBar::HostWait;
                wait.t[0] = wait.t[1] = wait.t[2] = double(c.hostWaitBeginNs - zero);
                wait.t[3] = double(c.hostWaitEndNs - zero);
                out.bars.push_back(wait);
                lastWaitBegin = c.hostWaitBeginNs;
            }
            TimelineBar dev;
            dev.group = group;
            dev.lane = g.firstLane + 1 + c.queue;
            dev.command = int(i);
            dev.row = rows.row[i];
            const std::uint64_t ts[4] = {c.queuedNs, c.submitNs, c.startNs, c.endNs};
            for (int k = 0; k < 4; ++k)
                dev.t[k] = double(map.toHost(ts[k]) - zero);
            out.bars.push_back(dev);
            out.spanNs = std::max({out.spanNs, dev.t[3], host.t[3]});
        }
        for (const auto& b : out.bars)
            if (b.group == group)
                out.spanNs = std::max(out.spanNs, b.t[3]);
        out.groups.push_back(g);
        out.runs.push_back(r);
    }
    std::stable_sort(out.bars.begin(), out.bars.end(), [](const TimelineBar& a, const TimelineBar& b) {
        return a.lane != b.lane ? a.lane < b.lane : a.t[0] < b.t[0];
    });
    return out;
}

StageSums sumStages(const TimelineLayout& layout, double fromNs, double toNs)
{
    StageSums s;
    if (toNs < fromNs)
        std::swap(fromNs, toNs);
    for (const auto& b : layout.bars) {
        if (b.kind != TimelineBar::Device || b.t[3] < fromNs || b.t[0] > toNs)
            continue;
        ++s.commands;
        for (int k = 0; k < 3; ++k) {
            const double lo = std::max(b.t[k], fromNs), hi = std::min(b.t[k + 1], toNs);
            if (hi > lo)
                s.ns[k] += hi - lo;
        }
    }
    return s;
}

} // namespace studio
