// Preloaded (LD_PRELOAD) into the children of pocl_cache_race_test: it holds PoCL's own file calls
// on a program's program.bc where, in PoCL 3.1, a process replacing the cached program (remove,
// then rename) overlaps another one that has just found it, so that the overlap happens every time
// instead of once in many runs. NDR_RACE_DIR names a directory of flag files the processes and the
// test raise and wait for; NDR_RACE_ROLE is "writer" or "reader" (anything else: no effect).
//  - writer: its first look at program.bc (before compiling) raises writer-checked; its second
//    (PoCL about to replace the file another process wrote meanwhile) waits for reader-checked; its
//    remove raises writer-removed; its rename waits for reader-finished, which the test raises
//    when the reader has ended.
//  - reader: the first time it finds program.bc it raises reader-checked and waits for
//    writer-removed before going on to read the file.
// Every wait gives up after a minute, so that a PoCL that never removes the file only slows the
// test down.
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>

namespace {

bool isProgramBc(const char* path)
{
    static const char kName[] = "/program.bc";
    const std::size_t n = std::strlen(path), k = sizeof(kName) - 1;
    return n >= k && std::strcmp(path + n - k, kName) == 0;
}

bool hasRole(const char* role)
{
    const char* r = std::getenv("NDR_RACE_ROLE");
    return r != nullptr && std::strcmp(r, role) == 0;
}

std::string flagPath(const char* name)
{
    const char* dir = std::getenv("NDR_RACE_DIR");
    return std::string(dir ? dir : ".") + "/" + name;
}

void raiseFlag(const char* name)
{
    const int fd = ::open(flagPath(name).c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0600);
    if (fd >= 0)
        ::close(fd);
}

void waitForFlag(const char* name)
{
    const std::string path = flagPath(name);
    struct stat st;
    for (int i = 0; i < 6000 && ::stat(path.c_str(), &st) != 0; ++i)
        ::usleep(10000);
}

template <typename Fn> Fn real(const char* name) { return reinterpret_cast<Fn>(::dlsym(RTLD_NEXT, name)); }

} // namespace

extern "C" int access(const char* path, int mode)
{
    static const auto next = real<int (*)(const char*, int)>("access");
    if (!isProgramBc(path))
        return next(path, mode);
    if (hasRole("writer")) {
        static int looks = 0;
        if (++looks == 1) {
            const int r = next(path, mode);
            raiseFlag("writer-checked");
            return r;
        }
        waitForFlag("reader-checked");
        return next(path, mode);
    }
    if (hasRole("reader")) {
        static bool held = false;
        const int r = next(path, mode);
        if (r == 0 && !held) {
            held = true;
            raiseFlag("reader-checked");
            waitForFlag("writer-removed");
        }
        return r;
    }
    return next(path, mode);
}

extern "C" int remove(const char* path)
{
    static const auto next = real<int (*)(const char*)>("remove");
    const int r = next(path);
    if (isProgramBc(path) && hasRole("writer"))
        raiseFlag("writer-removed");
    return r;
}

extern "C" int rename(const char* from, const char* to)
{
    static const auto next = real<int (*)(const char*, const char*)>("rename");
    if (isProgramBc(to) && hasRole("writer"))
        waitForFlag("reader-finished");
    return next(from, to);
}
