#pragma once
#include <QObject>
#include <string>
#include <vector>

#include "ndr/inspect_report.hpp"

namespace studio {

// The last inspections of the session (made by the Inspect view or opened from a saved JSON), so
// that other views can use what the compiler said of a kernel: Run setup's occupancy line needs
// the registers of the kernel it is about to run. One per device, kernel and build options; the
// newest replaces an older one of the same key, and only the newest few are kept.
class InspectionStore : public QObject {
    Q_OBJECT

public:
    static constexpr std::size_t kKept = 16;

    using QObject::QObject;
    // The store of `session` (any QObject that lives as long as the session): made as its child
    // on first use, so every view asking with the same session shares it.
    static InspectionStore* of(QObject* session);

    void add(const ndr::InspectReport& report);
    // The inspection of this kernel (variant name) built with these options on this device (its
    // "P:D" id and CL_DEVICE_NAME, so an inspection read from another machine's file does not
    // stand in for a local device of the same index); nullptr when there is none.
    const ndr::InspectReport* find(const std::string& deviceId, const std::string& deviceName,
                                   const std::string& variant, const std::string& buildOptions) const;
    // The newest inspection made on a device with NVIDIA's occupancy model; nullptr when none.
    const ndr::InspectReport* lastNvidia() const;
    std::size_t size() const { return reports_.size(); }
    // Every inspection kept, newest first.
    std::vector<const ndr::InspectReport*> all() const;

signals:
    void changed();

private:
    std::vector<ndr::InspectReport> reports_; // oldest first
};

} // namespace studio
