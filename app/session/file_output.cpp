#include "session/file_output.hpp"

#include <QFile>

#include "ndr/file_writer.hpp"

namespace studio {

bool FileOutput::write(const QString& path, std::string_view bytes, QString* error)
{
    try {
        ndr::writeFileAtomically(QFile::encodeName(path).toStdString(), bytes);
        return true;
    } catch (const ndr::Error& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

} // namespace studio
