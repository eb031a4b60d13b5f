#pragma once
#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

#include "ndr/run_result.hpp"

namespace studio {

// File → Export/Import CSV, in the core's documented column format.
class CsvIo {
    Q_DECLARE_TR_FUNCTIONS(CsvIo)

public:
    // Atomic (QSaveFile): on any failure the old file is untouched and *error says why.
    static bool write(const QString& path, const std::vector<ndr::RunResult>& runs, QString* error);
    // All or nothing: a malformed line yields std::nullopt and the core's "line L: …" message.
    static std::optional<std::vector<ndr::RunResult>> read(const QString& path, QString* error);
};

} // namespace studio
