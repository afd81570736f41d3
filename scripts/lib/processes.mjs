// Every child process the scripts start, kept in one place so a stop (Ctrl-C) can reach all of
// them, and what they started in turn.
import { execFileSync } from 'node:child_process';

/** pid -> whether it leads its own process group (spawned detached). */
const tracked = new Map();

/** Remembers a child until it exits. */
export function track(child, { group = false } = {}) {
  if (!child.pid) return child;
  tracked.set(child.pid, group);
  child.once('exit', () => tracked.delete(child.pid));
  return child;
}

/** The children started and not yet exited. */
export function trackedPids() {
  return [...tracked.keys()];
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Every process below `roots` (children, grandchildren...), from one `ps` listing. Emulators
 * that firebase-tools starts detached (the Java ones) lead their own process groups, so a signal
 * to firebase's group never reaches them: only the tree does.
 */
export function descendantsOf(roots) {
  let listing = '';
  try {
    listing = execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid='], { encoding: 'utf8' });
  } catch {
    return new Set();
  }
  const children = new Map();
  for (const line of listing.split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!pid || !ppid) continue;
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const found = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Sends `signal` to a process (and its group when it leads one); a gone process is fine. */
export function signal(pid, name, { group = false } = {}) {
  try {
    process.kill(group ? -pid : pid, name);
  } catch {
    // Already gone.
  }
}

/** Sends `signal` to every tracked child and everything below them. */
export function signalAll(name) {
  const pids = trackedPids();
  const below = descendantsOf(pids);
  for (const pid of pids) signal(pid, name, { group: tracked.get(pid) });
  for (const pid of below) signal(pid, name);
  return [...pids, ...below];
}
