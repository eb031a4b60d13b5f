// KernelTextEdit: the line-number gutter beside the kernel source and its diagnostic markers.
#include "gui/setup/kernel_text_edit.hpp"

#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QTextBlock>

namespace studio {

namespace {

// The gutter paints and clicks through its text box.
class Gutter : public QWidget {
public:
    explicit Gutter(KernelTextEdit* edit) : QWidget(edit), edit_(edit)
    {
        setObjectName(QStringLiteral("kernelGutter"));
        setCursor(Qt::PointingHandCursor);
    }
    QSize sizeHint() const override { return {edit_->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { edit_->paintGutter(event); }
    void mousePressEvent(QMouseEvent* event) override { edit_->gutterClicked(event->position().toPoint()); }

private:
    KernelTextEdit* edit_;
};

QColor markColour(KernelTextEdit::Mark mark)
{
    return mark == KernelTextEdit::Mark::Error ? QColor(0xb0, 0x00, 0x20) : QColor(0xc0, 0x80, 0x00);
}

} // namespace

KernelTextEdit::KernelTextEdit(QWidget* parent) : QPlainTextEdit(parent), gutter_(new Gutter(this))
{
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { updateGutterWidth(); });
    connect(this, &QPlainTextEdit::updateRequest, this, &KernelTextEdit::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, gutter_, qOverload<>(&QWidget::update));
    updateGutterWidth();
}

int KernelTextEdit::gutterWidth() const
{
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    const QFontMetrics metrics(font());
    // Room for the marker dot on the left, then the number, then a little air before the text.
    return metrics.height() + metrics.horizontalAdvance(QLatin1Char('9')) * qMax(2, digits) + 6;
}

void KernelTextEdit::setMarks(const QMap<int, Mark>& marks)
{
    marks_ = marks;
    gutter_->update();
}

void KernelTextEdit::updateGutterWidth() { setViewportMargins(gutterWidth(), 0, 0, 0); }

void KernelTextEdit::updateGutter(const QRect& rect, int dy)
{
    if (dy)
        gutter_->scroll(0, dy);
    else
        gutter_->update(0, rect.y(), gutter_->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateGutterWidth();
}

void KernelTextEdit::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    gutter_->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
}

void KernelTextEdit::paintGutter(QPaintEvent* event)
{
    QPainter p(gutter_);
    p.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    const QFontMetrics metrics(font());
    const int dot = metrics.height() / 2;
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int current = textCursor().blockNumber();
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top()) {
            const int line = block.blockNumber() + 1;
            auto mark = marks_.constFind(line);
            if (mark != marks_.cend()) {
                p.setPen(Qt::NoPen);
                p.setBrush(markColour(*mark));
                p.drawEllipse(QRect(3, top + (metrics.height() - dot) / 2, dot, dot));
            }
            p.setPen(block.blockNumber() == current ? palette().color(QPalette::Text)
                                                    : palette().color(QPalette::PlaceholderText));
            p.setFont(font());
            p.drawText(QRect(0, top, gutter_->width() - 4, metrics.height()), Qt::AlignRight | Qt::AlignVCenter,
                       QString::number(line));
        }
        block = block.next();
        top += height;
    }
}

void KernelTextEdit::gutterClicked(const QPoint& pos)
{
    const QTextCursor cursor = cursorForPosition(QPoint(0, pos.y()));
    const int line = cursor.blockNumber() + 1;
    if (marks_.contains(line))
        emit markClicked(line);
}

} // namespace studio
