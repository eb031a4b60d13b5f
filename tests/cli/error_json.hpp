#pragma once
// What a failing `ndrange-bench … --json` prints on stdout: {"error": {kind, message, limit,
// limit_value, requested, cl_call, cl_status, cl_status_name, oclgrind_command}}. Tests assert
// these fields and the exit code, never the wording of the message.
#include <gtest/gtest.h>

#include <string>

#include "../core/mini_json.hpp"
#include "bench_runner.hpp"

namespace benchtest {

// The "error" object of a failed --json command (empty, and a test failure, when there is none).
inline testjson::Object errorOf(const Outcome& o)
{
    try {
        const auto v = testjson::parse(o.out);
        if (v.isObject() && v.object().count("error") && v.object().at("error").isObject())
            return v.object().at("error").object();
    } catch (const std::exception&) {
    }
    ADD_FAILURE() << "no error object on stdout: " << o.out << "\nstderr: " << o.err;
    return {};
}

// A string field ("" when absent or not a string).
inline std::string text(const testjson::Object& o, const std::string& key)
{
    const auto it = o.find(key);
    return it != o.end() && std::holds_alternative<std::string>(it->second.v) ? it->second.str() : std::string();
}

// A number field (-1 when absent, null or not a number).
inline double number(const testjson::Object& o, const std::string& key)
{
    const auto it = o.find(key);
    return it != o.end() && std::holds_alternative<double>(it->second.v) ? it->second.number() : -1;
}

} // namespace benchtest
