#pragma once
// What a failing `ndrange-bench … --json` prints on stdout: {"error": {kind, message, limit,
// limit_value, requested, cl_call, cl_status, cl_status_name, oclgrind_command}}. Tests assert
// these fields and the exit code, never the wording of the message.
#include <gtest/gtest.h>

#include <string>

#include "bench_runner.hpp"
#include <nlohmann/json.hpp>

namespace benchtest {

// The "error" object of a failed --json command (empty, and a test failure, when there is none).
inline nlohmann::json errorOf(const Outcome& o)
{
    try {
        const auto v = nlohmann::json::parse(o.out);
        if (v.is_object() && v.count("error") && v.at("error").is_object())
            return v.at("error");
    } catch (const std::exception&) {
    }
    ADD_FAILURE() << "no error object on stdout: " << o.out << "\nstderr: " << o.err;
    return {};
}

// A string field ("" when absent or not a string).
inline std::string text(const nlohmann::json& o, const std::string& key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A number field (-1 when absent, null or not a number).
inline double number(const nlohmann::json& o, const std::string& key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_number() ? it->get<double>() : -1;
}

} // namespace benchtest
