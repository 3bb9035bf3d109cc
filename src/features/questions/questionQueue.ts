/**
 * The owner's queue of unanswered questions, grouped per page: one module for the function (which
 * answers the desk; functions/src/questions/questionQueue.ts is a symbolic link to this file) and
 * the desk (which regroups after each action). No imports: the functions' build compiles it as it is.
 */

/** Unanswered questions per page, each page's oldest first, pages by their oldest question. */
export function queueByPage<T extends {trang: string; hoiLuc: number}>(
  waiting: readonly T[],
): {trang: string; soCho: number; cauHoi: T[]}[] {
  const groups = new Map<string, T[]>();
  for (const question of [...waiting].sort((a, b) => a.hoiLuc - b.hoiLuc)) {
    const group = groups.get(question.trang) ?? [];
    group.push(question);
    groups.set(question.trang, group);
  }
  return [...groups].map(([trang, cauHoi]) => ({trang, soCho: cauHoi.length, cauHoi}));
}
