// The kernel editor of the Run setup: a user kernel typed into, built after a pause, its error
// listed with the user's file name (never the compiler's temporary file) while runs keep the last
// good build, fixed and run verified with the new text; a built-in variant opened as an editable
// copy; unsaved edits written to the autosave and restored at the next start; Save refusing what
// is not a regular file.
#include <QFile>
#include <QItemSelectionModel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QtTest>

#include "gui/history/history_pane.hpp"
#include "gui/inspect/inspect_feature.hpp"
#include "gui/inspect/inspect_pane.hpp"
#include "gui/setup/kernel_editor.hpp"
#include "gui/setup/kernel_text_edit.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/shell/view_registry.hpp"
#include "kernel_fixtures.hpp"
#include "models/history_model.hpp"
#include "models/results_model.hpp"
#include "ndr/history.hpp"
#include "ndr/user_kernel.hpp"
#include "kernel_file_support.hpp"
#include "test_support.hpp"

#include <sys/stat.h>
#include <unistd.h>

using namespace studio;
using testfiles::kMine;

class KernelEditorTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_, files_;
    std::unique_ptr<MainWindow> window_;

    QString write(const QString& name, const std::string& text)
    {
        return studio::testing::writeTestFile(files_, name, text);
    }

    KernelEditor* editor() const { return setupPane(*window_)->editor(); }

    bool waitBuilt() { return studio::testing::waitEditorBuilt(*editor()); }

    bool waitValid()
    {
        SetupPane* s = setupPane(*window_);
        return QTest::qWaitFor([&] { return s->validationState() == SetupPane::ValidationState::Valid; }, 120000) &&
               QTest::qWaitFor([&] { return runAction(*window_)->isEnabled(); }, 60000);
    }

    // Runs the setup and returns the newest result (a failed one when the job failed).
    ndr::RunResult runAndWait()
    {
        QSignalSpy finished(window_->worker(), &EngineWorker::jobFinished);
        runAction(*window_)->trigger();
        if (!QTest::qWaitFor([&] { return finished.count() == 1; }, 300000))
            return {};
        ResultsModel* results = resultsModel(*window_);
        return results->rowCount() > 0 ? results->result(results->rowCount() - 1) : ndr::RunResult();
    }

    // Puts the cursor at the end of line `line` (1-based) and types `text` as keys.
    void typeAtEndOfLine(int line, const QString& text)
    {
        QPlainTextEdit* edit = editor()->textEdit();
        QTextCursor c(edit->document()->findBlockByNumber(line - 1));
        c.movePosition(QTextCursor::EndOfBlock);
        edit->setTextCursor(c);
        edit->setFocus();
        QTest::keyClicks(edit, text);
    }

