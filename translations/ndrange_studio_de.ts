<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ChartData</name>
    <message>
        <source>best of %1 verified runs</source>
        <translation>Bestwert aus %1 verifizierten Läufen</translation>
    </message>
    <message>
        <source>Local size (work-items per group, ascending)</source>
        <translation>Lokale Größe (Work-Items pro Gruppe, aufsteigend)</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>not verified</source>
        <translation>nicht verifiziert</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3 failed:
%4</source>
        <translation>%1 bei N = %2, lokal %3 fehlgeschlagen:
%4</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3 is invalid:
%4</source>
        <translation>%1 bei N = %2, lokal %3 ist ungültig:
%4</translation>
    </message>
    <message>
        <source>%1 on %2
N = %3, local %4
%5 %6 (median kernel %7 ms)</source>
        <translation>%1 auf %2
N = %3, lokal %4
%5 %6 (Median-Kernelzeit %7 ms)</translation>
    </message>
    <message>
        <source>Problem size N (log₂ scale)</source>
        <translation>Problemgröße N (log₂-Skala)</translation>
    </message>
</context>
<context>
    <name>CsvIo</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
</context>
<context>
    <name>StartupOptionsParser</name>
    <message>
        <source>Device as platform:device, e.g. 0:0.</source>
        <translation>Gerät als Plattform:Gerät, z. B. 0:0.</translation>
    </message>
    <message>
        <source>Kernel variant, e.g. tiled.</source>
        <translation>Kernel-Variante, z. B. tiled.</translation>
    </message>
    <message>
        <source>Local size X or XxY.</source>
        <translation>Lokale Größe X oder XxY.</translation>
    </message>
    <message>
        <source>Timed repetitions per run.</source>
        <translation>Gemessene Wiederholungen pro Lauf.</translation>
    </message>
    <message>
        <source>Run the setup once the window is up.</source>
        <translation>Die Einstellung ausführen, sobald das Fenster geöffnet ist.</translation>
    </message>
    <message>
        <source>Sweep the variant (or all variants) over --sizes and --locals.</source>
        <translation>Die Variante (oder alle Varianten) über --sizes und --locals durchlaufen.</translation>
    </message>
    <message>
        <source>Sweep sizes, e.g. 64,128,256.</source>
        <translation>Größen für den Durchlauf, z. B. 64,128,256.</translation>
    </message>
    <message>
        <source>Sweep local sizes, e.g. 8x8,16x16.</source>
        <translation>Lokale Größen für den Durchlauf, z. B. 8x8,16x16.</translation>
    </message>
    <message>
        <source>Import a results CSV file at start.</source>
        <translation>Beim Start eine Ergebnis-CSV-Datei importieren.</translation>
    </message>
    <message>
        <source>Save the window (1280×800) to FILE.png after the optional run, then exit.</source>
        <translation>Das Fenster (1280×800) nach dem optionalen Lauf als FILE.png speichern und beenden.</translation>
    </message>
    <message>
        <source>View to show: %1.</source>
        <translation>Anzuzeigende Ansicht: %1.</translation>
    </message>
    <message>
        <source>User-interface language: en, de or zh_TW.</source>
        <translation>Sprache der Oberfläche: en, de oder zh_TW.</translation>
    </message>
    <message>
        <source>Neither read nor write saved settings.</source>
        <translation>Gespeicherte Einstellungen weder lesen noch schreiben.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--device takes platform:device, e.g. 0:0, not &quot;%1&quot;.</source>
        <translation>--device erwartet Plattform:Gerät, z. B. 0:0, nicht „%1“.</translation>
    </message>
    <message>
        <source>Unknown variant &quot;%1&quot;; choose one of: %2.</source>
        <translation>Unbekannte Variante „%1“; wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>--n takes a positive whole number, not &quot;%1&quot;.</source>
        <translation>--n erwartet eine positive ganze Zahl, nicht „%1“.</translation>
    </message>
    <message>
        <source>--reps takes a positive whole number, not &quot;%1&quot;.</source>
        <translation>--reps erwartet eine positive ganze Zahl, nicht „%1“.</translation>
    </message>
    <message>
        <source>--local: %1</source>
        <translation>--local: %1</translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;; choose one of: %2.</source>
        <translation>Unbekannte Ansicht „%1“; wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; choose en, de or zh_TW.</source>
        <translation>Unbekannte Sprache „%1“; wählen Sie en, de oder zh_TW.</translation>
    </message>
    <message>
        <source>Problem size N.</source>
        <translation>Problemgröße N.</translation>
    </message>
    <message>
        <source>Learn and tune OpenCL kernels: run the course&apos;s kernel variants, compare them in charts and export the results.</source>
        <translation>OpenCL-Kernel lernen und optimieren: die Kernel-Varianten des Kurses ausführen, in Diagrammen vergleichen und die Ergebnisse exportieren.</translation>
    </message>
