#include "gui/common/wrapping_label.hpp"

#include <QResizeEvent>

namespace studio {

WrappingLabel::WrappingLabel(QWidget* parent) : QLabel(parent) { setWordWrap(true); }

QSize WrappingLabel::minimumSizeHint() const
{
    QSize size = QLabel::minimumSizeHint();
    if (width() > 0)
        size.setHeight(text().isEmpty() ? 0 : QLabel::heightForWidth(width()));
    return size;
}

QSize WrappingLabel::sizeHint() const
{
    // The height of the lines at the width the label has, not at the width QLabel would pick.
    QSize size = QLabel::sizeHint();
    if (width() > 0)
        size.setHeight(minimumSizeHint().height());
    return size;
}

void WrappingLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    // A new width can change the number of lines; the height follows, never the width.
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

} // namespace studio
