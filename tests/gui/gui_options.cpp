// Command-line parsing and the sweep dialog's list parsing: the two places users type syntax.
#include <QListWidget>
#include <QPushButton>
#include <QtTest>
#include <algorithm>

#include "gui/charts/chart_page.hpp"
#include "gui/setup/sweep_dialog.hpp"
#include "gui/shell/startup_options.hpp"
#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"

using namespace studio;

namespace {
std::optional<StartupOptions> parse(const QStringList& args, int* code, QString* message)
{
    return StartupOptionsParser::parse(QStringList{QStringLiteral("ndrange-studio")} + args, code, message);
}
} // namespace

class OptionsTest : public QObject {
    Q_OBJECT

private slots:
    void parsesTheDocumentedOptions()
    {
        int code = -1;
        QString message;
        const auto o =
            parse({QStringLiteral("--device"), QStringLiteral("0:0"), QStringLiteral("--variant"),
                   QStringLiteral("tiled"), QStringLiteral("--n"), QStringLiteral("128"), QStringLiteral("--local"),
                   QStringLiteral("16x16"), QStringLiteral("--run"), QStringLiteral("--screenshot"),
                   QStringLiteral("out.png"), QStringLiteral("--view"), QStringLiteral("heatmap")},
                  &code, &message);
        QVERIFY2(o, qPrintable(message));
        QCOMPARE(code, 0);
        QCOMPARE(o->device, QStringLiteral("0:0"));
        QCOMPARE(o->variant, QStringLiteral("tiled"));
        QCOMPARE(o->n, 128);
        QCOMPARE(o->local, QStringLiteral("16x16"));
        QVERIFY(o->run);
        QCOMPARE(o->screenshot, QStringLiteral("out.png"));
        QCOMPARE(o->view, View::HeatMap);
        QVERIFY(o->ignoreSettings); // screenshots never depend on saved settings
    }

    // A custom NDRange for the Work-groups view; ragged global sizes are accepted.
    void parsesACustomNDRange()
    {
        int code = -1;
        QString message;
        const auto o = parse({QStringLiteral("--view"), QStringLiteral("workgroups"), QStringLiteral("--global"),
                              QStringLiteral("100x50"), QStringLiteral("--local"), QStringLiteral("16x16"),
                              QStringLiteral("--pad"), QStringLiteral("--select"), QStringLiteral("99,49")},
                             &code, &message);
        QVERIFY2(o, qPrintable(message));
        QCOMPARE(o->global, QStringLiteral("100x50"));
        QCOMPARE(o->local, QStringLiteral("16x16"));
        QVERIFY(o->pad);
        QCOMPARE(o->select, std::optional<QPoint>(QPoint(99, 49)));
        QCOMPARE(o->view, View::WorkGroups);
    }

