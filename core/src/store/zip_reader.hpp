#pragma once
// Reading a zip (libzip) that nobody vouches for. Everything the central directory declares is
// checked before a byte is inflated: the member count, every name (relative, no "." or "..", no
// duplicate), every declared size, their total and every member's compression ratio. A member is
// then inflated only when asked for, as a stream, and never past its declared size: a member that
// inflates to more (or less) than its entry says is refused as damaged at that point.
#include <cstdint>
#include <functional>
#include <memory>
#include <streambuf>
#include <string>
#include <vector>

#include "ndr/bundle.hpp"

struct zip;
struct zip_file;

namespace ndr {

// Member names a bundle may hold: relative, forward slashes, no "." or ".." parts, no NUL.
bool safeBundleName(const std::string& name);

struct ZipEntry {
    std::string name;
    std::uint64_t index = 0;
    std::uint64_t size = 0;           // declared, inflated
    std::uint64_t compressedSize = 0; // declared, in the file
};

class ZipArchive {
public:
    // Opens `path` and checks its central directory against `limits`; throws BundleError.
    ZipArchive(const std::string& path, const BundleLimits& limits);
    ~ZipArchive();
    ZipArchive(const ZipArchive&) = delete;
    ZipArchive& operator=(const ZipArchive&) = delete;

    const std::string& path() const { return path_; }
    // Every member but folder entries, in the order of the central directory.
    const std::vector<ZipEntry>& entries() const { return entries_; }
    const ZipEntry* find(const std::string& name) const;
    // The whole member, refused (BundleError TooLarge) when it declares more than maxBytes.
    std::string read(const ZipEntry& entry, std::uint64_t maxBytes) const;

    zip* handle() const { return zip_; }

private:
    std::string path_;
    zip* zip_ = nullptr;
    std::vector<ZipEntry> entries_;
};

// One member as a stream buffer, inflated 64 KiB at a time. `watch` (if set) is called with the
// number of bytes handed out so far before every refill, and may throw to stop the read. Throws
// BundleError(Damaged) when the member inflates past its declared size, ends short of it or fails
// its CRC. Use it with an std::istream whose exceptions() include badbit, so that the error
// reaches the reader.
class ZipMemberBuffer : public std::streambuf {
public:
    ZipMemberBuffer(const ZipArchive& archive, const ZipEntry& entry);
    ~ZipMemberBuffer() override;
    ZipMemberBuffer(const ZipMemberBuffer&) = delete;
    ZipMemberBuffer& operator=(const ZipMemberBuffer&) = delete;

    std::uint64_t consumed() const { return handedOut_ - std::uint64_t(egptr() - gptr()); }
    void setWatch(std::function<void(std::uint64_t consumed)> watch) { watch_ = std::move(watch); }

protected:
    int_type underflow() override;

private:
    const ZipArchive& archive_;
    const ZipEntry& entry_;
    zip_file* file_ = nullptr;
    std::vector<char> chunk_;
    std::uint64_t handedOut_ = 0;
    std::function<void(std::uint64_t)> watch_;
};

} // namespace ndr
