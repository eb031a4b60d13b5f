#pragma once
// Shared by the GUI tests of user kernels and the kernel editor: kernel files written for a test,
// and waiting for the editor's build.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <string>

#include "gui/setup/kernel_editor.hpp"

namespace studio::testing {

// Writes `text` as the file `name` inside `dir`; returns its path.
inline QString writeTestFile(const QTemporaryDir& dir, const QString& name, const std::string& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(text.data(), qint64(text.size()));
    return path;
}

// Waits until the editor's build has ended, built or failed.
inline bool waitEditorBuilt(const KernelEditor& editor, int timeoutMs = 120000)
{
    return QTest::qWaitFor(
        [&] {
            const auto s = editor.buildState();
            return s == KernelEditor::BuildState::Good || s == KernelEditor::BuildState::Failed;
        },
        timeoutMs);
}

} // namespace studio::testing