</context>
<context>
    <name>studio::ChartSurface</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot encode the chart as PNG.</source>
        <translation>Das Diagramm kann nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <source>Exported from NDRange Studio</source>
        <translation>Exportiert aus NDRange Studio</translation>
    </message>
</context>
<context>
    <name>studio::ChartsPane</name>
    <message>
        <source>No verified runs to compare yet.</source>
        <translation>Noch keine verifizierten Läufe zum Vergleichen.</translation>
    </message>
    <message>
        <source>No runs yet. Run a variant or a sweep over local sizes.</source>
        <translation>Noch keine Läufe. Führen Sie eine Variante oder einen Durchlauf über lokale Größen aus.</translation>
    </message>
    <message>
        <source>No runs yet. A sweep over sizes and local sizes fills this map.</source>
        <translation>Noch keine Läufe. Ein Durchlauf über Größen und lokale Größen füllt diese Karte.</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>Export chart as SVG</source>
        <translation>Diagramm als SVG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Variants at one N</source>
        <translation>Varianten bei einem N</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>&amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;SVG…</source>
        <translation>&amp;SVG exportieren…</translation>
    </message>
    <message>
        <source>%1 vs N (best local size per point)</source>
        <translation>%1 über N (beste lokale Größe je Punkt)</translation>
    </message>
    <message>
        <source>Variants at N = %1 (%2)</source>
        <translation>Varianten bei N = %1 (%2)</translation>
    </message>
    <message>
        <source>%1 vs local size: %2</source>
        <translation>%1 über lokale Größe: %2</translation>
    </message>
    <message>
        <source>%1 over local size × N: %2</source>
        <translation>%1 über lokale Größe × N: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n selected run(s); only verified runs are plotted.</source>
        <translation>
            <numerusform>%n ausgewählter Lauf; nur verifizierte Läufe werden gezeichnet.</numerusform>
            <numerusform>%n ausgewählte Läufe; nur verifizierte Läufe werden gezeichnet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n run(s); only verified runs are plotted.</source>
        <translation>
            <numerusform>Alle: %n Lauf; nur verifizierte Läufe werden gezeichnet.</numerusform>
            <numerusform>Alle %n Läufe; nur verifizierte Läufe werden gezeichnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Performance vs N</source>
        <translation>Leistung über N</translation>
    </message>
    <message>
        <source>Performance vs local size</source>
        <translation>Leistung über lokale Größe</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>&amp;Arbeitslast:</translation>
    </message>
</context>
<context>
    <name>studio::DevicePropertiesModel</name>
    <message>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>studio::DevicesPane</name>
    <message>
        <source>&amp;Copy properties</source>
        <translation>Eigenschaften &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows (or all rows) as tab-separated text</source>
        <translation>Die ausgewählten Zeilen (oder alle) als tabulatorgetrennten Text kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;JSON</source>
        <translation>Als &amp;JSON kopieren</translation>
    </message>
    <message>
        <source>Copy every property of this device as a JSON object</source>
        <translation>Alle Eigenschaften dieses Geräts als JSON-Objekt kopieren</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Looking for OpenCL platforms…</source>
        <translation>Suche nach OpenCL-Plattformen…</translation>
    </message>
    <message>
        <source>No OpenCL platform found — install pocl-opencl-icd to run the kernels on the CPU, or your GPU vendor&apos;s OpenCL driver, then restart NDRange Studio.</source>
        <translation>Keine OpenCL-Plattform gefunden — installieren Sie pocl-opencl-icd, um die Kernel auf der CPU auszuführen, oder den OpenCL-Treiber Ihres GPU-Herstellers, und starten Sie NDRange Studio dann neu.</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
