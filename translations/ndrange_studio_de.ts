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
    <message>
        <source>%1 % of the device peak (%2 %3)</source>
        <translation>%1 % des Gerätespitzenwerts (%2 %3)</translation>
    </message>
    <message>
        <source>FP32 peak %1 GFLOP/s</source>
        <translation>FP32-Spitzenwert %1 GFLOP/s</translation>
    </message>
    <message>
        <source>%1 at N = %2, local %3
%4 FLOP/byte, %5 GFLOP/s (%6 GB/s)</source>
        <translation>%1 bei N = %2, lokal %3
%4 FLOP/Byte, %5 GFLOP/s (%6 GB/s)</translation>
    </message>
    <message>
        <source>%1 % of the roof (%2 GFLOP/s, %3-bound)</source>
        <translation>%1 % des Dachs (%2 GFLOP/s, %3 begrenzt)</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>durch Bandbreite</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>durch Rechenleistung</translation>
    </message>
    <message>
        <source>read peak %1 GB/s</source>
        <translation>Lese-Spitzenwert %1 GB/s</translation>
    </message>
    <message numerus="yes">
        <source>95 % interval %1 to %2 %3 from %n repetition(s)</source>
        <translation>
            <numerusform>95-%-Intervall %1 bis %2 %3 aus %n Wiederholung</numerusform>
            <numerusform>95-%-Intervall %1 bis %2 %3 aus %n Wiederholungen</numerusform>
        </translation>
    </message>
    <message>
        <source>the best cell of this map</source>
        <translation>die beste Zelle dieser Karte</translation>
    </message>
    <message>
        <source>within noise of the best: the intervals overlap</source>
        <translation>im Rauschen der besten: die Intervalle überlappen sich</translation>
    </message>
</context>
<context>
    <name>GemmParamsText</name>
    <message>
        <source>%1×%2×%3 (%4)</source>
        <translation>%1×%2×%3 (%4)</translation>
    </message>
    <message>
        <source>Parameters: explicit %1</source>
        <translation>Parameter: explizit %1</translation>
    </message>
    <message>
        <source>Parameters: tuned %1, from the tuning cache (%2 GFLOP/s at N = %3, %4)</source>
        <translation>Parameter: getunt %1, aus dem Tuning-Cache (%2 GFLOP/s bei N = %3, %4)</translation>
    </message>
    <message>
        <source>Parameters: defaults %1 (not tuned on this device yet: see the Tuning tab)</source>
        <translation>Parameter: Standardwerte %1 (auf diesem Gerät noch nicht getunt: siehe Tab „Tuning“)</translation>
    </message>
    <message>
        <source>this device (%1)</source>
        <translation>diesem Gerät (%1)</translation>
    </message>
    <message>
        <source>%1 %2 devices</source>
        <translation>%1-%2-Geräte</translation>
    </message>
    <message>
        <source>%1 %2 devices of architecture %3</source>
        <translation>%1-%2-Geräte der Architektur %3</translation>
    </message>
    <message>
        <source>%1 devices</source>
        <translation>%1-Geräte</translation>
    </message>
    <message>
        <source>Explicit parameters</source>
        <translation>Explizite Parameter</translation>
    </message>
    <message>
        <source>Tuning cache</source>
        <translation>Tuning-Cache</translation>
    </message>
    <message>
        <source>Database, this device</source>
        <translation>Datenbank, dieses Gerät</translation>
    </message>
    <message>
        <source>Database, architecture</source>
        <translation>Datenbank, Architektur</translation>
    </message>
    <message>
        <source>Database, vendor and type</source>
        <translation>Datenbank, Hersteller und Typ</translation>
    </message>
    <message>
        <source>Database, device type</source>
        <translation>Datenbank, Gerätetyp</translation>
    </message>
    <message>
        <source>Built-in default</source>
        <translation>Eingebauter Standard</translation>
    </message>
    <message>
        <source>used</source>
        <translation>verwendet</translation>
    </message>
    <message>
        <source>nothing for this device</source>
        <translation>nichts für dieses Gerät</translation>
    </message>
    <message>
        <source>does not fit this device: %1</source>
        <translation>passt nicht zu diesem Gerät: %1</translation>
    </message>
    <message>
        <source>set aside at this N (%1 work-groups)</source>
        <translation>bei diesem N zurückgestellt (%1 Work-Groups)</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht benötigt</translation>
    </message>
    <message>
        <source>Parameters: database %1, shipped for %2 (tuned at N = %3; a tune of this device in the Tuning tab takes precedence)</source>
        <translation>Parameter: Datenbank %1, mitgeliefert für %2 (getunt bei N = %3; ein Tuning dieses Geräts im Tab „Tuning“ hat Vorrang)</translation>
    </message>
    <message>
        <source>%1 %2 set aside: %3 work-groups would leave compute units idle at this N</source>
        <translation>%1 %2 zurückgestellt: %3 Work-Groups ließen bei diesem N Compute-Units ungenutzt</translation>
    </message>
    <message>
        <source>Runs %1 deep at this N: N is no multiple of 4, and the %2-deep form would copy its rows 4 bytes at a time</source>
        <translation>Läuft hier %1 tief: N ist kein Vielfaches von 4, und die %2-tiefe Form würde ihre Zeilen zu je 4 Bytes kopieren</translation>
    </message>
    <message>
        <source>Where the parameters come from, first match wins:</source>
        <translation>Woher die Parameter kommen, der erste Treffer gilt:</translation>
    </message>
</context>
<context>
    <name>OccupancyChart</name>
    <message>
        <source>%1 work-items, %2 registers each, %3 B local memory:
%4</source>
        <translation>%1 Work-Items, je %2 Register, %3 B lokaler Speicher:
%4</translation>
    </message>
    <message>
        <source>work-items per work-group</source>
        <translation>Work-Items pro Work-Group</translation>
    </message>
    <message>
        <source>registers per work-item</source>
        <translation>Register pro Work-Item</translation>
    </message>
</context>
<context>
    <name>OccupancyLine</name>
    <message>
        <source>%1: %2 work-groups over %3 threads (one work-group per thread), %4 round(s); occupancy is a GPU notion, none applies here</source>
        <translation>%1: %2 Work-Groups auf %3 Threads (eine Work-Group pro Thread), %4 Runde(n); Auslastung ist ein GPU-Begriff und gilt hier nicht</translation>
    </message>
    <message>
        <source>%1: occupancy needs this kernel&apos;s registers: inspect it on this device (Inspect view)</source>
        <translation>%1: Die Auslastung braucht die Register dieses Kernels: Untersuchen Sie ihn auf diesem Gerät (Ansicht „Untersuchen“)</translation>
    </message>
    <message>
        <source>%1: the inspection has no register count (%2)</source>
        <translation>%1: Die Untersuchung enthält keine Registeranzahl (%2)</translation>
    </message>
    <message>
        <source>%1: compute capability %2.%3 is outside the occupancy model (%4)</source>
        <translation>%1: Compute Capability %2.%3 liegt außerhalb des Auslastungsmodells (%4)</translation>
    </message>
    <message>
        <source>%1: no occupancy model is known for this GPU (NVIDIA&apos;s, compute capability 7.0–9.0, is the one the studio follows)</source>
        <translation>%1: Für diese GPU ist kein Auslastungsmodell bekannt (das Studio folgt dem von NVIDIA, Compute Capability 7.0–9.0)</translation>
    </message>
</context>
<context>
    <name>OccupancyOverlay</name>
    <message>
        <source>occupancy (%, right axis): %1 of %2 local sizes inspected</source>
        <translation>Auslastung (%, rechte Achse): %1 von %2 lokalen Größen untersucht</translation>
    </message>
    <message>
        <source>no occupancy: none of these builds (device, local size, parameters) was inspected</source>
        <translation>keine Auslastung: Keiner dieser Builds (Gerät, lokale Größe, Parameter) wurde untersucht</translation>
    </message>
    <message>
        <source>no occupancy: it needs an inspection on an NVIDIA GPU (compute capability 7.0–9.0) of these builds; other devices have no such model</source>
        <translation>keine Auslastung: Dafür ist eine Untersuchung dieser Builds auf einer NVIDIA-GPU (Compute Capability 7.0–9.0) nötig; andere Geräte haben kein solches Modell</translation>
    </message>
</context>
<context>
    <name>OccupancyText</name>
    <message>
        <source>warps</source>
        <translation>Warps</translation>
    </message>
    <message>
        <source>work-group slots</source>
        <translation>Work-Group-Plätze</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>local memory</source>
        <translation>lokaler Speicher</translation>
    </message>
    <message>
        <source>registers (%1 each)</source>
        <translation>Register (je %1)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>1 warp per group</source>
        <translation>1 Warp pro Gruppe</translation>
    </message>
    <message>
        <source>%1 warps per group</source>
        <translation>%1 Warps pro Gruppe</translation>
    </message>
    <message>
        <source>1 group per SM</source>
        <translation>1 Gruppe pro SM</translation>
    </message>
    <message>
        <source>%1 groups per SM</source>
        <translation>%1 Gruppen pro SM</translation>
    </message>
    <message>
        <source>%1; %2, bound by %3 → %4 %</source>
        <translation>%1; %2, begrenzt durch: %3 → %4 %</translation>
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
    <message>
        <source>Measure the device&apos;s peaks once the window is up (before --run or --sweep).</source>
        <translation>Die Spitzenwerte des Geräts messen, sobald das Fenster geöffnet ist (vor --run oder --sweep).</translation>
    </message>
    <message>
        <source>Tune a GEMM variant (at --n, with --budget random candidates) once the window is up.</source>
        <translation>Eine GEMM-Variante tunen (bei --n, mit --budget Zufallskandidaten), sobald das Fenster geöffnet ist.</translation>
    </message>
    <message>
        <source>Random candidates of --tune after the seed set.</source>
        <translation>Zufallskandidaten von --tune nach der Startmenge.</translation>
    </message>
    <message>
        <source>Load your own matmul kernel from FILE.cl as variant user:&lt;stem&gt;.</source>
        <translation>Einen eigenen Matmul-Kernel aus FILE.cl als Variante user:&lt;stem&gt; laden.</translation>
    </message>
    <message>
        <source>Entry point of --kernel-file.</source>
        <translation>Einstiegspunkt von --kernel-file.</translation>
    </message>
    <message>
        <source>Check the selected variant with Oclgrind at start.</source>
        <translation>Die ausgewählte Variante beim Start mit Oclgrind prüfen.</translation>
    </message>
    <message>
        <source>Timeline queue mode: inorder, ooo or two; with --view timeline (and no --run) the setup runs in it.</source>
        <translation>Warteschlangenmodus der Zeitleiste: inorder, ooo oder two; mit --view timeline (und ohne --run) läuft die Einstellung darin.</translation>
    </message>
    <message>
        <source>Buffer mode: copy, use or alloc.</source>
        <translation>Puffermodus: copy, use oder alloc.</translation>
    </message>
    <message>
        <source>--tune takes a tunable variant (%1), not &quot;%2&quot;.</source>
        <translation>--tune erwartet eine tunebare Variante (%1), nicht „%2“.</translation>
    </message>
    <message>
        <source>--budget takes a whole number of 0 or more, not &quot;%1&quot;.</source>
        <translation>--budget erwartet eine ganze Zahl ab 0, nicht „%1“.</translation>
    </message>
    <message>
        <source>--queues: %1</source>
        <translation>--queues: %1</translation>
    </message>
    <message>
        <source>--buffers: %1</source>
        <translation>--buffers: %1</translation>
    </message>
    <message>
        <source>Work-groups view: a custom NDRange of this global size (with --local); it need not be a multiple of the local size.</source>
        <translation>Ansicht „Work-Groups“: ein eigener NDRange mit dieser globalen Größe (mit --local); sie muss kein Vielfaches der lokalen Größe sein.</translation>
    </message>
    <message>
        <source>Work-groups view: launch --global rounded up to a multiple of --local.</source>
        <translation>Ansicht „Work-Groups“: --global auf ein Vielfaches von --local aufgerundet starten.</translation>
    </message>
    <message>
        <source>--global needs --local, e.g. --global 100x50 --local 16x16.</source>
        <translation>--global braucht --local, z. B. --global 100x50 --local 16x16.</translation>
    </message>
    <message>
        <source>--global: %1</source>
        <translation>--global: %1</translation>
    </message>
    <message>
        <source>Work-groups view: select the work-item at global id X,Y.</source>
        <translation>Ansicht „Work-Groups“: das Work-Item mit der globalen ID X,Y auswählen.</translation>
    </message>
    <message>
        <source>--select takes a work-item&apos;s global id as X,Y, e.g. 99,49, not &quot;%1&quot;.</source>
        <translation>--select erwartet die globale ID eines Work-Items als X,Y, z. B. 99,49, nicht „%1“.</translation>
    </message>
    <message>
        <source>Run the setup once the window is up (with --view lessons: measure every lesson).</source>
        <translation>Die Einstellung ausführen, sobald das Fenster offen ist (mit --view lessons: jede Lektion messen).</translation>
    </message>
    <message>
        <source>Record no run in the run history.</source>
        <translation>Keinen Lauf im Laufverlauf speichern.</translation>
    </message>
    <message>
        <source>Start without the last session&apos;s runs.</source>
        <translation>Ohne die Läufe der letzten Sitzung starten.</translation>
    </message>
    <message>
        <source>Compare view: set A, the baseline (FILE.csv, FILE.zip, history[:filters] or session); compared at start with --compare-b.</source>
        <translation>Vergleichsansicht: Menge A, die Basis (FILE.csv, FILE.zip, history[:filters] oder session); beim Start mit --compare-b verglichen.</translation>
    </message>
    <message>
        <source>Compare view: set B, the candidate.</source>
        <translation>Vergleichsansicht: Menge B, der Kandidat.</translation>
    </message>
    <message>
        <source>--compare-a and --compare-b go together: name both sets.</source>
        <translation>--compare-a und --compare-b gehören zusammen: Nennen Sie beide Mengen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 takes FILE.csv, FILE.zip, history[:filters] or session, not &quot;%2&quot;.</source>
        <translation>%1 nimmt FILE.csv, FILE.zip, history[:filters] oder session, nicht „%2“.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is no readable file.</source>
        <translation>%1: „%2“ ist keine lesbare Datei.</translation>
    </message>
    <message>
        <source>Inspect view: open FILE (inspect --json).</source>
        <translation>Ansicht „Untersuchen“: FILE öffnen (inspect --json).</translation>
    </message>
