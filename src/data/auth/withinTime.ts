/**
 * The promise's value, or null once `ms` have passed without one. supabase-js's auth calls take no
 * abort signal: the wait ends, the request runs out by itself.
 */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
