/**
 * One call to an OpenAI-compatible chat completions API. Any failure (network, timeout, non-2xx,
 * unexpected JSON, empty answer) yields null, and the caller answers from the knowledge base.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ProviderConfig {
  apiKey: string;
  /** e.g. 'https://api.openai.com/v1' (no trailing /chat/completions). */
  baseUrl: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Where failures are reported (never the key, never the visitor's text). */
  log?: (line: string) => void;
}

/** Longest reply passed on to the visitor. */
const MAX_REPLY = 4000;

export async function askProvider(config: ProviderConfig, messages: readonly ChatMessage[]): Promise<string | null> {
  const log = config.log ?? (() => undefined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await (config.fetch ?? fetch)(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.3, max_tokens: 600 }),
      signal: controller.signal,
    });
    if (!response.ok) {
      log(`provider answered ${response.status}`);
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    const data = (await response.json()) as unknown;
    const content = (data as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      log('provider answer had no text');
      return null;
    }
    return content.trim().slice(0, MAX_REPLY);
  } catch (error) {
    log(controller.signal.aborted ? `provider timed out after ${config.timeoutMs} ms` : `provider failed: ${(error as Error).name}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