</context>
<context>
    <name>TargetCiText</name>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Target interval &quot;%1&quot; is not a percentage: write 2% or 2, or leave it empty for none.</source>
        <translation>Zielintervall &quot;%1&quot; ist kein Prozentwert: 2% oder 2 schreiben, oder leer lassen für keines.</translation>
    </message>
    <message>
        <source>Target interval %1 % is outside the limits: from %2 % to %3 %.</source>
        <translation>Zielintervall %1 % liegt außerhalb der Grenzen: von %2 % bis %3 %.</translation>
    </message>
    <message numerus="yes">
        <source>reached after %n timed repetition(s)</source>
        <translation>
            <numerusform>erreicht nach %n gemessenen Wiederholung</numerusform>
            <numerusform>erreicht nach %n gemessenen Wiederholungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not reached: the repetition budget ran out after %n timed repetition(s)</source>
        <translation>
            <numerusform>nicht erreicht: das Wiederholungsbudget war nach %n gemessenen Wiederholung aufgebraucht</numerusform>
            <numerusform>nicht erreicht: das Wiederholungsbudget war nach %n gemessenen Wiederholungen aufgebraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not reached: the time budget ran out after %n timed repetition(s)</source>
        <translation>
            <numerusform>nicht erreicht: das Zeitbudget war nach %n gemessenen Wiederholung aufgebraucht</numerusform>
            <numerusform>nicht erreicht: das Zeitbudget war nach %n gemessenen Wiederholungen aufgebraucht</numerusform>
        </translation>
    </message>
    <message>
        <source>not reached: too few repetitions for an interval</source>
        <translation>nicht erreicht: zu wenige Wiederholungen für ein Intervall</translation>
    </message>
    <message>
        <source>%1 at N = %2: target interval ±%3 % %4</source>
        <translation>%1 bei N = %2: Zielintervall ±%3 % %4</translation>
    </message>
    <message>
        <source> (95 % interval ±%1 % of the median)</source>
        <translation> (95-%-Intervall ±%1 % des Medians)</translation>
    </message>
</context>
<context>
    <name>TimelineWidget</name>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>queued → submit (queue wait)</source>
        <translation>queued → submit (Warten in der Warteschlange)</translation>
    </message>
    <message>
        <source>submit → start (launch latency)</source>
        <translation>submit → start (Startlatenz)</translation>
    </message>
    <message>
        <source>start → end (execution)</source>
        <translation>start → end (Ausführung)</translation>
    </message>
</context>
<context>
    <name>TuningChartData</name>
    <message>
        <source>%1 (log scale, points spread sideways)</source>
        <translation>%1 (log. Skala, Punkte seitlich gestreut)</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>seed set</source>
        <translation>Startmenge</translation>
    </message>
    <message>
        <source>random sample</source>
        <translation>Zufallsstichprobe</translation>
    </message>
    <message>
        <source>#%1 %2
%3 GFLOP/s, %4 ms</source>
        <translation>#%1 %2
%3 GFLOP/s, %4 ms</translation>
    </message>
    <message>
        <source>best so far: #%1, %2 GFLOP/s</source>
        <translation>bisher bester: #%1, %2 GFLOP/s</translation>
    </message>
</context>
<context>
    <name>studio::BankConflictWidget</name>
    <message>
        <source>words each bank serves for one warp (bank 0 … %1)</source>
        <translation>Wörter, die jede Bank für einen Warp liefert (Bank 0 … %1)</translation>
    </message>
    <message>
        <source>%1-way conflict: %2 of %3 lanes wait, the read takes %1 steps</source>
        <translation>%1-facher Konflikt: %2 von %3 Lanes warten, das Lesen dauert %1 Schritte</translation>
    </message>
    <message>
        <source>conflict-free: every bank serves at most one word (equal words are broadcast)</source>
        <translation>konfliktfrei: jede Bank liefert höchstens ein Wort (gleiche Wörter per Broadcast)</translation>
    </message>
    <message>
        <source>Lane i of a %1-lane warp is work-item (lx, ly) = (i mod %2, i / %2) and reads tile[lx][k] at k = %3 (seed 004&apos;s local_B_T, tiled_padded&apos;s BsubT). Word w lives in bank w mod %4. The plain tiled kernel reads Bsub[k][lx] along a row instead: %5.</source>
        <translation>Lane i eines Warps mit %1 Lanes ist das Work-Item (lx, ly) = (i mod %2, i / %2) und liest tile[lx][k] bei k = %3 (local_B_T aus Seed 004, BsubT aus tiled_padded). Wort w liegt in Bank w mod %4. Der einfache tiled-Kernel liest stattdessen Bsub[k][lx] entlang einer Zeile: %5.</translation>
    </message>
    <message>
        <source>%1-way conflict</source>
        <translation>%1-facher Konflikt</translation>
    </message>
    <message>
        <source>conflict-free</source>
        <translation>konfliktfrei</translation>
    </message>
    <message>
        <source>unpadded: tile[%1][%1], pitch %1</source>
        <translation>ohne Padding: tile[%1][%1], Pitch %1</translation>
    </message>
    <message>
        <source>padded (tiled_padded): tile[%1][%2], pitch %2</source>
        <translation>mit Padding (tiled_padded): tile[%1][%2], Pitch %2</translation>
    </message>
</context>
<context>
    <name>studio::BundleFeature</name>
    <message>
        <source>Export bundle</source>
        <translation>Bündel exportieren</translation>
    </message>
    <message>
        <source>Bundles (*.zip);;All files (*)</source>
        <translation>Bündel (*.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>Bündel importieren</translation>
    </message>
    <message>
        <source>Export &amp;bundle…</source>
        <translation>Bündel e&amp;xportieren…</translation>
    </message>
    <message>
        <source>One zip with the runs (CSV and JSON with events), devices, peaks, kernel sources and environment, for a colleague or another machine</source>
        <translation>Eine ZIP-Datei mit den Läufen (CSV und JSON mit Ereignissen), Geräten, Spitzenwerten, Kernel-Quellen und Umgebung, für Kollegen oder einen anderen Rechner</translation>
    </message>
    <message>
        <source>Import b&amp;undle…</source>
        <translation>Bündel i&amp;mportieren…</translation>
    </message>
    <message>
        <source>Add the runs of a bundle to this session, beside your own, and to the run history, marked as imported</source>
        <translation>Die Läufe eines Bündels neben Ihren eigenen zu dieser Sitzung und, als importiert markiert, zum Laufverlauf hinzufügen</translation>
    </message>
    <message>
        <source>Writing bundle %1…</source>
        <translation>Bündel %1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Reading bundle %1…</source>
        <translation>Bündel %1 wird gelesen…</translation>
    </message>
    <message>
        <source>Bundle %1 written.</source>
        <translation>Bündel %1 geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from bundle %1.</source>
        <translation>
            <numerusform>%n Lauf aus Bündel %1 importiert.</numerusform>
            <numerusform>%n Läufe aus Bündel %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bundle not written.</source>
        <translation>Bündel nicht geschrieben.</translation>
    </message>
    <message>
        <source>Bundle not imported; nothing was added.</source>
        <translation>Bündel nicht importiert; nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) already in this session skipped.</source>
        <translation>
            <numerusform>%n Lauf war schon in dieser Sitzung und wurde übersprungen.</numerusform>
            <numerusform>%n Läufe waren schon in dieser Sitzung und wurden übersprungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::ChartSurface</name>
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
    <message>
        <source>Roofline: %1</source>
        <translation>Roofline: %1</translation>
    </message>
    <message>
        <source>Roofline: %1 (no peaks yet: Run → Measure peaks draws the roof)</source>
        <translation>Roofline: %1 (noch keine Spitzenwerte: Ausführen → Spitzenwerte messen zeichnet das Dach)</translation>
    </message>
    <message numerus="yes">
        <source>%n failed run(s) not plotted</source>
        <translation>
            <numerusform>%n fehlgeschlagener Lauf nicht gezeichnet</numerusform>
            <numerusform>%n fehlgeschlagene Läufe nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) without a memory-traffic model (pi, library calls)</source>
        <translation>
            <numerusform>%n Lauf ohne Speicherverkehrsmodell (pi, Bibliotheksaufrufe)</numerusform>
            <numerusform>%n Läufe ohne Speicherverkehrsmodell (pi, Bibliotheksaufrufe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of other devices</source>
        <translation>
            <numerusform>%n Lauf anderer Geräte</numerusform>
            <numerusform>%n Läufe anderer Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message numerus="yes">
        <source>%n cancelled or skipped run(s) not plotted</source>
        <translation>
            <numerusform>%n abgebrochener oder übersprungener Lauf nicht gezeichnet</numerusform>
            <numerusform>%n abgebrochene oder übersprungene Läufe nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Y axis:</source>
        <translation>&amp;Y-Achse:</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>logarithmic</source>
        <translation>logarithmisch</translation>
    </message>
</context>
<context>
    <name>studio::CompareBuildsDialog</name>
    <message>
        <source>The two sources are the same.</source>
        <translation>Die beiden Quelltexte sind gleich.</translation>
    </message>
    <message>
        <source>A → B: %1 line(s) removed, %2 added</source>
        <translation>A → B: %1 Zeile(n) entfernt, %2 hinzugefügt</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>verified, median %1 ms</source>
        <translation>verifiziert, Median %1 ms</translation>
    </message>
    <message>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <source>Running both builds…</source>
        <translation>Beide Builds werden ausgeführt…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>A (%1):</source>
        <translation>A (%1):</translation>
    </message>
    <message>
        <source>B (%1):</source>
        <translation>B (%1):</translation>
    </message>
    <message>
        <source>No ratio: %1</source>
        <translation>Kein Verhältnis: %1</translation>
    </message>
    <message>
        <source>B runs at %1× A&apos;s speed</source>
        <translation>B läuft %1× so schnell wie A</translation>
    </message>
    <message>
        <source>95 % interval %1× to %2×</source>
        <translation>95-%-Intervall %1× bis %2×</translation>
    </message>
    <message>
        <source>Compare builds</source>
        <translation>Builds vergleichen</translation>
    </message>
    <message>
        <source>A (baseline):</source>
        <translation>A (Basis):</translation>
    </message>
    <message>
        <source>Run both</source>
        <translation>Beide ausführen</translation>
    </message>
    <message>
        <source>B is the current build of %1. Both run in one job: %2.</source>
        <translation>B ist der aktuelle Build von %1. Beide laufen in einem Auftrag: %2.</translation>
    </message>
    <message>
        <source>Previous good build</source>
        <translation>Vorheriger fehlerfreier Build</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Eingebaut: %1</translation>
    </message>
</context>
<context>
    <name>studio::CompareBuildsJob</name>
    <message>
        <source>The comparison was cancelled or replaced by a newer job.</source>
        <translation>Der Vergleich wurde abgebrochen oder durch einen neueren Auftrag ersetzt.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The job ended without both runs.</source>
        <translation>Der Auftrag endete, ohne dass beide Läufe vorliegen.</translation>
    </message>
</context>
<context>
    <name>studio::CompareFeature</name>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>The selected runs are set %1 of Compare: pick set %2 and press Compare.</source>
        <translation>Die ausgewählten Läufe sind Menge %1 des Vergleichs: Wählen Sie Menge %2 und drücken Sie Vergleichen.</translation>
    </message>
</context>
<context>
    <name>studio::CompareModel</name>
    <message>
        <source>%1 ms (no samples: no interval)</source>
        <translation>%1 ms (keine Stichproben: kein Intervall)</translation>
    </message>
    <message>
        <source>%1 ms (one sample: no interval)</source>
        <translation>%1 ms (eine Stichprobe: kein Intervall)</translation>
    </message>
    <message>
        <source>%1 ms [%2, %3]</source>
        <translation>%1 ms [%2, %3]</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>nicht entscheidbar</translation>
    </message>
    <message>
        <source>untested</source>
        <translation>ungetestet</translation>
    </message>
    <message>
        <source>B failed</source>
        <translation>B fehlgeschlagen</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>%1
buffers %2, queues %3%4</source>
        <translation>%1
Puffer %2, Warteschlangen %3%4</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>A median [95 % CI]</source>
        <translation>A Median [95-%-KI]</translation>
    </message>
    <message>
        <source>B median [95 % CI]</source>
        <translation>B Median [95-%-KI]</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Median kernel time of B against A: +10 % is 10 % slower.</source>
        <translation>Median-Kernelzeit von B gegenüber A: +10 % ist 10 % langsamer.</translation>
    </message>
    <message>
        <source>Same: the change is within the threshold, or the test cannot tell it from noise. Faster or slower: beyond the threshold and the Mann-Whitney U test says it is no noise (p &lt; 0.05). Inconclusive: beyond the threshold, but not significant.</source>
        <translation>Gleich: Die Änderung liegt innerhalb der Schwelle, oder der Test kann sie nicht vom Rauschen unterscheiden. Schneller oder langsamer: jenseits der Schwelle, und der Mann-Whitney-U-Test sagt, dass es kein Rauschen ist (p &lt; 0,05). Nicht entscheidbar: jenseits der Schwelle, aber nicht signifikant.</translation>
    </message>
    <message>
        <source>Two-sided p-value of the Mann-Whitney U test on the repetitions&apos; kernel times.</source>
        <translation>Zweiseitiger p-Wert des Mann-Whitney-U-Tests über die Kernelzeiten der Wiederholungen.</translation>
    </message>
</context>
<context>
    <name>studio::ComparePane</name>
    <message>
        <source>A: baseline</source>
        <translation>A: Basis</translation>
    </message>
    <message>
        <source>B: candidate</source>
        <translation>B: Kandidat</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Schwelle:</translation>
    </message>
    <message>
        <source>A change of the median kernel time smaller than this is &quot;same&quot;, whatever the test says (ndrange-bench compare --threshold).</source>
        <translation>Eine Änderung der Median-Kernelzeit unter diesem Wert ist „gleich“, was auch immer der Test sagt (ndrange-bench compare --threshold).</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Runs that matched nothing on the other side:</source>
        <translation>Läufe ohne Gegenstück auf der anderen Seite:</translation>
    </message>
    <message>
        <source>Reading both sets…</source>
        <translation>Beide Mengen werden gelesen…</translation>
    </message>
    <message>
        <source>Nothing compared: set A could not be read.</source>
        <translation>Nichts verglichen: Menge A konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Nothing compared: set B could not be read.</source>
        <translation>Nichts verglichen: Menge B konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Pick set A (the baseline) and set B (the candidate), then press Compare.</source>
        <translation>Wählen Sie Menge A (die Basis) und Menge B (den Kandidaten) und drücken Sie dann Vergleichen.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s): </source>
        <translation>
            <numerusform>%n Paar: </numerusform>
            <numerusform>%n Paare: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 faster, %2 slower, %3 same, %4 inconclusive, %5 without samples, %6 unmatched (A %7, B %8)</source>
        <translation>%1 schneller, %2 langsamer, %3 gleich, %4 nicht entscheidbar, %5 ohne Stichproben, %6 ohne Gegenstück (A %7, B %8)</translation>
    </message>
    <message numerus="yes">
        <source>, %n failed in B</source>
        <translation>
            <numerusform>, %n in B fehlgeschlagen</numerusform>
            <numerusform>, %n in B fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Would fail CI at threshold %1 % (ndrange-bench compare exits 1).</source>
        <translation>Würde die CI bei einer Schwelle von %1 % scheitern lassen (ndrange-bench compare endet mit 1).</translation>
    </message>
    <message>
        <source>Would pass CI at threshold %1 %.</source>
        <translation>Würde die CI bei einer Schwelle von %1 % bestehen.</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>nur in A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>nur in B</translation>
    </message>
    <message>
        <source>(did not verify)</source>
        <translation>(nicht verifiziert)</translation>
    </message>