</context>
<context>
    <name>studio::EngineWorker</name>
    <message>
        <source>Waiting for the worker…</source>
        <translation>Warte auf den Worker…</translation>
    </message>
    <message>
        <source>The OpenCL engine is not available.</source>
        <translation>Die OpenCL-Engine ist nicht verfügbar.</translation>
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
        <translation>ungültig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>No runs for this variant yet.</source>
        <translation>Noch keine Läufe für diese Variante.</translation>
    </message>
    <message>
        <source>Local size</source>
        <translation>Lokale Größe</translation>
    </message>
    <message>
        <source>N = %1, local %2: not run</source>
        <translation>N = %1, lokal %2: nicht ausgeführt</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>Skipped %1 at N = %2, local %3: %4</source>
        <translation>%1 bei N = %2, lokal %3 übersprungen: %4</translation>
    </message>
    <message>
        <source>Looking for OpenCL platforms…</source>
        <translation>Suche nach OpenCL-Plattformen…</translation>
    </message>
    <message>
        <source>NDRange Studio</source>
        <translation>NDRange Studio</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Run setup</source>
        <translation>Laufeinstellungen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>CSV &amp;importieren…</translation>
    </message>
    <message>
        <source>Add runs from a results CSV file, e.g. from another device</source>
        <translation>Läufe aus einer Ergebnis-CSV-Datei hinzufügen, z. B. von einem anderen Gerät</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save every run of this session as CSV</source>
        <translation>Alle Läufe dieser Sitzung als CSV speichern</translation>
    </message>
    <message>
        <source>Export current chart as &amp;PNG…</source>
        <translation>Aktuelles Diagramm als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Export current chart as &amp;SVG…</source>
        <translation>Aktuelles Diagramm als &amp;SVG exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Run the current setup on the worker thread (Ctrl+R)</source>
        <translation>Die aktuelle Einstellung im Worker-Thread ausführen (Strg+R)</translation>
    </message>
    <message>
        <source>&amp;Sweep…</source>
        <translation>&amp;Durchlauf…</translation>
    </message>
    <message>
        <source>Run variants × sizes × local sizes</source>
        <translation>Varianten × Größen × lokale Größen ausführen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ab&amp;brechen</translation>
    </message>
    <message>
        <source>Stop after the current repetition; finished runs are kept (Esc)</source>
        <translation>Nach der aktuellen Wiederholung anhalten; fertige Läufe bleiben erhalten (Esc)</translation>
    </message>
    <message>
        <source>&amp;Devices</source>
        <translation>&amp;Geräte</translation>
    </message>
    <message>
        <source>Run &amp;setup</source>
        <translation>Lauf&amp;einstellungen</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>Dia&amp;gramme</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;About NDRange Studio</source>
        <translation>&amp;Über NDRange Studio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Device %1 does not exist; using the default device.</source>
        <translation>Gerät %1 existiert nicht; das Standardgerät wird verwendet.</translation>
    </message>
    <message>
        <source>No OpenCL platform found — install pocl-opencl-icd or a GPU driver.</source>
        <translation>Keine OpenCL-Plattform gefunden — installieren Sie pocl-opencl-icd oder einen GPU-Treiber.</translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n OpenCL device(s).</source>
        <translation>
            <numerusform>Bereit: %n OpenCL-Gerät.</numerusform>
            <numerusform>Bereit: %n OpenCL-Geräte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No OpenCL device to run on.</source>
        <translation>Kein OpenCL-Gerät zum Ausführen vorhanden.</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Ausführen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Run %1 at N = %2, local %3</source>
        <translation>Lauf %1 bei N = %2, lokal %3</translation>
    </message>
    <message>
        <source>Sweep: %1 variant(s) × %2 size(s) × %3 local size(s)</source>
        <translation>Durchlauf: %1 Variante(n) × %2 Größe(n) × %3 lokale Größe(n)</translation>
    </message>
    <message>
        <source>Cancelling after the current repetition…</source>
        <translation>Abbruch nach der aktuellen Wiederholung…</translation>
    </message>
    <message>
        <source>%1 at N = %2 failed: %3</source>
        <translation>%1 bei N = %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>not verified against the host reference</source>
        <translation>nicht gegen die Host-Referenz verifiziert</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; %n finished run(s) kept.</source>
        <translation>
            <numerusform>Abgebrochen; %n fertiger Lauf bleibt erhalten.</numerusform>
            <numerusform>Abgebrochen; %n fertige Läufe bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Sweep finished: %1 run(s), %2 skipped, in %3.</source>
        <translation>Durchlauf beendet: %1 Lauf/Läufe, %2 übersprungen, in %3.</translation>
    </message>
    <message>
        <source>Run finished in %1.</source>
        <translation>Lauf in %1 beendet.</translation>
    </message>
    <message>
        <source>No translation for %1; staying in English.</source>
        <translation>Keine Übersetzung für %1; die Oberfläche bleibt englisch.</translation>
    </message>
    <message>
        <source>Sweep not started: %1</source>
        <translation>Durchlauf nicht gestartet: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n run(s) to %1.</source>
        <translation>
            <numerusform>%n Lauf nach %1 exportiert.</numerusform>
            <numerusform>%n Läufe nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>%n Lauf aus %1 importiert.</numerusform>
            <numerusform>%n Läufe aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export results as CSV</source>
        <translation>Ergebnisse als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export failed.</source>
        <translation>Export fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Any previous file is unchanged.</source>
        <translation>Eine vorhandene Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Import results CSV</source>
        <translation>Ergebnis-CSV importieren</translation>
    </message>
    <message>
        <source>Import failed; nothing was added.</source>
        <translation>Import fehlgeschlagen; nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>keine gefunden</translation>
    </message>
    <message>
        <source>About NDRange Studio</source>
        <translation>Über NDRange Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NDRange Studio %1&lt;/h3&gt;&lt;p&gt;Learn and tune OpenCL kernels: the course&apos;s kernel ladders, run, verified and compared on your devices.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;/p&gt;&lt;p&gt;OpenCL platforms:&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;NDRange Studio %1&lt;/h3&gt;&lt;p&gt;OpenCL-Kernel lernen und optimieren: die Kernel-Stufen des Kurses, auf Ihren Geräten ausgeführt, verifiziert und verglichen.&lt;/p&gt;&lt;p&gt;Qt %2 (erstellt mit %3)&lt;/p&gt;&lt;p&gt;OpenCL-Plattformen:&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n more invalid combination(s) skipped; the heat map marks them all.</source>
        <translation>
            <numerusform>%n weitere ungültige Kombination übersprungen; die Heatmap markiert alle.</numerusform>
            <numerusform>%n weitere ungültige Kombinationen übersprungen; die Heatmap markiert alle.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::QtChartAdapter</name>
    <message>
        <source>No verified runs to plot yet.</source>
        <translation>Noch keine verifizierten Läufe zum Zeichnen.</translation>
    </message>
    <message>
        <source>No verified runs at this size yet.</source>
        <translation>Noch keine verifizierten Läufe bei dieser Größe.</translation>
    </message>
