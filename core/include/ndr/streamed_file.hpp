#pragma once
// A file written piece by piece, in constant memory, with the rules of ndr::writeFileAtomically:
// a regular file (or a new one) is written to a temporary file beside it and renamed over it on
// commit(), so that a failed or abandoned write leaves the old file intact; a symbolic link is
// followed and its target replaced; a device or FIFO is written in place. Every write, the flush
// and the close are checked. Errors are Error(Runtime) naming the path and the OS reason.
#include <string>
#include <string_view>

namespace ndr {

class StreamedFile {
public:
    // Opens the temporary file (or the device) for `path`.
    explicit StreamedFile(std::string path);
    // Without commit(): the temporary file is removed and the old file stays as it was.
    ~StreamedFile();
    StreamedFile(const StreamedFile&) = delete;
    StreamedFile& operator=(const StreamedFile&) = delete;

    void write(std::string_view bytes);
    // Flushes, closes and puts the file in place.
    void commit();

private:
    void abandon();

    std::string path_;   // as given, for messages
    std::string target_; // writeTarget(path_)
    std::string temp_;   // empty when written in place
    int fd_ = -1;
    bool committed_ = false;
};

} // namespace ndr
