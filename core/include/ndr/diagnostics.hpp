#pragma once
#include <string>
#include <vector>

namespace ndr {

// One message of an OpenCL C compiler's build log, located in the user's file.
enum class DiagnosticSeverity { Error, Warning, Note };

std::string toString(DiagnosticSeverity severity); // "error", "warning", "note"

struct Diagnostic {
    std::string file; // the user's file name (the compiler's temporary path replaced), or a header it included
    int line = 0;     // 1-based; 0 when the compiler named none
    int column = 0;   // 1-based; 0 when the compiler named none
    DiagnosticSeverity severity = DiagnosticSeverity::Error;
    std::string message;
    // The compiler's quoted source line and caret line below the message, as printed (may be empty).
    std::string context;
};

// The diagnostics of a clang-style build log: PoCL's ("/…/kcache/tempfile_8fRNNn.cl:6:21: error:
// expected ';'") and NVIDIA's ("<kernel>:1:49: error: expected ';' after expression"), each with the
// source and caret lines that follow it. The compiler's name for the source it was handed (a path
// into PoCL's kernel cache, "<kernel>", "<source>", "input.cl") becomes `fileName`; other paths
// (headers the kernel includes) are kept. Lines that are not diagnostics (ptxas info, "1 error
// generated.") are skipped.
std::vector<Diagnostic> parseBuildLog(const std::string& log, const std::string& fileName);

// The log with the compiler's name for the source replaced by `fileName` everywhere a location is
// named, so that a build log shown whole never names a temporary file.
std::string replaceCompilerSourceName(const std::string& log, const std::string& fileName);

// "mine.cl:7:5: error: expected ';'" (no context lines); "mine.cl: error: …" without a line.
std::string formatDiagnostic(const Diagnostic& d);

// Counts of a severity, for summaries ("2 errors, 1 warning").
std::size_t countSeverity(const std::vector<Diagnostic>& diagnostics, DiagnosticSeverity severity);

} // namespace ndr
