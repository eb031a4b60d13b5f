// Work-group explorer: seed 003's grids, offscreen painting at every level of detail, device
// capture through the worker, footprints and the bank picture.
#include <QComboBox>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include "gui/results/results_pane.hpp"
#include "gui/setup/setup_pane.hpp"
#include "gui/workgroups/bank_conflict_widget.hpp"
#include "gui/workgroups/footprint_widget.hpp"
#include "gui/workgroups/work_group_grid_style.hpp"
#include "gui/workgroups/work_group_grid_widget.hpp"
#include "gui/workgroups/work_group_pane.hpp"
#include "models/results_model.hpp"
#include "test_support.hpp"

using namespace studio;
using Mode = WorkGroupGridWidget::LabelMode;

namespace {

// Distinct colours in an image: a painted grid has several, an empty widget one.
int colourCount(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

QImage paint(WorkGroupGridWidget& w)
{
    QImage image(w.size(), QImage::Format_ARGB32);
    QPainter p(&image);
    w.render(p, w.size());
    return image;
}

} // namespace

class GuiWorkGroups : public QObject {
    Q_OBJECT

    QTemporaryDir settingsDir_;

private slots:
    void initTestCase() { testing::isolateSettings(settingsDir_); }

    // Seed 003 prints id[get_global_id(0)][get_global_id(1)] for N = 16; in the seed layout the
    // cell in row i, column j must show exactly what printId printed there.
    void seed003Grids()
    {
        for (const auto& [local, lx, ly] : {std::tuple{"4x4", 4u, 4u}, std::tuple{"2x4", 2u, 4u}}) {
            WorkGroupGridWidget w;
            w.resize(640, 640);
            w.setRange(ndr::NDRangeGeometry::parse("16x16", local));
            w.setSeedLayout(true);
            QVERIFY(w.zoom() >= 14); // labels are drawn at this zoom
            for (unsigned i = 0; i < 16; ++i)
                for (unsigned j = 0; j < 16; ++j) {
                    const double s = w.zoom();
                    const QPointF centre =
                        QPointF((640 - 16 * s) / 2 + (j + 0.5) * s, (640 - 16 * s) / 2 + (i + 0.5) * s);
                    const auto item = w.itemAt(centre);
                    QVERIFY(item);
                    QCOMPARE(item->x(), int(i)); // row i = get_global_id(0)
                    QCOMPARE(item->y(), int(j));
                    const auto ids = w.idsAt(i, j);
                    QCOMPARE(WorkGroupGridWidget::label(Mode::Global, ids, 2), QStringLiteral("%1,%2").arg(i).arg(j));
                    QCOMPARE(WorkGroupGridWidget::label(Mode::Local, ids, 2),
                             QStringLiteral("%1,%2").arg(i % lx).arg(j % ly));
                    QCOMPARE(WorkGroupGridWidget::label(Mode::Group, ids, 2),
                             QStringLiteral("%1,%2").arg(i / lx).arg(j / ly));
                }
            QVERIFY(colourCount(paint(w)) > 5);
        }
    }

    // Every level of detail paints without error, 1-D too, and stays bounded by the widget.
    void paintsOffscreenAtEverySize()
    {
        WorkGroupGridWidget w;
        w.resize(800, 600);
        for (const char* g : {"16x16", "1024x1024", "8192x8192"}) {
            w.setRange(ndr::NDRangeGeometry::parse(g, "16x16"));
            w.setPaddingLimit(w.range().globalX - 5, w.range().globalY - 5);
            for (int mode = 0; mode < 5; ++mode) {
                w.setLabelMode(Mode(mode));
                w.fit();
                QVERIFY2(colourCount(paint(w)) > 2, g);
                w.setZoom(30, QPointF(400, 300));
                QVERIFY2(colourCount(paint(w)) > 2, g);
                w.setSeedLayout(mode % 2 == 1);
            }
            QVERIFY(w.exportImage(settingsDir_.filePath(QStringLiteral("grid.png"))));
        }
        w.setRange(ndr::NDRangeGeometry::parse("1000", "40"));
        w.setPaddingLimit(990, 0);
        QVERIFY(colourCount(paint(w)) > 2);
        QVERIFY(w.exportSvg(settingsDir_.filePath(QStringLiteral("grid.svg"))));
        QVERIFY(QFileInfo(settingsDir_.filePath(QStringLiteral("grid.svg"))).size() > 100);
        QVERIFY(w.tooltipText(3, 0).contains(QStringLiteral("(0, 0)")));
    }

