// Bundles: the zip written with libzip (bundle_read.cpp and bundle_runs.cpp read it back); runs.json
// through the same nlohmann (de)serialization as the kernel runner's protocol, so every field comes
// back as it went out.
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
#include "ndr/quote.hpp"
#include "records/run_json.hpp"
#include "store/zip_reader.hpp"

namespace ndr {

namespace {

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
    return nlohmann::json{{"format", kBundleFormatName}, {"version", b.formatVersion}, {"app_version", b.appVersion},
                          {"created", b.created},        {"runs", b.runs.size()},      {"files", files}}
        .dump(2);
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
    nlohmann::json runs = bundle.runs;
    encodeNonFinite(runs); // an infinite error of a failed verification reads back as one
    zip.add("runs.json", runs.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    zip.add("devices.json", bundle.devicesJson);
    if (bundle.peaksJson)
        zip.add("peaks.json", *bundle.peaksJson);
    for (const BundleFile& k : bundle.kernels) {
        if (!safeBundleName(k.name))
            throw invalidInput("bundle member name " + quote(k.name) + " is not a relative path");
        zip.add(k.name, k.content);
    }
    zip.add("environment.txt", bundle.environment);
    zip.close();
    FileWriter out(path);
    out.writeContentsOf(zipPath);
    out.commit();
}

} // namespace ndr
