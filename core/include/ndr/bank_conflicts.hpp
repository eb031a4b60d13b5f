#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ndr {

// Seed 004's bank-conflict picture: local memory is split into `banks` banks of one 4-byte word,
// word w living in bank w % banks. A warp (wavefront) of consecutive work-items that reads
// different words of one bank is served one word after another; reads of the same word are a
// broadcast and cost nothing extra.
struct BankAccess {
    std::uint32_t lx = 0, ly = 0; // local id of the work-item
    std::uint32_t linearLocal = 0;
    std::uint32_t word = 0; // word address inside the local array
    std::uint32_t bank = 0;
};

struct BankPicture {
    std::size_t tile = 0, pitch = 0, banks = 0, warpSize = 0, k = 0;
    bool columnRead = true;                  // reads tile[lx][k] (a column walk) rather than tile[k][lx]
    std::vector<BankAccess> accesses;        // the first warp of the work-group, in lane order
    std::vector<std::uint32_t> wordsPerBank; // distinct words requested from each bank
    std::size_t ways = 0;                    // max distinct words in one bank: 1 = conflict-free, n = n-way
    std::size_t conflictingLanes = 0;        // lanes waiting behind another word of their bank
};

// One step k of the inner loop of a TILE x TILE tiled kernel whose local tile is stored with row
// pitch `pitch` (TILE unpadded, TILE+1 padded): work-item (lx, ly) reads word lx*pitch + k when
// columnRead (seed 004's local_B_T[lx][k], tiled_padded's BsubT) or k*pitch + lx otherwise
// (tiled's Bsub[k][lx]). Lanes are linear local ids 0..warpSize-1 (dimension 0 fastest).
BankPicture tileReadBanks(std::size_t tile, std::size_t pitch, std::size_t warpSize, std::size_t banks, std::size_t k,
                          bool columnRead);

} // namespace ndr
