<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>ChartData</name>
    <message>
        <source>best of %1 verified runs</source>
        <translation>%1 次已驗證執行中的最佳值</translation>
    </message>
    <message>
        <source>Local size (work-items per group, ascending)</source>
        <translation>區域大小（每個工作群組的工作項目數，由小到大）</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>未驗證</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3 failed:
%4</source>
        <translation>%1 在 N = %2、區域大小 %3 時失敗：
%4</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3 is invalid:
%4</source>
        <translation>%1 在 N = %2、區域大小 %3 時無效：
%4</translation>
    </message>
    <message>
        <source>%1 on %2
N = %3, local %4
%5 %6 (median kernel %7 ms)</source>
        <translation>%1 於 %2
N = %3，區域大小 %4
%5 %6（核心時間中位數 %7 ms）</translation>
    </message>
    <message>
        <source>Problem size N (log₂ scale)</source>
        <translation>問題規模 N（log₂ 刻度）</translation>
    </message>
    <message>
        <source>%1 % of the device peak (%2 %3)</source>
        <translation>裝置峰值的 %1 %（%2 %3）</translation>
    </message>
    <message>
        <source>FP32 peak %1 GFLOP/s</source>
        <translation>FP32 峰值 %1 GFLOP/s</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3
%4 FLOP/byte, %5 GFLOP/s (%6 GB/s)</source>
        <translation>%1，N = %2，區域大小 %3
%4 FLOP/位元組，%5 GFLOP/s（%6 GB/s）</translation>
    </message>
    <message>
        <source>%1 % of the roof (%2 GFLOP/s, %3-bound)</source>
        <translation>屋頂的 %1 %（%2 GFLOP/s，受%3限制）</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>頻寬</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>運算</translation>
    </message>
    <message>
        <source>read peak %1 GB/s</source>
        <translation>讀取峰值 %1 GB/s</translation>
    </message>
    <message numerus="yes">
        <source>95 % interval %1 to %2 %3 from %n repetition(s)</source>
        <translation>
            <numerusform>95 % 信賴區間 %1 至 %2 %3，來自 %n 次重複</numerusform>
        </translation>
    </message>
    <message>
        <source>the best cell of this map</source>
        <translation>此圖中最佳的格子</translation>
    </message>
    <message>
        <source>within noise of the best: the intervals overlap</source>
        <translation>在最佳者的雜訊範圍內：信賴區間重疊</translation>
    </message>
</context>
<context>
    <name>GemmParamsText</name>
    <message>
        <source>%1×%2×%3 (%4)</source>
        <translation>%1×%2×%3（%4）</translation>
    </message>
    <message>
        <source>Parameters: explicit %1</source>
        <translation>參數：明確指定 %1</translation>
    </message>
    <message>
        <source>Parameters: tuned %1, from the tuning cache (%2 GFLOP/s at N = %3, %4)</source>
        <translation>參數：已調校 %1，取自調校快取（N = %3 時 %2 GFLOP/s，%4）</translation>
    </message>
    <message>
        <source>Parameters: defaults %1 (not tuned on this device yet: see the Tuning tab)</source>
        <translation>參數：預設值 %1（尚未在此裝置上調校：請見「調校」分頁）</translation>
    </message>
    <message>
        <source>this device (%1)</source>
        <translation>此裝置（%1）</translation>
    </message>
    <message>
        <source>%1 %2 devices</source>
        <translation>%1 %2 裝置</translation>
    </message>
    <message>
        <source>%1 %2 devices of architecture %3</source>
        <translation>架構 %3 的 %1 %2 裝置</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>%1 裝置</translation>
    </message>
    <message>
        <source>Explicit parameters</source>
        <translation>明確指定的參數</translation>
    </message>
    <message>
        <source>Tuning cache</source>
        <translation>調校快取</translation>
    </message>
    <message>
        <source>Database, this device</source>
        <translation>資料庫，此裝置</translation>
    </message>
    <message>
        <source>Database, architecture</source>
        <translation>資料庫，架構</translation>
    </message>
    <message>
        <source>Database, vendor and type</source>
        <translation>資料庫，廠商與類型</translation>
    </message>
    <message>
        <source>Database, device type</source>
        <translation>資料庫，裝置類型</translation>
    </message>
    <message>
        <source>Built-in default</source>
        <translation>內建預設值</translation>
    </message>
    <message>
        <source>used</source>
        <translation>採用</translation>
    </message>
    <message>
        <source>nothing for this device</source>
        <translation>沒有此裝置的項目</translation>
    </message>
    <message>
        <source>does not fit this device: %1</source>
        <translation>不適用於此裝置：%1</translation>
    </message>
    <message>
        <source>set aside at this N (%1 work-groups)</source>
        <translation>在此 N 下略過（%1 個工作群組）</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>Parameters: database %1, shipped for %2 (tuned at N = %3; a tune of this device in the Tuning tab takes precedence)</source>
        <translation>參數：資料庫 %1，隨附於 %2（於 N = %3 調校；在「調校」分頁調校此裝置後將優先採用）</translation>
    </message>
    <message>
        <source>%1 %2 set aside: %3 work-groups would leave compute units idle at this N</source>
        <translation>%1 %2 已略過：%3 個工作群組在此 N 下會讓運算單元閒置</translation>
    </message>
    <message>
        <source>Runs %1 deep at this N: N is no multiple of 4, and the %2-deep form would copy its rows 4 bytes at a time</source>
        <translation>在此 N 下以 %1 深執行：N 不是 4 的倍數，%2 深的形式會以每次 4 位元組複製其列</translation>
    </message>
    <message>
        <source>Where the parameters come from, first match wins:</source>
        <translation>參數的來源，第一個符合者優先：</translation>
    </message>
</context>
<context>
    <name>OccupancyChart</name>
    <message>
        <source>%1 work-items, %2 registers each, %3 B local memory:
%4</source>
        <translation>%1 個工作項目，每個 %2 個暫存器，%3 B 區域記憶體：
%4</translation>
    </message>
    <message>
        <source>work-items per work-group</source>
        <translation>每個工作群組的工作項目數</translation>
    </message>
    <message>
        <source>registers per work-item</source>
        <translation>每個工作項目的暫存器</translation>
    </message>
</context>
<context>
    <name>OccupancyLine</name>
    <message>
        <source>%1: %2 work-groups over %3 threads (one work-group per thread), %4 round(s); occupancy is a GPU notion, none applies here</source>
        <translation>%1：%2 個工作群組分配到 %3 個執行緒（每個執行緒一個工作群組），共 %4 輪；佔用率是 GPU 的概念，此處不適用</translation>
    </message>
    <message>
        <source>%1: occupancy needs this kernel&apos;s registers: inspect it on this device (Inspect view)</source>
        <translation>%1：佔用率需要此核心的暫存器數：請在此裝置上檢視它（「檢視」分頁）</translation>
    </message>
    <message>
        <source>%1: the inspection has no register count (%2)</source>
        <translation>%1：檢視結果中沒有暫存器數（%2）</translation>
    </message>
    <message>
        <source>%1: compute capability %2.%3 is outside the occupancy model (%4)</source>
        <translation>%1：運算能力 %2.%3 不在佔用率模型的範圍內（%4）</translation>
    </message>
    <message>
        <source>%1: no occupancy model is known for this GPU (NVIDIA&apos;s, compute capability 7.0–9.0, is the one the studio follows)</source>
        <translation>%1：此 GPU 沒有已知的佔用率模型（Studio 採用的是 NVIDIA 的模型，運算能力 7.0–9.0）</translation>
    </message>
</context>
<context>
    <name>OccupancyOverlay</name>
    <message>
        <source>occupancy (%, right axis): %1 of %2 local sizes inspected</source>
        <translation>佔用率（%，右軸）：%2 種區域大小中已檢視 %1 種</translation>
    </message>
    <message>
        <source>no occupancy: none of these builds (device, local size, parameters) was inspected</source>
        <translation>無佔用率：這些建置（裝置、區域大小、參數）皆未經檢視</translation>
    </message>
    <message>
        <source>no occupancy: it needs an inspection on an NVIDIA GPU (compute capability 7.0–9.0) of these builds; other devices have no such model</source>
        <translation>無佔用率：需要在 NVIDIA GPU（運算能力 7.0–9.0）上檢視這些建置；其他裝置沒有此類模型</translation>
    </message>
</context>
<context>
    <name>OccupancyText</name>
    <message>
        <source>warps</source>
        <translation>warp</translation>
    </message>
    <message>
        <source>work-group slots</source>
        <translation>工作群組槽位</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>暫存器</translation>
    </message>
    <message>
        <source>local memory</source>
        <translation>區域記憶體</translation>
    </message>
    <message>
        <source>registers (%1 each)</source>
        <translation>暫存器（每個工作項目 %1 個）</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 與 %2</translation>
    </message>
    <message>
        <source>1 warp per group</source>
        <translation>每個群組 1 個 warp</translation>
    </message>
    <message>
        <source>%1 warps per group</source>
        <translation>每個群組 %1 個 warp</translation>
    </message>
    <message>
        <source>1 group per SM</source>
        <translation>每個 SM 1 個群組</translation>
    </message>
    <message>
        <source>%1 groups per SM</source>
        <translation>每個 SM %1 個群組</translation>
    </message>
    <message>
        <source>%1; %2, bound by %3 → %4 %</source>
        <translation>%1；%2，受限於 %3 → %4 %</translation>
    </message>
</context>
<context>
    <name>StartupOptionsParser</name>
    <message>
        <source>Device as platform:device, e.g. 0:0.</source>
        <translation>以「平台:裝置」指定裝置，例如 0:0。</translation>
    </message>
    <message>
        <source>Kernel variant, e.g. tiled.</source>
        <translation>核心版本，例如 tiled。</translation>
    </message>
    <message>
        <source>Local size X or XxY.</source>
        <translation>區域大小 X 或 XxY。</translation>
    </message>
    <message>
        <source>Timed repetitions per run.</source>
        <translation>每次執行的計時重複次數。</translation>
    </message>
    <message>
        <source>Sweep the variant (or all variants) over --sizes and --locals.</source>
        <translation>以 --sizes 與 --locals 掃描此版本（或所有版本）。</translation>
    </message>
    <message>
        <source>Sweep sizes, e.g. 64,128,256.</source>
        <translation>掃描的問題規模，例如 64,128,256。</translation>
    </message>
    <message>
        <source>Sweep local sizes, e.g. 8x8,16x16.</source>
        <translation>掃描的區域大小，例如 8x8,16x16。</translation>
    </message>
    <message>
        <source>Import a results CSV file at start.</source>
        <translation>啟動時匯入結果 CSV 檔案。</translation>
    </message>
    <message>
        <source>Save the window (1280×800) to FILE.png after the optional run, then exit.</source>
        <translation>在選用的執行完成後，將視窗（1280×800）存成 FILE.png 並結束。</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>要顯示的檢視：%1。</translation>
    </message>
    <message>
        <source>User-interface language: en, de or zh_TW.</source>
        <translation>介面語言：en、de 或 zh_TW。</translation>
    </message>
    <message>
        <source>Neither read nor write saved settings.</source>
        <translation>不讀取也不寫入已儲存的設定。</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>未預期的引數：%1</translation>
    </message>
    <message>
        <source>--device takes platform:device, e.g. 0:0, not &quot;%1&quot;.</source>
        <translation>--device 需要「平台:裝置」，例如 0:0，而不是「%1」。</translation>
    </message>
    <message>
        <source>Unknown variant &quot;%1&quot;; choose one of: %2.</source>
        <translation>未知的版本「%1」；請從以下選擇：%2。</translation>
    </message>
    <message>
        <source>--n takes a positive whole number, not &quot;%1&quot;.</source>
        <translation>--n 需要正整數，而不是「%1」。</translation>
    </message>
    <message>
        <source>--reps takes a positive whole number, not &quot;%1&quot;.</source>
        <translation>--reps 需要正整數，而不是「%1」。</translation>
    </message>
    <message>
        <source>--local: %1</source>
        <translation>--local：%1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of: %2.</source>
        <translation>未知的檢視「%1」；請從以下選擇：%2。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; choose en, de or zh_TW.</source>
        <translation>未知的語言「%1」；請選擇 en、de 或 zh_TW。</translation>
    </message>
    <message>
        <source>Problem size N.</source>
        <translation>問題規模 N。</translation>
    </message>
    <message>
        <source>Learn and tune OpenCL kernels: run the course&apos;s kernel variants, compare them in charts and export the results.</source>
        <translation>學習與調校 OpenCL 核心：執行課程中的各種核心版本，以圖表比較並匯出結果。</translation>
    </message>
    <message>
        <source>Measure the device&apos;s peaks once the window is up (before --run or --sweep).</source>
        <translation>視窗開啟後立即量測裝置的峰值（在 --run 或 --sweep 之前）。</translation>
    </message>
    <message>
        <source>Tune a GEMM variant (at --n, with --budget random candidates) once the window is up.</source>
        <translation>視窗開啟後立即調校一個 GEMM 版本（於 --n，使用 --budget 個隨機候選）。</translation>
    </message>
    <message>
        <source>Random candidates of --tune after the seed set.</source>
        <translation>--tune 在種子集之後嘗試的隨機候選數。</translation>
    </message>
    <message>
        <source>Load your own matmul kernel from FILE.cl as variant user:&lt;stem&gt;.</source>
        <translation>從 FILE.cl 載入您自己的矩陣乘法核心，作為版本 user:&lt;stem&gt;。</translation>
    </message>
    <message>
        <source>Entry point of --kernel-file.</source>
        <translation>--kernel-file 的進入點。</translation>
    </message>
    <message>
        <source>Check the selected variant with Oclgrind at start.</source>
        <translation>啟動時以 Oclgrind 檢查所選版本。</translation>
    </message>
    <message>
        <source>Timeline queue mode: inorder, ooo or two; with --view timeline (and no --run) the setup runs in it.</source>
        <translation>時間軸的佇列模式：inorder、ooo 或 two；搭配 --view timeline（且未指定 --run）時，目前設定會以此模式執行。</translation>
    </message>
    <message>
        <source>Buffer mode: copy, use or alloc.</source>
        <translation>緩衝區模式：copy、use 或 alloc。</translation>
    </message>
    <message>
        <source>--tune takes a tunable variant (%1), not &quot;%2&quot;.</source>
        <translation>--tune 需要可調校的版本（%1），而不是「%2」。</translation>
    </message>
    <message>
        <source>--budget takes a whole number of 0 or more, not &quot;%1&quot;.</source>
        <translation>--budget 需要大於或等於 0 的整數，而不是「%1」。</translation>
    </message>
    <message>
        <source>--queues: %1</source>
        <translation>--queues：%1</translation>
    </message>
    <message>
        <source>--buffers: %1</source>
        <translation>--buffers：%1</translation>
    </message>
    <message>
        <source>Work-groups view: a custom NDRange of this global size (with --local); it need not be a multiple of the local size.</source>
        <translation>「工作群組」檢視：以此全域大小顯示自訂 NDRange（搭配 --local）；不必是區域大小的倍數。</translation>
    </message>
    <message>
        <source>Work-groups view: launch --global rounded up to a multiple of --local.</source>
        <translation>「工作群組」檢視：將 --global 進位到 --local 的倍數後啟動。</translation>
    </message>
    <message>
        <source>--global needs --local, e.g. --global 100x50 --local 16x16.</source>
        <translation>--global 需要搭配 --local，例如 --global 100x50 --local 16x16。</translation>
    </message>
    <message>
        <source>--global: %1</source>
        <translation>--global：%1</translation>
    </message>
    <message>
        <source>Work-groups view: select the work-item at global id X,Y.</source>
        <translation>「工作群組」檢視：選取全域 ID 為 X,Y 的工作項目。</translation>
    </message>
    <message>
        <source>--select takes a work-item&apos;s global id as X,Y, e.g. 99,49, not &quot;%1&quot;.</source>
        <translation>--select 需要工作項目的全域 ID，格式為 X,Y，例如 99,49，而不是「%1」。</translation>
    </message>
    <message>
        <source>Run the setup once the window is up (with --view lessons: measure every lesson).</source>
        <translation>視窗開啟後執行設定（搭配 --view lessons：量測每一課）。</translation>
    </message>
    <message>
        <source>Record no run in the run history.</source>
        <translation>不在執行歷史中記錄任何執行。</translation>
    </message>
    <message>
        <source>Start without the last session&apos;s runs.</source>
        <translation>啟動時不載入上次工作階段的執行。</translation>
    </message>
    <message>
        <source>Compare view: set A, the baseline (FILE.csv, FILE.zip, history[:filters] or session); compared at start with --compare-b.</source>
        <translation>比較檢視：集合 A，即基準（FILE.csv、FILE.zip、history[:filters] 或 session）；啟動時與 --compare-b 比較。</translation>
    </message>
    <message>
        <source>Compare view: set B, the candidate.</source>
        <translation>比較檢視：集合 B，即候選。</translation>
    </message>
    <message>
        <source>--compare-a and --compare-b go together: name both sets.</source>
        <translation>--compare-a 與 --compare-b 必須一起使用：請指定兩個集合。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 takes FILE.csv, FILE.zip, history[:filters] or session, not &quot;%2&quot;.</source>
        <translation>%1 接受 FILE.csv、FILE.zip、history[:filters] 或 session，而非「%2」。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is no readable file.</source>
        <translation>%1：「%2」不是可讀取的檔案。</translation>
    </message>
    <message>
        <source>Inspect view: open FILE (inspect --json).</source>
        <translation>「檢視」分頁：開啟 FILE（inspect --json 的輸出）。</translation>
    </message>
