#pragma once
#include <QString>
#include <vector>

#include "ndr/run_result.hpp"

namespace studio {

// File → Export CSV, in the core's documented column format (imports: CsvImportJob).
class CsvIo {
public:
    // Through FileOutput (the core's file writer): on any failure the old file is untouched and *error names
    // the file and the reason.
    static bool write(const QString& path, const std::vector<ndr::RunResult>& runs, QString* error);
};

} // namespace studio
