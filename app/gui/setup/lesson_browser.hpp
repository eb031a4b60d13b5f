#pragma once
#include <QTextBrowser>

namespace studio {

// The lesson beside Run setup: a text browser that asks for the height of its text at its
// width, so a layout or splitter that has the room shows the lesson whole, never with its last
// line cut in half. A lesson longer than `maxLines` lines scrolls, and so does one the window
// has no room for (the browser's minimum is a few lines, not the whole lesson).
class LessonBrowser : public QTextBrowser {
    Q_OBJECT

public:
    explicit LessonBrowser(int maxLines = 24, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    // The height the whole text takes at the current width, frame included.
    int fittedHeight() const;

signals:
    // New text, or the same text wrapped anew: fittedHeight() may have changed.
    void fittedHeightChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kMinimumLines = 6;
    int maxLines_;
};

} // namespace studio
