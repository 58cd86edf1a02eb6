/** Structured logs: one JSON object a line on stdout, so any collector can read them. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  log(level: LogLevel, msg: string, fields?: Record<string, unknown>): void;
}

export function jsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  return {
    log(level, msg, fields = {}) {
      const errorField =
        fields['error'] instanceof Error
          ? { error: { message: fields['error'].message, stack: fields['error'].stack } }
          : {};
      write(
        `${JSON.stringify({ time: new Date().toISOString(), level, msg, pid: process.pid, ...fields, ...errorField })}\n`,
      );
    },
  };
}

export const silentLogger: Logger = { log() {} };
