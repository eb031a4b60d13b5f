#include "models/status_colours.hpp"

#include <QBrush>
#include <QColor>

namespace studio {

namespace {
// Reds chosen for contrast on both the light default palette and when selected.
const QColor kFailedBackground(248, 215, 218);
const QColor kFailedForeground(132, 32, 41);
// Runs that did not finish (cancelled, skipped): grey, not the red of a failure.
const QColor kNotRunBackground(226, 227, 229);
const QColor kNotRunForeground(73, 80, 87);

} // namespace

QVariant statusBackground(ndr::RunStatus s)
{
    switch (s) {
    case ndr::RunStatus::Verified:
        return {};
    case ndr::RunStatus::VerificationFailed:
    case ndr::RunStatus::RuntimeError:
        return QBrush(kFailedBackground);
    case ndr::RunStatus::Cancelled:
    case ndr::RunStatus::Skipped:
        return QBrush(kNotRunBackground);
    }
    return {};
}

QVariant statusForeground(ndr::RunStatus s)
{
    switch (s) {
    case ndr::RunStatus::Verified:
        return {};
    case ndr::RunStatus::VerificationFailed:
    case ndr::RunStatus::RuntimeError:
        return QBrush(kFailedForeground);
    case ndr::RunStatus::Cancelled:
    case ndr::RunStatus::Skipped:
        return QBrush(kNotRunForeground);
    }
    return {};
}

} // namespace studio
