#pragma once
#include <QVariant>

#include "ndr/run_result.hpp"

namespace studio {

// A run's row colours follow its status: none for a verified run, red for a failure, grey for a
// run that did not finish. Shared by every table of runs.
QVariant statusBackground(ndr::RunStatus s);
QVariant statusForeground(ndr::RunStatus s);

} // namespace studio
