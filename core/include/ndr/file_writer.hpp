#pragma once
// The one way the project writes a file (results CSV, history export, bundle, trace, tuning and
// peaks caches, tune output, chart and screenshot images). What a path names decides how:
//   - nothing yet, or a regular file: a temporary file beside it is written, flushed (fsync) and
//     renamed over it, so a failed write leaves the old file as it was and no temporary file behind;
//     a replaced file keeps its permission bits, a new one gets 0666 less the umask;
//   - a symbolic link: followed to its final target, which is written by these same rules; the link
//     itself stays a link;
//   - a device, FIFO or socket: opened and written in place, never truncated by a rename or
//     replaced (a FIFO nobody reads is an error, not a wait);
//   - an open descriptor named through /proc (/dev/stdout, /dev/fd/N): written in place, appended
//     to what it holds (`--csv /dev/stdout > out.txt` follows the results printed before);
//   - a directory: refused;
//   - a file registered with protectFromWrites (the run history and its SQLite companions): refused
//     as bad input, whatever path or link leads to it.
// Every failure is a FileWriteError naming the path as given and the OS reason.
#include <string>
#include <string_view>
#include <sys/types.h>

#include "ndr/errors.hpp"

namespace ndr {

// What went wrong, for code; the message (path and strerror) is for people.
enum class FileWriteProblem {
    IsDirectory,   // the path, or the final target of its link, is a directory
    CannotOpen,    // the temporary file or the device/FIFO could not be opened (permissions, a
                   // missing directory, a FIFO without a reader, a link loop)
    WriteFailed,   // a write, the flush or the close failed (disk full, device error, file size limit)
    CannotReplace, // the finished temporary file could not be renamed over the target
    Protected,     // the target is a file registered with protectFromWrites (InvalidInput)
};

class FileWriteError : public Error {
public:
    FileWriteError(FileWriteProblem problem, std::string path, int osError, const std::string& message)
        : Error(problem == FileWriteProblem::Protected ? ErrorKind::InvalidInput : ErrorKind::Runtime, message),
          problem_(problem), path_(std::move(path)), osError_(osError)
    {}
    FileWriteProblem problem() const { return problem_; }
    // The path as the caller gave it.
    const std::string& path() const { return path_; }
    // The errno of the failing call (0 where none).
    int osError() const { return osError_; }

private:
    FileWriteProblem problem_;
    std::string path_;
    int osError_;
};

// What a write to a path meets once its symbolic links are followed.
enum class WriteTargetKind {
    Missing,    // nothing there yet: created as a regular file, atomically
    Regular,    // replaced atomically
    InPlace,    // a device, FIFO or socket: written directly
    Descriptor, // reached through /proc (/dev/stdout, /dev/fd/N): written directly, appended
    Directory,  // refused
};
struct WriteTargetInfo {
    std::string target; // writeTarget(path); the path itself for a Descriptor
    WriteTargetKind kind = WriteTargetKind::Missing;
    bool inPlace() const { return kind == WriteTargetKind::InPlace || kind == WriteTargetKind::Descriptor; }
};
// Throws FileWriteError for a link loop or a path that cannot be examined (other than missing).
WriteTargetInfo inspectWriteTarget(const std::string& path);

// Registers a file no write of this process may replace, e.g. the run history: a FileWriter
// whose target is that file (by any path, link or hard link) throws FileWriteError (Protected)
// saying it is `what`. Thread-safe; a file registered twice is kept once.
void protectFromWrites(const std::string& path, const std::string& what);
// What `path` was registered as by protectFromWrites, or empty when writes to it are allowed.
std::string protectedAs(const std::string& path);

// The file a write to `path` replaces: absolute, symbolic links followed (dangling ones too), as
// canonical as the existing part of the path allows. Two outputs clash when their targets match.
std::string writeTarget(const std::string& path);

// A file being written by the rules above: bytes are streamed with write(), and commit() makes
// them the file's content. Destroyed without commit() (an exception on the way), the temporary
// file is removed and the old file stays as it was; a device or FIFO keeps what it was sent.
class FileWriter {
public:
    explicit FileWriter(const std::string& path); // throws FileWriteError
    ~FileWriter();
    FileWriter(const FileWriter&) = delete;
    FileWriter& operator=(const FileWriter&) = delete;

    void write(std::string_view bytes);
    // Appends the bytes of another file (one written privately first, e.g. by libzip).
    void writeContentsOf(const std::string& sourcePath);
    // Flushes and renames into place (or closes the device). Throws FileWriteError; after a
    // failure the old file is untouched and the temporary file gone.
    void commit();

    const std::string& path() const { return path_; }
    bool inPlace() const { return inPlace_; }

private:
    void openInPlace(const WriteTargetInfo& info);
    void openTemporary(const WriteTargetInfo& info);
    [[noreturn]] void fail(FileWriteProblem problem, int err, const std::string& doing);
    void discard();

    std::string path_;
    std::string target_;
    std::string temp_; // empty: written in place
    int fd_ = -1;
    bool inPlace_ = false;
    bool replacing_ = false; // an existing regular file: its mode and owner are kept
    mode_t mode_ = 0;
    uid_t uid_ = 0;
    gid_t gid_ = 0;
};

// Writes `content` to `path` with one FileWriter.
void writeFileAtomically(const std::string& path, std::string_view content);

} // namespace ndr
