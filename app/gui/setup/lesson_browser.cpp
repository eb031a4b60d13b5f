#include "gui/setup/lesson_browser.hpp"

#include <QAbstractTextDocumentLayout>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

namespace studio {

LessonBrowser::LessonBrowser(int maxLines, QWidget* parent) : QTextBrowser(parent), maxLines_(maxLines)
{
    // New text, or the same text wrapped anew at another width: another height.
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this, [this] {
        updateGeometry();
        emit fittedHeightChanged();
    });
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
    // A few lines at least, never the whole lesson: a long lesson must not make the window
    // taller than the screen; below its fitted height it scrolls.
    QSize size = QTextBrowser::minimumSizeHint();
    const QMargins margins = viewportMargins();
    const int few = fontMetrics().lineSpacing() * kMinimumLines + 2 * frameWidth() + margins.top() + margins.bottom();
    size.setHeight(std::max(size.height(), std::min(fittedHeight(), few)));
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
