#include "gui/common/qt_chart_adapter.hpp"

#include "gui/common/qt_chart_axes.hpp"
#include "gui/common/qt_chart_error_bars.hpp"

#include <QGraphicsSimpleTextItem>
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
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>
#include <cmath>

namespace studio {

bool QtChartAdapter::placeable(const ChartPoint& p, bool logX, bool logY)
{
    return std::isfinite(p.x) && std::isfinite(p.y) && (!logX || p.x > 0) && (!logY || p.y > 0);
}

std::vector<ChartSeriesData> QtChartAdapter::placeableSeries(const std::vector<ChartSeriesData>& series, bool logX,
                                                             bool logY)
{
    std::vector<ChartSeriesData> out;
    for (const ChartSeriesData& s : series) {
        ChartSeriesData kept{s.name, {}, s.variant, s.device};
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
    // Tooltips follow the mouse over points and bars (hover()), without a button pressed.
    view_->viewport()->setMouseTracking(true);
    view_->viewport()->installEventFilter(this);
    connect(chart_, &QChart::plotAreaChanged, this, &QtChartAdapter::placeLabels);
    connect(chart_, &QChart::plotAreaChanged, this, [this] {
        if (errorBars_)
            errorBars_->plotAreaChanged();
    });
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

QtChartAdapter::~QtChartAdapter()
{
    // The view owns the chart; the filter must not see events of a half-destroyed adapter.
    view_->viewport()->removeEventFilter(this);
}

QColor QtChartAdapter::colourOf(const ChartSeriesData& s, std::size_t index)
{
    return s.variant.isEmpty() ? paletteColour(index) : variantColour(s.variant);
}

// The devices of a chart in order: solid, dashed, dotted, … lines.
Qt::PenStyle QtChartAdapter::penStyleOf(const ChartSeriesData& s)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    return styles[std::size_t(s.device) % std::size(styles)];
}

void QtChartAdapter::useValueAxis(const ValueAxis& axis, const QString& title)
{
    axis.axis->setTitleText(title);
    valueLog_ = axis.map.log;
    valueTitle_ = title;
    valueLabels_ = axis.labels;
}

void QtChartAdapter::resetChart(const QString& title)
{
    chart_->removeAllSeries();
    for (QAbstractAxis* axis : chart_->axes()) {
        chart_->removeAxis(axis);
        delete axis;
    }
    chart_->setTitle(title);
    setWindowTitle(title);
    hover_.clear();
    for (const PointLabel& l : labels_)
        delete l.item;
    labels_.clear();
    delete errorBars_;
    errorBars_ = nullptr;
    barNames_.clear();
    markerSeries_.clear();
    lineObstacles_.clear();
    valueLog_ = false;
    valueTitle_.clear();
    valueLabels_.clear();
    QToolTip::hideText();
    peakLine_ = 0;
    ridge_ = 0;
    overlayShown_ = false;
    chart_->legend()->setVisible(true);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    stack_->setCurrentWidget(view_);
}

void QtChartAdapter::showMessage(const QString& message)
{
    resetChart(QString());
    hasData_ = false;
    message_->setText(message);
    stack_->setCurrentWidget(message_);
}

namespace {

// Widens [minY, maxY] to hold a point and its interval (minY: above 0 only, for a log axis).
void extendByPoint(const ChartPoint& p, double& minY, double& maxY)
{
    if (p.y > 0)
        minY = std::min(minY, p.y);
    maxY = std::max(maxY, p.y);
    if (p.interval && std::isfinite(p.interval->low) && std::isfinite(p.interval->high)) {
        if (p.interval->low > 0)
            minY = std::min(minY, p.interval->low);
        maxY = std::max(maxY, p.interval->high);
    }
}

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
        // Whole powers of two around the data, so ticks land on the usual sizes, and a little
        // more so the end points' markers are drawn whole.
        axis->setRange(std::exp2(std::floor(std::log2(minX)) - (minX == maxX ? 1 : 0) - 0.06),
                       std::exp2(std::ceil(std::log2(maxX)) + (minX == maxX ? 1 : 0) + 0.06));
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

// The value axis title: the chart's title with its unit as shown, marked when logarithmic.
QString valueTitle(const QString& title, const QString& unit, const ValueAxis& axis)
{
    QString text = title;
    if (!unit.isEmpty())
        text.replace(unit, axis.unit);
    return axis.map.log ? QtChartAdapter::tr("%1 (log scale)").arg(text) : text;
}

// Up to this many bars their names stand level under them (broken after underscores); more
// are slanted.
constexpr int kLevelBarLabels = 10;

// A bar's axis label as rich text: the device (variants of two devices) on a line of its own,
// and with many bars a long variant name broken after its underscores ("double_" "buffered"),
// because Qt cuts a label wider than its bar's share to "double_bu…", device and all.
QString barLabel(const QString& category, bool narrow)
{
    const qsizetype dot = category.indexOf(QStringLiteral(" · "));
    const QString name = dot < 0 ? category : category.left(dot);
    QStringList lines{QString()};
    const QStringList parts = name.split(QLatin1Char('_'));
    for (int i = 0; i < parts.size(); ++i) {
        const QString part = parts[i] + (i + 1 < parts.size() ? QStringLiteral("_") : QString());
        if (narrow && !lines.last().isEmpty() && lines.last().size() + part.size() > 11)
            lines.append(QString());
        lines.last() += part;
    }
    if (dot >= 0)
        lines.append(category.mid(dot + 3));
    for (QString& line : lines)
        line = line.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
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

    double minX = INFINITY, maxX = -INFINITY, minY = INFINITY, maxY = 0;
    for (const ChartSeriesData& s : data.series)
        for (const ChartPoint& p : s.points) {
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            extendByPoint(p, minY, maxY);
        }
    // The peak stays in view: how far below it the lines sit is the point of drawing it.
    if (data.peak.known())
        maxY = std::max(maxY, data.peak.value);
    // A log axis cannot show 0 or less: the points that have none stay on a linear one.
    const bool nonPositive = std::any_of(data.series.begin(), data.series.end(), [](const ChartSeriesData& s) {
        return std::any_of(s.points.begin(), s.points.end(), [](const ChartPoint& p) { return p.y <= 0; });
    });
    const ValueAxis y = newValueAxis(data.unit, minY, maxY, nonPositive ? YScale::Linear : yScale_, 1.1);

    QAbstractAxis* xAxis = lineXAxis(data, minX, maxX);
    xAxis->setTitleText(data.xTitle);
    useValueAxis(y, valueTitle(data.yTitle, data.unit, y));
    // More series than one legend row holds whole: a column beside the plot keeps every name
    // (and the device it ran on) readable.
    if (data.series.size() > 5)
        chart_->legend()->setAlignment(Qt::AlignRight);
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(y.axis, Qt::AlignLeft);

    std::size_t index = 0;
    for (const ChartSeriesData& s : data.series) {
        auto* series = new QLineSeries;
        series->setName(s.name);
        QPen pen(colourOf(s, index), 2.0, penStyleOf(s));
        ++index;
        series->setPen(pen);
        series->setBrush(pen.color()); // the point markers
        series->setPointsVisible(true);
        series->setMarkerSize(8);
        for (const ChartPoint& p : s.points)
            series->append(p.x, y.map.map(p.y));
        attach(series, xAxis, y.axis);
        for (const ChartPoint& p : s.points) {
            addHoverPoint(series, QPointF(p.x, y.map.map(p.y)), 8, p.tooltip);
            addErrorBar(series, p.x, p, y.map, pen.color().darker(115), 5);
        }
    }
    if (data.peak.known()) {
        const auto [x0, x1] = axisSpan(xAxis, minX, maxX);
        addPeakLine(data.peak, y.map.map(data.peak.value), x0, x1, xAxis, y.axis);
    }
    addErrorBarLegend(xAxis, y.axis);
}

void QtChartAdapter::addPeakLine(const PeakLine& peak, double at, double x0, double x1, QAbstractAxis* xAxis,
                                 QAbstractAxis* yAxis)
{
    auto* line = new QLineSeries;
    line->setName(peak.label);
    QPen pen(QColor(200, 30, 30), 1.5, Qt::DashLine);
    line->setPen(pen);
    line->append(x0, at);
    line->append(x1, at);
    attach(line, xAxis, yAxis);
    peakLine_ = peak.value;
}

// The bars, each in its variant's colour (as its line on the other charts). Qt colours a bar set,
// not a bar: one set per variant, stacked, each with its value at its own bars and nothing at
// the others, so every category holds exactly one bar. Bars without variants are one set.
QAbstractBarSeries* QtChartAdapter::barSeries(const BarChartData& data, const ValueAxis& y)
{
    const bool coloured = data.variants.size() == int(data.bars.size());
    if (!coloured) {
        auto* set = new QBarSet(y.unit);
        for (const ChartPoint& b : data.bars)
            set->append(y.map.map(b.y));
        set->setLabelColor(QColor(40, 40, 40));
        auto* series = new QBarSeries;
        series->append(set);
        return series;
    }
    auto* series = new QStackedBarSeries;
    QStringList order; // variants in the order of their first bar
    for (const QString& v : data.variants)
        if (!order.contains(v))
            order.append(v);
    for (const QString& variant : order) {
        auto* set = new QBarSet(variant);
        for (std::size_t i = 0; i < data.bars.size(); ++i)
            set->append(data.variants[int(i)] == variant ? y.map.map(data.bars[i].y) : 0.0);
        set->setColor(variantColour(variant));
        set->setBorderColor(variantColour(variant).darker(130));
        set->setLabelColor(QColor(40, 40, 40));
        series->append(set);
    }
    return series;
}

void QtChartAdapter::showBars(const QString& title, const BarChartData& input)
{
    BarChartData data = input;
    data.bars.clear();
    data.categories.clear();
    data.variants.clear();
    for (std::size_t i = 0; i < input.bars.size(); ++i)
        if (placeable(input.bars[i], false, false)) {
            data.bars.push_back(input.bars[i]);
            data.bars.back().x = double(data.bars.size() - 1);
            if (int(i) < input.categories.size())
                data.categories.append(input.categories[int(i)]);
            if (int(i) < input.variants.size())
                data.variants.append(input.variants[int(i)]);
        }
    if (data.bars.empty()) {
        showMessage(tr("No verified runs at this size yet."));
        return;
    }
    resetChart(title);
    hasData_ = true;
    chart_->legend()->setVisible(false); // one set; the axis names the bars

    double minY = INFINITY, maxY = 0;
    for (const ChartPoint& b : data.bars)
        extendByPoint(b, minY, maxY);
    if (data.peak.known())
        maxY = std::max(maxY, data.peak.value);
    const bool nonPositive =
        std::any_of(data.bars.begin(), data.bars.end(), [](const ChartPoint& p) { return p.y <= 0; });
    const ValueAxis y = newValueAxis(data.unit, minY, maxY, nonPositive ? YScale::Linear : yScale_, 1.15);

    QAbstractBarSeries* series = barSeries(data, y);
    // Labels print the drawn value: right on a linear axis, a logarithm on a log one.
    series->setLabelsVisible(!y.map.log);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4);
    // Above the bar, where a short bar cannot cut its own figure.
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chart_->addSeries(series);

    auto* xAxis = new QBarCategoryAxis;
    // The device of a bar (variants of two devices) goes under its variant: side by side the
    // names would be cut to "tiled · …" (axis labels are rich text).
    barNames_ = data.categories;
    QStringList categories;
    // Many bars: each name on one slanted line, whole (Qt would cut it to the bar's share of the
    // width: "transposed" became "transp…" with 17 bars at 1280 px); the bar's tooltip names it too.
    const bool slanted = data.categories.size() > kLevelBarLabels;
    for (const QString& c : data.categories)
        categories.append(slanted ? c.toHtmlEscaped() : barLabel(c, data.categories.size() > 6));
    xAxis->append(categories);
    if (slanted) {
        xAxis->setLabelsAngle(-40);
        xAxis->setTruncateLabels(false);
    }
    useValueAxis(y, valueTitle(data.yTitle, data.unit, y));
    chart_->addAxis(xAxis, Qt::AlignBottom);
    chart_->addAxis(y.axis, Qt::AlignLeft);
    series->attachAxis(xAxis);
    series->attachAxis(y.axis);
    // A bar covers half its category (QBarSeries' default width), from the axis' foot up.
    for (std::size_t i = 0; i < data.bars.size(); ++i) {
        addHoverBar(series, double(i), 0.0, y.map.map(data.bars[i].y), data.bars[i].tooltip);
        addErrorBar(series, double(i), data.bars[i], y.map, QColor(40, 40, 40), 7);
    }
    // With error bars the value labels go above them (the error bars' item writes them): Qt's
    // own would sit right on a bar's interval.
    if (errorBars_ && !y.map.log) {
        series->setLabelsVisible(false);
        for (std::size_t i = 0; i < data.bars.size(); ++i)
            errorBars_->addLabel(series, double(i), y.map.map(data.bars[i].y),
                                 QString::number(y.map.map(data.bars[i].y), 'g', 4));
    }
    if (data.peak.known() || errorBars_) {
        // Bars sit on a category axis; lines need numbers, so a hidden axis spans the bars.
        auto* span = new QValueAxis;
        span->setRange(-0.5, double(data.bars.size()) - 0.5);
        span->setVisible(false);
        chart_->addAxis(span, Qt::AlignBottom);
        if (data.peak.known())
            addPeakLine(data.peak, y.map.map(data.peak.value), -0.5, double(data.bars.size()) - 0.5, span, y.axis);
        addErrorBarLegend(span, y.axis);
        chart_->legend()->setVisible(true);
        // Only the peak line and the error bars belong in the legend; the axis names the bars.
        for (QLegendMarker* m : chart_->legend()->markers(series))
            m->setVisible(false);
    }
}

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
