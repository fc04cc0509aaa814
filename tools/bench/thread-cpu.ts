import fs from 'node:fs';

/** CPU seconds of this process's main thread and of all its other threads, from /proc (Linux). */
export interface ThreadCpu {
  main: number;
  others: number;
}

const TASKS = '/proc/self/task';
/** /proc reports CPU time in clock ticks: 100 a second on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * What each thread has used so far; undefined where /proc is missing. The server's other threads
 * are its database's (PGlite) and V8's helpers (garbage collection, compilation): the raw loop has
 * only the helpers, so the split says where a difference in CPU lies.
 */
export function threadCpu(): ThreadCpu | undefined {
  if (!fs.existsSync(TASKS)) return undefined;
  const cpu = { main: 0, others: 0 };
  for (const task of fs.readdirSync(TASKS)) {
    let stat: string;
    try {
      stat = fs.readFileSync(`${TASKS}/${task}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    // After the command name in parentheses: state, then 10 fields, then utime and stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    if (Number(task) === process.pid) cpu.main += seconds;
    else cpu.others += seconds;
  }
  return cpu;
}

/** The CPU used between two readings (threads that ended meanwhile are not counted). */
export function threadCpuSince(before: ThreadCpu | undefined): ThreadCpu | undefined {
  const after = threadCpu();
  if (!before || !after) return undefined;
  return { main: after.main - before.main, others: after.others - before.others };
}
