import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A thread's text, under the field name its API gives it (a ticket's `content`, a demand's `message`). */
export interface ThreadTextField {
  name: string;
  /** The contract's schema of the body that carries the text: `{ [name]: text }`. */
  schema: z.ZodType<Record<string, string>, Record<string, string>>;
}

/** The form of one thread text, starting from `text`; `error` is the field's i18n key, if any. */
export function useThreadTextForm({ name, schema }: ThreadTextField, text: string) {
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: text },
  });
  const error = form.formState.errors[name]?.message;
  return { form, error, field: form.register(name) };
}