private slots:
    void initTestCase()
    {
        qputenv("NDR_BENCH", NDR_BENCH_PATH);
        NDR_OPEN_WINDOW_OR_SKIP(settingsDir_, window_);
    }

    void cleanupTestCase() { window_.reset(); }

    void builtInIsReadOnlyAndOpensAsAnEditableCopy()
    {
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->setVariant(QStringLiteral("tiled")));
        QVERIFY(editor()->textEdit()->isReadOnly());
        QVERIFY(!editor()->isEditable());
        const QString builtIn = editor()->textEdit()->toPlainText();
        auto* copy = editor()->findChild<QPushButton*>(QStringLiteral("editAsNewKernel"));
        QVERIFY(copy && copy->isEnabled());
        copy->click();
        QVERIFY(setup->variant().startsWith(QStringLiteral("user:tiled_copy")));
        QVERIFY(editor()->isEditable());
        QVERIFY(!editor()->textEdit()->isReadOnly());
        QCOMPARE(editor()->textEdit()->toPlainText(), builtIn);
        QVERIFY(editor()->isModified()); // no file yet
        const ndr::UserKernel* k = ndr::findUserKernel(setup->variant().toStdString());
        QVERIFY(k && k->buildOptions.find("-DTILE=") != std::string::npos);
        // A variant outside the user-kernel contract offers no copy.
        QVERIFY(setup->setVariant(QStringLiteral("transposed"))); // uploads Bᵀ
        QVERIFY(!copy->isEnabled());
    }

    void anErrorIsListedWithTheFileNameAndRunsKeepTheLastGoodBuild()
    {
        SetupPane* setup = setupPane(*window_);
        // Built with an option of its own: a run reopened as its kernel is built the same way.
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("typed.cl"), kMine), QStringLiteral("mine"),
                                      QStringLiteral("-DUNUSED_OPTION=3")));
        setup->setN(20);
        setup->setLocalText(QStringLiteral("4x4"));
        setup->setWarmup(0);
        setup->setReps(1);
        QVERIFY(waitValid());
        // Line 9 is "sum += …;": a stray token before its end breaks it.
        typeAtEndOfLine(9, QStringLiteral(" oops"));
        QCOMPARE(editor()->buildState(), KernelEditor::BuildState::Edited);
        QVERIFY(waitBuilt());
        QCOMPARE(editor()->buildState(), KernelEditor::BuildState::Failed);
        QVERIFY(!editor()->diagnostics().empty());
        QVERIFY(editor()->diagnosticsList()->isVisibleTo(setup));
        // The error is on line 9, named with the user's file; the list says so and the line is marked.
        const EditorDiagnostic& first = editor()->diagnostics().front();
        QCOMPARE(first.file, QStringLiteral("typed.cl"));
        QCOMPARE(first.line, 9);
        QCOMPARE(first.severity, QStringLiteral("error"));
        QVERIFY(first.column > 0);
        for (const EditorDiagnostic& d : editor()->diagnostics())
            QVERIFY2(!d.message.contains(QStringLiteral("tempfile")) && !d.file.contains(QStringLiteral("tempfile")),
                     qPrintable(d.message));
        QVERIFY(editor()->diagnosticsList()->item(0)->text().startsWith(QStringLiteral("typed.cl:9:")));
        const auto marks = editor()->textEdit()->extraSelections();
        QVERIFY(!marks.isEmpty());
        QCOMPARE(marks.front().cursor.blockNumber(), 8);
        // Clicking the diagnostic puts the cursor on its line.
        editor()->textEdit()->moveCursor(QTextCursor::Start);
        QListWidget* list = editor()->diagnosticsList();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QCOMPARE(editor()->textEdit()->textCursor().blockNumber(), 8);
        // The gutter numbers the lines and marks line 9 as an error; clicking its marker goes there too.
        KernelTextEdit* source = editor()->sourceView();
        QVERIFY(source->gutter()->isVisibleTo(setup));
        QVERIFY(source->gutter()->width() >= source->fontMetrics().horizontalAdvance(QStringLiteral("99")));
        QCOMPARE(source->marks().value(9, KernelTextEdit::Mark::Warning), KernelTextEdit::Mark::Error);
        QVERIFY(!source->marks().contains(1));
        source->moveCursor(QTextCursor::Start);
        const int y9 = source->cursorRect(QTextCursor(source->document()->findBlockByNumber(8))).center().y();
        QTest::mouseClick(source->gutter(), Qt::LeftButton, {}, QPoint(4, y9));
        QCOMPARE(source->textCursor().blockNumber(), 8);
        // A click beside an unmarked line moves nothing.
        source->moveCursor(QTextCursor::Start);
        const int y2 = source->cursorRect(QTextCursor(source->document()->findBlockByNumber(1))).center().y();
        QTest::mouseClick(source->gutter(), Qt::LeftButton, {}, QPoint(4, y2));
        QCOMPARE(source->textCursor().blockNumber(), 0);
        // Runs keep the file's text: the last good build.
        const ndr::RunResult good = runAndWait();
        QVERIFY2(good.ok(), good.error.c_str());
        QCOMPARE(good.kernelSourceHash, ndr::kernelSourceHash(kMine));

        // Fixed by typing: the stray word removed with backspaces, a comment added.
        QPlainTextEdit* edit = editor()->textEdit();
        typeAtEndOfLine(9, QString());
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(edit, Qt::Key_Backspace);
        typeAtEndOfLine(9, QStringLiteral(" // fixed"));
        QVERIFY(editor()->buildNow()); // Ctrl+B's slot: no waiting for the pause
        QVERIFY(waitBuilt());
        QCOMPARE(editor()->buildState(), KernelEditor::BuildState::Good);
        QVERIFY(editor()->diagnostics().empty());
        QVERIFY(editor()->textEdit()->extraSelections().isEmpty());
        QVERIFY(editor()->sourceView()->marks().isEmpty());
        QVERIFY(waitValid());
        const std::string fixed = edit->toPlainText().toStdString();
        QVERIFY(fixed.find("// fixed") != std::string::npos);
        const ndr::RunResult after = runAndWait();
        QVERIFY2(after.ok(), after.error.c_str());
        QCOMPARE(after.kernelSourceHash, ndr::kernelSourceHash(fixed));
        QVERIFY(editor()->isModified()); // built, not saved

        // The run is kept in the history with its text and reopens as the kernel that produced it.
        QTRY_VERIFY_WITH_TIMEOUT(ndr::History().kernelSource(after.kernelSourceHash).has_value(), 60000);
        HistoryPane* history = historyPane(*window_);
        auto* model = static_cast<HistoryModel*>(history->view()->model());
        int row = -1;
        QVERIFY(QTest::qWaitFor(
            [&] {
                history->reload();
                QTest::qWait(200);
                for (int r = 0; r < model->rowCount(); ++r)
                    if (model->row(r).variant == "user:typed" && (row < 0 || model->idAt(r) > model->idAt(row)))
                        row = r;
                return row >= 0;
            },
            60000));
        history->view()->selectionModel()->select(model->index(row, 0),
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const QString reopened = QStringLiteral("user:typed_run%1").arg(model->idAt(row));
        QVERIFY(history->openSelectedAsKernel());
        QTRY_COMPARE_WITH_TIMEOUT(setup->variant(), reopened, 60000);
        QCOMPARE(editor()->textEdit()->toPlainText().toStdString(), fixed);
        // With the run's entry point and build options, not only its text.
        const ndr::UserKernel* reopenedKernel = ndr::findUserKernel(reopened.toStdString());
        QVERIFY(reopenedKernel);
        QCOMPARE(reopenedKernel->entry, std::string("mine"));
        QCOMPARE(reopenedKernel->buildOptions, std::string("-DUNUSED_OPTION=3"));
    }

    void saveWritesRegularFilesOnlyAndKeepsLinks()
    {
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->loadUserKernel(write(QStringLiteral("saved.cl"), kMine), QStringLiteral("mine")));
        typeAtEndOfLine(1, QStringLiteral(" // saved"));
        QVERIFY(editor()->isModified());
        QString error;
        QVERIFY2(editor()->save(&error), qPrintable(error));
        QVERIFY(!editor()->isModified());
        QFile saved(files_.filePath(QStringLiteral("saved.cl")));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("// saved"));

        // A FIFO is refused before anything is written (no wait for a reader), and stays a FIFO.
        const QString fifo = files_.filePath(QStringLiteral("pipe.cl"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        error.clear();
        QVERIFY(!editor()->saveAs(fifo, &error));
        QVERIFY(error.contains(fifo));
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        // A directory too.
        error.clear();
        QVERIFY(!editor()->saveAs(files_.path(), &error));
        QVERIFY(!error.isEmpty());

        // A symbolic link stays a link; the file it names gets the text.
        const QString target = write(QStringLiteral("target.cl"), "old");
        const QString link = files_.filePath(QStringLiteral("link.cl"));
        QVERIFY(QFile::link(target, link));
        error.clear();
        QVERIFY2(editor()->saveAs(link, &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QFile t(target);
        QVERIFY(t.open(QIODevice::ReadOnly));
        QVERIFY(t.readAll().contains("// saved"));
        QCOMPARE(setup->variant(), QStringLiteral("user:link"));
    }

    // The Inspect view on PoCL: what the compiler made of the setup's kernel, with the assembly of
    // the work-group function, searchable and savable; a kernel that does not build says where.
    void inspectShowsTheCompiledKernel()
    {
        SetupPane* setup = setupPane(*window_);
        QVERIFY(setup->setVariant(QStringLiteral("tiled")));
        setup->setN(64);
        setup->setLocalText(QStringLiteral("8x8"));
        QVERIFY(waitValid());
        window_->showView(View::Inspect);
        auto* feature = window_->feature<InspectFeature>();
        QSignalSpy finished(feature->pane(), &InspectPane::finished);
        QVERIFY(feature->inspectSetup() != 0);
        QVERIFY(finished.wait(300000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        const QString assembly = feature->pane()->codeText(QStringLiteral("assembly"));
        QVERIFY2(!assembly.trimmed().isEmpty(), qPrintable(feature->pane()->summaryText()));
        QVERIFY(feature->pane()->summaryText().contains(QStringLiteral("-DTILE=8")));
        const QString saved = files_.filePath(QStringLiteral("inspect.s"));
        QVERIFY(feature->pane()->saveCurrent(saved));
        QVERIFY(QFileInfo(saved).size() > 0);
        // Saved as JSON and opened again: the same summary and assembly, as on any other machine.
        const QString json = files_.filePath(QStringLiteral("inspect.json"));
        QVERIFY(feature->pane()->saveJson(json));
        InspectPane reopened;
        QVERIFY(reopened.openJson(json));
        QCOMPARE(reopened.codeText(QStringLiteral("assembly")), assembly);
        QCOMPARE(reopened.summaryText(), feature->pane()->summaryText());

        QVERIFY(setup->loadUserKernel(write(QStringLiteral("broken.cl"), kMine + "\nvoid nope( {\n"),
                                      QStringLiteral("mine")));
        finished.clear();
        QVERIFY(feature->inspectSetup() != 0);
        QVERIFY(finished.wait(300000) || finished.count() == 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(feature->pane()->summaryText().contains(QStringLiteral("broken.cl:1")),
                 qPrintable(feature->pane()->summaryText()));
        window_->showView(View::Setup);
    }

    // Types `text` at the end of the kernel shown and writes the autosave.
    static bool editAndAutosave(SetupPane* setup, const QString& text)
    {
        QPlainTextEdit* edit = setup->editor()->textEdit();
        QTextCursor c(edit->document());
        c.movePosition(QTextCursor::End);
        edit->setTextCursor(c);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        return setup->editor()->writeAutosave();
    }

    // Unsaved edits are in the autosave and come back at the next start, unsaved. Two studios open
    // at once each write a slot of their own: neither overwrites the other's edit of the same
    // kernel, and the next start restores both (the second as a copy beside the first).
    void unsavedEditsSurviveARestart()
    {
        const QString path = write(QStringLiteral("kept.cl"), kMine);
        StartupOptions remembering;
        remembering.ignoreSettings = false;
        {
            MainWindow first(remembering, nullptr);
            QVERIFY(studio::testing::waitForEngine(first));
            MainWindow second(remembering, nullptr);
            QVERIFY(studio::testing::waitForEngine(second));
            SetupPane* one = setupPane(first);
            SetupPane* two = setupPane(second);
            QVERIFY(one->loadUserKernel(path, QStringLiteral("mine")));
            QVERIFY(editAndAutosave(one, QStringLiteral("// not saved yet (first)")));
            QVERIFY(two->loadUserKernel(path, QStringLiteral("mine")));
            QVERIFY(editAndAutosave(two, QStringLiteral("// not saved yet (second)")));
            // Two slots, each held by its studio, each with its own edit.
            const QString slotOne = one->editor()->autosavePath(), slotTwo = two->editor()->autosavePath();
            QVERIFY(!slotOne.isEmpty() && !slotTwo.isEmpty());
            QVERIFY(slotOne != slotTwo);
            QVERIFY(QFileInfo(slotOne).isFile() && QFileInfo(slotTwo).isFile());
            QFile a(slotOne), b(slotTwo);
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY(a.readAll().contains("(first)"));
            QVERIFY(b.readAll().contains("(second)"));
            // The first writes again: the second's edit is still in its slot.
            QVERIFY(editAndAutosave(one, QStringLiteral("// more")));
            b.close();
            QVERIFY(b.open(QIODevice::ReadOnly));
            QVERIFY(b.readAll().contains("(second)"));
            second.close();
            first.close();
        }
        MainWindow third(remembering, nullptr);
        QVERIFY(studio::testing::waitForEngine(third));
        SetupPane* setup = setupPane(third);
        QStringList texts;
        for (const QString& name : {QStringLiteral("user:kept"), QStringLiteral("user:kept_recovered")}) {
            QVERIFY2(setup->setVariant(name), qPrintable(name));
            QVERIFY(setup->editor()->isModified());
            texts << setup->editor()->textEdit()->toPlainText();
        }
        QCOMPARE(texts.filter(QStringLiteral("(first)")).size(), 1);
        QCOMPARE(texts.filter(QStringLiteral("(second)")).size(), 1);
        // Both now live in the third studio's slot; the slots they came from are gone.
        QFile slot(setup->editor()->autosavePath());
        QVERIFY(slot.open(QIODevice::ReadOnly));
        const QByteArray kept = slot.readAll();
        QVERIFY(kept.contains("(first)") && kept.contains("(second)"));
        int files = 0;
        for (int s = 1; s <= KernelEditor::kAutosaveSlots; ++s)
            files += QFileInfo::exists(KernelEditor::autosaveSlotPath(s)) &&
                     QFile(KernelEditor::autosaveSlotPath(s)).size() > 0 && s != setup->editor()->autosaveSlot() &&
                     s != editor()->autosaveSlot();
        QCOMPARE(files, 0);
        // The file is as it was saved.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("not saved yet"));
    }
};

QTEST_MAIN(KernelEditorTest)
#include "gui_kernel_editor.moc"
