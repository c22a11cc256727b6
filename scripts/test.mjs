// `npm test`: the README's checks, each step's time printed as it ends and all of them at the end,
// so a slow run shows where its minutes went. A group's lanes run side by side, each lane's steps
// one after the other; the next group starts when every lane of this one is done.
//
// ESLint and the TypeScript compiler each keep one core busy, and neither needs the other; Prettier,
// the build and the browser flows' catalog follow the compiler, the shorter, so both lanes end at
// about the same time: the catalog's load and its pictures, drawn there, are off the flows' and
// Vitest's time. The browser flows run after Vitest: beside it, the flows' servers missed their
// two-minute start on the two cores (docs/benchmarks.md, "The inner loop").
import { spawn } from 'node:child_process';

const GROUPS = [
  [
    [{ name: 'eslint', script: 'lint:code' }],
    [
      { name: 'typecheck', script: 'typecheck' },
      { name: 'prettier', script: 'lint:format' },
      { name: 'build', script: 'build' },
      { name: 'size', script: 'size', workspace: '@giglane/web' },
      { name: 'e2e catalog', script: 'test:e2e:catalog' },
    ],
  ],
  [[{ name: 'vitest', script: 'test:unit' }]],
  [[{ name: 'e2e', script: 'test:e2e', env: { E2E_CATALOG: 'loaded' } }]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function formatSeconds(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

/**
 * Runs one step's npm script. Alone, its output goes straight through; beside others, it is
 * gathered and printed whole when the step ends, so the steps' lines never interleave.
 */
function run(step, alone) {
  const args = ['run', step.script, ...(step.workspace ? ['-w', step.workspace] : [])];
  const started = performance.now();
  const child = spawn(npm, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      console.log(
        `\n[test] ${step.name}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${formatSeconds(ms)}\n`,
      );
      resolve({ name: step.name, ok, ms });
    });
  });
}

/** A lane's steps in order; a failing step ends its lane. */
async function runLane(lane, alone) {
  const done = [];
  for (const step of lane) {
    const result = await run(step, alone);
    done.push(result);
    if (!result.ok) break;
  }
  return done;
}

const started = performance.now();
const results = [];
for (const group of GROUPS) {
  console.log(
    `[test] ${group.map((lane) => lane.map((step) => step.name).join(' → ')).join(' beside ')}…`,
  );
  const lanes = await Promise.all(group.map((lane) => runLane(lane, group.length === 1)));
  results.push(...lanes.flat());
  if (results.some((result) => !result.ok)) break;
}

const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
console.log('[test] step times (a group runs its lanes side by side):');
for (const result of results)
  console.log(
    `  ${result.name.padEnd(width)}  ${formatSeconds(result.ms).padStart(10)}${result.ok ? '' : '  FAILED'}`,
  );
console.log(
  `  ${'total'.padEnd(width)}  ${formatSeconds(performance.now() - started).padStart(10)}`,
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
