#include "ndr/gemm_params.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "ndr/errors.hpp"
#include "ndr/quote.hpp"

namespace ndr {

namespace {

struct Field {
    const char* key;
    int GemmParams::*member;
};
constexpr Field kFields[] = {{"MWG", &GemmParams::mwg},     {"NWG", &GemmParams::nwg},     {"KWG", &GemmParams::kwg},
                             {"MDIMC", &GemmParams::mdimc}, {"NDIMC", &GemmParams::ndimc}, {"VW", &GemmParams::vw}};

} // namespace

std::string GemmParams::toString() const
{
    std::string s;
    for (const auto& f : kFields)
        s += std::string(s.empty() ? "" : ",") + f.key + "=" + std::to_string(this->*f.member);
    return s;
}

std::string GemmParams::defines() const
{
    std::string s;
    for (const auto& f : kFields)
        s += std::string(s.empty() ? "" : " ") + "-D" + f.key + "=" + std::to_string(this->*f.member);
    return s;
}

GemmParams GemmParams::parse(const std::string& text)
{
    GemmParams p;
    std::map<std::string, bool> seen;
    std::string token;
    auto flush = [&] {
        if (token.empty())
            return;
        const auto eq = token.find('=');
        if (eq == std::string::npos)
            throw invalidInput("tuning parameter " + quote(token) +
                               " is not KEY=VALUE (keys: MWG, NWG, KWG, MDIMC, NDIMC, VW)");
        std::string key = token.substr(0, eq);
        std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return char(std::toupper(c)); });
        const std::string value = token.substr(eq + 1);
        const Field* field = nullptr;
        for (const auto& f : kFields)
            if (key == f.key)
                field = &f;
        if (!field)
            throw invalidInput("unknown tuning parameter " + quote(key) + " (keys: MWG, NWG, KWG, MDIMC, NDIMC, VW)");
        if (seen[key])
            throw invalidInput("tuning parameter " + key + " given twice");
        seen[key] = true;
        if (value.empty() || value.size() > 4 || !std::all_of(value.begin(), value.end(), ::isdigit) ||
            std::stoi(value) < 1)
            throw invalidInput("tuning parameter " + key + " = " + quote(value) +
                               " is not a whole number from 1 to 9999");
        p.*(field->member) = std::stoi(value);
        token.clear();
    };
    for (char c : text) {
        if (c == ',' || c == ' ' || c == ';')
            flush();
        else
            token += c;
    }
    flush();
    if (seen.size() != std::size(kFields))
        for (const auto& f : kFields)
            if (!seen[f.key])
                throw invalidInput(std::string("tuning parameters lack ") + f.key +
                                   " (give all of MWG, NWG, KWG, MDIMC, NDIMC, VW)");
    return p;
}

} // namespace ndr
