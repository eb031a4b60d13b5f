#pragma once
#include <QObject>
#include <QString>
#include <vector>

class QAction;
class QWidget;

namespace studio {

class EngineWorker;
class HistoryRecorder;
class JobController;
class Session;
class Shell;
class StartupWork;
struct StartupOptions;
struct StudioSettings;

// What the shell hands to every feature it builds.
struct FeatureContext {
    Session* session = nullptr;
    JobController* jobs = nullptr;
    HistoryRecorder* history = nullptr;
    const StartupOptions* options = nullptr;
    Shell* shell = nullptr;
    StartupWork* startup = nullptr;
};

// Where one of a feature's actions goes. Menus and the toolbar list their actions by `order`;
// each new hundred starts a group, set apart by a separator.
struct ActionPlace {
    enum class Menu { File, Run };
    QAction* action = nullptr;
    Menu menu = Menu::File;
    int order = 0;
    int toolbarOrder = -1; // -1: not in the toolbar
};

// One feature of the studio (devices, setup, results, charts, …, CSV files, bundles): its view
// (a tab; none for a feature of menus only), its actions and where they go, its settings, its
// part of the startup work and its texts. The view registry (view_registry.cpp) lists every
// feature; the shell builds them in that order, asks each for these contributions and knows
// nothing else of them. Features talk to each other only through the session's state and
// signals. The hooks' defaults contribute nothing.
class Feature : public QObject {
    Q_OBJECT

public:
    explicit Feature(const FeatureContext& context, QObject* parent = nullptr);

    // The feature's tab (nullptr: none); the shell takes it into its tab widget.
    virtual QWidget* view() const { return nullptr; }
    virtual std::vector<ActionPlace> actions() const { return {}; }

    virtual void loadSettings(const StudioSettings&) {}
    virtual void saveSettings(StudioSettings&) const {}
    // The command line's setup, after the settings (the options are in context().options).
    virtual void applyStartupOptions() {}
    // The command line's work once the engine is up (startup_work.hpp says when each runs).
    virtual void startupWork(StartupWork&, int /*phase*/) {}
    // Whether the startup must wait for this feature still (an import asked for on the
    // command line); the feature calls StartupWork::release() when it no longer does.
    virtual bool holdsStartup() const { return false; }

    virtual void engineReady() {}
    // The feature's tab became the current one.
    virtual void shown() {}
    // File → Export current chart while this feature's tab shows; false: not a chart of its own.
    virtual bool exportChart(const QString& /*suffix*/) { return false; }
    // Applies coalesced updates now (screenshots and tests).
    virtual void flush() {}
    virtual void retranslate() {}

protected:
    const FeatureContext& context() const { return context_; }
    Session* session() const { return context_.session; }
    JobController* jobs() const { return context_.jobs; }
    EngineWorker* worker() const;
    const StartupOptions& options() const { return *context_.options; }
    Shell* shell() const { return context_.shell; }
    void log(const QString& message) const;
    void setStatus(const QString& text) const;

private:
    FeatureContext context_;
};

} // namespace studio
