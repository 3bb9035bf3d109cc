/** Short texts for chart labels and table cells (Vietnamese, no markup). */

/** "7", or "—" for no value. */
export function scoreText(score: number | null | undefined): string {
  return score == null ? '—' : String(score);
}

/** "+3", "0", "−2" (with a real minus sign). */
export function signedText(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '0';
}

/** Target − current, or "—" without a target. */
export function gapText(current: number, target: number | null | undefined): string {
  return target == null ? '—' : signedText(target - current);
}

/** "7 → 9" with a target, "7" without. */
export function valueWithTarget(current: number, target: number | null | undefined): string {
  return target == null ? String(current) : `${current} → ${target}`;
}
