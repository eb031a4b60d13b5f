#include "gui/common/qt_chart_adapter.hpp"

#include <QCursor>
#include <QLabel>
#include <QPainter>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <cmath>

namespace studio {

namespace {

// The default theme cycles five colours; a sweep of the whole ladder has eleven variants, so
// lines get twelve distinct colours and, past those, a dashed pen.
const QColor kSeriesColours[] = {QColor(31, 119, 180),  QColor(255, 127, 14),  QColor(44, 160, 44),
                                 QColor(214, 39, 40),   QColor(148, 103, 189), QColor(140, 86, 75),
                                 QColor(227, 119, 194), QColor(127, 127, 127), QColor(188, 189, 34),
                                 QColor(23, 190, 207),  QColor(57, 59, 121),   QColor(230, 85, 13)};

QPen seriesPen(std::size_t index)
{
    const std::size_t count = std::size(kSeriesColours);
    QPen pen(kSeriesColours[index % count], 2.0);
    if (index >= count)
        pen.setStyle(Qt::DashLine);
    return pen;
}

} // namespace

bool QtChartAdapter::placeable(const ChartPoint& p, bool logX, bool logY)
{
    return std::isfinite(p.x) && std::isfinite(p.y) && (!logX || p.x > 0) && (!logY || p.y > 0);
}

std::vector<ChartSeriesData> QtChartAdapter::placeableSeries(const std::vector<ChartSeriesData>& series, bool logX,
                                                             bool logY)
{
    std::vector<ChartSeriesData> out;
    for (const ChartSeriesData& s : series) {
        ChartSeriesData kept{s.name, {}};
        for (const ChartPoint& p : s.points)
            if (placeable(p, logX, logY))
                kept.points.push_back(p);
        if (!kept.points.empty())
            out.push_back(std::move(kept));
    }
    return out;
}

QtChartAdapter::QtChartAdapter(QWidget* parent) : ChartSurface(parent)
{
    chart_ = new QChart();
    // Animations cost frames during a sweep and make screenshots catch half-drawn series.
    chart_->setAnimationOptions(QChart::NoAnimation);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    view_ = new QChartView(chart_);
    view_->setRenderHint(QPainter::Antialiasing);
    message_ = new QLabel;
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setMargin(24);
    stack_ = new QStackedWidget;
    stack_->addWidget(view_);
    stack_->addWidget(message_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(stack_);
}

QColor QtChartAdapter::seriesColour(std::size_t index) { return kSeriesColours[index % std::size(kSeriesColours)]; }

void QtChartAdapter::resetChart(const QString& title)
{
    chart_->removeAllSeries();
    for (QAbstractAxis* axis : chart_->axes()) {
        chart_->removeAxis(axis);
        delete axis;
    }
    chart_->setTitle(title);
    setWindowTitle(title);
    tooltips_.clear();
    peakLine_ = 0;
    ridge_ = 0;
    chart_->legend()->setVisible(true);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    stack_->setCurrentWidget(view_);
}

void QtChartAdapter::showTooltip(const QString& text) { QToolTip::showText(QCursor::pos(), text, view_); }

void QtChartAdapter::showMessage(const QString& message)
{
    resetChart(QString());
    hasData_ = false;
    message_->setText(message);
    stack_->setCurrentWidget(message_);
}

namespace {

// The x axis of a line chart: categories, a log2 axis on whole powers of two around the data, or
// a linear one over [minX, maxX].
QAbstractAxis* lineXAxis(const LineChartData& data, double minX, double maxX)
{
    if (!data.categories.isEmpty()) {
        auto* axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setStartValue(-0.5);
        for (int i = 0; i < data.categories.size(); ++i)
            axis->append(data.categories[i], i);
        axis->setRange(-0.5, double(data.categories.size()) - 0.5);
        return axis;
    }
    if (data.log2X) {
        auto* axis = new QLogValueAxis;
        axis->setBase(2.0);
        axis->setLabelFormat(QStringLiteral("%g"));
        // Whole powers of two around the data, so ticks land on the usual sizes.
        axis->setRange(std::exp2(std::floor(std::log2(minX)) - (minX == maxX ? 1 : 0)),
                       std::exp2(std::ceil(std::log2(maxX)) + (minX == maxX ? 1 : 0)));
        axis->setMinorTickCount(-1);
        return axis;
    }
    auto* axis = new QValueAxis;
    axis->setRange(minX, maxX);
    return axis;
}

// What an x axis spans, for a line drawn across it; [lo, hi] for an axis of another kind.
std::pair<double, double> axisSpan(QAbstractAxis* axis, double lo, double hi)
{
    if (auto* a = qobject_cast<QValueAxis*>(axis))
        return {a->min(), a->max()};
    if (auto* c = qobject_cast<QCategoryAxis*>(axis))
        return {c->min(), c->max()};
    if (auto* l = qobject_cast<QLogValueAxis*>(axis))
        return {l->min(), l->max()};
    return {lo, hi};
}

} // namespace

void QtChartAdapter::showLines(const QString& title, const LineChartData& input)
{
    // A point no axis can place (an infinite or NaN value, or x <= 0 on the log axis) is left out
    // here as well as in the chart data: Qt's axes do not survive one.
    LineChartData data = input;
    data.series = placeableSeries(input.series, input.log2X && input.categories.isEmpty(), false);
    if (data.empty()) {
        showMessage(tr("No verified runs to plot yet."));
        return;
    }
    resetChart(title);
    hasData_ = true;

    double minX = INFINITY, maxX = -INFINITY, maxY = 0;
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points) {
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            maxY = std::max(maxY, p.y);
        }
    // The peak stays in view: how far below it the lines sit is the point of drawing it.
    if (data.peak.known())
        maxY = std::max(maxY, data.peak.value);

    QAbstractAxis* xAxis = lineXAxis(data, minX, maxX);
    xAxis->setTitleText(data.xTitle);
    auto* yAxis = new QValueAxis;
    yAxis->setTitleText(data.yTitle);
    yAxis->setRange(0, maxY > 0 ? maxY * 1.1 : 1.0);
    yAxis->applyNiceNumbers();
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);

