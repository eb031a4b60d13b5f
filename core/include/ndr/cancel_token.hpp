#pragma once
#include <atomic>

namespace ndr {

// Shared between the caller (GUI thread) and the blocking engine call on a worker thread.
// The engine polls it between commands/repetitions/runs, so a cancel takes effect at the next
// boundary and never leaves a half-finished result in the output.
class CancelToken {
public:
    void cancel() { flag_.store(true, std::memory_order_relaxed); }
    void reset() { flag_.store(false, std::memory_order_relaxed); }
    bool cancelled() const { return flag_.load(std::memory_order_relaxed); }

private:
    std::atomic<bool> flag_{false};
};

} // namespace ndr