</context>
<context>
    <name>studio::CompareSidePicker</name>
    <message>
        <source>Results CSV file</source>
        <translation>Ergebnis-CSV-Datei</translation>
    </message>
    <message>
        <source>Bundle (.zip)</source>
        <translation>Bündel (.zip)</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>Laufverlauf</translation>
    </message>
    <message>
        <source>This session&apos;s runs</source>
        <translation>Läufe dieser Sitzung</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>results.csv</source>
        <translation>ergebnisse.csv</translation>
    </message>
    <message>
        <source>runs.zip</source>
        <translation>laeufe.zip</translation>
    </message>
    <message>
        <source>the runs selected in Results, else every run of this session</source>
        <translation>die in Ergebnisse gewählten Läufe, sonst alle Läufe dieser Sitzung</translation>
    </message>
    <message>
        <source>Results CSV files (*.csv);;All files (*)</source>
        <translation>Ergebnis-CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Bundles (*.zip);;All files (*)</source>
        <translation>Bündel (*.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: name a file.</source>
        <translation>%1: Nennen Sie eine Datei.</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>(limit: %1)</source>
        <translation>(Grenze: %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) read.</source>
        <translation>
            <numerusform>%n Lauf gelesen.</numerusform>
            <numerusform>%n Läufe gelesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damaged run(s) of the history left out.</source>
        <translation>
            <numerusform>%n beschädigter Lauf des Verlaufs ausgelassen.</numerusform>
            <numerusform>%n beschädigte Läufe des Verlaufs ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not read: %2</source>
        <translation>%1 wurde nicht gelesen: %2</translation>
    </message>
    <message>
        <source>filter, e.g. variant=tiled,since=2026-11-01,limit=20 or id=3,5,9 (empty: every run)</source>
        <translation>Filter, z. B. variant=tiled,since=2026-11-01,limit=20 oder id=3,5,9 (leer: alle Läufe)</translation>
    </message>
</context>
<context>
    <name>studio::CsvFeature</name>
    <message numerus="yes">
        <source>Exported %n run(s) to %1.</source>
        <translation>
            <numerusform>%n Lauf nach %1 exportiert.</numerusform>
            <numerusform>%n Läufe nach %1 exportiert.</numerusform>
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
        <source>An import is already running.</source>
        <translation>Ein Import läuft bereits.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>%n Lauf aus %1 importiert.</numerusform>
            <numerusform>%n Läufe aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import of %1 cancelled; nothing was added.</source>
        <translation>Import von %1 abgebrochen; nichts wurde hinzugefügt.</translation>
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
    <message numerus="yes">
        <source>%n run(s) already in this session skipped.</source>
        <translation>
            <numerusform>%n Lauf war schon in dieser Sitzung und wurde übersprungen.</numerusform>
            <numerusform>%n Läufe waren schon in dieser Sitzung und wurden übersprungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::CsvImportJob</name>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
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
    <name>studio::FootprintWidget</name>
    <message>
        <source>Pick a matmul variant and click a work-item to see which elements of A, B and C it touches.</source>
        <translation>Wählen Sie eine Matmul-Variante und klicken Sie auf ein Work-Item, um zu sehen, welche Elemente von A, B und C es berührt.</translation>
    </message>
    <message>
        <source>Bᵀ (uploaded)</source>
        <translation>Bᵀ (hochgeladen)</translation>
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
        <translation>geschrieben</translation>
    </message>
    <message>
        <source>read (feeds its result)</source>
        <translation>gelesen (fließt ins Ergebnis)</translation>
    </message>
    <message>
        <source>loaded by this item</source>
        <translation>von diesem Item geladen</translation>
    </message>
    <message>
        <source>group&apos;s local tiles</source>
        <translation>lokale Kacheln der Gruppe</translation>
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
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>within noise of the best</source>
        <translation>im Rauschen der besten</translation>
    </message>
</context>
<context>
    <name>studio::HistoryFeature</name>
    <message>
        <source>Runs are recorded in the run history.</source>
        <translation>Läufe werden im Laufverlauf gespeichert.</translation>
    </message>
    <message>
        <source>Runs are not recorded in the run history.</source>
        <translation>Läufe werden nicht im Laufverlauf gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the history added to this session.</source>
        <translation>
            <numerusform>%n Lauf aus dem Verlauf zu dieser Sitzung hinzugefügt.</numerusform>
            <numerusform>%n Läufe aus dem Verlauf zu dieser Sitzung hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run history could not be written: %1. The runs stay in this session; export them to keep them.</source>
        <translation>Der Laufverlauf konnte nicht geschrieben werden: %1. Die Läufe bleiben in dieser Sitzung; exportieren Sie sie, um sie zu behalten.</translation>
    </message>
    <message>
        <source>The run history could not be written (see the log).</source>
        <translation>Der Laufverlauf konnte nicht geschrieben werden (siehe Protokoll).</translation>
    </message>
    <message>
        <source>Record runs in the &amp;history</source>
        <translation>Läufe im &amp;Verlauf speichern</translation>
    </message>
    <message>
        <source>Store every run and imported run in the run history shared with ndrange-bench, so the History tab and the next session have them</source>
        <translation>Jeden Lauf und jeden importierten Lauf im mit ndrange-bench geteilten Laufverlauf speichern, damit der Verlauf-Tab und die nächste Sitzung sie haben</translation>
    </message>
    <message>
        <source>The last session&apos;s runs could not be read from the run history: %1</source>
        <translation>Die Läufe der letzten Sitzung konnten nicht aus dem Laufverlauf gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened with the last session&apos;s %n run(s) from the run history (--empty starts without them).</source>
        <translation>
            <numerusform>Mit %n Lauf der letzten Sitzung aus dem Laufverlauf geöffnet (--empty startet ohne).</numerusform>
            <numerusform>Mit den %n Läufen der letzten Sitzung aus dem Laufverlauf geöffnet (--empty startet ohne sie).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of the last session are no longer in the run history.</source>
        <translation>
            <numerusform>%n Lauf der letzten Sitzung ist nicht mehr im Laufverlauf.</numerusform>
            <numerusform>%n Läufe der letzten Sitzung sind nicht mehr im Laufverlauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run history: %n run(s) of %1 stored, %2 already there skipped.</source>
        <translation>
            <numerusform>Laufverlauf: %n Lauf aus %1 gespeichert, %2 schon vorhandene übersprungen.</numerusform>
            <numerusform>Laufverlauf: %n Läufe aus %1 gespeichert, %2 schon vorhandene übersprungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run history: %n run(s) of %1 stored.</source>
        <translation>
            <numerusform>Laufverlauf: %n Lauf aus %1 gespeichert.</numerusform>
            <numerusform>Laufverlauf: %n Läufe aus %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 of the last session does not read back from the run history (%2); the History tab can delete it.</source>
        <translation>Lauf %1 der letzten Sitzung lässt sich nicht aus dem Laufverlauf lesen (%2); der Tab Verlauf kann ihn löschen.</translation>
    </message>
    <message>
        <source>Not opened as a kernel: %1</source>
        <translation>Nicht als Kernel geöffnet: %1</translation>
    </message>
    <message>
        <source>The run&apos;s kernel is open in Run setup as %1.</source>
        <translation>Der Kernel des Laufs ist in den Laufeinstellungen als %1 geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the skipped run(s) were measured again with other samples: the stored copy is kept.</source>
        <translation>
            <numerusform>%n übersprungener Lauf wurde mit anderen Stichproben erneut gemessen: Die gespeicherte Kopie bleibt erhalten.</numerusform>
            <numerusform>%n der übersprungenen Läufe wurden mit anderen Stichproben erneut gemessen: Die gespeicherte Kopie bleibt erhalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::HistoryModel</name>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>verification failed</source>
        <translation>Verifikation fehlgeschlagen</translation>
    </message>
    <message>
        <source>runtime error</source>
        <translation>Laufzeitfehler</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
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
        <translation>importiert</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>Parameter: %1</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Kernel (ms)</source>
        <translation>Kernel (ms)</translation>
    </message>
    <message>
        <source>Imported from</source>
        <translation>Importiert aus</translation>
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
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The stored run does not read back (%1); select it and Delete it.</source>
        <translation>Der gespeicherte Lauf lässt sich nicht lesen (%1); wählen Sie ihn aus und löschen Sie ihn.</translation>
    </message>
</context>
<context>
    <name>studio::HistoryPane</name>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>Arbeitslast:</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Search device, variant, parameters, errors, origin…</source>
        <translation>Gerät, Variante, Parameter, Fehler, Herkunft suchen…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Add to session</source>
        <translation>Zur &amp;Sitzung hinzufügen</translation>
    </message>
    <message>
        <source>Put the selected runs in Results, Charts and Timeline beside this session&apos;s runs</source>
        <translation>Die ausgewählten Läufe neben den Läufen dieser Sitzung in Ergebnisse, Diagramme und Zeitleiste übernehmen</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>Alle Geräte</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>All workloads</source>
        <translation>Alle Arbeitslasten</translation>
    </message>
    <message>
        <source>The selected runs are in this session already.</source>
        <translation>Die ausgewählten Läufe sind bereits in dieser Sitzung.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) added to this session: see Results, Charts and Timeline.</source>
        <translation>
            <numerusform>%n Lauf zu dieser Sitzung hinzugefügt: siehe Ergebnisse, Diagramme und Zeitleiste.</numerusform>
            <numerusform>%n Läufe zu dieser Sitzung hinzugefügt: siehe Ergebnisse, Diagramme und Zeitleiste.</numerusform>
        </translation>
    </message>
    <message>
        <source>The run history could not be read: %1</source>
        <translation>Der Laufverlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reading the run history…</source>
        <translation>Laufverlauf wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n stored run(s) shown.</source>
        <translation>
            <numerusform>%1 von %n gespeicherten Lauf angezeigt.</numerusform>
            <numerusform>%1 von %n gespeicherten Läufen angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to session</source>
        <translation>Zur Sitzung hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the selected runs from the run history (asks first)</source>
        <translation>Die ausgewählten Läufe aus dem Laufverlauf löschen (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message numerus="yes">
        <source>%n selected run(s) do not read back (damaged) and cannot be added.</source>
        <translation>
            <numerusform>%n ausgewählter Lauf lässt sich nicht lesen (beschädigt) und kann nicht hinzugefügt werden.</numerusform>
            <numerusform>%n ausgewählte Läufe lassen sich nicht lesen (beschädigt) und können nicht hinzugefügt werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s) from the run history…</source>
        <translation>
            <numerusform>%n Lauf wird aus dem Laufverlauf gelesen…</numerusform>
            <numerusform>%n Läufe werden aus dem Laufverlauf gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs could not be read: %1</source>
        <translation>Die Läufe konnten nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) do not read back (damaged) and were not added.</source>
        <translation>
            <numerusform>%n Lauf lässt sich nicht lesen (beschädigt) und wurde nicht hinzugefügt.</numerusform>
            <numerusform>%n Läufe lassen sich nicht lesen (beschädigt) und wurden nicht hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the run history? This cannot be undone; runs in this session stay there.</source>
        <translation>
            <numerusform>%n Lauf aus dem Laufverlauf löschen? Das lässt sich nicht rückgängig machen; Läufe dieser Sitzung bleiben in ihr.</numerusform>
            <numerusform>%n Läufe aus dem Laufverlauf löschen? Das lässt sich nicht rückgängig machen; Läufe dieser Sitzung bleiben in ihr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleting %n run(s)…</source>
        <translation>
            <numerusform>%n Lauf wird gelöscht…</numerusform>
            <numerusform>%n Läufe werden gelöscht…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted from the run history.</source>
        <translation>
            <numerusform>%n Lauf aus dem Laufverlauf gelöscht.</numerusform>
            <numerusform>%n Läufe aus dem Laufverlauf gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs could not be deleted: %1</source>
        <translation>Die Läufe konnten nicht gelöscht werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n listed run(s) do not read back (damaged): select them and Delete.</source>
        <translation>
            <numerusform>%n aufgeführter Lauf lässt sich nicht lesen (beschädigt): auswählen und löschen.</numerusform>
            <numerusform>%n aufgeführte Läufe lassen sich nicht lesen (beschädigt): auswählen und löschen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open as &amp;kernel</source>
        <translation>Als &amp;Kernel öffnen</translation>
    </message>
    <message>
        <source>Open the source text this user-kernel run ran as an editable kernel in Run setup</source>
        <translation>Den Quelltext, mit dem dieser Lauf eines eigenen Kernels lief, als bearbeitbaren Kernel in den Laufeinstellungen öffnen</translation>
    </message>
    <message>
        <source>Open as kernel</source>
        <translation>Als Kernel öffnen</translation>
    </message>
    <message>
        <source>the history holds no source text for this run (it was made before sources were kept, or its kernel had changed)</source>
        <translation>der Verlauf enthält keinen Quelltext zu diesem Lauf (er entstand, bevor Quelltexte gespeichert wurden, oder sein Kernel hatte sich geändert)</translation>
    </message>
    <message>
        <source>Not opened as a kernel: %1</source>
        <translation>Nicht als Kernel geöffnet: %1</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Vergleichen…</translation>
    </message>
    <message>
        <source>Open the selected runs in the Compare view as one of its two sets</source>
        <translation>Die ausgewählten Läufe in der Vergleichsansicht als eine ihrer beiden Mengen öffnen</translation>
    </message>
    <message>
        <source>Compare as set A (baseline)</source>
        <translation>Als Menge A (Basis) vergleichen</translation>
    </message>
    <message>
        <source>Compare as set B</source>
        <translation>Als Menge B vergleichen</translation>
    </message>
    <message>
        <source>Select at most %1 runs to compare (or filter the history in the Compare view).</source>
        <translation>Wählen Sie höchstens %1 Läufe zum Vergleichen aus (oder filtern Sie den Verlauf in der Vergleichsansicht).</translation>
    </message>
