#include "session/csv_io.hpp"

#include "ndr/csv.hpp"
#include "session/file_output.hpp"

namespace studio {

bool CsvIo::write(const QString& path, const std::vector<ndr::RunResult>& runs, QString* error)
{
    // The core's writer, as ndrange-bench uses it: the error names the file and the reason.
    return FileOutput::write(path, ndr::resultsToCsv(runs), error);
}

} // namespace studio
