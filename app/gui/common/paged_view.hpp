#pragma once
#include <QString>

namespace studio {

// A tab whose pages are views of their own (the charts, the work-group grid and its banks): the
// main window shows, finds and names the pages through this, from the rows of the view registry.
class PagedView {
public:
    virtual ~PagedView() = default;
    virtual int currentViewPage() const = 0;
    virtual void showViewPage(int page) = 0;
    virtual void setViewPageTitle(int page, const QString& title) = 0;
};

} // namespace studio
