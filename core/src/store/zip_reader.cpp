// ZipArchive and ZipMemberBuffer: a zip's central directory checked before any inflating, and
// members streamed with a hard stop at their declared size.
#include "store/zip_reader.hpp"

#include <filesystem>
#include <set>
#include <zip.h>

#include "ndr/quote.hpp"

namespace ndr {

namespace {

constexpr std::size_t kChunkBytes = 64 * 1024;

std::string zipErrorText(int code)
{
    zip_error_t e;
    zip_error_init_with_code(&e, code);
    std::string text = zip_error_strerror(&e);
    zip_error_fini(&e);
    return text;
}

std::string mib(std::uint64_t bytes)
{
    return bytes % (1 << 20) == 0 ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}

[[noreturn]] void tooLarge(const std::string& path, const std::string& member, const std::string& what,
                           const std::string& limit, std::uint64_t value, std::uint64_t requested)
{
    BundleError e(BundleProblem::TooLarge, member,
                  "bundle " + quote(path) + (member.empty() ? "" : ": member " + quote(member)) + " " + what);
    e.withLimit(limit, value, requested);
    throw e;
}

// The limit on one member's inflated size: runs.json carries every run's commands.
std::uint64_t memberLimit(const std::string& name, const BundleLimits& limits)
{
    return name == "runs.json" ? limits.maxRunsJsonBytes : limits.maxMemberBytes;
}

void checkEntry(const std::string& path, const ZipEntry& e, const BundleLimits& limits)
{
    if (!safeBundleName(e.name))
        throw BundleError(BundleProblem::UnsafeMember, e.name,
                          "bundle " + quote(path) + " has an unsafe member name " + quote(e.name) +
                              " (absolute, or with '.' or '..'): refused");
    const std::uint64_t limit = memberLimit(e.name, limits);
    if (e.size > limit)
        tooLarge(path, e.name, "declares " + std::to_string(e.size) + " bytes, above the limit of " + mib(limit),
                 e.name == "runs.json" ? "runs.json bytes" : "member bytes", limit, e.size);
    if (e.size > limits.ratioFloorBytes && e.size / std::max<std::uint64_t>(e.compressedSize, 1) >= limits.maxRatio) {
        BundleError err(BundleProblem::Compression, e.name,
                        "bundle " + quote(path) + ": member " + quote(e.name) + " declares " + std::to_string(e.size) +
                            " bytes from " + std::to_string(e.compressedSize) +
                            " compressed, a ratio above the limit of " + std::to_string(limits.maxRatio) +
                            ":1 (a zip bomb?)");
        err.withLimit("compression ratio", limits.maxRatio, e.size / std::max<std::uint64_t>(e.compressedSize, 1));
        throw err;
    }
}

} // namespace

bool safeBundleName(const std::string& name)
{
    if (name.empty() || name.front() == '/' || name.find('\\') != std::string::npos ||
        name.find(':') != std::string::npos || name.find('\0') != std::string::npos)
        return false;
    for (const auto& part : std::filesystem::path(name))
        if (part == ".." || part == ".")
            return false;
    return true;
}

ZipArchive::ZipArchive(const std::string& path, const BundleLimits& limits) : path_(path)
{
    int err = 0;
    zip_ = zip_open(path.c_str(), ZIP_RDONLY, &err);
    if (!zip_)
        throw BundleError(BundleProblem::NotABundle, "",
                          "not a bundle: " + quote(path) + " is not a readable zip file (" + zipErrorText(err) + ")");
    const zip_int64_t count = zip_get_num_entries(zip_, 0);
    if (count < 0 || std::uint64_t(count) > limits.maxMembers) {
        zip_discard(zip_);
        tooLarge(path, "", "has " + std::to_string(count) + " members, more than " + std::to_string(limits.maxMembers),
                 "members", limits.maxMembers, std::uint64_t(count));
    }
    try {
        std::set<std::string> names;
        std::uint64_t total = 0;
        for (zip_int64_t i = 0; i < count; ++i) {
            zip_stat_t st;
            zip_stat_init(&st);
            if (zip_stat_index(zip_, zip_uint64_t(i), 0, &st) < 0)
                throw BundleError(BundleProblem::Damaged, "",
                                  "bundle " + quote(path) + ": cannot read member " + std::to_string(i) + ": " +
                                      zip_strerror(zip_));
            const std::string name = (st.valid & ZIP_STAT_NAME) && st.name ? st.name : "";
            if (!name.empty() && name.back() == '/')
                continue; // a folder entry
            if (!(st.valid & ZIP_STAT_SIZE) || !(st.valid & ZIP_STAT_COMP_SIZE))
                throw BundleError(BundleProblem::Damaged, name,
                                  "bundle " + quote(path) + ": member " + quote(name) + " declares no size");
            const ZipEntry e{name, std::uint64_t(i), st.size, st.comp_size};
            checkEntry(path, e, limits);
            if (!names.insert(name).second)
                throw BundleError(BundleProblem::UnsafeMember, name,
                                  "bundle " + quote(path) + " holds member " + quote(name) + " twice");
            total += e.size;
            if (total > limits.maxTotalBytes)
                tooLarge(path, "", "declares more than " + mib(limits.maxTotalBytes) + " in all", "total bytes",
                         limits.maxTotalBytes, total);
            entries_.push_back(e);
        }
    } catch (...) {
        zip_discard(zip_);
        throw;
    }
}

ZipArchive::~ZipArchive() { zip_discard(zip_); }

const ZipEntry* ZipArchive::find(const std::string& name) const
{
    for (const ZipEntry& e : entries_)
        if (e.name == name)
            return &e;
    return nullptr;
}

std::string ZipArchive::read(const ZipEntry& entry, std::uint64_t maxBytes) const
{
    if (entry.size > maxBytes)
        tooLarge(path_, entry.name,
                 "declares " + std::to_string(entry.size) + " bytes, above the limit of " + mib(maxBytes),
                 "member bytes", maxBytes, entry.size);
    ZipMemberBuffer buffer(*this, entry);
    std::string out(std::size_t(entry.size), '\0');
    buffer.sgetn(out.data(), std::streamsize(out.size()));
    buffer.sgetc(); // at the end: a member shorter or longer than it declares throws here
    return out;
}

ZipMemberBuffer::ZipMemberBuffer(const ZipArchive& archive, const ZipEntry& entry)
    : archive_(archive), entry_(entry), chunk_(kChunkBytes)
{
    file_ = zip_fopen_index(archive.handle(), entry.index, 0);
    if (!file_)
        throw BundleError(BundleProblem::Damaged, entry.name,
                          "bundle " + quote(archive.path()) + ": cannot open member " + quote(entry.name) + ": " +
                              zip_strerror(archive.handle()));
    setg(chunk_.data(), chunk_.data(), chunk_.data());
}

ZipMemberBuffer::~ZipMemberBuffer() { zip_fclose(file_); }

ZipMemberBuffer::int_type ZipMemberBuffer::underflow()
{
    if (gptr() < egptr())
        return traits_type::to_int_type(*gptr());
    if (watch_)
        watch_(consumed());
    const auto damaged = [&](const std::string& why) {
        return BundleError(BundleProblem::Damaged, entry_.name,
                           "bundle " + quote(archive_.path()) + ": member " + quote(entry_.name) +
                               " is damaged: " + why);
    };
    // One byte more than the member may still hold shows a member longer than it declares
    // without inflating the rest of it.
    const std::uint64_t left = entry_.size - handedOut_;
    const std::size_t want = std::size_t(std::min<std::uint64_t>(chunk_.size(), left + 1));
    const zip_int64_t got = zip_fread(file_, chunk_.data(), want);
    if (got < 0)
        throw damaged(zip_file_strerror(file_));
    if (std::uint64_t(got) > left)
        throw damaged("it inflates to more than the " + std::to_string(entry_.size) + " bytes it declares");
    if (got == 0) {
        if (handedOut_ != entry_.size)
            throw damaged("it ends after " + std::to_string(handedOut_) + " of the " + std::to_string(entry_.size) +
                          " bytes it declares");
        return traits_type::eof();
    }
    handedOut_ += std::uint64_t(got);
    setg(chunk_.data(), chunk_.data(), chunk_.data() + got);
    return traits_type::to_int_type(*gptr());
}

} // namespace ndr
