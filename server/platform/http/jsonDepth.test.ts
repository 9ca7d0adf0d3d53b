import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '../../../src/contract/constants';
import { hostileInputErrors } from './inputChecks';
import { jsonNestsDeeperThan } from './jsonDepth';

const nested = (depth: number) => `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;

describe('the depth of JSON text, read before parsing', () => {
  it('draws the line where the walk over the parsed body draws it', () => {
    for (const depth of [2, MAX_INPUT_DEPTH - 2, MAX_INPUT_DEPTH, MAX_INPUT_DEPTH + 2, 1000]) {
      const text = nested(depth);
      const walked = Object.keys(hostileInputErrors(JSON.parse(text), 'body')).length > 0;
      expect(jsonNestsDeeperThan(text, MAX_INPUT_DEPTH), `depth ${depth}`).toBe(walked);
    }
    expect(jsonNestsDeeperThan(nested(MAX_INPUT_DEPTH), MAX_INPUT_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(`[${nested(MAX_INPUT_DEPTH)}]`, MAX_INPUT_DEPTH)).toBe(true);
  });

  it('counts only the brackets outside strings, escaped quotes included', () => {
    const brackets = '[{'.repeat(100);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: brackets, 'key[[[': brackets }), 4)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: `say "${brackets}" \\`, more: [brackets] }), 4)).toBe(
      false,
    );
    expect(jsonNestsDeeperThan(`{"a":"\\\\"}${'['.repeat(5)}`, 4)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"\\"${'['.repeat(5)}"}`, 4)).toBe(false);
  });

  it('counts siblings once and leaves broken text to the parser', () => {
    expect(jsonNestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a": "no end', 1)).toBe(false);
    expect(jsonNestsDeeperThan('', 1)).toBe(false);
  });
});
