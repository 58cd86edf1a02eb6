import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

export declare const AXE_TAGS: string[];
export declare function axeResults(page: Page): Promise<AxeResults>;
