#include "ndr/csv.hpp"

#include "ndr/errors.hpp"
#include "ndr/result_columns.hpp"

namespace ndr {

std::string csvEscape(const std::string& f)
{
    if (f.find_first_of(",\"\r\n") == std::string::npos)
        return f;
    std::string out = "\"";
    for (char c : f) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvLine(const std::vector<std::string>& fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            line += ',';
        line += csvEscape(fields[i]);
    }
    return line + "\r\n";
}

const std::vector<std::string>& resultColumns()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const ResultColumn& c : resultColumnSchema())
            out.emplace_back(c.name);
        return out;
    }();
    return names;
}

std::vector<std::string> toCsvFields(const RunResult& r)
{
    std::vector<std::string> out;
    out.reserve(resultColumnSchema().size());
    for (const ResultColumn& c : resultColumnSchema())
        out.push_back(c.get(r));
    return out;
}

std::string resultsToCsv(const std::vector<RunResult>& results)
{
    std::string out = csvLine(resultColumns());
    for (const auto& r : results)
        out += csvLine(toCsvFields(r));
    return out;
}

} // namespace ndr
