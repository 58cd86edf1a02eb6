import { spawn } from 'node:child_process';
import { directusCli, directusDir, directusEnv } from './env.mjs';

/** Runs one Directus CLI command with the local environment; resolves with its exit code. */
export function runDirectus(args, env = directusEnv()) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [directusCli, ...args], {
      cwd: directusDir,
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}
