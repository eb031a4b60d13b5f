#pragma once
#include <QAbstractTableModel>
#include <map>
#include <set>
#include <string>

#include "ndr/lessons.hpp"

namespace studio {

// The course's claims (ndr::lessons()), one row each: the claim, the course's figure and device,
// and once measured on a device, the measured ratio with its 95 % interval, the verdict (holds,
// does not hold, inconclusive: coloured) with, for an inconclusive one, about how many
// repetitions would settle it, and why. Every figure is the core's (ndr::judgeLesson), as the
// CLI prints it; runs without samples have no interval and say so.
class LessonsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Claim, Course, Measured, Held, Verdict, ColumnCount };
    // The measurement's fields, on every column of a measured row (none where not measured):
    enum Role {
        RatioRole = Qt::UserRole, // double: baseline time over candidate time (medians)
        OutcomeRole,              // int: ndr::LessonVerdict
        IntervalRole,             // QVariantList {low, high}: the ratio's 95 % interval; none without samples
        RepsToSettleRole,         // qulonglong: inconclusive, about how many repetitions of each run settle it
        NoIntervalRole,           // bool: a ratio without an interval (runs without samples, one repetition)
    };

    explicit LessonsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The Measured and Here texts of a measurement: "1.01× [0.97, 1.05]", "inconclusive: about 40
    // reps of each run would settle it".
    static QString measuredText(const ndr::LessonResult& r);
    static QString outcomeText(const ndr::LessonResult& r);
    // The lesson of a row; nullptr outside the table.
    const ndr::Lesson* lessonAt(int row) const;
    // Puts a measurement in its lesson's row (the newest per lesson stays).
    void setResult(const ndr::LessonResult& result);
    // Puts the lesson's latest measurement found in the run history in its row, unless the row
    // already shows one measured in this session; the row then says where it came from.
    void setResultFromHistory(const ndr::LessonResult& result);
    const ndr::LessonResult* resultOf(const std::string& lesson) const;
    bool isFromHistory(const std::string& lesson) const { return fromHistory_.count(lesson) != 0; }
    void clearResults();

private:
    QVariant display(const ndr::Lesson& l, const ndr::LessonResult* r, int column) const;
    QVariant field(const ndr::LessonResult& r, int role) const;
    int rowOf(const std::string& lesson) const;

    std::map<std::string, ndr::LessonResult> results_;
    std::set<std::string> fromHistory_;
};

} // namespace studio