</context>
<context>
    <name>studio::InspectFeature</name>
    <message>
        <source>%1, N = %2, local %3 on device %4</source>
        <translation>%1, N = %2, lokal %3 auf Gerät %4</translation>
    </message>
</context>
<context>
    <name>studio::InspectPane</name>
    <message>
        <source>Compiling and inspecting on the engine&apos;s worker…</source>
        <translation>Wird im Worker der Engine übersetzt und untersucht…</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>N, local size</source>
        <translation>N, lokale Größe</translation>
    </message>
    <message>
        <source>Global size</source>
        <translation>Globale Größe</translation>
    </message>
    <message>
        <source>Build options</source>
        <translation>Build-Optionen</translation>
    </message>
    <message>
        <source>GEMM parameters</source>
        <translation>GEMM-Parameter</translation>
    </message>
    <message>
        <source>Kernel work-group limit</source>
        <translation>Work-Group-Grenze des Kernels</translation>
    </message>
    <message>
        <source>Preferred multiple</source>
        <translation>Bevorzugtes Vielfaches</translation>
    </message>
    <message>
        <source>Local memory</source>
        <translation>Lokaler Speicher</translation>
    </message>
    <message>
        <source>Private memory</source>
        <translation>Privater Speicher</translation>
    </message>
    <message>
        <source>Registers per work-item</source>
        <translation>Register pro Work-Item</translation>
    </message>
    <message>
        <source>Spill stores / loads</source>
        <translation>Spill-Schreib- / -Lesezugriffe</translation>
    </message>
    <message>
        <source>Stack frame</source>
        <translation>Stack-Frame</translation>
    </message>
    <message>
        <source>Barriers</source>
        <translation>Barrieren</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Auslastung (Occupancy)</translation>
    </message>
    <message>
        <source>Instead of occupancy</source>
        <translation>Statt Auslastung</translation>
    </message>
    <message>
        <source>Compiler messages</source>
        <translation>Compilermeldungen</translation>
    </message>
    <message>
        <source>(the compiler wrote nothing)</source>
        <translation>(der Compiler hat nichts ausgegeben)</translation>
    </message>
    <message>
        <source>Not inspected:</source>
        <translation>Nicht untersucht:</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>%1 speichern</translation>
    </message>
    <message>
        <source>Inspect the setup&apos;s kernel</source>
        <translation>Kernel der Einstellung untersuchen</translation>
    </message>
    <message>
        <source>Compile the kernel of Run setup at its N and local size and show what the compiler made of it</source>
        <translation>Den Kernel der Laufeinstellungen mit ihrem N und ihrer lokalen Größe übersetzen und zeigen, was der Compiler daraus gemacht hat</translation>
    </message>
    <message>
        <source>Build options, the kernel&apos;s limits and memory, registers, spills and occupancy on NVIDIA, the work-group spread on a CPU, and the code: press Inspect.</source>
        <translation>Build-Optionen, Grenzen und Speicher des Kernels, Register, Spills und Auslastung auf NVIDIA, die Verteilung der Work-Groups auf einer CPU und der Code: „Untersuchen“ drücken.</translation>
    </message>
    <message>
        <source>PTX</source>
        <translation>PTX</translation>
    </message>
    <message>
        <source>Assembly</source>
        <translation>Assembler</translation>
    </message>
    <message>
        <source>LLVM IR</source>
        <translation>LLVM IR</translation>
    </message>
    <message>
        <source>Build log</source>
        <translation>Build-Protokoll</translation>
    </message>
    <message>
        <source>Find in the code…</source>
        <translation>Im Code suchen…</translation>
    </message>
    <message>
        <source>Find next</source>
        <translation>Weitersuchen</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Write the code tab shown to a file</source>
        <translation>Den angezeigten Code-Tab in eine Datei schreiben</translation>
    </message>
    <message>
        <source>No inspection is shown: inspect a kernel or open a saved inspection first.</source>
        <translation>Keine Untersuchung angezeigt: Untersuchen Sie zuerst einen Kernel oder öffnen Sie eine gespeicherte Untersuchung.</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, above the %3 an inspection may have</source>
        <translation>%1 hat %2 Bytes, mehr als die %3, die eine Untersuchung haben darf</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Opened from %1</source>
        <translation>Geöffnet aus %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open a saved inspection</source>
        <translation>Eine gespeicherte Untersuchung öffnen</translation>
    </message>
    <message>
        <source>Inspection JSON (*.json);;All files (*)</source>
        <translation>Untersuchungs-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the inspection</source>
        <translation>Untersuchung speichern</translation>
    </message>
    <message>
        <source>Inspection JSON (*.json)</source>
        <translation>Untersuchungs-JSON (*.json)</translation>
    </message>
    <message>
        <source>Open inspection…</source>
        <translation>Untersuchung öffnen…</translation>
    </message>
    <message>
        <source>Show an inspection saved as JSON, here or by ndrange-bench inspect --json on any machine (an NVIDIA GPU&apos;s PTX and registers, viewed anywhere)</source>
        <translation>Eine als JSON gespeicherte Untersuchung anzeigen, gespeichert hier oder von ndrange-bench inspect --json auf einem beliebigen Rechner (PTX und Register einer NVIDIA-GPU, überall einsehbar)</translation>
    </message>
    <message>
        <source>Save inspection…</source>
        <translation>Untersuchung speichern…</translation>
    </message>
    <message>
        <source>Write the inspection shown, with its code, as JSON (the document of ndrange-bench inspect --json)</source>
        <translation>Die angezeigte Untersuchung samt Code als JSON schreiben (das Dokument von ndrange-bench inspect --json)</translation>
    </message>
</context>
<context>
    <name>studio::JobController</name>
    <message>
        <source>Sweep: %1 variant(s) × %2 size(s) × %3 local size(s)</source>
        <translation>Durchlauf: %1 Variante(n) × %2 Größe(n) × %3 lokale Größe(n)</translation>
    </message>
    <message>
        <source>Measuring peaks of device %1</source>
        <translation>Spitzenwerte von Gerät %1 werden gemessen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
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
    <message numerus="yes">
        <source>Tuning finished: %n candidate(s) in %1.</source>
        <translation>
            <numerusform>Tuning beendet: %n Kandidat in %1.</numerusform>
            <numerusform>Tuning beendet: %n Kandidaten in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Peaks measured in %1.</source>
        <translation>Spitzenwerte in %1 gemessen.</translation>
    </message>
    <message>
        <source>Run finished in %1.</source>
        <translation>Lauf in %1 beendet.</translation>
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
        <source>Peaks of %1: %2 GB/s read, %3 GB/s copy, %4 GFLOP/s FP32, %5 µs launch latency</source>
        <translation>Spitzenwerte von %1: %2 GB/s Lesen, %3 GB/s Kopieren, %4 GFLOP/s FP32, %5 µs Startlatenz</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %n lesson(s)</source>
        <translation>
            <numerusform>%n Lektion wird gemessen</numerusform>
            <numerusform>%n Lektionen werden gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lessons measured: %n run(s) in %1.</source>
        <translation>
            <numerusform>Lektionen gemessen: %n Lauf in %1.</numerusform>
            <numerusform>Lektionen gemessen: %n Läufe in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>buffers %1</source>
        <translation>Puffer %1</translation>
    </message>
    <message>
        <source>one out-of-order queue</source>
        <translation>eine Out-of-Order-Warteschlange</translation>
    </message>
    <message>
        <source>two queues</source>
        <translation>zwei Warteschlangen</translation>
    </message>
    <message>
        <source>Run %1 at N = %2 with %3 (%4)</source>
        <translation>Lauf %1 bei N = %2 mit %3 (%4)</translation>
    </message>
    <message>
        <source>Run %1 at N = %2, local %3 (%4)</source>
        <translation>Lauf %1 bei N = %2, lokal %3 (%4)</translation>
    </message>
    <message>
        <source>%1 run(s), %2 of them failed</source>
        <translation>%1 Lauf/Läufe, davon %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 run(s)</source>
        <translation>%1 Lauf/Läufe</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1: %2 kept, %3 skipped.</source>
        <translation>Durchlauf nach %1 abgebrochen: %2 erhalten, %3 übersprungen.</translation>
    </message>
    <message>
        <source>Sweep failed after %1: %2</source>
        <translation>Durchlauf nach %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Sweep finished: %1, %2 skipped, in %3.</source>
        <translation>Durchlauf beendet: %1, %2 übersprungen, in %3.</translation>
    </message>
