#pragma once
#include <QByteArray>
#include <QString>
#include <string_view>

namespace studio {

// Every file the studio writes (CSV export, chart, timeline and work-group images, screenshots)
// goes through the core's one file writer (ndr/file_writer.hpp): a regular file is replaced
// atomically, a symbolic link's target is written and the link kept, a device or FIFO is written
// in place, a directory is refused.
class FileOutput {
public:
    // On failure returns false with *error (when given) naming the file and the reason; the old
    // file is untouched and no temporary file is left.
    static bool write(const QString& path, std::string_view bytes, QString* error = nullptr);
    static bool write(const QString& path, const QByteArray& bytes, QString* error = nullptr)
    {
        return write(path, std::string_view(bytes.constData(), std::size_t(bytes.size())), error);
    }
};

} // namespace studio
