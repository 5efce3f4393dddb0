/** An answer the router gives instead of a page (404 for a path no route knows). */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}

/** A page whose code could not be loaded (a lost connection, a version no longer on the server). */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageCodeError';
  }
}
