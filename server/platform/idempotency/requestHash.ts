/**
 * What identifies a request behind an Idempotency-Key: sha256 of the method, the path (with its
 * query) and the body as canonical JSON (object keys sorted), so the same request hashes the same
 * whatever order a client wrote its keys in. A multipart upload hashes its parts instead
 * (plugins/multipart.ts), as its body is not parsed when the key is looked up.
 *
 * The body is untrusted: canonicalJson walks it with its own stack rather than by recursion, so a
 * deeply nested body cannot overflow the call stack (the input checks refuse such bodies before,
 * http/inputChecks.ts; this stays safe without them).
 */
import { sha256Hex } from '../crypto/tokens';

type Task = { value: unknown } | { text: string };

const sortedEntries = (value: object) =>
  Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export function canonicalJson(root: unknown): string {
  let out = '';
  // Tasks run last-in first-out: each container pushes its closing text first, then its items.
  const tasks: Task[] = [{ value: root }];
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    if ('text' in task) {
      out += task.text;
      continue;
    }
    const { value } = task;
    if (Array.isArray(value)) {
      out += '[';
      tasks.push({ text: ']' });
      for (let index = value.length - 1; index >= 0; index--) {
        tasks.push({ value: value[index] });
        if (index > 0) tasks.push({ text: ',' });
      }
    } else if (value !== null && typeof value === 'object') {
      out += '{';
      tasks.push({ text: '}' });
      const entries = sortedEntries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, inner] = entries[index] as [string, unknown];
        tasks.push({ value: inner });
        tasks.push({ text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
    } else {
      out += JSON.stringify(value) ?? '';
    }
  }
  return out;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return sha256Hex(`${method.toUpperCase()}\n${path}\n${canonicalJson(body)}`);
}
