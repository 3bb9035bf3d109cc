export const TITLE_MAX: number;
export const DESCRIPTION_MIN: number;
export const DESCRIPTION_MAX: number;
export function textLength(text: string): number;
export function titleDescriptionProblems(page: {title?: string; description?: string}): string[];
