#include "session/inspection_store.hpp"

#include <algorithm>

namespace studio {

InspectionStore* InspectionStore::of(QObject* session)
{
    if (auto* store = session->findChild<InspectionStore*>(QString(), Qt::FindDirectChildrenOnly))
        return store;
    return new InspectionStore(session);
}

namespace {

bool sameKey(const ndr::InspectReport& a, const std::string& deviceId, const std::string& deviceName,
             const std::string& variant, const std::string& buildOptions)
{
    return a.deviceId == deviceId && a.deviceName == deviceName && a.variant == variant &&
           a.buildOptions == buildOptions;
}

} // namespace

void InspectionStore::add(const ndr::InspectReport& report)
{
    reports_.erase(std::remove_if(reports_.begin(), reports_.end(),
                                  [&](const ndr::InspectReport& r) {
                                      return sameKey(r, report.deviceId, report.deviceName, report.variant,
                                                     report.buildOptions);
                                  }),
                   reports_.end());
    reports_.push_back(report);
    if (reports_.size() > kKept)
        reports_.erase(reports_.begin());
    emit changed();
}

const ndr::InspectReport* InspectionStore::find(const std::string& deviceId, const std::string& deviceName,
                                                const std::string& variant, const std::string& buildOptions) const
{
    for (auto it = reports_.rbegin(); it != reports_.rend(); ++it)
        if (sameKey(*it, deviceId, deviceName, variant, buildOptions))
            return &*it;
    return nullptr;
}

std::vector<const ndr::InspectReport*> InspectionStore::all() const
{
    std::vector<const ndr::InspectReport*> out;
    for (auto it = reports_.rbegin(); it != reports_.rend(); ++it)
        out.push_back(&*it);
    return out;
}

const ndr::InspectReport* InspectionStore::lastNvidia() const
{
    for (auto it = reports_.rbegin(); it != reports_.rend(); ++it)
        if (it->nvidia && it->ptxas && it->ptxas->registers && ndr::smLimits(it->ccMajor, it->ccMinor))
            return &*it;
    return nullptr;
}

} // namespace studio
