#include "ndr/bank_conflicts.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "ndr/errors.hpp"

namespace ndr {

BankPicture tileReadBanks(std::size_t tile, std::size_t pitch, std::size_t warpSize, std::size_t banks, std::size_t k,
                          bool columnRead)
{
    if (tile == 0 || banks == 0 || warpSize == 0)
        throw invalidInput("tile, bank count and warp size must be at least 1");
    if (pitch < tile)
        throw invalidInput("row pitch " + std::to_string(pitch) + " is smaller than the tile " + std::to_string(tile));
    if (k >= tile)
        throw invalidInput("inner-loop step k = " + std::to_string(k) + " is outside the tile (0.." +
                           std::to_string(tile - 1) + ")");
    BankPicture p;
    p.tile = tile;
    p.pitch = pitch;
    p.banks = banks;
    p.warpSize = warpSize;
    p.k = k;
    p.columnRead = columnRead;
    const std::size_t lanes = std::min(warpSize, tile * tile);
    std::vector<std::set<std::uint32_t>> words(banks);
    for (std::size_t lane = 0; lane < lanes; ++lane) {
        BankAccess a;
        a.linearLocal = std::uint32_t(lane);
        a.lx = std::uint32_t(lane % tile);
        a.ly = std::uint32_t(lane / tile);
        a.word = std::uint32_t(columnRead ? a.lx * pitch + k : k * pitch + a.lx);
        a.bank = std::uint32_t(a.word % banks);
        words[a.bank].insert(a.word);
        p.accesses.push_back(a);
    }
    for (const auto& w : words) {
        p.wordsPerBank.push_back(std::uint32_t(w.size()));
        p.ways = std::max(p.ways, w.size());
    }
    // A lane conflicts when its bank must also serve another word (broadcast lanes do not).
    for (const auto& a : p.accesses)
        if (words[a.bank].size() > 1)
            ++p.conflictingLanes;
    return p;
}

} // namespace ndr