</context>
<context>
    <name>studio::ResultsModel</name>
    <message>
        <source>Performance from the median kernel time (2·N³ floating-point operations)</source>
        <translation>Leistung aus der Median-Kernelzeit (2·N³ Gleitkommaoperationen)</translation>
    </message>
    <message>
        <source>Effective global-memory bandwidth of the variant&apos;s traffic model</source>
        <translation>Effektive Bandbreite des globalen Speichers laut Verkehrsmodell der Variante</translation>
    </message>
    <message>
        <source>Kernel variant from the catalogue</source>
        <translation>Kernel-Variante aus dem Katalog</translation>
    </message>
    <message>
        <source>Whether the device result matched the host reference</source>
        <translation>Ob das Geräteergebnis mit der Host-Referenz übereinstimmte</translation>
    </message>
    <message>
        <source>Why the run failed, empty when it succeeded</source>
        <translation>Warum der Lauf fehlschlug; leer bei Erfolg</translation>
    </message>
    <message>
        <source>Time in milliseconds</source>
        <translation>Zeit in Millisekunden</translation>
    </message>
    <message>
        <source>Time in microseconds</source>
        <translation>Zeit in Mikrosekunden</translation>
    </message>
    <message>
        <source>Cancelled before it finished</source>
        <translation>Vor dem Ende abgebrochen</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Not verified against the host reference</source>
        <translation>Nicht gegen die Host-Referenz verifiziert</translation>
    </message>
    <message>
        <source>Problem size N: N×N matrices, or N elements for the vector workloads</source>
        <translation>Problemgröße N: N×N-Matrizen oder N Elemente bei den Vektor-Arbeitslasten</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3: %4 %5 (max rel. error %6)</source>
        <translation>%1 bei N = %2, lokal %3: %4 %5 (max. rel. Fehler %6)</translation>
    </message>
