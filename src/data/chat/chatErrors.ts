/** No way to the server (fetch failed, or a gateway says the chat function is out of reach), as opposed to the server answering with an error. */
export class ChatOfflineError extends Error {
  constructor(cause?: unknown) {
    super('offline', { cause });
  }
}

/** The server did not answer in time (a hanging request was aborted). */
export class ChatTimeoutError extends Error {
  constructor() {
    super('no answer in time');
  }
}

/** The server answered, but not with a reply (4xx/5xx); `message` is its German text when it sent one. */
export class ChatServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The chat function's own text (its German `error`), not a gateway's or the client's. */
    readonly functionText: string | null = null,
  ) {
    super(message);
  }
}

export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const name = (error as { name?: string } | null)?.name;
  const message = String((error as { message?: string } | null)?.message ?? '');
  return name === 'FunctionsFetchError' || name === 'TypeError' || /Failed to fetch|NetworkError|fetch failed|Load failed/i.test(message);
}