</context>
<context>
    <name>TargetCiText</name>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Target interval &quot;%1&quot; is not a percentage: write 2% or 2, or leave it empty for none.</source>
        <translation>目標區間「%1」不是百分比：請輸入 2% 或 2，或留空表示不設定。</translation>
    </message>
    <message>
        <source>Target interval %1 % is outside the limits: from %2 % to %3 %.</source>
        <translation>目標區間 %1 % 超出限制：須介於 %2 % 與 %3 % 之間。</translation>
    </message>
    <message numerus="yes">
        <source>reached after %n timed repetition(s)</source>
        <translation>
            <numerusform>在 %n 次計時重複後達成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not reached: the repetition budget ran out after %n timed repetition(s)</source>
        <translation>
            <numerusform>未達成：重複次數預算在 %n 次計時重複後用完</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not reached: the time budget ran out after %n timed repetition(s)</source>
        <translation>
            <numerusform>未達成：時間預算在 %n 次計時重複後用完</numerusform>
        </translation>
    </message>
    <message>
        <source>not reached: too few repetitions for an interval</source>
        <translation>未達成：重複次數太少，無法計算信賴區間</translation>
    </message>
    <message>
        <source>%1 at N = %2: target interval ±%3 % %4</source>
        <translation>%1，N = %2：目標區間 ±%3 %，%4</translation>
    </message>
    <message>
        <source> (95 % interval ±%1 % of the median)</source>
        <translation>（95 % 信賴區間為中位數的 ±%1 %）</translation>
    </message>
</context>
<context>
    <name>TimelineWidget</name>
    <message>
        <source>host</source>
        <translation>主機</translation>
    </message>
    <message>
        <source>queued → submit (queue wait)</source>
        <translation>queued → submit（佇列等待）</translation>
    </message>
    <message>
        <source>submit → start (launch latency)</source>
        <translation>submit → start（啟動延遲）</translation>
    </message>
    <message>
        <source>start → end (execution)</source>
        <translation>start → end（執行）</translation>
    </message>
</context>
<context>
    <name>TuningChartData</name>
    <message>
        <source>%1 (log scale, points spread sideways)</source>
        <translation>%1（對數刻度，資料點左右錯開）</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>seed set</source>
        <translation>種子集</translation>
    </message>
    <message>
        <source>random sample</source>
        <translation>隨機抽樣</translation>
    </message>
    <message>
        <source>#%1 %2
%3 GFLOP/s, %4 ms</source>
        <translation>#%1 %2
%3 GFLOP/s，%4 ms</translation>
    </message>
    <message>
        <source>best so far: #%1, %2 GFLOP/s</source>
        <translation>目前最佳：#%1，%2 GFLOP/s</translation>
    </message>
</context>
<context>
    <name>studio::BankConflictWidget</name>
    <message>
        <source>words each bank serves for one warp (bank 0 … %1)</source>
        <translation>每個記憶體庫為一個 warp 提供的字數（記憶體庫 0 … %1）</translation>
    </message>
    <message>
        <source>%1-way conflict: %2 of %3 lanes wait, the read takes %1 steps</source>
        <translation>%1 路衝突：%3 條通道中有 %2 條需等待，讀取需 %1 步</translation>
    </message>
    <message>
        <source>conflict-free: every bank serves at most one word (equal words are broadcast)</source>
        <translation>無衝突：每個記憶體庫最多提供一個字（相同的字會以廣播方式提供）</translation>
    </message>
    <message>
        <source>Lane i of a %1-lane warp is work-item (lx, ly) = (i mod %2, i / %2) and reads tile[lx][k] at k = %3 (seed 004&apos;s local_B_T, tiled_padded&apos;s BsubT). Word w lives in bank w mod %4. The plain tiled kernel reads Bsub[k][lx] along a row instead: %5.</source>
        <translation>%1 條通道的 warp 中，第 i 條通道是工作項目 (lx, ly) = (i mod %2, i / %2)，於 k = %3 時讀取 tile[lx][k]（seed 004 的 local_B_T、tiled_padded 的 BsubT）。第 w 個字位於記憶體庫 w mod %4。一般的 tiled 核心則沿著一列讀取 Bsub[k][lx]：%5。</translation>
    </message>
    <message>
        <source>%1-way conflict</source>
        <translation>%1 路衝突</translation>
    </message>
    <message>
        <source>conflict-free</source>
        <translation>無衝突</translation>
    </message>
    <message>
        <source>unpadded: tile[%1][%1], pitch %1</source>
        <translation>未填補：tile[%1][%1]，列距 %1</translation>
    </message>
    <message>
        <source>padded (tiled_padded): tile[%1][%2], pitch %2</source>
        <translation>已填補（tiled_padded）：tile[%1][%2]，列距 %2</translation>
    </message>
</context>
<context>
    <name>studio::BundleFeature</name>
    <message>
        <source>Export bundle</source>
        <translation>匯出套件</translation>
    </message>
    <message>
        <source>Bundles (*.zip);;All files (*)</source>
        <translation>套件 (*.zip);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>匯入套件</translation>
    </message>
    <message>
        <source>Export &amp;bundle…</source>
        <translation>匯出套件(&amp;B)…</translation>
    </message>
    <message>
        <source>One zip with the runs (CSV and JSON with events), devices, peaks, kernel sources and environment, for a colleague or another machine</source>
        <translation>一個 zip，內含執行結果（CSV 與含事件的 JSON）、裝置、峰值、核心原始碼與環境，可交給同事或另一台機器</translation>
    </message>
    <message>
        <source>Import b&amp;undle…</source>
        <translation>匯入套件(&amp;U)…</translation>
    </message>
    <message>
        <source>Add the runs of a bundle to this session, beside your own, and to the run history, marked as imported</source>
        <translation>將套件中的執行加入本工作階段（與你自己的並列），並以「已匯入」標記加入執行歷史</translation>
    </message>
    <message>
        <source>Writing bundle %1…</source>
        <translation>正在寫入套件 %1…</translation>
    </message>
    <message>
        <source>Reading bundle %1…</source>
        <translation>正在讀取套件 %1…</translation>
    </message>
    <message>
        <source>Bundle %1 written.</source>
        <translation>套件 %1 已寫入。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from bundle %1.</source>
        <translation>
            <numerusform>已從套件 %1 匯入 %n 次執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bundle not written.</source>
        <translation>套件未寫入。</translation>
    </message>
    <message>
        <source>Bundle not imported; nothing was added.</source>
        <translation>套件未匯入；未加入任何內容。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>匯入失敗</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) already in this session skipped.</source>
        <translation>
            <numerusform>已略過本工作階段中已有的 %n 次執行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::ChartSurface</name>
    <message>
        <source>Cannot encode the chart as PNG.</source>
        <translation>無法將圖表編碼為 PNG。</translation>
    </message>
    <message>
        <source>Exported from NDRange Studio</source>
        <translation>由 NDRange Studio 匯出</translation>
    </message>
</context>
<context>
    <name>studio::ChartsPane</name>
    <message>
        <source>No verified runs to compare yet.</source>
        <translation>尚無可比較的已驗證執行。</translation>
    </message>
    <message>
        <source>No runs yet. Run a variant or a sweep over local sizes.</source>
        <translation>尚無執行結果。請執行一個版本，或對區域大小進行掃描。</translation>
    </message>
    <message>
        <source>No runs yet. A sweep over sizes and local sizes fills this map.</source>
        <translation>尚無執行結果。對問題規模與區域大小進行掃描即可填滿此圖。</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>將圖表匯出為 PNG</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>將圖表匯出為 SVG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Variants at one N</source>
        <translation>同一 N 下的版本比較</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>熱度圖</translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>N(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>版本(&amp;V)：</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>匯出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export &amp;SVG…</source>
        <translation>匯出 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 vs N (best local size per point)</source>
        <translation>%1 對 N（每點取最佳區域大小）</translation>
    </message>
    <message>
        <source>Variants at N = %1 (%2)</source>
        <translation>N = %1 時的各版本（%2）</translation>
    </message>
    <message>
        <source>%1 vs local size: %2</source>
        <translation>%1 對區域大小：%2</translation>
    </message>
    <message>
        <source>%1 over local size × N: %2</source>
        <translation>%1 隨區域大小 × N 的分布：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n selected run(s); only verified runs are plotted.</source>
        <translation>
            <numerusform>已選取 %n 次執行；只繪製已驗證的執行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n run(s); only verified runs are plotted.</source>
        <translation>
            <numerusform>全部 %n 次執行；只繪製已驗證的執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Performance vs N</source>
        <translation>效能對 N</translation>
    </message>
    <message>
        <source>Performance vs local size</source>
        <translation>效能對區域大小</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>工作負載(&amp;W)：</translation>
    </message>
    <message>
        <source>Roofline: %1</source>
        <translation>Roofline：%1</translation>
    </message>
    <message>
        <source>Roofline: %1 (no peaks yet: Run → Measure peaks draws the roof)</source>
        <translation>Roofline：%1（尚無峰值：執行 → 量測峰值 即可畫出屋頂）</translation>
    </message>
    <message numerus="yes">
        <source>%n failed run(s) not plotted</source>
        <translation>
            <numerusform>%n 次失敗的執行未繪製</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) without a memory-traffic model (pi, library calls)</source>
        <translation>
            <numerusform>%n 次執行沒有記憶體存取模型（pi、函式庫呼叫）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of other devices</source>
        <translation>
            <numerusform>%n 次其他裝置的執行</numerusform>
        </translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled or skipped run(s) not plotted</source>
        <translation>
            <numerusform>%n 次已取消或略過的執行未繪製</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Y axis:</source>
        <translation>&amp;Y 軸：</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線性</translation>
    </message>
    <message>
        <source>logarithmic</source>
        <translation>對數</translation>
    </message>
</context>
<context>
    <name>studio::CompareBuildsDialog</name>
    <message>
        <source>The two sources are the same.</source>
        <translation>兩份原始碼相同。</translation>
    </message>
    <message>
        <source>A → B: %1 line(s) removed, %2 added</source>
        <translation>A → B：移除 %1 行，新增 %2 行</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未執行</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>verified, median %1 ms</source>
        <translation>已驗證，中位數 %1 ms</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <source>Running both builds…</source>
        <translation>正在執行兩個建置…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>未啟動：%1</translation>
    </message>
    <message>
        <source>A (%1):</source>
        <translation>A（%1）：</translation>
    </message>
    <message>
        <source>B (%1):</source>
        <translation>B（%1）：</translation>
    </message>
    <message>
        <source>No ratio: %1</source>
        <translation>無比值：%1</translation>
    </message>
    <message>
        <source>B runs at %1× A&apos;s speed</source>
        <translation>B 的速度為 A 的 %1 倍</translation>
    </message>
    <message>
        <source>95 % interval %1× to %2×</source>
        <translation>95 % 信賴區間 %1 至 %2 倍</translation>
    </message>
    <message>
        <source>Compare builds</source>
        <translation>比較建置</translation>
    </message>
    <message>
        <source>A (baseline):</source>
        <translation>A（基準）：</translation>
    </message>
    <message>
        <source>Run both</source>
        <translation>執行兩者</translation>
    </message>
    <message>
        <source>B is the current build of %1. Both run in one job: %2.</source>
        <translation>B 是 %1 目前的建置。兩者在同一個工作中執行：%2。</translation>
    </message>
    <message>
        <source>Previous good build</source>
        <translation>上一次成功的建置</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>內建：%1</translation>
    </message>
</context>
<context>
    <name>studio::CompareBuildsJob</name>
    <message>
        <source>The comparison was cancelled or replaced by a newer job.</source>
        <translation>比較已取消，或已被較新的工作取代。</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失敗：%2</translation>
    </message>
    <message>
        <source>The job ended without both runs.</source>
        <translation>工作已結束，但未完成兩次執行。</translation>
    </message>
</context>
<context>
    <name>studio::CompareFeature</name>
    <message>
        <source>Export chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 圖片 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>The selected runs are set %1 of Compare: pick set %2 and press Compare.</source>
        <translation>選取的執行已成為「比較」的集合 %1：請選擇集合 %2 並按下「比較」。</translation>
    </message>
</context>
<context>
    <name>studio::CompareModel</name>
    <message>
        <source>%1 ms (no samples: no interval)</source>
        <translation>%1 ms（無樣本：無區間）</translation>
    </message>
    <message>
        <source>%1 ms (one sample: no interval)</source>
        <translation>%1 ms（僅一個樣本：無區間）</translation>
    </message>
    <message>
        <source>%1 ms [%2, %3]</source>
        <translation>%1 ms [%2, %3]</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>較快</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>較慢</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>無法判定</translation>
    </message>
    <message>
        <source>untested</source>
        <translation>未檢定</translation>
    </message>
    <message>
        <source>B failed</source>
        <translation>B 失敗</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>%1
buffers %2, queues %3%4</source>
        <translation>%1
