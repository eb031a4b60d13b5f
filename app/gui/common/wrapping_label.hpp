#pragma once
#include <QLabel>

namespace studio {

// A word-wrapped label that asks its layout for the height of all its lines at the width it has.
// A plain QLabel leaves that to the layouts' height-for-width, which is lost across tab and
// stacked widgets and group boxes, so a form row of a few wrapped lines gets the height of fewer
// and cuts the last one. This one states the height as its minimum and follows its width.
class WrappingLabel : public QLabel {
public:
    explicit WrappingLabel(QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

protected:
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace studio
