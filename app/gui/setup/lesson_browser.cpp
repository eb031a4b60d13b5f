#include "gui/setup/lesson_browser.hpp"

#include <QAbstractTextDocumentLayout>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

namespace studio {

LessonBrowser::LessonBrowser(int maxLines, QWidget* parent) : QTextBrowser(parent), maxLines_(maxLines)
{
    // New text, or the same text wrapped anew at another width: another height.
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            [this] { updateGeometry(); });
}

int LessonBrowser::fittedHeight() const
{
    const int text = int(std::ceil(document()->size().height()));
    const QMargins margins = viewportMargins();
    return std::min(text, fontMetrics().lineSpacing() * maxLines_) + 2 * frameWidth() + margins.top() +
           margins.bottom();
}

QSize LessonBrowser::minimumSizeHint() const
{
    QSize size = QTextBrowser::minimumSizeHint();
    size.setHeight(std::max(size.height(), fittedHeight()));
    return size;
}

QSize LessonBrowser::sizeHint() const
{
    QSize size = QTextBrowser::sizeHint();
    size.setHeight(fittedHeight());
    return size;
}

void LessonBrowser::resizeEvent(QResizeEvent* event)
{
    QTextBrowser::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

} // namespace studio
