/**
 * The kinds of items in a member's learning space and how many of each one
 * member may keep. Its own module (learningData.ts imports it) so that the
 * tools can size their local lists from it without loading the validation:
 * functions/src/learningLimits.ts is a symbolic link to this file.
 */
export const KINDS = ['daDoc', 'dauTrang', 'hoSo', 'banhXe'] as const;
export type Kind = (typeof KINDS)[number];

/** Most items of each kind one member may keep. */
export const LIMITS: Readonly<Record<Kind, number>> = {daDoc: 2000, dauTrang: 500, hoSo: 50, banhXe: 100};