    const bool logX = data.log2X && data.categories.isEmpty();
    std::size_t index = 0;
    for (const ChartSeriesData& s : data.series) {
        auto* series = new QLineSeries;
        series->setName(s.name);
        series->setPen(seriesPen(index));
        series->setBrush(seriesPen(index).color()); // the point markers
        ++index;
        series->setPointsVisible(true);
        for (const ChartPoint& p : s.points) {
            series->append(p.x, p.y);
            tooltips_.append(p.tooltip);
        }
        chart_->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        // hovered() reports a position on the line; the nearest measured point is what the
        // tooltip describes (in log space on the log axis, where distances look even).
        const std::vector<ChartPoint> points = s.points;
        connect(series, &QLineSeries::hovered, this, [this, points, logX](const QPointF& at, bool state) {
            if (!state || points.empty()) {
                QToolTip::hideText();
                return;
            }
            auto distance = [&](double x) {
                return logX ? std::abs(std::log2(x) - std::log2(at.x())) : std::abs(x - at.x());
            };
            const ChartPoint* best = &points.front();
            for (const ChartPoint& p : points)
                if (distance(p.x) < distance(best->x))
                    best = &p;
            showTooltip(best->tooltip);
        });
    }
    if (data.peak.known()) {
        const auto [x0, x1] = axisSpan(xAxis, minX, maxX);
        addPeakLine(data.peak, x0, x1, xAxis, yAxis);
    }
}

