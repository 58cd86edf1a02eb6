import type { SiteCode } from '../sites/site-codes.js';

/** ISO 8601 bounds, each inclusive. */
export interface Schedule {
  startEnabledDate?: string | null;
  endEnabledDate?: string | null;
}

export interface VisibilityRules {
  scheduling?: Partial<Record<SiteCode, Schedule>> | null;
  device?: 'mobile' | 'desktop' | 'both' | null;
  platform?: 'web' | 'app' | 'both' | null;
}

export interface VisibilityContext {
  site: SiteCode;
  now: Date;
  device: 'mobile' | 'desktop';
  platform: 'WEB' | 'APP';
}

function timeOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Only a start: shown from it; only an end: until it; both: between; none: always. */
export function isWithinSchedule(schedule: Schedule | null | undefined, now: Date): boolean {
  if (!schedule) return true;
  const start = timeOf(schedule.startEnabledDate);
  const end = timeOf(schedule.endEnabledDate);
  const at = now.getTime();
  return (start === null || at >= start) && (end === null || at <= end);
}

function deviceMatches(device: VisibilityRules['device'], ctx: VisibilityContext): boolean {
  return device === null || device === undefined || device === 'both' || device === ctx.device;
}

/** The app shows anything that is not web-only; the web anything that is not app-only. */
function platformMatches(platform: VisibilityRules['platform'], ctx: VisibilityContext): boolean {
  return ctx.platform === 'APP' ? platform !== 'web' : platform !== 'app';
}

export function isModuleVisible(module: VisibilityRules, ctx: VisibilityContext): boolean {
  return (
    isWithinSchedule(module.scheduling?.[ctx.site], ctx.now) &&
    deviceMatches(module.device, ctx) &&
    platformMatches(module.platform, ctx)
  );
}

/** The visible modules sorted by their order field (ties keep input order). */
export function visibleModules<M extends VisibilityRules & { order: number }>(
  modules: M[],
  ctx: VisibilityContext,
): M[] {
  return modules.filter((module) => isModuleVisible(module, ctx)).sort((a, b) => a.order - b.order);
}
