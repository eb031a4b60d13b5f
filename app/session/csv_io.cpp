#include "session/csv_io.hpp"

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"

namespace studio {

bool CsvIo::write(const QString& path, const std::vector<ndr::RunResult>& runs, QString* error)
{
    // The core's writer, as ndrange-bench uses it: atomic for regular files, written in place
    // (and checked) for devices, symbolic links followed; the error names the file and the reason.
    try {
        ndr::writeFileAtomically(path.toStdString(), ndr::resultsToCsv(runs));
        return true;
    } catch (const ndr::Error& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
}

} // namespace studio
