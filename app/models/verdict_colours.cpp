#include "models/verdict_colours.hpp"

#include <QBrush>

#include "models/status_colours.hpp"

namespace studio {

QColor verdictColour(ndr::ChangeVerdict v)
{
    switch (v) {
    case ndr::ChangeVerdict::Faster:
        return {25, 135, 84};
    case ndr::ChangeVerdict::Slower:
    case ndr::ChangeVerdict::Failed:
        return {200, 35, 51};
    case ndr::ChangeVerdict::Inconclusive:
        return {205, 130, 0};
    case ndr::ChangeVerdict::Untested:
        return {108, 117, 125};
    case ndr::ChangeVerdict::Same:
        break;
    }
    return {70, 90, 120};
}

QVariant verdictBackground(ndr::ChangeVerdict v)
{
    switch (v) {
    case ndr::ChangeVerdict::Faster:
        return QBrush(QColor(209, 231, 221));
    case ndr::ChangeVerdict::Slower:
    case ndr::ChangeVerdict::Failed: // the red of a failed run in every other table
        return statusBackground(ndr::RunStatus::VerificationFailed);
    case ndr::ChangeVerdict::Inconclusive:
        return QBrush(QColor(255, 236, 181));
    case ndr::ChangeVerdict::Untested: // the grey of a run that did not finish
        return statusBackground(ndr::RunStatus::Skipped);
    case ndr::ChangeVerdict::Same:
        break;
    }
    return {};
}

} // namespace studio
