/**
 * CPU time per process group during a benchmark, read from /proc (Linux): which of the
 * processes sharing the machine's cores took them. A process that dies meanwhile keeps what
 * it had used when last sampled.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = 100;

/** utime + stime of a process, in ticks, and its command name; null when it is gone. */
function readStat(pid: number): { comm: string; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * Samples every `everyMs`: the processes in `named` (pid → label) under their label, and any
 * other process whose command is in `byCommand` under that command's name.
 */
export function cpuSampler(named: () => Map<number, string>, byCommand: string[], everyMs = 2000) {
  const first = new Map<number, number>();
  const last = new Map<number, { label: string; ticks: number }>();
  const sample = () => {
    const labels = named();
    const pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
    for (const pid of pids) {
      const stat = readStat(pid);
      if (!stat) continue;
      const label = labels.get(pid) ?? (byCommand.includes(stat.comm) ? stat.comm : null);
      if (!label) continue;
      if (!first.has(pid)) first.set(pid, stat.ticks);
      last.set(pid, { label, ticks: stat.ticks });
    }
  };
  sample();
  const started = Date.now();
  const timer = setInterval(sample, everyMs);
  return {
    /** Stops sampling: CPU seconds per label, and as a share of the run's wall time. */
    stop() {
      sample();
      clearInterval(timer);
      const wallS = (Date.now() - started) / 1000;
      const perLabel = new Map<string, number>();
      for (const [pid, { label, ticks }] of last) {
        perLabel.set(label, (perLabel.get(label) ?? 0) + (ticks - first.get(pid)!) / TICKS_PER_S);
      }
      return Object.fromEntries(
        [...perLabel]
          .sort((a, b) => b[1] - a[1])
          .map(([label, s]) => [
            label,
            { cpuS: Math.round(s), cores: Math.round((s / wallS) * 100) / 100 },
          ]),
      );
    },
  };
}