緩衝區 %2，佇列 %3%4</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>區域</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>A median [95 % CI]</source>
        <translation>A 中位數 [95 % 信賴區間]</translation>
    </message>
    <message>
        <source>B median [95 % CI]</source>
        <translation>B 中位數 [95 % 信賴區間]</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Median kernel time of B against A: +10 % is 10 % slower.</source>
        <translation>B 相對於 A 的核心時間中位數：+10 % 表示慢 10 %。</translation>
    </message>
    <message>
        <source>Same: the change is within the threshold, or the test cannot tell it from noise. Faster or slower: beyond the threshold and the Mann-Whitney U test says it is no noise (p &lt; 0.05). Inconclusive: beyond the threshold, but not significant.</source>
        <translation>相同：變化在門檻之內，或檢定無法將其與雜訊區分。較快或較慢：超出門檻，且 Mann-Whitney U 檢定判定不是雜訊（p &lt; 0.05）。無法判定：超出門檻，但不顯著。</translation>
    </message>
    <message>
        <source>Two-sided p-value of the Mann-Whitney U test on the repetitions&apos; kernel times.</source>
        <translation>以各次重複的核心時間進行 Mann-Whitney U 檢定的雙尾 p 值。</translation>
    </message>
</context>
<context>
    <name>studio::ComparePane</name>
    <message>
        <source>A: baseline</source>
        <translation>A：基準</translation>
    </message>
    <message>
        <source>B: candidate</source>
        <translation>B：候選</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>門檻(&amp;T)：</translation>
    </message>
    <message>
        <source>A change of the median kernel time smaller than this is &quot;same&quot;, whatever the test says (ndrange-bench compare --threshold).</source>
        <translation>核心時間中位數的變化小於此值即為「相同」，不論檢定結果為何（ndrange-bench compare --threshold）。</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比較(&amp;C)</translation>
    </message>
    <message>
        <source>Runs that matched nothing on the other side:</source>
        <translation>在另一方找不到對應的執行：</translation>
    </message>
    <message>
        <source>Reading both sets…</source>
        <translation>正在讀取兩個集合…</translation>
    </message>
    <message>
        <source>Nothing compared: set A could not be read.</source>
        <translation>未進行比較：無法讀取集合 A。</translation>
    </message>
    <message>
        <source>Nothing compared: set B could not be read.</source>
        <translation>未進行比較：無法讀取集合 B。</translation>
    </message>
    <message>
        <source>Pick set A (the baseline) and set B (the candidate), then press Compare.</source>
        <translation>選擇集合 A（基準）與集合 B（候選），然後按下「比較」。</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s): </source>
        <translation>
            <numerusform>%n 組配對：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 faster, %2 slower, %3 same, %4 inconclusive, %5 without samples, %6 unmatched (A %7, B %8)</source>
        <translation>%1 較快、%2 較慢、%3 相同、%4 無法判定、%5 無樣本、%6 無對應（A %7、B %8）</translation>
    </message>
    <message numerus="yes">
        <source>, %n failed in B</source>
        <translation>
            <numerusform>，%n 個在 B 中失敗</numerusform>
        </translation>
    </message>
    <message>
        <source>Would fail CI at threshold %1 % (ndrange-bench compare exits 1).</source>
        <translation>在門檻 %1 % 下 CI 會失敗（ndrange-bench compare 結束碼為 1）。</translation>
    </message>
    <message>
        <source>Would pass CI at threshold %1 %.</source>
        <translation>在門檻 %1 % 下 CI 會通過。</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>僅在 A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>僅在 B</translation>
    </message>
    <message>
        <source>(did not verify)</source>
        <translation>（未通過驗證）</translation>
    </message>
</context>
<context>
    <name>studio::CompareSidePicker</name>
    <message>
        <source>Results CSV file</source>
        <translation>結果 CSV 檔</translation>
    </message>
    <message>
        <source>Bundle (.zip)</source>
        <translation>套件 (.zip)</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>執行歷史</translation>
    </message>
    <message>
        <source>This session&apos;s runs</source>
        <translation>本工作階段的執行</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>results.csv</source>
        <translation>results.csv</translation>
    </message>
    <message>
        <source>runs.zip</source>
        <translation>runs.zip</translation>
    </message>
    <message>
        <source>the runs selected in Results, else every run of this session</source>
        <translation>在「結果」中選取的執行，否則為本工作階段的所有執行</translation>
    </message>
    <message>
        <source>Results CSV files (*.csv);;All files (*)</source>
        <translation>結果 CSV 檔 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Bundles (*.zip);;All files (*)</source>
        <translation>套件 (*.zip);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>%1: name a file.</source>
        <translation>%1：請指定檔案。</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>讀取中…</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>（限制：%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) read.</source>
        <translation>
            <numerusform>已讀取 %n 個執行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged run(s) of the history left out.</source>
        <translation>
            <numerusform>已略過歷史中 %n 個損壞的執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>未讀取 %1：%2</translation>
    </message>
    <message>
        <source>filter, e.g. variant=tiled,since=2026-11-01,limit=20 or id=3,5,9 (empty: every run)</source>
        <translation>篩選條件，例如 variant=tiled,since=2026-11-01,limit=20 或 id=3,5,9（留空：所有執行）</translation>
    </message>
</context>
<context>
    <name>studio::CsvFeature</name>
    <message numerus="yes">
        <source>Exported %n run(s) to %1.</source>
        <translation>
            <numerusform>已將 %n 次執行匯出至 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export results as CSV</source>
        <translation>將結果匯出為 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 檔案 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Export failed.</source>
        <translation>匯出失敗。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Any previous file is unchanged.</source>
        <translation>原有的檔案維持不變。</translation>
    </message>
    <message>
        <source>Import results CSV</source>
        <translation>匯入結果 CSV</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>已有匯入正在進行。</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在匯入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>已從 %1 匯入 %n 次執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of %1 cancelled; nothing was added.</source>
        <translation>已取消匯入 %1；未加入任何內容。</translation>
    </message>
    <message>
        <source>Import failed; nothing was added.</source>
        <translation>匯入失敗；未加入任何資料。</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>匯入失敗</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>沒有匯入任何資料。</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>匯入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <source>Add runs from a results CSV file, e.g. from another device</source>
        <translation>從結果 CSV 檔案加入執行紀錄，例如來自其他裝置</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>匯出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Save every run of this session as CSV</source>
        <translation>將本工作階段的所有執行存成 CSV</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) already in this session skipped.</source>
        <translation>
            <numerusform>已略過本工作階段中已有的 %n 次執行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::CsvImportJob</name>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 未匯入：%2</translation>
    </message>
</context>
<context>
    <name>studio::DevicePropertiesModel</name>
    <message>
        <source>Property</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>studio::DevicesPane</name>
    <message>
        <source>&amp;Copy properties</source>
        <translation>複製屬性(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected rows (or all rows) as tab-separated text</source>
        <translation>將選取的列（或全部列）複製為以 Tab 分隔的文字</translation>
    </message>
    <message>
        <source>Copy as &amp;JSON</source>
        <translation>複製為 JSON(&amp;J)</translation>
    </message>
    <message>
        <source>Copy every property of this device as a JSON object</source>
        <translation>將此裝置的所有屬性複製為 JSON 物件</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Looking for OpenCL platforms…</source>
        <translation>正在尋找 OpenCL 平台…</translation>
    </message>
    <message>
        <source>No OpenCL platform found — install pocl-opencl-icd to run the kernels on the CPU, or your GPU vendor&apos;s OpenCL driver, then restart NDRange Studio.</source>
        <translation>找不到 OpenCL 平台 — 請安裝 pocl-opencl-icd 以在 CPU 上執行核心，或安裝 GPU 廠商的 OpenCL 驅動程式，然後重新啟動 NDRange Studio。</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>詳細資訊：%1</translation>
    </message>
</context>
<context>
    <name>studio::EngineWorker</name>
    <message>
        <source>Waiting for the worker…</source>
        <translation>等待背景工作執行緒…</translation>
    </message>
    <message>
        <source>The OpenCL engine is not available.</source>
        <translation>OpenCL 引擎無法使用。</translation>
    </message>
</context>
<context>
    <name>studio::FootprintWidget</name>
    <message>
        <source>Pick a matmul variant and click a work-item to see which elements of A, B and C it touches.</source>
        <translation>選擇一個矩陣乘法版本並點選工作項目，即可看到它存取 A、B、C 的哪些元素。</translation>
    </message>
    <message>
        <source>Bᵀ (uploaded)</source>
        <translation>Bᵀ（已上傳）</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>written</source>
        <translation>寫入</translation>
    </message>
    <message>
        <source>read (feeds its result)</source>
        <translation>讀取（用於其結果）</translation>
    </message>
    <message>
        <source>loaded by this item</source>
        <translation>由此項目載入</translation>
    </message>
    <message>
        <source>group&apos;s local tiles</source>
        <translation>群組的區域分塊</translation>
    </message>
</context>
<context>
    <name>studio::HeatMapWidget</name>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>無效</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>No runs for this variant yet.</source>
        <translation>此版本尚無執行結果。</translation>
    </message>
    <message>
        <source>Local size</source>
        <translation>區域大小</translation>
    </message>
    <message>
        <source>N = %1, local %2: not run</source>
        <translation>N = %1，區域大小 %2：未執行</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>within noise of the best</source>
        <translation>在最佳者的雜訊範圍內</translation>
    </message>
</context>
<context>
    <name>studio::HistoryFeature</name>
    <message>
        <source>Runs are recorded in the run history.</source>
        <translation>執行會記錄在執行歷史中。</translation>
    </message>
    <message>
        <source>Runs are not recorded in the run history.</source>
        <translation>執行不會記錄在執行歷史中。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the history added to this session.</source>
        <translation>
            <numerusform>已將歷史中的 %n 次執行加入本工作階段。</numerusform>
        </translation>
    </message>
    <message>
        <source>The run history could not be written: %1. The runs stay in this session; export them to keep them.</source>
        <translation>無法寫入執行歷史：%1。執行仍保留在本工作階段中；請匯出以保存。</translation>
    </message>
    <message>
        <source>The run history could not be written (see the log).</source>
        <translation>無法寫入執行歷史（見記錄）。</translation>
    </message>
    <message>
        <source>Record runs in the &amp;history</source>
        <translation>在執行歷史中記錄執行(&amp;H)</translation>
    </message>
    <message>
        <source>Store every run and imported run in the run history shared with ndrange-bench, so the History tab and the next session have them</source>
        <translation>將每次執行與匯入的執行存入與 ndrange-bench 共用的執行歷史，讓「歷史」分頁與下次工作階段都能取得</translation>
    </message>
    <message>
        <source>The last session&apos;s runs could not be read from the run history: %1</source>
        <translation>無法從執行歷史讀取上次工作階段的執行：%1</translation>
    </message>
    <message numerus="yes">
        <source>Opened with the last session&apos;s %n run(s) from the run history (--empty starts without them).</source>
        <translation>
            <numerusform>已從執行歷史開啟上次工作階段的 %n 次執行（--empty 可不載入）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the last session are no longer in the run history.</source>
        <translation>
            <numerusform>上次工作階段有 %n 次執行已不在執行歷史中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run history: %n run(s) of %1 stored, %2 already there skipped.</source>
        <translation>
            <numerusform>執行歷史：已儲存 %1 的 %n 次執行，略過 %2 次已存在的執行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run history: %n run(s) of %1 stored.</source>
        <translation>
            <numerusform>執行歷史：已儲存 %1 的 %n 次執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 of the last session does not read back from the run history (%2); the History tab can delete it.</source>
        <translation>上次工作階段的執行 %1 無法從執行歷史讀回（%2）；可在「歷史」分頁中刪除。</translation>
    </message>
    <message>
        <source>Not opened as a kernel: %1</source>
        <translation>未以核心開啟：%1</translation>
    </message>
    <message>
        <source>The run&apos;s kernel is open in Run setup as %1.</source>
        <translation>此執行的核心已在執行設定中以 %1 開啟。</translation>
    </message>
    <message numerus="yes">
        <source>%n of the skipped run(s) were measured again with other samples: the stored copy is kept.</source>
        <translation>
            <numerusform>略過的執行中有 %n 次以其他樣本重新量測過：保留已儲存的副本。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::HistoryModel</name>
    <message>
        <source>verified</source>
        <translation>已驗證</translation>
    </message>
    <message>
        <source>verification failed</source>
        <translation>驗證失敗</translation>
    </message>
    <message>
        <source>runtime error</source>
        <translation>執行期錯誤</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已略過</translation>
    </message>
    <message>
        <source>ndrange-bench</source>
        <translation>ndrange-bench</translation>
    </message>
    <message>
        <source>studio</source>
        <translation>Studio</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已匯入</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>參數：%1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>編號</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>區域</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Kernel (ms)</source>
        <translation>核心 (ms)</translation>
    </message>
    <message>
        <source>Imported from</source>
        <translation>匯入自</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>已損毀</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The stored run does not read back (%1); select it and Delete it.</source>
        <translation>無法讀回所儲存的執行（%1）；請選取後刪除。</translation>
    </message>
</context>
<context>
    <name>studio::HistoryPane</name>
    <message>
        <source>Device:</source>
        <translation>裝置：</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>變體：</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>工作負載：</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>起始日期</translation>
    </message>
    <message>
        <source>Search device, variant, parameters, errors, origin…</source>
        <translation>搜尋裝置、變體、參數、錯誤、來源…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>重新整理(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Add to session</source>
        <translation>加入工作階段(&amp;A)</translation>
    </message>
    <message>
        <source>Put the selected runs in Results, Charts and Timeline beside this session&apos;s runs</source>
        <translation>將選取的執行放入結果、圖表與時間軸，與本工作階段的執行並列</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>所有裝置</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>所有變體</translation>
    </message>
    <message>
        <source>All workloads</source>
        <translation>所有工作負載</translation>
    </message>
    <message>
        <source>The selected runs are in this session already.</source>
        <translation>選取的執行已在本工作階段中。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) added to this session: see Results, Charts and Timeline.</source>
        <translation>
            <numerusform>已將 %n 次執行加入本工作階段：請見結果、圖表與時間軸。</numerusform>
        </translation>
    </message>
    <message>
        <source>The run history could not be read: %1</source>
        <translation>無法讀取執行歷史：%1</translation>
    </message>
    <message>
        <source>Reading the run history…</source>
        <translation>正在讀取執行歷史…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n stored run(s) shown.</source>
        <translation>
            <numerusform>顯示 %n 次已儲存執行中的 %1 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to session</source>
        <translation>加入工作階段</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>刪除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the selected runs from the run history (asks first)</source>
        <translation>從執行歷史中刪除選取的執行（會先詢問）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message numerus="yes">
        <source>%n selected run(s) do not read back (damaged) and cannot be added.</source>
        <translation>
            <numerusform>選取的 %n 次執行無法讀回（已損毀），無法加入。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s) from the run history…</source>
        <translation>
            <numerusform>正在從執行歷史讀取 %n 次執行…</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs could not be read: %1</source>
        <translation>無法讀取這些執行：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) do not read back (damaged) and were not added.</source>
        <translation>
            <numerusform>%n 次執行無法讀回（已損毀），未加入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>刪除執行</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the run history? This cannot be undone; runs in this session stay there.</source>
        <translation>
            <numerusform>要從執行歷史中刪除 %n 次執行嗎？此動作無法復原；本工作階段中的執行仍會保留。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n run(s)…</source>
        <translation>
            <numerusform>正在刪除 %n 次執行…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted from the run history.</source>
        <translation>
            <numerusform>已從執行歷史中刪除 %n 次執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs could not be deleted: %1</source>
        <translation>無法刪除這些執行：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n listed run(s) do not read back (damaged): select them and Delete.</source>
        <translation>
            <numerusform>列出的 %n 次執行無法讀回（已損毀）：請選取後刪除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open as &amp;kernel</source>
        <translation>以核心開啟(&amp;K)</translation>
    </message>
    <message>
        <source>Open the source text this user-kernel run ran as an editable kernel in Run setup</source>
        <translation>將此自訂核心執行所用的原始碼，以可編輯的核心在執行設定中開啟</translation>
    </message>
    <message>
        <source>Open as kernel</source>
        <translation>以核心開啟</translation>
    </message>
    <message>
        <source>the history holds no source text for this run (it was made before sources were kept, or its kernel had changed)</source>
        <translation>歷史中沒有此執行的原始碼（它產生於保存原始碼之前，或其核心已經變更）</translation>
    </message>
    <message>
        <source>Not opened as a kernel: %1</source>
        <translation>未以核心開啟：%1</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>比較(&amp;C)…</translation>
    </message>
    <message>
        <source>Open the selected runs in the Compare view as one of its two sets</source>
        <translation>在比較檢視中，將選取的執行作為兩個集合之一開啟</translation>
    </message>
    <message>
        <source>Compare as set A (baseline)</source>
        <translation>作為集合 A（基準）比較</translation>
    </message>
    <message>
        <source>Compare as set B</source>
        <translation>作為集合 B 比較</translation>
    </message>
    <message>
        <source>Select at most %1 runs to compare (or filter the history in the Compare view).</source>
        <translation>最多選取 %1 次執行進行比較（或在比較檢視中篩選歷史）。</translation>
    </message>
