import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the schema (a page calls it once it has painted). */
  preload: () => Promise<Resolver<T>>;
}

/**
 * A form resolver whose schema loads after the page instead of with it: the login page shows its
 * form before zod has arrived, which keeps the login route inside its JavaScript budget
 * (docs/benchmarks.md). The first validation waits for the load if it is still under way.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
