// The zh_TW and de translations are compiled into the binary, load, and switch a live window.
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QKeySequence>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTranslator>
#include <QtTest>

#include "gui/shell/language_manager.hpp"
#include "gui/shell/startup_options.hpp"
#include "test_support.hpp"

using namespace studio;

class TranslationsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;

    static QString firstMenuTitle(const MainWindow& window) { return window.menuBar()->actions().constFirst()->text(); }

private slots:
    void initTestCase() { studio::testing::isolateSettings(settingsDir_); }

    void qmFilesAreEmbedded_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }

    void qmFilesAreEmbedded()
    {
        QFETCH(QString, code);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/ndrange_studio_%1.qm").arg(code)));
        QVERIFY(!translator.isEmpty());
        QCOMPARE(translator.language(), code);
    }

    void managerLoadsEachLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("run");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei") << QStringLiteral("&Ausführen");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("檔案(&F)") << QStringLiteral("執行(&R)");
    }

    void managerLoadsEachLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, file);
        QFETCH(QString, run);
        LanguageManager manager;
        QVERIFY(manager.setLanguage(code));
        QCOMPARE(manager.active(), code);
        QCOMPARE(QCoreApplication::translate("studio::ShellMenus", "&File"), file);
        QCOMPARE(QCoreApplication::translate("studio::ShellMenus", "&Run"), run);
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("studio::ShellMenus", "&File"), QStringLiteral("&File"));
    }

    // Alt+letter must pick one entry: within each menu (and among the menu titles) no two
    // translated entries may share an accelerator letter.
    void acceleratorsAreUniquePerMenu_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
    }

    void acceleratorsAreUniquePerMenu()
    {
        QFETCH(QString, code);
        LanguageManager manager;
        QVERIFY(manager.setLanguage(code));
        MainWindow window(studio::testing::quietOptions(), &manager);
        window.show();
        QStringList clashes;
        auto checkUnique = [&clashes](const QList<QAction*>& actions, const QString& where) {
            QHash<QKeySequence, QString> seen;
            for (QAction* a : actions) {
                if (a->isSeparator() || a->text().isEmpty())
                    continue;
                const QKeySequence key = QKeySequence::mnemonic(a->text());
                if (key.isEmpty())
                    continue;
                if (seen.contains(key))
                    clashes << QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                                   .arg(where, seen.value(key), a->text(), key.toString());
                seen.insert(key, a->text());
            }
        };
        checkUnique(window.menuBar()->actions(), QStringLiteral("menu bar"));
        for (QAction* top : window.menuBar()->actions())
            if (QMenu* menu = top->menu())
                checkUnique(menu->actions(), top->text());
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
        QVERIFY(studio::testing::waitForEngine(window));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
    }

    // Qt's own strings (standard buttons, the file dialog) follow --language: qtbase_<lang>.qm is
    // loaded from Qt's translations path (Debian: qt6-translations-l10n) beside the studio's own.
    void qtStringsFollowLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abbrechen");
        QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("取消");
    }

    void qtStringsFollowLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, cancel);
        const QString qm =
            QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_%1.qm").arg(code);
        QVERIFY2(QFileInfo::exists(qm), qPrintable(qm + QStringLiteral(" is missing: install qt6-translations-l10n "
                                                                       "(bash scripts/setup.sh does)")));
        int exitCode = -1;
        QString message;
        const auto options = StartupOptionsParser::parse(
            {QStringLiteral("ndrange-studio"), QStringLiteral("--language"), code}, &exitCode, &message);
        QVERIFY2(options, qPrintable(message));
        LanguageManager manager;
        QVERIFY(manager.setLanguage(options->language));

        QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), cancel);
        if (code == QLatin1String("de")) {
            QFileDialog dialog(nullptr, QStringLiteral("Open"));
            dialog.setOption(QFileDialog::DontUseNativeDialog);
            auto* lookIn = dialog.findChild<QLabel*>(QStringLiteral("lookInLabel"));
            auto* fileName = dialog.findChild<QLabel*>(QStringLiteral("fileNameLabel"));
            QVERIFY(lookIn && fileName);
            QCOMPARE(lookIn->text(), QStringLiteral("Suchen in:"));
            QCOMPARE(fileName->text().remove(QLatin1Char('&')), QStringLiteral("Dateiname:"));
        }
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QDialogButtonBox english(QDialogButtonBox::Cancel);
        QCOMPARE(english.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Cancel"));
    }

    void windowRetranslatesAtRuntime()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        MainWindow window(studio::testing::quietOptions(), &manager);
        window.show();
        QCOMPARE(firstMenuTitle(window), QStringLiteral("&File"));
        QVERIFY(manager.setLanguage(QStringLiteral("de")));
        QTRY_COMPARE(firstMenuTitle(window), QStringLiteral("&Datei"));
        QVERIFY(manager.setLanguage(QStringLiteral("zh_TW")));
        QTRY_COMPARE(firstMenuTitle(window), QStringLiteral("檔案(&F)"));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(firstMenuTitle(window), QStringLiteral("&File"));
        QVERIFY(studio::testing::waitForEngine(window)); // let the worker settle before teardown
    }
};

QTEST_MAIN(TranslationsTest)
#include "gui_translations.moc"
