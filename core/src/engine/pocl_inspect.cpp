#include "engine/pocl_inspect.hpp"

#include <filesystem>
#include <fstream>
#include <random>
#include <system_error>

#include "base/tool_process.hpp"
#include "ndr/errors.hpp"

namespace ndr {

namespace fs = std::filesystem;

namespace {

// Disassembly and IR of the course's kernels are a few hundred KiB; beyond this they are cut.
constexpr std::size_t kMaxToolOutput = std::size_t(32) << 20;

// PoCL names a work-group function's directory "<lx>-<ly>-<lz>-goffs0-smallgrid" and the like.
std::string localPrefix(const LocalSize& l)
{
    return std::to_string(l.x) + "-" + std::to_string(l.dims == 2 ? l.y : 1) + "-1-";
}

// The shared object of `entry` at local size `l` anywhere in the cache (the newest if several).
std::optional<fs::path> findWorkGroupObject(const fs::path& cache, const std::string& entry, const LocalSize& l)
{
    std::optional<fs::path> found;
    fs::file_time_type newest{};
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(cache, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        const fs::path& p = it->path();
        if (p.filename() != entry + ".so" || !it->is_regular_file(ec))
            continue;
        const fs::path dir = p.parent_path();
        if (dir.parent_path().filename() != entry || dir.filename().string().rfind(localPrefix(l), 0) != 0)
            continue;
        const auto when = fs::last_write_time(p, ec);
        if (!found || when > newest) {
            found = p;
            newest = when;
        }
    }
    return found;
}

void disassemble(const fs::path& cache, const fs::path& object, InspectReport& r)
{
    r.assemblyFile = fs::relative(object, cache).string();
    const auto objdump = findProgram("objdump");
    if (!objdump) {
        r.assemblyNote = "objdump (binutils) is not on PATH; install binutils to see the assembly";
        return;
    }
    ToolOutput out = runTool(*objdump, {"-d", "--no-show-raw-insn", object.string()}, kMaxToolOutput);
    if (!out.error.empty() || out.exitCode != 0 || out.out.empty()) {
        r.assemblyNote = out.error.empty() ? *objdump + " could not disassemble " + r.assemblyFile + " (exit " +
                                                 std::to_string(out.exitCode) + ")"
                                           : out.error;
        return;
    }
    r.assembly = std::move(out.out);
    if (out.truncated)
        r.assemblyNote = "the disassembly was cut at " + std::to_string(kMaxToolOutput >> 20) + " MiB";
}

void readIr(const fs::path& programDir, InspectReport& r)
{
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(programDir, ec))
        if (e.path().extension() == ".ll" && e.is_regular_file(ec)) {
            std::ifstream in(e.path(), std::ios::binary);
            r.llvmIr.resize(kMaxToolOutput);
            in.read(r.llvmIr.data(), std::streamsize(kMaxToolOutput));
            r.llvmIr.resize(std::size_t(in.gcount()));
            return;
        }
    const fs::path bc = programDir / "program.bc";
    if (!fs::is_regular_file(bc, ec)) {
        r.llvmIrNote = "PoCL kept no program.bc beside the work-group function";
        return;
    }
    const auto dis = findProgram("llvm-dis");
    if (!dis) {
        r.llvmIrNote = "PoCL keeps the LLVM IR as bitcode (program.bc); llvm-dis (Debian's llvm package) is not on "
                       "PATH to make it readable";
        return;
    }
    ToolOutput out = runTool(*dis, {bc.string(), "-o", "-"}, kMaxToolOutput);
    if (!out.error.empty() || out.exitCode != 0 || out.out.empty()) {
        r.llvmIrNote = out.error.empty() ? *dis + " could not read program.bc (exit " + std::to_string(out.exitCode) +
                                               "; it must be the LLVM version PoCL was built with)"
                                         : out.error;
        return;
    }
    r.llvmIr = std::move(out.out);
}

} // namespace

PrivateDirectory::PrivateDirectory()
{
    std::error_code ec;
    const fs::path base = fs::temp_directory_path(ec);
    std::random_device rd;
    for (int attempt = 0; attempt < 16 && path_.empty(); ++attempt) {
        const fs::path p = (ec ? fs::path("/tmp") : base) / ("ndrange-inspect-" + std::to_string(rd()));
        std::error_code mk;
        if (fs::create_directory(p, mk) && !mk) {
            fs::permissions(p, fs::perms::owner_all, fs::perm_options::replace, mk);
            path_ = p.string();
        }
    }
    if (path_.empty())
        throw runtimeError("cannot create a private directory for PoCL's kernel cache under " + base.string());
}

PrivateDirectory::~PrivateDirectory()
{
    std::error_code ec;
    fs::remove_all(path_, ec);
}

void readPoclCache(const std::string& cacheDir, InspectReport& r)
{
    const fs::path cache(cacheDir);
    const auto object = findWorkGroupObject(cache, r.entry, r.local);
    if (!object) {
        r.assemblyNote = "PoCL left no work-group function of " + r.entry + " for local size " + r.local.toString() +
                         " in its cache";
        r.llvmIrNote = r.assemblyNote;
        return;
    }
    disassemble(cache, *object, r);
    readIr(object->parent_path().parent_path().parent_path(), r);
}

} // namespace ndr
