/**
 * What a `match`/`imatch` pattern may ask of Postgres' regular-expression engine.
 *
 * PGlite runs Postgres single-threaded and cannot interrupt a statement, so a pattern whose cost
 * grows faster than the text (back-references, lookaround constraints) or whose compiled form
 * explodes (nested bounded repetition) would hold the database for minutes; a pattern too
 * complex to compile even leaves PGlite in a broken state. Patterns are therefore checked before
 * they reach the database: what passes is matched by Postgres' DFA in time proportional to the
 * text, with a bounded number of states.
 */

const PATTERN_LIMITS = {
  /** Characters in one pattern. */
  length: 100,
  /** Largest count in a bounded repetition `{m,n}`. */
  repetition: 50,
  /** Estimated size of the compiled pattern (atoms, each repetition multiplying its body). */
  size: 400,
} as const;

/** Why a pattern is refused, phrased as what to change; null when it may run. */
export type PatternVerdict = string | null;

interface Cursor {
  text: string;
  at: number;
}

class Refused extends Error {}

const refuse = (reason: string): never => {
  throw new Refused(reason);
};

export function checkPattern(pattern: string): PatternVerdict {
  if ([...pattern].length > PATTERN_LIMITS.length) {
    return `The pattern is ${[...pattern].length} characters long; use at most ${PATTERN_LIMITS.length}.`;
  }
  if (pattern.startsWith('***')) return 'Director prefixes (***=, ***:) are not supported; write the pattern without them.';
  try {
    const cursor: Cursor = { text: pattern, at: 0 };
    const size = alternation(cursor, 0);
    if (cursor.at < pattern.length) refuse('The pattern has an unmatched ")"; balance its parentheses.');
    if (size > PATTERN_LIMITS.size) {
      return `The pattern expands to about ${size} states; nest or repeat less (at most ${PATTERN_LIMITS.size}).`;
    }
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

/** `a|b|c`: the branches' sizes add up. */
function alternation(c: Cursor, depth: number): number {
  let size = sequence(c, depth);
  while (c.text[c.at] === '|') {
    c.at++;
    size += sequence(c, depth);
  }
  return size;
}

function sequence(c: Cursor, depth: number): number {
  let size = 0;
  while (c.at < c.text.length && c.text[c.at] !== '|' && c.text[c.at] !== ')') {
    const atomSize = atom(c, depth);
    size += atomSize * quantifier(c);
  }
  return size;
}

function atom(c: Cursor, depth: number): number {
  const ch = c.text[c.at] as string;
  if (ch === '(') {
    if (depth >= 10) refuse('Groups nest more than 10 levels deep; flatten the pattern.');
    c.at++;
    if (c.text[c.at] === '?') {
      if (c.text[c.at + 1] !== ':') {
        refuse('Lookahead, lookbehind and option groups ((?=, (?!, (?<=, (?<!, (?i)) are not supported; use (?:…) or plain groups.');
      }
      c.at += 2;
    }
    const size = alternation(c, depth + 1);
    if (c.text[c.at] !== ')') refuse('The pattern has an unclosed "("; balance its parentheses.');
    c.at++;
    return Math.max(size, 1);
  }
  if (ch === '[') return bracket(c);
  if (ch === '\\') return escape(c);
  if (ch === '*' || ch === '+' || ch === '?' || ch === '{') refuse(`"${ch}" at position ${c.at + 1} repeats nothing; escape it as \\${ch}.`);
  c.at++;
  return 1;
}

/** `\x`: back-references (`\1` … `\9`) make matching super-linear, everything else is one atom. */
function escape(c: Cursor): number {
  const next = c.text[c.at + 1];
  if (next === undefined) refuse('The pattern ends with a lone backslash; escape it as \\\\.');
  if (/[1-9]/.test(next as string)) {
    refuse(`Back-references (\\${next}) are not supported in match/imatch; rewrite the pattern without them.`);
  }
  c.at += 2;
  return 1;
}

/** `[...]`, including `[:class:]`, `[.coll.]`, `[=equiv=]` and escapes: one atom. */
function bracket(c: Cursor): number {
  c.at++;
  if (c.text[c.at] === '^') c.at++;
  if (c.text[c.at] === ']') c.at++;
  while (c.at < c.text.length && c.text[c.at] !== ']') {
    const ch = c.text[c.at];
    const next = c.text[c.at + 1];
    if (ch === '[' && (next === ':' || next === '.' || next === '=')) {
      const close = c.text.indexOf(`${next}]`, c.at + 2);
      if (close < 0) refuse(`The bracket expression opened with "[${next}" is not closed; close it with "${next}]".`);
      c.at = close + 2;
    } else if (ch === '\\') {
      c.at += 2;
    } else c.at++;
  }
  if (c.text[c.at] !== ']') refuse('The pattern has an unclosed "["; close the bracket expression with "]".');
  c.at++;
  return 1;
}

/** `*`, `+`, `?` keep the size; `{m}`, `{m,}`, `{m,n}` multiply it by their larger count. */
function quantifier(c: Cursor): number {
  const ch = c.text[c.at];
  let factor = 1;
  if (ch === '*' || ch === '+' || ch === '?') {
    c.at++;
  } else if (ch === '{') {
    const bound = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(c.text.slice(c.at));
    if (!bound) refuse(`The repetition at position ${c.at + 1} is malformed; write {m}, {m,} or {m,n}.`);
    const [whole, low, , high] = bound as RegExpExecArray;
    const counts = [Number(low), high ? Number(high) : 0];
    const largest = Math.max(...counts);
    if (largest > PATTERN_LIMITS.repetition) {
      refuse(`The repetition {${whole.slice(1, -1)}} counts up to ${largest}; use at most ${PATTERN_LIMITS.repetition}.`);
    }
    factor = Math.max(largest, 1);
    c.at += whole.length;
  } else return 1;
  if (c.text[c.at] === '?') c.at++;
  const after = c.text[c.at];
  if (after === '*' || after === '+' || after === '?' || after === '{') {
    refuse(`Two repetitions follow each other at position ${c.at + 1}; wrap the first in a group.`);
  }
  return factor;
}
