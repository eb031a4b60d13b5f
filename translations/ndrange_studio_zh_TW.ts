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
</context>
<context>
    <name>CsvIo</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 未匯入：%2</translation>
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
        <source>Run the setup once the window is up.</source>
        <translation>視窗開啟後立即執行目前設定。</translation>
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
</context>
<context>
    <name>studio::ChartSurface</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
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
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>Skipped %1 at N = %2, local %3: %4</source>
        <translation>已略過 %1（N = %2，區域大小 %3）：%4</translation>
    </message>
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
        <source>Messages</source>
        <translation>訊息</translation>
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
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Device %1 does not exist; using the default device.</source>
        <translation>裝置 %1 不存在；改用預設裝置。</translation>
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
        <source>Cannot run: %1</source>
        <translation>無法執行：%1</translation>
    </message>
    <message>
        <source>Run %1 at N = %2, local %3</source>
        <translation>執行 %1，N = %2，區域大小 %3</translation>
    </message>
    <message>
        <source>Sweep: %1 variant(s) × %2 size(s) × %3 local size(s)</source>
        <translation>掃描：%1 個版本 × %2 種規模 × %3 種區域大小</translation>
    </message>
    <message>
        <source>Cancelling after the current repetition…</source>
        <translation>將在目前這次重複結束後取消…</translation>
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
        <source>about %1 left</source>
        <translation>約剩 %1</translation>
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
    <message>
        <source>Sweep finished: %1 run(s), %2 skipped, in %3.</source>
        <translation>掃描完成：%1 次執行，略過 %2 次，耗時 %3。</translation>
    </message>
    <message>
        <source>Run finished in %1.</source>
        <translation>執行完成，耗時 %1。</translation>
    </message>
    <message>
        <source>No translation for %1; staying in English.</source>
        <translation>沒有 %1 的翻譯；維持英文介面。</translation>
    </message>
    <message>
        <source>Sweep not started: %1</source>
        <translation>未開始掃描：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n run(s) to %1.</source>
        <translation>
            <numerusform>已將 %n 次執行匯出至 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>已從 %1 匯入 %n 次執行。</numerusform>
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
    <message numerus="yes">
        <source>%n more invalid combination(s) skipped; the heat map marks them all.</source>
        <translation>
            <numerusform>另有 %n 個無效組合已略過；熱度圖上會全部標示。</numerusform>
        </translation>
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
</context>
<context>
    <name>studio::ResultsModel</name>
    <message>
        <source>Performance from the median kernel time (2·N³ floating-point operations)</source>
        <translation>由核心時間中位數算出的效能（2·N³ 次浮點運算）</translation>
    </message>
    <message>
        <source>Effective global-memory bandwidth of the variant&apos;s traffic model</source>
        <translation>依此版本的記憶體存取模型算出的有效全域記憶體頻寬</translation>
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
        <source>%1× the sequential CPU loop</source>
        <translation>為循序 CPU 迴圈的 %1 倍</translation>
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
</context>
</TS>
