// Without libclblast the studio still starts; the clblast variant is listed greyed out with the
// core's reason and cannot be chosen. NDR_CLBLAST_LIBRARY (read by the core) names a library
// that does not exist, set before anything asks the core, which caches the answer per process.
#include <QtTest>

#include "models/variant_list_model.hpp"
#include "ndr/catalogue.hpp"
#include "ndr/variant.hpp"
#include "ndr/variant_availability.hpp"

using namespace studio;

class ClblastAbsentTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qputenv("NDR_CLBLAST_LIBRARY", "libclblast-not-installed.so.1"); }

    void listedGreyWithTheReason()
    {
        const ndr::Variant* v = ndr::findVariant("clblast");
        if (!v)
            QSKIP("This build has no clblast variant.");
        QVERIFY(!ndr::externalUnavailableReason(*v).empty());
        VariantListModel model;
        const int row = model.rowOf(QStringLiteral("clblast"));
        QVERIFY(row >= 0);
        const QModelIndex index = model.index(row);
        QVERIFY(!(model.flags(index) & Qt::ItemIsEnabled));
        QVERIFY(!(model.flags(index) & Qt::ItemIsSelectable));
        // The tooltip gives the core's reason, which names the library it looked for.
        const QString tip = model.data(index, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QString::fromStdString(ndr::externalUnavailableReason(*v))) &&
                     tip.contains(QStringLiteral("libclblast-not-installed.so.1")),
                 qPrintable(tip));
        // The other variants are unaffected.
        QVERIFY(model.flags(model.index(model.rowOf(QStringLiteral("vectorized")))) & Qt::ItemIsEnabled);
    }
};

QTEST_MAIN(ClblastAbsentTest)
#include "gui_clblast_absent.moc"
