#include "session/session.hpp"

#include <algorithm>

#include "models/results_model.hpp"
#include "ndr/run_identity.hpp"

namespace studio {

Session::Session(QObject* parent) : QObject(parent), results_(new ResultsModel(this)) {}

void Session::addRun(const ndr::RunResult& run)
{
    identities_.insert(ndr::runIdentity(run));
    results_->addResult(run);
    emit runAdded(run);
}

int Session::addRuns(const std::vector<ndr::RunResult>& runs)
{
    std::vector<ndr::RunResult> fresh;
    fresh.reserve(runs.size());
    for (const ndr::RunResult& r : runs)
        if (identities_.insert(ndr::runIdentity(r)).second)
            fresh.push_back(r);
    if (!fresh.empty())
        results_->addResults(fresh);
    emit runsImported(int(fresh.size()));
    return int(fresh.size());
}

void Session::addSkipped(const ndr::SkippedRun& skipped)
{
    skipped_.push_back(skipped);
    emit skippedAdded(skipped);
}

void Session::clearRuns()
{
    results_->clear();
    identities_.clear();
    skipped_.clear();
    const bool hadSelection = !selected_.empty();
    selected_.clear();
    emit runsCleared();
    if (hadSelection)
        emit selectionChanged();
}

std::optional<ndr::DevicePeaks> Session::peaksOf(const std::string& deviceKey) const
{
    for (const ndr::DevicePeaks& p : peaks_)
        if (p.deviceKey == deviceKey)
            return p;
    return std::nullopt;
}

bool Session::peaksMeasuredNow(const std::string& deviceKey) const
{
    return std::find(measuredNow_.begin(), measuredNow_.end(), deviceKey) != measuredNow_.end();
}

bool Session::updatePeaks(const ndr::DevicePeaks& peaks, bool fromCache)
{
    auto known = std::find_if(peaks_.begin(), peaks_.end(),
                              [&](const ndr::DevicePeaks& p) { return p.deviceKey == peaks.deviceKey; });
    if (known != peaks_.end()) {
        if (fromCache && known->timestamp > peaks.timestamp)
            return false;
        *known = peaks;
    } else {
        peaks_.push_back(peaks);
    }
    if (!fromCache && !peaksMeasuredNow(peaks.deviceKey))
        measuredNow_.push_back(peaks.deviceKey);
    results_->setPeaks(peaks_);
    emit peaksChanged(peaks, fromCache);
    return true;
}

ndr::RunRequest Session::setup() const { return setupOwner_ && setupSource_ ? setupSource_() : setup_; }

QString Session::setupDeviceId() const
{
    const ndr::RunRequest r = setup();
    if (r.platformIndex < 0 || r.deviceIndex < 0)
        return {};
    return QStringLiteral("%1:%2").arg(r.platformIndex).arg(r.deviceIndex);
}

void Session::setSetup(const ndr::RunRequest& request)
{
    setup_ = request;
    emit setupChanged();
}

void Session::setSetupSource(QObject* owner, std::function<ndr::RunRequest()> source)
{
    setupOwner_ = owner;
    setupSource_ = std::move(source);
}

void Session::setSetupDevice(const QString& deviceId)
{
    if (deviceId == setupDevice_)
        return;
    setupDevice_ = deviceId;
    emit setupDeviceChanged(deviceId);
}

void Session::requestSetup(const QString& variant, const QString& deviceId) { emit setupRequested(variant, deviceId); }

void Session::setSelectedRows(std::vector<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    rows.erase(std::remove_if(rows.begin(), rows.end(), [this](int r) { return r < 0 || r >= results_->rowCount(); }),
               rows.end());
    if (rows == selected_)
        return;
    selected_ = std::move(rows);
    emit selectionChanged();
}

std::vector<ndr::RunResult> Session::chartedRuns() const
{
    if (selected_.empty())
        return results_->results();
    std::vector<ndr::RunResult> runs;
    runs.reserve(selected_.size());
    for (int row : selected_)
        runs.push_back(results_->result(row));
    return runs;
}

std::optional<ndr::RunResult> Session::followedRun() const
{
    if (!selected_.empty())
        return results_->result(selected_.back());
    if (results_->rowCount() == 0)
        return std::nullopt;
    return results_->result(results_->rowCount() - 1);
}

} // namespace studio