</context>
<context>
    <name>studio::InspectFeature</name>
    <message>
        <source>%1, N = %2, local %3 on device %4</source>
        <translation>%1，N = %2，區域 %3，裝置 %4</translation>
    </message>
</context>
<context>
    <name>studio::InspectPane</name>
    <message>
        <source>Compiling and inspecting on the engine&apos;s worker…</source>
        <translation>正在引擎的工作執行緒上編譯並檢視…</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 於 %2</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>N, local size</source>
        <translation>N、區域大小</translation>
    </message>
    <message>
        <source>Global size</source>
        <translation>全域大小</translation>
    </message>
    <message>
        <source>Build options</source>
        <translation>建置選項</translation>
    </message>
    <message>
        <source>GEMM parameters</source>
        <translation>GEMM 參數</translation>
    </message>
    <message>
        <source>Kernel work-group limit</source>
        <translation>核心的工作群組上限</translation>
    </message>
    <message>
        <source>Preferred multiple</source>
        <translation>建議倍數</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>區域記憶體</translation>
    </message>
    <message>
        <source>Private memory</source>
        <translation>私有記憶體</translation>
    </message>
    <message>
        <source>Registers per work-item</source>
        <translation>每個工作項目的暫存器</translation>
    </message>
    <message>
        <source>Spill stores / loads</source>
        <translation>溢出寫入 / 讀取</translation>
    </message>
    <message>
        <source>Stack frame</source>
        <translation>堆疊框</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>屏障</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>佔用率</translation>
    </message>
    <message>
        <source>Instead of occupancy</source>
        <translation>取代佔用率</translation>
    </message>
    <message>
        <source>Compiler messages</source>
        <translation>編譯器訊息</translation>
    </message>
    <message>
        <source>(the compiler wrote nothing)</source>
        <translation>（編譯器沒有輸出）</translation>
    </message>
    <message>
        <source>Not inspected:</source>
        <translation>未檢視：</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>儲存 %1</translation>
    </message>
    <message>
        <source>Inspect the setup&apos;s kernel</source>
        <translation>檢視設定的核心</translation>
    </message>
    <message>
        <source>Compile the kernel of Run setup at its N and local size and show what the compiler made of it</source>
        <translation>以執行設定的 N 與區域大小編譯其核心，並顯示編譯器產生的結果</translation>
    </message>
    <message>
        <source>Build options, the kernel&apos;s limits and memory, registers, spills and occupancy on NVIDIA, the work-group spread on a CPU, and the code: press Inspect.</source>
        <translation>建置選項、核心的上限與記憶體、NVIDIA 上的暫存器、溢出與佔用率、CPU 上工作群組的分布，以及程式碼：請按「檢視」。</translation>
    </message>
    <message>
        <source>PTX</source>
        <translation>PTX</translation>
    </message>
    <message>
        <source>Assembly</source>
        <translation>組合語言</translation>
    </message>
    <message>
        <source>LLVM IR</source>
        <translation>LLVM IR</translation>
    </message>
    <message>
        <source>Build log</source>
        <translation>建置記錄</translation>
    </message>
    <message>
        <source>Find in the code…</source>
        <translation>在程式碼中尋找…</translation>
    </message>
    <message>
        <source>Find next</source>
        <translation>找下一個</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <source>Write the code tab shown to a file</source>
        <translation>將目前顯示的程式碼分頁寫入檔案</translation>
    </message>
    <message>
        <source>No inspection is shown: inspect a kernel or open a saved inspection first.</source>
        <translation>目前沒有顯示檢視結果：請先檢視核心，或開啟已儲存的檢視結果。</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是一般檔案</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, above the %3 an inspection may have</source>
        <translation>%1 大小為 %2 位元組，超過檢視結果的上限 %3</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>Opened from %1</source>
        <translation>開啟自 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Open a saved inspection</source>
        <translation>開啟已儲存的檢視結果</translation>
    </message>
    <message>
        <source>Inspection JSON (*.json);;All files (*)</source>
        <translation>檢視結果 JSON (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save the inspection</source>
        <translation>儲存檢視結果</translation>
    </message>
    <message>
        <source>Inspection JSON (*.json)</source>
        <translation>檢視結果 JSON (*.json)</translation>
    </message>
    <message>
        <source>Open inspection…</source>
        <translation>開啟檢視結果…</translation>
    </message>
    <message>
        <source>Show an inspection saved as JSON, here or by ndrange-bench inspect --json on any machine (an NVIDIA GPU&apos;s PTX and registers, viewed anywhere)</source>
        <translation>顯示以 JSON 儲存的檢視結果，可來自此處或任何機器上的 ndrange-bench inspect --json（NVIDIA GPU 的 PTX 與暫存器，可在任何地方查看）</translation>
    </message>
    <message>
        <source>Save inspection…</source>
        <translation>儲存檢視結果…</translation>
    </message>
    <message>
        <source>Write the inspection shown, with its code, as JSON (the document of ndrange-bench inspect --json)</source>
        <translation>將目前顯示的檢視結果連同其程式碼寫成 JSON（即 ndrange-bench inspect --json 的文件格式）</translation>
    </message>
</context>
<context>
    <name>studio::JobController</name>
    <message>
        <source>Sweep: %1 variant(s) × %2 size(s) × %3 local size(s)</source>
        <translation>掃描：%1 個版本 × %2 種規模 × %3 種區域大小</translation>
    </message>
    <message>
        <source>Measuring peaks of device %1</source>
        <translation>正在量測裝置 %1 的峰值</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; %n finished run(s) kept.</source>
        <translation>
            <numerusform>已取消；保留 %n 次已完成的執行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message numerus="yes">
        <source>Tuning finished: %n candidate(s) in %1.</source>
        <translation>
            <numerusform>調校完成：%n 個候選，耗時 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Peaks measured in %1.</source>
        <translation>峰值量測完成，耗時 %1。</translation>
    </message>
    <message>
        <source>Run finished in %1.</source>
        <translation>執行完成，耗時 %1。</translation>
    </message>
    <message>
        <source>%1 at N = %2 failed: %3</source>
        <translation>%1 在 N = %2 時失敗：%3</translation>
    </message>
    <message>
        <source>not verified against the host reference</source>
        <translation>未與主機端參考結果比對驗證</translation>
    </message>
    <message>
        <source>Peaks of %1: %2 GB/s read, %3 GB/s copy, %4 GFLOP/s FP32, %5 µs launch latency</source>
        <translation>%1 的峰值：讀取 %2 GB/s，複製 %3 GB/s，FP32 %4 GFLOP/s，啟動延遲 %5 µs</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %n lesson(s)</source>
        <translation>
            <numerusform>正在量測 %n 課</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lessons measured: %n run(s) in %1.</source>
        <translation>
            <numerusform>課程已量測：%n 次執行，耗時 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>buffers %1</source>
        <translation>緩衝區 %1</translation>
    </message>
    <message>
        <source>one out-of-order queue</source>
        <translation>一個非循序佇列</translation>
    </message>
    <message>
        <source>two queues</source>
        <translation>兩個佇列</translation>
    </message>
    <message>
        <source>Run %1 at N = %2 with %3 (%4)</source>
        <translation>執行 %1，N = %2，使用 %3（%4）</translation>
    </message>
    <message>
        <source>Run %1 at N = %2, local %3 (%4)</source>
        <translation>執行 %1，N = %2，區域大小 %3（%4）</translation>
    </message>
    <message>
        <source>%1 run(s), %2 of them failed</source>
        <translation>%1 次執行，其中 %2 次失敗</translation>
    </message>
    <message>
        <source>%1 run(s)</source>
        <translation>%1 次執行</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1: %2 kept, %3 skipped.</source>
        <translation>掃描在 %1 後取消：保留 %2，略過 %3 次。</translation>
    </message>
    <message>
        <source>Sweep failed after %1: %2</source>
        <translation>掃描在 %1 後失敗：%2</translation>
    </message>
    <message>
        <source>Sweep finished: %1, %2 skipped, in %3.</source>
        <translation>掃描完成：%1，略過 %2 次，耗時 %3。</translation>
    </message>
</context>
<context>
    <name>studio::KernelEditor</name>
    <message>
        <source>Click to go to line %1</source>
        <translation>按一下以跳到第 %1 行</translation>
    </message>
    <message>
        <source>Edit the source: it is built after a pause in typing (Ctrl+B builds now).</source>
        <translation>編輯原始碼：停止輸入片刻後即會建置（Ctrl+B 立即建置）。</translation>
    </message>
    <message>
        <source>Edited — builds after a pause (Ctrl+B: now).</source>
        <translation>已編輯 — 片刻後建置（Ctrl+B：立即）。</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>建置中…</translation>
    </message>
    <message>
        <source>Built: runs use this source.</source>
        <translation>已建置：執行使用此原始碼。</translation>
    </message>
    <message numerus="yes">
        <source>Build failed (%n problem(s)); runs use the last good build.</source>
        <translation>
            <numerusform>建置失敗（%n 個問題）；執行使用上一次成功的建置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only matrix-multiplication kernels that take (N, A, B, C) over an N×N NDRange can become a kernel of your own</source>
        <translation>只有以 N×N NDRange 接受 (N, A, B, C) 的矩陣乘法核心才能成為自訂核心</translation>
    </message>
    <message>
        <source>An editable copy of this kernel, run as a kernel of your own</source>
        <translation>此核心的可編輯副本，以自訂核心執行</translation>
    </message>
    <message>
        <source>Edit as new kernel</source>
        <translation>以新核心編輯</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建置</translation>
    </message>
    <message>
        <source>Compile the source now (Ctrl+B); runs use the last good build</source>
        <translation>立即編譯原始碼（Ctrl+B）；執行使用上一次成功的建置</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Write the source to its .cl file (Ctrl+S)</source>
        <translation>將原始碼寫入其 .cl 檔案（Ctrl+S）</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存新檔…</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a directory, device, FIFO or socket); a kernel is saved only to a regular file.</source>
        <translation>%1 不是一般檔案（而是目錄、裝置、FIFO 或 socket）；核心只會儲存到一般檔案。</translation>
    </message>
    <message>
        <source>This kernel has no file yet: use Save as.</source>
        <translation>此核心尚無檔案：請使用「另存新檔」。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>Save kernel as</source>
        <translation>核心另存新檔</translation>
    </message>
    <message>
        <source>OpenCL C (*.cl);;All files (*)</source>
        <translation>OpenCL C (*.cl);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>An unsaved edit of %1 could not be restored: %2</source>
        <translation>無法還原 %1 未儲存的編輯：%2</translation>
    </message>
    <message>
        <source>Compare builds…</source>
        <translation>比較建置…</translation>
    </message>
    <message>
        <source>Run this build and the previous one (or a built-in variant) at the setup&apos;s N and local size</source>
        <translation>以設定的 N 與區域大小執行此建置與上一個建置（或內建版本）</translation>
    </message>
    <message>
        <source>All %1 autosave slots are held by other running studios; unsaved edits are not kept.</source>
        <translation>全部 %1 個自動儲存槽位都被其他執行中的 Studio 佔用；未儲存的編輯不會保留。</translation>
    </message>
</context>
<context>
    <name>studio::LessonsModel</name>
    <message>
        <source>not measured</source>
        <translation>未量測</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>Course figure</source>
        <translation>課程數據</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>量測值</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>此裝置</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Latest in the run history (%1, N = %2, %3): %4</source>
        <translation>執行歷史中的最新結果（%1，N = %2，%3）：%4</translation>
    </message>
    <message>
        <source>%1 (no interval)</source>
        <translation>%1（無區間）</translation>
    </message>
    <message>
        <source>inconclusive: about %1 reps of each run would settle it</source>
        <translation>無法判定：每個執行約需 %1 次重複才能確定</translation>
    </message>
    <message>
        <source>inconclusive: too close to the threshold for more reps to settle it</source>
        <translation>無法判定：太接近門檻，增加重複次數也無法確定</translation>
    </message>
    <message>
        <source>Baseline time over candidate time (medians), with the 95 % interval of the ratio from both runs&apos; bootstrap intervals</source>
        <translation>基準時間除以候選時間（中位數），並附上由兩次執行的 bootstrap 區間得出的比值 95 % 信賴區間</translation>
    </message>
    <message>
        <source>No interval: these runs kept no repetitions&apos; times (stored before they were kept, or one repetition), so the ratio alone decides the verdict</source>
        <translation>無區間：這些執行未保留各次重複的時間（儲存於開始保留之前，或只有一次重複），因此僅由比值決定判定結果</translation>
    </message>
