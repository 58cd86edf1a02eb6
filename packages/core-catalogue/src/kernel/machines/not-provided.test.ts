import { describe, expect, it } from 'vitest';
import { notProvided } from './not-provided.js';

describe('notProvided', () => {
  it('rejects with the machine and the actor it stands for', async () => {
    await expect(notProvided('bagMachine', 'loadBag')()).rejects.toThrow(
      'bagMachine: actor "loadBag" was not provided',
    );
  });
});
