import { set, type FieldErrors, type FieldValues, type ResolverResult } from 'react-hook-form';

/**
 * A form's own check as react-hook-form wants it: messages by field path (`title`,
 * `events.0.ends_at`, `items.2.billing`) become its nested errors, an array's own message before
 * its items'; and back again, as the screens show them. One place for the forms whose rules come
 * from the contract (workshops, order entry).
 */
export function resolvedWith<T extends FieldValues>(
  values: T,
  messages: Record<string, string>,
): ResolverResult<T> {
  const found = Object.entries(messages);
  if (found.length === 0) return { values, errors: {} };
  const errors: FieldErrors<T> = {};
  found.sort(([a], [b]) => a.split('.').length - b.split('.').length);
  for (const [path, message] of found) set(errors, path, { type: 'validate', message });
  return { values: {}, errors };
}

/** react-hook-form's nested errors by field path again (`events.0.ends_at`, `topics.1`). */
export function errorsByPath(errors: object): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (path && typeof message === 'string') flat[path] ??= message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return flat;
}
