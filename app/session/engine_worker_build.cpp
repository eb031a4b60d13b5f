// EngineWorker::build and inspect: compiles a kernel being edited, shows what the compiler made
// of one; newest request wins.
#include <QtConcurrent/qtconcurrenttask.h>

#include "ndr/errors.hpp"
#include "session/engine_worker.hpp"

namespace studio {

namespace {

// The compiler's own words out of a build failure's message ("…\nbuild log:\n<log>").
QString buildLogOf(const std::string& message)
{
    static const std::string kMarker = "build log:\n";
    const std::size_t at = message.find(kMarker);
    return at == std::string::npos ? QString() : QString::fromStdString(message.substr(at + kMarker.size()));
}

} // namespace

quint64 EngineWorker::build(const ndr::RunRequest& request)
{
    const quint64 seq = ++latestBuild_;
    // Like validate(): ahead of queued runs, and a build the user has typed past is skipped.
    (void)QtConcurrent::task([this, seq, request] {
        if (seq != latestBuild_.load())
            return;
        BuildReport rep;
        rep.seq = seq;
        rep.variant = QString::fromStdString(request.variant);
        if (!engine_) {
            rep.reason = tr("The OpenCL engine is not available.");
        } else {
            try {
                const ndr::Validation v = engine_->validate(request);
                rep.ok = v.ok;
                rep.reason = QString::fromStdString(v.reason);
                if (v.error && v.error->clCall() == "clBuildProgram") {
                    rep.compileFailed = true;
                    rep.log = buildLogOf(v.reason);
                    rep.diagnostics = v.error->diagnostics();
                }
                if (v.ok)
                    rep.buildOptions = QString::fromStdString(engine_->buildOptions(request));
            } catch (const std::exception& e) {
                rep.reason = QString::fromStdString(e.what());
            }
        }
        post([this, rep] {
            if (rep.seq == latestBuild_.load())
                emit built(rep);
        });
    })
        .onThreadPool(pool_)
        .withPriority(1)
        .spawn();
    return seq;
}

quint64 EngineWorker::inspect(const ndr::RunRequest& request)
{
    const quint64 seq = ++latestInspect_;
    (void)QtConcurrent::task([this, seq, request] {
        if (seq != latestInspect_.load())
            return; // asked again since
        try {
            if (!engine_)
                throw ndr::runtimeError(tr("The OpenCL engine is not available.").toStdString());
            ndr::InspectReport report = engine_->inspect(request);
            post([this, seq, report = std::move(report)] {
                if (seq == latestInspect_.load())
                    emit inspected(seq, report);
            });
        } catch (const std::exception& e) {
            const auto* error = dynamic_cast<const ndr::Error*>(&e);
            std::vector<ndr::Diagnostic> diagnostics = error ? error->diagnostics() : std::vector<ndr::Diagnostic>();
            post([this, seq, message = QString::fromStdString(e.what()), diagnostics = std::move(diagnostics)] {
                if (seq == latestInspect_.load())
                    emit inspectFailed(seq, message, diagnostics);
            });
        }
    })
        .onThreadPool(pool_)
        .spawn();
    return seq;
}

} // namespace studio