</context>
<context>
    <name>studio::KernelEditor</name>
    <message>
        <source>Click to go to line %1</source>
        <translation>Klicken, um zu Zeile %1 zu springen</translation>
    </message>
    <message>
        <source>Edit the source: it is built after a pause in typing (Ctrl+B builds now).</source>
        <translation>Quelltext bearbeiten: Er wird nach einer Tipppause übersetzt (Strg+B übersetzt sofort).</translation>
    </message>
    <message>
        <source>Edited — builds after a pause (Ctrl+B: now).</source>
        <translation>Bearbeitet — wird nach einer Pause übersetzt (Strg+B: sofort).</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Wird übersetzt…</translation>
    </message>
    <message>
        <source>Built: runs use this source.</source>
        <translation>Übersetzt: Läufe verwenden diesen Quelltext.</translation>
    </message>
    <message numerus="yes">
        <source>Build failed (%n problem(s)); runs use the last good build.</source>
        <translation>
            <numerusform>Übersetzung fehlgeschlagen (%n Problem); Läufe verwenden die letzte fehlerfreie Übersetzung.</numerusform>
            <numerusform>Übersetzung fehlgeschlagen (%n Probleme); Läufe verwenden die letzte fehlerfreie Übersetzung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only matrix-multiplication kernels that take (N, A, B, C) over an N×N NDRange can become a kernel of your own</source>
        <translation>Nur Matrixmultiplikations-Kernel mit (N, A, B, C) über einem N×N-NDRange können zu einem eigenen Kernel werden</translation>
    </message>
    <message>
        <source>An editable copy of this kernel, run as a kernel of your own</source>
        <translation>Eine bearbeitbare Kopie dieses Kernels, ausgeführt als eigener Kernel</translation>
    </message>
    <message>
        <source>Edit as new kernel</source>
        <translation>Als neuen Kernel bearbeiten</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Übersetzen</translation>
    </message>
    <message>
        <source>Compile the source now (Ctrl+B); runs use the last good build</source>
        <translation>Den Quelltext jetzt übersetzen (Strg+B); Läufe verwenden die letzte fehlerfreie Übersetzung</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Write the source to its .cl file (Ctrl+S)</source>
        <translation>Den Quelltext in seine .cl-Datei schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a directory, device, FIFO or socket); a kernel is saved only to a regular file.</source>
        <translation>%1 ist keine reguläre Datei (ein Verzeichnis, Gerät, FIFO oder Socket); ein Kernel wird nur in eine reguläre Datei gespeichert.</translation>
    </message>
    <message>
        <source>This kernel has no file yet: use Save as.</source>
        <translation>Dieser Kernel hat noch keine Datei: „Speichern unter“ verwenden.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Save kernel as</source>
        <translation>Kernel speichern unter</translation>
    </message>
    <message>
        <source>OpenCL C (*.cl);;All files (*)</source>
        <translation>OpenCL C (*.cl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>An unsaved edit of %1 could not be restored: %2</source>
        <translation>Eine ungespeicherte Bearbeitung von %1 konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Compare builds…</source>
        <translation>Builds vergleichen…</translation>
    </message>
    <message>
        <source>Run this build and the previous one (or a built-in variant) at the setup&apos;s N and local size</source>
        <translation>Diesen Build und den vorherigen (oder eine eingebaute Variante) mit N und lokaler Größe der Einstellung ausführen</translation>
    </message>
    <message>
        <source>All %1 autosave slots are held by other running studios; unsaved edits are not kept.</source>
        <translation>Alle %1 Plätze für die automatische Sicherung sind von anderen laufenden Studios belegt; ungespeicherte Bearbeitungen werden nicht aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>studio::LessonsModel</name>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>gilt</translation>
    </message>
    <message>
        <source>does not hold</source>
        <translation>gilt nicht</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Aussage</translation>
    </message>
    <message>
        <source>Course figure</source>
        <translation>Zahl im Kurs</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Latest in the run history (%1, N = %2, %3): %4</source>
        <translation>Zuletzt im Laufverlauf (%1, N = %2, %3): %4</translation>
    </message>
    <message>
        <source>%1 (no interval)</source>
        <translation>%1 (kein Intervall)</translation>
    </message>
    <message>
        <source>inconclusive: about %1 reps of each run would settle it</source>
        <translation>nicht entscheidbar: etwa %1 Wiederholungen je Lauf würden es entscheiden</translation>
    </message>
    <message>
        <source>inconclusive: too close to the threshold for more reps to settle it</source>
        <translation>nicht entscheidbar: zu nah an der Schwelle, als dass mehr Wiederholungen es entscheiden könnten</translation>
    </message>
    <message>
        <source>Baseline time over candidate time (medians), with the 95 % interval of the ratio from both runs&apos; bootstrap intervals</source>
        <translation>Zeit der Basis geteilt durch Zeit des Kandidaten (Mediane), mit dem 95-%-Intervall des Verhältnisses aus den Bootstrap-Intervallen beider Läufe</translation>
    </message>
    <message>
        <source>No interval: these runs kept no repetitions&apos; times (stored before they were kept, or one repetition), so the ratio alone decides the verdict</source>
        <translation>Kein Intervall: Diese Läufe haben keine Zeiten einzelner Wiederholungen (gespeichert, bevor diese aufbewahrt wurden, oder nur eine Wiederholung), daher entscheidet das Verhältnis allein über das Urteil</translation>
    </message>
</context>
<context>
    <name>studio::LessonsPane</name>
    <message numerus="yes">
        <source>Measuring %n lesson(s) on device %1…</source>
        <translation>
            <numerusform>%n Lektion wird auf Gerät %1 gemessen…</numerusform>
            <numerusform>%n Lektionen werden auf Gerät %1 gemessen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Measure selected</source>
        <translation>Auswahl messen</translation>
    </message>
    <message>
        <source>Measure all</source>
        <translation>Alle messen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Not measured yet on this device.</source>
        <translation>Auf diesem Gerät noch nicht gemessen.</translation>
    </message>
    <message>
        <source>The run history could not be read: %1</source>
        <translation>Der Laufverlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson(s) show their latest measurement in the run history; Measure to measure them again on Run setup&apos;s device.</source>
        <translation>
            <numerusform>%n Lektion zeigt ihre letzte Messung aus dem Laufverlauf; Messen misst sie erneut auf dem Gerät der Ausführungseinstellung.</numerusform>
            <numerusform>%n Lektionen zeigen ihre letzte Messung aus dem Laufverlauf; Messen misst sie erneut auf dem Gerät der Ausführungseinstellung.</numerusform>
        </translation>
    </message>
    <message>
        <source>The course&apos;s claims, each with the figure the course measured and on what. &lt;b&gt;Measure&lt;/b&gt; runs the pair of kernels a claim compares on Run setup&apos;s device (verified, like any run; both land in Results) and says whether the claim holds there, and why: the measured ratio with its 95 % interval, and holds, does not hold, or inconclusive (the interval straddles the claim&apos;s threshold) with about how many repetitions of each run would settle it.</source>
        <translation>Die Aussagen des Kurses, jeweils mit dem Wert, den der Kurs gemessen hat, und worauf. &lt;b&gt;Messen&lt;/b&gt; führt das Kernel-Paar, das eine Aussage vergleicht, auf dem Gerät der Laufeinstellungen aus (verifiziert wie jeder Lauf; beide landen in Ergebnisse) und sagt, ob die Aussage dort gilt, und warum: das gemessene Verhältnis mit seinem 95-%-Intervall und „gilt“, „gilt nicht“ oder „nicht entscheidbar“ (das Intervall überspannt die Schwelle der Aussage), mit etwa wie vielen Wiederholungen je Lauf es sich entscheiden ließe.</translation>
    </message>
</context>
<context>
    <name>studio::MainWindow</name>
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
        <source>Messages</source>
        <translation>Meldungen</translation>
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
        <translation>E&amp;rgebnisse</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
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
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Work-groups</source>
        <translation>Work-Groups</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <source>&amp;Work-groups</source>
        <translation>&amp;Work-Groups</translation>
    </message>
    <message>
        <source>Peaks</source>
        <translation>Spitzenwerte</translation>
    </message>
    <message>
        <source>R&amp;oofline</source>
        <translation>R&amp;oofline</translation>
    </message>
    <message>
        <source>Device &amp;peaks</source>
        <translation>Geräte-S&amp;pitzenwerte</translation>
    </message>
    <message>
        <source>Tuning</source>
        <translation>Tuning</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation>Le&amp;ktionen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>T&amp;uning</source>
        <translation>&amp;Tuning</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Untersuchen</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>&amp;Inspizieren</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Verg&amp;leich</translation>
    </message>
</context>
<context>
    <name>studio::OccupancyCalculator</name>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) auf %3</translation>
    </message>
    <message>
        <source>Occupancy against work-group size (compute capability %1)</source>
        <translation>Auslastung über der Work-Group-Größe (Compute Capability %1)</translation>
    </message>
    <message>
        <source>Occupancy against registers per work-item (compute capability %1)</source>
        <translation>Auslastung über den Registern pro Work-Item (Compute Capability %1)</translation>
    </message>
    <message>
        <source>Compute &amp;capability</source>
        <translation>Compute &amp;Capability</translation>
    </message>
    <message>
        <source>&amp;Registers per work-item</source>
        <translation>&amp;Register pro Work-Item</translation>
    </message>
    <message>
        <source>&amp;Local memory per group</source>
        <translation>&amp;Lokaler Speicher pro Gruppe</translation>
    </message>
    <message>
        <source>&amp;Work-items per group</source>
        <translation>&amp;Work-Items pro Gruppe</translation>
    </message>
    <message>
        <source>&amp;Against</source>
        <translation>&amp;Aufgetragen über</translation>
    </message>
    <message>
        <source>work-group size</source>
        <translation>Work-Group-Größe</translation>
    </message>
    <message>
        <source>registers</source>
        <translation>Register</translation>
    </message>
    <message>
        <source>Occupancy calculator (NVIDIA&apos;s model): example inputs; an inspection on an NVIDIA GPU, or one opened from its JSON, fills in what the compiler said.</source>
        <translation>Auslastungsrechner (Modell von NVIDIA): Beispieleingaben; eine Untersuchung auf einer NVIDIA-GPU oder eine aus ihrem JSON geöffnete trägt ein, was der Compiler gemeldet hat.</translation>
    </message>
    <message>
        <source>Occupancy calculator (NVIDIA&apos;s model), filled from the inspection of %1; edit any input to ask what if.</source>
        <translation>Auslastungsrechner (Modell von NVIDIA), ausgefüllt aus der Untersuchung von %1; ändern Sie eine beliebige Eingabe, um „Was wäre, wenn?“ zu fragen.</translation>
    </message>
</context>
<context>
    <name>studio::OclgrindPanel</name>
    <message>
        <source>This user kernel has no file to check.</source>
        <translation>Dieser Benutzer-Kernel hat keine Datei zum Prüfen.</translation>
    </message>
    <message>
        <source>Oclgrind could not be started: %1</source>
        <translation>Oclgrind konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>ndrange-bench crashed under Oclgrind.</source>
        <translation>ndrange-bench ist unter Oclgrind abgestürzt.</translation>
    </message>
    <message>
        <source>The run also failed verification.</source>
        <translation>Der Lauf hat außerdem die Verifikation nicht bestanden.</translation>
    </message>
    <message>
        <source>ndrange-bench exited with code %1: %2</source>
        <translation>ndrange-bench wurde mit Code %1 beendet: %2</translation>
    </message>
    <message>
        <source>%1 (×%2 work-items)</source>
        <translation>%1 (×%2 Work-Items)</translation>
    </message>
    <message>
        <source>Oclgrind is not installed (Debian: apt install oclgrind), so the check is unavailable.</source>
        <translation>Oclgrind ist nicht installiert (Debian: apt install oclgrind), daher ist die Prüfung nicht verfügbar.</translation>
    </message>
    <message>
        <source>ndrange-bench was not found next to the studio, so the check is unavailable.</source>
        <translation>ndrange-bench wurde nicht neben dem Studio gefunden, daher ist die Prüfung nicht verfügbar.</translation>
    </message>
    <message>
        <source>Runs the selected variant once at a small N under Oclgrind: data races, uninitialised values, out-of-bounds accesses, API misuse.</source>
        <translation>Führt die ausgewählte Variante einmal bei kleinem N unter Oclgrind aus: Data Races, nicht initialisierte Werte, Zugriffe außerhalb der Grenzen, API-Fehlgebrauch.</translation>
    </message>
    <message>
        <source>Checking %1 under Oclgrind…</source>
        <translation>%1 wird unter Oclgrind geprüft…</translation>
    </message>
    <message>
        <source>No issues found (%1).</source>
        <translation>Keine Probleme gefunden (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) found (%1).</source>
        <translation>
            <numerusform>%n Problem gefunden (%1).</numerusform>
            <numerusform>%n Probleme gefunden (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>Check with Oclgrind</source>
        <translation>Mit Oclgrind prüfen</translation>
    </message>
    <message>
        <source>Cancel check</source>
        <translation>Prüfung abbrechen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>studio::PeaksFeature</name>
    <message>
        <source>Measure &amp;peaks</source>
        <translation>&amp;Spitzenwerte messen</translation>
    </message>
    <message>
        <source>Measure the selected device&apos;s read and copy bandwidth, FP32 throughput and launch latency, like clpeak (Ctrl+P); the charts then draw the peaks</source>
        <translation>Lese- und Kopierbandbreite, FP32-Durchsatz und Startlatenz des ausgewählten Geräts messen, wie clpeak (Strg+P); die Diagramme zeichnen dann die Spitzenwerte</translation>
    </message>
</context>
<context>
    <name>studio::PeaksModel</name>
    <message>
        <source>%1 % of this device&apos;s best</source>
        <translation>%1 % des Bestwerts dieses Geräts</translation>
    </message>
    <message>
        <source>Vector width</source>
        <translation>Vektorbreite</translation>
    </message>
    <message>
        <source>Read
(GB/s)</source>
        <translation>Lesen
(GB/s)</translation>
    </message>
    <message>
        <source>Copy (read+write)
(GB/s)</source>
        <translation>Kopieren (Lesen+Schreiben)
(GB/s)</translation>
    </message>
    <message>
        <source>FP32 FMA
(GFLOP/s)</source>
        <translation>FP32-FMA
(GFLOP/s)</translation>
    </message>
    <message>
        <source>Global-memory read bandwidth, as clpeak measures it: each work-item adds up %1 strided loads and writes one float; GB/s counts the bytes loaded.</source>
        <translation>Lesebandbreite des globalen Speichers, gemessen wie von clpeak: Jedes Work-Item summiert %1 Ladevorgänge mit festem Abstand und schreibt ein float; GB/s zählt die geladenen Bytes.</translation>
    </message>
    <message>
        <source>A streaming copy, one load and one store per work-item; GB/s counts the bytes read plus the bytes written.</source>
        <translation>Eine durchlaufende Kopie, ein Lade- und ein Speichervorgang pro Work-Item; GB/s zählt die gelesenen plus die geschriebenen Bytes.</translation>
    </message>
    <message numerus="yes">
        <source>%1; reached with %n independent FMA chain(s) per work-item, work-groups of %2</source>
        <translation>
            <numerusform>%1; erreicht mit %n unabhängigen FMA-Kette pro Work-Item, Work-Groups zu %2</numerusform>
            <numerusform>%1; erreicht mit %n unabhängigen FMA-Ketten pro Work-Item, Work-Groups zu %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Independent chains of fused multiply-adds, two floating-point operations each: the best number of chains per work-item and work-group size found for each width.</source>
        <translation>Unabhängige Ketten fusionierter Multiply-Adds, je zwei Gleitkommaoperationen: die beste gefundene Zahl von Ketten pro Work-Item und Work-Group-Größe für jede Breite.</translation>
    </message>
</context>
<context>
    <name>studio::PeaksPanel</name>
    <message>
        <source>Device peaks</source>
        <translation>Geräte-Spitzenwerte</translation>
    </message>
    <message>
        <source>Device peaks: %1 (%2)</source>
        <translation>Geräte-Spitzenwerte: %1 (%2)</translation>
    </message>
    <message>
        <source>No OpenCL device.</source>
        <translation>Kein OpenCL-Gerät.</translation>
    </message>
    <message>
        <source>Not measured on this device yet. Measure peaks runs the micro-benchmarks (a few seconds on a CPU) and caches them.</source>
        <translation>Auf diesem Gerät noch nicht gemessen. „Spitzenwerte messen“ führt die Mikro-Benchmarks aus (einige Sekunden auf einer CPU) und speichert sie im Cache.</translation>
    </message>
    <message>
        <source>FP32 FMA throughput by vector width</source>
        <translation>FP32-FMA-Durchsatz nach Vektorbreite</translation>
    </message>
    <message>
        <source>From the cache, measured %1 with this driver. Measure peaks measures again.</source>
        <translation>Aus dem Cache, gemessen %1 mit diesem Treiber. „Spitzenwerte messen“ misst erneut.</translation>
    </message>
    <message>
        <source>Measured now (%1) and cached for this device and driver.</source>
        <translation>Soeben gemessen (%1) und für dieses Gerät und diesen Treiber zwischengespeichert.</translation>
    </message>
    <message>
        <source>Read bandwidth by vector width</source>
        <translation>Lesebandbreite nach Vektorbreite</translation>
    </message>
    <message>
        <source>a %1 buffer, %2× the %3 last-level cache the device reports</source>
        <translation>einen Puffer von %1, %2× so groß wie der %3 große Last-Level-Cache, den das Gerät meldet</translation>
    </message>
    <message>
        <source>a %1 buffer</source>
        <translation>einen Puffer von %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Method.&lt;/b&gt; Read bandwidth is measured as clpeak measures it: each work-item adds up %1 loads of float … float16 that lie a work-group size (or the global size) apart and writes one float; GB/s counts the bytes loaded, over %2; the faster stride and the mean of %3 launches count. It is the roofline&apos;s memory roof and the peak line of the GB/s charts. &lt;i&gt;Copy (read+write)&lt;/i&gt; is a streaming copy of the same buffer, counting the bytes read plus the bytes written.</source>
        <translation>&lt;b&gt;Methode.&lt;/b&gt; Die Lesebandbreite wird gemessen wie von clpeak: Jedes Work-Item summiert %1 Ladevorgänge von float … float16, die eine Work-Group-Größe (oder die globale Größe) auseinanderliegen, und schreibt ein float; GB/s zählt die geladenen Bytes über %2; es zählen der schnellere Abstand und der Mittelwert von %3 Starts. Sie ist das Speicherdach der Roofline und die Spitzenlinie der GB/s-Diagramme. &lt;i&gt;Kopieren (Lesen+Schreiben)&lt;/i&gt; ist eine durchlaufende Kopie desselben Puffers und zählt die gelesenen plus die geschriebenen Bytes.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n chain(s) per work-item, work-groups of %2</source>
        <translation>
            <numerusform>%1, %n Kette pro Work-Item, Work-Groups zu %2</numerusform>
            <numerusform>%1, %n Ketten pro Work-Item, Work-Groups zu %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute is fused multiply-adds, two floating-point operations each: the best of a search over vector widths, independent chains per work-item (a CPU core needs several to cover the FMA latency; a GPU covers it with other warps) and work-group sizes, each the best of several launches. The charts draw these numbers as the line a variant cannot cross, and the roofline chart combines them: a kernel with fewer FLOP per byte than the ridge point is limited by bandwidth, one with more by compute.</source>
        <translation>Die Rechenleistung sind fusionierte Multiply-Adds, je zwei Gleitkommaoperationen: das Beste einer Suche über Vektorbreiten, unabhängige Ketten pro Work-Item (ein CPU-Kern braucht mehrere, um die FMA-Latenz zu überdecken; eine GPU überdeckt sie mit anderen Warps) und Work-Group-Größen, jeweils der beste von mehreren Starts. Die Diagramme zeichnen diese Zahlen als die Linie, die eine Variante nicht überschreiten kann, und die Roofline verbindet sie: Ein Kernel mit weniger FLOP pro Byte als der Knickpunkt ist durch die Bandbreite begrenzt, einer mit mehr durch die Rechenleistung.</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Global-memory read bandwidth:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GB/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Copy (read+write):&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%3 GB/s&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;FP32 compute (FMA chains):&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%5 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Kernel launch latency:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%7 µs&lt;/b&gt;&lt;/td&gt;&lt;td&gt;QUEUED → START&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Empty kernel:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%8 µs&lt;/td&gt;&lt;td&gt;START → END&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ridge point:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%9 FLOP/byte&lt;/b&gt;&lt;/td&gt;&lt;td&gt;peak FLOP/s ÷ peak read bandwidth&lt;/td&gt;&lt;/tr&gt;%10&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Lesebandbreite des globalen Speichers:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GB/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Kopieren (Lesen+Schreiben):&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%3 GB/s&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;FP32-Rechenleistung (FMA-Ketten):&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%5 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Kernel-Startlatenz:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%7 µs&lt;/b&gt;&lt;/td&gt;&lt;td&gt;QUEUED → START&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Leerer Kernel:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%8 µs&lt;/td&gt;&lt;td&gt;START → END&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Knickpunkt:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%9 FLOP/Byte&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Spitzen-FLOP/s ÷ Spitzen-Lesebandbreite&lt;/td&gt;&lt;/tr&gt;%10&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;TF32 tensor cores:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2, no memory traffic: the roof of tf32_tensor (fp32_tensor: a third)&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;TF32-Tensor-Cores:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%1 GFLOP/s&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%2, ohne Speicherverkehr: das Dach von tf32_tensor (fp32_tensor: ein Drittel)&lt;/td&gt;&lt;/tr&gt;</translation>
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
    <message>
        <source>No verified runs with a memory-traffic model to place yet. Run or sweep matmul, reduce or vadd variants; pi reads no global memory, so it has no arithmetic intensity.</source>
        <translation>Noch keine verifizierten Läufe mit Speicherverkehrsmodell. Führen Sie matmul-, reduce- oder vadd-Varianten aus oder durchlaufen Sie sie; pi liest keinen globalen Speicher und hat daher keine arithmetische Intensität.</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte, catalogue model, log scale)</source>
        <translation>Arithmetische Intensität (FLOP/Byte, Katalogmodell, log. Skala)</translation>
    </message>
    <message>
        <source>Achieved GFLOP/s (log scale)</source>
        <translation>Erreichte GFLOP/s (log. Skala)</translation>
    </message>
    <message>
        <source>roof: %1 GFLOP/s,
