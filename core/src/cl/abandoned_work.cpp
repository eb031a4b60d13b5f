#include "cl/abandoned_work.hpp"

namespace ndr {

void AbandonedWork::add(cl::CommandQueue queue, std::shared_ptr<void> resources)
{
    Entry e;
    e.queue = std::move(queue);
    try {
        e.queue.enqueueMarkerWithWaitList(nullptr, &e.marker);
        e.queue.flush();
    } catch (const cl::Error&) {
        // Without a marker the entry is treated as still running: kept until destruction.
    }
    e.resources = std::move(resources);
    entries_.push_back(std::move(e));
}

std::size_t AbandonedWork::reap()
{
    std::vector<Entry> running;
    for (auto& e : entries_) {
        cl_int status = CL_QUEUED;
        try {
            if (e.marker())
                status = e.marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>();
        } catch (const cl::Error&) {
            status = CL_QUEUED;
        }
        if (status == CL_COMPLETE || status < 0)
            continue; // released here: the device no longer touches its memory
        running.push_back(std::move(e));
    }
    entries_ = std::move(running);
    return entries_.size();
}

AbandonedWork::~AbandonedWork()
{
    if (reap() == 0)
        return;
    // Still running: never released (see the class comment). Held by a static so that leak
    // checkers see it as reachable rather than lost.
    static auto* parked = new std::vector<Entry>();
    for (auto& e : entries_)
        parked->push_back(std::move(e));
    entries_.clear();
}

} // namespace ndr
