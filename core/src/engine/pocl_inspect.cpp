#include "engine/pocl_inspect.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
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
    // objdump names the object by its path in the private cache, which is gone once inspect returns.
    r.assembly = std::move(out.out);
    for (std::size_t at = r.assembly.find(object.string()); at != std::string::npos;
         at = r.assembly.find(object.string(), at + r.assemblyFile.size()))
        r.assembly.replace(at, object.string().size(), r.assemblyFile);
    if (out.truncated)
        r.assemblyNote = "the disassembly was cut at " + std::to_string(kMaxToolOutput >> 20) + " MiB";
}

// Every llvm-dis installed: Debian's /usr/lib/llvm-<version>/bin ones, newest first, then the one on PATH.
std::vector<std::string> llvmDisassemblers()
{
    std::vector<std::pair<int, std::string>> versioned;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator("/usr/lib", ec)) {
        const std::string name = e.path().filename().string();
        if (name.rfind("llvm-", 0) != 0 || name.size() < 6 || !std::isdigit(static_cast<unsigned char>(name[5])))
            continue;
        const fs::path tool = e.path() / "bin" / "llvm-dis";
        if (fs::is_regular_file(tool, ec))
            versioned.emplace_back(std::atoi(name.c_str() + 5), tool.string());
    }
    std::sort(versioned.begin(), versioned.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> tools;
    for (auto& [version, path] : versioned)
        tools.push_back(std::move(path));
    if (const auto onPath = findProgram("llvm-dis"))
        tools.push_back(*onPath);
    return tools;
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
    // LLVM reads the bitcode of its own and older versions: the newest llvm-dis first.
    const std::vector<std::string> tools = llvmDisassemblers();
    if (tools.empty()) {
        r.llvmIrNote = "PoCL keeps the LLVM IR as bitcode (program.bc); no llvm-dis (Debian's llvm-15 package) is "
                       "installed to make it readable";
        return;
    }
    for (const auto& tool : tools) {
        ToolOutput out = runTool(tool, {bc.string(), "-o", "-"}, kMaxToolOutput);
        if (out.error.empty() && out.exitCode == 0 && !out.out.empty()) {
            r.llvmIr = std::move(out.out);
            return;
        }
    }
    r.llvmIrNote = "no installed llvm-dis reads PoCL's program.bc (tried " + std::to_string(tools.size()) +
                   "; it needs the LLVM version PoCL was built with or newer: Debian's llvm-15 package)";
}

// The private cache's paths in `text`: its copy of the source becomes the source's name, the
// rest relative to the cache (the directory is gone once inspect returns).
void scrubCachePaths(std::string& text, const std::string& cacheDir, const std::string& sourceName)
{
    const std::string prefix = cacheDir + "/";
    for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at)) {
        std::size_t end = at + prefix.size();
        if (text.compare(end, 8, "tempfile") == 0) {
            const std::size_t stop = text.find_first_of("\"'\n ", end);
            text.replace(at, (stop == std::string::npos ? text.size() : stop) - at, sourceName);
            at += sourceName.size();
        } else {
            text.erase(at, prefix.size());
        }
    }
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
    scrubCachePaths(r.assembly, cacheDir, r.sourceName);
    scrubCachePaths(r.llvmIr, cacheDir, r.sourceName);
}

} // namespace ndr
