#pragma once
#include <QString>
#include <vector>

#include "ndr/run_result.hpp"

namespace studio {

// What the Timeline view draws, computed once per set of runs so painting is a loop over flat
// arrays. Every run is a group of lanes (its host thread, then each queue it used), stacked on
// one time axis: nanoseconds on the host steady clock, zero at the run's first clEnqueue call,
// device timestamps mapped with ndr::mapDeviceToHost (error bound in the group).
struct TimelineBar {
    enum Kind { Device, HostEnqueue, HostWait };
    Kind kind = Device;
    double t[4] = {0, 0, 0, 0}; // Device: QUEUED, SUBMIT, START, END; host: begin, -, -, end
    int lane = 0;
    int row = 0; // sub-row of the lane: overlapping commands (out-of-order) stack
    int group = 0;
    int command = -1; // index into the run's commands (first one waited, for waits)
};

struct TimelineLane {
    QString title;
    int group = 0;
    int queue = -1; // -1: the host lane
    int rows = 1;   // sub-rows needed so that overlapping bars do not hide each other
};

struct TimelineGroup {
    QString title;
    int firstLane = 0, laneCount = 0;
    double clockErrorNs = 0;
    double kernelMedianMs = 0;
};

struct TimelineLayout {
    std::vector<ndr::RunResult> runs; // the groups' runs, in group order
    std::vector<TimelineLane> lanes;
    std::vector<TimelineGroup> groups;
    std::vector<TimelineBar> bars; // sorted by lane, then by start
    double spanNs = 0;             // latest end over all groups
    bool empty() const { return bars.empty(); }
};

// Runs without commands (imported from CSV, or failed before enqueueing) are left out.
TimelineLayout layoutTimeline(const std::vector<ndr::RunResult>& runs);

// Sum of each stage (queue wait, launch latency, execution) of the device bars, clipped to
// [fromNs, toNs]: what a range selection reports.
struct StageSums {
    double ns[3] = {0, 0, 0};
    int commands = 0; // device commands that overlap the range
};
StageSums sumStages(const TimelineLayout& layout, double fromNs, double toNs);

} // namespace studio
