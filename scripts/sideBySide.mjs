/**
 * `node scripts/sideBySide.mjs typecheck lint`: runs the named npm scripts at the same time and
 * fails when one of them fails. Each keeps its output until it ends, then prints it in one block,
 * so a failure reads as it would alone.
 *
 * `npm test` runs its checks this way (issue 30, the suite under 40 minutes): tsc and eslint each
 * keep about one and a half of the two cores busy, so side by side they take the longer one's
 * time plus a little, not the sum (docs/benchmarks.md, 'The suite itself').
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <name>`; resolves with its exit code and everything it printed. */
function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({ name, code: code ?? 1, seconds, output: Buffer.concat(output).toString() });
    });
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/sideBySide.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const results = await Promise.all(names.map(run));
for (const { name, code, seconds, output } of results) {
  process.stdout.write(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
  process.stdout.write(output);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
