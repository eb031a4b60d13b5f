#pragma once
#include <QString>
#include <vector>

#include "gui/chart_data.hpp"
#include "gui/chart_surface.hpp"

class QChart;
class QChartView;
class QLabel;
class QStackedWidget;

namespace studio {

// The only class that knows Qt Charts. The rest of the studio hands it plain chart data, so a
// move to Qt Graphs (or anything else) replaces this file and nothing else.
class QtChartAdapter : public ChartSurface {
    Q_OBJECT

public:
    explicit QtChartAdapter(QWidget* parent = nullptr);

    void showLines(const QString& title, const LineChartData& data);
    void showBars(const QString& title, const BarChartData& data);
    // Replaces the chart with a sentence saying why there is nothing to draw.
    void showMessage(const QString& message);

    bool hasData() const override { return hasData_; }
    // Tooltip texts of the plotted points, in series order (for tests and accessibility).
    QStringList pointTooltips() const;

protected:
    void renderTo(QPainter& painter, const QRect& target) override;

private:
    void resetChart(const QString& title);
    void showTooltip(const QString& text);

    QStackedWidget* stack_ = nullptr;
    QChartView* view_ = nullptr;
    QChart* chart_ = nullptr;
    QLabel* message_ = nullptr;
    bool hasData_ = false;
    QStringList tooltips_;
};

} // namespace studio
