#pragma once
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace studio {

// Installs the studio's and Qt's own translations. Installing sends QEvent::LanguageChange to
// every widget, which is how the window retranslates itself at runtime.
class LanguageManager : public QObject {
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // "en", "de", "zh_TW"; English is the source language and needs no file.
    static QStringList availableLanguages();
    // Name of a language in that language, so users find theirs whatever is active now.
    static QString nativeName(const QString& code);

    // Empty code: follow the system locale. Returns false when no translation was found for
    // a language other than English (the UI then stays English).
    bool setLanguage(const QString& code);
    // The requested code ("" = system).
    QString requested() const { return requested_; }
    // The language in effect, e.g. "de" or "en".
    QString active() const { return active_; }

signals:
    void languageChanged(const QString& active);

private:
    QTranslator app_;
    QTranslator qt_;
    bool appInstalled_ = false;
    bool qtInstalled_ = false;
    QString requested_;
    QString active_ = QStringLiteral("en");
};

} // namespace studio
