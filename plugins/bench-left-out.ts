/**
 * The site's changes to Docusaurus's output that a build leaves out, by name, so that
 * `npm run bench:changes` can measure what each is worth: `LA_BENCH_WITHOUT` is a
 * comma-separated list of names (a loader's file name, or a plugin's name). Unset in
 * every real build.
 */
export function isLeftOut(name: string): boolean {
  return (process.env.LA_BENCH_WITHOUT ?? '').split(',').includes(name);
}
