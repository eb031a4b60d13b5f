#pragma once
#include <QString>
#include <QVector>

namespace studio {

// One diagnostic from an Oclgrind log (--log FILE).
struct OclgrindFinding {
    QString kind;    // "out of bounds", "data race", "uninitialized", "API", "other"
    QString kernel;  // from "Kernel: NAME"; empty for API errors
    int line = 0;    // from "At line N of …"; 0 when Oclgrind gives none
    QString message; // the diagnostic's first line, e.g. "Invalid read of size 4 at global memory …"
};

// Oclgrind separates diagnostics by blank lines: a headline, then indented details ("Kernel:",
// "Entity:", "At line N of input.cl:"). Lines outside any diagnostic are ignored.
QVector<OclgrindFinding> parseOclgrindLog(const QString& log);

} // namespace studio
