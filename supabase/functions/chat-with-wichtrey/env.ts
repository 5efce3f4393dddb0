/** Reads a setting from the environment in Deno (hosted Supabase) and in Node (local stack, tests). */
export type EnvReader = (name: string) => string | undefined;

interface DenoLike {
  env: { get(name: string): string | undefined };
}

interface ProcessLike {
  env?: Record<string, string | undefined>;
}

export const readEnv: EnvReader = (name) => {
  const scope = globalThis as unknown as { Deno?: DenoLike; process?: ProcessLike };
  try {
    if (scope.Deno) return scope.Deno.env.get(name);
    return scope.process?.env?.[name];
  } catch {
    // Deno without env permission: treat as unset.
    return undefined;
  }
};

/** A positive integer setting, or the default when unset or not a positive integer. */
export function intSetting(env: EnvReader, name: string, fallback: number): number {
  const raw = env(name)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
