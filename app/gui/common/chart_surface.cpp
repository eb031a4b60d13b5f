#include "gui/common/chart_surface.hpp"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "session/file_output.hpp"

namespace studio {

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
    return FileOutput::write(path, bytes, error);
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
    return FileOutput::write(path, bytes, error);
}

} // namespace studio
