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
    int count = 1;   // how many work-items reported the same thing (addresses differ)
};

// Oclgrind separates diagnostics by blank lines: a headline, then indented details ("Kernel:",
// "Entity:", "At line N of input.cl:"). One bug reports once per work-item, so diagnostics that
// differ only in their address are merged, with a count.
QVector<OclgrindFinding> parseOclgrindLog(const QString& log);

} // namespace studio
