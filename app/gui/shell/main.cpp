// ndrange-studio: the Qt window over the core engine. Everything but option handling lives in
// the ndr_gui library so the tests drive the same code.
#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QSettings>
#include <cstdio>

#include "gui/shell/language_manager.hpp"
#include "gui/shell/main_window.hpp"
#include "gui/shell/screenshot.hpp"
#include "gui/shell/startup_options.hpp"
#include "ndr/engine.hpp"
#include "ndr/history.hpp"

namespace {

// --help and --version must work over ssh or in a terminal without a display: QApplication would
// abort there (no platform plugin), so these two are answered by a console-only application.
bool wantsConsoleOnly(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("NDRange"));
    QCoreApplication::setApplicationName(QStringLiteral("NDRange Studio"));
    QCoreApplication::setApplicationVersion(QString::fromStdString(ndr::appVersion()));
}

} // namespace

int main(int argc, char* argv[])
{
    if (wantsConsoleOnly(argc, argv)) {
        QCoreApplication console(argc, argv);
        setIdentity();
        int exitCode = 0;
        QString message;
        studio::StartupOptionsParser::parse(QCoreApplication::arguments(), &exitCode, &message);
        std::fprintf(exitCode == 0 ? stdout : stderr, "%s\n", qPrintable(message));
        return exitCode;
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setDesktopFileName(QStringLiteral("ndrange-studio"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ndrange-studio.svg")));

    int exitCode = 0;
    QString message;
    auto options = studio::StartupOptionsParser::parse(QApplication::arguments(), &exitCode, &message);
    if (!options) {
        std::fprintf(exitCode == 0 ? stdout : stderr, "%s\n", qPrintable(message));
        return exitCode;
    }
    // No export, bundle, trace or screenshot may replace the run history.
    ndr::History::protectFromWrites(ndr::History::defaultPath());
    // The test seam of failures a device cannot produce on demand (ndr/fault_plan.hpp).
    options->faults = ndr::FaultPlan::fromEnvironment();

    studio::LanguageManager language;
    QString code = options->language;
    if (code.isEmpty() && !options->ignoreSettings)
        code = QSettings().value(QStringLiteral("ui/language")).toString();
    language.setLanguage(code);
    if (!options->ignoreSettings)
        QObject::connect(&language, &studio::LanguageManager::languageChanged, &language,
                         [&language] { QSettings().setValue(QStringLiteral("ui/language"), language.requested()); });

    studio::MainWindow window(*options, &language);
    if (!options->screenshot.isEmpty())
        studio::scheduleScreenshot(&window, options->screenshot, options->view);
    window.show();
    return QApplication::exec();
}
