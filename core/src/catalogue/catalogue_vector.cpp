#include "catalogue/catalogue_vector.hpp"

namespace ndr {

namespace {

Variant vectorVariant(Workload w, const char* name, const char* file, const char* entry)
{
    Variant x;
    x.workload = w;
    x.name = name;
    x.kernelFile = file;
    x.entryPoint = entry;
    x.shape = NDRangeShape::Rows1D;
    x.defaultLocal = LocalSize::of1D(256);
    x.definesText = "none";
    return x;
}

const char* kTreeLocal = "power of two (the halving tree pairs work-items), within the device and kernel limits";

} // namespace

void appendVectorVariants(std::vector<Variant>& v)
{
    using T = Variant::Traffic;
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_serial", "reduce_serial.cl", "reduce");
        x.title = "Reduction: one work-item does it all";
        x.courseSource = "seed 000 sample 05 (\"Why not just loop?\")";
        x.scheme = VectorScheme::ReduceSerial;
        x.defaultLocal = LocalSize::of1D(1);
        x.traffic = T::Stream1;
        x.lesson = "The anti-pattern seed 000 sample 05 starts from: a single work-item loops over all n values. "
                   "Every other compute unit idles, so the device runs at the speed of one thread, and the float "
                   "running sum drops the low bits of each addend once it grows. Every later variant is measured "
                   "against this.";
        x.ndrangeRule = "1-D: global = 1";
        x.localRule = "1";
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_interleaved", "reduce_interleaved.cl", "reduce");
        x.title = "Reduction: interleaved (divergent) tree";
        x.courseSource = "seed 000 sample 05 (tree idea)";
        x.scheme = VectorScheme::ReduceTwoPhase;
        x.powerOfTwoLocal = true;
        x.traffic = T::Stream1;
        x.lesson = "A tree in local memory with the stride growing 1, 2, 4...: at each step only work-items whose "
                   "id is a multiple of 2s add. Active and idle work-items alternate inside every warp, so no warp "
                   "ever retires early (divergence), and the active ones touch words 2s apart (bank conflicts). "
                   "Each group writes one partial; the host adds them (seed 000 sample 05's two phases).";
        x.ndrangeRule = "1-D: global = n rounded up to the local size; one element per work-item";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_sequential", "reduce_sequential.cl", "reduce");
        x.title = "Reduction: sequential addressing (seed 000's kernel)";
        x.courseSource = "seed 000 sample 05";
        x.scheme = VectorScheme::ReduceTwoPhase;
        x.powerOfTwoLocal = true;
        x.traffic = T::Stream1;
        x.lesson = "Seed 000 sample 05's kernel: the stride halves from size/2 to 1 and the first `stride` "
                   "work-items add. Active work-items stay contiguous, so whole warps go idle together and reads "
                   "are consecutive words. Two barriers' worth of care: every work-item reaches every barrier. "
                   "The group partials are added on the host, as in the seed.";
        x.ndrangeRule = "1-D: global = n rounded up to the local size; one element per work-item";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_add_on_load", "reduce_add_on_load.cl", "reduce");
        x.title = "Reduction: first add during the load";
        x.courseSource = "seed 000 sample 05 (extended)";
        x.scheme = VectorScheme::ReduceTwoPhase;
        x.powerOfTwoLocal = true;
        x.elementsPerItem = 2;
        x.traffic = T::Stream1;
        x.lesson = "In the sequential tree half the work-items idle after the first step. Loading two elements "
                   "and adding them on the way into local memory gives every work-item real work and halves the "
                   "number of groups and partials (the first step of the classic reduction optimisations that "
                   "build on seed 000 sample 05).";
        x.ndrangeRule = "1-D: global = ceil(n/2) rounded up to the local size; two elements per work-item";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_multi_pass", "reduce_add_on_load.cl", "reduce");
        x.title = "Reduction: re-launch until one value (multi-pass)";
        x.courseSource = "seed 000 sample 05 (alternative to the CPU phase)";
        x.scheme = VectorScheme::ReduceMultiPass;
        x.powerOfTwoLocal = true;
        x.elementsPerItem = 2;
        x.traffic = T::Stream1;
        x.lesson = "Seed 000 notes that barrier() cannot synchronise across groups, which is why it finishes on "
                   "the CPU. The other answer is to launch again: the add_on_load kernel reduces n values to "
                   "n/(2L) partials, then is re-launched on those until one value is left, all on the device. "
                   "Each launch costs its latency (see the timeline), which the two-phase variants pay only once.";
        x.ndrangeRule = "1-D per pass: global = ceil(m/2) rounded up to the local size, m = values left";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_two_phase", "reduce_sequential.cl", "reduce");
        x.title = "Reduction: two phases, device partials + host sum";
        x.courseSource = "seed 000 sample 05";
        x.scheme = VectorScheme::ReduceTwoPhase;
        x.powerOfTwoLocal = true;
        x.traffic = T::Stream1;
        x.lesson = "Seed 000 sample 05 exactly: the sequential-addressing kernel produces one partial per group "
                   "and the host adds the partials in double precision. The host phase is cheap (n/L values) "
                   "but it costs a read-back and a CPU pass; compare it with reduce_multi_pass and reduce_fast, "
                   "which finish on the device. The kernel time column covers the device phase only.";
        x.ndrangeRule = "1-D: global = n rounded up to the local size";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Reduce, "reduce_fast", "reduce_fast.cl", "reduce");
        x.title = "Reduction: resident groups, float4 loads, device finish";
        x.courseSource = "seed 000 sample 05 (made bandwidth-bound)";
        x.scheme = VectorScheme::ReduceDevice;
        x.powerOfTwoLocal = true;
        x.traffic = T::Stream1;
        x.lesson =
            "Seed 000 sample 05's tree, made bandwidth-bound. Only as many groups as the device keeps resident (compute units x 2048 / local), each "
            "work-item striding over the array with float4 loads, so memory sees wide coalesced reads and "
            "each work-item adds hundreds of values before the tree. A second one-group launch folds the "
            "partials on the device. This is the variant that should reach the memory bandwidth limit. On CPU "
            "devices it is compiled with -DCHUNKED: a CPU runs one work-item's loop to the end before the "
            "next, so each work-item takes a contiguous chunk instead of the GPU's interleaved stride.";
        x.ndrangeRule = "1-D: global = resident groups x local (grid-stride loop), then one group";
        x.definesText = "CHUNKED on CPU devices (contiguous chunk per work-item)";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::VAdd, "vadd", "vadd.cl", "vadd");
        x.title = "Vector add c = a + b";
        x.courseSource = "seed 002 exercise 1";
        x.scheme = VectorScheme::VAdd2;
        x.traffic = T::Stream3;
        x.lesson = "Seed 002's first kernel: one work-item per element, two loads and one store for one add. It "
                   "does no arithmetic worth mentioning, which makes it the cleanest measure of global-memory "
                   "bandwidth (12 bytes per element).";
        x.ndrangeRule = "1-D: global = n rounded up to the local size";
        x.localRule = "any X within the device and kernel work-group limits";
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::VAdd, "vadd_fast", "vadd_fast.cl", "vadd");
        x.title = "Vector add with float4 loads and stores";
        x.courseSource = "seed 002 exercise 1 (vectorised, cf. Appendix A's vectorised pi)";
        x.scheme = VectorScheme::VAdd2;
        x.elementsPerItem = 4;
        x.traffic = T::Stream3;
        x.lesson = "The seed 002 vector add with one float4 per work-item (vload4/vstore4, as Appendix A "
                   "vectorises the pi program): the same 12 bytes per element in a quarter of the memory "
                   "instructions and work-items, which is what it takes to get the last few percent of bandwidth "
                   "out of a GPU's memory system. The n % 4 tail is handled by scalar work-items.";
        x.ndrangeRule = "1-D: global = ceil(n/4) + (n % 4) rounded up to the local size";
        x.localRule = "any X within the device and kernel work-group limits";
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::VAdd, "vadd3_chained", "vadd.cl", "vadd");
        x.title = "d = a + b + c as two chained kernels";
        x.courseSource = "seed 002 exercises 2-3";
        x.scheme = VectorScheme::VAdd3Chained;
        x.traffic = T::Stream6;
        x.lesson = "Seed 002 exercise 2 chains the vector-add kernel: tmp = a + b, then d = tmp + c. The "
                   "intermediate makes a round trip through global memory: 24 bytes per element in two launches, "
                   "each with its own launch latency (visible in the timeline).";
        x.ndrangeRule = "1-D: global = n rounded up to the local size, two launches";
        x.localRule = "any X within the device and kernel work-group limits";
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::VAdd, "vadd3_fused", "vadd3_fused.cl", "vadd3");
        x.title = "d = a + b + c fused in one kernel";
        x.courseSource = "seed 002 exercise 3";
        x.scheme = VectorScheme::VAdd3Fused;
        x.traffic = T::Stream4;
        x.lesson = "Seed 002 exercise 3's answer: one kernel reads a, b and c and writes d. 16 bytes per element "
                   "instead of 24 and one launch instead of two: at the bandwidth limit it should take about "
                   "two thirds of the chained time.";
        x.ndrangeRule = "1-D: global = n rounded up to the local size";
        x.localRule = "any X within the device and kernel work-group limits";
        v.push_back(x);
    }
    {
        auto x = vectorVariant(Workload::Pi, "pi", "pi.cl", "pi");
        x.title = "Pi by numerical integration";
        x.courseSource = "seed 002 exercise 10";
        x.scheme = VectorScheme::PiPartials;
        x.powerOfTwoLocal = true;
        x.elementsPerItem = 64;
        x.traffic = T::None;
        x.definesText = "ITERS = 64 steps per work-item";
        x.lesson = "Seed 002 exercise 10: the integral of 4/(1+x^2) over [0,1] by the midpoint rule with n steps. "
                   "Each work-item sums 64 consecutive steps in private memory, the group combines them in local "
                   "memory and the host adds the group partials: a reduction whose data is computed, not loaded, "
                   "so it is measured in GFLOP/s (6 flops per step).";
        x.ndrangeRule = "1-D: global = ceil(n/64) rounded up to the local size";
        x.localRule = kTreeLocal;
        v.push_back(x);
    }
}

} // namespace ndr
