#include "models/lessons_model.hpp"

#include <QBrush>
#include <QColor>

namespace studio {

namespace {

QString courseText(const ndr::Lesson& l)
{
    QString text = QString::fromStdString(l.courseFigure);
    if (!l.courseDevice.empty())
        text += QStringLiteral(" — ") + QString::fromStdString(l.courseDevice);
    return text + QStringLiteral(" (") + QString::fromStdString(l.courseSource) + QLatin1Char(')');
}

} // namespace

LessonsModel::LessonsModel(QObject* parent) : QAbstractTableModel(parent) {}

int LessonsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(ndr::lessons().size());
}

int LessonsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const ndr::Lesson* LessonsModel::lessonAt(int row) const
{
    const auto& all = ndr::lessons();
    return row >= 0 && row < int(all.size()) ? &all[std::size_t(row)] : nullptr;
}

const ndr::LessonResult* LessonsModel::resultOf(const std::string& lesson) const
{
    const auto it = results_.find(lesson);
    return it == results_.end() ? nullptr : &it->second;
}

QString LessonsModel::measuredText(const ndr::LessonResult& r)
{
    if (!r.ratio)
        return {};
    const QString ratio = QStringLiteral("%1×").arg(*r.ratio, 0, 'f', 2);
    if (!r.ratioCi)
        return tr("%1 (no interval)").arg(ratio);
    return QStringLiteral("%1 [%2, %3]").arg(ratio).arg(r.ratioCi->low, 0, 'f', 2).arg(r.ratioCi->high, 0, 'f', 2);
}

QString LessonsModel::outcomeText(const ndr::LessonResult& r)
{
    switch (r.outcome) {
    case ndr::LessonVerdict::Holds:
        return tr("holds");
    case ndr::LessonVerdict::DoesNotHold:
        return tr("does not hold");
    case ndr::LessonVerdict::Inconclusive:
        if (r.repsToSettle)
            return tr("inconclusive: about %1 reps of each run would settle it").arg(*r.repsToSettle);
        return tr("inconclusive: too close to the threshold for more reps to settle it");
    case ndr::LessonVerdict::NotMeasured:
        break;
    }
    return tr("not measured");
}

QVariant LessonsModel::display(const ndr::Lesson& l, const ndr::LessonResult* r, int column) const
{
    switch (column) {
    case Name:
        return QString::fromStdString(l.name);
    case Claim:
        return QString::fromStdString(l.claim);
    case Course:
        return courseText(l);
    case Measured:
        return r && r->ratio ? QVariant(measuredText(*r)) : QVariant();
    case Held:
        return r ? QVariant(outcomeText(*r)) : QVariant();
    case Verdict:
        if (!r)
            return {};
        if (isFromHistory(l.name))
            return tr("Latest in the run history (%1, N = %2, %3): %4")
                .arg(QString::fromStdString(r->candidate.device))
                .arg(r->candidate.n)
                .arg(QString::fromStdString(r->candidate.timestamp), QString::fromStdString(r->verdict));
        return QString::fromStdString(r->verdict);
    }
    return {};
}

QVariant LessonsModel::field(const ndr::LessonResult& r, int role) const
{
    switch (role) {
    case RatioRole:
        return r.ratio ? QVariant(*r.ratio) : QVariant();
    case OutcomeRole:
        return int(r.outcome);
    case IntervalRole:
        return r.ratioCi ? QVariant(QVariantList{r.ratioCi->low, r.ratioCi->high}) : QVariant();
    case RepsToSettleRole:
        return r.repsToSettle ? QVariant(qulonglong(*r.repsToSettle)) : QVariant();
    case NoIntervalRole:
        return r.ratio.has_value() && !r.ratioCi;
    }
    return {};
}

QVariant LessonsModel::data(const QModelIndex& index, int role) const
{
    const ndr::Lesson* l = index.isValid() ? lessonAt(index.row()) : nullptr;
    if (!l)
        return {};
    const ndr::LessonResult* r = resultOf(l->name);
    if (role == Qt::DisplayRole)
        return display(*l, r, index.column());
    if (role == Qt::ToolTipRole) {
        if (index.column() == Measured && r && r->ratio)
            return r->ratioCi ? tr("Baseline time over candidate time (medians), with the 95 % interval of the "
                                   "ratio from both runs' bootstrap intervals")
                              : tr("No interval: these runs kept no repetitions' times (stored before they were "
                                   "kept, or one repetition), so the ratio alone decides the verdict");
        return display(*l, r, index.column());
    }
    if (role >= RatioRole && role <= NoIntervalRole)
        return r ? field(*r, role) : QVariant();
    if (role == Qt::ForegroundRole && index.column() == Held && r && r->ratio)
        return QBrush(r->outcome == ndr::LessonVerdict::Holds          ? QColor(0x1b, 0x6e, 0x20)
                      : r->outcome == ndr::LessonVerdict::Inconclusive ? QColor(0x8a, 0x6d, 0x00)
                                                                       : QColor(0xb0, 0x00, 0x20));
    return {};
}

QVariant LessonsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Lesson");
    case Claim:
        return tr("Claim");
    case Course:
        return tr("Course figure");
    case Measured:
        return tr("Measured");
    case Held:
        return tr("Here");
    case Verdict:
        return tr("Why");
    }
    return {};
}

int LessonsModel::rowOf(const std::string& lesson) const
{
    const auto& all = ndr::lessons();
    for (std::size_t row = 0; row < all.size(); ++row)
        if (all[row].name == lesson)
            return int(row);
    return -1;
}

void LessonsModel::setResult(const ndr::LessonResult& result)
{
    const int row = rowOf(result.lesson);
    if (row < 0)
        return;
    results_[result.lesson] = result;
    fromHistory_.erase(result.lesson);
    emit dataChanged(index(row, Measured), index(row, Verdict));
}

void LessonsModel::setResultFromHistory(const ndr::LessonResult& result)
{
    const int row = rowOf(result.lesson);
    if (row < 0 || (results_.count(result.lesson) && !isFromHistory(result.lesson)))
        return;
    results_[result.lesson] = result;
    fromHistory_.insert(result.lesson);
    emit dataChanged(index(row, Measured), index(row, Verdict));
}

void LessonsModel::clearResults()
{
    beginResetModel();
    results_.clear();
    fromHistory_.clear();
    endResetModel();
}

} // namespace studio
