#pragma once
#include <QString>

#include "gui/shell/view_registry.hpp"

class QWidget;

namespace studio {

// What a feature may ask of the window it is plugged into: the message log, the status bar,
// which view shows, and a parent for its dialogs. Features never reach each other through it;
// they share the session's state and signals.
class Shell {
public:
    virtual ~Shell() = default;

    virtual void log(const QString& message) = 0;
    virtual void setStatus(const QString& text) = 0;
    virtual QString statusText() const = 0;
    virtual void showView(studio::View view) = 0;
    virtual View currentView() const = 0;
    virtual QWidget* dialogParent() = 0;
};

} // namespace studio
