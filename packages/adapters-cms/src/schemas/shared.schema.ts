import { scheduleSchema, SITE_CODES } from '@atelier/core-catalogue';
import { z } from 'zod';

export const imageSchema = z.object({ src: z.string().min(1), alt: z.string().default('') });
export const linkSchema = z.object({ text: z.string(), url: z.string() });
export const labelsSchema = z.record(z.string(), z.string());
export const siteSchedulingSchema = z.partialRecord(z.enum(SITE_CODES), scheduleSchema).nullish();

/**
 * Pages that are mostly labels (cart, checkout, register, tracking...): a title and labels,
 * any further fields kept as they come.
 */
export const labelsPageSchema = z.looseObject({
  title: z.string(),
  labels: labelsSchema.default({}),
});
export type LabelsPage = z.output<typeof labelsPageSchema>;
