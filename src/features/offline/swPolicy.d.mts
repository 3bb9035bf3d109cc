export const PAGES_CACHE: string;
export const ASSETS_CACHE: string;
export const SHELL_CACHE_PREFIX: string;
export const OFFLINE_PATH: string;
export const MANIFEST_PATH: string;
export const MAX_PAGES: number;
export const MAX_ASSETS: number;
export function isNeverCached(pathname: string): boolean;
export function isImmutableAsset(pathname: string): boolean;
export function isStaticFile(pathname: string): boolean;
export type Strategy = 'network' | 'page' | 'private-page' | 'immutable' | 'static';
export function strategyFor(request: {url: string; method: string; mode: string; origin: string}): Strategy;
export function pageKey(url: string): string;
export function isKeepable(
  response:
    {status: number; type: string; redirected: boolean; headers: {get(name: string): string | null}} | undefined,
  options: {page: boolean},
): boolean;
