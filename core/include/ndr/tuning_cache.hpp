#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ndr/gemm_params.hpp"

namespace ndr {

// The best parameters the tuner found for one (device name, driver version, variant).
struct TunedEntry {
    std::string device, driver, variant;
    GemmParams params;
    double gflops = 0; // measured by the tuner at n
    std::size_t n = 0;
    std::string timestamp; // ISO 8601 UTC
};

// $XDG_CONFIG_HOME/ndrange-studio/tuning.tsv, else ~/.config/ndrange-studio/tuning.tsv.
std::string tuningCachePath();
// The largest tuning cache read (one line a device and variant, about 150 bytes each); a larger
// file, or what is not a regular file, reads as not a cache (Contents::badHeader).
inline constexpr std::uint64_t kMaxTuningCacheBytes = 16u << 20;

// The per-user tuning cache: a versioned tab-separated file, one entry per key. Every call reads
// the file afresh (the CLI, the studio and the tuner may all write it). A corrupted file or line
// is ignored (never an error, never a crash) and the next store() rewrites the file with the
// entries that could be read; it is written through the file writer (file_writer.hpp: atomic for
// a regular file, a link followed and kept, a FIFO or device written in place).
class TuningCache {
public:
    explicit TuningCache(std::string path = tuningCachePath());
    const std::string& path() const { return path_; }

    struct Contents {
        std::vector<TunedEntry> entries;
        std::size_t badLines = 0; // unreadable lines that were skipped
        bool badHeader = false;   // the file exists but is not a tuning cache of this version (or too large)
    };
    Contents load() const;

    std::optional<TunedEntry> find(const std::string& device, const std::string& driver,
                                   const std::string& variant) const;
    // Replaces the entry with the same key (or adds it). Throws FileWriteError naming the file if
    // it cannot be written (the old file stays as it was).
    void store(const TunedEntry& entry) const;
    // Removes the file; returns false if there was none.
    bool clear() const;

private:
    std::string path_;
};

} // namespace ndr
