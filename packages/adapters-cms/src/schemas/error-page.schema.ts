import { z } from 'zod';
import { imageSchema, linkSchema } from './shared.schema.js';

/** Error page fields of docs/product/shell.md §2.2 (layouts). */
export const errorPageSchema = z.object({
  key: z.enum(['notFound', 'serverError', 'offline']),
  vertical: z.enum(['main', 'suot']),
  bgColor: z.string(),
  textColor: z.string(),
  iconSrc: z.string(),
  labels: z.object({ title: z.string(), suotTitle: z.string(), description: z.string() }),
  titleAlign: z.enum(['left', 'center', 'right']),
  links: z.array(linkSchema),
  image: imageSchema.nullable(),
  imageMobile: imageSchema.nullable(),
  noIndex: z.boolean().default(true),
});
export type ErrorPage = z.output<typeof errorPageSchema>;

/** c_error_message: user-facing messages looked up by label (genericPaymentError is the fallback). */
export const errorMessagesSchema = z
  .record(z.string(), z.string())
  .refine((messages) => 'genericPaymentError' in messages, 'genericPaymentError is required');
