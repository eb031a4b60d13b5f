#pragma once
// A small strict JSON reader for tests: enough to parse our exports back and count what is in
// them, so "valid JSON" is checked by parsing, not by string matching.
#include <cctype>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace testjson {

struct Value;
using Object = std::map<std::string, Value>;
using Array = std::vector<Value>;

struct Value {
    std::variant<std::nullptr_t, bool, double, std::string, std::shared_ptr<Array>, std::shared_ptr<Object>> v;
    const Object& object() const { return *std::get<std::shared_ptr<Object>>(v); }
    const Array& array() const { return *std::get<std::shared_ptr<Array>>(v); }
    const std::string& str() const { return std::get<std::string>(v); }
    double number() const { return std::get<double>(v); }
    bool isObject() const { return std::holds_alternative<std::shared_ptr<Object>>(v); }
};

class Parser {
public:
    explicit Parser(const std::string& s) : s_(s) {}
    Value parse()
    {
        Value v = value();
        ws();
        if (i_ != s_.size())
            fail("trailing text");
        return v;
    }

private:
    const std::string& s_;
    std::size_t i_ = 0;
    [[noreturn]] void fail(const char* why)
    {
        throw std::runtime_error(std::string(why) + " at " + std::to_string(i_));
    }
    void ws()
    {
        while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_])))
            ++i_;
    }
    char peek()
    {
        ws();
        if (i_ >= s_.size())
            fail("unexpected end");
        return s_[i_];
    }
    void expect(char c)
    {
        if (peek() != c)
            fail("unexpected character");
        ++i_;
    }
    std::string string()
    {
        expect('"');
        std::string out;
        while (i_ < s_.size() && s_[i_] != '"') {
            char c = s_[i_++];
            if (static_cast<unsigned char>(c) < 0x20)
                fail("control character in string");
            if (c == '\\') {
                if (i_ >= s_.size())
                    fail("bad escape");
                const char e = s_[i_++];
                if (e == 'u') {
                    if (i_ + 4 > s_.size())
                        fail("bad \\u escape");
                    i_ += 4;
                    out += '?';
                    continue;
                }
                if (std::string("\"\\/bfnrt").find(e) == std::string::npos)
                    fail("bad escape");
                out += e == 'n' ? '\n' : e;
                continue;
            }
            out += c;
        }
        expect('"');
        return out;
    }
    Value value()
    {
        const char c = peek();
        Value v;
        if (c == '{') {
            ++i_;
            auto o = std::make_shared<Object>();
            if (peek() != '}')
                for (;;) {
                    std::string k = string();
                    expect(':');
                    (*o)[k] = value();
                    if (peek() == ',') {
                        ++i_;
                        continue;
                    }
                    break;
                }
            expect('}');
            v.v = o;
        } else if (c == '[') {
            ++i_;
            auto a = std::make_shared<Array>();
            if (peek() != ']')
                for (;;) {
                    a->push_back(value());
                    if (peek() == ',') {
                        ++i_;
                        continue;
                    }
                    break;
                }
            expect(']');
            v.v = a;
        } else if (c == '"') {
            v.v = string();
        } else if (s_.compare(i_, 4, "true") == 0) {
            i_ += 4;
            v.v = true;
        } else if (s_.compare(i_, 5, "false") == 0) {
            i_ += 5;
            v.v = false;
        } else if (s_.compare(i_, 4, "null") == 0) {
            i_ += 4;
            v.v = nullptr;
        } else {
            std::size_t used = 0;
            try {
                v.v = std::stod(s_.substr(i_, 40), &used);
            } catch (...) {
                fail("bad value");
            }
            i_ += used;
        }
        return v;
    }
};

inline Value parse(const std::string& s) { return Parser(s).parse(); }

} // namespace testjson
