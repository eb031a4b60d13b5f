#include "oclgrind_hint.hpp"

#include <limits>

#include "ndr/oclgrind_recipe.hpp"

namespace ndr::cli {

namespace {

// Single-quoted for the shell when it holds anything but plain characters.
std::string shellWord(const std::string& s)
{
    const std::string plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./:=,+-";
    if (!s.empty() && s.find_first_not_of(plain) == std::string::npos)
        return s;
    std::string out = "'";
    for (char c : s)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string valueOf(const std::vector<std::string>& args, const std::string& option)
{
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == option)
            return args[i + 1];
    return {};
}

// The N the check runs at (ndr/oclgrind_recipe.hpp), from the run's --variant, --local and --n.
std::size_t checkedN(const std::vector<std::string>& args)
{
    LocalSize local;
    std::size_t n = std::numeric_limits<std::size_t>::max();
    try {
        if (const std::string text = valueOf(args, "--local"); !text.empty())
            local = LocalSize::parse(text);
        if (const std::string text = valueOf(args, "--n"); !text.empty())
            n = std::stoul(text);
    } catch (const std::exception&) {
        // Not the reason the run failed (it got that far); the recipe's own N then.
    }
    return oclgrindCheckN(valueOf(args, "--variant"), local, n);
}

} // namespace

std::string oclgrindCommand(const std::vector<std::string>& args)
{
    std::string cmd = "oclgrind";
    for (const std::string& flag : oclgrindCheckFlags())
        cmd += " " + flag;
    cmd += " ndrange-bench run";
    for (std::size_t i = 0; i < args.size(); ++i) {
        bool takesValue = false;
        if (oclgrindCheckDrops(args[i], &takesValue)) {
            i += takesValue ? 1 : 0;
            continue;
        }
        cmd += " " + shellWord(args[i]);
    }
    for (const std::string& word : oclgrindCheckRunTail(checkedN(args)))
        cmd += " " + word;
    return cmd;
}

std::string oclgrindHintForOtherCommands()
{
    std::string cmd = "oclgrind";
    for (const std::string& flag : oclgrindCheckFlags())
        cmd += " " + flag;
    return cmd + " ndrange-bench run <the failing run>";
}

} // namespace ndr::cli