    void rejectsBadInputWithExitCode2_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("device") << QStringList{QStringLiteral("--device"), QStringLiteral("gpu")}
                                << QStringLiteral("--device");
        QTest::newRow("variant") << QStringList{QStringLiteral("--variant"), QStringLiteral("nope")}
                                 << QStringLiteral("nope");
        QTest::newRow("n") << QStringList{QStringLiteral("--n"), QStringLiteral("-4")} << QStringLiteral("--n");
        QTest::newRow("local") << QStringList{QStringLiteral("--local"), QStringLiteral("16y")}
                               << QStringLiteral("--local");
        QTest::newRow("view") << QStringList{QStringLiteral("--view"), QStringLiteral("graphs")}
                              << QStringLiteral("graphs");
        QTest::newRow("language") << QStringList{QStringLiteral("--language"), QStringLiteral("fr")}
                                  << QStringLiteral("fr");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--frobnicate")} << QStringLiteral("frobnicate");
        QTest::newRow("global without local")
            << QStringList{QStringLiteral("--global"), QStringLiteral("100x50")} << QStringLiteral("--global");
        QTest::newRow("select") << QStringList{QStringLiteral("--select"), QStringLiteral("3;4")}
                                << QStringLiteral("--select");
        QTest::newRow("global") << QStringList{QStringLiteral("--global"), QStringLiteral("16xq"),
                                               QStringLiteral("--local"), QStringLiteral("4x4")}
                                << QStringLiteral("--global");
        QTest::newRow("select") << QStringList{QStringLiteral("--select"), QStringLiteral("3;4")}
                                << QStringLiteral("--select");
    }

    void rejectsBadInputWithExitCode2()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        int code = -1;
        QString message;
        QVERIFY(!parse(args, &code, &message));
        QCOMPARE(code, 2);
        // The first line is the reason; the help text follows it.
        const QString reason = message.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(reason.contains(mentions), qPrintable(reason));
    }

    void viewNamesRoundTrip()
    {
        for (const QString& name : views::names())
            QCOMPARE(views::name(*views::fromName(name)), name);
        QCOMPARE(views::fromName(QStringLiteral("HeatMap")), std::optional<View>(View::HeatMap));
        QVERIFY(!views::fromName(QStringLiteral("nosuchview")));
    }

    // One table describes every view: each id has a row, each tab a factory, each paged tab its
    // pages numbered from 0 without gaps, and every row a tab that exists.
    void viewRegistryIsComplete()
    {
        for (int id = int(View::Devices); id <= int(View::Tuning); ++id)
            QCOMPARE(int(views::entry(View(id)).id), id);
        for (const ViewEntry& e : views::all()) {
            QVERIFY(e.name && *e.name);
            QVERIFY(views::entry(e.tab).isTab());
            QVERIFY(views::entry(e.tab).create);
            if (e.isTab())
                QVERIFY(e.title);
        }
        for (const ViewEntry& tab : views::all()) {
            if (!tab.isTab())
                continue;
            const auto pages = views::pagesOf(tab.id);
            for (int i = 0; i < int(pages.size()); ++i)
                QCOMPARE(pages[size_t(i)]->page, i);
        }
        QCOMPARE(views::pagesOf(View::Charts).size(), size_t(5));
        // Every page of the Charts tab names a chart of its own; no other row names one.
        std::vector<const ChartPage*> charts;
        for (const ViewEntry& e : views::all()) {
            const bool chartsPage = e.tab == View::Charts && e.page >= 0;
            QCOMPARE(e.chart != nullptr, chartsPage);
            if (!chartsPage)
                continue;
            QVERIFY(e.chart->createSurface && e.chart->draw);
            QVERIFY(std::find(charts.begin(), charts.end(), e.chart) == charts.end());
            charts.push_back(e.chart);
        }
        QCOMPARE(views::entry(View::Roofline).tab, View::Charts);
        QCOMPARE(views::entry(View::Banks).tab, View::WorkGroups);
    }

    void sweepListsParse()
    {
        QString error;
        const auto sizes = SweepDialog::parseSizes(QStringLiteral("64, 128;256  512"), &error);
        QVERIFY(sizes);
        QCOMPARE(*sizes, (std::vector<std::size_t>{64, 128, 256, 512}));
        QVERIFY(!SweepDialog::parseSizes(QStringLiteral("64, x"), &error));
        QVERIFY(error.contains(QStringLiteral("x")));
        QVERIFY(!SweepDialog::parseSizes(QString(), &error));
        const auto locals = SweepDialog::parseLocals(QStringLiteral("8x8, 16×16, 64"), &error);
        QVERIFY(locals);
        QCOMPARE(locals->size(), std::size_t(3));
        QCOMPARE((*locals)[1], ndr::LocalSize::of2D(16, 16));
        QCOMPARE((*locals)[2], ndr::LocalSize::of1D(64));
        QVERIFY(SweepDialog::parseLocals(QString(), &error)->empty()); // automatic
        QVERIFY(!SweepDialog::parseLocals(QStringLiteral("8x"), &error));
        QVERIFY(!error.isEmpty());
    }

    void sweepDialogBuildsTheCartesianRequest()
    {
        SweepDialog dialog;
        dialog.setSelectedVariants({QStringLiteral("naive"), QStringLiteral("tiled")});
        dialog.setSizesText(QStringLiteral("32, 64, 128"));
        dialog.setLocalsText(QStringLiteral("8x8, 16x16"));
        QCOMPARE(dialog.runCount(), 12);
        ndr::RunRequest base;
        base.reps = 2;
        const ndr::SweepRequest s = dialog.request(base);
        QCOMPARE(s.variants, (std::vector<std::string>{"naive", "tiled"}));
        QCOMPARE(s.sizes.size(), std::size_t(3));
        QCOMPARE(s.locals.size(), std::size_t(2));
        QCOMPARE(s.base.reps, 2);
        dialog.setSelectedVariants({});
        QCOMPARE(dialog.runCount(), 0);
        QVERIFY(!dialog.canStart());
    }

    // N is a matrix order for matmul and an element count for reduce: one size list cannot
    // serve both, so a sweep of both is refused; "Select all" keeps to one workload.
    void sweepDialogKeepsToOneWorkload()
    {
        SweepDialog dialog;
        dialog.setSelectedVariants({QStringLiteral("naive"), QStringLiteral("reduce_serial")});
        QCOMPARE(dialog.selectedWorkloads().size(), std::size_t(2));
        QVERIFY(!dialog.canStart());
        dialog.setSelectedVariants({QStringLiteral("reduce_serial")});
        QVERIFY(dialog.canStart());
        auto* all = dialog.findChild<QPushButton*>(QStringLiteral("selectAllButton"));
        QVERIFY(all);
        all->click();
        QCOMPARE(dialog.selectedWorkloads(), std::vector<ndr::Workload>{ndr::Workload::Reduce});
        QVERIFY(dialog.selectedVariants().size() > 1);
        QVERIFY(dialog.canStart());
    }

    // The sweep offers what Run setup offers: a variant the picker greys out (tensor-core kernels
    // without an NVIDIA GPU, CLBlast without the library) is greyed here with the same reason,
    // cannot be ticked, and "Select all" passes it by.
    void sweepDialogOffersOnlyAvailableVariants()
    {
        const VariantListModel picker;
        SweepDialog dialog;
        QListWidget* list = dialog.variantList();
        int unavailable = 0;
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem* item = list->item(i);
            const QString name = item->data(SweepDialog::NameRole).toString();
            if (name.isEmpty())
                continue; // a workload heading
            const int row = picker.rowOf(name);
            QVERIFY(row >= 0);
            const bool offered = picker.flags(picker.index(row)) & Qt::ItemIsEnabled;
            QCOMPARE(bool(item->flags() & Qt::ItemIsEnabled), offered);
            QCOMPARE(bool(item->flags() & Qt::ItemIsUserCheckable), offered);
            if (!offered) {
                ++unavailable;
                QCOMPARE(item->toolTip(), VariantListModel::unavailableReason(picker.variantAt(row)));
                QVERIFY(!item->toolTip().isEmpty());
            }
        }
        // The tensor-core kernels need an NVIDIA GPU: on PoCL they are unavailable.
        const QString tensorWhy = VariantListModel::unavailableReason(ndr::findVariant("tf32_tensor"));
        if (tensorWhy.isEmpty())
            QSKIP("An NVIDIA GPU runs the tensor-core kernels here; the PoCL case is the one tested.");
        QVERIFY(unavailable >= 2);
        dialog.setSelectedVariants(
            {QStringLiteral("naive"), QStringLiteral("tf32_tensor"), QStringLiteral("fp32_tensor")});
        QCOMPARE(dialog.selectedVariants(), QStringList{QStringLiteral("naive")});
        dialog.findChild<QPushButton*>(QStringLiteral("selectAllButton"))->click();
        QVERIFY(dialog.selectedVariants().size() > 1);
        QVERIFY(!dialog.selectedVariants().contains(QStringLiteral("tf32_tensor")));
        QVERIFY(!dialog.selectedVariants().contains(QStringLiteral("fp32_tensor")));
        QVERIFY(dialog.canStart());
    }
};

QTEST_MAIN(OptionsTest)
#include "gui_options.moc"
