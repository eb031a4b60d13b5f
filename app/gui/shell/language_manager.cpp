#include "gui/shell/language_manager.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace studio {

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

LanguageManager::~LanguageManager()
{
    if (appInstalled_)
        QCoreApplication::removeTranslator(&app_);
    if (qtInstalled_)
        QCoreApplication::removeTranslator(&qt_);
}

QStringList LanguageManager::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_TW")};
}

QString LanguageManager::nativeName(const QString& code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("zh_TW"))
        return QStringLiteral("繁體中文（台灣）");
    return QStringLiteral("English");
}

bool LanguageManager::setLanguage(const QString& code)
{
    requested_ = code;
    if (appInstalled_)
        QCoreApplication::removeTranslator(&app_);
    if (qtInstalled_)
        QCoreApplication::removeTranslator(&qt_);
    appInstalled_ = qtInstalled_ = false;

    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    // QTranslator::load(QLocale, …) walks the locale's UI languages ("zh-Hant-TW", "zh-TW", …)
    // and finds ndrange_studio_zh_TW.qm in the resources compiled into the binary.
    appInstalled_ =
        app_.load(locale, QStringLiteral("ndrange_studio"), QStringLiteral("_"), QStringLiteral(":/i18n")) &&
        QCoreApplication::installTranslator(&app_);
    // Qt's own strings (standard buttons, file dialogs) from Qt's translations path (Debian:
    // qt6-translations-l10n), in the studio's language only: a system language the studio has no
    // translation for leaves Qt's strings English too, never a mix. Optional: without the files
    // Qt's strings stay English.
    qtInstalled_ = appInstalled_ &&
                   qt_.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
                   QCoreApplication::installTranslator(&qt_);

    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    if (appInstalled_) {
        active_ = app_.language();
        if (active_.isEmpty())
            active_ = code;
        QLocale::setDefault(locale);
    } else {
        active_ = QStringLiteral("en");
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        if (!english && code.isEmpty()) {
            // An unsupported system language is not an error: English is the fallback.
            emit languageChanged(active_);
            return true;
        }
    }
    emit languageChanged(active_);
    // English needs no file, so asking for it always succeeds.
    return appInstalled_ || english;
}

} // namespace studio
