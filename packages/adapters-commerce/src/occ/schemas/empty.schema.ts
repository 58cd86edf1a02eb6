import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/** An answer whose body the call does not read (a 200 or 204 after a change): any body passes. */
export const emptySchema = lazySchema(() => z.unknown().transform(() => undefined));
