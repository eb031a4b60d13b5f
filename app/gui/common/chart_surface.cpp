#include "gui/common/chart_surface.hpp"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace studio {

namespace {

bool saveAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = ChartSurface::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        *error = ChartSurface::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

QSize ChartSurface::exportSize() const
{
    const QSize s = size();
    if (isVisible() && s.width() >= 200 && s.height() >= 150)
        return s;
    return {960, 600};
}

bool ChartSurface::exportPng(const QString& path, QString* error)
{
    const QSize s = exportSize();
    // Twice the on-screen resolution so the file stays sharp in slides and READMEs.
    QImage image(s * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2.0);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderTo(painter, QRect(QPoint(0, 0), s));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = tr("Cannot encode the chart as PNG.");
        return false;
    }
    return saveAtomically(path, bytes, error);
}

bool ChartSurface::exportSvg(const QString& path, QString* error)
{
    const QSize s = exportSize();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(s);
    generator.setViewBox(QRect(QPoint(0, 0), s));
    generator.setTitle(windowTitle());
    generator.setDescription(tr("Exported from NDRange Studio"));
    {
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(QRect(QPoint(0, 0), s), Qt::white);
        renderTo(painter, QRect(QPoint(0, 0), s));
    }
    return saveAtomically(path, bytes, error);
}

} // namespace studio
