// CPU time used by a process group (a bench server and its cluster workers or sandbox), read
// from /proc. On a shared machine req/s moves with whatever else runs; CPU time per request
// is what one request costs the server, whoever else holds the cores (Linux only: elsewhere
// it answers null and the table says n/a).
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let ticksPerSecond = null;
function clockTicks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** The fields of /proc/{pid}/stat after the command name (which may hold spaces). */
export function statFields(stat) {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User + system CPU milliseconds of every live process in group `pgid`; null without /proc. */
export function groupCpuMs(pgid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let fields;
    try {
      fields = statFields(readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      continue; // exited meanwhile
    }
    // After the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12).
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicks();
}
