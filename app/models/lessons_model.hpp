#pragma once
#include <QAbstractTableModel>
#include <map>
#include <set>
#include <string>

#include "ndr/lessons.hpp"

namespace studio {

// The course's claims (ndr::lessons()), one row each: the claim, the course's figure and device,
// and once measured on a device, the measured ratio, whether the claim held and why.
class LessonsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Claim, Course, Measured, Held, Verdict, ColumnCount };

    explicit LessonsModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

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
    int rowOf(const std::string& lesson) const;

    std::map<std::string, ndr::LessonResult> results_;
    std::set<std::string> fromHistory_;
};

} // namespace studio
