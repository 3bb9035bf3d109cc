import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const workflowsDir = path.resolve(__dirname, '../../.github/workflows');
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub Actions', () => {
  it.each(workflows)('%s: mọi action bên ngoài được ghim bằng SHA đầy đủ, kèm phiên bản trong chú thích', (name) => {
    const uses = readFileSync(path.join(workflowsDir, name), 'utf8')
      .split('\n')
      .filter((line) => /^\s*-?\s*uses:/.test(line))
      .map((line) => line.replace(/^\s*-?\s*uses:\s*/, '').trim());
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses.filter((value) => !value.startsWith('./'))) {
      expect(use).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/);
    }
  });
});
