#include "ndr/diagnostics.hpp"

#include <regex>
#include <sstream>

namespace ndr {

namespace {

// clang's "path:line:col: severity: message", "path:line: severity: message" or "severity: message".
const std::regex& locatedLine()
{
    static const std::regex re(R"(^(?:(.+?):(\d+):(?:(\d+):)? )?(fatal error|error|warning|note|remark): (.*)$)");
    return re;
}

// PoCL's "severity: path:line:col: message" (its own log of clang's diagnostics).
const std::regex& poclLine()
{
    static const std::regex re(R"(^(fatal error|error|warning|note|remark): ([^\s:]+):(\d+):(?:(\d+):)? (.*)$)");
    return re;
}

// The names compilers give the source text handed to clCreateProgramWithSource: PoCL writes it
// to its kernel cache (".../kcache/tempfile_8fRNNn.cl" or ".../kcache/XX/YYYY/program.cl"), NVIDIA
// calls it "<kernel>", clang "<source>" or "<stdin>", some drivers "input.cl".
bool isCompilerSourceName(const std::string& path)
{
    if (path == "<kernel>" || path == "<source>" || path == "<stdin>" || path == "input.cl")
        return true;
    const std::size_t slash = path.find_last_of('/');
    const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    if (base.rfind("tempfile", 0) == 0)
        return true;
    return path.find("/kcache/") != std::string::npos && base.size() > 3 &&
           base.compare(base.size() - 3, 3, ".cl") == 0;
}

DiagnosticSeverity severityOf(const std::string& word)
{
    if (word == "warning")
        return DiagnosticSeverity::Warning;
    if (word == "note" || word == "remark")
        return DiagnosticSeverity::Note;
    return DiagnosticSeverity::Error;
}

// A line that ends the context of the diagnostic before it.
bool endsContext(const std::string& line)
{
    if (line.empty() || line.rfind("ptxas", 0) == 0 || line.rfind("In file included from", 0) == 0)
        return true;
    // PoCL's closing line ("Device pthread-haswell-… failed to build the program").
    if (line.rfind("Device ", 0) == 0 && line.find("failed to build the program") != std::string::npos)
        return true;
    static const std::regex summary(R"(^\d+ (errors?|warnings?)( and \d+ (errors?|warnings?))? generated\.?$)");
    return std::regex_match(line, summary);
}

std::string stripCr(std::string s)
{
    if (!s.empty() && s.back() == '\r')
        s.pop_back();
    return s;
}

} // namespace

std::string toString(DiagnosticSeverity severity)
{
    switch (severity) {
    case DiagnosticSeverity::Error:
        return "error";
    case DiagnosticSeverity::Warning:
        return "warning";
    case DiagnosticSeverity::Note:
        return "note";
    }
    return "error";
}

std::vector<Diagnostic> parseBuildLog(const std::string& log, const std::string& fileName)
{
    std::vector<Diagnostic> out;
    std::istringstream in(log);
    std::string raw;
    bool inContext = false;
    while (std::getline(in, raw)) {
        const std::string line = stripCr(raw);
        std::smatch m;
        const bool pocl = std::regex_match(line, m, poclLine());
        if (pocl || std::regex_match(line, m, locatedLine())) {
            // Groups: clang's path, line, column, severity, message; PoCL's severity first.
            const int path = pocl ? 2 : 1, row = pocl ? 3 : 2, column = pocl ? 4 : 3, severity = pocl ? 1 : 4;
            Diagnostic d;
            const std::string where = m[path].str();
            d.file = where.empty() || isCompilerSourceName(where) ? fileName : where;
            d.line = m[row].matched ? std::stoi(m[row].str()) : 0;
            d.column = m[column].matched ? std::stoi(m[column].str()) : 0;
            d.severity = severityOf(m[severity].str());
            d.message = m[5].str();
            out.push_back(std::move(d));
            inContext = true;
            continue;
        }
        if (!inContext || endsContext(line)) {
            inContext = false;
            continue;
        }
        std::string& context = out.back().context;
        context += (context.empty() ? "" : "\n") + line;
    }
    return out;
}

std::string replaceCompilerSourceName(const std::string& log, const std::string& fileName)
{
    // A location is a name followed by ":<line>"; only the compiler's own names are replaced.
    static const std::regex location(
        R"((<kernel>|<source>|<stdin>|[^\s:'"]*/kcache/[^\s:'"]*\.cl|[^\s:'"]*tempfile[^\s:'"/]*\.cl)(?=:\d))");
    std::string out;
    auto begin = std::sregex_iterator(log.begin(), log.end(), location);
    std::size_t last = 0;
    for (auto it = begin; it != std::sregex_iterator(); ++it) {
        const auto& m = *it;
        if (!isCompilerSourceName(m.str()))
            continue;
        out.append(log, last, std::size_t(m.position()) - last);
        out += fileName;
        last = std::size_t(m.position() + m.length());
    }
    out.append(log, last, std::string::npos);
    return out;
}

std::string formatDiagnostic(const Diagnostic& d)
{
    std::string where = d.file;
    if (d.line > 0) {
        where += ":" + std::to_string(d.line);
        if (d.column > 0)
            where += ":" + std::to_string(d.column);
    }
    return where + ": " + toString(d.severity) + ": " + d.message;
}

std::size_t countSeverity(const std::vector<Diagnostic>& diagnostics, DiagnosticSeverity severity)
{
    std::size_t n = 0;
    for (const auto& d : diagnostics)
        n += d.severity == severity ? 1 : 0;
    return n;
}

} // namespace ndr
