import { z } from 'zod';
import { siteSchedulingSchema } from './shared.schema.js';

export interface MenuEntry {
  text: string;
  link: string;
  hideInMenu?: boolean | null | undefined;
  scheduling?: z.output<typeof siteSchedulingSchema>;
  children: MenuEntry[];
}

export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    text: z.string(),
    link: z.string(),
    hideInMenu: z.boolean().nullish(),
    scheduling: siteSchedulingSchema,
    children: z.array(menuEntrySchema).default([]),
  }),
);

export const menuSchema = z.object({
  id: z.string(),
  title: z.string(),
  items: z.array(menuEntrySchema),
});

export const newsletterSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  text: z.string(),
  cta: z.string(),
});

export const headerSchema = z.object({
  logo: z.string(),
  topBar: z.object({ text: z.string(), link: z.string().nullable() }).nullable(),
  menus: z.array(menuSchema).min(1),
});

export const footerSchema = z.object({
  columns: z.array(menuSchema).min(1),
  newsletter: newsletterSchema.nullable(),
  legal: z.string(),
});

/** The site common item: header, footer (with its newsletter block) and menus. */
export const siteCommonSchema = z.object({ header: headerSchema, footer: footerSchema });
export type SiteCommon = z.output<typeof siteCommonSchema>;
export type Header = z.output<typeof headerSchema>;
export type Footer = z.output<typeof footerSchema>;