</context>
<context>
    <name>studio::LessonsPane</name>
    <message numerus="yes">
        <source>Measuring %n lesson(s) on device %1…</source>
        <translation>
            <numerusform>正在裝置 %1 上量測 %n 課…</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure selected</source>
        <translation>量測所選</translation>
    </message>
    <message>
        <source>Measure all</source>
        <translation>全部量測</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Not measured yet on this device.</source>
        <translation>尚未在此裝置上量測。</translation>
    </message>
    <message>
        <source>The run history could not be read: %1</source>
        <translation>無法讀取執行歷史：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) show their latest measurement in the run history; Measure to measure them again on Run setup&apos;s device.</source>
        <translation>
            <numerusform>%n 課顯示執行歷史中的最新量測；按「量測」可在執行設定的裝置上重新量測。</numerusform>
        </translation>
    </message>
    <message>
        <source>The course&apos;s claims, each with the figure the course measured and on what. &lt;b&gt;Measure&lt;/b&gt; runs the pair of kernels a claim compares on Run setup&apos;s device (verified, like any run; both land in Results) and says whether the claim holds there, and why: the measured ratio with its 95 % interval, and holds, does not hold, or inconclusive (the interval straddles the claim&apos;s threshold) with about how many repetitions of each run would settle it.</source>
        <translation>課程的各項主張，各附上課程量測到的數值及其量測環境。&lt;b&gt;量測&lt;/b&gt;會在執行設定的裝置上執行主張所比較的一對核心（與任何執行一樣會經過驗證；兩者都會列入「結果」），並說明主張在該裝置上是否成立及原因：量測到的比值與其 95 % 信賴區間，以及成立、不成立或無法判定（區間跨越主張的門檻），並附上每個執行約需多少次重複才能確定。</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <source>Looking for OpenCL platforms…</source>
        <translation>正在尋找 OpenCL 平台…</translation>
    </message>
    <message>
        <source>NDRange Studio</source>
        <translation>NDRange Studio</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>Run setup</source>
        <translation>執行設定</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>訊息</translation>
    </message>
    <message>
        <source>&amp;Devices</source>
        <translation>裝置(&amp;D)</translation>
    </message>
    <message>
        <source>Run &amp;setup</source>
        <translation>執行設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>圖表(&amp;C)</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>No OpenCL platform found — install pocl-opencl-icd or a GPU driver.</source>
        <translation>找不到 OpenCL 平台 — 請安裝 pocl-opencl-icd 或 GPU 驅動程式。</translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n OpenCL device(s).</source>
        <translation>
            <numerusform>就緒：%n 個 OpenCL 裝置。</numerusform>
        </translation>
    </message>
    <message>
        <source>No OpenCL device to run on.</source>
        <translation>沒有可執行的 OpenCL 裝置。</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>約剩 %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>時間軸</translation>
    </message>
    <message>
        <source>Work-groups</source>
        <translation>工作群組</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>時間軸(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Work-groups</source>
        <translation>工作群組(&amp;W)</translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>R&amp;oofline</source>
        <translation>Roofline(&amp;O)</translation>
    </message>
    <message>
        <source>Device &amp;peaks</source>
        <translation>裝置峰值(&amp;P)</translation>
    </message>
    <message>
        <source>Tuning</source>
        <translation>調校</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation>課程(&amp;E)</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>歷史(&amp;H)</translation>
    </message>
    <message>
        <source>T&amp;uning</source>
        <translation>調校(&amp;U)</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>檢視</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>檢視(&amp;I)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>比較(&amp;M)</translation>
    </message>
</context>
<context>
    <name>studio::OccupancyCalculator</name>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1（%2）於 %3</translation>
    </message>
    <message>
        <source>Occupancy against work-group size (compute capability %1)</source>
        <translation>佔用率對工作群組大小（運算能力 %1）</translation>
    </message>
    <message>
        <source>Occupancy against registers per work-item (compute capability %1)</source>
        <translation>佔用率對每個工作項目的暫存器（運算能力 %1）</translation>
    </message>
    <message>
        <source>Compute &amp;capability</source>
        <translation>運算能力(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Registers per work-item</source>
        <translation>每個工作項目的暫存器(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Local memory per group</source>
        <translation>每個群組的區域記憶體(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Work-items per group</source>
        <translation>每個群組的工作項目(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Against</source>
        <translation>對照(&amp;A)</translation>
    </message>
    <message>
        <source>work-group size</source>
        <translation>工作群組大小</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>暫存器</translation>
    </message>
    <message>
        <source>Occupancy calculator (NVIDIA&apos;s model): example inputs; an inspection on an NVIDIA GPU, or one opened from its JSON, fills in what the compiler said.</source>
        <translation>佔用率計算器（NVIDIA 的模型）：目前為範例輸入；在 NVIDIA GPU 上的檢視結果，或從其 JSON 開啟的檢視結果，會填入編譯器給出的數值。</translation>
    </message>
    <message>
        <source>Occupancy calculator (NVIDIA&apos;s model), filled from the inspection of %1; edit any input to ask what if.</source>
        <translation>佔用率計算器（NVIDIA 的模型），已依 %1 的檢視結果填入；修改任一輸入即可試算假設情況。</translation>
    </message>
</context>
<context>
    <name>studio::OclgrindPanel</name>
    <message>
        <source>This user kernel has no file to check.</source>
        <translation>此使用者核心沒有可檢查的檔案。</translation>
    </message>
    <message>
        <source>Oclgrind could not be started: %1</source>
        <translation>無法啟動 Oclgrind：%1</translation>
    </message>
    <message>
        <source>ndrange-bench crashed under Oclgrind.</source>
        <translation>ndrange-bench 在 Oclgrind 下當掉了。</translation>
    </message>
    <message>
        <source>The run also failed verification.</source>
        <translation>此次執行也未通過驗證。</translation>
    </message>
    <message>
        <source>ndrange-bench exited with code %1: %2</source>
        <translation>ndrange-bench 結束，代碼 %1：%2</translation>
    </message>
    <message>
        <source>%1 (×%2 work-items)</source>
        <translation>%1（×%2 個工作項目）</translation>
    </message>
    <message>
        <source>Oclgrind is not installed (Debian: apt install oclgrind), so the check is unavailable.</source>
        <translation>未安裝 Oclgrind（Debian：apt install oclgrind），因此無法進行檢查。</translation>
    </message>
    <message>
        <source>ndrange-bench was not found next to the studio, so the check is unavailable.</source>
        <translation>在 Studio 旁找不到 ndrange-bench，因此無法進行檢查。</translation>
    </message>
    <message>
        <source>Runs the selected variant once at a small N under Oclgrind: data races, uninitialised values, out-of-bounds accesses, API misuse.</source>
        <translation>以較小的 N 在 Oclgrind 下執行所選版本一次：檢查資料競爭、未初始化的值、越界存取與 API 誤用。</translation>
    </message>
    <message>
        <source>Checking %1 under Oclgrind…</source>
        <translation>正在以 Oclgrind 檢查 %1…</translation>
    </message>
    <message>
        <source>No issues found (%1).</source>
        <translation>未發現問題（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) found (%1).</source>
        <translation>
            <numerusform>發現 %n 個問題（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>已取消檢查。</translation>
    </message>
    <message>
        <source>Check with Oclgrind</source>
        <translation>以 Oclgrind 檢查</translation>
    </message>
    <message>
        <source>Cancel check</source>
        <translation>取消檢查</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>訊息</translation>
    </message>
</context>
<context>
    <name>studio::PeaksFeature</name>
    <message>
        <source>Measure &amp;peaks</source>
        <translation>量測峰值(&amp;P)</translation>
    </message>
    <message>
        <source>Measure the selected device&apos;s read and copy bandwidth, FP32 throughput and launch latency, like clpeak (Ctrl+P); the charts then draw the peaks</source>
        <translation>量測所選裝置的讀取與複製頻寬、FP32 運算吞吐量與啟動延遲，類似 clpeak（Ctrl+P）；之後圖表會畫出峰值</translation>
    </message>
</context>
<context>
    <name>studio::PeaksModel</name>
    <message>
        <source>%1 % of this device&apos;s best</source>
        <translation>此裝置最佳值的 %1 %</translation>
    </message>
    <message>
        <source>Vector width</source>
        <translation>向量寬度</translation>
    </message>
    <message>
        <source>Read
(GB/s)</source>
        <translation>讀取
（GB/s）</translation>
    </message>
    <message>
        <source>Copy (read+write)
(GB/s)</source>
        <translation>複製（讀取＋寫入）
（GB/s）</translation>
    </message>
    <message>
        <source>FP32 FMA
(GFLOP/s)</source>
        <translation>FP32 FMA
（GFLOP/s）</translation>
    </message>
    <message>
        <source>Global-memory read bandwidth, as clpeak measures it: each work-item adds up %1 strided loads and writes one float; GB/s counts the bytes loaded.</source>
        <translation>全域記憶體讀取頻寬，量測方式與 clpeak 相同：每個工作項目加總 %1 次等間距載入並寫出一個 float；GB/s 以載入的位元組數計算。</translation>
    </message>
    <message>
        <source>A streaming copy, one load and one store per work-item; GB/s counts the bytes read plus the bytes written.</source>
        <translation>串流複製，每個工作項目一次載入與一次儲存；GB/s 以讀取加寫入的位元組數計算。</translation>
    </message>
    <message numerus="yes">
        <source>%1; reached with %n independent FMA chain(s) per work-item, work-groups of %2</source>
        <translation>
            <numerusform>%1；以每個工作項目 %n 條獨立的 FMA 鏈、每個工作群組 %2 個工作項目達到</numerusform>
        </translation>
    </message>
    <message>
        <source>Independent chains of fused multiply-adds, two floating-point operations each: the best number of chains per work-item and work-group size found for each width.</source>
        <translation>獨立的融合乘加（FMA）鏈，每次為兩個浮點運算：各向量寬度所找到的最佳每工作項目鏈數與工作群組大小。</translation>
    </message>
</context>
<context>
    <name>studio::PeaksPanel</name>
    <message>
        <source>Device peaks</source>
        <translation>裝置峰值</translation>
    </message>
    <message>
        <source>Device peaks: %1 (%2)</source>
        <translation>裝置峰值：%1（%2）</translation>
    </message>
    <message>
        <source>No OpenCL device.</source>
        <translation>沒有 OpenCL 裝置。</translation>
    </message>
    <message>
        <source>Not measured on this device yet. Measure peaks runs the micro-benchmarks (a few seconds on a CPU) and caches them.</source>
        <translation>尚未在此裝置上量測。「量測峰值」會執行微基準測試（在 CPU 上約需數秒）並存入快取。</translation>
    </message>
    <message>
        <source>FP32 FMA throughput by vector width</source>
        <translation>各向量寬度的 FP32 FMA 吞吐量</translation>
    </message>
    <message>
        <source>From the cache, measured %1 with this driver. Measure peaks measures again.</source>
        <translation>取自快取，於 %1 以此驅動程式量測。「量測峰值」會重新量測。</translation>
    </message>
    <message>
        <source>Measured now (%1) and cached for this device and driver.</source>
        <translation>剛剛量測（%1），並已為此裝置與驅動程式存入快取。</translation>
    </message>
    <message>
        <source>Read bandwidth by vector width</source>
        <translation>各向量寬度的讀取頻寬</translation>
    </message>
    <message>
        <source>a %1 buffer, %2× the %3 last-level cache the device reports</source>
        <translation>%1 的緩衝區（裝置回報的 %3 末級快取的 %2 倍）</translation>
    </message>
    <message>
        <source>a %1 buffer</source>
        <translation>%1 的緩衝區</translation>
    </message>
    <message>
        <source>&lt;b&gt;Method.&lt;/b&gt; Read bandwidth is measured as clpeak measures it: each work-item adds up %1 loads of float … float16 that lie a work-group size (or the global size) apart and writes one float; GB/s counts the bytes loaded, over %2; the faster stride and the mean of %3 launches count. It is the roofline&apos;s memory roof and the peak line of the GB/s charts. &lt;i&gt;Copy (read+write)&lt;/i&gt; is a streaming copy of the same buffer, counting the bytes read plus the bytes written.</source>
        <translation>&lt;b&gt;方法。&lt;/b&gt;讀取頻寬的量測方式與 clpeak 相同：每個工作項目加總 %1 次 float … float16 載入，相鄰載入相隔一個工作群組大小（或全域大小），並寫出一個 float；GB/s 以載入的位元組數計算，使用 %2；取較快的間距與 %3 次啟動的平均值。它是 Roofline 的記憶體屋頂，也是 GB/s 圖表的峰值線。&lt;i&gt;複製（讀取＋寫入）&lt;/i&gt;是對同一緩衝區的串流複製，以讀取加寫入的位元組數計算。</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n chain(s) per work-item, work-groups of %2</source>
        <translation>
            <numerusform>%1，每個工作項目 %n 條鏈，每個工作群組 %2 個工作項目</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute is fused multiply-adds, two floating-point operations each: the best of a search over vector widths, independent chains per work-item (a CPU core needs several to cover the FMA latency; a GPU covers it with other warps) and work-group sizes, each the best of several launches. The charts draw these numbers as the line a variant cannot cross, and the roofline chart combines them: a kernel with fewer FLOP per byte than the ridge point is limited by bandwidth, one with more by compute.</source>
        <translation>運算能力以融合乘加（FMA）計，每次為兩個浮點運算：在向量寬度、每個工作項目的獨立鏈數（CPU 核心需要數條鏈來掩蓋 FMA 延遲；GPU 則以其他 warp 掩蓋）與工作群組大小上搜尋所得的最佳值，每項取數次啟動中最好的一次。圖表將這些數字畫成版本無法超越的線，Roofline 圖則將兩者結合：每位元組 FLOP 少於脊點的核心受頻寬限制，多於脊點的受運算能力限制。</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Global-memory read bandwidth:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GB/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Copy (read+write):&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%3 GB/s&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;FP32 compute (FMA chains):&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%5 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Kernel launch latency:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%7 µs&lt;/b&gt;&lt;/td&gt;&lt;td&gt;QUEUED → START&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Empty kernel:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%8 µs&lt;/td&gt;&lt;td&gt;START → END&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ridge point:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%9 FLOP/byte&lt;/b&gt;&lt;/td&gt;&lt;td&gt;peak FLOP/s ÷ peak read bandwidth&lt;/td&gt;&lt;/tr&gt;%10&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;全域記憶體讀取頻寬：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GB/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;複製（讀取＋寫入）：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%3 GB/s&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;FP32 運算（FMA 鏈）：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%5 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;核心啟動延遲：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%7 µs&lt;/b&gt;&lt;/td&gt;&lt;td&gt;QUEUED → START&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;空核心：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%8 µs&lt;/td&gt;&lt;td&gt;START → END&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;脊點：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%9 FLOP/位元組&lt;/b&gt;&lt;/td&gt;&lt;td&gt;峰值 FLOP/s ÷ 峰值讀取頻寬&lt;/td&gt;&lt;/tr&gt;%10&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;TF32 tensor cores:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2, no memory traffic: the roof of tf32_tensor (fp32_tensor: a third)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;TF32 張量核心：&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2，無記憶體流量：tf32_tensor 的屋頂（fp32_tensor：三分之一）&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>studio::QtChartAdapter</name>
    <message>
        <source>No verified runs to plot yet.</source>
        <translation>尚無可繪製的已驗證執行。</translation>
    </message>
    <message>
        <source>No verified runs at this size yet.</source>
        <translation>此規模尚無已驗證的執行。</translation>
    </message>
    <message>
        <source>No verified runs with a memory-traffic model to place yet. Run or sweep matmul, reduce or vadd variants; pi reads no global memory, so it has no arithmetic intensity.</source>
        <translation>尚無具記憶體存取模型的已驗證執行可標示。請執行或掃描 matmul、reduce 或 vadd 版本；pi 不讀取全域記憶體，因此沒有運算強度。</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte, catalogue model, log scale)</source>
        <translation>運算強度（FLOP/位元組，目錄模型，對數刻度）</translation>
    </message>
    <message>
        <source>Achieved GFLOP/s (log scale)</source>
        <translation>實際達到的 GFLOP/s（對數刻度）</translation>
    </message>
    <message>
        <source>roof: %1 GFLOP/s,
AI × %2 GB/s</source>
        <translation>屋頂：%1 GFLOP/s，
AI × %2 GB/s</translation>
    </message>
    <message>
        <source>ridge point</source>
        <translation>脊點</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B, %2 GFLOP/s</source>
        <translation>脊點 %1 FLOP/B，%2 GFLOP/s</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n candidate(s) so far verified; nothing to plot.</source>
        <translation>
            <numerusform>目前 %n 個候選皆未通過驗證；沒有可繪製的資料。</numerusform>
        </translation>
    </message>
    <message>
        <source>No tuning candidates yet. Choose a variant and press Start.</source>
        <translation>尚無調校候選。請選擇版本並按下「開始」。</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>tensor roof (TF32, %1): %2 GFLOP/s;
fp32_tensor: a third</source>
        <translation>張量屋頂（TF32，%1）：%2 GFLOP/s；
fp32_tensor：三分之一</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1（對數刻度）</translation>
    </message>
    <message>
        <source>error bars: 95 % interval of the median</source>
        <translation>誤差線：中位數的 95 % 信賴區間</translation>
    </message>
    <message>
        <source>The occupancy model refuses every value of this axis with these inputs.</source>
        <translation>在這些輸入下，佔用率模型不接受此軸上的任何值。</translation>
    </message>
    <message>
        <source>occupancy (%)</source>
        <translation>佔用率（%）</translation>
    </message>
    <message>
        <source>this kernel (%1 %)</source>
        <translation>此核心（%1 %）</translation>
    </message>
</context>
<context>
    <name>studio::RatioChart</name>
    <message>
        <source>B/A speed per run</source>
        <translation>每個執行的 B/A 速度</translation>
    </message>
    <message>
        <source>Pick two sets and press Compare: each matched run&apos;s B/A speed appears here with its 95 % interval.</source>
        <translation>選擇兩個集合並按下「比較」：每個對應執行的 B/A 速度會連同其 95 % 區間顯示於此。</translation>
    </message>
    <message>
        <source>B failed</source>
        <translation>B 失敗</translation>
    </message>
    <message>
        <source>B speed / A speed (right of 1: B is faster); bars: 95 % interval; shaded: within ±%1 %</source>
        <translation>B 速度 / A 速度（1 的右側：B 較快）；誤差線：95 % 區間；陰影：±%1 % 以內</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>較快</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>較慢</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>無法判定</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>無樣本</translation>
    </message>
</context>
<context>
    <name>studio::ResultsFeature</name>
    <message>
        <source>Skipped %1 at N = %2, local %3: %4</source>
        <translation>已略過 %1（N = %2，區域大小 %3）：%4</translation>
    </message>
    <message numerus="yes">
        <source>%n more invalid combination(s) skipped; the heat map marks them all.</source>
        <translation>
            <numerusform>另有 %n 個無效組合已略過；熱度圖上會全部標示。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::ResultsModel</name>
    <message>
        <source>Performance from the median kernel time (2·N³ floating-point operations)</source>
        <translation>由核心時間中位數算出的效能（2·N³ 次浮點運算）</translation>
    </message>
    <message>
        <source>Kernel variant from the catalogue</source>
        <translation>目錄中的核心版本</translation>
    </message>
    <message>
        <source>Whether the device result matched the host reference</source>
        <translation>裝置結果是否與主機端參考結果相符</translation>
    </message>
    <message>
        <source>Why the run failed, empty when it succeeded</source>
        <translation>執行失敗的原因；成功時為空白</translation>
    </message>
    <message>
        <source>Time in milliseconds</source>
        <translation>時間（毫秒）</translation>
    </message>
    <message>
        <source>Time in microseconds</source>
        <translation>時間（微秒）</translation>
    </message>
    <message>
        <source>Cancelled before it finished</source>
        <translation>在完成前已取消</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>Not verified against the host reference</source>
        <translation>未與主機端參考結果比對驗證</translation>
    </message>
    <message>
        <source>Problem size N: N×N matrices, or N elements for the vector workloads</source>
        <translation>問題規模 N：N×N 矩陣，向量類工作負載則為 N 個元素</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3: %4 %5 (max rel. error %6)</source>
        <translation>%1，N = %2，區域大小 %3：%4 %5（最大相對誤差 %6）</translation>
    </message>
    <message>
        <source>No peaks measured for %1</source>
        <translation>尚未量測 %1 的峰值</translation>
    </message>
    <message>
        <source>%1 % of the peak measured on %2</source>
        <translation>在 %2 上量測之峰值的 %1 %</translation>
    </message>
    <message>
        <source>Percent of the device&apos;s measured peak: GB/s against read bandwidth for reduce and vadd, GFLOP/s against FP32 FMA throughput for matmul and pi (not part of the CSV export)</source>
        <translation>佔裝置實測峰值的百分比：reduce 與 vadd 以 GB/s 對照讀取頻寬，matmul 與 pi 以 GFLOP/s 對照 FP32 FMA 吞吐量（不包含在 CSV 匯出中）</translation>
    </message>
    <message>
        <source>Effective global-memory bandwidth of the variant&apos;s traffic model; empty where the variant has none (clblast, pi, your own kernels)</source>
        <translation>依版本的記憶體流量模型計算的全域記憶體有效頻寬；版本沒有模型時留空（clblast、pi、您自己的核心）</translation>
    </message>
    <message>
        <source>GEMM parameters compiled into the tunable variants (MWG, NWG, KWG, MDIMC, NDIMC, VW)</source>
        <translation>編譯進可調校版本的 GEMM 參數（MWG、NWG、KWG、MDIMC、NDIMC、VW）</translation>
    </message>
    <message>
        <source>Where the parameters came from: explicit, tuned (your tuning cache), database-device, database-vendor, database-type (the shipped database) or default</source>
        <translation>參數的來源：explicit、tuned（您的調校快取）、database-device、database-vendor、database-type（隨附的參數資料庫）或 default</translation>
    </message>
    <message>
        <source>Every timed repetition&apos;s kernel time in ms, in the order they ran (the cell shows how many and their range; the CSV keeps them all); empty for runs stored before they were kept</source>
        <translation>每次計時重複的核心時間（ms），依執行順序排列（儲存格顯示次數與範圍；CSV 保留全部）；在開始保留之前儲存的執行為空</translation>
    </message>
    <message>
        <source>%1 end of the 95 % bootstrap interval of the median (%2); empty with fewer than two repetitions</source>
        <translation>中位數 95 % bootstrap 信賴區間的%1端（%2）；少於兩次重複時為空</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>下</translation>
    </message>
    <message>
        <source>High</source>
        <translation>上</translation>
    </message>
    <message numerus="yes">
        <source>%n × %1 … %2</source>
        <translation>
            <numerusform>%n × %1 … %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s), in ms: %1</source>
        <translation>
            <numerusform>%n 次重複，單位 ms：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (all in the CSV export)</source>
        <translation>
            <numerusform>以及另外 %n 筆（全部在 CSV 匯出中）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1× the sequential CPU loop</source>
        <translation>為循序 CPU 迴圈的 %1 倍</translation>
    </message>
    <message>
        <source>%1 [95 % interval %2, %3]</source>
        <translation>%1 [95 % 信賴區間 %2, %3]</translation>
    </message>
</context>
<context>
    <name>studio::ResultsPane</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次執行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed (red; hover for the error)</source>
        <translation>
            <numerusform>%n 次失敗（紅色；滑鼠移上去可看錯誤）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected — the charts show the selection</source>
        <translation>
            <numerusform>已選取 %n 列 — 圖表只顯示選取的執行</numerusform>
        </translation>
    </message>
    <message>
        <source>select rows to chart only those</source>
        <translation>選取列即可只繪製這些執行</translation>
    </message>
    <message>
        <source>C&amp;lear results</source>
        <translation>清除結果(&amp;L)</translation>
    </message>
    <message>
        <source>Remove every run from this session&apos;s table</source>
        <translation>從本工作階段的表格中移除所有執行</translation>
    </message>
    <message>
        <source>Chart &amp;all runs</source>
        <translation>繪製全部執行(&amp;A)</translation>
    </message>
    <message>
        <source>Clear the selection so the charts show every run</source>
        <translation>清除選取，讓圖表顯示所有執行</translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled or skipped (grey)</source>
        <translation>
            <numerusform>%n 次已取消或略過（灰色）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::SetupFeature</name>
    <message>
        <source>Device %1 does not exist; using the default device.</source>
        <translation>裝置 %1 不存在；改用預設裝置。</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>無法執行：%1</translation>
    </message>
    <message>
        <source>Cancelling after the current repetition…</source>
        <translation>將在目前這次重複結束後取消…</translation>
    </message>
    <message>
        <source>&amp;Open kernel file…</source>
        <translation>開啟核心檔案(&amp;O)…</translation>
    </message>
    <message>
        <source>Load a matmul kernel of your own from a .cl file and select it</source>
        <translation>從 .cl 檔案載入您自己的矩陣乘法核心並選取它</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>Run the current setup on the worker thread (Ctrl+R)</source>
        <translation>在背景工作執行緒上執行目前設定（Ctrl+R）</translation>
    </message>
    <message>
        <source>&amp;Sweep…</source>
        <translation>掃描(&amp;S)…</translation>
    </message>
    <message>
        <source>Run variants × sizes × local sizes</source>
        <translation>執行 版本 × 規模 × 區域大小 的所有組合</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Stop after the current repetition; finished runs are kept (Esc)</source>
        <translation>在目前這次重複結束後停止；已完成的執行會保留（Esc）</translation>
    </message>
    <message>
        <source>The last session&apos;s variant %1 was a kernel file whose path was not saved; %2 is selected.</source>
        <translation>上次工作階段的版本 %1 是一個未儲存路徑的核心檔案；已選取 %2。</translation>
    </message>
    <message>
        <source>The kernel file %1 of the last session&apos;s variant %2 is not there any more; %3 is selected.</source>
        <translation>上次工作階段的版本 %2 所用的核心檔案 %1 已不存在；已選取 %3。</translation>
    </message>
    <message>
        <source>The kernel file %1 of the last session&apos;s variant %2 did not load (%3); %4 is selected.</source>
        <translation>上次工作階段的版本 %2 所用的核心檔案 %1 無法載入（%3）；已選取 %4。</translation>
    </message>
    <message>
        <source>Sweep not started: %1</source>
        <translation>未開始掃描：%1</translation>
    </message>
    <message>
        <source>the engine is not ready</source>
        <translation>引擎尚未就緒</translation>
    </message>
    <message>
        <source>N = %1, local size %2</source>
        <translation>N = %1，區域大小 %2</translation>
    </message>
    <message>
        <source>automatic (each kernel&apos;s default)</source>
        <translation>自動（各核心的預設值）</translation>
    </message>
</context>
<context>
    <name>studio::SetupPane</name>
    <message>
        <source>Course source</source>
        <translation>課程出處</translation>
    </message>
    <message>
        <source>NDRange</source>
        <translation>NDRange</translation>
    </message>
    <message>
        <source>Local size</source>
        <translation>區域大小</translation>
    </message>
    <message>
        <source>Compile-time parameters</source>
        <translation>編譯期參數</translation>
    </message>
    <message>
        <source>Default local size</source>
        <translation>預設區域大小</translation>
    </message>
    <message>
        <source>Largest N</source>
        <translation>最大 N</translation>
    </message>
    <message>
        <source>Kernel source — %1</source>
        <translation>核心原始碼 — %1</translation>
    </message>
    <message>
        <source>Checking against the device…</source>
        <translation>正在依裝置檢查…</translation>
    </message>
    <message>
        <source>Valid: global %1, local %2</source>
        <translation>有效：全域 %1，區域 %2</translation>
    </message>
    <message>
        <source>No OpenCL device available.</source>
        <translation>沒有可用的 OpenCL 裝置。</translation>
    </message>
    <message>
        <source>Build options: %1</source>
        <translation>建置選項：%1</translation>
    </message>
    <message>
        <source>Build options: shown once the setup is valid</source>
        <translation>建置選項：設定有效後才會顯示</translation>
    </message>
    <message>
        <source>Run setup</source>
        <translation>執行設定</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>課程說明</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>版本(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>裝置(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Local size:</source>
        <translation>區域大小(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Buffers:</source>
        <translation>緩衝區(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Warm-up runs:</source>
        <translation>暖機次數(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>重複次數(&amp;R)：</translation>
    </message>
    <message>
        <source>auto, or X, or X×Y (e.g. 16x16)</source>
        <translation>auto、X 或 X×Y（例如 16x16）</translation>
    </message>
    <message>
        <source>Work-group size. Empty lets the variant choose a size valid for the device.</source>
        <translation>工作群組大小。留白則由此版本自動選擇裝置可用的大小。</translation>
    </message>
    <message>
        <source>copy — CL_MEM_COPY_HOST_PTR</source>
        <translation>copy — CL_MEM_COPY_HOST_PTR</translation>
    </message>
    <message>
        <source>use — CL_MEM_USE_HOST_PTR (zero-copy)</source>
        <translation>use — CL_MEM_USE_HOST_PTR（零複製）</translation>
    </message>
    <message>
        <source>alloc — CL_MEM_ALLOC_HOST_PTR + write</source>
        <translation>alloc — CL_MEM_ALLOC_HOST_PTR＋寫入</translation>
    </message>
    <message>
        <source>Untimed launches first, so one-off costs (compilation, page faults) stay out of the numbers.</source>
        <translation>先進行不計時的啟動，讓一次性成本（編譯、分頁錯誤）不計入數據。</translation>
    </message>
    <message>
        <source>Kernel source</source>
        <translation>核心原始碼</translation>
    </message>
    <message>
        <source>Problem size &amp;N:</source>
        <translation>問題規模 N(&amp;N)：</translation>
    </message>
    <message>
        <source>Matrix multiplication: N×N single-precision matrices. Reduction, vector addition: N elements. Pi: N integration steps.</source>
        <translation>矩陣乘法：N×N 單精度矩陣。歸約、向量加法：N 個元素。Pi：N 個積分步數。</translation>
    </message>
    <message>
        <source>Timed launches; the median kernel time gives GFLOP/s (or GB/s for bandwidth-bound workloads).</source>
        <translation>計時的啟動次數；以核心時間中位數計算 GFLOP/s（受頻寬限制的工作負載則為 GB/s）。</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>最近一次結果</translation>
    </message>
    <message>
        <source>No run yet. Press Run to measure this setup.</source>
        <translation>尚未執行。按下「執行」即可量測此設定。</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>區域大小 %1</translation>
    </message>
    <message>
        <source>median kernel %1 ms over %2 repetition(s)</source>
        <translation>%2 次重複的核心時間中位數為 %1 ms</translation>
    </message>
    <message>
        <source>verified (max relative error %1)</source>
        <translation>已驗證（最大相對誤差 %1）</translation>
    </message>
    <message>
        <source>not verified against the host reference</source>
        <translation>未與主機端參考結果比對驗證</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>Open kernel file…</source>
        <translation>開啟核心檔案…</translation>
    </message>
    <message>
        <source>Run your own matrix-multiplication kernel: __kernel void NAME(const int N, __global const float* A, __global const float* B, __global float* C)</source>
        <translation>執行您自己的矩陣乘法核心：__kernel void NAME(const int N, __global const float* A, __global const float* B, __global float* C)</translation>
    </message>
    <message>
        <source>Open kernel file</source>
        <translation>開啟核心檔案</translation>
    </message>
    <message>
        <source>OpenCL C (*.cl);;All files (*)</source>
        <translation>OpenCL C (*.cl);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation>進入點</translation>
    </message>
    <message>
        <source>Kernel function in %1 (empty: the file&apos;s only kernel):</source>
        <translation>%1 中的核心函式（留白：檔案中唯一的核心）：</translation>
    </message>
    <message>
        <source>Check with Oclgrind</source>
        <translation>以 Oclgrind 檢查</translation>
    </message>
    <message>
        <source>Run this kernel once at a small N under Oclgrind, which names out-of-bounds accesses and data races by line</source>
        <translation>以小的 N 在 Oclgrind 下執行此核心一次，Oclgrind 會依行號指出越界存取與資料競爭</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>參數：%1</translation>
    </message>
    <message numerus="yes">
        <source>The kernel does not build: %n error(s), listed under the source.</source>
        <translation>
            <numerusform>核心無法建置：%n 個錯誤，列於原始碼下方。</numerusform>
        </translation>
    </message>
    <message>
        <source>The repetition budget %1 is below the %2 repetitions: the budget counts every timed repetition.</source>
        <translation>重複次數預算 %1 小於 %2 次重複：預算會計入每一次計時重複。</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2 ms (±%3 %)</source>
        <translation>95 % 信賴區間 %1 至 %2 ms（±%3 %）</translation>
    </message>
    <message>
        <source>&amp;Target interval:</source>
        <translation>目標區間(&amp;T)：</translation>
    </message>
    <message>
        <source>B&amp;udget:</source>
        <translation>預算(&amp;U)：</translation>
    </message>
    <message>
        <source>off, or e.g. 2%</source>
        <translation>關閉，或例如 2%</translation>
    </message>
    <message>
        <source>Repeat after the repetitions above until the median kernel time&apos;s 95 % interval is within ± this percentage (0.1 % to 50 %), or until the budget runs out. Empty: exactly the repetitions above.</source>
        <translation>在上方的重複次數之後繼續重複，直到核心時間中位數的 95 % 信賴區間落在 ± 此百分比內（0.1 % 至 50 %），或預算用完為止。留空：剛好執行上方的重複次數。</translation>
    </message>
    <message>
        <source>repetitions or</source>
        <translation>次重複或</translation>
    </message>
    <message>
        <source>The most timed repetitions a run with a target may take, the first ones included.</source>
        <translation>設定目標的執行最多可進行的計時重複次數，包含最初的幾次。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>The most seconds of repetitions a run with a target may take.</source>
        <translation>設定目標的執行最多可花在重複上的秒數。</translation>
    </message>
</context>
<context>
    <name>studio::ShellMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主要工具列</translation>
    </message>
    <message>
        <source>Export current chart as &amp;PNG…</source>
        <translation>將目前圖表匯出為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export current chart as &amp;SVG…</source>
        <translation>將目前圖表匯出為 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系統預設</translation>
    </message>
    <message>
        <source>&amp;About NDRange Studio</source>
        <translation>關於 NDRange Studio(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>No translation for %1; staying in English.</source>
        <translation>沒有 %1 的翻譯；維持英文介面。</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>找不到任何平台</translation>
    </message>
    <message>
        <source>About NDRange Studio</source>
        <translation>關於 NDRange Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NDRange Studio %1&lt;/h3&gt;&lt;p&gt;Learn and tune OpenCL kernels: the course&apos;s kernel ladders, run, verified and compared on your devices.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;/p&gt;&lt;p&gt;OpenCL platforms:&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;NDRange Studio %1&lt;/h3&gt;&lt;p&gt;學習與調校 OpenCL 核心：課程中循序漸進的各種核心，在您的裝置上執行、驗證並比較。&lt;/p&gt;&lt;p&gt;Qt %2（以 %3 建置）&lt;/p&gt;&lt;p&gt;OpenCL 平台：&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>studio::StageSummaryModel</name>
    <message>
        <source>warm-up</source>
        <translation>暖機</translation>
    </message>
    <message>
        <source>write</source>
        <translation>寫入</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>read</source>
        <translation>讀取</translation>
    </message>
    <message>
        <source>map</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>Queue wait mean (µs)</source>
        <translation>佇列等待平均（µs）</translation>
    </message>
    <message>
        <source>Queue wait max (µs)</source>
        <translation>佇列等待最大（µs）</translation>
    </message>
    <message>
        <source>Launch latency mean (µs)</source>
        <translation>啟動延遲平均（µs）</translation>
    </message>
    <message>
        <source>Launch latency max (µs)</source>
        <translation>啟動延遲最大（µs）</translation>
    </message>
    <message>
        <source>Execution mean (µs)</source>
        <translation>執行平均（µs）</translation>
    </message>
    <message>
        <source>Execution max (µs)</source>
        <translation>執行最大（µs）</translation>
    </message>
    <message>
        <source>CL_PROFILING_COMMAND_QUEUED → SUBMIT: waiting in the host-side queue</source>
        <translation>CL_PROFILING_COMMAND_QUEUED → SUBMIT：在主機端佇列中等待</translation>
    </message>
    <message>
        <source>SUBMIT → START: handed to the device, not yet running</source>
        <translation>SUBMIT → START：已交給裝置，尚未開始執行</translation>
    </message>
    <message>
        <source>START → END: the command itself</source>
        <translation>START → END：命令本身</translation>
    </message>
</context>
<context>
    <name>studio::SweepDialog</name>
    <message>
        <source>Sweep</source>
        <translation>掃描</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全選(&amp;A)</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>全不選(&amp;N)</translation>
    </message>
    <message>
        <source>empty: each variant&apos;s automatic local size</source>
        <translation>留白：各版本自動選擇區域大小</translation>
    </message>
    <message>
        <source>Work-group sizes such as 8x8, 16x16 or 64; invalid combinations are skipped and marked in the heat map</source>
        <translation>工作群組大小，例如 8x8、16x16 或 64；無效的組合會被略過，並在熱度圖上標示</translation>
    </message>
    <message>
        <source>&amp;Local sizes:</source>
        <translation>區域大小(&amp;L)：</translation>
    </message>
    <message>
        <source>Start sweep</source>
        <translation>開始掃描</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>Tick at least one variant.</source>
        <translation>請至少勾選一個版本。</translation>
    </message>
    <message>
        <source>%1 variant(s) × %2 size(s) with each variant&apos;s automatic local size = %3 run(s).</source>
        <translation>%1 個版本 × %2 種規模，各版本自動選擇區域大小 = %3 次執行。</translation>
    </message>
    <message>
        <source>%1 variant(s) × %2 size(s) × %3 local size(s) = %4 run(s); invalid combinations are skipped.</source>
        <translation>%1 個版本 × %2 種規模 × %3 種區域大小 = %4 次執行；無效的組合會被略過。</translation>
    </message>
    <message>
        <source>Problem sizes N, separated by commas</source>
        <translation>問題規模 N，以逗號分隔</translation>
    </message>
    <message>
        <source>Problem sizes &amp;N:</source>
        <translation>問題規模 N(&amp;N)：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size (a positive whole number).</source>
        <translation>「%1」不是有效的規模（需為正整數）。</translation>
    </message>
    <message>
        <source>Enter at least one size.</source>
        <translation>請至少輸入一種規模。</translation>
    </message>
    <message>
        <source>Tick variants of one workload: N is the matrix order for matmul and the element count for reduce, vadd and pi, so one size list cannot serve both.</source>
        <translation>請只勾選同一工作負載的版本：N 在矩陣乘法中是矩陣階數，在 reduce、vadd 和 pi 中是元素數量，因此同一份尺寸清單無法同時適用。</translation>
    </message>
</context>
<context>
    <name>studio::TimelinePane</name>
    <message>
        <source>No run with event timestamps to show. Imported CSV rows carry no events.</source>
        <translation>沒有可顯示的含事件時間戳記的執行。匯入的 CSV 資料列不含事件。</translation>
    </message>
    <message>
        <source>%1: %2 commands. Hover a bar for its timestamps.</source>
        <translation>%1：%2 個命令。將滑鼠移到長條上可看時間戳記。</translation>
    </message>
    <message numerus="yes">
        <source>%n runs stacked on one time axis (each starts at its first clEnqueue call).</source>
        <translation>
            <numerusform>%n 次執行疊放在同一時間軸上（各自從第一個 clEnqueue 呼叫開始）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Buffer-mode comparison needs an OpenCL device.</source>
        <translation>緩衝區模式比較需要 OpenCL 裝置。</translation>
    </message>
    <message>
        <source>Running %1 N=%2 with copy, use and alloc buffers…</source>
        <translation>正在以 copy、use 與 alloc 緩衝區執行 %1 N=%2…</translation>
    </message>
    <message>
        <source>Buffer-mode comparison stopped: %1</source>
        <translation>緩衝區模式比較已停止：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失敗：%2</translation>
    </message>
    <message>
        <source>%1 kernel %2 ms, write %3 ms, read %4 ms</source>
        <translation>%1 核心 %2 ms，寫入 %3 ms，讀取 %4 ms</translation>
    </message>
    <message>
        <source> (kernel %1%2 ms, %3% vs copy)</source>
        <translation>（核心 %1%2 ms，相對 copy %3%）</translation>
    </message>
    <message>
        <source>Buffer modes, median kernel time: </source>
        <translation>緩衝區模式，核心時間中位數：</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 影像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>匯出時間軸</translation>
    </message>
    <message>
        <source>Timeline written to %1</source>
        <translation>時間軸已寫入 %1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>符合視窗</translation>
    </message>
    <message>
        <source>Show the whole run (or double-click the timeline)</source>
        <translation>顯示整個執行（或在時間軸上按兩下）</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source> Unit: </source>
        <translation> 單位：</translation>
    </message>
    <message>
        <source> Queues: </source>
        <translation> 佇列：</translation>
    </message>
    <message>
        <source>one in-order queue</source>
        <translation>一個循序佇列</translation>
    </message>
    <message>
        <source>one out-of-order queue</source>
        <translation>一個非循序佇列</translation>
    </message>
    <message>
        <source>two queues (transfers, kernels)</source>
        <translation>兩個佇列（傳輸、核心）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Run the Run setup&apos;s request with this queue mode</source>
        <translation>以此佇列模式執行「執行設定」中的設定</translation>
    </message>
    <message>
        <source>Compare buffer modes</source>
        <translation>比較緩衝區模式</translation>
    </message>
    <message>
        <source>Run the Run setup&apos;s request with copy, use and alloc buffers and stack the three timelines on one time axis</source>
        <translation>以 copy、use 與 alloc 緩衝區執行「執行設定」中的設定，並將三條時間軸疊放在同一時間軸上</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>匯出 PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>匯出 SVG…</translation>
    </message>
</context>
<context>
    <name>studio::TimelineWidget</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Shift+drag to select a range; wheel zooms, drag pans, double-click fits.</source>
        <translation>Shift+拖曳可選取範圍；滾輪縮放，拖曳平移，按兩下符合視窗。</translation>
    </message>
    <message>
        <source>Range %1: %2 command(s); Σ queue wait %3, Σ launch latency %4, Σ execution %5</source>
        <translation>範圍 %1：%2 個命令；Σ 佇列等待 %3，Σ 啟動延遲 %4，Σ 執行 %5</translation>
    </message>
    <message>
        <source>No run with event timestamps yet.
Run a variant, or select a run in Results.</source>
        <translation>尚無含事件時間戳記的執行。
請執行一個版本，或在「結果」中選取一次執行。</translation>
    </message>
    <message>
        <source>%1 — kernel median %2 ms, clock mapping ± %3</source>
        <translation>%1 — 核心中位數 %2 ms，時鐘對應誤差 ± %3</translation>
    </message>
    <message>
        <source>time (ns)</source>
        <translation>時間（ns）</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>時間（µs）</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>時間（ms）</translation>
    </message>
    <message>
        <source>host: clEnqueue* call (top), wait (bottom)</source>
        <translation>主機：clEnqueue* 呼叫（上），等待（下）</translation>
    </message>
    <message>
        <source>&lt;b&gt;clEnqueue* of %1&lt;/b&gt;&lt;br&gt;host call %2 (steady clock %3 → %4 ns)</source>
        <translation>&lt;b&gt;%1 的 clEnqueue*&lt;/b&gt;&lt;br&gt;主機呼叫 %2（steady clock %3 → %4 ns）</translation>
    </message>
    <message>
        <source>&lt;b&gt;host wait&lt;/b&gt; (clWaitForEvents) from %1&lt;br&gt;%2 (steady clock %3 → %4 ns)</source>
        <translation>&lt;b&gt;主機等待&lt;/b&gt;（clWaitForEvents）自 %1 起&lt;br&gt;%2（steady clock %3 → %4 ns）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 on %3%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2，於 %3%4</translation>
    </message>
    <message>
        <source>, %1 bytes</source>
        <translation>，%1 位元組</translation>
    </message>
    <message>
        <source>&lt;br&gt;QUEUED %1 ns&lt;br&gt;SUBMIT %2 ns&lt;br&gt;START %3 ns&lt;br&gt;END %4 ns (device clock)</source>
        <translation>&lt;br&gt;QUEUED %1 ns&lt;br&gt;SUBMIT %2 ns&lt;br&gt;START %3 ns&lt;br&gt;END %4 ns（裝置時鐘）</translation>
    </message>
    <message>
        <source>&lt;br&gt;queue wait %1&lt;br&gt;launch latency %2&lt;br&gt;execution %3</source>
        <translation>&lt;br&gt;佇列等待 %1&lt;br&gt;啟動延遲 %2&lt;br&gt;執行 %3</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>NDRange Studio timeline</source>
        <translation>NDRange Studio 時間軸</translation>
    </message>
</context>
<context>
    <name>studio::TuningCandidatesModel</name>
    <message>
        <source>seed</source>
        <translation>種子集</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>verified, best</source>
        <translation>已驗證，最佳</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已驗證</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>階段</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Median ms</source>
        <translation>中位數 ms</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
</context>
<context>
    <name>studio::TuningFeature</name>
    <message>
        <source>No OpenCL device to tune on.</source>
        <translation>沒有可調校的 OpenCL 裝置。</translation>
    </message>
</context>
<context>
    <name>studio::TuningPane</name>
    <message>
        <source>No OpenCL device to tune on.</source>
        <translation>沒有可調校的 OpenCL 裝置。</translation>
    </message>
    <message>
        <source>Tuning %1 at N = %2 …</source>
        <translation>正在調校 %1，N = %2 …</translation>
    </message>
    <message>
        <source>Tuning %1 at N = %2, budget %3, seed %4</source>
        <translation>調校 %1，N = %2，預算 %3，亂數種子 %4</translation>
    </message>
    <message>
        <source>Tuning failed: %1</source>
        <translation>調校失敗：%1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; %n finished candidate(s) kept. Nothing was stored.</source>
        <translation>
            <numerusform>已取消；保留 %n 個已完成的候選。未儲存任何結果。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n candidate(s) in %1; the best is stored and used by later runs.</source>
        <translation>
            <numerusform>完成：%n 個候選，耗時 %1；最佳者已儲存，之後的執行會使用它。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n candidate(s), none verified; nothing stored.</source>
        <translation>
            <numerusform>完成：%n 個候選，皆未通過驗證；未儲存任何結果。</numerusform>
        </translation>
    </message>
    <message>
        <source>GFLOP/s by %1, %2 at N = %3</source>
        <translation>依 %1 的 GFLOP/s，%2，N = %3</translation>
    </message>
    <message>
        <source>Parameter space: choose a device.</source>
        <translation>參數空間：請選擇裝置。</translation>
    </message>
    <message>
        <source>Parameter space: %1 combinations, %2 valid on this device</source>
        <translation>參數空間：%1 種組合，其中 %2 種在此裝置上有效</translation>
    </message>
    <message>
        <source>, %1 with tiles ≤ %2</source>
        <translation>，%1 種分塊 ≤ %2</translation>
    </message>
    <message numerus="yes">
        <source>. The search tries the seed set, then %n random sample(s).</source>
        <translation>
            <numerusform>。搜尋會先嘗試種子集，再嘗試 %n 個隨機樣本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Best so far: #%1, %2 GFLOP/s (%3 ms) with %4</source>
        <translation>目前最佳：#%1，%2 GFLOP/s（%3 ms），使用 %4</translation>
    </message>
    <message>
        <source>Best so far: none verified yet.</source>
        <translation>目前最佳：尚無通過驗證者。</translation>
    </message>
    <message>
        <source>Best so far: —</source>
        <translation>目前最佳：—</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) failed (red rows, not plotted).</source>
        <translation>
            <numerusform>%n 個候選失敗（紅色列，未繪製）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No device.</source>
        <translation>沒有裝置。</translation>
    </message>
    <message>
        <source>Nothing cached for %1 on this device: runs use the variant&apos;s defaults.</source>
        <translation>此裝置上沒有 %1 的快取：執行時使用此版本的預設值。</translation>
    </message>
    <message>
        <source>Cached for %1 on this device: %2
%3 GFLOP/s at N = %4, tuned %5.
Runs of %1 use these unless given parameters.</source>
        <translation>此裝置上 %1 的快取：%2
N = %4 時 %3 GFLOP/s，調校於 %5。
%1 的執行若未指定參數，就會使用這些值。</translation>
    </message>
    <message>
        <source>Tuning cache cleared; runs use the variants&apos; defaults again.</source>
        <translation>已清除調校快取；執行時再度使用各版本的預設值。</translation>
    </message>
    <message>
        <source>The tuning cache was already empty.</source>
        <translation>調校快取原本就是空的。</translation>
    </message>
    <message>
        <source>Run with these parameters</source>
        <translation>以這些參數執行</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜尋</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>裝置：</translation>
    </message>
    <message>
        <source>N (matrix order):</source>
        <translation>N（矩陣階數）：</translation>
    </message>
    <message>
        <source>Random budget:</source>
        <translation>隨機預算：</translation>
    </message>
    <message>
        <source>Random candidates tried after the seed set (0: the seed set only)</source>
        <translation>在種子集之後嘗試的隨機候選數（0：只用種子集）</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>亂數種子：</translation>
    </message>
    <message>
        <source>Largest tile:</source>
        <translation>最大分塊：</translation>
    </message>
    <message>
        <source>whole grid</source>
        <translation>整個網格</translation>
    </message>
    <message>
        <source>MWG, NWG ≤ %1</source>
        <translation>MWG、NWG ≤ %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Tuning cache</source>
        <translation>調校快取</translation>
    </message>
    <message>
        <source>Clear cache</source>
        <translation>清除快取</translation>
    </message>
    <message>
        <source>Removes the tuning cache file (every device and variant)</source>
        <translation>移除調校快取檔案（所有裝置與版本）</translation>
    </message>
    <message>
        <source>Apply to run setup</source>
        <translation>套用至執行設定</translation>
    </message>
    <message>
        <source>Select this variant in Run setup; its runs use the cached parameters</source>
        <translation>在「執行設定」中選取此版本；其執行會使用快取的參數</translation>
    </message>
    <message>
        <source>Scatter x-axis:</source>
        <translation>散佈圖 X 軸：</translation>
    </message>
    <message>
        <source>Right-click a candidate to run it with its parameters</source>
        <translation>在候選上按右鍵，即可以其參數執行</translation>
    </message>
    <message>
        <source>Choose a variant, N and budget, then Start.</source>
        <translation>請選擇版本、N 與預算，然後按「開始」。</translation>
    </message>
</context>
<context>
    <name>studio::VariantListModel</name>
    <message>
        <source>Matrix multiplication</source>
        <translation>矩陣乘法</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Reduction (sum)</source>
        <translation>歸約（加總）</translation>
    </message>
    <message>
        <source>Vector addition</source>
        <translation>向量加法</translation>
    </message>
    <message>
        <source>Pi by numerical integration</source>
        <translation>以數值積分計算 Pi</translation>
    </message>
    <message>
        <source>Your kernels</source>
        <translation>您的核心</translation>
    </message>
    <message>
        <source>    %1 (%2) — unavailable</source>
        <translation>    %1（%2）— 無法使用</translation>
    </message>
</context>
<context>
    <name>studio::WorkGroupGridWidget</name>
    <message>
        <source>ids from the device (device-verified)</source>
        <translation>來自裝置的 ID（已在裝置上驗證）</translation>
    </message>
    <message>
        <source>ids from the device - they differ from the NDRange rules!</source>
        <translation>來自裝置的 ID — 與 NDRange 規則不符！</translation>
    </message>
    <message>
        <source>ids computed from the global and local sizes</source>
        <translation>由全域與區域大小計算出的 ID</translation>
    </message>
    <message>
        <source>global id (%1, %2)
local id (%3, %4)
group id (%5, %6)
linear global id %7
linear local id %8
sub-group %9%10
%11</source>
        <translation>全域 ID (%1, %2)
區域 ID (%3, %4)
群組 ID (%5, %6)
線性全域 ID %7
線性區域 ID %8
子群組 %9%10
%11</translation>
    </message>
    <message>
        <source> (estimate: linear local id / %1)</source>
        <translation>（估計值：線性區域 ID / %1）</translation>
    </message>
    <message>
        <source>
padding: outside N, only there because the global size was rounded up</source>
        <translation>
填補：位於 N 之外，只因全域大小被向上取整而存在</translation>
    </message>
    <message>
        <source>zoomed out: one colour block = %1 x %1 work-groups</source>
        <translation>已縮小：一個色塊 = %1 x %1 個工作群組</translation>
    </message>
    <message>
        <source>Work-groups %1</source>
        <translation>工作群組 %1</translation>
    </message>
    <message>
        <source>
partial group: local size %1 of %2</source>
        <translation>
不完整的群組：區域大小 %1（完整為 %2）</translation>
    </message>
    <message>
        <source>
padding: launched, but outside the requested global size %1 (rounded up to a multiple of the local size)</source>
        <translation>
填補：已啟動，但位於要求的全域大小 %1 之外（已進位到區域大小的倍數）</translation>
    </message>
    <message>
        <source>Orange, dashed: partial work-groups (non-uniform), local size %1 of %2</source>
        <translation>橘色虛線：不完整的工作群組（非均勻），區域大小 %1（完整為 %2）</translation>
    </message>
    <message>
        <source>Hatched: padding work-items, launched but outside the requested %1</source>
        <translation>斜線：填補的工作項目，已啟動但位於要求的 %1 之外</translation>
    </message>
</context>
<context>
    <name>studio::WorkGroupPane</name>
    <message>
        <source>Device capture failed: %1</source>
        <translation>裝置擷取失敗：%1</translation>
    </message>
    <message>
        <source>Custom NDRange</source>
        <translation>自訂 NDRange</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>global (x,y)</source>
        <translation>全域 (x,y)</translation>
    </message>
    <message>
        <source>local (x,y)</source>
        <translation>區域 (x,y)</translation>
    </message>
    <message>
        <source>group (x,y)</source>
        <translation>群組 (x,y)</translation>
    </message>
    <message>
        <source>linear global/local</source>
        <translation>線性 全域/區域</translation>
    </message>
    <message>
        <source>no labels</source>
        <translation>不顯示標籤</translation>
    </message>
    <message>
        <source>Warps</source>
        <translation>Warp</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填補</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>分塊</translation>
    </message>
    <message>
        <source>Rows = dimension 0 (seed 003)</source>
        <translation>列 = 維度 0（seed 003）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>符合視窗</translation>
    </message>
    <message>
        <source>Capture on device</source>
        <translation>在裝置上擷取</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>Global:</source>
        <translation>全域：</translation>
    </message>
    <message>
        <source>Local:</source>
        <translation>區域：</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>標籤：</translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation>分塊：</translation>
    </message>
    <message>
        <source>Warp lanes = banks:</source>
        <translation>Warp 通道數 = 記憶體庫數：</translation>
    </message>
    <message>
        <source>Inner-loop step k:</source>
        <translation>內層迴圈步驟 k：</translation>
    </message>
    <message>
        <source>NDRange grid</source>
        <translation>NDRange 網格</translation>
    </message>
    <message>
        <source>Local-memory banks</source>
        <translation>區域記憶體的記憶體庫</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a matmul variant</source>
        <translation>「%1」不是矩陣乘法版本</translation>
    </message>
    <message>
        <source>Click a work-item to see its ids and footprint. Wheel zooms, drag pans.</source>
        <translation>點選工作項目可查看其 ID 與存取範圍。滾輪縮放，拖曳平移。</translation>
    </message>
    <message>
        <source>Custom NDRange: pick a matmul variant to see which elements of A, B and C a work-item touches.</source>
        <translation>自訂 NDRange：選擇矩陣乘法版本，即可看到工作項目存取 A、B、C 的哪些元素。</translation>
    </message>
    <message>
        <source>%1 - work-item (%2, %3): %4</source>
        <translation>%1 — 工作項目 (%2, %3)：%4</translation>
    </message>
    <message>
        <source>No OpenCL device: ids are computed, not captured.</source>
        <translation>沒有 OpenCL 裝置：ID 為計算所得，而非擷取。</translation>
    </message>
    <message>
        <source>Capturing ids on the device…</source>
        <translation>正在裝置上擷取 ID…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00000&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00000&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>NDRange %1: %2 x %3 work-groups of %4, %5 work-items.</source>
        <translation>NDRange %1：%2 x %3 個大小為 %4 的工作群組，共 %5 個工作項目。</translation>
    </message>
    <message>
        <source>all %1 captured ids equal group × local size + local id.</source>
        <translation>擷取的 %1 個 ID 全都等於 群組 × 區域大小 + 區域 ID。</translation>
    </message>
    <message>
        <source>the %1 x %2 window at (%3, %4) (dashed) was captured and equals group × local size + local id; the rest is computed by the same rules.</source>
        <translation>位於 (%3, %4) 的 %1 x %2 視窗（虛線）已擷取，且等於 群組 × 區域大小 + 區域 ID；其餘部分依相同規則計算。</translation>
    </message>
    <message>
        <source> &lt;b&gt;Device-verified&lt;/b&gt; on %1 (%2): %3</source>
        <translation> &lt;b&gt;已在裝置上驗證&lt;/b&gt;，於 %1（%2）：%3</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#b00000&apos;&gt;Device ids differ from the NDRange rules (%1 mismatches): %2&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#b00000&apos;&gt;裝置 ID 與 NDRange 規則不符（%1 處不一致）：%2&lt;/span&gt;</translation>
    </message>
    <message>
        <source> Sub-groups from %1.</source>
        <translation> 子群組取自 %1。</translation>
    </message>
    <message>
        <source> Warps: &lt;i&gt;estimate&lt;/i&gt;, linear local id / %1 (the preferred work-group size multiple; the device reports no sub-group ids).</source>
        <translation> Warp：&lt;i&gt;估計值&lt;/i&gt;，線性區域 ID / %1（建議的工作群組大小倍數；裝置未回報子群組 ID）。</translation>
    </message>
    <message>
        <source> Ids computed from the sizes (not captured).</source>
        <translation> ID 由大小計算而得（未擷取）。</translation>
    </message>
    <message>
        <source>Export work-group grid</source>
        <translation>匯出工作群組網格</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 影像 (*.png);;SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Pad</source>
        <translation>進位填補</translation>
    </message>
    <message>
        <source>Launch a global size that is not a multiple of the local size rounded up to one, as an OpenCL 1.2 device must, even where the device has non-uniform work-groups.</source>
        <translation>將不是區域大小倍數的全域大小進位到其倍數後啟動（OpenCL 1.2 裝置必須如此），即使裝置支援非均勻工作群組。</translation>
    </message>
    <message>
        <source>tuned or default, e.g. MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1</source>
        <translation>已調校或預設值，例如 MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>參數：</translation>
    </message>
    <message>
        <source>%1.

Pick another variant to see its NDRange and footprints.</source>
        <translation>%1。

請選擇其他版本以查看其 NDRange 與存取範圍。</translation>
    </message>
    <message>
        <source> &lt;b&gt;Non-uniform work-groups&lt;/b&gt;: %1 is not a multiple of %2, so %3 group(s) at the end of a dimension are partial (orange, dashed) with a smaller get_local_size; global id = group id × %2 + local id still holds. %4</source>
        <translation> &lt;b&gt;非均勻工作群組&lt;/b&gt;：%1 不是 %2 的倍數，因此維度末端有 %3 個群組不完整（橘色虛線），其 get_local_size 較小；全域 ID = 群組 ID × %2 + 區域 ID 依然成立。%4</translation>
    </message>
    <message>
        <source>%1 launches it so (%2).</source>
        <translation>%1 以此方式啟動（%2）。</translation>
    </message>
    <message>
        <source>Computed as an OpenCL 2.0 device launches it.</source>
        <translation>依 OpenCL 2.0 裝置的啟動方式計算。</translation>
    </message>
    <message>
        <source> &lt;b&gt;Padded&lt;/b&gt; as asked: %1 rounded up to %2, a multiple of %3; the %4 hatched work-items are launched but lie outside %1 (a kernel skips them with &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt;).</source>
        <translation> &lt;b&gt;已填補&lt;/b&gt;（依要求）：%1 進位為 %2（%3 的倍數）；%4 個斜線標示的工作項目會被啟動，但位於 %1 之外（核心以 &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt; 略過它們）。</translation>
    </message>
    <message>
        <source> &lt;b&gt;Padded&lt;/b&gt;: %1 is not a multiple of %2, and %3 has no non-uniform work-groups (%4), so it cannot launch a partial last group. The padded NDRange %5 runs instead; its %6 hatched work-items are launched but lie outside %1 (a kernel skips them with &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt;).</source>
        <translation> &lt;b&gt;已填補&lt;/b&gt;：%1 不是 %2 的倍數，而 %3 不支援非均勻工作群組（%4），無法啟動不完整的最後一個群組。改為執行填補後的 NDRange %5；其中 %6 個斜線標示的工作項目會被啟動，但位於 %1 之外（核心以 &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt; 略過它們）。</translation>
    </message>
    <message>
        <source>No NDRange to show: %1.</source>
        <translation>沒有可顯示的 NDRange：%1。</translation>
    </message>
    <message>
        <source> Parameters %1 (%2): each work-item computes %3 x %4 elements of C, each group %5 x %6.</source>
        <translation> 參數 %1（%2）：每個工作項目計算 C 的 %3 x %4 個元素，每個群組 %5 x %6。</translation>
    </message>
    <message>
        <source> Parameters %1 (%2): each work-item computes a %3 x %4 tile of C, in register blocks of %5 x %6.</source>
        <translation> 參數 %1（%2）：每個工作項目計算 C 的一個 %3 x %4 分塊，以 %5 x %6 的暫存器區塊進行。</translation>
    </message>
    <message>
        <source>This layout cannot be launched: %1

Change the sizes and press Show.</source>
        <translation>無法啟動此配置：%1

請修改大小後按「顯示」。</translation>
    </message>
</context>
</TS>