void QtChartAdapter::addPeakLine(const PeakLine& peak, double x0, double x1, QAbstractAxis* xAxis, QAbstractAxis* yAxis)
{
    auto* line = new QLineSeries;
    line->setName(peak.label);
    QPen pen(QColor(200, 30, 30), 1.5, Qt::DashLine);
    line->setPen(pen);
    line->append(x0, peak.value);
    line->append(x1, peak.value);
    chart_->addSeries(line);
    line->attachAxis(xAxis);
    line->attachAxis(yAxis);
    peakLine_ = peak.value;
}

void QtChartAdapter::showBars(const QString& title, const BarChartData& input)
{
    BarChartData data = input;
    data.bars.clear();
    data.categories.clear();
    for (std::size_t i = 0; i < input.bars.size(); ++i)
        if (placeable(input.bars[i], false, false)) {
            data.bars.push_back(input.bars[i]);
            data.bars.back().x = double(data.bars.size() - 1);
            if (int(i) < input.categories.size())
                data.categories.append(input.categories[int(i)]);
        }
    if (data.bars.empty()) {
        showMessage(tr("No verified runs at this size yet."));
        return;
    }
    resetChart(title);
    hasData_ = true;
    chart_->legend()->setVisible(false); // one set; the axis names the bars

    auto* set = new QBarSet(data.yTitle);
    double maxY = 0;
    for (const ChartPoint& b : data.bars) {
        set->append(b.y);
        maxY = std::max(maxY, b.y);
        tooltips_.append(b.tooltip);
    }
    auto* series = new QBarSeries;
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    set->setLabelColor(Qt::white);
    chart_->addSeries(series);

    auto* xAxis = new QBarCategoryAxis;
    xAxis->append(data.categories);
    auto* yAxis = new QValueAxis;
    yAxis->setTitleText(data.yTitle);
    if (data.peak.known())
        maxY = std::max(maxY, data.peak.value);
    yAxis->setRange(0, maxY > 0 ? maxY * 1.15 : 1.0);
    yAxis->applyNiceNumbers();
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(yAxis, Qt::AlignLeft);
    series->attachAxis(xAxis);
    series->attachAxis(yAxis);
    if (data.peak.known()) {
        // Bars sit on a category axis; the line needs numbers, so a hidden axis spans the bars.
        auto* span = new QValueAxis;
        span->setRange(-0.5, double(data.bars.size()) - 0.5);
        span->setVisible(false);
        chart_->addAxis(span, Qt::AlignBottom);
        addPeakLine(data.peak, -0.5, double(data.bars.size()) - 0.5, span, yAxis);
        chart_->legend()->setVisible(true);
        // Only the peak line belongs in the legend; the bar set is named by the axis.
        for (QLegendMarker* m : chart_->legend()->markers(series))
            m->setVisible(false);
    }

    const std::vector<ChartPoint> bars = data.bars;
    connect(set, &QBarSet::hovered, this, [this, bars](bool state, int index) {
        if (state && index >= 0 && index < int(bars.size()))
            showTooltip(bars[std::size_t(index)].tooltip);
        else
            QToolTip::hideText();
    });
}

QStringList QtChartAdapter::pointTooltips() const { return tooltips_; }

void QtChartAdapter::renderTo(QPainter& painter, const QRect& target)
{
    if (!hasData_) {
        painter.drawText(target, Qt::AlignCenter | Qt::TextWordWrap, message_->text());
        return;
    }
    // Render the scene rather than grabbing pixels: the SVG gets real lines and text.
    const QSize oldSize = view_->size();
    if (!isVisible() || oldSize != target.size()) {
        // Hidden charts have no layout; give the scene the export size for the duration.
        chart_->resize(target.size());
        view_->scene()->setSceneRect(QRectF(QPointF(0, 0), target.size()));
        view_->scene()->render(&painter, QRectF(target), QRectF(QPointF(0, 0), target.size()));
        chart_->resize(oldSize);
        view_->scene()->setSceneRect(QRectF(QPointF(0, 0), oldSize));
        return;
    }
    view_->render(&painter, QRectF(target), view_->viewport()->rect());
}

} // namespace studio