</context>
<context>
    <name>studio::ResultsPane</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed (red; hover for the error)</source>
        <translation>
            <numerusform>%n fehlgeschlagen (rot; Fehler per Mauszeiger)</numerusform>
            <numerusform>%n fehlgeschlagen (rot; Fehler per Mauszeiger)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected — the charts show the selection</source>
        <translation>
            <numerusform>%n ausgewählt — die Diagramme zeigen die Auswahl</numerusform>
            <numerusform>%n ausgewählt — die Diagramme zeigen die Auswahl</numerusform>
        </translation>
    </message>
    <message>
        <source>select rows to chart only those</source>
        <translation>Zeilen auswählen, um nur diese darzustellen</translation>
    </message>
    <message>
        <source>C&amp;lear results</source>
        <translation>Ergebnisse &amp;leeren</translation>
    </message>
    <message>
        <source>Remove every run from this session&apos;s table</source>
        <translation>Alle Läufe aus der Tabelle dieser Sitzung entfernen</translation>
    </message>
    <message>
        <source>Chart &amp;all runs</source>
        <translation>&amp;Alle Läufe darstellen</translation>
    </message>
    <message>
        <source>Clear the selection so the charts show every run</source>
        <translation>Auswahl aufheben, damit die Diagramme alle Läufe zeigen</translation>
    </message>