AI × %2 GB/s</source>
        <translation>Dach: %1 GFLOP/s,
AI × %2 GB/s</translation>
    </message>
    <message>
        <source>ridge point</source>
        <translation>Knickpunkt</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/B, %2 GFLOP/s</source>
        <translation>Knick %1 FLOP/B, %2 GFLOP/s</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n candidate(s) so far verified; nothing to plot.</source>
        <translation>
            <numerusform>Bisher %n Kandidat, nicht verifiziert; nichts zu zeichnen.</numerusform>
            <numerusform>Keiner der bisher %n Kandidaten ist verifiziert; nichts zu zeichnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tuning candidates yet. Choose a variant and press Start.</source>
        <translation>Noch keine Tuning-Kandidaten. Wählen Sie eine Variante und klicken Sie auf „Start“.</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>tensor roof (TF32, %1): %2 GFLOP/s;
fp32_tensor: a third</source>
        <translation>Tensor-Dach (TF32, %1): %2 GFLOP/s;
fp32_tensor: ein Drittel</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1 (log. Skala)</translation>
    </message>
    <message>
        <source>error bars: 95 % interval of the median</source>
        <translation>Fehlerbalken: 95-%-Intervall des Medians</translation>
    </message>
    <message>
        <source>The occupancy model refuses every value of this axis with these inputs.</source>
        <translation>Das Auslastungsmodell lehnt mit diesen Eingaben jeden Wert dieser Achse ab.</translation>
    </message>
    <message>
        <source>occupancy (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>this kernel (%1 %)</source>
        <translation>dieser Kernel (%1 %)</translation>
    </message>
</context>
<context>
    <name>studio::RatioChart</name>
    <message>
        <source>B/A speed per run</source>
        <translation>B/A-Geschwindigkeit je Lauf</translation>
    </message>
    <message>
        <source>Pick two sets and press Compare: each matched run&apos;s B/A speed appears here with its 95 % interval.</source>
        <translation>Wählen Sie zwei Mengen und drücken Sie Vergleichen: Die B/A-Geschwindigkeit jedes zugeordneten Laufs erscheint hier mit ihrem 95-%-Intervall.</translation>
    </message>
    <message>
        <source>B failed</source>
        <translation>B fehlgeschlagen</translation>
    </message>
    <message>
        <source>B speed / A speed (right of 1: B is faster); bars: 95 % interval; shaded: within ±%1 %</source>
        <translation>Geschwindigkeit B / Geschwindigkeit A (rechts von 1: B ist schneller); Balken: 95-%-Intervall; schattiert: innerhalb ±%1 %</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>inconclusive</source>
        <translation>nicht entscheidbar</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>keine Stichproben</translation>
    </message>
</context>
<context>
    <name>studio::ResultsFeature</name>
    <message>
        <source>Skipped %1 at N = %2, local %3: %4</source>
        <translation>%1 bei N = %2, lokal %3 übersprungen: %4</translation>
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
    <name>studio::ResultsModel</name>
    <message>
        <source>Performance from the median kernel time (2·N³ floating-point operations)</source>
        <translation>Leistung aus der Median-Kernelzeit (2·N³ Gleitkommaoperationen)</translation>
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
    <message>
        <source>No peaks measured for %1</source>
        <translation>Keine Spitzenwerte für %1 gemessen</translation>
    </message>
    <message>
        <source>%1 % of the peak measured on %2</source>
        <translation>%1 % des auf %2 gemessenen Spitzenwerts</translation>
    </message>
    <message>
        <source>Percent of the device&apos;s measured peak: GB/s against read bandwidth for reduce and vadd, GFLOP/s against FP32 FMA throughput for matmul and pi (not part of the CSV export)</source>
        <translation>Prozent des gemessenen Gerätespitzenwerts: GB/s gegenüber der Lesebandbreite bei reduce und vadd, GFLOP/s gegenüber dem FP32-FMA-Durchsatz bei matmul und pi (nicht Teil des CSV-Exports)</translation>
    </message>
    <message>
        <source>Effective global-memory bandwidth of the variant&apos;s traffic model; empty where the variant has none (clblast, pi, your own kernels)</source>
        <translation>Effektive Bandbreite des globalen Speichers laut Verkehrsmodell der Variante; leer, wo die Variante keines hat (clblast, pi, eigene Kernel)</translation>
    </message>
    <message>
        <source>GEMM parameters compiled into the tunable variants (MWG, NWG, KWG, MDIMC, NDIMC, VW)</source>
        <translation>In die tunebaren Varianten kompilierte GEMM-Parameter (MWG, NWG, KWG, MDIMC, NDIMC, VW)</translation>
    </message>
    <message>
        <source>Where the parameters came from: explicit, tuned (your tuning cache), database-device, database-vendor, database-type (the shipped database) or default</source>
        <translation>Woher die Parameter stammen: explicit, tuned (Ihr Tuning-Cache), database-device, database-vendor, database-type (die mitgelieferte Parameter-Datenbank) oder default</translation>
    </message>
    <message>
        <source>Every timed repetition&apos;s kernel time in ms, in the order they ran (the cell shows how many and their range; the CSV keeps them all); empty for runs stored before they were kept</source>
        <translation>Kernel-Zeit jeder gemessenen Wiederholung in ms, in der Reihenfolge ihrer Ausführung (die Zelle zeigt Anzahl und Bereich; die CSV-Datei enthält alle); leer für Läufe, die gespeichert wurden, bevor sie aufbewahrt wurden</translation>
    </message>
    <message>
        <source>%1 end of the 95 % bootstrap interval of the median (%2); empty with fewer than two repetitions</source>
        <translation>%1 Ende des 95-%-Bootstrap-Intervalls des Medians (%2); leer bei weniger als zwei Wiederholungen</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Unteres</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Oberes</translation>
    </message>
    <message numerus="yes">
        <source>%n × %1 … %2</source>
        <translation>
            <numerusform>%n × %1 … %2</numerusform>
            <numerusform>%n × %1 … %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetition(s), in ms: %1</source>
        <translation>
            <numerusform>%n Wiederholung, in ms: %1</numerusform>
            <numerusform>%n Wiederholungen, in ms: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (all in the CSV export)</source>
        <translation>
            <numerusform>und %n weitere (alle im CSV-Export)</numerusform>
            <numerusform>und %n weitere (alle im CSV-Export)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1× the sequential CPU loop</source>
        <translation>%1× so schnell wie die sequentielle CPU-Schleife</translation>
    </message>
    <message>
        <source>%1 [95 % interval %2, %3]</source>
        <translation>%1 [95-%-Intervall %2, %3]</translation>
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
    <message numerus="yes">
        <source>%n cancelled or skipped (grey)</source>
        <translation>
            <numerusform>%n abgebrochen oder übersprungen (grau)</numerusform>
            <numerusform>%n abgebrochen oder übersprungen (grau)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>studio::SetupFeature</name>
    <message>
        <source>Device %1 does not exist; using the default device.</source>
        <translation>Gerät %1 existiert nicht; das Standardgerät wird verwendet.</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Ausführen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Cancelling after the current repetition…</source>
        <translation>Abbruch nach der aktuellen Wiederholung…</translation>
    </message>
    <message>
        <source>&amp;Open kernel file…</source>
        <translation>Kernel-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Load a matmul kernel of your own from a .cl file and select it</source>
        <translation>Einen eigenen Matmul-Kernel aus einer .cl-Datei laden und auswählen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
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
        <source>The last session&apos;s variant %1 was a kernel file whose path was not saved; %2 is selected.</source>
        <translation>Die Variante %1 der letzten Sitzung war eine Kerneldatei, deren Pfad nicht gespeichert wurde; %2 ist ausgewählt.</translation>
    </message>
    <message>
        <source>The kernel file %1 of the last session&apos;s variant %2 is not there any more; %3 is selected.</source>
        <translation>Die Kerneldatei %1 der Variante %2 der letzten Sitzung ist nicht mehr da; %3 ist ausgewählt.</translation>
    </message>
    <message>
        <source>The kernel file %1 of the last session&apos;s variant %2 did not load (%3); %4 is selected.</source>
        <translation>Die Kerneldatei %1 der Variante %2 der letzten Sitzung ließ sich nicht laden (%3); %4 ist ausgewählt.</translation>
    </message>
    <message>
        <source>Sweep not started: %1</source>
        <translation>Durchlauf nicht gestartet: %1</translation>
    </message>
    <message>
        <source>the engine is not ready</source>
        <translation>die Engine ist nicht bereit</translation>
    </message>
    <message>
        <source>N = %1, local size %2</source>
        <translation>N = %1, lokale Größe %2</translation>
    </message>
    <message>
        <source>automatic (each kernel&apos;s default)</source>
        <translation>automatisch (Standard des jeweiligen Kernels)</translation>
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
    <message>
        <source>Open kernel file…</source>
        <translation>Kernel-Datei öffnen…</translation>
    </message>
    <message>
        <source>Run your own matrix-multiplication kernel: __kernel void NAME(const int N, __global const float* A, __global const float* B, __global float* C)</source>
        <translation>Einen eigenen Matrixmultiplikations-Kernel ausführen: __kernel void NAME(const int N, __global const float* A, __global const float* B, __global float* C)</translation>
    </message>
    <message>
        <source>Open kernel file</source>
        <translation>Kernel-Datei öffnen</translation>
    </message>
    <message>
        <source>OpenCL C (*.cl);;All files (*)</source>
        <translation>OpenCL C (*.cl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation>Einstiegspunkt</translation>
    </message>
    <message>
        <source>Kernel function in %1 (empty: the file&apos;s only kernel):</source>
        <translation>Kernel-Funktion in %1 (leer: der einzige Kernel der Datei):</translation>
    </message>
    <message>
        <source>Check with Oclgrind</source>
        <translation>Mit Oclgrind prüfen</translation>
    </message>
    <message>
        <source>Run this kernel once at a small N under Oclgrind, which names out-of-bounds accesses and data races by line</source>
        <translation>Diesen Kernel einmal mit kleinem N unter Oclgrind ausführen; Oclgrind nennt Zugriffe außerhalb der Grenzen und Data Races mit der Zeile</translation>
    </message>
    <message>
        <source>Parameters: %1</source>
        <translation>Parameter: %1</translation>
    </message>
    <message numerus="yes">
        <source>The kernel does not build: %n error(s), listed under the source.</source>
        <translation>
            <numerusform>Der Kernel lässt sich nicht übersetzen: %n Fehler, unter dem Quelltext aufgeführt.</numerusform>
            <numerusform>Der Kernel lässt sich nicht übersetzen: %n Fehler, unter dem Quelltext aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The repetition budget %1 is below the %2 repetitions: the budget counts every timed repetition.</source>
        <translation>Das Wiederholungsbudget %1 liegt unter den %2 Wiederholungen: das Budget zählt jede gemessene Wiederholung.</translation>
    </message>
    <message>
        <source>95 % interval %1 to %2 ms (±%3 %)</source>
        <translation>95-%-Intervall %1 bis %2 ms (±%3 %)</translation>
    </message>
    <message>
        <source>&amp;Target interval:</source>
        <translation>&amp;Zielintervall:</translation>
    </message>
    <message>
        <source>B&amp;udget:</source>
        <translation>B&amp;udget:</translation>
    </message>
    <message>
        <source>off, or e.g. 2%</source>
        <translation>aus, oder z. B. 2%</translation>
    </message>
    <message>
        <source>Repeat after the repetitions above until the median kernel time&apos;s 95 % interval is within ± this percentage (0.1 % to 50 %), or until the budget runs out. Empty: exactly the repetitions above.</source>
        <translation>Nach den Wiederholungen oben weiter wiederholen, bis das 95-%-Intervall der medianen Kernel-Zeit innerhalb von ± diesem Prozentsatz liegt (0,1 % bis 50 %), oder bis das Budget aufgebraucht ist. Leer: genau die Wiederholungen oben.</translation>
    </message>
    <message>
        <source>repetitions or</source>
        <translation>Wiederholungen oder</translation>
    </message>
    <message>
        <source>The most timed repetitions a run with a target may take, the first ones included.</source>
        <translation>Die meisten gemessenen Wiederholungen, die ein Lauf mit Ziel machen darf, die ersten eingeschlossen.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The most seconds of repetitions a run with a target may take.</source>
        <translation>Die meisten Sekunden an Wiederholungen, die ein Lauf mit Ziel dauern darf.</translation>
    </message>
</context>
<context>
    <name>studio::ShellMenus</name>
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
        <translation>A&amp;nsicht</translation>
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
        <source>No translation for %1; staying in English.</source>
        <translation>Keine Übersetzung für %1; die Oberfläche bleibt englisch.</translation>
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
</context>
<context>
    <name>studio::StageSummaryModel</name>
    <message>
        <source>warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>map</source>
        <translation>Mappen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Queue wait mean (µs)</source>
        <translation>Warteschlange Mittel (µs)</translation>
    </message>
    <message>
        <source>Queue wait max (µs)</source>
        <translation>Warteschlange max. (µs)</translation>
    </message>
    <message>
        <source>Launch latency mean (µs)</source>
        <translation>Startlatenz Mittel (µs)</translation>
    </message>
    <message>
        <source>Launch latency max (µs)</source>
        <translation>Startlatenz max. (µs)</translation>
    </message>
    <message>
        <source>Execution mean (µs)</source>
        <translation>Ausführung Mittel (µs)</translation>
    </message>
    <message>
        <source>Execution max (µs)</source>
        <translation>Ausführung max. (µs)</translation>
    </message>
    <message>
        <source>CL_PROFILING_COMMAND_QUEUED → SUBMIT: waiting in the host-side queue</source>
        <translation>CL_PROFILING_COMMAND_QUEUED → SUBMIT: Warten in der hostseitigen Warteschlange</translation>
    </message>
    <message>
        <source>SUBMIT → START: handed to the device, not yet running</source>
        <translation>SUBMIT → START: an das Gerät übergeben, läuft noch nicht</translation>
    </message>
    <message>
        <source>START → END: the command itself</source>
        <translation>START → END: der Befehl selbst</translation>
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
    <message>
        <source>Tick variants of one workload: N is the matrix order for matmul and the element count for reduce, vadd and pi, so one size list cannot serve both.</source>
        <translation>Wählen Sie Varianten einer einzigen Arbeitslast: N ist bei Matmul die Matrixordnung, bei Reduce, Vadd und Pi die Anzahl der Elemente, daher kann eine Größenliste nicht beiden dienen.</translation>
    </message>
</context>
<context>
    <name>studio::TimelinePane</name>
    <message>
        <source>No run with event timestamps to show. Imported CSV rows carry no events.</source>
        <translation>Kein Lauf mit Ereigniszeitstempeln vorhanden. Importierte CSV-Zeilen enthalten keine Ereignisse.</translation>
    </message>
    <message>
        <source>%1: %2 commands. Hover a bar for its timestamps.</source>
        <translation>%1: %2 Befehle. Zeitstempel per Mauszeiger über einem Balken.</translation>
    </message>
    <message numerus="yes">
        <source>%n runs stacked on one time axis (each starts at its first clEnqueue call).</source>
        <translation>
            <numerusform>%n Lauf auf einer Zeitachse (beginnt bei seinem ersten clEnqueue-Aufruf).</numerusform>
            <numerusform>%n Läufe auf einer gemeinsamen Zeitachse gestapelt (jeder beginnt bei seinem ersten clEnqueue-Aufruf).</numerusform>
        </translation>
    </message>
    <message>
        <source>Buffer-mode comparison needs an OpenCL device.</source>
        <translation>Der Puffermodus-Vergleich benötigt ein OpenCL-Gerät.</translation>
    </message>
    <message>
        <source>Running %1 N=%2 with copy, use and alloc buffers…</source>
        <translation>%1 N=%2 läuft mit copy-, use- und alloc-Puffern…</translation>
    </message>
    <message>
        <source>Buffer-mode comparison stopped: %1</source>
        <translation>Puffermodus-Vergleich angehalten: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 kernel %2 ms, write %3 ms, read %4 ms</source>
        <translation>%1 Kernel %2 ms, Schreiben %3 ms, Lesen %4 ms</translation>
    </message>
    <message>
        <source> (kernel %1%2 ms, %3% vs copy)</source>
        <translation> (Kernel %1%2 ms, %3 % ggü. copy)</translation>
    </message>
    <message>
        <source>Buffer modes, median kernel time: </source>
        <translation>Puffermodi, Median-Kernelzeit: </translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export timeline</source>
        <translation>Zeitleiste exportieren</translation>
    </message>
    <message>
        <source>Timeline written to %1</source>
        <translation>Zeitleiste nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole run (or double-click the timeline)</source>
        <translation>Den ganzen Lauf zeigen (oder Doppelklick auf die Zeitleiste)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source> Unit: </source>
        <translation> Einheit: </translation>
    </message>
    <message>
        <source> Queues: </source>
        <translation> Warteschlangen: </translation>
    </message>
    <message>
        <source>one in-order queue</source>
        <translation>eine In-Order-Warteschlange</translation>
    </message>
    <message>
        <source>one out-of-order queue</source>
        <translation>eine Out-of-Order-Warteschlange</translation>
    </message>
    <message>
        <source>two queues (transfers, kernels)</source>
        <translation>zwei Warteschlangen (Transfers, Kernel)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Run the Run setup&apos;s request with this queue mode</source>
        <translation>Die Laufeinstellungen mit diesem Warteschlangenmodus ausführen</translation>
    </message>
    <message>
        <source>Compare buffer modes</source>
        <translation>Puffermodi vergleichen</translation>
    </message>
    <message>
        <source>Run the Run setup&apos;s request with copy, use and alloc buffers and stack the three timelines on one time axis</source>
        <translation>Die Laufeinstellungen mit copy-, use- und alloc-Puffern ausführen und die drei Zeitleisten auf einer Zeitachse stapeln</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>SVG exportieren…</translation>
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
        <translation>Umschalt+Ziehen wählt einen Bereich; Mausrad zoomt, Ziehen verschiebt, Doppelklick passt ein.</translation>
    </message>
    <message>
        <source>Range %1: %2 command(s); Σ queue wait %3, Σ launch latency %4, Σ execution %5</source>
        <translation>Bereich %1: %2 Befehl(e); Σ Warteschlange %3, Σ Startlatenz %4, Σ Ausführung %5</translation>
    </message>
    <message>
        <source>No run with event timestamps yet.
Run a variant, or select a run in Results.</source>
        <translation>Noch kein Lauf mit Ereigniszeitstempeln.
Führen Sie eine Variante aus oder wählen Sie einen Lauf in „Ergebnisse“.</translation>
    </message>
    <message>
        <source>%1 — kernel median %2 ms, clock mapping ± %3</source>
        <translation>%1 — Kernel-Median %2 ms, Uhrenabgleich ± %3</translation>
    </message>
    <message>
        <source>time (ns)</source>
        <translation>Zeit (ns)</translation>
    </message>
    <message>
        <source>time (µs)</source>
        <translation>Zeit (µs)</translation>
    </message>
    <message>
        <source>time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>host: clEnqueue* call (top), wait (bottom)</source>
        <translation>Host: clEnqueue*-Aufruf (oben), Warten (unten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;clEnqueue* of %1&lt;/b&gt;&lt;br&gt;host call %2 (steady clock %3 → %4 ns)</source>
        <translation>&lt;b&gt;clEnqueue* von %1&lt;/b&gt;&lt;br&gt;Host-Aufruf %2 (steady clock %3 → %4 ns)</translation>
    </message>
    <message>
        <source>&lt;b&gt;host wait&lt;/b&gt; (clWaitForEvents) from %1&lt;br&gt;%2 (steady clock %3 → %4 ns)</source>
        <translation>&lt;b&gt;Host-Warten&lt;/b&gt; (clWaitForEvents) ab %1&lt;br&gt;%2 (steady clock %3 → %4 ns)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 on %3%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 auf %3%4</translation>
    </message>
    <message>
        <source>, %1 bytes</source>
        <translation>, %1 Bytes</translation>
    </message>
    <message>
        <source>&lt;br&gt;QUEUED %1 ns&lt;br&gt;SUBMIT %2 ns&lt;br&gt;START %3 ns&lt;br&gt;END %4 ns (device clock)</source>
        <translation>&lt;br&gt;QUEUED %1 ns&lt;br&gt;SUBMIT %2 ns&lt;br&gt;START %3 ns&lt;br&gt;END %4 ns (Geräteuhr)</translation>
    </message>
    <message>
        <source>&lt;br&gt;queue wait %1&lt;br&gt;launch latency %2&lt;br&gt;execution %3</source>
        <translation>&lt;br&gt;Warteschlange %1&lt;br&gt;Startlatenz %2&lt;br&gt;Ausführung %3</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>NDRange Studio timeline</source>
        <translation>NDRange-Studio-Zeitleiste</translation>
    </message>
</context>
<context>
    <name>studio::TuningCandidatesModel</name>
    <message>
        <source>seed</source>
        <translation>Startmenge</translation>
    </message>
    <message>
        <source>random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>verified, best</source>
        <translation>verifiziert, bester</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Median ms</source>
        <translation>Median ms</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>studio::TuningFeature</name>
    <message>
        <source>No OpenCL device to tune on.</source>
        <translation>Kein OpenCL-Gerät zum Tunen vorhanden.</translation>
    </message>
</context>
<context>
    <name>studio::TuningPane</name>
    <message>
        <source>No OpenCL device to tune on.</source>
        <translation>Kein OpenCL-Gerät zum Tunen vorhanden.</translation>
    </message>
    <message>
        <source>Tuning %1 at N = %2 …</source>
        <translation>Tuning von %1 bei N = %2 …</translation>
    </message>
    <message>
        <source>Tuning %1 at N = %2, budget %3, seed %4</source>
        <translation>Tuning von %1 bei N = %2, Budget %3, Seed %4</translation>
    </message>
    <message>
        <source>Tuning failed: %1</source>
        <translation>Tuning fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; %n finished candidate(s) kept. Nothing was stored.</source>
        <translation>
            <numerusform>Abgebrochen; %n fertiger Kandidat bleibt erhalten. Nichts wurde gespeichert.</numerusform>
            <numerusform>Abgebrochen; %n fertige Kandidaten bleiben erhalten. Nichts wurde gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n candidate(s) in %1; the best is stored and used by later runs.</source>
        <translation>
            <numerusform>Fertig: %n Kandidat in %1; der beste wird gespeichert und von späteren Läufen verwendet.</numerusform>
            <numerusform>Fertig: %n Kandidaten in %1; der beste wird gespeichert und von späteren Läufen verwendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n candidate(s), none verified; nothing stored.</source>
        <translation>
            <numerusform>Fertig: %n Kandidat, nicht verifiziert; nichts gespeichert.</numerusform>
            <numerusform>Fertig: %n Kandidaten, keiner verifiziert; nichts gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>GFLOP/s by %1, %2 at N = %3</source>
        <translation>GFLOP/s nach %1, %2 bei N = %3</translation>
    </message>
    <message>
        <source>Parameter space: choose a device.</source>
        <translation>Parameterraum: Wählen Sie ein Gerät.</translation>
    </message>
    <message>
        <source>Parameter space: %1 combinations, %2 valid on this device</source>
        <translation>Parameterraum: %1 Kombinationen, %2 gültig auf diesem Gerät</translation>
    </message>
    <message>
        <source>, %1 with tiles ≤ %2</source>
        <translation>, %1 mit Kacheln ≤ %2</translation>
    </message>
    <message numerus="yes">
        <source>. The search tries the seed set, then %n random sample(s).</source>
        <translation>
            <numerusform>. Die Suche probiert die Startmenge, dann %n Zufallsstichprobe.</numerusform>
            <numerusform>. Die Suche probiert die Startmenge, dann %n Zufallsstichproben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best so far: #%1, %2 GFLOP/s (%3 ms) with %4</source>
        <translation>Bisher bester: #%1, %2 GFLOP/s (%3 ms) mit %4</translation>
    </message>
    <message>
        <source>Best so far: none verified yet.</source>
        <translation>Bisher bester: noch keiner verifiziert.</translation>
    </message>
    <message>
        <source>Best so far: —</source>
        <translation>Bisher bester: —</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) failed (red rows, not plotted).</source>
        <translation>
            <numerusform>%n Kandidat fehlgeschlagen (rote Zeile, nicht gezeichnet).</numerusform>
            <numerusform>%n Kandidaten fehlgeschlagen (rote Zeilen, nicht gezeichnet).</numerusform>
        </translation>
    </message>
    <message>
        <source>No device.</source>
        <translation>Kein Gerät.</translation>
    </message>
    <message>
        <source>Nothing cached for %1 on this device: runs use the variant&apos;s defaults.</source>
        <translation>Für %1 auf diesem Gerät ist nichts zwischengespeichert: Läufe verwenden die Standardwerte der Variante.</translation>
    </message>
    <message>
        <source>Cached for %1 on this device: %2
%3 GFLOP/s at N = %4, tuned %5.
Runs of %1 use these unless given parameters.</source>
        <translation>Für %1 auf diesem Gerät zwischengespeichert: %2
%3 GFLOP/s bei N = %4, getunt %5.
Läufe von %1 verwenden diese, sofern keine Parameter angegeben sind.</translation>
    </message>
    <message>
        <source>Tuning cache cleared; runs use the variants&apos; defaults again.</source>
        <translation>Tuning-Cache geleert; Läufe verwenden wieder die Standardwerte der Varianten.</translation>
    </message>
    <message>
        <source>The tuning cache was already empty.</source>
        <translation>Der Tuning-Cache war bereits leer.</translation>
    </message>
    <message>
        <source>Run with these parameters</source>
        <translation>Mit diesen Parametern ausführen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>N (matrix order):</source>
        <translation>N (Matrixordnung):</translation>
    </message>
    <message>
        <source>Random budget:</source>
        <translation>Zufallsbudget:</translation>
    </message>
    <message>
        <source>Random candidates tried after the seed set (0: the seed set only)</source>
        <translation>Zufallskandidaten nach der Startmenge (0: nur die Startmenge)</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Zufalls-Seed:</translation>
    </message>
    <message>
        <source>Largest tile:</source>
        <translation>Größte Kachel:</translation>
    </message>
    <message>
        <source>whole grid</source>
        <translation>ganzes Gitter</translation>
    </message>
    <message>
        <source>MWG, NWG ≤ %1</source>
        <translation>MWG, NWG ≤ %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Tuning cache</source>
        <translation>Tuning-Cache</translation>
    </message>
    <message>
        <source>Clear cache</source>
        <translation>Cache leeren</translation>
    </message>
    <message>
        <source>Removes the tuning cache file (every device and variant)</source>
        <translation>Entfernt die Tuning-Cache-Datei (alle Geräte und Varianten)</translation>
    </message>
    <message>
        <source>Apply to run setup</source>
        <translation>In Laufeinstellungen übernehmen</translation>
    </message>
    <message>
        <source>Select this variant in Run setup; its runs use the cached parameters</source>
        <translation>Diese Variante in den Laufeinstellungen auswählen; ihre Läufe verwenden die zwischengespeicherten Parameter</translation>
    </message>
    <message>
        <source>Scatter x-axis:</source>
        <translation>Streudiagramm-x-Achse:</translation>
    </message>
    <message>
        <source>Right-click a candidate to run it with its parameters</source>
        <translation>Rechtsklick auf einen Kandidaten führt ihn mit seinen Parametern aus</translation>
    </message>
    <message>
        <source>Choose a variant, N and budget, then Start.</source>
        <translation>Wählen Sie Variante, N und Budget, dann „Start“.</translation>
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
    <message>
        <source>Your kernels</source>
        <translation>Eigene Kernel</translation>
    </message>
    <message>
        <source>    %1 (%2) — unavailable</source>
        <translation>    %1 (%2) — nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>studio::WorkGroupGridWidget</name>
    <message>
        <source>ids from the device (device-verified)</source>
        <translation>IDs vom Gerät (auf dem Gerät verifiziert)</translation>
    </message>
    <message>
        <source>ids from the device - they differ from the NDRange rules!</source>
        <translation>IDs vom Gerät – sie weichen von den NDRange-Regeln ab!</translation>
    </message>
    <message>
        <source>ids computed from the global and local sizes</source>
        <translation>IDs aus globaler und lokaler Größe berechnet</translation>
    </message>
    <message>
        <source>global id (%1, %2)
local id (%3, %4)
group id (%5, %6)
linear global id %7
linear local id %8
sub-group %9%10
%11</source>
        <translation>globale ID (%1, %2)
lokale ID (%3, %4)
Gruppen-ID (%5, %6)
lineare globale ID %7
lineare lokale ID %8
Sub-Group %9%10
%11</translation>
    </message>
    <message>
        <source> (estimate: linear local id / %1)</source>
        <translation> (Schätzung: lineare lokale ID / %1)</translation>
    </message>
    <message>
        <source>
padding: outside N, only there because the global size was rounded up</source>
        <translation>
Padding: außerhalb von N, nur vorhanden, weil die globale Größe aufgerundet wurde</translation>
    </message>
    <message>
        <source>zoomed out: one colour block = %1 x %1 work-groups</source>
        <translation>verkleinert: ein Farbblock = %1 x %1 Work-Groups</translation>
    </message>
    <message>
        <source>Work-groups %1</source>
        <translation>Work-Groups %1</translation>
    </message>
    <message>
        <source>
partial group: local size %1 of %2</source>
        <translation>
unvollständige Gruppe: lokale Größe %1 von %2</translation>
    </message>
    <message>
        <source>
padding: launched, but outside the requested global size %1 (rounded up to a multiple of the local size)</source>
        <translation>
Padding: gestartet, aber außerhalb der angeforderten globalen Größe %1 (auf ein Vielfaches der lokalen Größe aufgerundet)</translation>
    </message>
    <message>
        <source>Orange, dashed: partial work-groups (non-uniform), local size %1 of %2</source>
        <translation>Orange, gestrichelt: unvollständige Work-Groups (nicht-uniform), lokale Größe %1 von %2</translation>
    </message>
    <message>
        <source>Hatched: padding work-items, launched but outside the requested %1</source>
        <translation>Schraffiert: Padding-Work-Items, gestartet, aber außerhalb der angeforderten Größe %1</translation>
    </message>
</context>
<context>
    <name>studio::WorkGroupPane</name>
    <message>
        <source>Device capture failed: %1</source>
        <translation>Erfassung auf dem Gerät fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Custom NDRange</source>
        <translation>Eigener NDRange</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>global (x,y)</source>
        <translation>global (x,y)</translation>
    </message>
    <message>
        <source>local (x,y)</source>
        <translation>lokal (x,y)</translation>
    </message>
    <message>
        <source>group (x,y)</source>
        <translation>Gruppe (x,y)</translation>
    </message>
    <message>
        <source>linear global/local</source>
        <translation>linear global/lokal</translation>
    </message>
    <message>
        <source>no labels</source>
        <translation>keine Beschriftung</translation>
    </message>
    <message>
        <source>Warps</source>
        <translation>Warps</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Rows = dimension 0 (seed 003)</source>
        <translation>Zeilen = Dimension 0 (Seed 003)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Capture on device</source>
        <translation>Auf Gerät erfassen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Global:</source>
        <translation>Global:</translation>
    </message>
    <message>
        <source>Local:</source>
        <translation>Lokal:</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>Beschriftung:</translation>
    </message>
    <message>
        <source>Tile:</source>
        <translation>Kachel:</translation>
    </message>
    <message>
        <source>Warp lanes = banks:</source>
        <translation>Warp-Lanes = Bänke:</translation>
    </message>
    <message>
        <source>Inner-loop step k:</source>
        <translation>Schritt k der inneren Schleife:</translation>
    </message>
    <message>
        <source>NDRange grid</source>
        <translation>NDRange-Gitter</translation>
    </message>
    <message>
        <source>Local-memory banks</source>
        <translation>Bänke des lokalen Speichers</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a matmul variant</source>
        <translation>„%1“ ist keine Matmul-Variante</translation>
    </message>
    <message>
        <source>Click a work-item to see its ids and footprint. Wheel zooms, drag pans.</source>
        <translation>Klicken Sie auf ein Work-Item, um seine IDs und Zugriffe zu sehen. Mausrad zoomt, Ziehen verschiebt.</translation>
    </message>
    <message>
        <source>Custom NDRange: pick a matmul variant to see which elements of A, B and C a work-item touches.</source>
        <translation>Eigener NDRange: Wählen Sie eine Matmul-Variante, um zu sehen, welche Elemente von A, B und C ein Work-Item berührt.</translation>
    </message>
    <message>
        <source>%1 - work-item (%2, %3): %4</source>
        <translation>%1 – Work-Item (%2, %3): %4</translation>
    </message>
    <message>
        <source>No OpenCL device: ids are computed, not captured.</source>
        <translation>Kein OpenCL-Gerät: IDs werden berechnet, nicht erfasst.</translation>
    </message>
    <message>
        <source>Capturing ids on the device…</source>
        <translation>IDs werden auf dem Gerät erfasst…</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b00000&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00000&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>NDRange %1: %2 x %3 work-groups of %4, %5 work-items.</source>
        <translation>NDRange %1: %2 x %3 Work-Groups zu %4, %5 Work-Items.</translation>
    </message>
    <message>
        <source>all %1 captured ids equal group × local size + local id.</source>
        <translation>alle %1 erfassten IDs entsprechen Gruppe × lokale Größe + lokale ID.</translation>
    </message>
    <message>
        <source>the %1 x %2 window at (%3, %4) (dashed) was captured and equals group × local size + local id; the rest is computed by the same rules.</source>
        <translation>das %1 x %2-Fenster bei (%3, %4) (gestrichelt) wurde erfasst und entspricht Gruppe × lokale Größe + lokale ID; der Rest wird nach denselben Regeln berechnet.</translation>
    </message>
    <message>
        <source> &lt;b&gt;Device-verified&lt;/b&gt; on %1 (%2): %3</source>
        <translation> &lt;b&gt;Auf dem Gerät verifiziert&lt;/b&gt; auf %1 (%2): %3</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#b00000&apos;&gt;Device ids differ from the NDRange rules (%1 mismatches): %2&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#b00000&apos;&gt;Geräte-IDs weichen von den NDRange-Regeln ab (%1 Abweichungen): %2&lt;/span&gt;</translation>
    </message>
    <message>
        <source> Sub-groups from %1.</source>
        <translation> Sub-Groups aus %1.</translation>
    </message>
    <message>
        <source> Warps: &lt;i&gt;estimate&lt;/i&gt;, linear local id / %1 (the preferred work-group size multiple; the device reports no sub-group ids).</source>
        <translation> Warps: &lt;i&gt;Schätzung&lt;/i&gt;, lineare lokale ID / %1 (das bevorzugte Vielfache der Work-Group-Größe; das Gerät meldet keine Sub-Group-IDs).</translation>
    </message>
    <message>
        <source> Ids computed from the sizes (not captured).</source>
        <translation> IDs aus den Größen berechnet (nicht erfasst).</translation>
    </message>
    <message>
        <source>Export work-group grid</source>
        <translation>Work-Group-Gitter exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Pad</source>
        <translation>Auffüllen</translation>
    </message>
    <message>
        <source>Launch a global size that is not a multiple of the local size rounded up to one, as an OpenCL 1.2 device must, even where the device has non-uniform work-groups.</source>
        <translation>Eine globale Größe, die kein Vielfaches der lokalen Größe ist, auf ein Vielfaches aufgerundet starten, wie es ein OpenCL-1.2-Gerät muss – auch wenn das Gerät nicht-uniforme Work-Groups hat.</translation>
    </message>
    <message>
        <source>tuned or default, e.g. MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1</source>
        <translation>getunt oder Standard, z. B. MWG=64,NWG=64,KWG=16,MDIMC=16,NDIMC=16,VW=1</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>%1.

Pick another variant to see its NDRange and footprints.</source>
        <translation>%1.

Wählen Sie eine andere Variante, um ihren NDRange und ihre Zugriffe zu sehen.</translation>
    </message>
    <message>
        <source> &lt;b&gt;Non-uniform work-groups&lt;/b&gt;: %1 is not a multiple of %2, so %3 group(s) at the end of a dimension are partial (orange, dashed) with a smaller get_local_size; global id = group id × %2 + local id still holds. %4</source>
        <translation> &lt;b&gt;Nicht-uniforme Work-Groups&lt;/b&gt;: %1 ist kein Vielfaches von %2, daher sind %3 Gruppe(n) am Ende einer Dimension unvollständig (orange, gestrichelt) mit kleinerem get_local_size; globale ID = Gruppen-ID × %2 + lokale ID gilt weiterhin. %4</translation>
    </message>
    <message>
        <source>%1 launches it so (%2).</source>
        <translation>%1 startet ihn so (%2).</translation>
    </message>
    <message>
        <source>Computed as an OpenCL 2.0 device launches it.</source>
        <translation>Berechnet, wie ein OpenCL-2.0-Gerät ihn startet.</translation>
    </message>
    <message>
        <source> &lt;b&gt;Padded&lt;/b&gt; as asked: %1 rounded up to %2, a multiple of %3; the %4 hatched work-items are launched but lie outside %1 (a kernel skips them with &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt;).</source>
        <translation> &lt;b&gt;Aufgefüllt&lt;/b&gt; wie gewünscht: %1 aufgerundet auf %2, ein Vielfaches von %3; die %4 schraffierten Work-Items werden gestartet, liegen aber außerhalb von %1 (ein Kernel überspringt sie mit &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt;).</translation>
    </message>
    <message>
        <source> &lt;b&gt;Padded&lt;/b&gt;: %1 is not a multiple of %2, and %3 has no non-uniform work-groups (%4), so it cannot launch a partial last group. The padded NDRange %5 runs instead; its %6 hatched work-items are launched but lie outside %1 (a kernel skips them with &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt;).</source>
        <translation> &lt;b&gt;Aufgefüllt&lt;/b&gt;: %1 ist kein Vielfaches von %2, und %3 hat keine nicht-uniformen Work-Groups (%4), kann also keine unvollständige letzte Gruppe starten. Stattdessen läuft der aufgefüllte NDRange %5; seine %6 schraffierten Work-Items werden gestartet, liegen aber außerhalb von %1 (ein Kernel überspringt sie mit &lt;tt&gt;if (gid &amp;gt;= n) return;&lt;/tt&gt;).</translation>
    </message>
    <message>
        <source>No NDRange to show: %1.</source>
        <translation>Kein NDRange anzuzeigen: %1.</translation>
    </message>
    <message>
        <source> Parameters %1 (%2): each work-item computes %3 x %4 elements of C, each group %5 x %6.</source>
        <translation> Parameter %1 (%2): jedes Work-Item berechnet %3 x %4 Elemente von C, jede Gruppe %5 x %6.</translation>
    </message>
    <message>
        <source> Parameters %1 (%2): each work-item computes a %3 x %4 tile of C, in register blocks of %5 x %6.</source>
        <translation> Parameter %1 (%2): jedes Work-Item berechnet eine Kachel von %3 x %4 Elementen von C, in Registerblöcken von %5 x %6.</translation>
    </message>
    <message>
        <source>This layout cannot be launched: %1

Change the sizes and press Show.</source>
        <translation>Diese Aufteilung kann nicht gestartet werden: %1

Ändern Sie die Größen und drücken Sie „Anzeigen“.</translation>
    </message>
</context>
</TS>
