#pragma once
#include <QMap>
#include <QPlainTextEdit>

namespace studio {

// The kernel source's text box with a line-number gutter. Lines a diagnostic names carry a marker
// in the gutter (red for an error, amber for a warning or note); clicking the gutter on such a line
// asks for that diagnostic.
class KernelTextEdit : public QPlainTextEdit {
    Q_OBJECT

public:
    enum class Mark { Warning, Error };

    explicit KernelTextEdit(QWidget* parent = nullptr);

    // Line (1-based) → its strongest diagnostic; an empty map clears the markers.
    void setMarks(const QMap<int, Mark>& marks);
    const QMap<int, Mark>& marks() const { return marks_; }
    int gutterWidth() const;
    QWidget* gutter() const { return gutter_; }

    // Drawing and clicks of the gutter widget.
    void paintGutter(QPaintEvent* event);
    void gutterClicked(const QPoint& pos);

signals:
    // The gutter was clicked on line `line` (1-based) that carries a marker.
    void markClicked(int line);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateGutterWidth();
    void updateGutter(const QRect& rect, int dy);

    QWidget* gutter_ = nullptr;
    QMap<int, Mark> marks_;
};

} // namespace studio
