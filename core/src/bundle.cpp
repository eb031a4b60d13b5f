// Bundles: the zip written with libzip (bundle_read.cpp and bundle_runs.cpp read it back); runs.json
// through the same nlohmann (de)serialization as the kernel runner's protocol, so every field comes
// back as it went out.
#include "ndr/bundle.hpp"

#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <zip.h>

#include "ndr/csv.hpp"
#include "ndr/errors.hpp"
#include "ndr/quote.hpp"
#include "run_json.hpp"
#include "zip_reader.hpp"

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

class ZipWriter {
public:
    explicit ZipWriter(const std::string& path) : path_(path)
    {
        int err = 0;
        zip_ = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &err);
        if (!zip_)
            throw runtimeError("cannot write bundle " + path + ": " + zipErrorText(err));
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
            throw runtimeError("cannot write bundle " + path_ + ": " + zip_strerror(zip_));
        }
    }
    void close()
    {
        if (zip_close(zip_) < 0)
            throw runtimeError("cannot write bundle " + path_ + ": " + zip_strerror(zip_));
        zip_ = nullptr;
    }

private:
    std::string path_;
    zip_t* zip_ = nullptr;
    std::vector<std::unique_ptr<std::string>> contents_; // libzip reads them at close
};

} // namespace

void writeBundle(const std::string& path, const Bundle& bundle)
{
    const std::string tmp = path + ".partial";
    try {
        ZipWriter zip(tmp);
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
        std::error_code ec;
        std::filesystem::rename(tmp, path, ec);
        if (ec)
            throw runtimeError("cannot write bundle " + path + ": " + ec.message());
    } catch (...) {
        std::error_code ignored;
        std::filesystem::remove(tmp, ignored);
        throw;
    }
}

} // namespace ndr