    // Click selects (emitting the item), wheel zooms around the cursor, drag pans.
    void mouseSelectsZoomsAndPans()
    {
        WorkGroupGridWidget w;
        w.resize(400, 400);
        w.setRange(ndr::NDRangeGeometry::parse("16x16", "4x4"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy selected(&w, &WorkGroupGridWidget::itemSelected);
        const double s = w.zoom();
        const QPoint cell5x3((400 - 16 * s) / 2 + 5.5 * s, (400 - 16 * s) / 2 + 3.5 * s);
        QTest::mouseClick(&w, Qt::LeftButton, {}, cell5x3);
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.last().at(0).toInt(), 5);
        QCOMPARE(selected.last().at(1).toInt(), 3);
        QCOMPARE(*w.selected(), QPoint(5, 3));
        QWheelEvent wheel(QPointF(cell5x3), w.mapToGlobal(QPointF(cell5x3)), {}, QPoint(0, 240), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&w, &wheel);
        QVERIFY(w.zoom() > s);
        QCOMPARE(*w.itemAt(QPointF(cell5x3)), QPoint(5, 3)); // the point under the cursor stays put
        const double zoomed = w.zoom();
        QTest::mousePress(&w, Qt::LeftButton, {}, QPoint(200, 200));
        QMouseEvent move(QEvent::MouseMove, QPointF(260, 200), w.mapToGlobal(QPointF(260, 200)), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(&w, &move);
        QTest::mouseRelease(&w, Qt::LeftButton, {}, QPoint(260, 200));
        QCOMPARE(selected.count(), 1); // a drag is not a click
        QCOMPARE(*w.itemAt(QPointF(cell5x3) + QPointF(60, 0)), QPoint(5, 3));
        QCOMPARE(w.zoom(), zoomed);
        w.fit();
        QCOMPARE(w.zoom(), s);
    }

    // A ragged NDRange launched with non-uniform work-groups: partial groups cover only what is
    // left of the global size, are tinted, and report their own local size; the picture holds at
    // every level of detail and in the seed layout.
    void raggedGridMarksPartialGroups()
    {
        WorkGroupGridWidget w;
        w.resize(800, 600);
        w.setLabelMode(Mode::None);
        w.setRange(ndr::NDRangeGeometry::parse("100x50", "16x16"));
        QVERIFY(w.hasPartialGroups());
        QVERIFY(!w.legendText().isEmpty());
        QVERIFY(w.partialGroupAt(99, 49));
        QVERIFY(w.partialGroupAt(96, 0));
        QVERIFY(w.partialGroupAt(0, 48));
        QVERIFY(!w.partialGroupAt(95, 47));
        QCOMPARE(w.idsAt(99, 49).localSizeX, 4u);
        QCOMPARE(w.idsAt(99, 49).localSizeY, 2u);
        QCOMPARE(w.idsAt(99, 49).linearLocal, 1u * 4 + 3);
        // The cell of (98, 20), in group (6, 1), is painted in the tinted colour of its block;
        // (50, 20), in group (3, 1), in the plain one.
        const QImage image = paint(w);
        auto colourOf = [&](int x, int y) -> std::optional<QRgb> {
            for (int py = 0; py < image.height(); py += 2)
                for (int px = 0; px < image.width(); px += 2)
                    if (const auto item = w.itemAt(QPointF(px, py)); item && *item == QPoint(x, y)) {
                        // The middle of the cell: step on until the item changes.
                        int end = px;
                        while (w.itemAt(QPointF(end + 1, py)) == item)
                            ++end;
                        return image.pixel((px + end) / 2, py + 1);
                    }
            return std::nullopt;
        };
        QCOMPARE(colourOf(98, 20), std::optional<QRgb>(grid_style::partialTint(grid_style::kPalette[(6 + 2) % 5])));
        QCOMPARE(colourOf(50, 20), std::optional<QRgb>(grid_style::kPalette[(3 + 2) % 5]));
        // Past the global size there is no work-item.
        for (int mode = 0; mode < 2; ++mode) {
            w.setSeedLayout(mode == 1);
            w.fit();
            QVERIFY(colourCount(paint(w)) > 5);
            w.setZoom(40, QPointF(700, 500));
            QVERIFY(colourCount(paint(w)) > 5);
        }
        // 1-D, and rasterised far out.
        w.setRange(ndr::NDRangeGeometry::parse("1000", "64"));
        QVERIFY(w.partialGroupAt(999, 0));
        QVERIFY(!w.partialGroupAt(959, 0));
        QCOMPARE(w.idsAt(999, 0).localSizeX, 40u);
        QVERIFY(colourCount(paint(w)) > 5);
        w.setRange(ndr::NDRangeGeometry::parse("3000x2000", "16x16"));
        QVERIFY(w.groupsPerColourBlock() >= 1);
        QVERIFY(colourCount(paint(w)) > 5);
        // A uniform NDRange has no partial groups and no legend.
        w.setRange(ndr::NDRangeGeometry::parse("16x16", "4x4"));
        QVERIFY(!w.hasPartialGroups());
        QVERIFY(w.legendText().isEmpty());
    }

    // The pane on the real default device: a ragged NDRange runs with partial groups where the
    // device has non-uniform work-groups (Oclgrind: the oclgrind.gui_workgroups_ragged test),
    // else padded with the padding hatched (PoCL 3.1); both device-verified. The Pad box pads
    // where partial groups would run.
    void paneShowsPartialGroupsOrPadding()
    {
        MainWindow window(testing::quietOptions(), nullptr);
        window.resize(1280, 800);
        window.show();
        QVERIFY(testing::waitForEngine(window));
        if (window.worker()->devices().empty())
            QSKIP("no OpenCL device");
        window.showView(View::WorkGroups);
        WorkGroupPane* pane = workGroupPane(window);
        const auto& devices = window.worker()->devices();
        const auto gpu = std::find_if(devices.begin(), devices.end(), [](const auto& d) { return d.isGpu; });
        const bool nonUniform = (gpu != devices.end() ? *gpu : devices.front()).nonUniformWorkGroups;
        if (qEnvironmentVariableIsSet("NDR_EXPECT_NON_UNIFORM"))
            QVERIFY(nonUniform);

        QSignalSpy captured(pane, &WorkGroupPane::captureFinished);
        QVERIFY(pane->setNDRange(QStringLiteral("100x50"), QStringLiteral("16x16")));
        QVERIFY(captured.wait(120000));
        QCOMPARE(captured.last().at(0).toBool(), true);
        const auto& c = pane->grid()->capture();
        QVERIFY(c);
        QVERIFY(c->verified());
        if (nonUniform) {
            QCOMPARE(pane->launch(), ndr::IdLaunch::NonUniform);
            QCOMPARE(c->launch, ndr::IdLaunch::NonUniform);
            QCOMPARE(pane->grid()->range().globalX, std::size_t(100));
            QCOMPARE(c->items.size(), std::size_t(5000));
            QCOMPARE(c->at(99, 49).localSizeX, 4u); // get_local_size, captured
            QCOMPARE(c->at(99, 49).localSizeY, 2u);
            QCOMPARE(c->at(0, 49).localSizeX, 16u);
            QVERIFY(pane->grid()->partialGroupAt(99, 49));
        } else {
            QCOMPARE(pane->launch(), ndr::IdLaunch::Padded);
            QCOMPARE(c->launch, ndr::IdLaunch::Padded);
            QCOMPARE(pane->grid()->range().globalX, std::size_t(112));
            QCOMPARE(pane->grid()->range().globalY, std::size_t(64));
            QCOMPARE(c->items.size(), std::size_t(112 * 64));
            QVERIFY(c->isPadding(100, 0));
            QVERIFY(!c->isPadding(99, 49));
            QVERIFY(!pane->grid()->hasPartialGroups());
            QVERIFY(!pane->grid()->legendText().isEmpty()); // explains the hatching
        }

        captured.clear();
        QVERIFY(pane->setNDRange(QStringLiteral("1000"), QStringLiteral("64"), true));
        QVERIFY(captured.wait(120000));
        QCOMPARE(pane->launch(), ndr::IdLaunch::Padded);
        QCOMPARE(pane->grid()->capture()->range.globalX, std::size_t(1024));
        QVERIFY(pane->grid()->capture()->isPadding(1000, 0));
        QVERIFY(pane->grid()->capture()->verified());

        // A uniform NDRange afterwards: no padding, no partial groups, no legend.
        captured.clear();
        QVERIFY(pane->setNDRange(QStringLiteral("16x16"), QStringLiteral("4x4")));
        QVERIFY(captured.wait(120000));
        QCOMPARE(pane->launch(), ndr::IdLaunch::Uniform);
        QVERIFY(pane->grid()->legendText().isEmpty());
    }

    void bankPicture()
    {
        BankConflictWidget b;
        b.resize(900, 520);
        b.setParameters(32, 32, 32, 0);
        QCOMPARE(b.unpadded().ways, std::size_t(32));
        QCOMPARE(b.padded().ways, std::size_t(1));
        QImage image(b.size(), QImage::Format_ARGB32);
        b.render(&image);
        QVERIFY(colourCount(image) > 10);
    }

    // The pane inside the studio: device capture through the worker, footprints, bad input.
    void paneCapturesAndVerifies()
    {
        MainWindow window(testing::quietOptions(), nullptr);
        window.resize(1280, 800);
        window.show();
        QVERIFY(testing::waitForEngine(window));
        window.showView(View::WorkGroups);
        QCOMPARE(window.currentView(), View::WorkGroups);
        WorkGroupPane* pane = workGroupPane(window);
        if (window.worker()->devices().empty())
            QSKIP("no OpenCL device");

        QSignalSpy captured(pane, &WorkGroupPane::captureFinished);
        QVERIFY(pane->setNDRange(QStringLiteral("16x16"), QStringLiteral("2x4")));
        QVERIFY(captured.wait(60000));
        QCOMPARE(captured.last().at(0).toBool(), true);
        QVERIFY(pane->grid()->capture() && pane->grid()->capture()->verified());
        QCOMPARE(pane->grid()->capture()->items.size(), std::size_t(256));
        QCOMPARE(pane->grid()->idsAt(5, 7).localX, 1u);

        // A large NDRange is captured in a window only, and says so.
        captured.clear();
        QVERIFY(pane->setNDRange(QStringLiteral("4096x4096"), QStringLiteral("16x16")));
        QVERIFY(captured.wait(60000));
        QVERIFY(pane->grid()->capture());
        QVERIFY(pane->grid()->capture()->windowWidth > 0);
        QVERIFY(pane->grid()->capture()->items.size() < pane->grid()->range().itemCount());

        // A refused layout leaves nothing of the previous one on screen: the refusal stands in for
        // the grid and the work-item panel, and no late capture brings the old grid back.
        pane->selectItem(3, 3);
        QVERIFY(pane->showsGrid());
        QVERIFY(pane->canExport());
        QVERIFY(!pane->setNDRange(QStringLiteral("16x16"), QStringLiteral("4x0")));
        QVERIFY(pane->hasError());
        QVERIFY(!pane->showsGrid());
        QVERIFY(!pane->canExport()); // no grid on screen: nothing to export
        QVERIFY(!pane->grid()->isVisible());
        QVERIFY(!pane->footprintWidget()->isVisible());
        QVERIFY(!pane->footprintWidget()->footprint());
        QVERIFY(!pane->replacementText().isEmpty());
        QVERIFY(!pane->captureInFlight());
        QVERIFY(!pane->grid()->capture());

        QVERIFY(pane->setVariant(QStringLiteral("tiled"), 16, QStringLiteral("4x4")));
        QVERIFY(pane->showsGrid());
        QVERIFY(pane->canExport());
        QVERIFY(pane->grid()->isVisible());
        QVERIFY(pane->replacementText().isEmpty());
        pane->selectItem(6, 9);
        const auto& f = pane->footprintWidget()->footprint();
        QVERIFY(f);
        QCOMPARE(f->cWrites.size(), std::size_t(1));
        QCOMPARE(f->cWrites[0], (ndr::MatrixRect{9, 6, 1, 1}));
        QVERIFY(pane->setVariant(QStringLiteral("row"), 20, QStringLiteral("8")));
        QCOMPARE(pane->grid()->range().globalX, std::size_t(24));
        pane->selectItem(3, 0);
        QCOMPARE(pane->footprintWidget()->footprint()->cWrites[0], (ndr::MatrixRect{3, 0, 1, 20})); // whole row
        pane->selectItem(22, 0);
        QVERIFY(pane->footprintWidget()->footprint()->padding);

        // A tunable GEMM variant: NDRange and local size from its parameters (explicit here, so
        // no tuning cache plays a part); each work-item writes a block of C.
        QVERIFY2(pane->setVariant(QStringLiteral("double_buffered"), 100, QString(),
                                  QStringLiteral("MWG=32,NWG=16,KWG=8,MDIMC=8,NDIMC=4,VW=2")),
                 qPrintable(pane->statusText()));
        QCOMPARE(pane->grid()->range().globalX, std::size_t(28)); // ceil(100/16) * NDIMC
        QCOMPARE(pane->grid()->range().globalY, std::size_t(32)); // ceil(100/32) * MDIMC
        QCOMPARE(pane->grid()->range().localX, std::size_t(4));
        QCOMPARE(pane->grid()->range().localY, std::size_t(8));
        QCOMPARE(pane->gemmParams()->mwg, 32);
        pane->selectItem(1, 0);
        QVERIFY(pane->footprintWidget()->footprint());
        QCOMPARE(pane->footprintWidget()->footprint()->cWrites.size(), std::size_t(4)); // 2 x 2 float2 pairs
        QCOMPARE(pane->footprintWidget()->footprint()->cWrites[0], (ndr::MatrixRect{0, 2, 2, 2}));
        QVERIFY(pane->setVariant(QStringLiteral("vectorized"), 100, QString())); // tuned or default
        QVERIFY(pane->gemmParams());
        QCOMPARE(pane->grid()->range().localX, std::size_t(pane->gemmParams()->ndimc));
        // clblast runs the library's kernels: the reason instead of a grid.
        QVERIFY(pane->setVariant(QStringLiteral("clblast"), 64, QString()));
        QVERIFY(pane->showsReasonInsteadOfGrid());
        QVERIFY(pane->setVariant(QStringLiteral("tiled"), 16, QStringLiteral("4x4")));
        QVERIFY(!pane->showsReasonInsteadOfGrid());
        // Picking a row variant in the list after a GEMM one: its own 1-D local size, not 16x16.
        QVERIFY(pane->setVariant(QStringLiteral("vectorized"), 100, QString()));
        QComboBox* combo = nullptr;
        for (auto* c : pane->findChildren<QComboBox*>())
            if (c->findData(QStringLiteral("row")) >= 0)
                combo = c;
        QVERIFY(combo);
        combo->setCurrentIndex(combo->findData(QStringLiteral("row")));
        QCOMPARE(pane->grid()->range().dims, 1);
        QVERIFY2(!pane->hasError(), qPrintable(pane->statusText()));
        window.showView(View::Banks);
        QVERIFY(!window.grab().isNull());
    }

    // The view follows the session: the latest run (its variant, N, local size and device), then
    // the run selected in the Results table.
    void paneFollowsLatestAndSelectedRun()
    {
        MainWindow window(testing::quietOptions(), nullptr);
        window.resize(1280, 800);
        QVERIFY(testing::waitForEngine(window));
        if (window.worker()->devices().empty())
            QSKIP("no OpenCL device");
        SetupPane* setup = setupPane(window);
        WorkGroupPane* pane = workGroupPane(window);
        QCOMPARE(pane->deviceId(), setup->deviceId());

        auto run = [&](const QString& variant, int n, const QString& local) {
            QVERIFY(setup->setVariant(variant));
            setup->setN(n);
            setup->setLocalText(local);
            QSignalSpy finished(window.worker(), &EngineWorker::jobFinished);
            QVERIFY(startRun(window) != 0);
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
        };
        run(QStringLiteral("naive"), 256, QStringLiteral("16x16"));
        QCOMPARE(pane->variant(), QStringLiteral("naive"));
        QCOMPARE(pane->grid()->range().globalX, std::size_t(256));
        QCOMPARE(pane->grid()->range().localX, std::size_t(16));
        QCOMPARE(pane->grid()->range().localY, std::size_t(16));
        QCOMPARE(pane->deviceId(), QString::fromStdString(resultsModel(window)->result(0).deviceId));

        run(QStringLiteral("tiled"), 64, QStringLiteral("8x8"));
        QCOMPARE(pane->variant(), QStringLiteral("tiled"));
        QCOMPARE(pane->grid()->range().globalX, std::size_t(64));
        QCOMPARE(pane->grid()->range().localX, std::size_t(8));

        // Selecting the first run's row brings it back.
        QTableView* table = resultsPane(window)->view();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex index = table->model()->index(row, 0);
            const QModelIndex source = resultsPane(window)->proxy()->mapToSource(index);
            if (resultsModel(window)->result(source.row()).variant == "naive")
                table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        }
        QCOMPARE(pane->variant(), QStringLiteral("naive"));
        QCOMPARE(pane->grid()->range().globalX, std::size_t(256));
        QCOMPARE(pane->grid()->range().localX, std::size_t(16));
    }
};

QTEST_MAIN(GuiWorkGroups)
#include "gui_workgroups.moc"
