// Linked into every test executable (ndr_test_sandbox() in tests/support/sandbox.cmake). A test
// started outside tests/support/sandbox.sh - by hand, by a debugger, by an IDE - re-executes
// itself through that script before main() and before any other static initialiser, so that it
// never reads or writes the developer's HOME, XDG directories or PoCL cache, however it is run.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

// The script's path and the build tree's PoCL cache come from CMake.
constexpr const char* kScript = NDR_TEST_SANDBOX_SCRIPT;
constexpr const char* kPoclCache = NDR_TEST_POCL_CACHE;

// This process's own arguments (argv is not available to a static initialiser).
std::vector<std::string> ownArguments()
{
    std::ifstream in("/proc/self/cmdline", std::ios::binary);
    const std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::string> args;
    for (std::size_t at = 0; at < all.size();) {
        const std::size_t end = all.find('\0', at);
        args.push_back(all.substr(at, end == std::string::npos ? std::string::npos : end - at));
        at = end == std::string::npos ? all.size() : end + 1;
    }
    return args;
}

std::string ownExecutable()
{
    std::vector<char> buf(4096);
    const ssize_t n = ::readlink("/proc/self/exe", buf.data(), buf.size() - 1);
    return n > 0 ? std::string(buf.data(), std::size_t(n)) : std::string();
}

__attribute__((constructor(101))) void enterSandbox()
{
    if (const char* s = std::getenv("NDR_TEST_SANDBOX"); s && *s)
        return; // already inside: the script set it
    const std::string exe = ownExecutable();
    std::vector<std::string> args = ownArguments();
    if (exe.empty() || args.empty()) {
        std::fprintf(stderr, "test sandbox: cannot read /proc/self; refusing to run outside the sandbox\n");
        std::_Exit(2);
    }
    args[0] = exe;
    std::vector<std::string> command = {"/bin/sh", kScript, kPoclCache};
    command.insert(command.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : command)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv("/bin/sh", argv.data());
    std::fprintf(stderr, "test sandbox: cannot run /bin/sh %s: %s\n", kScript, std::strerror(errno));
    std::_Exit(2);
}

} // namespace
