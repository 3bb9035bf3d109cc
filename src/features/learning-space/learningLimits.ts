/**
 * The kinds of items in a member's learning space and how many of each one
 * member may keep. Its own module (learningData.ts imports it) so that the
 * tools and the review can size their local lists from it without loading the
 * validation: functions/src/learningLimits.ts is a symbolic link to this file.
 */
export const KINDS = ['daDoc', 'dauTrang', 'hoSo', 'banhXe', 'onTap', 'tuKiemTra', 'onTapBai'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * Most items of each kind one member may keep. Reviews (`onTap`) are a rolling
 * window: past the limit the oldest go, on the device and on the server alike;
 * every other kind refuses a request that would go over.
 */
export const LIMITS: Readonly<Record<Kind, number>> = {
  daDoc: 2000,
  dauTrang: 500,
  hoSo: 50,
  banhXe: 100,
  onTap: 10_000,
  tuKiemTra: 5_000,
  onTapBai: 1_000,
};
