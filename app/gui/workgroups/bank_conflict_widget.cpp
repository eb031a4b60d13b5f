#include "gui/workgroups/bank_conflict_widget.hpp"

#include <QPainter>
#include <algorithm>

namespace studio {

BankConflictWidget::BankConflictWidget(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(560, 360);
    setParameters(16, 32, 32, 0);
}

void BankConflictWidget::setParameters(std::size_t tile, std::size_t warpSize, std::size_t banks, std::size_t k)
{
    tile = std::clamp<std::size_t>(tile, 2, 64);
    k = std::min(k, tile - 1);
    unpadded_ = ndr::tileReadBanks(tile, tile, warpSize, banks, k, true);
    padded_ = ndr::tileReadBanks(tile, tile + 1, warpSize, banks, k, true);
    update();
}

QColor BankConflictWidget::bankColor(std::size_t bank) const
{
    const std::size_t banks = std::max<std::size_t>(1, unpadded_.banks);
    return QColor::fromHsv(int(359.0 * double(bank) / double(banks)), 90, 240);
}

void BankConflictWidget::paintPanel(QPainter& p, const QRectF& box, const ndr::BankPicture& pic, const QString& title)
{
    const QColor text = palette().color(QPalette::Text);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    p.drawText(QRectF(box.left(), box.top(), box.width(), 20), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setFont(font());

    // 1. The local tile, tile rows x pitch words, each word coloured by its bank; read words outlined.
    const double tileTop = box.top() + 26;
    const double tileH = box.height() * 0.48;
    const double cell = std::min(box.width() / double(pic.pitch), tileH / double(pic.tile));
    for (std::size_t r = 0; r < pic.tile; ++r)
        for (std::size_t c = 0; c < pic.pitch; ++c) {
            const std::size_t word = r * pic.pitch + c;
            const QRectF q(box.left() + double(c) * cell, tileTop + double(r) * cell, cell, cell);
            p.fillRect(q, c < pic.tile ? bankColor(word % pic.banks) : QColor(200, 200, 200));
        }
    p.setPen(QPen(QColor(20, 20, 20), std::max(1.5, cell / 6)));
    p.setBrush(Qt::NoBrush);
    for (const auto& a : pic.accesses) {
        const std::size_t r = a.word / pic.pitch, c = a.word % pic.pitch;
        p.drawRect(QRectF(box.left() + double(c) * cell, tileTop + double(r) * cell, cell, cell));
    }
    // 2. Banks: one column each, stacked with the distinct words it must serve (one per cycle).
    const double bankTop = tileTop + double(pic.tile) * cell + 30;
    const double bw = box.width() / double(pic.banks);
    const std::size_t maxWays = std::max<std::size_t>(1, pic.ways);
    const double bankH = std::max(30.0, box.bottom() - bankTop - 50);
    const double unit = std::min(bankH / double(std::max<std::size_t>(maxWays, 4)), 18.0);
    p.setPen(text);
    p.drawText(QRectF(box.left(), bankTop - 20, box.width(), 18), Qt::AlignLeft | Qt::AlignVCenter,
               tr("words each bank serves for one warp (bank 0 … %1)").arg(pic.banks - 1));
    for (std::size_t b = 0; b < pic.banks; ++b) {
        const std::size_t words = pic.wordsPerBank[b];
        for (std::size_t w = 0; w < words; ++w) {
            const QRectF q(box.left() + double(b) * bw + 1, bankTop + bankH - double(w + 1) * unit, bw - 2, unit - 1);
            p.fillRect(q, words > 1 ? QColor(215, 40, 40) : bankColor(b));
        }
        p.setPen(QColor(120, 120, 120));
        p.drawLine(QPointF(box.left() + double(b) * bw, bankTop + bankH),
                   QPointF(box.left() + double(b + 1) * bw - 1, bankTop + bankH));
        if (b % 8 == 0)
            p.drawText(QRectF(box.left() + double(b) * bw, bankTop + bankH + 1, 4 * bw, 14),
                       Qt::AlignLeft | Qt::AlignTop, QString::number(b));
    }
    // 3. The verdict.
    p.setPen(pic.ways > 1 ? QColor(190, 20, 20) : QColor(20, 130, 40));
    p.setFont(bold);
    const QString verdict = pic.ways > 1
                                ? tr("%1-way conflict: %2 of %3 lanes wait, the read takes %1 steps")
                                      .arg(pic.ways)
                                      .arg(pic.conflictingLanes)
                                      .arg(pic.accesses.size())
                                : tr("conflict-free: every bank serves at most one word (equal words are broadcast)");
    p.drawText(QRectF(box.left(), bankTop + bankH + 16, box.width(), 30), Qt::AlignLeft | Qt::TextWordWrap, verdict);
    p.setFont(font());
}

void BankConflictWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const double gap = 24, top = 46;
    p.setPen(palette().color(QPalette::Text));
    const auto row =
        ndr::tileReadBanks(unpadded_.tile, unpadded_.tile, unpadded_.warpSize, unpadded_.banks, unpadded_.k, false);
    p.drawText(QRectF(12, 6, width() - 24, 38), Qt::AlignLeft | Qt::TextWordWrap,
               tr("Lane i of a %1-lane warp is work-item (lx, ly) = (i mod %2, i / %2) and reads tile[lx][k] at "
                  "k = %3 (seed 004's local_B_T, tiled_padded's BsubT). Word w lives in bank w mod %4. "
                  "The plain tiled kernel reads Bsub[k][lx] along a row instead: %5.")
                   .arg(unpadded_.warpSize)
                   .arg(unpadded_.tile)
                   .arg(unpadded_.k)
                   .arg(unpadded_.banks)
                   .arg(row.ways > 1 ? tr("%1-way conflict").arg(row.ways) : tr("conflict-free")));
    const double w = (width() - 3 * gap) / 2;
    const QRectF left(gap, top, w, height() - top - 8), right(2 * gap + w, top, w, height() - top - 8);
    paintPanel(p, left, unpadded_, tr("unpadded: tile[%1][%1], pitch %1").arg(unpadded_.tile));
    paintPanel(p, right, padded_,
               tr("padded (tiled_padded): tile[%1][%2], pitch %2").arg(padded_.tile).arg(padded_.pitch));
}

} // namespace studio
