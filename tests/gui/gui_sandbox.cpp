// The studio's tests run in the test sandbox (tests/support/sandbox.sh): every place Qt would
// read or write user files - settings, caches, application data, the runtime and temp
// directories - lies inside this process's private sandbox, never in the developer's home.
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

class SandboxTest : public QObject {
    Q_OBJECT

    static QString sandbox() { return QDir(qEnvironmentVariable("NDR_TEST_SANDBOX")).canonicalPath(); }

    static bool inSandbox(const QString& path)
    {
        const QString root = sandbox();
        // The path may not exist yet (Qt creates some directories on first use).
        QFileInfo info(path);
        while (!info.exists() && info.absolutePath() != info.absoluteFilePath())
            info.setFile(info.absolutePath());
        return !root.isEmpty() && (info.canonicalFilePath() + QLatin1Char('/')).startsWith(root + QLatin1Char('/'));
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(!sandbox().isEmpty(), "not started through tests/support/sandbox.sh");
        QCoreApplication::setOrganizationName(QStringLiteral("NDRange Studio"));
        QCoreApplication::setApplicationName(QStringLiteral("NDRange Studio"));
    }

    void standardLocationsAreInsideTheSandbox_data()
    {
        QTest::addColumn<QStandardPaths::StandardLocation>("location");
        QTest::newRow("home") << QStandardPaths::HomeLocation;
        QTest::newRow("config") << QStandardPaths::ConfigLocation;
        QTest::newRow("app config") << QStandardPaths::AppConfigLocation;
        QTest::newRow("cache") << QStandardPaths::CacheLocation;
        QTest::newRow("generic cache") << QStandardPaths::GenericCacheLocation;
        QTest::newRow("app data") << QStandardPaths::AppDataLocation;
        QTest::newRow("runtime") << QStandardPaths::RuntimeLocation;
        QTest::newRow("temp") << QStandardPaths::TempLocation;
    }

    void standardLocationsAreInsideTheSandbox()
    {
        QFETCH(QStandardPaths::StandardLocation, location);
        const QString path = QStandardPaths::writableLocation(location);
        QVERIFY2(inSandbox(path), qPrintable(path));
    }

    void settingsFileIsInsideTheSandbox()
    {
        QSettings settings;
        settings.setValue(QStringLiteral("probe"), 1);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
        QVERIFY2(inSandbox(settings.fileName()), qPrintable(settings.fileName()));
        QVERIFY(QFileInfo::exists(settings.fileName()));
    }
};

QTEST_MAIN(SandboxTest)
#include "gui_sandbox.moc"
