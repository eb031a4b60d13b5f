// ndrange-studio: the Qt window over the core engine. Everything but option handling lives in
// the ndr_gui library so the tests drive the same code.
#include <QApplication>
#include <QIcon>
#include <QSettings>
#include <cstdio>

#include "gui/language_manager.hpp"
#include "gui/main_window.hpp"
#include "gui/screenshot.hpp"
#include "gui/startup_options.hpp"
#include "ndr/engine.hpp"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("NDRange"));
    QApplication::setApplicationName(QStringLiteral("NDRange Studio"));
    QApplication::setApplicationVersion(QString::fromStdString(ndr::appVersion()));
    QApplication::setDesktopFileName(QStringLiteral("ndrange-studio"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ndrange-studio.svg")));

    int exitCode = 0;
    QString message;
    const auto options = studio::StartupOptionsParser::parse(QApplication::arguments(), &exitCode, &message);
    if (!options) {
        std::fprintf(exitCode == 0 ? stdout : stderr, "%s\n", qPrintable(message));
        return exitCode;
    }

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
