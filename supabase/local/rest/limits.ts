import { RestError } from './errors.ts';
import type { Condition, ParsedQuery } from './parse.ts';

/**
 * What one REST request may ask for. Postgres in PGlite cannot interrupt a statement, so the cost
 * of a statement is bounded before it is sent (see also rest/pattern.ts for match/imatch); the
 * numbers are far above what the app asks for.
 */
export const QUERY_LIMITS = {
  /** Items in `select=` (a `*` counts as the table's columns). */
  selectItems: 100,
  /** Filters in the whole query string, inside `or`/`and` included. */
  filters: 50,
  /** Nesting of `or(…)`, `and(…)` and `not.` logic trees. */
  logicDepth: 10,
  /** `match`/`imatch` filters (each runs the regular-expression engine on every row). */
  patterns: 4,
  /** Nesting of arrays and objects in a JSON body. */
  bodyDepth: 64,
} as const;

/** A PostgREST-style 400 that names the limit and what to change. */
export function limitError(message: string, details: string, hint: string): RestError {
  return new RestError(400, 'PGRST100', message, details, hint);
}

function countFilters(conditions: Condition[]): { filters: number; patterns: number } {
  let filters = 0;
  let patterns = 0;
  for (const c of conditions) {
    if (c.kind === 'filter') {
      filters++;
      if (c.op === 'match' || c.op === 'imatch') patterns++;
    } else {
      const inner = countFilters(c.items);
      filters += inner.filters;
      patterns += inner.patterns;
    }
  }
  return { filters, patterns };
}

/** Refuses a parsed query that selects or filters more than QUERY_LIMITS allow. */
export function checkQueryLimits(query: ParsedQuery, tableColumns: number): void {
  const selected = query.select === null ? tableColumns : query.select.reduce((n, item) => n + (item.column === '*' ? tableColumns : 1), 0);
  if (selected > QUERY_LIMITS.selectItems) {
    throw limitError(
      'Too many columns selected',
      `The select list names ${selected} columns; at most ${QUERY_LIMITS.selectItems} are allowed.`,
      'Select each column once, or fewer columns.',
    );
  }
  const { filters, patterns } = countFilters(query.where);
  if (filters > QUERY_LIMITS.filters) {
    throw limitError(
      'Too many filters',
      `The request has ${filters} filters; at most ${QUERY_LIMITS.filters} are allowed.`,
      'Combine values with in.(…) or split the request.',
    );
  }
  if (patterns > QUERY_LIMITS.patterns) {
    throw limitError(
      'Too many match/imatch filters',
      `The request has ${patterns} match/imatch filters; at most ${QUERY_LIMITS.patterns} are allowed.`,
      'Use fewer regular-expression filters, or like/ilike.',
    );
  }
}
