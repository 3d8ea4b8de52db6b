/**
 * npm run bench:pdf — time to render the Chapter 7 package's main PDF (cover sheet, petition,
 * schedules and statements, in filing order; Form 121 is a file of its own) for the documents
 * team's fixture household. Reports wall time and CPU time of each run after
 * a warm-up, and the median (target: well under 1 second).
 */
import { jointCouple } from '#server/adapters/pdf/forms/fixture.ts';
import { renderPackage } from '#server/adapters/pdf/package.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const caseFile = jointCouple();
const render = () => renderPackage(caseFile, 'chapter7-complete', { draft: false, filingDate: '2026-12-15' });

const warm = await render();
const walls: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await render();
  walls.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  cpus.push((used.user + used.system) / 1000);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`Forms: ${warm.forms.map((f) => `${f.number} (${f.pageCount} p.)`).join(', ')}; ${warm.pageCount} pages, ${(warm.bytes.length / 1024).toFixed(0)} kB`);
if (warm.missing.length) console.log(`Not yet registered (not rendered): ${warm.missing.join(', ')}`);
console.log(`${RUNS} runs: median ${median(walls).toFixed(0)} ms wall, ${median(cpus).toFixed(0)} ms CPU; slowest ${Math.max(...walls).toFixed(0)} ms wall (target: well under 1000 ms)`);
