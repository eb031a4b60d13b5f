// Bundles: the zip written and read with libzip; runs.json through the same nlohmann
// (de)serialization as the kernel runner's protocol, so every field comes back as it went out.
#include "ndr/bundle.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <zip.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/file_writer.hpp"
#include "records/run_json.hpp"

namespace ndr {

namespace {

const char* const kFormat = "ndrange-studio-bundle";

std::string zipErrorText(int code)
{
    zip_error_t e;
    zip_error_init_with_code(&e, code);
    std::string text = zip_error_strerror(&e);
    zip_error_fini(&e);
    return text;
}

std::string manifest(const Bundle& b)
{
    nlohmann::json files = nlohmann::json::array({"runs.csv", "runs.json", "devices.json", "environment.txt"});
    if (b.peaksJson)
        files.push_back("peaks.json");
    for (const BundleFile& k : b.kernels)
        files.push_back(k.name);
    return nlohmann::json{{"format", kFormat},    {"version", b.formatVersion}, {"app_version", b.appVersion},
                          {"created", b.created}, {"runs", b.runs.size()},      {"files", files}}
        .dump(2);
}

// Member names a bundle may hold: relative, forward slashes, no "." or ".." parts.
bool safeName(const std::string& name)
{
    if (name.empty() || name.front() == '/' || name.find('\\') != std::string::npos ||
        name.find(':') != std::string::npos)
        return false;
    for (const auto& part : std::filesystem::path(name))
        if (part == ".." || part == ".")
            return false;
    return true;
}

// A directory only this process uses (0700), removed with everything in it.
class ScratchDirectory {
public:
    ScratchDirectory(const std::string& parent, const std::string& forPath)
    {
        std::string name = (std::filesystem::path(parent.empty() ? "." : parent) / ".ndr-bundle.XXXXXX").string();
        if (!::mkdtemp(name.data())) {
            const int err = errno;
            throw FileWriteError(FileWriteProblem::CannotOpen, forPath, err,
                                 "cannot write bundle '" + forPath + "': cannot create a directory in " + parent +
                                     ": " + std::strerror(err));
        }
        path_ = name;
    }
    ~ScratchDirectory()
    {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchDirectory(const ScratchDirectory&) = delete;
    ScratchDirectory& operator=(const ScratchDirectory&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// The zip at `file`, made for the bundle `path` (which the errors name).
class ZipWriter {
public:
    ZipWriter(const std::string& file, const std::string& path) : path_(path)
    {
        int err = 0;
        zip_ = zip_open(file.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
        if (!zip_)
            throw FileWriteError(FileWriteProblem::CannotOpen, path, 0,
                                 "cannot write bundle " + path + ": " + zipErrorText(err));
    }
    ~ZipWriter()
    {
        if (zip_)
            zip_discard(zip_);
    }
    void add(const std::string& name, std::string content)
    {
        contents_.push_back(std::make_unique<std::string>(std::move(content)));
        const std::string& data = *contents_.back();
        zip_source_t* src = zip_source_buffer(zip_, data.data(), data.size(), 0);
        if (!src || zip_file_add(zip_, name.c_str(), src, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE) < 0) {
            if (src)
                zip_source_free(src);
            failed();
        }
    }
    void close()
    {
        if (zip_close(zip_) < 0)
            failed();
        zip_ = nullptr;
    }

private:
    // libzip's error as the file writer's (a full disk while libzip writes is a failed write).
    [[noreturn]] void failed()
    {
        zip_error_t* e = zip_get_error(zip_);
        const int os = zip_error_system_type(e) == ZIP_ET_SYS ? zip_error_code_system(e) : 0;
        throw FileWriteError(FileWriteProblem::WriteFailed, path_, os,
                             "cannot write bundle " + path_ + ": " + zip_strerror(zip_));
    }

    std::string path_;
    zip_t* zip_ = nullptr;
    std::vector<std::unique_ptr<std::string>> contents_; // libzip reads them at close
};

// Every member of the zip, checked against the limits, as name → bytes.
std::map<std::string, std::string> readMembers(const std::string& path, const BundleLimits& limits)
{
    int err = 0;
    zip_t* za = zip_open(path.c_str(), ZIP_RDONLY, &err);
    if (!za)
        throw invalidInput("not a bundle: " + path + " is not a readable zip file (" + zipErrorText(err) + ")");
    const std::unique_ptr<zip_t, void (*)(zip_t*)> guard(za, [](zip_t* z) { zip_discard(z); });
    const zip_int64_t count = zip_get_num_entries(za, 0);
    if (count < 0 || std::uint64_t(count) > limits.maxMembers)
        throw limitError("bundle " + path + " has " + std::to_string(count) + " members, more than " +
                             std::to_string(limits.maxMembers),
                         "members", limits.maxMembers, std::uint64_t(count));
    std::map<std::string, std::string> members;
    std::uint64_t total = 0;
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t st;
        if (zip_stat_index(za, zip_uint64_t(i), 0, &st) < 0)
            throw invalidInput("bundle " + path + ": cannot read member " + std::to_string(i) + ": " +
                               zip_strerror(za));
        const std::string name = st.name ? st.name : "";
        if (!name.empty() && name.back() == '/')
            continue; // a folder entry
        if (!safeName(name))
            throw invalidInput("bundle " + path + " has an unsafe member name '" + name +
                               "' (absolute or with '..'): refused");
        if (st.size > limits.maxMemberBytes)
            throw limitError("bundle " + path + ": member " + name + " unpacks to " + std::to_string(st.size) +
                                 " bytes, more than the limit of " + std::to_string(limits.maxMemberBytes),
                             "member bytes", limits.maxMemberBytes, st.size);
        total += st.size;
        if (total > limits.maxTotalBytes)
            throw limitError("bundle " + path + " unpacks to more than " + std::to_string(limits.maxTotalBytes) +
                                 " bytes",
                             "total bytes", limits.maxTotalBytes, total);
        zip_file_t* f = zip_fopen_index(za, zip_uint64_t(i), 0);
        if (!f)
            throw invalidInput("bundle " + path + ": cannot open member " + name + ": " + zip_strerror(za));
        std::string data(std::size_t(st.size), '\0');
        const zip_int64_t got = zip_fread(f, data.data(), data.size());
        char extra = 0;
        const zip_int64_t more = zip_fread(f, &extra, 1); // a member larger than its header says
        zip_fclose(f);
        if (got != zip_int64_t(data.size()) || more > 0)
            throw invalidInput("bundle " + path + ": member " + name + " is damaged (its size does not match)");
        if (!members.emplace(name, std::move(data)).second)
            throw invalidInput("bundle " + path + " holds member " + name + " twice");
    }
    return members;
}

const std::string& member(const std::map<std::string, std::string>& m, const std::string& name, const std::string& path)
{
    const auto it = m.find(name);
    if (it == m.end())
        throw invalidInput("not a bundle: " + path + " has no " + name);
    return it->second;
}

} // namespace

void writeBundle(const std::string& path, const Bundle& bundle)
{
    // libzip writes a temporary file and renames it over the path it was given, which would
    // replace a device, a FIFO or a symbolic link. So the zip is made in a private directory
    // first (beside the target, on its file system, or the system's temporary directory for a
    // device or FIFO), then goes to `path` through the one file writer.
    const WriteTargetInfo target = inspectWriteTarget(path);
    if (target.kind == WriteTargetKind::Directory)
        throw FileWriteError(FileWriteProblem::IsDirectory, path, EISDIR,
                             "cannot write bundle '" + path + "': it is a directory");
    const ScratchDirectory scratch(target.inPlace() ? std::filesystem::temp_directory_path().string()
                                                    : std::filesystem::path(target.target).parent_path().string(),
                                   path);
    const std::string zipPath = scratch.path() + "/bundle.zip";
    ZipWriter zip(zipPath, path);
    zip.add("bundle.json", manifest(bundle));
    zip.add("runs.csv", resultsToCsv(bundle.runs));
    zip.add("runs.json", nlohmann::json(bundle.runs).dump(1));
    zip.add("devices.json", bundle.devicesJson);
    if (bundle.peaksJson)
        zip.add("peaks.json", *bundle.peaksJson);
    for (const BundleFile& k : bundle.kernels) {
        if (!safeName(k.name))
            throw invalidInput("bundle member name '" + k.name + "' is not a relative path");
        zip.add(k.name, k.content);
    }
    zip.add("environment.txt", bundle.environment);
    zip.close();
    FileWriter out(path);
    out.writeContentsOf(zipPath);
    out.commit();
}

Bundle readBundle(const std::string& path, const BundleLimits& limits)
{
    const auto members = readMembers(path, limits);
    Bundle b;
    try {
        const auto m = nlohmann::json::parse(member(members, "bundle.json", path));
        if (m.at("format").get<std::string>() != kFormat)
            throw invalidInput("not a bundle: " + path + "'s bundle.json names format '" +
                               m.at("format").get<std::string>() + "'");
        b.formatVersion = m.at("version").get<int>();
        b.appVersion = m.value("app_version", std::string());
        b.created = m.value("created", std::string());
        b.runs = nlohmann::json::parse(member(members, "runs.json", path)).get<std::vector<RunResult>>();
    } catch (const nlohmann::json::exception& e) {
        throw invalidInput("bundle " + path + " is malformed: " + e.what());
    }
    if (b.formatVersion < 1 || b.formatVersion > kBundleFormatVersion)
        throw limitError("bundle " + path + " has format version " + std::to_string(b.formatVersion) +
                             "; this build reads versions 1 to " + std::to_string(kBundleFormatVersion),
                         "bundle format version", std::uint64_t(kBundleFormatVersion),
                         std::uint64_t(std::max(b.formatVersion, 0)));
    b.devicesJson = member(members, "devices.json", path);
    b.environment = member(members, "environment.txt", path);
    if (const auto it = members.find("peaks.json"); it != members.end())
        b.peaksJson = it->second;
    for (const auto& [name, content] : members)
        if (name.rfind("kernels/", 0) == 0)
            b.kernels.push_back({name, content});
    return b;
}

} // namespace ndr
