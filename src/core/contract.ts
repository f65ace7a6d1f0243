// LOCAL STAND-IN (untracked): replaced by the contract helper's src/core/contract.ts on merge.
import type { HeartbeatContract, HeartbeatTask } from './model.js';

export function parseHeartbeatContract(text: string): HeartbeatContract {
  const tasks: HeartbeatTask[] = [];
  let inTasks = false;
  text.split('\n').forEach((raw, i) => {
    if (/^##\s/.test(raw)) inTasks = /^##\s+Tasks\s*$/i.test(raw);
    if (!inTasks) return;
    const m = /^\s*[-*+]\s+\[([ xX])\]\s+(.*)$/.exec(raw);
    if (!m) return;
    const fields = (m[2] ?? '').split('|').map((f) => f.trim());
    const id = (fields[0] ?? '').toLowerCase().replace(/\s+/g, '_');
    let required = true;
    let verify = 'task_completed';
    let maxAttempts = 3;
    for (const f of fields.slice(2)) {
      if (f === 'optional') required = false;
      else if (f.startsWith('max_attempts:')) maxAttempts = Number(f.slice(13).trim());
      else if (f !== 'required') verify = f.replace(/^verify:\s*/, '');
    }
    tasks.push({ id, description: fields[1] ?? '', required, verify, maxAttempts, preMarked: m[1] !== ' ', line: i + 1 });
  });
  return { tasks, context: '', diagnostics: [] };
}
