#include "oclgrind_hint.hpp"

#include <set>

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

} // namespace

std::string oclgrindCommand(const std::vector<std::string>& args)
{
    // Dropped with their values: output files, the repetition counts and sizes replaced below,
    // and the watchdog (Oclgrind interprets every work-item, so it is slow by design).
    const std::set<std::string> droppedValued = {"--csv", "--trace", "--n", "--reps", "--warmup", "--timeout-s"};
    const std::set<std::string> droppedFlags = {"--json", "--no-cpu"};
    std::string cmd = "oclgrind --data-races --uninitialized --check-api ndrange-bench run";
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (droppedValued.count(args[i])) {
            ++i;
            continue;
        }
        if (droppedFlags.count(args[i]))
            continue;
        cmd += " " + shellWord(args[i]);
    }
    return cmd + " --n 19 --reps 1 --warmup 0 --no-cpu";
}

} // namespace ndr::cli
