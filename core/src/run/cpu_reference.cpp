#include "run/cpu_reference.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

namespace ndr {

std::vector<float> randomMatrix(std::size_t n, std::uint32_t seed) { return randomVector(n * n, seed); }

std::vector<float> randomVector(std::size_t count, std::uint32_t seed)
{
    std::vector<float> m(count);
    std::uint64_t s = 0x9E3779B97F4A7C15ull ^ seed;
    for (auto& x : m) {
        // splitmix64: fast, and identical everywhere unlike std:: distributions.
        s += 0x9E3779B97F4A7C15ull;
        std::uint64_t z = s;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        x = float(double(z >> 40) / double(1ull << 24) * 2.0 - 1.0);
    }
    return m;
}

std::vector<double> referenceProduct(const std::vector<float>& a, const std::vector<float>& b, std::size_t n,
                                     const std::vector<std::size_t>& rows)
{
    std::vector<std::size_t> rowList = rows;
    if (rowList.empty()) {
        rowList.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            rowList[i] = i;
    }
    std::vector<double> out(rowList.size() * n, 0.0);
    const std::size_t rowBlock = 8; // rows sharing one pass over a k-panel of B
    const std::size_t kBlock = 128; // k-panel of B kept hot in cache
    const std::size_t blocks = (rowList.size() + rowBlock - 1) / rowBlock;
    unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    threads = unsigned(std::min<std::size_t>(threads, std::max<std::size_t>(1, blocks)));

    auto work = [&](unsigned t) {
        for (std::size_t blk = t; blk < blocks; blk += threads) {
            const std::size_t r0 = blk * rowBlock, r1 = std::min(rowList.size(), r0 + rowBlock);
            for (std::size_t k0 = 0; k0 < n; k0 += kBlock) {
                const std::size_t k1 = std::min(n, k0 + kBlock);
                for (std::size_t r = r0; r < r1; ++r) {
                    const float* arow = &a[rowList[r] * n];
                    double* acc = &out[r * n];
                    for (std::size_t k = k0; k < k1; ++k) {
                        const double av = arow[k];
                        const float* brow = &b[k * n];
                        for (std::size_t j = 0; j < n; ++j)
                            acc[j] += av * double(brow[j]);
                    }
                }
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool)
        th.join();
    return out;
}

double sequentialTripleLoopMs(const std::vector<float>& a, const std::vector<float>& b, std::size_t n)
{
    std::vector<float> c(n * n);
    const auto t0 = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            float tmp = 0.0f;
            for (std::size_t k = 0; k < n; ++k)
                tmp += a[i * n + k] * b[k * n + j];
            c[i * n + j] = tmp;
        }
    const auto t1 = std::chrono::steady_clock::now();
    volatile float sink = c[n * n / 2];
    (void)sink;
    return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

} // namespace ndr
