#pragma once
#include <QColor>
#include <QVariant>

#include "ndr/run_compare.hpp"

namespace studio {

// The colours of a comparison's verdicts, shared by the Compare table and its ratio chart:
// green for faster, red for slower (and for a B run that failed), amber for inconclusive, grey
// for a pair without samples; "same" keeps the table's plain rows and is drawn blue-grey.
QColor verdictColour(ndr::ChangeVerdict v);       // strong: chart marks and error bars
QVariant verdictBackground(ndr::ChangeVerdict v); // a table row's background; none for "same"

} // namespace studio
