/**
 * `npm run eval:counselor`: runs the counseling assistant's evaluation set and prints accuracy per
 * category (facts, the facts that flip the recommendation, recommendation, question answered, link
 * right, phrases), then each failure. `--json` prints the report as JSON.
 */
import { evaluate, evaluationTools, loadConversations, percent } from '../src/server/adapters/counseling/evaluation/evaluate.ts';

const { tools, close } = await evaluationTools();
try {
  const report = await evaluate(await loadConversations(), tools);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`Counselor evaluation: ${report.conversations} conversations`);
    for (const [name, score] of Object.entries(report.categories)) console.log(`  ${name.padEnd(18)} ${String(percent(score)).padStart(5)} %  (${score.passed}/${score.total})`);
    if (report.failures.length > 0) console.log(`\nFailures (${report.failures.length}):`);
    for (const failure of report.failures) console.log(`  ${failure.id}: ${failure.what}`);
  }
} finally {
  await close();
}
