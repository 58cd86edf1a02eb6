import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  /** The ready pattern's match. */
  match: RegExpExecArray;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output matches (or rejects after timeoutMs). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited(): Promise<number | string | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a program and waits for a line of its output to match `ready`. */
export async function startProcess(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; ready: RegExp; timeoutMs?: number },
): Promise<Started> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    buffer += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  function waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(buffer);
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms: ${buffer.slice(-3000)}`));
      }, timeoutMs);
      const onExit = () => {
        setTimeout(() => {
          if (pattern.exec(buffer)) return check();
          done();
          reject(new Error(`${command} exited before ${pattern}: ${buffer.slice(-3000)}`));
        }, 50);
      };
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', onExit);
      };
      listeners.add(check);
      child.once('exit', onExit);
      check();
    });
  }
  const match = await waitFor(options.ready, options.timeoutMs ?? 60_000);
  return {
    child,
    match,
    output: () => buffer,
    waitFor,
    exited: () => exit,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
