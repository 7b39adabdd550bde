/**
 * `npm test` on a busy machine: two busy loops keep both cores occupied for the whole run, as on a
 * shared CI host. The run is bounded: past TEST_BUSY_LIMIT_SECONDS (default 1,200: the 20 minutes CI
 * allows) the tests are stopped and the script fails. Exit code: the tests', or 124 when stopped.
 */
import { spawn } from 'node:child_process';

const limitSeconds = Number(process.env.TEST_BUSY_LIMIT_SECONDS ?? 1200);
if (!Number.isFinite(limitSeconds) || limitSeconds <= 0) {
  console.error(`TEST_BUSY_LIMIT_SECONDS must be a positive number of seconds, not ${process.env.TEST_BUSY_LIMIT_SECONDS}`);
  process.exit(2);
}

const loops = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
// Its own process group, so that stopping it stops vitest's workers too.
const tests = spawn('npm', ['test', ...process.argv.slice(2)], { stdio: 'inherit', detached: true });

let stopped = false;
const stop = (signal) => {
  try {
    process.kill(-tests.pid, signal);
  } catch {
    // already gone
  }
};
const timer = setTimeout(() => {
  stopped = true;
  console.error(`\ntest:busy: npm test still running after ${limitSeconds} s: stopped`);
  stop('SIGTERM');
  setTimeout(() => stop('SIGKILL'), 10_000).unref();
}, limitSeconds * 1000);

const started = process.hrtime.bigint();
const finish = (code) => {
  clearTimeout(timer);
  for (const loop of loops) loop.kill('SIGKILL');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`test:busy: npm test ${stopped ? 'stopped' : code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(0)} s beside two busy loops`);
  process.exit(stopped ? 124 : (code ?? 1));
};
tests.on('exit', finish);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop('SIGTERM');
    finish(130);
  });
}
