// Compare builds on PoCL: a user kernel edited and built, then run in one job against its previous
// good build and against a built-in variant at the setup's N and local size; the source diff shows
// what changed, both runs verify and B's speed over A's is shown with its interval.
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QtTest>

#include "gui/setup/compare_builds_dialog.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/setup_feature.hpp"
#include "gui/setup/setup_pane.hpp"
#include "kernel_fixtures.hpp"
#include "ndr/user_kernel.hpp"
#include "kernel_file_support.hpp"
#include "test_support.hpp"

using namespace studio;
using testfiles::kMine;

class CompareBuildsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_, files_;
    std::unique_ptr<MainWindow> window_;

    KernelEditor* editor() const { return setupPane(*window_)->editor(); }

    bool waitBuilt() { return studio::testing::waitEditorBuilt(*editor()); }

    // Runs both builds and waits for the comparison (a ratio or the reason there is none).
    bool runBoth(CompareBuildsDialog* dialog)
    {
        auto* ratio = dialog->findChild<QLabel*>(QStringLiteral("compareRatio"));
        dialog->compareButton()->click();
        return QTest::qWaitFor(
            [&] {
                return ratio->text().contains(QStringLiteral("×")) || ratio->text().startsWith(QStringLiteral("No"));
            },
            300000);
    }

    static void screenshot(QWidget* w, const QString& name)
    {
        const QString dir = qEnvironmentVariable("NDR_SCREENSHOT_DIR");
        QTest::qWait(100); // the labels' new heights laid out
        if (!dir.isEmpty())
            w->grab().save(dir + QLatin1Char('/') + name);
    }

private slots:
    void initTestCase()
    {
        qputenv("NDR_BENCH", NDR_BENCH_PATH);
        NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_);
    }
    void cleanupTestCase() { window_.reset(); }

    void anEditAgainstItsPreviousBuildAndABuiltIn()
    {
        SetupPane* setup = setupPane(*window_);
        const QString path = files_.filePath(QStringLiteral("cmp.cl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kMine.data(), qint64(kMine.size()));
        f.close();
        QVERIFY(setup->loadUserKernel(path, QStringLiteral("mine")));
        setup->setN(24);
        setup->setLocalText(QStringLiteral("4x4"));
        setup->setWarmup(0);
        setup->setReps(5);
        auto* feature = window_->feature<SetupFeature>();
        // Nothing built since the file was opened: only the built-ins to compare with.
        CompareBuildsDialog* dialog = feature->openCompareBuilds();
        QVERIFY(dialog);
        QVERIFY(dialog->baselineVariant() != QStringLiteral("user:cmp_prev"));

        // An edit built: the file's text becomes the previous good build.
        QPlainTextEdit* edit = editor()->textEdit();
        QTextCursor c(edit->document()->findBlockByNumber(0));
        c.movePosition(QTextCursor::EndOfBlock);
        edit->setTextCursor(c);
        QTest::keyClicks(edit, QStringLiteral(" // second build"));
        QVERIFY(editor()->buildNow());
        QVERIFY(waitBuilt());
        QCOMPARE(editor()->buildState(), KernelEditor::BuildState::Good);
        QCOMPARE(editor()->previousGoodSource().toStdString(), kMine);

        auto* button = editor()->findChild<QPushButton*>(QStringLiteral("compareBuilds"));
        QVERIFY(button && button->isVisibleTo(setup));
        button->click();
        QCOMPARE(dialog->baselineVariant(), QStringLiteral("user:cmp_prev"));
        QCOMPARE(dialog->candidateVariant(), QStringLiteral("user:cmp"));
        // The diff: the first line removed and added again with the comment; the rest kept.
        const QString diff = dialog->diffText();
        QVERIFY2(diff.contains(QStringLiteral("+ ")) && diff.contains(QStringLiteral("// second build")),
                 qPrintable(diff));
        QVERIFY(diff.contains(QStringLiteral("- ")));
        QVERIFY(runBoth(dialog));
        QVERIFY2(dialog->resultText().count(QStringLiteral("verified")) == 2, qPrintable(dialog->resultText()));
        QVERIFY2(dialog->resultText().contains(QStringLiteral("B runs at")), qPrintable(dialog->resultText()));
        QVERIFY(dialog->resultText().contains(QStringLiteral("interval")));
        screenshot(dialog, QStringLiteral("compare-builds.png"));

        // Against a built-in variant of the same contract.
        int naive = -1;
        for (int i = 0; i < dialog->baselineCount(); ++i) {
            dialog->selectBaseline(i);
            if (dialog->baselineVariant() == QStringLiteral("naive"))
                naive = i;
        }
        QVERIFY(naive >= 0);
        dialog->selectBaseline(naive);
        QVERIFY(runBoth(dialog));
        QVERIFY2(dialog->resultText().count(QStringLiteral("verified")) == 2, qPrintable(dialog->resultText()));
        QVERIFY(dialog->resultText().contains(QStringLiteral("B runs at")));
        dialog->close();
    }
};

QTEST_MAIN(CompareBuildsTest)
#include "gui_compare_builds.moc"
