// Where a copy's CPU time went: the functions with the most self time in a V8 CPU profile
// (written by bench/support/app-copy.ts on 'profile'), and the same grouped by package or
// source folder. The sampler runs on wall time: a thread that waits for a core (on a
// machine with more work than cores) is sampled where it resumes, most often on return
// from a system call such as writev, so compare the samples with the process's CPU time.
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a script's URL belongs: an npm package, a folder of ours, or Node itself. */
function origin(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const ours = url.match(/\/(src\/(?:server|shared|web)\/[^/]+(?:\/[^/.]+)?)/);
  return ours ? ours[1]! : url.replace(/^.*\//, '');
}

export function summarizeProfile(file: string, top = 20): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = url ? `${url.replace(/^.*?(node_modules|src)\//, '$1/')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const group = ['(idle)', '(program)', '(garbage collector)'].includes(functionName)
      ? functionName
      : origin(url);
    byOrigin.set(group, (byOrigin.get(group) ?? 0) + micros);
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, micros]) =>
          `  ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
  const idle = byFunction.get('(idle)') ?? 0;
  return [
    `  ${(total / 1000).toFixed(0)} ms sampled, ${((total - idle) / 1000).toFixed(0)} ms of them not idle`,
    '  self time by function:',
    ...rows(byFunction),
    '  self time by package / source folder:',
    ...rows(byOrigin),
  ];
}
