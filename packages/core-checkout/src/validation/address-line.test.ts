import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line.js';

describe('addressLine', () => {
  it('joins address and additional address with a separator', () => {
    expect(addressLine('Gran Vía 1', '3º B')).toBe('Gran Vía 1, 3º B');
    expect(addressLine('Gran Vía 1', '3º B', ' - ')).toBe('Gran Vía 1 - 3º B');
  });

  it('leaves blanks out', () => {
    expect(addressLine('Gran Vía 1', null)).toBe('Gran Vía 1');
    expect(addressLine(' ', 'Piso 2')).toBe('Piso 2');
    expect(addressLine(undefined, undefined)).toBe('');
  });
});