</context>
<context>
    <name>studio::SetupPane</name>
    <message>
        <source>Course source</source>
        <translation>Kursquelle</translation>
    </message>
    <message>
        <source>NDRange</source>
        <translation>NDRange</translation>
    </message>
    <message>
        <source>Local size</source>
        <translation>Lokale Größe</translation>
    </message>
    <message>
        <source>Compile-time parameters</source>
        <translation>Parameter zur Übersetzungszeit</translation>
    </message>
    <message>
        <source>Default local size</source>
        <translation>Standardmäßige lokale Größe</translation>
    </message>
    <message>
        <source>Largest N</source>
        <translation>Größtes N</translation>
    </message>
    <message>
        <source>Kernel source — %1</source>
        <translation>Kernel-Quelltext — %1</translation>
    </message>
    <message>
        <source>Checking against the device…</source>
        <translation>Prüfung gegen das Gerät…</translation>
    </message>
    <message>
        <source>Valid: global %1, local %2</source>
        <translation>Gültig: global %1, lokal %2</translation>
    </message>
    <message>
        <source>No OpenCL device available.</source>
        <translation>Kein OpenCL-Gerät verfügbar.</translation>
    </message>
    <message>
        <source>Build options: %1</source>
        <translation>Build-Optionen: %1</translation>
    </message>
    <message>
        <source>Build options: shown once the setup is valid</source>
        <translation>Build-Optionen: werden angezeigt, sobald die Einstellung gültig ist</translation>
    </message>
    <message>
        <source>Run setup</source>
        <translation>Laufeinstellungen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Gerät:</translation>
    </message>
    <message>
        <source>&amp;Local size:</source>
        <translation>&amp;Lokale Größe:</translation>
    </message>
    <message>
        <source>&amp;Buffers:</source>
        <translation>&amp;Puffer:</translation>
    </message>
    <message>
        <source>&amp;Warm-up runs:</source>
        <translation>&amp;Aufwärmläufe:</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>&amp;Wiederholungen:</translation>
    </message>
    <message>
        <source>auto, or X, or X×Y (e.g. 16x16)</source>
        <translation>auto, X oder X×Y (z. B. 16x16)</translation>
    </message>
    <message>
        <source>Work-group size. Empty lets the variant choose a size valid for the device.</source>
        <translation>Work-Group-Größe. Leer lässt die Variante eine für das Gerät gültige Größe wählen.</translation>
    </message>
    <message>
        <source>copy — CL_MEM_COPY_HOST_PTR</source>
        <translation>copy — CL_MEM_COPY_HOST_PTR</translation>
    </message>
    <message>
        <source>use — CL_MEM_USE_HOST_PTR (zero-copy)</source>
        <translation>use — CL_MEM_USE_HOST_PTR (ohne Kopie)</translation>
    </message>
    <message>
        <source>alloc — CL_MEM_ALLOC_HOST_PTR + write</source>
        <translation>alloc — CL_MEM_ALLOC_HOST_PTR + Schreiben</translation>
    </message>
    <message>
        <source>Untimed launches first, so one-off costs (compilation, page faults) stay out of the numbers.</source>
        <translation>Zuerst ungemessene Starts, damit einmalige Kosten (Übersetzung, Seitenfehler) nicht in die Zahlen eingehen.</translation>
    </message>
    <message>
        <source>Kernel source</source>
        <translation>Kernel-Quelltext</translation>
    </message>
    <message>
        <source>Problem size &amp;N:</source>
        <translation>Problemgröße &amp;N:</translation>
    </message>
    <message>
        <source>Matrix multiplication: N×N single-precision matrices. Reduction, vector addition: N elements. Pi: N integration steps.</source>
        <translation>Matrixmultiplikation: N×N-Matrizen einfacher Genauigkeit. Reduktion, Vektoraddition: N Elemente. Pi: N Integrationsschritte.</translation>
    </message>
    <message>
        <source>Timed launches; the median kernel time gives GFLOP/s (or GB/s for bandwidth-bound workloads).</source>
        <translation>Gemessene Starts; die Median-Kernelzeit ergibt GFLOP/s (oder GB/s bei bandbreitenbegrenzten Arbeitslasten).</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>No run yet. Press Run to measure this setup.</source>
        <translation>Noch kein Lauf. Klicken Sie auf „Ausführen“, um diese Einstellung zu messen.</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>lokal %1</translation>
    </message>
    <message>
        <source>median kernel %1 ms over %2 repetition(s)</source>
        <translation>Median-Kernelzeit %1 ms über %2 Wiederholung(en)</translation>
    </message>
    <message>
        <source>%1× the sequential CPU loop</source>
        <translation>%1× so schnell wie die sequentielle CPU-Schleife</translation>
    </message>
    <message>
        <source>verified (max relative error %1)</source>
        <translation>verifiziert (max. relativer Fehler %1)</translation>
    </message>
    <message>
        <source>not verified against the host reference</source>
        <translation>nicht gegen die Host-Referenz verifiziert</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>studio::SweepDialog</name>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alle auswählen</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>&amp;Keine auswählen</translation>
    </message>
    <message>
        <source>empty: each variant&apos;s automatic local size</source>
        <translation>leer: automatische lokale Größe jeder Variante</translation>
    </message>
    <message>
        <source>Work-group sizes such as 8x8, 16x16 or 64; invalid combinations are skipped and marked in the heat map</source>
        <translation>Work-Group-Größen wie 8x8, 16x16 oder 64; ungültige Kombinationen werden übersprungen und in der Heatmap markiert</translation>
    </message>
    <message>
        <source>&amp;Local sizes:</source>
        <translation>&amp;Lokale Größen:</translation>
    </message>
    <message>
        <source>Start sweep</source>
        <translation>Durchlauf starten</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>Tick at least one variant.</source>
        <translation>Wählen Sie mindestens eine Variante aus.</translation>
    </message>
    <message>
        <source>%1 variant(s) × %2 size(s) with each variant&apos;s automatic local size = %3 run(s).</source>
        <translation>%1 Variante(n) × %2 Größe(n) mit der automatischen lokalen Größe jeder Variante = %3 Lauf/Läufe.</translation>
    </message>
    <message>
        <source>%1 variant(s) × %2 size(s) × %3 local size(s) = %4 run(s); invalid combinations are skipped.</source>
        <translation>%1 Variante(n) × %2 Größe(n) × %3 lokale Größe(n) = %4 Lauf/Läufe; ungültige Kombinationen werden übersprungen.</translation>
    </message>
    <message>
        <source>Problem sizes N, separated by commas</source>
        <translation>Problemgrößen N, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Problem sizes &amp;N:</source>
        <translation>Problemgrößen &amp;N:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size (a positive whole number).</source>
        <translation>„%1“ ist keine Größe (eine positive ganze Zahl).</translation>
    </message>
    <message>
        <source>Enter at least one size.</source>
        <translation>Geben Sie mindestens eine Größe ein.</translation>
    </message>
</context>
<context>
    <name>studio::VariantListModel</name>
    <message>
        <source>Matrix multiplication</source>
        <translation>Matrixmultiplikation</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Reduction (sum)</source>
        <translation>Reduktion (Summe)</translation>
    </message>
    <message>
        <source>Vector addition</source>
        <translation>Vektoraddition</translation>
    </message>
    <message>
        <source>Pi by numerical integration</source>
        <translation>Pi durch numerische Integration</translation>
    </message>
</context>
</TS>
