import { describe, expect, it } from 'vitest';
import { formatGermanNumber, parseGermanNumber, readsPointAsDecimal } from '../../../src/lib/germanNumber';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

// What a German reader means by each input.
const numbers: [input: string, meant: number][] = [
  ['1.290,00', 1290],
  ['1290,5', 1290.5],
  ['1 290', 1290],
  [`1${NBSP}290`, 1290],
  [`1${NARROW_NBSP}290,50`, 1290.5],
  ['2.890', 2890],
  ['2.190', 2190],
  ['2.890,50', 2890.5],
  ['990', 990],
  ['990,00', 990],
  ['12,5', 12.5],
  ['12.50', 12.5],
  ['12.5', 12.5],
  ['0,99', 0.99],
  [',50', 0.5],
  ['12,', 12],
  ['€ 1.290', 1290],
  [`€${NBSP}1.290`, 1290],
  ['€1.290,00', 1290],
  ['1.290 €', 1290],
  [`1.290${NBSP}€`, 1290],
  [`1.290,00${NARROW_NBSP}€`, 1290],
  ['1.290,-', 1290],
  ['1.290,– €', 1290],
  ['1290 EUR', 1290],
  ['1.290.000', 1_290_000],
  ['1.290.000,99', 1_290_000.99],
  ['12 345 678,90', 12_345_678.9],
  ['1,290.50', 1290.5],
  ['1,290', 1.29],
  ['1,295', 1.295],
  ['  75  ', 75],
  ['007', 7],
  ['-5', -5],
  ['−12,5', -12.5],
  ['+3', 3],
];

// Digits in no readable shape: a field error, never a guess.
const unreadable = ['1,2,3', '12abc', 'abc12', '1.2.3', '1.29,50', '1,2.3', '1234.567', '0.500', '1.2345', '12 5', '1 2345', '12e3', "1'290", '1.290.00', '1..2', '5 % 3'];

// No digit at all: SPEC.md section 5 counts non-numeric input as 0, so the caller decides.
const empty = ['', '   ', 'abc', 'billig', '—', '€', ',', '.', '-'];

describe('parseGermanNumber', () => {
  it.each(numbers)('reads %j as %d', (input, meant) => {
    expect(parseGermanNumber(input)).toMatchObject({ kind: 'number', value: meant });
  });

  it.each([
    ['1.290', 0],
    ['12,5', 1],
    ['2.890,50', 2],
    ['12.50', 2],
    ['2,890', 3],
    ['1,290.500', 3],
  ])('counts the decimals typed in %j: %d', (input, decimals) => {
    expect(parseGermanNumber(input)).toMatchObject({ kind: 'number', decimals });
  });

  it.each(unreadable)('refuses %j (digits, but no readable number)', (input) => {
    expect(parseGermanNumber(input)).toEqual({ kind: 'invalid' });
  });

  it.each(empty)('reports %j as empty (no digits)', (input) => {
    expect(parseGermanNumber(input)).toEqual({ kind: 'empty' });
  });
});

describe('readsPointAsDecimal', () => {
  it.each([
    ['12.5', true],
    ['12.50 €', true],
    ['1,290.50', true],
    ['-3.5', true],
    ['12,5', false],
    ['1.290', false],
    ['1.290,50', false],
    ['12.', false],
    ['1290', false],
    ['abc', false],
    ['1.2.3', false],
  ])('%j: %s', (input, expected) => {
    expect(readsPointAsDecimal(input)).toBe(expected);
  });
});

describe('formatGermanNumber', () => {
  it('writes prices with thousands dots and two decimals', () => {
    expect(formatGermanNumber(1290)).toBe('1.290,00');
    expect(formatGermanNumber(990)).toBe('990,00');
    expect(formatGermanNumber(2890.5)).toBe('2.890,50');
    expect(formatGermanNumber(0)).toBe('0,00');
    expect(formatGermanNumber(9_999_999_999.99)).toBe('9.999.999.999,99');
    expect(formatGermanNumber(1290, 0)).toBe('1.290');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 0.5, 12.5, 990, 1290, 2890.5, 1_290_000.99, 9_999_999_999.99]) {
      expect(parseGermanNumber(formatGermanNumber(value))).toMatchObject({ kind: 'number', value });
    }
  });
});
