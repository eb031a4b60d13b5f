#pragma once
#include <QString>
#include <QWidget>

class QPainter;

namespace studio {

// Anything the Charts view shows and can export. Export goes through renderTo() so each chart
// draws itself as vectors into the SVG instead of being a screenshot pasted into one.
class ChartSurface : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual bool hasData() const = 0;
    // Both write atomically (QSaveFile); on failure they return false and say why in *error.
    bool exportPng(const QString& path, QString* error);
    bool exportSvg(const QString& path, QString* error);

protected:
    virtual void renderTo(QPainter& painter, const QRect& target) = 0;
    // The on-screen size when laid out; a readable default when exported while hidden.
    QSize exportSize() const;
};

} // namespace studio
