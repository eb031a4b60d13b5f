#pragma once
// Command queues whose run was abandoned by the watchdog or a cancel (engine internals).
#include <CL/opencl.hpp>

#include <memory>
#include <vector>

namespace ndr {

// Keeps an abandoned queue and everything its commands still touch (host arrays, buffers) alive
// until the device has finished them: freeing host memory a running kernel or read-back still
// writes into would corrupt the heap. Finished entries are released by reap(); entries still
// running at destruction are deliberately leaked, because releasing them could block process exit
// on a kernel that never ends.
class AbandonedWork {
public:
    AbandonedWork() = default;
    AbandonedWork(const AbandonedWork&) = delete;
    AbandonedWork& operator=(const AbandonedWork&) = delete;
    ~AbandonedWork();

    void add(cl::CommandQueue queue, std::shared_ptr<void> resources);
    // Releases the entries whose commands have all completed; returns how many are still running.
    std::size_t reap();

private:
    struct Entry {
        cl::CommandQueue queue;
        cl::Event marker; // completes when every command before it has
        std::shared_ptr<void> resources;
    };
    std::vector<Entry> entries_;
};

} // namespace ndr
